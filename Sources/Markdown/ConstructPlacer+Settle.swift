import CCMarkGFM

extension ConstructPlacer {
    /// Turns each construct's marker, in the tree while constructs are placed, into what the tree says from then
    /// on: in an HTML node, the construct's twin text, which cmark-gfm writes in the twin, with a ``RawHTMLPiece``
    /// for the page's writer; anywhere else (text that a raw HTML block read again as Markdown made code), the
    /// construct as written, which is then no construct. No marker is left in the tree. Also gives, in page order,
    /// the blocks that are only a construct the twin says nothing of (a container's end), whose empty line the twin
    /// leaves out.
    mutating func settle(_ document: OpaquePointer?) -> (html: [OpaquePointer: [RawHTMLPiece]], unsaid: [OpaquePointer]) {
        var pieces: [OpaquePointer: [RawHTMLPiece]] = [:]
        var unsaid: [OpaquePointer] = []
        let open = markers.constructOpen
        TreeNodes.walk(document) { node, entering in
            let literal = TreeNodes.literal(of: node)
            guard entering, literal.firstRange(of: open) != nil else { return true }
            let type = cmark_node_get_type(node)
            let isHTML = type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE
            let (settled, placed) = settle(literal, open: open, asHTML: isHTML)
            cmark_node_set_literal(node, String(decoding: settled, as: UTF8.self))
            if isHTML, !placed.isEmpty {
                pieces[node] = placed
                if type == CMARK_NODE_HTML_BLOCK, placed.allSatisfy(\.range.isEmpty), settled.allSatisfy({ $0 == 0x20 || $0 == 0x0A }) {
                    unsaid.append(node)
                }
            }
            return true
        }
        return (pieces, unsaid)
    }

    /// `literal` with each marker replaced: in HTML by the construct's twin text, whose place and HTML are given
    /// back; elsewhere by the construct as written, which stops being one.
    private mutating func settle(_ literal: [UInt8], open: [UInt8], asHTML: Bool) -> ([UInt8], [RawHTMLPiece]) {
        var output: [UInt8] = []
        var placed: [RawHTMLPiece] = []
        var copied = 0
        var from = 0
        while let start = literal[from...].firstRange(of: open)?.lowerBound {
            var cursor = start + open.count
            var number = 0
            while cursor < literal.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(literal[cursor]), number < 1 << 40 {
                number = number * 10 + Int(literal[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            guard cursor > start + open.count, literal[cursor...].starts(with: Self.markerEnd) else {
                from = start + 1
                continue
            }
            output += literal[copied..<start]
            let found = number < self.found.count ? self.found[number] : nil
            if asHTML {
                let twin = Array((found?.twin ?? "").utf8)
                placed.append(RawHTMLPiece(range: output.count..<output.count + twin.count, html: found?.html ?? ""))
                output += twin
            } else {
                output += Array((found?.source ?? "").utf8)
                if number < self.found.count { self.found[number].construct = nil }
            }
            copied = cursor + Self.markerEnd.count
            from = copied
        }
        output += literal[copied...]
        return (output, placed)
    }

    private static let markerEnd = Array("-->".utf8)
}
