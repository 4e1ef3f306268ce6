import DevServer
import Foundation
import Testing
import TestSupport

/// The watcher reports what changed below its folders, a burst as one batch, and leaves hidden files out.
@Suite("Directory watcher")
struct DirectoryWatcherTests {
    /// The batches a watcher reported, read by one task for the whole test: cancelling a wait on the stream
    /// itself would end the stream. Waits for a batch are long: other suites' synchronous builds can hold every
    /// thread of the cooperative pool for seconds, and this task then hears the watcher late.
    actor Batches {
        private var received: [[String]] = []

        func add(_ batch: [String]) {
            received.append(batch)
        }

        /// The next batch, or nil when none comes within `timeout`.
        func next(within timeout: Duration) async -> [String]? {
            let deadline = ContinuousClock.now + timeout
            while received.isEmpty, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(10))
            }
            return received.isEmpty ? nil : received.removeFirst()
        }
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("an edit, a burst of saves, a new folder and a hidden file")
    func changes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.write("# Slider\n", to: folder.path("Content/components/slider.md"))
        try Self.write("{}", to: folder.path("Theme/assets/site.css"))
        let watcher = DirectoryWatcher(roots: [folder.path("Content"), folder.path("Theme")],
                                       quietPeriod: .milliseconds(300), longestWait: .seconds(3))
        let batches = Batches()
        // The folders are watched once changes() returns.
        let changes = watcher.changes()
        let reading = Task {
            for await batch in changes {
                await batches.add(batch)
            }
        }
        defer { reading.cancel() }

        try Self.write("# Slider\n\nMore.\n", to: folder.path("Content/components/slider.md"))
        let edit = await batches.next(within: .seconds(30))
        #expect(edit == [folder.path("Content/components/slider.md")])

        // Twenty saves in a row, in two folders, are one batch.
        for number in 1...10 {
            try Self.write("# Page \(number)\n", to: folder.path("Content/guides/page-\(number).md"))
            try Self.write("body { --n: \(number); }", to: folder.path("Theme/assets/site.css"))
        }
        let burst = await batches.next(within: .seconds(30))
        let paths = Set(burst ?? [])
        #expect(paths.contains(folder.path("Theme/assets/site.css")))
        #expect((1...10).allSatisfy { paths.contains(folder.path("Content/guides/page-\($0).md")) }, "\(paths.sorted())")
        #expect(await batches.next(within: .milliseconds(900)) == nil, "one batch for the burst")

        // A hidden file (an editor's swap file) is not a change of the site.
        try Self.write("swap", to: folder.path("Content/components/.slider.md.swp"))
        #expect(await batches.next(within: .milliseconds(900)) == nil)

        // A folder made after the start is watched from then on.
        try Self.write("# New\n", to: folder.path("Content/patterns/forms/new.md"))
        let created = await batches.next(within: .seconds(30))
        #expect(created?.contains(folder.path("Content/patterns/forms/new.md")) == true, "\(created ?? [])")
        try await Task.sleep(for: .milliseconds(200))
        try Self.write("# New\n\nEdited.\n", to: folder.path("Content/patterns/forms/new.md"))
        let nested = await batches.next(within: .seconds(30))
        #expect(nested == [folder.path("Content/patterns/forms/new.md")])

        try FileManager.default.removeItem(atPath: folder.path("Content/components/slider.md"))
        let removed = await batches.next(within: .seconds(30))
        #expect(removed == [folder.path("Content/components/slider.md")])
    }
}
