import Foundation
import Highlighting
import Testing

@Suite("Highlighting with Pygments, where site.yml asks for it")
struct PygmentsHighlighterTests {
    @Test("Swift and Kotlin come back as Pygments' spans, one per snippet, in order, escaped")
    func highlights() throws {
        let snippets = [
            CodeSnippet(language: .swift, code: "let total = 4 // steps"),
            CodeSnippet(language: .kotlin, code: #"val label = "a < b""#),
        ]
        let html = try PygmentsHighlighter().highlight(snippets).get().map { $0 ?? "" }
        #expect(html.count == 2)
        #expect(html[0].contains(#"<span class="kd">let</span>"#))
        #expect(html[0].contains(#"<span class="mi">4</span>"#))
        #expect(html[0].contains(#"<span class="c1">// steps</span>"#))
        #expect(html[1].contains(#"<span class="kd">val</span>"#))
        #expect(html[1].contains("a &lt; b"), "text is escaped")
        #expect(!html[0].hasSuffix("\n"), "the code's own last line break, none here, is kept as it is")
        #expect(try PygmentsHighlighter().highlight([]).get() == [])
    }

    @Test("fences' languages by any of Pygments' names; a language it does not know comes back nil, the others still highlighted")
    func languagesByName() throws {
        let html = try PygmentsHighlighter().highlight([
            CodeSnippet(language: .init(rawValue: "ts"), code: "const size: number = 4"),
            CodeSnippet(language: .init(rawValue: "no-such-language"), code: "<b>plain</b>"),
            CodeSnippet(language: .init(rawValue: "json"), code: ##"{"$value": "#0050c8"}"##),
        ]).get()
        #expect(html.count == 3)
        #expect(html[0]?.contains(#"<span class="kd">const</span>"#) == true, "\(html)")
        #expect(html[1] == nil)
        #expect(html[2]?.contains(#"<span class="nt">&quot;$value&quot;</span>"#) == true, "\(html)")
    }

    @Test("without a Python that has Pygments, the failure says which interpreters were tried and why")
    func missingInterpreter() {
        let highlighter = PygmentsHighlighter(interpreters: ["/nonexistent/python3", "no-such-python-here"])
        let outcome = highlighter.highlight([CodeSnippet(language: .swift, code: "let a = 1")])
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason == "/nonexistent/python3 could not be started; no-such-python-here is not on the path")
        #expect(failure.pygmentsMissing)
    }

    @Test("a process that ends without reading its input ends the highlighting, not Specimen (no SIGPIPE)")
    func endsWithoutReading() {
        let large = CodeSnippet(language: .swift, code: String(repeating: "let a = 1\n", count: 200_000))
        let outcome = PygmentsHighlighter(interpreters: ["/bin/true"]).highlight([large])
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason == "/bin/true gave back no list of highlighted snippets, one for each")
    }

