@testable import Markdown
import Testing

/// Other generators' embeds, include lines and JSX written like HTML: each is marked, none reaches the page as
/// HTML a browser would run or load, and none is shown as plain text without a mark.
@Suite("Other generators' embeds and include lines")
struct ForeignEmbedTests {
    let renderer = MarkdownRenderer()

    func render(_ source: String, _ syntax: ForeignSyntax = .markdown) -> RenderedMarkdown {
        renderer.render(source, foreignSyntax: syntax)
    }

    func found(_ result: RenderedMarkdown) -> [String] {
        result.constructs.map { "\($0.line):\($0.column) \($0.description)" }
    }

    @Test("a Storybook <iframe> is marked as an embed showing its address as text, and is not loaded")
    func iframe() {
        let result = render("""
            Chips are compact.

            <iframe
              class="sb-iframe"
              src="https://storybook.example/iframe.html?id=chip--default&args="
              width="100%"
            ></iframe>

            [View in Storybook](https://storybook.example/?path=/story/chip--default)
            """)
        #expect(found(result) == [#"3:1 embed <iframe src="https://storybook.example/iframe.html?id=chip--default&args=">"#])
        #expect(!result.html.contains("<iframe"))
        #expect(result.html.contains(#"Not loaded: embed of <code>https://storybook.example/iframe.html?id=chip--default&amp;args=</code>"#), "\(result.html)")
        #expect(result.links.map(\.line) == [9])
    }

    @Test("Helios's @include lines, inside an HTML block too, and [[snippet]] lines are marked; a [[1]] link is not")
    func includeLines() {
        let result = render("""
            [[code-snippets/badge-basic]]

            <section data-tab="Guidelines">
              @include "partials/guidelines/overview.md"
            </section>

            See [[1]](#note) and [a] [b].
            """)
        #expect(found(result) == [
            "1:1 include line [[code-snippets/badge-basic]]",
            #"4:3 include line @include "partials/guidelines/overview.md""#,
        ])
        #expect(!result.html.contains("<p>[[code-snippets"))
        #expect(result.html.contains(#"Not rendered: include line <code>@include &quot;partials/guidelines/overview.md&quot;</code>"#), "\(result.html)")
        #expect(!result.html.contains("specimen-marker"))
    }

    @Test("components named like HTML elements (<Blockquote>, <Source />) and className attributes are JSX; <DIV> in capitals is HTML")
    func jsxLikeHTML() {
        let result = render("""
            <Source />

            <Blockquote type="a11y" header="Accessibility Note">
            Use a label.
            </Blockquote>

            <div className="doc lead">Lead text</div>

            <DIV>Shouting HTML</DIV>
            """)
        #expect(found(result) == ["1:1 JSX element <Source>", "3:1 JSX element <Blockquote>", "7:1 JSX element <div className=…>"])
        #expect(!result.html.contains("<Source"))
        #expect(!result.html.contains("<Blockquote"))
        #expect(!result.html.contains("<div className"))
        #expect(result.html.contains("<DIV>Shouting HTML</DIV>"))
    }
}
