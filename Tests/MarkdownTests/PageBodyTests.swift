import Markdown
import Testing

/// A body's code blocks as typed slots: placed where their fences were, filled by the highlighter, written by a view.
@Suite("Page body")
struct PageBodyTests {
    static let source = """
        # Title

        Before.

        ```swift {2}
        let a = 1 < 2
        ```

        Between.

        ~~~
        plain <b>
        ~~~
        """

    /// The source read, every fence answered as a code block.
    static func body(of source: String = source) -> PageBody {
        let document = MarkdownRenderer().read(source)
        var answers = MarkdownDocument.Answers()
        for (index, fence) in document.fences.enumerated() {
            answers.fences[index] = .code(CodeBlock(language: CodeBlock.language(ofInfo: fence.language), code: fence.body,
                                                    line: fence.line, column: fence.column))
        }
        return document.render(answers).content
    }

    @Test("each fence answered as code is a slot where the fence was, and the HTML around it keeps the rest of the page")
    func slots() {
        let body = Self.body()
        #expect(body.codeBlocks.map(\.language) == ["swift", ""])
        #expect(body.codeBlocks.map(\.code) == ["let a = 1 < 2\n", "plain <b>\n"])
        #expect(body.codeBlocks.map(\.line) == [5, 11])
        let written = body.bytes { block, html in html.append(contentsOf: "[\(block.language)]\n".utf8) }
        #expect(String(decoding: written, as: UTF8.self)
            == "<h1 id=\"title\">Title</h1>\n<p>Before.</p>\n[swift]\n<p>Between.</p>\n[]\n")
    }

    @Test("written plain, a slot is the code block cmark-gfm itself writes for the fence")
    func plainAsCMark() {
        let unanswered = MarkdownRenderer().render(Self.source).html
        #expect(String(decoding: Self.body().plainBytes, as: UTF8.self) == unanswered)
    }

    @Test("the highlighter fills a block's code, which is written in place of its escaped code; a block it has nothing for stays plain")
    func highlight() {
        var body = Self.body()
        body.highlight { $0.language == "swift" ? "<span class=\"k\">let</span> a" : nil }
        #expect(body.codeBlocks.map(\.highlighted) == ["<span class=\"k\">let</span> a", nil])
        let plain = String(decoding: body.plainBytes, as: UTF8.self)
        #expect(plain.contains("<pre><code class=\"language-swift\"><span class=\"k\">let</span> a</code></pre>"))
        #expect(plain.contains("<pre><code>plain &lt;b&gt;\n</code></pre>"))
    }

    @Test("a body without slots is its HTML as it is")
    func noSlots() {
        let body = MarkdownRenderer().render("Just *text*.").content
        #expect(body.slots.isEmpty)
        #expect(body.bytes { _, _ in Issue.record("no slot to write") } == Array("<p>Just <em>text</em>.</p>\n".utf8))
    }
}
