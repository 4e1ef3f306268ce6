import Disk
import Dispatch
import Foundation
import SiteModel
import Synchronization
import Testing

@Suite("Staging folder")
struct StagingFolderTests {
    /// What a fake file system saw: the files written, and the most writes that were under way at once.
    final class Record: Sendable {
        let files = Mutex<[String: Data]>([:])
        let underWay = Mutex((now: 0, most: 0))
    }

    /// The real file system with `writeFile` and `makeFolder` replaced: a write is recorded, takes `pause`, and
    /// fails for the paths `failing` accepts.
    static func fileSystem(_ record: Record, pause: useconds_t = 0, failing: @escaping @Sendable (String) -> Bool = { _ in false },
                           gate: DispatchSemaphore? = nil) -> FileSystem {
        var fileSystem = FileSystem.local
        fileSystem.makeFolder = { _ in }
        fileSystem.writeFile = { path, data in
            record.underWay.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            defer { record.underWay.withLock { $0.now -= 1 } }
            gate?.wait()
            gate?.signal()
            if pause > 0 { usleep(pause) }
            if failing(path) { throw FileSystemError(path: path, reason: "disk full") }
            record.files.withLock { $0[path] = data }
        }
        return fileSystem
    }

    static func folder(_ fileSystem: FileSystem, writers: Int) -> StagingFolder {
        StagingFolder(path: "/staging", output: "/output", hasPrevious: false, fileSystem: fileSystem, writerCount: writers)
    }

    @Test("files sent from every core are all written, by no more threads at once than the folder's writers")
    func boundedWriters() {
        let record = Record()
        let staging = Self.folder(Self.fileSystem(record, pause: 200), writers: 2)
        DispatchQueue.concurrentPerform(iterations: 8) { sender in
            for file in 0..<50 {
                staging.send([OutputFile(path: "page-\(sender)-\(file)/index.html", data: Data("\(sender) \(file)".utf8))])
            }
        }
        #expect(staging.finishWriting() == nil)
        let files = record.files.withLock { $0 }
        #expect(files.count == 400)
        #expect(files["/staging/page-7-49/index.html"] == Data("7 49".utf8))
        #expect(record.underWay.withLock { $0.most } <= 2)
    }

    @Test("a sender waits once 8 batches per writer are waiting to be written")
    func boundedBacklog() throws {
        let record = Record()
        let gate = DispatchSemaphore(value: 0)
        let staging = Self.folder(Self.fileSystem(record, gate: gate), writers: 2)
        let sent = Atomic<Int>(0)
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) {
            for file in 0..<40 {
                staging.send([OutputFile(path: "file-\(file)", data: Data())])
                sent.add(1, ordering: .relaxed)
            }
            staging.send((40..<200).map { OutputFile(path: "file-\($0)", data: Data()) })
        }
        // The two batches being written hold their places until the gate opens.
        let deadline = Date().addingTimeInterval(10)
        while sent.load(ordering: .relaxed) < 16, Date() < deadline {
            usleep(1_000)
        }
        usleep(100_000)
        #expect(sent.load(ordering: .relaxed) == 16)
        gate.signal()
        sender.wait()
        #expect(staging.finishWriting() == nil)
        #expect(record.files.withLock { $0.count } == 200)
    }

    @Test("one long list of files is shared among the writers, not written by one")
    func longListShared() {
        let record = Record()
        let staging = Self.folder(Self.fileSystem(record, pause: 1_000), writers: 4)
        staging.send((0..<160).map { OutputFile(path: "terms/\($0).json", data: Data()) })
        #expect(staging.finishWriting() == nil)
        #expect(record.files.withLock { $0.count } == 160)
        #expect(record.underWay.withLock { $0.most } > 1)
    }

    @Test("a failed write is reported after every other file is written: the first failing path in order")
    func firstFailure() {
        let record = Record()
        let staging = Self.folder(Self.fileSystem(record, failing: { $0.hasSuffix("-7") || $0.hasSuffix("-3") }), writers: 3)
        staging.send((0..<10).reversed().map { OutputFile(path: "file-\($0)", data: Data()) })
        let failure = staging.finishWriting()
        #expect(failure?.path == "/staging/file-3")
        #expect(failure?.reason == "disk full")
        #expect(record.files.withLock { $0.count } == 8)
    }

    @Test("a build has half the machine's cores as writers, two to four")
    func defaultWriters() {
        #expect(StagingFolder.defaultWriterCount(cores: 1) == 2)
        #expect(StagingFolder.defaultWriterCount(cores: 2) == 2)
        #expect(StagingFolder.defaultWriterCount(cores: 4) == 2)
        #expect(StagingFolder.defaultWriterCount(cores: 8) == 4)
        #expect(StagingFolder.defaultWriterCount(cores: 16) == 4)
        #expect(Self.folder(.local, writers: 3).writerCount == 3)
    }
}
