import CCMarkGFM
import HTMLReading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The page's Markdown twin: cmark-gfm's CommonMark of the tree, or the page's own bytes, and what closes the
/// block it ends inside.
extension MarkdownRenderer {
    /// The page's Markdown twin, ended by what closes the block it ends inside: `source`, the page as cmark-gfm
    /// read it, spliced, or, when nil (the page's links or constructs change what it says), the tree as CommonMark.
    /// The blocks `hiding` names (a container's end, which the twin says nothing of) are left out of the tree's.
    func twinMarkdown(of document: OpaquePointer?, source: ArraySlice<UInt8>?, fences: [DocumentWalk.Fence],
                      pieces: (Int, FencedBlock) -> [TwinPiece]?, hiding: [OpaquePointer] = [],
                      mem: UnsafeMutablePointer<cmark_mem>?) -> [UInt8] {
        guard let source else {
            let hidden = hiding.map { (node: $0, parent: cmark_node_parent($0), next: cmark_node_next($0)) }
            hiding.forEach { cmark_node_unlink($0) }
            defer {
                for block in hidden.reversed() {
                    if let next = block.next { cmark_node_insert_before(next, block.node) } else { cmark_node_append_child(block.parent, block.node) }
                }
            }
            return Self.closed(markdownTwin(of: document, fences: fences, pieces: pieces, mem: mem),
                               with: Self.twinEnding(of: document, source: nil, lastFenceReplaced: false))
        }
        var replaced = Set<Int>()
        let spliced = Self.splicedTwin(of: source, fences: fences, pieces: { index, block in
            let line = pieces(index, block)
            if line != nil { replaced.insert(index) }
            return line
        })
        return Self.closed(spliced, with: Self.twinEnding(of: document, source: source, lastFenceReplaced: replaced.contains(fences.count - 1)))
    }

    /// The document as CommonMark with GFM's tables, each fence `pieces` gives a line for written as that paragraph
    /// instead; each construct of another generator is in the tree as its source in a code span, marked as not
    /// rendered (``ConstructPlacer/settle(_:)``).
    func markdownTwin(of document: OpaquePointer?, fences: [DocumentWalk.Fence], pieces: (Int, FencedBlock) -> [TwinPiece]?,
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
        return Array(bytes)
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
                lineStart = (Self.lineBreak(in: source, from: lineStart) ?? source.endIndex - 1) + 1
                lineNumber += 1
            }
            guard lineNumber == fence.first, lineStart < source.endIndex else { break }
            let lineEnd = Self.lineBreak(in: source, from: lineStart).map { $0 + 1 } ?? source.endIndex
            out += source[copiedTo..<min(lineStart + fence.column - 1, lineEnd)]
            out += fence.line.utf8
            out.append(UInt8(ascii: "\n"))
            var last = lineEnd
            while lineNumber < fence.last, last < source.endIndex {
                last = Self.lineBreak(in: source, from: last).map { $0 + 1 } ?? source.endIndex
                lineNumber += 1
            }
            lineNumber += 1
            lineStart = last
            copiedTo = last
        }
        out += source[copiedTo...]
        return out
    }

    /// The index of the first line break in `source` at or after `index`, found many bytes at a time: the twin's lines are
    /// counted up to its last fence.
    private static func lineBreak(in source: ArraySlice<UInt8>, from index: Int) -> Int? {
        source.withUnsafeBufferPointer { buffer in
            let offset = index - source.startIndex
            guard offset >= 0 else { return nil }
            return buffer.firstIndex(of: 0x0A, from: offset).map { source.startIndex + $0 }
        }
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

    /// What closes the block the twin ends inside, on a line of its own, so that text after the twin (the next
    /// page in llms-full.txt) is not read into it: the fence of an unclosed fenced code block, or the end of an
    /// HTML block that runs to the next `-->`, `?>`, `]]>`, `>` or closing tag. Only the document's last
    /// top-level block can be open at its end in a way a rule after a blank line does not end. `source` is what
    /// cmark-gfm read when the twin is its bytes, nil when the twin is cmark-gfm's own CommonMark, whose fences
    /// are closed; `lastFenceReplaced`, when the twin writes the last fence as a line of text.
    static func twinEnding(of document: OpaquePointer?, source: ArraySlice<UInt8>?, lastFenceReplaced: Bool) -> [UInt8] {
        guard let last = cmark_node_last_child(document) else { return [] }
        switch cmark_node_get_type(last) {
        case CMARK_NODE_CODE_BLOCK:
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            guard let source, !lastFenceReplaced, cmark_node_get_fenced(last, &length, &offset, &character) != 0,
                  length > 0 else { return [] }
            let fence = [UInt8](repeating: UInt8(bitPattern: character), count: Int(length))
            let first = Int(cmark_node_get_start_line(last)), end = Int(cmark_node_get_end_line(last))
            if end > first, closesFence(line(end, of: source), fence: fence) { return [] }
            return fence + [0x0A]
        case CMARK_NODE_HTML_BLOCK:
            guard let literal = cmark_node_get_literal(last) else { return [] }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal)))
            guard let end = htmlBlockEnd(bytes), !contains(end, in: bytes) else { return [] }
            return end + [0x0A]
        default:
            return []
        }
    }

    /// `twin`, and `ending` on a line of its own after it.
    static func closed(_ twin: [UInt8], with ending: [UInt8]) -> [UInt8] {
        guard !ending.isEmpty else { return twin }
        return twin + (twin.isEmpty || twin.last == 0x0A ? [] : [0x0A]) + ending
    }

    /// The bytes of 1-based line `number` of `source`, without its line break.
    private static func line(_ number: Int, of source: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = source.startIndex
        for _ in 1..<max(1, number) {
            guard let next = source[start...].firstIndex(of: 0x0A) else { return [] }
            start = next + 1
        }
        let end = source[start...].firstIndex(of: 0x0A) ?? source.endIndex
        return source[start..<end]
    }

    /// Whether `line` closes a fence opened by `fence`: up to three spaces, at least as many of its character,
    /// then only spaces and tabs.
    private static func closesFence(_ line: ArraySlice<UInt8>, fence: [UInt8]) -> Bool {
        let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
        guard indent <= 3, let character = fence.first else { return false }
        let body = line.dropFirst(indent)
        let run = body.prefix { $0 == character }.count
        return run >= fence.count && body.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0x0D }
    }

    /// What ends an HTML block that starts as `bytes` does, for the kinds that a blank line does not end
    /// (CommonMark's kinds 1 to 5); nil for the others.
    private static func htmlBlockEnd(_ bytes: [UInt8]) -> [UInt8]? {
        let text = bytes.drop { $0 == UInt8(ascii: " ") }.prefix(12).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        let starts = { (prefix: String) in text.starts(with: prefix.utf8) }
        if starts("<!--") { return Array("-->".utf8) }
        if starts("<?") { return Array("?>".utf8) }
        if starts("<![cdata[") { return Array("]]>".utf8) }
        if starts("<!"), text.count > 2, (0x61...0x7A).contains(text[2]) { return [UInt8(ascii: ">")] }
        for name in ["script", "pre", "style", "textarea"] where starts("<" + name) {
            let after = name.utf8.count + 1
            if after == text.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"), 0x0A, 0x0D].contains(text[after]) {
                return Array("</\(name)>".utf8)
            }
        }
        return nil
    }

    /// Whether `needle` occurs in `bytes`, ASCII letters of either case alike.
    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        let lower = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count)
        where bytes[start..<start + needle.count].lazy.map(lower).elementsEqual(needle) {
            return true
        }
        return false
    }
}
