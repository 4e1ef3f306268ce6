/// How cmark-gfm read one line of a page, which is all that says where another generator's construct may be on
/// it: the scanner that finds constructs never decides for itself what is code or HTML.
enum LineReading: UInt8, Sendable {
    /// Code, an HTML comment, a thematic break or a blank line: no construct is found on it.
    case none
    /// A line of a paragraph at the paragraph's top level (its first, or one after a line break of its own): a
    /// construct may take it, and lines after it, as a block.
    case blockStart
    /// A line of a raw HTML block, which cmark-gfm copies as it is: a construct may take it as a block, or sit in
    /// its text between tags.
    case html
    /// A paragraph's line that continues a span begun on a line before, or a heading's or a table's: constructs
    /// inside its text only.
    case inline
    /// A line none of whose text the page shows as text (a link definition): constructs on it are recorded, and
    /// shown as written.
    case unshown
}
