import CCMarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The page's Markdown twin: cmark-gfm's CommonMark of the tree, or the page's own bytes, and what closes the
/// block it ends inside.
extension MarkdownRenderer {
    /// The document as CommonMark with GFM's tables, each fence `pieces` gives a line for written as that paragraph
    /// instead, and each construct of another generator as its source in a code span, marked as not rendered.
    func markdownTwin(of document: OpaquePointer?, fences: [DocumentWalk.Fence], pieces: (Int, FencedBlock) -> [TwinPiece]?,
                              constructs: [ForeignSyntaxScanner.Found], markers: HTMLPlaceholders,
                              mem: UnsafeMutablePointer<cmark_mem>?) -> [UInt8] {
        var swapped: [(fence: OpaquePointer, paragraph: OpaquePointer)] = []
        for (index, fence) in fences.enumerated() {
            guard let line = pieces(index, fence.block) else { continue }
            guard let paragraph = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, mem) else { continue }
            for piece in line {
                append(piece, to: paragraph, mem: mem)
            }
            if cmark_node_insert_before(fence.node, paragraph) == 1 {
                cmark_node_unlink(fence.node)
                swapped.append((fence.node, paragraph))
            } else {
                cmark_node_free(paragraph)
            }
        }
        let rendered = cmark_render_commonmark_with_mem(document, CMARK_OPT_DEFAULT, 0, mem)
        defer { mem?.pointee.free(rendered) }
        for (fence, paragraph) in swapped {
            cmark_node_insert_before(paragraph, fence)
            cmark_node_free(paragraph)
        }
        let bytes = UnsafeBufferPointer(start: rendered.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) },
                                        count: rendered.map { strlen($0) } ?? 0)
        let names = constructs.map { found in
            found.construct.map { TwinText.code(found.source ?? $0.name) + " (" + $0.kind.rawValue + ", not rendered)" } ?? ""
        }
        return markers.substituteConstructs(in: bytes, with: names)
    }

    /// The twin of a page whose links all stay as written and that holds nothing of another generator: its own
    /// bytes, each fence `pieces` gives a line for replaced by that line, which keeps what opens the fence's first
    /// line (a list item's marker, a quote's `>`). The page as its author wrote it, and a copy rather than a
    /// second render.
    static func splicedTwin(of source: ArraySlice<UInt8>, fences: [DocumentWalk.Fence],
                            pieces: (Int, FencedBlock) -> [TwinPiece]?) -> [UInt8] {
        var replaced: [(first: Int, last: Int, column: Int, line: String)] = []
        for (index, fence) in fences.enumerated() {
            guard let line = pieces(index, fence.block) else { continue }
            let first = Int(cmark_node_get_start_line(fence.node)), last = Int(cmark_node_get_end_line(fence.node))
            guard first >= 1, last >= first else { continue }
            let text = line.enumerated().map { offset, piece in
                if offset == 0, case let .text(text) = piece { TwinText.inline(text) } else { Self.markdown(piece) }
            }.joined()
            replaced.append((first, last, max(1, Int(cmark_node_get_start_column(fence.node))), text))
        }
        guard !replaced.isEmpty else { return Array(source) }
        var out: [UInt8] = []
        out.reserveCapacity(source.count + 256)
        // Copied a run of lines at a time: only the lines up to the last fence are looked for.
        var copiedTo = source.startIndex
        var lineNumber = 1
        var lineStart = source.startIndex
        for fence in replaced {
            while lineNumber < fence.first, lineStart < source.endIndex {
                lineStart = (source[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? source.endIndex - 1) + 1
                lineNumber += 1
            }
            guard lineNumber == fence.first, lineStart < source.endIndex else { break }
            let lineEnd = source[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? source.endIndex
            out += source[copiedTo..<min(lineStart + fence.column - 1, lineEnd)]
            out += Array(fence.line.utf8)
            out.append(UInt8(ascii: "\n"))
            var last = lineEnd
            while lineNumber < fence.last, last < source.endIndex {
                last = source[last...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? source.endIndex
                lineNumber += 1
            }
            lineNumber += 1
            lineStart = last
            copiedTo = last
        }
        out += source[copiedTo...]
        return out
    }

    /// A piece as Markdown text.
    static func markdown(_ piece: TwinPiece) -> String {
        switch piece {
        case let .text(text): TwinText.cell(text)
        case let .code(code): TwinText.code(code)
        case let .link(text, url): "[" + TwinText.cell(text) + "](" + TwinText.destination(url) + ")"
        }
    }

    func append(_ piece: TwinPiece, to paragraph: OpaquePointer?, mem: UnsafeMutablePointer<cmark_mem>?) {
        let node: OpaquePointer?
        switch piece {
        case let .text(text):
            node = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem)
            cmark_node_set_literal(node, text)
        case let .code(code):
            node = cmark_node_new_with_mem(CMARK_NODE_CODE, mem)
            cmark_node_set_literal(node, code)
        case let .link(text, url):
            node = cmark_node_new_with_mem(CMARK_NODE_LINK, mem)
            cmark_node_set_url(node, url)
            let label = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem)
            cmark_node_set_literal(label, text)
            cmark_node_append_child(node, label)
        }
        cmark_node_append_child(paragraph, node)
    }
}
