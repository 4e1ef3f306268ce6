import Highlighting
import Testing

@Suite("YAML lexer")
struct YAMLLexerTests {
    private static func html(_ code: String) -> String {
        highlighted("yaml", code)
    }

    @Test("keys nt, quoted scalars strings, comments, tags kt, anchors and aliases; plain scalars (numbers, booleans) plain, as in Pygments")
    func scalars() {
        let html = Self.html("""
        colors:
          primary: "#0050c8" # brand
          muted: !!str 0x777
          base: &base 16
          copy: *base
          enabled: yes
          quote: 'it''s'
        """)
        #expect(html.contains(#"<span class="nt">colors</span><span class="p">:</span>"#))
        #expect(html.contains(#"<span class="s">&quot;#0050c8&quot;</span> <span class="c1"># brand</span>"#))
        #expect(html.contains(#"<span class="kt">!!str</span> 0x777"#))
        #expect(html.contains(#"<span class="nl">&amp;base</span> 16"#))
        #expect(html.contains(#"<span class="nv">*base</span>"#))
        #expect(html.contains(#"<span class="p">:</span> yes"#))
        #expect(html.contains(#"<span class="s">'it</span><span class="se">''</span><span class="s">s'</span>"#))
    }

    // A block scalar's lines are its value, read as Pygments reads them (`no`, Name.Constant): as strings they would
    // set Specimen apart from Pygments on a tenth of the characters of real YAML (GitHub workflows' `run: |`).
    @Test("a block scalar's lines are its text until the indentation drops, an indentation indicator and chomping flag read")
    func blockScalars() {
        let html = Self.html("""
        notes: |2-
            key: not a key
          still text # not a comment
        next: >+
          folded
        after: 1
        """)
        #expect(html.contains(#"<span class="p">|2-</span>"#))
        #expect(html.contains(#"<span class="no">key: not a key</span>"#))
        #expect(html.contains(#"<span class="no">still text # not a comment</span>"#))
        #expect(html.contains(#"<span class="p">&gt;+</span>"#))
        #expect(html.contains(#"<span class="no">folded</span>"#))
        #expect(html.contains(#"<span class="nt">after</span>"#))
    }

    @Test("flow collections: a mapping's keys nt, a sequence's items plain, quoted items strings, nested")
    func flowCollections() {
        let html = Self.html("size: {min: 1, tags: [a, \"b\"]}\n")
        #expect(html.contains(#"<span class="p">{</span><span class="nt">min</span><span class="p">:</span> 1<span class="p">,</span><span class="nt"> tags</span>"#))
        #expect(html.contains(#"<span class="p">[</span>a<span class="p">,</span> <span class="s">&quot;b&quot;</span><span class="p">]}</span>"#))
    }

    @Test("documents, a key's last ': ' wins as in Pygments, a plain scalar goes on over more indented lines")
    func documentsAndPlainScalars() {
        let html = Self.html("""
        ---
        label: plain scalar
          key: continues
        ...
        url: http://example.com:8080
        """)
        #expect(html.hasPrefix(#"<span class="nn">---</span>"#))
        #expect(html.contains("\n  key<span class=\"p\">:</span> continues"))
        #expect(html.contains(#"<span class="nn">...</span>"#))
        #expect(html.contains(#"<span class="nt">url</span><span class="p">:</span> http://example.com:8080"#))
    }
}
