import Foundation
import Highlighting
import Testing

@Suite("Highlighting with Pygments")
struct HighlighterTests {
    @Test("Swift and Kotlin come back as Pygments' spans, one per snippet, in order, escaped")
    func highlights() throws {
        let snippets = [
            CodeSnippet(language: .swift, code: "let total = 4 // steps"),
            CodeSnippet(language: .kotlin, code: #"val label = "a < b""#),
        ]
        let html = try Highlighter().highlight(snippets).get()
        #expect(html.count == 2)
        #expect(html[0].contains(#"<span class="kd">let</span>"#))
        #expect(html[0].contains(#"<span class="mi">4</span>"#))
        #expect(html[0].contains(#"<span class="c1">// steps</span>"#))
        #expect(html[1].contains(#"<span class="kd">val</span>"#))
        #expect(html[1].contains("a &lt; b"), "text is escaped")
        #expect(!html[0].hasSuffix("\n"))
        #expect(try Highlighter().highlight([]).get() == [])
    }

    @Test("without a Python that has Pygments, the failure says which interpreters were tried and why")
    func missingInterpreter() {
        let highlighter = Highlighter(interpreters: ["/nonexistent/python3", "no-such-python-here"])
        let outcome = highlighter.highlight([CodeSnippet(language: .swift, code: "let a = 1")])
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason.hasPrefix("/nonexistent/python3 could not be started; no-such-python-here with Pygments failed (exit 127)"))
    }

    @Test("a process that ends without reading its input ends the highlighting, not Specimen (no SIGPIPE)")
    func endsWithoutReading() {
        let large = CodeSnippet(language: .swift, code: String(repeating: "let a = 1\n", count: 200_000))
        let outcome = Highlighter(interpreters: ["/bin/true"]).highlight([large])
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
        let outcome = Highlighter(interpreters: [script.path], timeout: .seconds(1)).highlight([large])
        guard case let .failure(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.reason == "\(script.path) took more than 1.0 seconds and was stopped")
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
