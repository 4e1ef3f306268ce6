/// Everything the site needs from one Markdown document, as plain Swift values.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The body as HTML.
    public var html: String
    /// Every heading in document order.
    public var headings: [Heading]
    /// Every link and image destination in document order.
    public var links: [Link]
    /// Every fenced code block, whether or not the fence hook replaced it.
    public var fences: [FencedBlock]

    /// - Parameters:
    ///   - html: the body.
    ///   - headings: the headings.
    ///   - links: the links.
    ///   - fences: the fenced blocks.
    public init(html: String, headings: [Heading], links: [Link], fences: [FencedBlock]) {
        self.html = html
        self.headings = headings
        self.links = links
        self.fences = fences
    }

    /// The plain text of the first h1, the page title when the front matter gives none.
    public var title: String? {
        headings.first { $0.level == 1 }?.text
    }

    /// The h2 and h3 headings that have ids, nested: each h3 under the h2 before it.
    public var tableOfContents: [TableOfContentsEntry] {
        var entries: [TableOfContentsEntry] = []
        for heading in headings where heading.level == 2 || heading.level == 3 {
            guard let id = heading.id else { continue }
            let entry = TableOfContentsEntry(text: heading.text, id: id)
            if heading.level == 3, !entries.isEmpty {
                entries[entries.count - 1].children.append(entry)
            } else {
                entries.append(entry)
            }
        }
        return entries
    }
}
