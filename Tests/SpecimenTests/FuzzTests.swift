import Foundation
import Testing
import TestSupport

/// Generated sites through the real `specimen build`: every input ends in exit 0 or 1, never a signal, within a
/// time bound, an input that fails leaves the previous output exactly as it was, and one that builds keeps every
/// paragraph of its pages (each holds a word of its own that must reach the page's HTML).
///
/// `SPECIMEN_FUZZ_SEED` and `SPECIMEN_FUZZ_COUNT` run other or more inputs than `make test` does;
/// `SPECIMEN_FUZZ_VERBOSE` prints each input's exit and first diagnostic. A failing
/// input is saved (its folder is named in the failure); add it to ``crashers`` once fixed.
@Suite("Fuzzed sites")
struct FuzzTests {
    /// Inputs that crashed or hung a build before their fix, kept as fixed cases.
    static let crashers: [(name: String, files: [String: String])] = [
        ("fullwidth hex digits in a colour", ["tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#ＦＦＦ"}}}"##]),
        ("a dimension of 1e300px and an opacity of 1e308", [
            "tokens.json": #"{"state": {"$type": "number", "disabled-opacity": {"$value": 1e308}}, "d": {"$type": "dimension", "x": {"$value": "1e300px"}, "y": {"$value": {"value": 1e300, "unit": "px"}}}}"#,
            "index.md": "# Home\n\n```preview\nslider value=5\n```\n",
        ]),
        ("a dash stepper 1e308 long", ["index.md": "# Home\n\n```preview\nstepper style=dash steps=3 current=1 length=1e308\n```\n"]),
        ("a slider of value and max 1e308", ["index.md": "# Home\n\n```preview\nslider value=1e308 max=1e308\n```\n"]),
        ("1.6e17 slider states", ["index.md": "# Home\n\n```preview controls=value\nslider value=1 max=1e16 step=1\n```\n"]),
        ("a step of 1e-300", ["index.md": "# Home\n\n```preview controls=value\nslider value=1 step=1e-300\n```\n"]),
        ("five hundred million states of a tiny step", ["index.md": "# Home\n\n```preview controls=value\nslider step=0.0000001 value=50\n```\n"]),
        ("a weight past Int", ["index.md": "---\ntitle: Home\nweight: 1e308\n---\n# Home\n"]),
    ]

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_125
    }

    static var inputCount: Int {
        ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_COUNT"].flatMap { Int($0) } ?? 300
    }

    /// Far above what any of these small sites takes (well under a second), far below a hang's minutes.
    static let timeLimit: Duration = .seconds(20)

    struct Outcome {
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var seconds: Double
        var errors: String
    }

    /// Runs `specimen build` in `folder`, output to files (a pipe would fill and stall a build with many errors).
    static func build(in folder: URL) throws -> Outcome {
        let errors = folder.appendingPathComponent("build.err")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = SpecimenCommandTests.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var timedOut = false
        while process.isRunning {
            if clock.now - start > timeLimit {
                timedOut = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        let elapsed = clock.now - start
        return Outcome(
            status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        )
    }

    /// Every file under `folder`, by relative path.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = data
        }
        return files
    }

    /// Replaces the content folder with `files`.
    static func writeContent(_ files: [String: [UInt8]], in folder: URL) throws {
        let content = folder.appendingPathComponent("Content")
        try? FileManager.default.removeItem(at: content)
        for (name, bytes) in files {
            let url = content.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// Builds `content` over the last good output, records an issue when the outcome breaks a rule (saving the
    /// input), and returns the outcome.
    /// With `words`, a page's words by file name: after a build that succeeds, every word of a page that was
    /// built must be in the HTML of the site's pages, as text or inside a marked construct.
    static func check(_ content: [String: [UInt8]], named name: String, in folder: URL, last: inout [String: Data],
                      words: [String: [String]] = [:]) throws -> Outcome {
        try writeContent(content, in: folder)
        let outcome = try build(in: folder)
        let now = snapshot(folder.appendingPathComponent("public"))
        var held = true
        if outcome.signalled || outcome.timedOut || ![0, 1].contains(outcome.status) {
            held = false
            Issue.record("\(name): \(outcome.timedOut ? "ran past \(timeLimit)" : "exit \(outcome.status)\(outcome.signalled ? " by a signal" : "")"): \(outcome.errors.suffix(500))")
        } else if outcome.status == 1 && now != last {
            held = false
            Issue.record("\(name): the build failed and the previous output changed")
        } else if outcome.status == 0, let problem = lostText(words, sources: content, output: now) {
            held = false
            Issue.record("\(name): \(problem)")
        }
        if outcome.status == 0 {
            last = now
        }
        if !held {
            let saved = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-failures/\(name)")
            try? FileManager.default.removeItem(at: saved)
            try FileManager.default.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder.appendingPathComponent("Content"), to: saved)
            Issue.record("\(name): its Content/ is saved in \(saved.path)")
        }
        return outcome
    }

    /// What a successful build lost: a word of a built page (one with any of its words in the site's HTML) that
    /// is in no page's HTML, a marked construct inside an attribute, or a placeholder of the renderer's in an
    /// output file of a site whose pages do not write the word themselves; nil when nothing was.
    static func lostText(_ words: [String: [String]], sources: [String: [UInt8]], output: [String: Data]) -> String? {
        let html = output.filter { $0.key.hasSuffix(".html") }.values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        for (page, written) in words.sorted(by: { $0.key < $1.key }) where written.contains(where: html.contains) {
            if let lost = written.first(where: { !html.contains($0) }) {
                return "\(page): \(lost) is not on its page"
            }
        }
        if let box = html.firstMatch(of: /="[^"]*<code class="unrendered/) {
            return "an attribute holds a marked construct: \(box.output)"
        }
        let placeholder = Array("specimen-marker".utf8)
        guard !sources.values.contains(where: { $0.firstRange(of: placeholder) != nil }) else { return nil }
        for (path, data) in output.sorted(by: { $0.key < $1.key }) where data.firstRange(of: Data(placeholder)) != nil {
            return "\(path) holds a placeholder of the renderer's"
        }
        return nil
    }

    /// A folder with the fixture theme and a good build in public/, to fail over.
    static func prepared() throws -> (TemporaryFolder, [String: Data]) {
        let folder = try TemporaryFolder()
        try Fixtures.validSite.write(to: folder.url)
        let first = try build(in: folder.url)
        try #require(first.status == 0, "\(first.errors)")
        return (folder, snapshot(folder.url.appendingPathComponent("public")))
    }

    @Test("generated sites: exit 0 or 1, no signal, no hang, a failed build leaves the last output intact, a built page keeps its text")
    func generatedSites() throws {
        let (folder, good) = try Self.prepared()
        defer { folder.remove() }
        var last = good
        var input = FuzzInput(seed: Self.seed)
        var statuses: [Int32: Int] = [:]
        var slowest = 0.0
        var total = 0.0
        /// FNV-1a over every input's exit and standard error: two runs that print the same digest had the same
        /// outcomes, input by input.
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<Self.inputCount {
            let name = "seed-\(Self.seed)-input-\(index)"
            let content = input.content()
            let outcome = try Self.check(content, named: name, in: folder.url, last: &last, words: input.pageWords)
            // Same input, same outcome: each input is built again, as the next build of an unchanged folder, and
            // must say exactly the same, whatever order the build's threads ran in.
            let again = try Self.build(in: folder.url)
            #expect(again.status == outcome.status && again.errors == outcome.errors,
                    "\(name): built again, exit \(again.status) where it was \(outcome.status): \(again.errors.prefix(300)) — before: \(outcome.errors.prefix(300))")
            if again.status == 0 { last = Self.snapshot(folder.url.appendingPathComponent("public")) }
            digest = (digest ^ UInt64(bitPattern: Int64(outcome.status))) &* 0x100_0000_01b3
            for byte in outcome.errors.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
            if ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_VERBOSE"] != nil {
                print("fuzz input \(index): exit \(outcome.status), \(outcome.errors.split(separator: "\n").first ?? "")")
            }
            statuses[outcome.status, default: 0] += 1
            slowest = max(slowest, outcome.seconds)
            total += outcome.seconds
        }
        // Both outcomes must be exercised, or the generator has drifted into testing one path only.
        #expect(statuses[0, default: 0] > 0 && statuses[1, default: 0] > 0, "\(statuses)")
        print("fuzz: seed \(Self.seed), \(Self.inputCount) inputs, exit 0 ×\(statuses[0, default: 0]), "
            + "exit 1 ×\(statuses[1, default: 0]), outcomes \(String(digest, radix: 16)), \(String(format: "%.1f", total)) s in all, "
            + "slowest \(String(format: "%.2f", slowest)) s")
    }

    @Test("every crasher the fuzzing found is now an error or a page", arguments: crashers.map(\.name))
    func crasher(_ name: String) throws {
        let files = try #require(Self.crashers.first { $0.name == name }?.files)
        let (folder, good) = try Self.prepared()
        defer { folder.remove() }
        var content = Fixtures.validSite.files.filter { $0.key.hasPrefix("Content/") }
            .reduce(into: [String: [UInt8]]()) { $0[String($1.key.dropFirst("Content/".count))] = Array($1.value.utf8) }
        for (path, text) in files {
            content[path] = Array(text.utf8)
        }
        var last = good
        _ = try Self.check(content, named: "crasher-\(name)", in: folder.url, last: &last)
    }
}
