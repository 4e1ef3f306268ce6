import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches folders and everything below them, and reports the changed paths in batches: a burst of changes (an
/// editor saving through a temporary file, a formatter touching many files, a `git checkout`) is one batch,
/// reported once the folders have been quiet for ``quietPeriod``, or after ``longestWait`` while changes keep
/// coming. Hidden files and folders (names starting with `.`) are left out, as the build leaves them out.
///
/// On Linux it uses inotify, a watch per folder, adding folders as they appear; elsewhere, or when the system has no
/// inotify instance or watch left for it, it compares the folders' listings and modification dates four times a
/// second.
public struct DirectoryWatcher: Sendable {
    /// The folders watched.
    public var roots: [String]
    /// How long the folders must be quiet before a batch is reported.
    public var quietPeriod: Duration
    /// How long a batch may wait while changes keep coming.
    public var longestWait: Duration

    /// - Parameters:
    ///   - roots: the folders to watch, which must exist when ``changes()`` starts.
    ///   - quietPeriod: the pause that ends a burst.
    ///   - longestWait: the most a batch waits.
    public init(roots: [String], quietPeriod: Duration = .milliseconds(25), longestWait: Duration = .milliseconds(250)) {
        self.roots = roots
        self.quietPeriod = quietPeriod
        self.longestWait = longestWait
    }

    /// The batches of changed paths, sorted, until the stream is dropped or cancelled. The folders are watched
    /// when this returns: a change made after it is reported.
    public func changes() -> AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream<[String]>.makeStream()
        let stopped = StopFlag()
        continuation.onTermination = { _ in stopped.stop() }
        let watcher = self
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread {
            watcher.watch(until: stopped, ready: ready) { continuation.yield($0) }
            continuation.finish()
        }
        thread.name = "specimen directory watcher"
        thread.start()
        ready.wait()
        return stream
    }

    /// Collects changed paths and hands them out a batch at a time once a burst is over.
    private struct Batcher {
        var quietPeriod: Duration
        var longestWait: Duration
        var pending: Set<String> = []
        var first: ContinuousClock.Instant?
        var last: ContinuousClock.Instant?

        mutating func add(_ path: String, at now: ContinuousClock.Instant) {
            pending.insert(path)
            first = first ?? now
            last = now
        }

        /// How long to wait for more changes before the batch is due; nil when nothing is pending.
        func timeUntilDue(at now: ContinuousClock.Instant) -> Duration? {
            guard let first, let last else { return nil }
            return max(.zero, min(last + quietPeriod, first + longestWait) - now)
        }

        mutating func takeIfDue(at now: ContinuousClock.Instant) -> [String]? {
            guard let wait = timeUntilDue(at: now), wait <= .zero else { return nil }
            defer { pending = []; first = nil; last = nil }
            return pending.sorted()
        }
    }

    private static func isHidden(_ name: some StringProtocol) -> Bool {
        name.hasPrefix(".")
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    #if os(Linux)
    private func watch(until stopped: StopFlag, ready: DispatchSemaphore, report: ([String]) -> Void) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        // No inotify instance left (the per-user limit): the folders are still watched, by polling.
        guard descriptor >= 0 else {
            pollListings(until: stopped, ready: ready, report: report)
            return
        }
        var watches = InotifyWatches(descriptor: descriptor)
        for root in roots {
            _ = watches.add(root)
        }
        guard roots.allSatisfy({ root in watches.folders.values.contains(root) }) else {
            // A root could not be watched (no watch left under the per-user limit): poll instead, the instance
            // given back first, and closed once only: by the time polling ends its number may be another file's.
            close(descriptor)
            pollListings(until: stopped, ready: ready, report: report)
            return
        }
        defer { close(descriptor) }
        ready.signal()
        readEvents(of: &watches, until: stopped, report: report)
    }

    /// Reads inotify's events into batches until `stopped`, waking at least five times a second to check.
    private func readEvents(of watches: inout InotifyWatches, until stopped: StopFlag, report: ([String]) -> Void) {
        var batcher = Batcher(quietPeriod: quietPeriod, longestWait: longestWait)
        let clock = ContinuousClock()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let headerSize = MemoryLayout<inotify_event>.size
        while !stopped.isStopped {
            let wait = batcher.timeUntilDue(at: clock.now).map(Self.milliseconds) ?? 200
            var poller = pollfd(fd: watches.descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, min(wait, 200)) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(watches.descriptor, $0.baseAddress, $0.count) }
                var offset = 0
                while count > 0, offset + headerSize <= count {
                    let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                    let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + Int(event.len))]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += headerSize + Int(event.len)
                    watches.take(event, named: name, into: &batcher, at: clock.now, roots: roots)
                }
            }
            if let batch = batcher.takeIfDue(at: clock.now) {
                report(batch)
            }
        }
    }

    /// The inotify instance and the folders it watches, by watch descriptor.
    private struct InotifyWatches {
        let descriptor: Int32
        let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_DELETE_SELF | IN_MOVE_SELF)
        var folders: [Int32: String] = [:]

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Watches `folder` and the folders below it; returns the files found, which are new when the folder is.
        mutating func add(_ folder: String) -> [String] {
            let watch = inotify_add_watch(descriptor, folder, mask)
            guard watch >= 0 else { return [] }
            folders[watch] = folder
            var files: [String] = []
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !DirectoryWatcher.isHidden(name) {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    files += add(path)
                } else {
                    files.append(path)
                }
            }
            return files
        }

        /// Adds what `event` says changed to `batcher`, and watches a folder it says appeared.
        mutating func take(_ event: inotify_event, named name: String, into batcher: inout Batcher,
                           at now: ContinuousClock.Instant, roots: [String]) {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                roots.forEach { batcher.add($0, at: now) }
                return
            }
            if event.mask & UInt32(IN_IGNORED) != 0 {
                folders[event.wd] = nil
                return
            }
            guard let folder = folders[event.wd] else { return }
            if name.isEmpty {
                batcher.add(folder, at: now)
                return
            }
            // Hidden folders are never watched, so the name is all there is to check.
            if DirectoryWatcher.isHidden(name) {
                return
            }
            let path = folder + "/" + name
            batcher.add(path, at: now)
            if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                add(path).forEach { batcher.add($0, at: now) }
            }
        }
    }
    #else
    private func watch(until stopped: StopFlag, ready: DispatchSemaphore, report: ([String]) -> Void) {
        pollListings(until: stopped, ready: ready, report: report)
    }
    #endif

    /// Compares the folders' listings and modification dates four times a second.
    private func pollListings(until stopped: StopFlag, ready: DispatchSemaphore, report: ([String]) -> Void) {
        func snapshot() -> [String: Date] {
            var dates: [String: Date] = [:]
            for root in roots {
                dates[root] = Date.distantPast
                guard let names = FileManager.default.subpaths(atPath: root) else { continue }
                for name in names where !name.split(separator: "/").contains(where: { Self.isHidden($0) }) {
                    let path = root + "/" + name
                    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                    dates[path] = attributes?[.modificationDate] as? Date ?? .distantPast
                }
            }
            return dates
        }
        var batcher = Batcher(quietPeriod: quietPeriod, longestWait: longestWait)
        let clock = ContinuousClock()
        var previous = snapshot()
        ready.signal()
        while !stopped.isStopped {
            Thread.sleep(forTimeInterval: 0.25)
            let current = snapshot()
            let now = clock.now
            for path in Set(previous.keys).union(current.keys) where previous[path] != current[path] {
                batcher.add(path, at: now)
            }
            previous = current
            if let batch = batcher.takeIfDue(at: now) {
                report(batch)
            }
        }
    }
}

/// Set once, from any thread, to end a watcher's loop.
final class StopFlag: Sendable {
    private let stopped = Mutex(false)

    func stop() {
        stopped.withLock { $0 = true }
    }

    var isStopped: Bool {
        stopped.withLock { $0 }
    }
}
