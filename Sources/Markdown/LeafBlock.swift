import CCMarkGFM
import CMarkSupport

/// A block of cmark-gfm's tree that holds a page's lines themselves (a paragraph, a heading, a table, raw HTML, a
/// code block), with the lines it takes, 1-based as cmark-gfm counts them.
struct LeafBlock {
    enum Kind {
        case paragraph, heading, table, html, other
    }

    var node: OpaquePointer
    var first: Int
    var last: Int
    var kind: Kind
    /// For raw HTML, whether its literal holds one line for each line of the page it takes, so that a line of the
    /// page can be found in it.
    var literalLines = false
    /// For a paragraph, the lines that start at its top level (1-based), each with the child that starts it.
    var starts: [Int: OpaquePointer] = [:]

    /// Every leaf block of `document`, in page order, and the reading of each of the page's `lineCount` lines,
    /// whose text after their container prefix `content` gives (1-based).
    static func read(_ document: OpaquePointer?, lineCount: Int,
                     content: (Int) -> ArraySlice<UInt8>) -> (leaves: [LeafBlock], lines: [LineReading]) {
        var leaves: [LeafBlock] = []
        var readings = [LineReading?](repeating: nil, count: lineCount)
        TreeNodes.walk(document) { node, entering in
            guard entering, var leaf = LeafBlock(node) else { return true }
            if leaf.kind == .paragraph {
                leaf.starts = leaf.lineStarts(content: content)
            }
            leaves.append(leaf)
            leaf.read(into: &readings)
            return true
        }
        // A line in no leaf, and not blank, is one whose text the page does not show as text.
        return (leaves, readings.map { $0 ?? .unshown })
    }

    /// The leaf block `node` is, or nil for a container or an inline.
    private init?(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        guard type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK) else { return nil }
        switch type {
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_HEADING: kind = .heading
        case CMARK_NODE_HTML_BLOCK: kind = .html
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_THEMATIC_BREAK: kind = .other
        case CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_FOOTNOTE_DEFINITION:
            return nil
        default:
            // The table extension's own types: a table holds its lines; its rows and cells are inside it.
            guard cmark_node_get_type_string(node).map({ String(cString: $0) }) == "table" else { return nil }
            kind = .table
        }
        self.node = node
        first = Int(cmark_node_get_start_line(node))
        last = max(first, Int(cmark_node_get_end_line(node)))
        // A block cmark-gfm gives no place (the paragraph the table extension leaves above a table) holds no line.
        guard first > 0 else { return nil }
        if kind == .html {
            let literal = TreeNodes.literal(of: node)
            literalLines = ConstructPlacer.lines(of: literal).count == last - first + 1
        }
    }

    /// Sets the reading of each line this leaf takes.
    private func read(into readings: inout [LineReading?]) {
        let lines = max(1, first)...max(1, last)
        let reading: LineReading = switch kind {
        case .paragraph, .heading, .table: .inline
        case .html: [2, 4, 5].contains(specimen_html_block_type(UnsafeRawPointer(node))) ? .none : .html
        case .other: .none
        }
        for line in lines where line >= 1 && line <= readings.count {
            readings[line - 1] = reading
        }
        guard kind == .paragraph else { return }
        for line in starts.keys where line >= 1 && line <= readings.count {
            readings[line - 1] = .blockStart
        }
    }

    /// The lines of this paragraph that start at its top level, each with the child that starts it: its first,
    /// and the line of each child after a line break among the paragraph's own children (not inside a span).
    /// cmark-gfm's inlines count no line inside raw HTML over lines, a code span over lines or a link's
    /// destination and title over lines: a child's line is its own plus the line breaks in raw HTML before it, and
    /// a child of text or raw HTML, whose text is as written, is checked against the page, or else found as the
    /// first line after the last start whose text starts as the child's.
    func lineStarts(content: (Int) -> ArraySlice<UInt8>) -> [Int: OpaquePointer] {
        guard let firstChild = cmark_node_first_child(node) else { return [:] }
        var starts = [first: firstChild]
        var line = first
        var hidden = 0
        var afterBreak = false
        var child: OpaquePointer? = firstChild
        while let current = child {
            child = cmark_node_next(current)
            if afterBreak, let found = Self.line(of: current, counted: Int(cmark_node_get_start_line(current)) + hidden,
                                                  after: line, through: last, content: content) {
                starts[found] = current
                line = found
            }
            hidden += Self.lineBreaksInHTML(current)
            afterBreak = ConstructPlacer.isBreak(current)
        }
        return starts
    }

    /// The line the child `node` starts, after `previous` and by `last`: `counted` where the page agrees, else the
    /// first line whose text starts as the child's; nil when neither is a line of the paragraph.
    private static func line(of node: OpaquePointer, counted: Int, after previous: Int, through last: Int,
                             content: (Int) -> ArraySlice<UInt8>) -> Int? {
        guard previous < last else { return nil }
        guard let text = leadingText(from: node), !text.isEmpty else {
            return counted > previous && counted <= last ? counted : nil
        }
        if counted > previous, counted <= last, starts(content(counted), with: text) { return counted }
        return (previous + 1...last).first { starts(content($0), with: text) }
    }

    /// How many line breaks raw HTML in `node` holds, which cmark-gfm's inlines do not count.
    private static func lineBreaksInHTML(_ node: OpaquePointer) -> Int {
        var count = 0
        TreeNodes.walk(node) { inline, entering in
            if entering, cmark_node_get_type(inline) == CMARK_NODE_HTML_INLINE {
                count += TreeNodes.literal(of: inline).count { $0 == 0x0A }
            }
            return true
        }
        return count
    }

    /// The text that the inline `node` and its siblings up to the next line break begin with, as written: the
    /// literals of text and raw HTML, at most 16 bytes; nil when `node` is neither.
    private static func leadingText(from node: OpaquePointer) -> [UInt8]? {
        var text: [UInt8] = []
        var current: OpaquePointer? = node
        while let sibling = current, text.count < 16 {
            let type = cmark_node_get_type(sibling)
            guard type == CMARK_NODE_TEXT || type == CMARK_NODE_HTML_INLINE else { break }
            text += TreeNodes.literal(of: sibling)
            current = cmark_node_next(sibling)
        }
        return text.isEmpty && cmark_node_get_type(node) != CMARK_NODE_TEXT ? nil : Array(text.prefix(16))
    }

    /// Whether `line` starts with `text`, or with as much of it as the line holds.
    private static func starts(_ line: ArraySlice<UInt8>, with text: [UInt8]) -> Bool {
        let count = min(line.count, text.count)
        return count > 0 && line.prefix(count).elementsEqual(text.prefix(count))
    }
}
