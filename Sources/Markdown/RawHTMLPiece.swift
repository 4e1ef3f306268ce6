/// Raw HTML with other generators' constructs in it, as the writer and the twin read it: the twin's text of each
/// construct in the HTML, and where that text is, with the HTML the page shows there.
struct RawHTMLPiece: Sendable {
    /// The bytes of the node's literal the construct's twin text takes.
    var range: Range<Int>
    /// What the page shows in their place.
    var html: String
}
