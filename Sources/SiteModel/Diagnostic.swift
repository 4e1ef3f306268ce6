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
    /// The error this one only follows from (a token tokens.json defines but could not read, a criterion of a
    /// site.yml that failed): when that error is reported too, this one is folded into it.
    public var cause: SourceLocation?

    /// - Parameters:
    ///   - severity: error or warning.
    ///   - location: where.
    ///   - message: what is wrong; what is allowed.
    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// An error at `location`.
    public static func error(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    /// A warning at `location`.
    public static func warning(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// This diagnostic, marked as following from the error at `cause`.
    public func following(_ cause: SourceLocation?) -> Diagnostic {
        var diagnostic = self
        diagnostic.cause = cause
        return diagnostic
    }

    /// `path:line:column: error: message`, the format compilers and editors read.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.severity, lhs.message) < (rhs.location, rhs.severity, rhs.message)
    }
}