    @Test("a process that neither reads nor ends is stopped after the time limit, its input unsent")
    func hangs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("python3")
        try "#!/bin/sh\nexec sleep 60\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let large = CodeSnippet(language: .swift, code: String(repeating: "let a = 1\n", count: 200_000))
        let started = ContinuousClock.now
        let outcome = PygmentsHighlighter(interpreters: [script.path], timeout: .seconds(1)).highlight([large])
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason.hasPrefix("highlighting took more than 1 s and was stopped (\(script.path) with Pygments)"))
        #expect(!failure.pygmentsMissing)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// A script in a folder of its own, made executable; the folder is removed with `folder`.
    static func script(_ text: String, in folder: URL, named name: String = "python3") throws -> String {
        let script = folder.appendingPathComponent(name)
        try ("#!/bin/sh\n" + text).write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Whether `pid` is gone or a zombie waiting to be reaped: it runs no more.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true
    }

    @Test("the deadline is one for the whole step: two interpreters that hang take it once, not twice")
    func oneDeadline() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Self.script("exec sleep 60\n", in: folder, named: "first")
        let second = try Self.script("exec sleep 60\n", in: folder, named: "second")
        let started = ContinuousClock.now
        let outcome = PygmentsHighlighter(interpreters: [first, second], timeout: .seconds(2)).highlight([CodeSnippet(language: .swift, code: "let a = 1")])
        let took = ContinuousClock.now - started
        #expect(took < .seconds(3.5), "\(took)")
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason.hasPrefix("highlighting took more than 2 s and was stopped (\(first) with Pygments)"))
    }

    @Test("a child left behind holding the pipes neither keeps the step waiting nor outlives it")
    func childHoldingPipes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids").path
        // Answers at once, and leaves a child with its standard output and error.
        let answers = try Self.script("cat > /dev/null\nsleep 300 &\necho $! >> '\(pids)'\nprintf '%s' '[\"<b>x</b>\\n\"]'\n", in: folder, named: "answers")
        let started = ContinuousClock.now
        let outcome = PygmentsHighlighter(interpreters: [answers], timeout: .seconds(20)).highlight([CodeSnippet(language: .swift, code: "x")])
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect((try? outcome.get()) == ["<b>x</b>"], "\(outcome)")
        // Hangs with a child that holds the pipes: stopped at the deadline, the child with it.
        let hangs = try Self.script("sleep 300 &\necho $! >> '\(pids)'\nexec sleep 300\n", in: folder, named: "hangs")
        _ = PygmentsHighlighter(interpreters: [hangs], timeout: .seconds(1)).highlight([CodeSnippet(language: .swift, code: "x")])
        let children = try String(contentsOfFile: pids, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
        #expect(children.count == 2)
        usleep(200_000)
        for child in children {
            #expect(Self.hasEnded(child), "child \(child) still runs")
        }
    }

    @Test("the helper gets its three standard streams and no other descriptor of Specimen's, close-on-exec or not")
    func onlyStandardStreams() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Opened the way Foundation's atomic write opens its temporary file: without close-on-exec.
        let held = folder.appendingPathComponent("held").path
        let descriptor = open(held, O_RDWR | O_CREAT, 0o644)
        try #require(descriptor > 2)
        defer { close(descriptor) }
        let reports = try Self.script(
            "cat > /dev/null\nfor fd in /proc/$$/fd/*; do\n"
                + "  if [ \"$(readlink \"$fd\")\" = '\(held)' ]; then echo \"inherited $fd\" >&2; exit 3; fi\n"
                + "done\nprintf '%s' '[\"<b>x</b>\"]'\n",
            in: folder, named: "reports")
        let outcome = PygmentsHighlighter(interpreters: [reports], timeout: .seconds(20)).highlight([CodeSnippet(language: .swift, code: "x")])
        #expect((try? outcome.get()) == ["<b>x</b>"], "\(outcome)")
    }

    @Test("output past the limit stops the process, with the cause in the failure")
    func flood() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let floods = try Self.script("exec yes\n", in: folder, named: "floods")
        let outcome = PygmentsHighlighter(interpreters: [floods], timeout: .seconds(20), outputLimit: 1 << 20).highlight([CodeSnippet(language: .swift, code: "x")])
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason == "\(floods) wrote more than 1 MiB and was stopped")
    }

    @Test("SPECIMEN_HIGHLIGHT_TIMEOUT sets the deadline in seconds, 1 to 600; another value leaves the default")
    func timeoutSetting() {
        #expect(PygmentsHighlighter(environment: [:]).timeout == .seconds(5))
        #expect(PygmentsHighlighter(environment: ["SPECIMEN_HIGHLIGHT_TIMEOUT": "30"]).timeout == .seconds(30))
        for text in ["0", "601", "-1", "1e9", "x", "99999999999999999999"] {
            #expect(PygmentsHighlighter(environment: ["SPECIMEN_HIGHLIGHT_TIMEOUT": text]).timeout == .seconds(5), "\(text)")
        }
    }
}
