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

/// Why a lock (``FileSystem/lock``) was not taken: another Specimen process holds it, or the file at its path is
/// not Specimen's.
public struct LockRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The lock file's path.
    public var path: String
    /// The process that holds the lock, when the lock file names it; nil for a file that is not a lock.
    public var holder: Int32?
    /// Whether the file at the path is someone else's, not a lock.
    public var isForeignFile: Bool

    public init(path: String, holder: Int32?, isForeignFile: Bool = false) {
        self.path = path
        self.holder = holder
        self.isForeignFile = isForeignFile
    }

    public var description: String {
        isForeignFile ? "\(path) is a file that is not Specimen's lock"
            : "\(path) is held by another Specimen process" + (holder.map { " (process \($0))" } ?? "")
    }
}
