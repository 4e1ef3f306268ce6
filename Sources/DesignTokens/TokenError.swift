/// A problem in a tokens file, naming the token and where it is written.
public struct TokenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The token or group path (`stepper/color/bg`), empty for a problem with the file as a whole.
    public var path: String
    /// What is wrong and what is allowed.
    public var message: String
    /// 1-based.
    public var line: Int
    /// 1-based.
    public var column: Int
    /// For a token the file defines but that could not be read (its own value, or one its alias leads to, is
    /// wrong): the line and column of the error in the file that keeps it out. Problems that follow from that one
    /// can then be told apart from problems of their own.
    public var cause: Position?
    /// An error keeps the token out; a warning says the token is read, but not quite as written.
    public var severity: Severity

    /// How much a problem matters.
    public enum Severity: Sendable, Hashable {
        case error
        case warning
    }

    /// A line and column in the tokens file, both 1-based.
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    public init(path: String, message: String, line: Int, column: Int, cause: Position? = nil, severity: Severity = .error) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
        self.cause = cause
        self.severity = severity
    }

    /// Where the error is in the file.
    public var position: Position {
        Position(line: line, column: column)
    }

    public var description: String {
        path.isEmpty ? message : "token '\(path)': \(message)"
    }
}
