import Foundation
import Testing
import TestSupport

/// Ctrl-C (SIGINT) or SIGTERM while a command works: every child stopped, nothing of the command's left behind.
@Suite("Interrupted commands")
struct InterruptionTests {
    /// The repository's Content/ in a folder of its own with a page of Ruby that site.yml hands to Pygments, and a
    /// Python that never answers, whose process id is written to `helper.pid`: the highlighting step then waits on
    /// it for its whole deadline.
    static func siteWithSlowHighlighter() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: SourceTree.packageRoot().appendingPathComponent("Content"),
                                         to: folder.url.appendingPathComponent("Content"))
        let settings = try String(contentsOfFile: folder.path("Content/site.yml"), encoding: .utf8)
        try (settings + "\nhighlighter: pygments\n").write(toFile: folder.path("Content/site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Ruby\n---\n\n```ruby\nputs 1\n```\n".write(toFile: folder.path("Content/guides/ruby.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.path("tmp"), withIntermediateDirectories: true)
        try "#!/bin/sh\necho $$ > '\(folder.path("helper.pid"))'\ntrap '' INT TERM\nexec sleep 60\n"
            .write(toFile: folder.path("python3"), atomically: true, encoding: .utf8)
        chmod(folder.path("python3"), 0o755)
        return folder
    }

    /// Starts `arguments` with the slow highlighter and TMPDIR in the folder, waits until the highlighter runs,
    /// sends `signal`, and gives back how the command ended and the highlighter's process id.
    static func interrupt(_ arguments: [String], in folder: TemporaryFolder, with signal: Int32) throws -> (SpecimenCommandTests.Run, Int32) {
        let started = try SpecimenCommandTests.start(arguments, in: folder.url, through: [
            "/usr/bin/env", "SPECIMEN_PYTHON=\(folder.path("python3"))", "SPECIMEN_HIGHLIGHT_TIMEOUT=60", "TMPDIR=\(folder.path("tmp"))",
        ])
        var helper: Int32 = 0
        for _ in 0..<400 where helper == 0 {
            usleep(25_000)
            helper = Int32(((try? String(contentsOfFile: folder.path("helper.pid"), encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        kill(started.process.processIdentifier, signal)
        return (started.wait(), helper)
    }

    @Test("check: the temporary site is removed and the highlighter's process group killed")
    func check() throws {
        let folder = try Self.siteWithSlowHighlighter()
        defer { folder.remove() }
        let (run, helper) = try Self.interrupt(["check"], in: folder, with: SIGINT)
        #expect(helper > 0)
        #expect(run.status == 128 + SIGINT, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")).isEmpty)
        usleep(100_000)
        #expect(HighlighterProcesses.hasEnded(helper), "the highlighter still runs")
    }

    @Test("build: its lock is removed, the output never made, and the highlighter killed")
    func build() throws {
        let folder = try Self.siteWithSlowHighlighter()
        defer { folder.remove() }
        let (run, helper) = try Self.interrupt(["build"], in: folder, with: SIGTERM)
        #expect(helper > 0)
        #expect(run.status == 128 + SIGTERM, "\(run.standardError)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == ["Content", "helper.pid", "python3", "tmp"])
        usleep(100_000)
        #expect(HighlighterProcesses.hasEnded(helper), "the highlighter still runs")
    }
}

enum HighlighterProcesses {
    /// Whether `pid` is gone or a zombie waiting to be reaped: it runs no more.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true
    }
}
