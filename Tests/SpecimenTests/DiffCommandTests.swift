import Foundation
import Testing
import TestSupport

/// `specimen diff` on the fixture repository (Tests/SiteDiffTests/Fixture/make-repository.sh): two commits, the
/// second making exactly four changes.
@Suite("specimen diff")
struct DiffCommandTests {
    /// A new copy of the fixture repository.
    static func repository() throws -> TemporaryFolder {
        try SpecimenCommandTests.fixtureRepository("Tests/SiteDiffTests/Fixture/make-repository.sh")
    }

    struct Report: Decodable {
        struct Entry: Decodable {
            var id: String
            var kind: String
            var effects: [String]
            var brokenLinks: [Link]
            var contrast: [Flip]
        }

        struct Link: Decodable {
            var target: String
            var alias: String?
        }

        struct Flip: Decodable {
            var what: String
            var passedBefore: Bool?
            var passesAfter: Bool?
        }

        var changes: [Entry]
    }

    @Test("the second commit's four changes, and nothing else, each with its effects and broken links")
    func fourChanges() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let run = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo)
        #expect(run.status == 0, "\(run.standardError)")
        let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
        #expect(report.changes.map(\.kind).sorted() == ["facts-changed", "page-moved", "preview-changed", "token-changed"])
        let byKind = Dictionary(report.changes.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byKind["token-changed"]?.id == "token-slider-color-fill")
        #expect(byKind["token-changed"]?.effects == ["contrast-regression", "token-changed"])
        #expect(byKind["token-changed"]?.contrast.map(\.what) == ["Slider fill on the track"])
        #expect(byKind["token-changed"]?.contrast.first?.passesAfter == false)
        #expect(byKind["preview-changed"]?.effects == ["removed-state"])
        #expect(byKind["preview-changed"]?.brokenLinks.map(\.target) == ["/components/slider/#slider=value:100"])
        #expect(byKind["page-moved"]?.effects == ["removed-page"])
        #expect(byKind["page-moved"]?.brokenLinks.map(\.target) == ["/guides/writing/", "/guides/writing/#previews"])
        #expect(byKind["facts-changed"]?.effects == [])
        // The working tree was read from neither commit: the report is the only thing written.
        let status = try git(["status", "--porcelain", "--ignored"], in: repo)
        #expect(status == "?? changes/\n")
    }

    @Test("a commit against itself: no changes; the same inputs give the same report bytes")
    func noChangesAndSameBytes() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let same = try SpecimenCommandTests.run(["diff", "HEAD", "HEAD", "--format", "markdown"], in: repo)
        #expect(same.status == 0)
        #expect(same.standardOutput.contains("no changes from `HEAD` to `HEAD`"))
        #expect(try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--output", "first"], in: repo).status == 0)
        #expect(try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--output", "second"], in: repo).status == 0)
        let first = folder.snapshot("repo/first"), second = folder.snapshot("repo/second")
        #expect(first.count > 5)
        #expect(first == second)
    }

    @Test("--fail-on exits 1 for an effect found, 0 for one absent, 2 for a name that is no effect")
    func failOn() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let found = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--fail-on", "contrast-regression,token-removed"], in: repo)
        #expect(found.status == 1)
        #expect(found.standardError.contains("error: changes with effects --fail-on names: contrast-regression"))
        #expect(try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--fail-on", "verdict-regression"], in: repo).status == 0)
        let wrong = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--fail-on", "contrast"], in: repo)
        #expect(wrong.status == 2)
        #expect(wrong.standardError.contains("--fail-on names 'contrast', which is no effect; allowed: contrast-regression"))
    }

    @Test("a folder that is not a report is refused and left alone; an unknown side is a usage error")
    func refusals() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let before = folder.snapshot("repo/Content")
        let overContent = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--output", "Content"], in: repo)
        #expect(overContent.status == 2)
        #expect(overContent.standardError.contains("the output folder 'Content' holds files that are not a changes report"))
        #expect(folder.snapshot("repo/Content") == before)
        // A file added to a report is named, and kept.
        #expect(try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD"], in: repo).status == 0)
        try "mine".write(toFile: folder.path("repo/changes/notes.txt"), atomically: true, encoding: .utf8)
        let added = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD"], in: repo)
        #expect(added.status == 2)
        #expect(added.standardError.contains("the output folder 'changes' holds files the last report did not write ('notes.txt')"), "\(added.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.path("repo/changes/notes.txt")))
        try FileManager.default.removeItem(atPath: folder.path("repo/changes/notes.txt"))
        let unknown = try SpecimenCommandTests.run(["diff", "no-such-branch", "HEAD"], in: repo)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("'no-such-branch' is neither a folder nor a commit"))
        let option = try SpecimenCommandTests.run(["diff", "--", "--output=x", "HEAD"], in: repo)
        #expect(option.status == 2)
    }

    @Test("--base-url links each change to its page and state on the published site; a bad one is a usage error")
    func baseURL() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let run = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--base-url", "https://pr-12.example.org/docs/"], in: repo)
        #expect(run.status == 0, "\(run.standardError)")
        let page = try String(contentsOfFile: folder.path("repo/changes/index.html"), encoding: .utf8)
        #expect(page.contains(#"<a href="https://pr-12.example.org/docs/components/slider/#slider=value:100">"#))
        let bad = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--base-url", "ftp://x"], in: repo)
        #expect(bad.status == 2)
    }

    @Test("a version that does not build is named with its errors, and nothing is written (exit 1)")
    func sideWithErrors() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        try "---\nweight: heavy\n---\n\nText.\n".write(toFile: folder.path("repo/Content/broken.md"), atomically: true, encoding: .utf8)
        let run = try SpecimenCommandTests.run(["diff", "HEAD", "."], in: repo)
        #expect(run.status == 1)
        #expect(run.standardError.contains(".: Content/broken.md:2:9: error: 'weight' must be a whole number"))
        #expect(run.standardError.contains("error: a version that does not build cannot be compared; nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("repo/changes")))
    }

    @Test("folders compare as commits do: the first commit's Content/ against the working tree's")
    func folders() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        _ = try git(["worktree", "add", "--quiet", "--detach", folder.path("first"), "HEAD~1"], in: repo)
        let run = try SpecimenCommandTests.run(["diff", folder.path("first"), ".", "--format", "json"], in: repo)
        #expect(run.status == 0, "\(run.standardError)")
        let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
        #expect(report.changes.count == 4)
    }

    @Test("a commit whose Content/ is a symbolic link out of the checkout is refused, and nothing of the folder it names is read")
    func contentLinkLeadingOut() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let outside = folder.path("outside")
        try FileManager.default.copyItem(atPath: folder.path("repo/Content"), toPath: outside)
        try SiteComparisonFiles.replace("title: Diff Fixture", with: "title: Secret Outside Title", in: outside + "/site.yml")
        _ = try git(["rm", "-r", "--quiet", "Content"], in: repo)
        try FileManager.default.createSymbolicLink(atPath: folder.path("repo/Content"), withDestinationPath: outside)
        _ = try git(["add", "Content"], in: repo)
        _ = try git(["commit", "--quiet", "-m", "Content elsewhere"], in: repo)
        for format in ["text", "markdown"] {
            let run = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--format", format], in: repo)
            #expect(run.status == 2)
            #expect(run.standardError.contains("HEAD: 'Content' is a symbolic link to '\(outside)', outside the version's folder"), "\(run.standardError)")
            #expect(!run.standardOutput.contains("Secret") && !run.standardError.contains("Secret"))
        }
        // The working tree's Content/ is the same link: as a folder side, it is refused the same way.
        let working = try SpecimenCommandTests.run(["diff", "HEAD~1", "."], in: repo)
        #expect(working.status == 2)
        #expect(working.standardError.contains(".: 'Content' is a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("repo/changes")))
    }

    @Test("--content may not leave the version's folder; a folder named like a commit is an error asking which")
    func contentAndAmbiguousNames() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        for content in ["../../etc", "/etc", "Content/../..", ""] {
            let run = try SpecimenCommandTests.run(["diff", "HEAD~1", "HEAD", "--content", content], in: repo)
            #expect(run.status == 2, "\(content)")
            #expect(run.standardError.contains("leaves the version's folder or names none"), "\(run.standardError)")
        }
        try FileManager.default.copyItem(atPath: folder.path("repo/Content"), toPath: folder.path("repo/main/Content"))
        let ambiguous = try SpecimenCommandTests.run(["diff", "main", "HEAD"], in: repo)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.standardError.contains("'main' is both a folder and a git commit; write ./main for the folder"))
        let asFolder = try SpecimenCommandTests.run(["diff", "./main", "HEAD", "--format", "json"], in: repo)
        #expect(asFolder.status == 0, "\(asFolder.standardError)")
        let asCommit = try SpecimenCommandTests.run(["diff", "heads/main", "HEAD"], in: repo)
        #expect(asCommit.status == 0, "\(asCommit.standardError)")
    }

    @Test("a file name with ESC and BEL reaches the terminal as escapes, in diff's and the build's messages")
    func controlBytesInNames() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        // Every text inside a file refuses control characters; a file's name is the one place left for them.
        try "No front matter, so no title.\n".write(toFile: folder.path("repo/Content/x\u{1B}]0;owned\u{07}y.md"), atomically: true, encoding: .utf8)
        let diff = try SpecimenCommandTests.run(["diff", "HEAD", "."], in: repo)
        let build = try SpecimenCommandTests.run(["build", "--output", folder.path("public")], in: repo)
        for run in [diff, build] {
            let printed = run.standardOutput + run.standardError
            #expect(run.status == 1)
            #expect(!printed.contains("\u{1B}") && !printed.contains("\u{07}"), "\(printed)")
            #expect(printed.contains("x\\u{1B}]0;owned\\u{7}y.md"), "\(printed)")
        }
    }

    @Test("Ctrl-C while a commit is extracted: git archive is killed, masked or not, and the temporary folder is gone")
    func interrupted() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        let scratch = folder.path("tmp"), bin = folder.path("bin"), log = folder.path("git.log")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let realGit = try git(["--exec-path"], in: repo).trimmingCharacters(in: .whitespacesAndNewlines) + "/git"
        // A git whose archive ignores SIGINT and SIGTERM and never ends, as a hung or hostile one would.
        try """
            #!/bin/sh
            case " $* " in
            *" archive "*) echo "$$ $*" >> '\(log)'; trap '' INT TERM; while :; do sleep 1; done ;;
            *) exec '\(realGit)' "$@" ;;
            esac
            """.write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        chmod(bin + "/git", 0o755)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let started = try SpecimenCommandTests.start(["diff", "HEAD~1", "HEAD"], in: repo,
                                                     through: ["/usr/bin/env", "TMPDIR=\(scratch)", "PATH=\(bin):\(path)"])
        var archive: Int32 = 0
        for _ in 0..<200 where archive == 0 {
            usleep(50_000)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            archive = Int32(text.split(separator: " ").first ?? "") ?? 0
        }
        #expect(archive > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).count == 1)
        kill(started.process.processIdentifier, SIGINT)
        let run = started.wait()
        #expect(run.status == 128 + SIGINT, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
        #expect(kill(archive, 0) != 0, "git archive still runs")
        // Only the folders the site reads were asked for.
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.hasSuffix(" -- Content\n"), "\(logged)")
    }

    private func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Edits of a fixture's files.
enum SiteComparisonFiles {
    static func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
