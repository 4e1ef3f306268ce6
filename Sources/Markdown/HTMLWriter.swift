import CCMarkGFM

/// Writes a page's HTML from cmark-gfm's tree: the bytes `cmark_render_html` writes for the tree, with raw HTML
/// allowed (`CMARK_OPT_UNSAFE`, Specimen's only way), and what Specimen generates written at its node: a heading's
/// id and self-link, a fence's replacement or code slot, a table's scrolling region, the HTML a text insertion or a
/// code span's replacement puts in. The generated pieces are values keyed by their node's address, so nothing of
/// them goes through the tree as text and `tagfilter` never sees them.
///
/// cmark-gfm's renderer (src/html.c and the extensions' `html_render`) is followed node for node: its `cr()` line
/// breaks, tight lists, the table extension's header and body, task checkboxes, `tagfilter`, footnote numbering.
struct HTMLWriter {
    /// What Specimen generates at nodes of the tree, by the node's address.
    struct Pieces {
        /// A heading's id, and with heading anchors its text, for the link to itself before its `</hN>`.
        struct Heading {
            var id: String
            var anchorText: String?
        }

        var headings: [OpaquePointer: Heading] = [:]
        /// What a fenced code block becomes instead of cmark-gfm's `<pre><code>`.
        var fences: [OpaquePointer: FenceContent] = [:]
        /// The label of each table's scrolling region.
        var tables: [OpaquePointer: String] = [:]
        /// The HTML of the empty inline HTML nodes Specimen put into the tree (text insertions, code spans replaced).
        var inserted: [OpaquePointer: String] = [:]
        /// Other generators' constructs in HTML nodes: where each one's twin text is in the node's literal, and the
        /// HTML written there instead (``ConstructPlacer/settle(_:)``).
        var constructs: [OpaquePointer: [RawHTMLPiece]] = [:]
    }

    let pieces: Pieces
    /// Whether `tagfilter` is among the document's extensions: cmark-gfm filters raw HTML only then.
    let tagfilter: Bool
    var out: [UInt8] = []
    var slots: [PageBody.Slot] = []
    /// The image whose `alt` is being written: its inlines are written as escaped text only.
    var plain: OpaquePointer?
    /// Where a generated piece ends in `out` and the byte cmark-gfm's own output had there, which `cr()` reads: a
    /// code slot writes nothing where cmark-gfm had a code block ending in a line break.
    var pieceEnd: (offset: Int, byte: UInt8) = (-1, 0)
    /// The self-link to write before the open heading's `</hN>`.
    var pendingAnchor: [UInt8]?
    var table = TableState()
    var footnotes = FootnoteState()
    var types = ExtensionTypes()
    var document: OpaquePointer?

    /// - Parameters:
    ///   - pieces: what Specimen generates, by node.
    ///   - tagfilter: whether raw HTML is filtered as the `tagfilter` extension does.
    ///   - capacity: about how many bytes the page's HTML takes.
    init(pieces: Pieces, tagfilter: Bool, capacity: Int = 0) {
        self.pieces = pieces
        self.tagfilter = tagfilter
        out.reserveCapacity(capacity)
    }

