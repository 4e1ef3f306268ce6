import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the user's that a command rewrites (`site.yml` for `build --accept-current`, a page for `stamp`),
/// the one way Specimen replaces a file it did not make.
///
/// It is read once without following a symbolic link, and replaced whole by a rename from a file created
/// exclusively beside it (`O_CREAT|O_EXCL|O_NOFOLLOW`, under a random name), so that it is either as it was or
/// whole. It keeps its permissions, owner and UTF-8 byte-order mark; a read-only file is refused, and so is a
/// link anywhere below the folder the user named: nothing outside that folder is read or written.
public struct UserFile: Sendable {
    /// Why the file was not read or replaced; it was left as it was.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong and what is allowed, without the path.
        public var reason: String
        public var description: String { reason }

        public init(reason: String) {
            self.reason = reason
        }
    }

    /// The largest file read: far above any page or `site.yml`, far below what would strain memory.
    public static let sizeLimit = 64 << 20

    /// The path, as given.
    public let path: String
    /// The file's bytes after any UTF-8 byte-order mark; empty for a file that does not exist yet.
    public let contents: [UInt8]
    /// Whether the file starts with a UTF-8 byte-order mark, which ``replace(with:)`` writes back.
    public let hasByteOrderMark: Bool
    /// The file as read; nil for one that did not exist.
    private let original: Original?

    private struct Original: Sendable {
        var device: UInt64
        var inode: UInt64
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Reads `path`, a file below `folder` (the folder the user named, such as the content folder), to be
    /// replaced.
    /// - Parameter mayBeMissing: a file that does not exist reads as empty and ``replace(with:)`` makes it;
    ///   otherwise it is refused.
    public static func read(_ path: String, below folder: String, mayBeMissing: Bool = false) throws(Refusal) -> UserFile {
        try checkFolders(of: path, below: folder)
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT, mayBeMissing {
                return UserFile(path: path, contents: [], hasByteOrderMark: false, original: nil)
            }
            if error == ELOOP, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                throw Refusal(reason: "is a symbolic link (to '\(target)'), which Specimen does not write through; "
                    + "allowed: a regular file (edit the file it leads to by hand, or put the file itself in its place)")
            }
            throw Refusal(reason: "cannot be read: \(String(cString: strerror(error)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw Refusal(reason: "is not a regular file; allowed: a regular file")
        }
        guard status.st_size <= sizeLimit else {
            throw Refusal(reason: "is \(status.st_size) bytes; allowed: at most \(sizeLimit) bytes")
        }
        guard status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0, access(path, W_OK) == 0 else {
            throw Refusal(reason: "is read-only (mode \(String(status.st_mode & 0o7777, radix: 8))), so Specimen "
                + "does not rewrite it; allowed: a file you can write (chmod u+w) to let Specimen change it")
        }
        var bytes = try readAll(descriptor)
        let marked = bytes.starts(with: byteOrderMark)
        if marked { bytes.removeFirst(byteOrderMark.count) }
        return UserFile(path: path, contents: bytes, hasByteOrderMark: marked, original: Original(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), mode: status.st_mode & 0o7777,
            owner: status.st_uid, group: status.st_gid))
    }

    /// Replaces the file with `bytes` (its byte-order mark put back before them), or makes it when it did not
    /// exist; refused when the file was changed, removed or made since it was read.
    public func replace(with bytes: [UInt8]) throws(Refusal) {
        try checkUnchanged()
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let (staging, descriptor) = try Self.createStaging(in: folder.isEmpty ? "." : folder, for: name, mode: original == nil ? 0o666 : 0o600)
        var written = false
        defer {
            if !written { unlink(staging) }
        }
        do {
            defer { close(descriptor) }
            if let original {
                // The owner first: changing it clears the set-user and set-group bits the mode then restores.
                _ = fchown(descriptor, original.owner, original.group)
                guard fchmod(descriptor, original.mode) == 0 else {
                    throw Refusal(reason: "cannot be written beside: \(String(cString: strerror(errno)))")
                }
            }
            let contents = (hasByteOrderMark ? Self.byteOrderMark : []) + bytes
            if let error = contents.withUnsafeBytes({ FileSystem.writeAll(descriptor, $0) }) {
                throw Refusal(reason: "cannot be written beside: \(String(cString: strerror(error)))")
            }
            guard fsync(descriptor) == 0 else {
                throw Refusal(reason: "cannot be written beside: \(String(cString: strerror(errno)))")
            }
        }
        guard rename(staging, path) == 0 else {
            throw Refusal(reason: "cannot be replaced: \(String(cString: strerror(errno)))")
        }
        written = true
    }

    /// Refuses a path that leaves `folder` or passes through a symbolic link below it.
    private static func checkFolders(of path: String, below folder: String) throws(Refusal) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard path.hasPrefix(base + "/") else {
            throw Refusal(reason: "is not inside '\(folder)'; allowed: a file of the folder Specimen was given")
        }
        let parts = path.dropFirst(base.count + 1).split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw Refusal(reason: "names '.' or '..' on its way; allowed: a plain path inside '\(folder)'")
        }
        var current = base
        for part in parts.dropLast() {
            current += "/" + part
            var status = stat()
            guard lstat(current, &status) == 0 else { continue }
            guard (status.st_mode & S_IFMT) != S_IFLNK else {
                throw Refusal(reason: "is reached through the symbolic link '\(current)', which Specimen does not "
                    + "write through; allowed: a regular file in a folder of '\(folder)'")
            }
        }
    }

    private func checkUnchanged() throws(Refusal) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT, original == nil else {
                throw Refusal(reason: "was removed while Specimen worked; it was left as it is")
            }
            return
        }
        guard let original, (status.st_mode & S_IFMT) == S_IFREG, UInt64(status.st_dev) == original.device,
              UInt64(status.st_ino) == original.inode
        else {
            throw Refusal(reason: "was replaced or made while Specimen worked; it was left as it is")
        }
    }

    /// A new file in `folder`, created exclusively under a random name that starts with a dot and `name`.
    private static func createStaging(in folder: String, for name: String, mode: mode_t) throws(Refusal) -> (String, Int32) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(generator.next() as UInt64, radix: 16)
            let staging = folder + "/." + name.prefix(64) + ".specimen-" + suffix
            let descriptor = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (staging, descriptor) }
            guard errno == EEXIST else {
                throw Refusal(reason: "cannot be written beside: \(String(cString: strerror(errno)))")
            }
        }
        throw Refusal(reason: "cannot be written beside: every name tried was taken")
    }

    private static func readAll(_ descriptor: Int32) throws(Refusal) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            #if canImport(Glibc)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            #else
            let count = chunk.withUnsafeMutableBytes { Darwin.read(descriptor, $0.baseAddress, $0.count) }
            #endif
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Refusal(reason: "cannot be read: \(String(cString: strerror(errno)))")
            }
            bytes += chunk[..<count]
            guard bytes.count <= sizeLimit else {
                throw Refusal(reason: "grew past \(sizeLimit) bytes while it was read; allowed: at most \(sizeLimit) bytes")
            }
        }
    }
}
