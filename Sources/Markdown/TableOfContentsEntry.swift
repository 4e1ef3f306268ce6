/// One entry of a page's table of contents: an h2 with the h3s below it.
public struct TableOfContentsEntry: Sendable, Hashable {
    /// The heading's plain text.
    public var text: String
    /// The heading's element id.
    public var id: String
    /// The h3 entries under an h2; empty for an h3.
    public var children: [TableOfContentsEntry]

    /// - Parameters:
    ///   - text: plain text.
    ///   - id: the element id.
    ///   - children: nested entries.
    public init(text: String, id: String, children: [TableOfContentsEntry] = []) {
        self.text = text
        self.id = id
        self.children = children
    }
}
