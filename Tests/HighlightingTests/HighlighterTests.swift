import Highlighting
import Testing

@Suite("Highlighting with Specimen's own lexers")
struct HighlighterTests {
    static func html(_ language: String, _ code: String) -> String? {
        guard case let .highlighted(html) = Highlighter().highlight(CodeSnippet(language: .init(rawValue: language), code: code)) else { return nil }
        return html
    }

    @Test("a fence's language by any of its names, in any case; its code in Pygments' spans, escaped, its line breaks kept")
    func namesAndSpans() throws {
        let html = try #require(Self.html("JSONC", "{\n  // a\n  \"size\": 4, \"label\": \"a < b\"\n}\n"))
        #expect(html == "<span class=\"p\">{</span>\n  <span class=\"c1\">// a</span>\n  <span class=\"nt\">&quot;size&quot;</span>"
            + "<span class=\"p\">:</span> <span class=\"mi\">4</span><span class=\"p\">,</span> <span class=\"nt\">&quot;label&quot;</span>"
            + "<span class=\"p\">:</span> <span class=\"s2\">&quot;a &lt; b&quot;</span>\n<span class=\"p\">}</span>\n")
        for name in ["ts", "TSX", "yml", "kt", "svg", "console", "shell-session", "zsh", "md", "patch", "vue", "svelte"] {
            #expect(Highlighter.knows(.init(rawValue: name)), "\(name)")
        }
    }

    @Test("plain by choice, an unknown language and a snippet past the limit are not highlighted, each told apart")
    func notHighlighted() {
        #expect(Highlighter().highlight(CodeSnippet(language: .init(rawValue: "text"), code: "a < b")) == .plain)
        #expect(Highlighter().highlight(CodeSnippet(language: .init(rawValue: "cobol"), code: "MOVE A TO B")) == .unknownLanguage)
        #expect(!Highlighter.knows(.init(rawValue: "cobol")))
        let large = CodeSnippet(language: .init(rawValue: "json"), code: String(repeating: "1,", count: 600))
        #expect(Highlighter(largestSnippet: 1_000).highlight(large) == .tooLarge)
        #expect(Highlighter(largestSnippet: 1_200).highlight(large) != .tooLarge)
    }

    /// A lexer that reads nothing: the driver must still move on.
    struct StuckLexer: Lexer {
        mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {}
    }

    @Test("a lexer that reads nothing cannot hang the build: every byte is written once, plain")
    func stuckLexer() {
        let bytes = Array("a <b> & \"c\"".utf8)
        var scanner = SourceScanner(bytes)
        var writer = TokenWriter(bytes)
        StuckLexer.run(StuckLexer(), on: &scanner, into: &writer)
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "a &lt;b&gt; &amp; &quot;c&quot;")
    }

    @Test("a diff's lines as Pygments reads them: added, removed, hunk and file headers")
    func diff() throws {
        let html = try #require(Self.html("diff", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same"))
        #expect(html.contains(#"<span class="gh">diff --git a/x b/x</span>"#))
        #expect(html.contains(#"<span class="gd">--- a/x</span>"#))
        #expect(html.contains(#"<span class="gi">+++ b/x</span>"#))
        #expect(html.contains(#"<span class="gu">@@ -1 +1 @@</span>"#))
        #expect(html.hasSuffix("\n same"))
    }
}
