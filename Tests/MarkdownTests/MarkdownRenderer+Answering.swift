import Markdown

/// The tests' way to render with answers worked out per piece, as a converting caller (the page parser) does: the
/// document is read, each piece it holds answered in turn, and the body rendered from the answers.
extension MarkdownRenderer {
    func render(
        _ source: String, lineOffset: Int = 0, title: String? = nil,
        fenceHTML: (FencedBlock) -> String? = { _ in nil },
        textInsertions: (TextBlock) -> [TextInsertion] = { _ in [] },
        textTriggers: [UInt8]? = nil,
        inlineCodeHTML: (InlineCode) -> String? = { _ in nil },
        linkDestination: (Link) -> String? = { _ in nil },
        foreignSyntax: ForeignSyntax? = nil,
        twin: Bool = false,
        fenceTwin: (Int, FencedBlock) -> [TwinPiece]? = { _, _ in nil }
    ) -> RenderedMarkdown {
        let document = read(source, lineOffset: lineOffset, title: title, textTriggers: textTriggers, foreignSyntax: foreignSyntax)
        var answers = MarkdownDocument.Answers()
        answers.twin = twin
        for (index, link) in document.links.enumerated() {
            answers.destinations[index] = linkDestination(link)
        }
        for (index, fence) in document.fences.enumerated() {
            answers.fences[index] = fenceHTML(fence).map(FenceContent.html)
            answers.twinPieces[index] = fenceTwin(index, fence)
        }
        for (index, block) in document.textBlocks.enumerated() {
            answers.insertions[index] = textInsertions(block)
        }
        for (index, code) in document.codeSpans.enumerated() {
            answers.codeSpans[index] = inlineCodeHTML(code)
        }
        return document.render(answers)
    }
}
