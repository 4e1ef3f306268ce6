import Highlighting
import Testing

@Suite("Markdown lexer")
struct MarkdownLexerTests {
    private static func html(_ code: String) -> String {
        highlighted("md", code)
    }

    @Test("headings, Setext headings, emphasis, strong, code spans, strikethrough, links")
    func inline() {
        let html = Self.html("""
        # Button

        Use **bold**, *em*, `code`, ~~old~~ and [docs](a.md) or [ref][id]; not ab`c`.

        Title
        -----

        [id]: https://example.com

        """)
        #expect(html.hasPrefix(#"<span class="gh"># Button</span>"#))
        #expect(html.contains(#"<span class="gs">**bold**</span>, <span class="ge">*em*</span>, <span class="sb">`code`</span>"#))
        #expect(html.contains(#"<span class="gd">~~old~~</span>"#))
        #expect(html.contains(#"[<span class="nt">docs</span>](<span class="na">a.md</span>)"#))
        #expect(html.contains(#"[<span class="nt">ref</span>][<span class="nl">id</span>]"#))
        #expect(html.contains("not ab`c`."))
        #expect(html.contains("<span class=\"gu\">Title</span>\n<span class=\"gu\">-----</span>"))
        #expect(html.contains(#"[<span class="nl">id</span>]: <span class="na">https://example.com</span>"#))
    }

    @Test("list and task markers and quotes are keywords; a quote's text is emphasis")
    func blocks() {
        let html = Self.html("- item with `x`\n- [x] done\n1. first\n> quoted `not code`\n")
        #expect(html.contains(#"<span class="k">- </span>item with <span class="sb">`x`</span>"#))
        #expect(html.contains(#"<span class="k">- [x]</span> done"#))
        #expect(html.contains(#"<span class="k">1.</span> first"#))
        #expect(html.contains(#"<span class="k">&gt; </span><span class="ge">quoted `not code`</span>"#))
    }

    @Test("fenced code in its own language; a language no lexer knows is a string; a fence without one sb")
    func fences() {
        let html = Self.html("```yaml\nkey: \"v\"\n```\n\n```mermaid\ngraph TB\n```\n\n```\nplain\n```\n")
        #expect(html.contains("<span class=\"sb\">```yaml</span>\n<span class=\"nt\">key</span><span class=\"p\">:</span> <span class=\"s\">&quot;v&quot;</span>\n<span class=\"sb\">```\n</span>"))
        #expect(html.contains("<span class=\"s\">graph TB\n</span>"))
        #expect(html.contains("<span class=\"sb\">```\nplain\n```\n</span>"))
    }
}
