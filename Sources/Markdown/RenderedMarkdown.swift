/// Everything the site needs from one Markdown document, as plain Swift values.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The body: its HTML, in UTF-8 (the site writes it into pages as bytes, and a String of every body would be
    /// one more copy and UTF-8 check of each page), with a typed slot for each code block.
    public var content: PageBody
    /// The body as HTML, each code block as cmark-gfm writes one; a page is written with its view's markup for
    /// them (``PageBody/bytes(writingCode:)``). Setting it leaves the body no slots.
    public var htmlUTF8: [UInt8] {
        get { content.plainBytes }
        set { content = PageBody(html: newValue) }
    }
    /// The body as HTML, as ``htmlUTF8`` has it.
    public var html: String {
        get { String(decoding: htmlUTF8, as: UTF8.self) }
        set { htmlUTF8 = Array(newValue.utf8) }
    }
    /// Every heading in document order.
    public var headings: [Heading]
    /// Every link and image destination in document order.
    public var links: [Link]
    /// Every fenced code block, whether or not the fence hook replaced it.
    public var fences: [FencedBlock]
    /// Other generators' constructs the page shows as marked blocks, in document order.
    public var constructs: [ForeignConstruct]
    /// The 1-based line where the search for other generators' constructs stopped, its work bound spent, or nil when it
    /// read the whole page.
    public var constructSearchStoppedAt: Int?
    /// The body as CommonMark with GFM tables, its links as the page's HTML has them and its previews written as
    /// lines of text, when the render was asked for it: the page's Markdown twin.
    public var markdownUTF8: [UInt8]?

    /// - Parameters:
    ///   - html: the body.
    ///   - headings: the headings.
    ///   - links: the links.
    ///   - fences: the fenced blocks.
    public init(html: String, headings: [Heading], links: [Link], fences: [FencedBlock]) {
        self.init(htmlUTF8: Array(html.utf8), headings: headings, links: links, fences: fences)
    }

    /// - Parameters:
    ///   - htmlUTF8: the body, as UTF-8.
    ///   - headings: the headings.
    ///   - links: the links.
    ///   - fences: the fenced blocks.
    ///   - constructs: the constructs shown as marked blocks.
    public init(htmlUTF8: [UInt8], headings: [Heading], links: [Link], fences: [FencedBlock], constructs: [ForeignConstruct] = []) {
        self.init(content: PageBody(html: htmlUTF8), headings: headings, links: links, fences: fences, constructs: constructs)
    }

    /// - Parameters:
    ///   - content: the body, with its slots.
    ///   - headings: the headings.
    ///   - links: the links.
    ///   - fences: the fenced blocks.
    ///   - constructs: the constructs shown as marked blocks.
    public init(content: PageBody, headings: [Heading], links: [Link], fences: [FencedBlock], constructs: [ForeignConstruct] = []) {
        self.content = content
        self.headings = headings
        self.links = links
        self.fences = fences
        self.constructs = constructs
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
