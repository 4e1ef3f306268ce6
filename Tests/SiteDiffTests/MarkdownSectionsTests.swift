import Markdown
@testable import SiteDiff
import SiteModel
import Testing

@Suite struct MarkdownSectionsTests {
    /// `text` cut where cmark-gfm finds its headings and preview fences, its front matter split off as a build
    /// splits it.
    private func sections(_ text: String) -> [MarkdownSections.Section] {
        var body = text, offset = 0
        if case let .success(document) = SourceDocument.split(text, path: "") {
            body = String(decoding: document.body, as: UTF8.self)
            offset = document.bodyLineOffset
        }
        let rendered = MarkdownRenderer().render(body, lineOffset: offset)
        return MarkdownSections(text, headingLines: Set(rendered.headings.map(\.line)),
                                skippedLines: MarkdownSections.previewLines(of: rendered.fences)).sections
    }

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
        let sections = sections(text)
        #expect(sections.map(\.heading) == [nil, "## Usage", "### Deeper"])
        #expect(sections.map(\.line) == [5, 8, 18])
        #expect(sections[0].lines == ["Intro line."])
        #expect(sections[1].lines == ["```swift", "# not a heading", "```", "Text after."])
        #expect(sections[2].lines == ["Last."])
    }

    @Test func anUnclosedFrontMatterIsText() {
        let sections = sections("---\ntitle: x\n# Heading")
        #expect(sections.map(\.heading) == [nil, "# Heading"])
        #expect(sections[0].lines == ["---", "title: x"])
    }

    @Test func cutsWhereCmarkFindsHeadingsThatNoLineScanSees() {
        let sections = sections("Intro.\n\nSetext\n------\n\nUnder it.\n\n    # indented code\n")
        #expect(sections.map(\.heading) == [nil, "Setext"])
        #expect(sections[1].lines == ["------", "", "Under it.", "", "    # indented code"])
    }
}
