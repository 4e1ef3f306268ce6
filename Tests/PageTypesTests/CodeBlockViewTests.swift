import Markdown
@testable import PageTypes
import Testing

/// How a page shows a code block: the theme's markup around its code, highlighted or escaped.
@Suite("Code block view")
struct CodeBlockViewTests {
    @Test("a block with a language: the Copy button names it, the code has its class; without one, neither")
    func markup() {
        var html: [UInt8] = []
        CodeBlockView.write(CodeBlock(language: "ts", code: "a < b\n"), into: &html)
        #expect(String(decoding: html, as: UTF8.self) == """
            <div class="code-block"><p class="code-block-actions"><button type="button" class="code-copy" aria-label="Copy the ts code">Copy</button> <span role="status"></span></p><pre><code class="language-ts">a &lt; b
            </code></pre></div>

            """)
        html = []
        CodeBlockView.write(CodeBlock(language: "", code: "x", highlighted: "<b>x</b>"), into: &html)
        #expect(String(decoding: html, as: UTF8.self).contains(#"aria-label="Copy the code">Copy</button>"#))
        #expect(String(decoding: html, as: UTF8.self).contains("<pre><code><b>x</b></code></pre></div>\n"))
    }

    @Test("a language with markup in it is escaped where the view writes it")
    func escapedLanguage() {
        var html: [UInt8] = []
        CodeBlockView.write(CodeBlock(language: "a\"b", code: ""), into: &html)
        #expect(String(decoding: html, as: UTF8.self).contains(#"class="language-a&quot;b""#))
    }
}
