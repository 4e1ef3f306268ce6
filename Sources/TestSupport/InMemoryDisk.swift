import Disk
import Foundation
import SiteBuilder
import Synchronization

/// Files held in memory behind a ``FileSystem``, so builds can run without touching the disk and tests can
/// make any operation fail.
public final class InMemoryDisk: Sendable {
    private let files: Mutex<[String: Data]>
    private let failingWrites: Set<String>
    private let failingReads: Set<String>
    private let locks = Mutex<Set<String>>([])

    /// - Parameters:
    ///   - files: path → bytes to start with.
    ///   - failingWrites: paths whose write throws, to test failures halfway through a build.
    ///   - failingReads: paths that are listed but cannot be read.
    public init(files: [String: Data] = [:], failingWrites: Set<String> = [], failingReads: Set<String> = []) {
        self.files = Mutex(files.reduce(into: [:]) { $0[Self.normalize($1.key)] = $1.value })
        self.failingWrites = Set(failingWrites.map(Self.normalize))
        self.failingReads = Set(failingReads.map(Self.normalize))
    }

    /// A disk holding a fixture site's files.
    public convenience init(_ site: FixtureSite, failingWrites: Set<String> = [], failingReads: Set<String> = []) {
        self.init(files: site.files.mapValues { Data($0.utf8) }, failingWrites: failingWrites, failingReads: failingReads)
    }

    /// Every file below `folder`, relative path → bytes.
    public func files(below folder: String) -> [String: Data] {
        let prefix = Self.normalize(folder) + "/"
        return files.withLock { all in
            all.filter { $0.key.hasPrefix(prefix) }
                .reduce(into: [:]) { $0[String($1.key.dropFirst(prefix.count))] = $1.value }
        }
    }

    /// Every file on the disk, path → bytes.
    public var allFiles: [String: Data] {
        files.withLock { $0 }
    }

    /// Every path on the disk, sorted.
    public var allPaths: [String] {
        files.withLock { $0.keys.sorted() }
    }

    private func fileSystemWrite(_ path: String, _ data: Data) throws {
        let path = Self.normalize(path)
        if failingWrites.contains(path) {
            throw FileSystemError(path: path, reason: "No space left on device")
        }
        files.withLock { $0[path] = data }
    }

    /// The ``FileSystem`` that reads and writes this disk.
    public var fileSystem: FileSystem {
        FileSystem(
            itemKind: { [self] path in itemKind(path) },
            listFiles: { [self] folder in
                FolderListing(files: files(below: folder).keys.sorted())
            },
            listFolder: { [self] folder in
                Set(files(below: folder).keys.map { String($0.prefix { $0 != "/" }) }).sorted()
            },
            readFile: { [self] path in try fileSystemRead(path) },
            writeFile: { [self] path, data in try fileSystemWrite(path, data) },
            // In memory a folder is there when a file below it is.
            makeFolder: { _ in },
            // In memory every write is whole at once: replacing is writing.
            replaceFile: { [self] path, data in try fileSystemWrite(path, data) },
            // In memory a second name is a copy: nothing can change the bytes of either afterwards.
            linkFile: { [self] existing, path in
                guard let data = files.withLock({ $0[Self.normalize(existing)] }) else {
                    throw FileSystemError(path: existing, reason: "No such file or directory")
                }
                try fileSystemWrite(path, data)
            },
            removeItem: { [self] path in
                let path = Self.normalize(path)
                files.withLock { all in
                    all = all.filter { $0.key != path && !$0.key.hasPrefix(path + "/") }
                }
            },
            exchangeItems: { [self] replacement, destination in exchange(replacement, destination) },
            lock: { [self] path in try lock(path) }
        )
    }

    private func itemKind(_ path: String) -> FileSystem.ItemKind? {
        let path = Self.normalize(path)
        return files.withLock { all in
            if all[path] != nil { return .file }
            let prefix = path + "/"
            return all.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
        }
    }

    private func fileSystemRead(_ path: String) throws -> Data {
        if failingReads.contains(Self.normalize(path)) {
            throw FileSystemError(path: path, reason: "Permission denied")
        }
        guard let data = files.withLock({ $0[Self.normalize(path)] }) else {
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        return data
    }

    /// Swaps the files below `replacement` with those below `destination`, each folder or file taking the other's name.
    private func exchange(_ replacement: String, _ destination: String) {
        let from = Self.normalize(replacement) + "/"
        let to = Self.normalize(destination) + "/"
        files.withLock { all in
            var swapped: [String: Data] = [:]
            for (path, data) in all {
                if path + "/" == from {
                    swapped[String(to.dropLast())] = data
                } else if path + "/" == to {
                    swapped[String(from.dropLast())] = data
                } else if path.hasPrefix(from) {
                    swapped[to + path.dropFirst(from.count)] = data
                } else if path.hasPrefix(to) {
                    swapped[from + path.dropFirst(to.count)] = data
                } else {
                    swapped[path] = data
                }
            }
            all = swapped
        }
    }

    private func lock(_ path: String) throws -> @Sendable () -> Void {
        let path = Self.normalize(path)
        guard locks.withLock({ $0.insert(path).inserted }) else {
            throw LockRefusal(path: path, holder: nil)
        }
        return { [self] in _ = locks.withLock { $0.remove(path) } }
    }

    private static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
