import Previews

extension ContrastPair {
    /// What a contrast finding is about, as diagnostics and acceptances name it: `FOREGROUND on BACKGROUND`.
    package var subject: String {
        foreground + " on " + background
    }
}

extension ContrastPair.Kind {
    /// The code of a pair that falls short.
    package var code: DiagnosticCode {
        self == .text ? .contrastText : .contrastGraphic
    }
}
