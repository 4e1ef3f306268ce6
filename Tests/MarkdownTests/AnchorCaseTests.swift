@testable import Markdown
import Testing

/// Anchors written in another case than the page's heading ids, as Docusaurus and Storybook pages write them.
@Suite("Anchors in another case")
struct AnchorCaseTests {
    @Test("an anchor that differs from one heading's id only in case leads to that heading; others are left as written")
    func anchorCase() {
        let result = MarkdownRenderer().render("""
            ## Examples

            ## Inbound messages

            See [the examples](#Examples), [inbound](#Inbound-messages), [exact](#examples) and [none](#Missing).
            """)
        #expect(result.headings.map(\.id) == ["examples", "inbound-messages"])
        #expect(result.links.map(\.destination) == ["#examples", "#inbound-messages", "#examples", "#Missing"])
        #expect(result.links.map(\.written) == ["#Examples", "#Inbound-messages", "#examples", "#Missing"])
        #expect(result.html.contains(##"<a href="#examples">the examples</a>"##))
        #expect(result.html.contains(##"<a href="#inbound-messages">inbound</a>"##))
        #expect(result.html.contains(##"<a href="#Missing">none</a>"##))
    }
}
