import CCMarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Footnotes as cmark-gfm writes them (`CMARK_OPT_FOOTNOTES`). The parse leaves the definitions at the end of the
/// document in the order they are first referred to, and each reference's literal is its definition's number;
/// what the tree's getters do not give is read once, at the first footnote node: each definition's label (from the
/// CommonMark cmark-gfm writes for it, `[^label]:`) and each reference's place among its definition's references,
/// counted in page order with the definitions where the page wrote them, as the parse counted them.
extension HTMLWriter {
    struct FootnoteState {
        /// How many definitions have been written, and the number of the last whose back links have been.
        var written = 0
        var backLinksWritten = 0
        var prepared = false
        /// Each definition's label, href-escaped, by number less one.
        var labels: [[UInt8]] = []
        /// How many references each definition has, by number less one.
        var counts: [Int] = []
        /// Each reference's place among its definition's references, from 1.
        var places: [OpaquePointer: Int] = [:]
    }

    mutating func writeFootnoteReference(_ node: OpaquePointer) {
        prepareFootnotes()
        let literal = cmark_node_get_literal(node)
        let number = literal.flatMap { Int(String(cString: $0)) } ?? 0
        let label = number > 0 && number <= footnotes.labels.count ? footnotes.labels[number - 1] : []
        append("<sup class=\"footnote-ref\"><a href=\"#fn-")
        out.append(contentsOf: label)
        append("\" id=\"fnref-")
        out.append(contentsOf: label)
        if let place = footnotes.places[node], place > 1 {
            out.append(UInt8(ascii: "-"))
            appendString(String(place))
        }
        append("\" data-footnote-ref>")
        appendBytes(literal)
        append("</a></sup>")
    }

    mutating func writeFootnoteDefinition(_ node: OpaquePointer, entering: Bool) {
        prepareFootnotes()
        guard entering else {
            if writeBackReference(node) {
                out.append(0x0A)
            }
            append("</li>\n")
            return
        }
        if footnotes.written == 0 {
            append("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        }
        footnotes.written += 1
        append("<li id=\"fn-")
        out.append(contentsOf: currentLabel)
        append("\">\n")
    }

    /// The links back to the definition's references, once per definition: after its last paragraph, or at its end.
    @discardableResult
    mutating func writeBackReference(_ definition: OpaquePointer) -> Bool {
        guard footnotes.backLinksWritten < footnotes.written else { return false }
        footnotes.backLinksWritten = footnotes.written
        let label = currentLabel
        append("<a href=\"#fnref-")
        out.append(contentsOf: label)
        append("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>")
        let count = footnotes.written <= footnotes.counts.count ? footnotes.counts[footnotes.written - 1] : 0
        if count > 1 {
            for place in 2...count {
                append(" <a href=\"#fnref-")
                out.append(contentsOf: label)
                out.append(UInt8(ascii: "-"))
                appendString(String(place))
                append("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">")
                appendString(String(place))
                append("</sup></a>")
            }
        }
        return true
    }

    private var currentLabel: [UInt8] {
        footnotes.written > 0 && footnotes.written <= footnotes.labels.count ? footnotes.labels[footnotes.written - 1] : []
    }

    /// Reads the definitions' labels and the references' places, once.
    private mutating func prepareFootnotes() {
        guard !footnotes.prepared else { return }
        footnotes.prepared = true
        var definitions: [OpaquePointer] = []
        var last = cmark_node_last_child(document)
        while let node = last, cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION {
            definitions.append(node)
            last = cmark_node_previous(node)
        }
        footnotes.labels = definitions.reversed().map(Self.label(of:))
        footnotes.counts = Array(repeating: 0, count: definitions.count)
        var references: [(node: OpaquePointer, number: Int, line: Int32, column: Int32, order: Int)] = []
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        // A reference is no leaf to the iterator: it is entered and left.
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_REFERENCE,
                  let number = cmark_node_get_literal(node).flatMap({ Int(String(cString: $0)) }),
                  number > 0, number <= definitions.count else { continue }
            references.append((node, number, cmark_node_get_start_line(node), cmark_node_get_start_column(node), references.count))
        }
        references.sort { ($0.line, $0.column, $0.order) < ($1.line, $1.column, $1.order) }
        for reference in references {
            footnotes.counts[reference.number - 1] += 1
            footnotes.places[reference.node] = footnotes.counts[reference.number - 1]
        }
    }

    /// A definition's label, href-escaped: what cmark-gfm writes between `[^` and `]:` for it in CommonMark (a
    /// label holds no `]`).
    private static func label(of definition: OpaquePointer) -> [UInt8] {
        guard let rendered = cmark_render_commonmark_with_mem(definition, CMARK_OPT_DEFAULT, 0, cmark_get_default_mem_allocator())
        else { return [] }
        defer { free(rendered) }
        var raw = Array(String(cString: rendered).utf8)
        guard raw.starts(with: "[^".utf8), let end = raw.firstIndex(of: UInt8(ascii: "]")) else { return [] }
        raw = Array(raw[2..<end]) + [0]
        var escaped: [UInt8] = []
        raw.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { escapeHref(base, into: &escaped) }
        }
        return escaped
    }
}