    /// The document's HTML, with a slot for each fence answered as code.
    mutating func write(_ document: OpaquePointer?) -> PageBody {
        guard let document else { return PageBody() }
        self.document = document
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            visit(node, entering: event == CMARK_EVENT_ENTER)
        }
        if footnotes.written > 0 {
            append("</ol>\n</section>\n")
        }
        return PageBody(html: out, slots: slots)
    }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        if plain == node { plain = nil }
        let type = cmark_node_get_type(node)
        if plain != nil {
            writePlain(node, type: type)
            return
        }
        switch type {
        case CMARK_NODE_TEXT:
            appendEscaped(cmark_node_get_literal(node))
        case CMARK_NODE_SOFTBREAK:
            out.append(0x0A)
        case CMARK_NODE_LINEBREAK:
            append("<br />\n")
        case CMARK_NODE_CODE:
            append("<code>")
            appendEscaped(cmark_node_get_literal(node))
            append("</code>")
        case CMARK_NODE_HTML_INLINE:
            writeInlineHTML(node)
        case CMARK_NODE_EMPH:
            append(entering ? "<em>" : "</em>")
        case CMARK_NODE_STRONG:
            append(entering ? "<strong>" : "</strong>")
        case CMARK_NODE_LINK:
            writeLink(node, entering: entering)
        case CMARK_NODE_IMAGE:
            writeImage(node, entering: entering)
        case CMARK_NODE_PARAGRAPH:
            writeParagraph(node, entering: entering)
        default:
            visitBlock(node, type: type, entering: entering)
        }
    }

    /// Inside an image's `alt`: text, code and raw HTML escaped, line breaks as spaces, nothing else.
    private mutating func writePlain(_ node: OpaquePointer, type: cmark_node_type) {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            appendEscaped(cmark_node_get_literal(node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            out.append(0x20)
        default:
            break
        }
    }

    private mutating func visitBlock(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
        switch type {
        case CMARK_NODE_DOCUMENT:
            break
        case CMARK_NODE_HEADING:
            writeHeading(node, entering: entering)
        case CMARK_NODE_LIST:
            writeList(node, entering: entering)
        case CMARK_NODE_ITEM:
            if types.isTaskItem(node) {
                writeTaskItem(node, entering: entering)
            } else if entering {
                cr()
                append("<li>")
            } else {
                append("</li>\n")
            }
        case CMARK_NODE_CODE_BLOCK:
            if !pieces.fences.isEmpty, let content = pieces.fences[node] {
                writeFence(content)
            } else {
                writeCodeBlock(node)
            }
        case CMARK_NODE_HTML_BLOCK:
            cr()
            appendRaw(cmark_node_get_literal(node), filteringEveryTag: true, constructs: pieces.constructs[node])
            cr()
        case CMARK_NODE_BLOCK_QUOTE:
            cr()
            append(entering ? "<blockquote>\n" : "</blockquote>\n")
        case CMARK_NODE_THEMATIC_BREAK:
            cr()
            append("<hr />\n")
        default:
            visitOther(node, type: type, entering: entering)
        }
    }

    private mutating func visitOther(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
        switch type {
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            if entering { writeFootnoteReference(node) }
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            writeFootnoteDefinition(node, entering: entering)
        case CMARK_NODE_CUSTOM_BLOCK:
            cr()
            appendBytes(entering ? cmark_node_get_on_enter(node) : cmark_node_get_on_exit(node))
            cr()
        case CMARK_NODE_CUSTOM_INLINE:
            appendBytes(entering ? cmark_node_get_on_enter(node) : cmark_node_get_on_exit(node))
        default:
            visitExtension(node, type: type, entering: entering)
        }
    }

    private mutating func writeHeading(_ node: OpaquePointer, entering: Bool) {
        let level = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: cmark_node_get_heading_level(node))
        if entering {
            cr()
            append("<h")
            out.append(level)
            if !pieces.headings.isEmpty, let heading = pieces.headings[node] {
                let id = HTMLEscaping.attribute(heading.id)
                append(" id=\"")
                appendString(id)
                out.append(UInt8(ascii: "\""))
                if let text = heading.anchorText {
                    pendingAnchor = Self.anchor(escapedID: id, text: text)
                }
            }
            out.append(UInt8(ascii: ">"))
        } else {
            if let anchor = pendingAnchor {
                out.append(contentsOf: anchor)
                pendingAnchor = nil
            }
            append("</h")
            out.append(level)
            append(">\n")
        }
    }

    /// The link a heading ends in, `<a class="heading-anchor" href="#ID" aria-label="Link to the section TEXT">#</a>`.
    private static func anchor(escapedID: String, text: String) -> [UInt8] {
        var bytes = Array("<a class=\"heading-anchor\" href=\"#".utf8)
        bytes.append(contentsOf: escapedID.utf8)
        bytes.append(contentsOf: "\" aria-label=\"Link to the section ".utf8)
        bytes.append(contentsOf: HTMLEscaping.attribute(text).utf8)
        bytes.append(contentsOf: "\">#</a>".utf8)
        return bytes
    }

    private mutating func writeList(_ node: OpaquePointer, entering: Bool) {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        guard entering else {
            append(ordered ? "</ol>\n" : "</ul>\n")
            return
        }
        cr()
        let start = cmark_node_get_list_start(node)
        if !ordered {
            append("<ul>\n")
        } else if start == 1 {
            append("<ol>\n")
        } else {
            append("<ol start=\"")
            appendString(String(start))
            append("\">\n")
        }
    }

    private mutating func writeParagraph(_ node: OpaquePointer, entering: Bool) {
        let parent = cmark_node_parent(node)
        if let grandparent = cmark_node_parent(parent), cmark_node_get_type(grandparent) == CMARK_NODE_LIST,
           cmark_node_get_list_tight(grandparent) != 0 {
            return
        }
        if entering {
            cr()
            append("<p>")
            return
        }
        if let parent, cmark_node_get_type(parent) == CMARK_NODE_FOOTNOTE_DEFINITION, cmark_node_next(node) == nil {
            out.append(0x20)
            writeBackReference(parent)
        }
        append("</p>\n")
    }

    private mutating func writeCodeBlock(_ node: OpaquePointer) {
        cr()
        let info = cmark_node_get_fence_info(node).map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }
        if let info, info.pointee != 0 {
            append("<pre><code class=\"language-")
            var length = 0
            while info[length] != 0, !Self.isSpace(info[length]) { length += 1 }
            appendEscaped(info, count: length)
            append("\">")
        } else {
            append("<pre><code>")
        }
        appendEscaped(cmark_node_get_literal(node))
        append("</code></pre>\n")
    }

    /// A fence Specimen answered: its HTML, ending its line, or a slot for its code block where it was.
    private mutating func writeFence(_ content: FenceContent) {
        cr()
        switch content {
        case .code(let block):
            slots.append(PageBody.Slot(offset: out.count, block: block))
            pieceEnd = (out.count, 0x0A)
        case .html(let html):
            appendString(html)
            if out.last != 0x0A {
                out.append(0x0A)
            }
        }
    }

    private mutating func writeInlineHTML(_ node: OpaquePointer) {
        let literal = cmark_node_get_literal(node)
        // Specimen's own nodes are empty, which no raw HTML of a page is.
        if literal == nil || literal?.pointee == 0 {
            if let html = pieces.inserted[node] {
                appendString(html)
                pieceEnd = (out.count, UInt8(ascii: ">"))
            }
            return
        }
        appendRaw(literal, filteringEveryTag: false, constructs: pieces.constructs[node])
    }

    private mutating func writeLink(_ node: OpaquePointer, entering: Bool) {
        guard entering else {
            append("</a>")
            return
        }
        append("<a href=\"")
        appendHref(cmark_node_get_url(node))
        if let title = cmark_node_get_title(node), title.pointee != 0 {
            append("\" title=\"")
            appendEscaped(title)
        }
        append("\">")
    }

    private mutating func writeImage(_ node: OpaquePointer, entering: Bool) {
        if entering {
            append("<img src=\"")
            appendHref(cmark_node_get_url(node))
            append("\" alt=\"")
            plain = node
            return
        }
        if let title = cmark_node_get_title(node), title.pointee != 0 {
            append("\" title=\"")
            appendEscaped(title)
        }
        append("\" />")
    }

    /// A line break unless the output is empty or ends in one, as cmark-gfm's `cr()`; after a generated piece, by
    /// the byte cmark-gfm's output had there.
    mutating func cr() {
        let last = out.count == pieceEnd.offset ? pieceEnd.byte : out.last
        if let last, last != 0x0A {
            out.append(0x0A)
        }
    }
}
