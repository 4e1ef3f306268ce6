import Foundation
import Parallel
import Synchronization
import Testing
import TestSupport

/// The `specimen` executable as a user runs it: arguments in, output, diagnostics and an exit status out.
@Suite("specimen command line")
struct SpecimenCommandTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// `swift test` builds the executable into the same folder as the test runner.
    static var executable: URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("specimen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return SourceTree.packageRoot().appendingPathComponent(".build/debug/specimen")
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        try start(arguments, in: folder).wait()
    }

    /// A new temporary folder holding, at `repo`, the repository the fixture `script` (a path from the package's
    /// root) makes.
    static func fixtureRepository(_ script: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", SourceTree.packageRoot().appendingPathComponent(script).path, folder.path("repo")]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return folder
    }

    /// A command started and not yet waited for, so that several can run at once.
    struct Started {
        var process: Process
        var output: Pipe
        var error: Pipe

        func wait() -> Run {
            // Standard error is drained on its own thread: a command that writes more than a pipe holds to it
            // would otherwise wait on this reader, which waits for standard output to end.
            let errors = ErrorDrain()
            let drain = Thread {
                let read = error.fileHandleForReading.readDataToEndOfFile()
                errors.data.withLock { $0 = read }
                errors.done.signal()
            }
            drain.start()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            errors.done.wait()
            let errorData = errors.data.withLock { $0 }
            process.waitUntilExit()
            return Run(
                status: process.terminationStatus,
                standardOutput: String(decoding: outputData, as: UTF8.self),
                standardError: String(decoding: errorData, as: UTF8.self)
            )
        }
    }

    /// What a drain thread read, handed over once `done` is signalled.
    final class ErrorDrain: Sendable {
        let data = Mutex(Data())
        let done = DispatchSemaphore(value: 0)
    }

    /// - Parameter launcher: a command that starts `specimen` with its arguments after its own, such as
    ///   `taskset -c 0`; none by default.
    static func start(_ arguments: [String], in folder: URL, through launcher: [String] = []) throws -> Started {
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        let started = Started(process: process, output: Pipe(), error: Pipe())
        process.standardOutput = started.output
        process.standardError = started.error
        try process.run()
        return started
    }

    @Test("--help documents the build command and its options")
    func help() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = try Self.run(["--help"], in: folder.url)
        #expect(root.status == 0)
        #expect(root.standardOutput.contains("build"))
        #expect(root.standardOutput.contains("2 usage errors"))
        let build = try Self.run(["build", "--help"], in: folder.url)
        #expect(build.status == 0)
        for option in ["--content <folder>", "--theme <folder>", "--output <folder>", "--base-url <url>", "--verbose", "--writers <count>"] {
            #expect(build.standardOutput.contains(option), "\(option)")
        }
    }

    @Test("usage errors exit with 2 and say what is allowed", arguments: [
        (["build", "--bogus"], "Unknown option '--bogus'"),
        (["build", "--base-url", "ftp://x"], "give an absolute URL"),
        (["build", "--writers", "0"], "--writers 0 is out of range; allowed: 1 to 64"),
        (["build", "--writers", "65"], "--writers 65 is out of range; allowed: 1 to 64"),
        (["build", "--writers", "99999999999999999999"], "is invalid for '--writers <count>'"),
        (["build", "--output", "Content"], "would replace the content folder"),
        (["build", "--output", "."], "would replace the content folder"),
        (["frobnicate"], "error: unknown command 'frobnicate' for specimen; allowed: init, build, check, serve, diff, preview"),
        (["buidl"], "error: unknown command 'buidl' for specimen; did you mean 'build'?"),
        (["theme", "ejct"], "error: unknown command 'ejct' for specimen theme; did you mean 'eject'? allowed: eject"),
        (["build", "--strcit"], "error: Unknown option '--strcit'. Did you mean '--strict'?"),
        (["check", "--quiet", "--verbose"], "error: --quiet and --verbose ask for opposite things; give one of them"),
        (["build", "--color", "sometimes"], "The value 'sometimes' is invalid for '--color <when>'"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try Self.run(arguments, in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.contains("Usage: specimen"))
    }

    @Test("a valid site builds with exit 0; --verbose times each stage")
    func validBuild() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        let run = try Self.run(["build", "--verbose"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 9)
        // The build shares its work among the cores this process may use (taskset, a container's cpuset or quota),
        // which the child inherits.
        #expect(lines.first == "  cores    \(Cores.usable) of the machine's \(ProcessInfo.processInfo.activeProcessorCount)")
        for (line, stage) in zip(lines.dropFirst(), ["load", "parse", "highlight", "resolve", "render", "check", "write"]) {
            #expect(line.hasPrefix("  \(stage)") && line.contains(" ms  "), "\(line)")
        }
        #expect(lines.last?.hasPrefix("Built 4 pages (15 files) into public in ") == true)
        #expect(FileManager.default.fileExists(atPath: folder.path("public/components/slider/index.html")))
    }

    /// Whether this machine can pin a process to fewer cores than it has, which a CI runner's cpuset also does.
    static let canPinToOneCore = ProcessInfo.processInfo.activeProcessorCount > 1
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")

    @Test("a build pinned to one core of several (taskset, a container's cpuset) shares its work for one core and prints nothing on stderr",
          .enabled(if: canPinToOneCore))
    func quietUnderAffinityMask() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        Self.expectOneCoreBuild(try Self.start(["build", "--verbose"], in: folder.url, through: ["/usr/bin/taskset", "-c", "0"]).wait())
    }

    /// A build of the valid fixture with `--verbose` that succeeded quietly and says it shared its work for one core.
    static func expectOneCoreBuild(_ result: Run) {
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "  cores    1 of the machine's \(ProcessInfo.processInfo.activeProcessorCount)")
        #expect(lines.last?.hasPrefix("Built 4 pages") == true)
    }

    /// A control group with a quota of one core's time, made for one test, where the system lets this process
    /// make one (as root, with cgroup v1's cpu controller or v2's with `cpu` handed down to children).
    struct OneCoreQuota {
        let folder: String

        init?() {
            let name = "specimen-test-\(ProcessInfo.processInfo.processIdentifier)"
            let manager = FileManager.default
            if manager.fileExists(atPath: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us") {
                folder = "/sys/fs/cgroup/cpu/" + name
                guard (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil else { return nil }
                guard Self.write("100000", to: folder + "/cpu.cfs_period_us"), Self.write("100000", to: folder + "/cpu.cfs_quota_us") else {
                    remove()
                    return nil
                }
            } else if let handed = try? String(contentsOfFile: "/sys/fs/cgroup/cgroup.subtree_control", encoding: .utf8),
                      handed.split(whereSeparator: \.isWhitespace).contains("cpu") {
                folder = "/sys/fs/cgroup/" + name
                guard (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil else { return nil }
                guard Self.write("100000 100000", to: folder + "/cpu.max") else {
                    remove()
                    return nil
                }
            } else {
                return nil
            }
        }

        /// Removes the group, which must hold no process by then.
        func remove() {
            rmdir(folder)
        }

        private static func write(_ text: String, to path: String) -> Bool {
            (try? text.write(toFile: path, atomically: false, encoding: .utf8)) != nil
        }
    }

    static let canMakeOneCoreQuota: Bool = {
        guard ProcessInfo.processInfo.activeProcessorCount > 1, let quota = OneCoreQuota() else { return false }
        quota.remove()
        return true
    }()

    @Test("a build under a CPU quota of one core (a container's --cpus) shares its work for one core",
          .enabled(if: canMakeOneCoreQuota))
    func sharesWorkUnderQuota() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        let quota = try #require(OneCoreQuota())
        defer { quota.remove() }
        // The shell joins the group, then becomes the build: the build starts inside it.
        let joining = ["/bin/sh", "-c", "echo $$ > '\(quota.folder)/cgroup.procs' && exec \"$0\" \"$@\""]
        Self.expectOneCoreBuild(try Self.start(["build", "--verbose"], in: folder.url, through: joining).wait())
    }

    @Test("specimen check builds into a temporary folder: a planted broken link and missing anchor at their file:line, exit 1, public/ untouched")
    func check() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        let clean = try Self.run(["check"], in: folder.url)
        #expect(clean.status == 0)
        #expect(clean.standardError.isEmpty)
        #expect(clean.standardOutput.hasPrefix("Checked 17 links on 4 pages: no error in "), "\(clean.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("public")), "check writes no output folder")

        #expect(try Self.run(["build"], in: folder.url).status == 0)
        let before = folder.snapshot("public")
        try FixtureSite(#"""
            -- Content/guides/review.md --
            # Review

            Compare the [slider](../../components/slidr/) with its
            [keyboard section](../../components/slider/#keybord).
            """#).write(to: folder.url)
        let broken = try Self.run(["check", "--content", "Content", "--theme", "Theme", "--base-url", "/design-docs/"], in: folder.url)
        #expect(broken.status == 1)
        #expect(broken.standardOutput.isEmpty)
        #expect(broken.standardError.split(separator: "\n").map(String.init) == [
            "Content/guides/review.md:3:13: error: the link '../../components/slidr/' leads to /components/slidr/, which this build does not write; did you mean '../../components/slider/'? links are relative to the page's URL, /guides/review/ [link.broken]",
            "Content/guides/review.md:4:1: error: the link '../../components/slider/#keybord' names the anchor '#keybord', which is not on /components/slider/; did you mean '#keyboard'? anchors are heading ids, preview ids and the ids the templates write [link.anchor]",
            "error: build failed with 2 errors (2 of them links; for a site being migrated, 'link_check: warning' in site.yml reports them without failing the build); nothing was written",
        ])
        #expect(folder.snapshot("public") == before)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(entries) == ["Content", "Theme", "public"])
    }

    @Test("an invalid site prints every error sorted, exits 1 and leaves the previous output byte-identical")
    func invalidBuild() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        #expect(try Self.run(["build"], in: folder.url).status == 0)
        let before = folder.snapshot("public")
        #expect(before.count == 16, "15 files and the marker")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Content"))
        try Fixtures.invalidSite.write(to: folder.url)
        try Fixtures.latin1Page.write(to: folder.url.appendingPathComponent("Content/latin1.md"))
        let run = try Self.run(["build"], in: folder.url)

        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        let warnings = Fixtures.invalidSiteDiagnostics.count { $0.contains(": warning: ") }
        let expected = Fixtures.invalidSiteDiagnostics
            + ["error: build failed with \(Fixtures.invalidSiteDiagnostics.count - warnings) errors, \(warnings) warnings; public was left as it was"]
        #expect(run.standardError.split(separator: "\n").map(String.init) == expected)
        #expect(folder.snapshot("public") == before)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(entries) == ["Content", "Theme", "public"])
    }

}

@Suite("specimen build --strict")
struct StrictBuildTests {
    @Test("a wrong contrast claim warns with both numbers; --strict fails the build and keeps the previous output")
    func strict() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(#"""
            -- Content/claims.md --
            # Claims

            Active #005CE5 on white = 5.3:1.
            """#)).write(to: folder.url)

        let lenient = try SpecimenCommandTests.run(["build"], in: folder.url)
        let warning = "Content/claims.md:3:8: warning: contrast claim '#005CE5 on white = 5.3:1' disagrees with the computed 5.73:1; correct the stated ratio [claim.ratio]"
        #expect(lenient.status == 0)
        #expect(lenient.standardError == warning + "\n")
        #expect(lenient.standardOutput.hasSuffix(", 1 warning\n"))
        let before = folder.snapshot("public")
        #expect(before["claims/index.html"] != nil)

        let strict = try SpecimenCommandTests.run(["build", "--strict"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.standardError == warning.replacingOccurrences(of: ": warning: ", with: ": error: ") + "\n"
            + "error: build failed with 1 error; public was left as it was\n")
        #expect(folder.snapshot("public") == before)
    }
}
