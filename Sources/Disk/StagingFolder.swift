import Foundation
import Parallel
import SiteModel
import Synchronization

/// The folder a build writes its files into as the stages make them, beside the output folder and swapped into
/// its place by the write stage when the build has no error, or removed when it has.
///
/// Writing each page as it is rendered means a page's HTML is held only while it is scanned and written, not until
/// the whole site is done: the build's memory stays what the pages' parsed content takes, whatever the site's size.
package struct StagingFolder: Sendable {
    /// `.NAME.staging`, beside the output folder on the same file system, so that the swap is a rename.
    package var path: String
    /// The output folder it is swapped with.
    package var output: String
    /// Whether the output folder exists, so that an unchanged file can be linked rather than written.
    package var hasPrevious: Bool
    package var fileSystem: FileSystem
    /// The folders made in it so far. It starts empty, so each folder is made once, before its first file: a
    /// page has a folder of its own, and opening its file first, to make the folder only when that failed, cost
    /// every page a failed open.
    let madeFolders = MadeFolders()

    package init(path: String, output: String, hasPrevious: Bool, fileSystem: FileSystem) {
        self.path = path
        self.output = output
        self.hasPrevious = hasPrevious
        self.fileSystem = fileSystem
    }

    /// Writes `data` at `relativePath`. A file whose bytes the previous output already holds becomes a second name
    /// for it (a hard link): no new file for the kernel to allocate, and removing the previous output only drops
    /// a name.
    package func write(_ relativePath: String, _ data: Data) throws(FileSystemError) {
        let target = FileSystem.join(path, relativePath)
        let folder = relativePath.lastIndex(of: "/").map { relativePath[..<$0] } ?? ""
        if madeFolders.claim(folder) {
            try Self.attempt(target) { try fileSystem.makeFolder(FileSystem.join(path, String(folder))) }
        }
        if hasPrevious {
            let previous = FileSystem.join(output, relativePath)
            if (try? fileSystem.readFile(previous)) == data, (try? fileSystem.linkFile(previous, target)) != nil {
                return
            }
        }
        try Self.attempt(target) { try fileSystem.writeFile(target, data) }
    }

    /// Runs a file system operation on `target`, its error as a ``FileSystemError``.
    private static func attempt(_ target: String, _ operation: () throws -> Void) throws(FileSystemError) {
        do {
            try operation()
        } catch {
            throw (error as? FileSystemError) ?? FileSystemError(path: target, reason: "\(error)")
        }
    }

    /// Writes `files` on every core, since creating thousands of files is mostly the kernel's work; the first
    /// failure, or nil.
    package func write(_ files: [OutputFile]) -> FileSystemError? {
        files.concurrentSlices { slice -> FileSystemError? in
            for file in slice {
                do throws(FileSystemError) {
                    try write(file.path, file.data)
                } catch {
                    return error
                }
            }
            return nil
        }.compactMap { $0 }.first
    }
}

extension StagingFolder {
    /// The folders made in a staging folder, shared by the threads writing into it.
    final class MadeFolders: Sendable {
        private let folders = Mutex<Set<Substring>>([])

        /// Whether `folder` (relative to the staging folder; empty for the staging folder itself) is claimed for
        /// the first time: true once for each. A thread that finds a folder claimed may get there before the
        /// folder is made; the file system's write makes the folders it lacks, so that costs only time.
        func claim(_ folder: Substring) -> Bool {
            folders.withLock { $0.insert(folder).inserted }
        }
    }
}
