import Dispatch
import Foundation
import SiteModel
import Synchronization

/// The folder a build writes its files into as the stages make them, beside the output folder and swapped into
/// its place by the write stage when the build has no error, or removed when it has.
///
/// Writing each page as it is rendered means a page's HTML is held only while it is scanned and written, not until
/// the whole site is done: the build's memory stays what the pages' parsed content takes, whatever the site's size.
///
/// The stages hand their files over (``send(_:)``) and go on with their work while a few threads of the folder's
/// own write them: however many cores render, no more than ``writerCount`` threads create files at once, since
/// creating a file takes locks of the file system's and every core creating files at once spends more time waiting
/// for them than writing.
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
    /// The threads that write the files handed over.
    let writers: Writers

    /// How many threads write files at once when the build does not say: half the cores, at least two and at
    /// most four. The other cores render meanwhile; more writers on one disk wait longer for the file system's
    /// locks, and with one, each wait of the disk's holds up every page behind it.
    package static func defaultWriterCount(cores: Int) -> Int {
        max(2, min(4, cores / 2))
    }

    /// - Parameter writerCount: how many threads write files at once (at least 1).
    package init(path: String, output: String, hasPrevious: Bool, fileSystem: FileSystem, writerCount: Int) {
        self.path = path
        self.output = output
        self.hasPrevious = hasPrevious
        self.fileSystem = fileSystem
        writers = Writers(count: writerCount)
    }

    /// How many threads write the files handed over.
    package var writerCount: Int {
        writers.queues.count
    }

    /// Writes `data` at `relativePath` on the calling thread. A file whose bytes the previous output already holds
    /// becomes a second name for it (a hard link): no new file for the kernel to allocate, and removing the
    /// previous output only drops a name.
    package func write(_ relativePath: String, _ data: Data) throws(FileSystemError) {
        let target = FileSystem.join(path, relativePath)
        // Found among the bytes: a search by Character went backwards through the path grapheme by grapheme, for
        // every file of the build.
        let folder = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")).map { relativePath[..<$0] } ?? ""
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

    /// Hands `files` over to the folder's writers, ``filesPerBatch`` at a time, and returns; waits first while
    /// many batches handed over are not written yet, so that a stage faster than the disk holds only a few.
    package func send(_ files: [OutputFile]) {
        for start in stride(from: 0, to: files.count, by: Self.filesPerBatch) {
            let batch = files[start..<min(files.count, start + Self.filesPerBatch)]
            writers.room.wait()
            let queue = writers.queues[writers.next.wrappingAdd(1, ordering: .relaxed).oldValue % writers.queues.count]
            queue.async(group: writers.pending) { [self] in
                defer { writers.room.signal() }
                for file in batch {
                    do throws(FileSystemError) {
                        try write(file.path, file.data)
                    } catch {
                        writers.failures.withLock { $0.append(error) }
                    }
                }
            }
        }
    }

    /// How many files a writer is given at once: waking a writer costs about what writing a small file does, so
    /// files go in batches; a stage that makes files one by one gathers this many before it sends them.
    package static let filesPerBatch = 8

    /// Waits until every file handed over is written; the failure of the first path in order among those that
    /// could not be, or nil.
    package func finishWriting() -> FileSystemError? {
        writers.pending.wait()
        return writers.failures.withLock { failures in failures.min { $0.path < $1.path } }
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

    /// The threads that write a staging folder's files: one serial queue each, given files in turn.
    final class Writers: Sendable {
        let queues: [DispatchQueue]
        /// How many more batches may be handed over before one of them is written: ``batchesWaitingPerWriter``
        /// per writer.
        let room: DispatchSemaphore
        /// Every batch handed over and not written yet.
        let pending = DispatchGroup()
        /// Which queue the next batch goes to.
        let next = Atomic<Int>(0)
        let failures = Mutex<[FileSystemError]>([])

        init(count: Int) {
            let count = max(1, count)
            queues = (0..<count).map { DispatchQueue(label: "specimen.staging-writer.\($0)") }
            room = DispatchSemaphore(value: count * Self.batchesWaitingPerWriter)
        }

        /// Enough that a writer always has its next batch, few enough that little HTML waits in memory.
        static let batchesWaitingPerWriter = 8
    }
}
