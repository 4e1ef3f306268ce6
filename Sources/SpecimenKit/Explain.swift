import ArgumentParser
import Foundation
import SiteModel
import TextEscaping

/// `specimen explain`: what a diagnostic's code means, or every code.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say what a diagnostic's code means, and whether site.yml can set its level or accept its findings.",
        discussion: """
            Every problem Specimen prints ends with its code, such as [contrast.graphic]. Without a code, every \
            code is listed with its meaning. Exit codes: 0 success, 2 an unknown code.
            """
    )

    @Argument(help: ArgumentHelp("The code, as printed after a problem (contrast.graphic).", valueName: "code"))
    var code: String?

    @OptionGroup var console: ConsoleOptions

    func run() throws {
        guard let name = code else {
            let width = DiagnosticCode.all.map(\.name.count).max() ?? 0
            for code in DiagnosticCode.all {
                print(code.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + code.meaning)
            }
            return
        }
        guard let code = DiagnosticCode.named(name) else {
            let hint = DiagnosticCode.suggestion(for: name).map { "did you mean '\($0)'? " } ?? ""
            console.terminal.error("unknown code '\(name)'; \(hint)specimen explain with no code lists every one")
            throw ExitCode(ExitStatus.usage)
        }
        print(Self.explanation(of: code))
    }

    /// The code, its meaning, and what site.yml can do about its findings.
    static func explanation(of code: DiagnosticCode) -> String {
        let handling = code.isFinding
            ? """
              A finding: site.yml can set its level (diagnostics: {\(code.name): error | warning | off}), and \
              site.yml or the page can accept one as known, with a reason (accept: [{code: \(code.name), subject: …, \
              reason: …}]).
              """
            : "Always reported: it says Specimen could not read or write the site as given, so its level cannot be set and it cannot be accepted."
        return "\(code.name): \(code.meaning)\n\n\(handling)"
    }
}
