import Foundation
import Markdown
import Testing
import TestSupport

/// `specimen diff` on commits a hostile contributor might push: content or theme folders that are symbolic links
/// out of the checkout, links inside them, trees of many files, odd file names, and titles and token names made
/// to break a Markdown comment or a terminal. Every run exits 0, 1 or 2, within a time bound; nothing of the
/// folder outside the checkout is printed; no control character reaches the terminal; the Markdown summary is
/// read by cmark-gfm as the list Specimen wrote; and the temporary folder is empty after each run.
///
/// `SPECIMEN_FUZZ_SEED` picks other commits; `SPECIMEN_FUZZ_DIFF_COUNT` more of them than `make test` makes.
@Suite("Fuzzed diffs")
struct DiffFuzzTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_DIFF_COUNT"].flatMap { Int($0) } ?? 24
    }

    /// A word that only the folder outside the checkout holds.
    static let secret = "OUTSIDE-SECRET-7f3a"

    /// Titles and token names written to break out of where they are put.
    static let hostileTexts = [
        #"<img src="https://evil.example/t.png"> @octocat"#, "``code` and `` more", "[link](https://evil.example)",
        "line\\n\\n## Injected heading", "<script>alert(1)</script>", "*a* _b_ ~c~ |d|", "#12 @everyone", "a\\u001b]0;t\\u0007",
        "![x](y)", "<!-- comment", "&amp; &#64;", "x\\r\\ny",
    ]

    /// What one fuzzed commit does to the repository's working tree.
    static func mutate(_ repo: String, outside: String, input: inout FuzzInput, index: Int) throws {
        let manager = FileManager.default
        let content = repo + "/Content"
        func write(_ text: String, _ path: String) throws {
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
        func relink(_ path: String, to target: String) throws {
            try? manager.removeItem(atPath: path)
            try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
        }
        func realFolder(_ path: String) throws {
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil { try manager.removeItem(atPath: path) }
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        switch input.pick(Array(0..<8)) {
        case 0:
            try relink(content, to: outside + "/Content")
        case 1:
            try realFolder(content)
            try relink(repo + "/Theme", to: outside + "/Theme")
        case 2:
            try realFolder(content)
            try relink(content + "/leak-\(index).md", to: outside + "/Content/index.md")
            try relink(content + "/leak-\(index)", to: outside + "/Content")
        case 3:
            try realFolder(content)
            for file in 0..<(200 + input.count(800)) {
                try write("---\ntitle: Many \(file)\n---\n\nText.\n", content + "/many/p\(index)-\(file).md")
            }
        case 4:
            try realFolder(content)
            let name = input.pick(["new\nline", "esc\u{1B}]0;x\u{07}", "tab\tname", "quote\"s", "`tick`", "@octocat", "#1", "a%2e%2e"])
            try write("---\ntitle: Odd \(index)\n---\n\nText.\n", content + "/odd/\(name)-\(index).md")
        case 5:
            try realFolder(content)
            try manager.removeItem(atPath: content)
            try realFolder(content)
            for (path, bytes) in input.content() {
                try manager.createDirectory(atPath: ((content + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: content + "/" + path))
            }
        default:
            try realFolder(content)
            let title = input.pick(hostileTexts), token = input.pick(hostileTexts).replacingOccurrences(of: ".", with: "")
            try write("title: \"\(title)\"\n", content + "/site.yml")
            try write("---\ntitle: \"\(input.pick(hostileTexts))\"\n---\n\nText \(index).\n", content + "/page-\(index % 3).md")
            let escapedToken = token.replacingOccurrences(of: "\"", with: "\\\"")
            try write(##"{"c": {"$type": "color", "\##(escapedToken)": {"$value": "#00\##(index % 10)000"}}}"##, content + "/tokens.json")
        }
    }

    @Test("hostile commits: exit 0, 1 or 2 in time, nothing from outside, no control byte, a summary that opens nothing, no temporary file left")
    func hostileCommits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let repo = folder.path("repo"), outside = folder.path("outside"), scratch = folder.path("tmp")
        try Fixtures.validSite.write(to: folder.url.appendingPathComponent("outside"))
        try "title: \(Self.secret)\n".write(toFile: outside + "/Content/site.yml", atomically: true, encoding: .utf8)
        try "---\ntitle: \(Self.secret)\n---\n\n\(Self.secret)\n".write(toFile: outside + "/Content/index.md", atomically: true, encoding: .utf8)
        try Fixtures.validSite.write(to: URL(fileURLWithPath: repo))
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try Self.git(["init", "--quiet", "--initial-branch=main"], in: repo)
        try Self.git(["add", "-A"], in: repo)
        try Self.git(["-c", "user.name=F", "-c", "user.email=f@example.org", "commit", "--quiet", "-m", "start"], in: repo)

        var input = FuzzInput(seed: FuzzTests.seed)
        var statuses: [Int32: Int] = [:]
        var slowest = 0.0
        let clock = ContinuousClock()
        let started = clock.now
        for index in 0..<Self.count {
            // Each commit starts from the fixture, so that one commit's link does not stand in every later one.
            for name in ["Content", "Theme"] {
                try? FileManager.default.removeItem(atPath: repo + "/" + name)
            }
            try Fixtures.validSite.write(to: URL(fileURLWithPath: repo))
            try Self.mutate(repo, outside: outside, input: &input, index: index)
            try Self.git(["add", "-A"], in: repo)
            try Self.git(["-c", "user.name=F", "-c", "user.email=f@example.org", "commit", "--quiet", "--allow-empty", "-m", "input \(index)"], in: repo)
            for format in ["markdown", "text"] {
                let start = clock.now
                let run = try SpecimenCommandTests.start(["diff", "HEAD~1", "HEAD", "--format", format, "--output", scratch + "/report"],
                                                         in: URL(fileURLWithPath: repo), through: ["/usr/bin/env", "TMPDIR=\(scratch)"]).wait()
                let elapsed = clock.now - start
                slowest = max(slowest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                statuses[run.status, default: 0] += 1
                let printed = run.standardOutput + run.standardError
                let name = "input \(index) (\(format))"
                if ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_VERBOSE"] != nil {
                    print("fuzz diff \(name): exit \(run.status), \(run.standardError.split(separator: "\n").first ?? "")")
                }
                #expect([0, 1, 2].contains(run.status), "\(name): exit \(run.status): \(printed.suffix(400))")
                #expect(elapsed < .seconds(60), "\(name)")
                #expect(!printed.contains(Self.secret), "\(name) printed what is outside the checkout: \(printed.prefix(400))")
                #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(name): a control character")
                let leftOver = try FileManager.default.contentsOfDirectory(atPath: scratch).filter { $0 != "report" && !$0.hasPrefix(".report") }
                #expect(leftOver.isEmpty, "\(name) left \(leftOver)")
                if format == "markdown", run.status == 0 {
                    let html = MarkdownRenderer().render(run.standardOutput).html
                    for element in ["<img", "<h1", "<h2", "<script", "<a href=\"https://evil", "<!--"] {
                        #expect(!html.contains(element), "\(name): \(element) in \(html.prefix(600))")
                    }
                    #expect(html.components(separatedBy: "<h3").count == 2, "\(name): \(html.prefix(600))")
                }
            }
        }
        let elapsed = clock.now - started
        // Both a comparison and a refusal must be reached, or the commits have drifted into one path only.
        #expect(statuses[0, default: 0] > 0 && statuses[2, default: 0] > 0, "\(statuses)")
        print("fuzz diff: seed \(FuzzTests.seed), \(Self.count) commits, "
            + statuses.keys.sorted().map { "exit \($0) ×\(statuses[$0] ?? 0)" }.joined(separator: ", ")
            + ", \(elapsed.components.seconds) s in all, slowest \(String(format: "%.2f", slowest)) s")
    }

    static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
