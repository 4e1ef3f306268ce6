@testable import SiteDiff
import Testing

@Suite struct MarkdownSectionsTests {
    @Test func leavesOutFrontMatterAndPreviewFencesButKeepsCode() {
        let text = """
            ---
            title: Slider
            scorecard: []
            ---

            Intro line.

            ## Usage

            ```preview controls=value
            slider value=40
            ```

            ```swift
            # not a heading
            ```
            Text after.
            ### Deeper
            Last.
            """
        let sections = MarkdownSections(text).sections
        #expect(sections.map(\.heading) == [nil, "## Usage", "### Deeper"])
        #expect(sections.map(\.line) == [5, 8, 18])
        #expect(sections[0].lines == ["Intro line."])
        #expect(sections[1].lines == ["```swift", "# not a heading", "```", "Text after."])
        #expect(sections[2].lines == ["Last."])
    }

    @Test func anUnclosedFrontMatterIsText() {
        let sections = MarkdownSections("---\ntitle: x\n# Heading").sections
        #expect(sections.map(\.heading) == [nil, "# Heading"])
        #expect(sections[0].lines == ["---", "title: x"])
    }
}
