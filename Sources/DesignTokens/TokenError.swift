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
    /// Which of the set's files: an index into ``TokenSet/files``.
    public var file: Int
    /// For a token the file defines but that could not be read (its own value, or one its alias leads to, is
    /// wrong): the line and column of the error in the file that keeps it out. Problems that follow from that one
    /// can then be told apart from problems of their own.
    public var cause: Position?
    /// For an alias to a token the set lacks: that token's path. When a file of the set could not be read, the
    /// token may be missing only for that reason, and the error follows from the file's.
    public var missingTarget: String?
    /// An error keeps the token out; a warning says the token is read, but not quite as written.
    public var severity: Severity
    /// Whether the token is kept as written rather than wrong (a value in CSS `calc()`): what needs it is told
    /// this error, but the build tells the form once for its file, not this error for each token.
    public var keptAsWritten = false
    /// Whether it is told only where an error follows from it: a form kept as written, which the tokens page shows.
    public var onlyAsCause = false
    /// Whether the set's files contradict themselves (a token two files define, a `hex` that disagrees with its
    /// components, a set or file named that the set lacks), read as the files' own tool reads them: a fault for the
    /// files' owners, which a site that takes the files as they are published may set off.
    public var isConflict = false

    /// How much a problem matters.
    public enum Severity: Sendable, Hashable {
        case error
        case warning
    }

    /// A line and column, both 1-based, in one of the set's files (an index into ``TokenSet/files``).
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
        public var file: Int

        public init(line: Int, column: Int, file: Int = 0) {
            self.line = line
            self.column = column
            self.file = file
        }
    }

    public init(path: String, message: String, line: Int, column: Int, file: Int = 0, cause: Position? = nil,
                severity: Severity = .error) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
        self.file = file
        self.cause = cause
        self.severity = severity
    }

    /// An error at the first character of `node`.
    public init(path: String, message: String, at node: JSONNode, severity: Severity = .error, missingTarget: String? = nil) {
        self.init(path: path, message: message, line: node.line, column: node.column, file: node.file, severity: severity)
        self.missingTarget = missingTarget
    }

    /// An error at the key of `member`.
    init(path: String, message: String, atKeyOf member: JSONNode.Member) {
        self.init(path: path, message: message, line: member.keyLine, column: member.keyColumn, file: member.value.file)
    }

    /// Where the error is.
    public var position: Position {
        Position(line: line, column: column, file: file)
    }

    public var description: String {
        path.isEmpty ? message : "token '\(path)': \(message)"
    }
}
