/// A problem found in the site's sources, with where it is and what would be allowed.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong and what is allowed, in one sentence: `unknown front-matter key 'titel'; allowed: …`.
    public var message: String
    /// What kind of problem it is (`contrast.graphic`).
    public var code: DiagnosticCode
    /// What the finding is about, where its code has such a thing: the colour pair (`a/fg on a/bg`), the link as
    /// written, the key. An acceptance names it to accept this finding and no other of its code.
    public var subject: String?
    /// The error this one only follows from (a token tokens.json defines but could not read, a criterion of a
    /// site.yml that failed): when that error is reported too, this one is folded into it.
    public var cause: SourceLocation?
    /// Whether it is told only as the root of errors that follow from it (a token kept as written, which the tokens
    /// page shows as a departure of its file): with no error following, it is left out of the report, and neither
    /// `--strict` nor a level site.yml sets makes it an error of its own.
    public var onlyAsCause = false
    /// Whether an error follows from it (a preview needs the token it is about), which made it an error: setting its
    /// code off would not let the build pass.
    public var isNeeded = false

    /// - Parameters:
    ///   - severity: error or warning.
    ///   - code: what kind of problem.
    ///   - location: where.
    ///   - message: what is wrong; what is allowed.
    ///   - subject: what the finding is about, for an acceptance to name.
    public init(_ severity: Severity, _ code: DiagnosticCode, at location: SourceLocation, _ message: String,
                subject: String? = nil) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
        self.subject = subject
    }

    /// An error at `location`.
    public static func error(_ code: DiagnosticCode, at location: SourceLocation, _ message: String,
                             subject: String? = nil) -> Diagnostic {
        Diagnostic(.error, code, at: location, message, subject: subject)
    }

    /// A warning at `location`.
    public static func warning(_ code: DiagnosticCode, at location: SourceLocation, _ message: String,
                               subject: String? = nil) -> Diagnostic {
        Diagnostic(.warning, code, at: location, message, subject: subject)
    }

    /// This diagnostic, marked as following from the error at `cause`.
    public func following(_ cause: SourceLocation?) -> Diagnostic {
        var diagnostic = self
        diagnostic.cause = cause
        return diagnostic
    }

    /// `path:line:column: error: message`, without the code.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }

    /// `path:line:column: error: message [code]`, as `build` and `check` print it: the format compilers and editors
    /// read, with the code a team sets levels and accepts findings by.
    public var formatted: String {
        description + " [\(code)]"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.severity, lhs.message) < (rhs.location, rhs.severity, rhs.message)
    }
}
