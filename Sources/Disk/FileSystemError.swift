/// A file operation that failed, with the path and the system's reason.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path the operation was on.
    public var path: String
    /// What the system said, in words (`No such file or directory`).
    public var reason: String

    /// - Parameters:
    ///   - path: the path.
    ///   - reason: the system's words.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
