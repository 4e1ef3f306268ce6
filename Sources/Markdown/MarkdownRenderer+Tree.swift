import CCMarkGFM

/// What a render does to cmark-gfm's tree before the writer writes it (``HTMLWriter``): links led where the page's
/// answers say, empty inline HTML nodes where HTML is put into text, and what is generated at nodes gathered.
extension MarkdownRenderer {
    /// Sets each link's URL to the one `destinations` gives (or, for an anchor in another case than its heading's
    /// id, that id); true when any changed.
    static func rewriteLinks(of walk: inout DocumentWalk, to destinations: [Int: String]) -> Bool {
        var rewritten = false
        for index in walk.links.indices {
            let link = walk.links[index]
            guard let url = destinations[index] ?? anchorInHeadingCase(link.destination, headings: walk.headings),
                  url != link.destination else { continue }
            cmark_node_set_url(walk.linkNodes[index], url)
            rewritten = true
            walk.links[index].destination = url
        }
        return rewritten
    }

    /// What the writer generates at the tree's nodes: the replaced fences, the ids (and with
    /// ``MarkdownOptions/headingAnchors`` the self-links) of headings, and with ``MarkdownOptions/tableRegions`` each
    /// table's region, labelled by its section (or `title`, else the first h1).
    func pieces(of walk: DocumentWalk, fences: [Int: FenceContent], title: String?) -> HTMLWriter.Pieces {
        var pieces = HTMLWriter.Pieces()
        for (index, content) in fences where index < walk.fences.count {
            pieces.fences[walk.fences[index].node] = content
        }
        for (index, node) in walk.headingNodes.enumerated() {
            guard let id = walk.headings[index].id else { continue }
            pieces.headings[node] = HTMLWriter.Pieces.Heading(id: id, anchorText: options.headingAnchors ? walk.headings[index].text : nil)
        }
        guard options.tableRegions else { return pieces }
        let pageTitle = title ?? walk.headings.first { $0.level == 1 }?.text ?? ""
        var counts: [String: Int] = [:]
        for table in walk.tables {
            let section = table.section.map { walk.headings[$0].text } ?? pageTitle
            let number = counts[section, default: 0] + 1
            counts[section] = number
            pieces.tables[table.node] = section + " table" + (number > 1 ? " \(number)" : "")
        }
        return pieces
    }

    /// Puts an empty inline HTML node for each of a block's `textInsertions` into the tree, then one in place of each
    /// code span `codeSpans` replaces, each with its HTML in `pieces`.
    func insert(_ textInsertions: [Int: [TextInsertion]], codeSpans: [Int: String], into walk: DocumentWalk,
                pieces: inout HTMLWriter.Pieces, mem: UnsafeMutablePointer<cmark_mem>?) {
        for (number, block) in walk.blocks.enumerated() {
            guard let wanted = textInsertions[number] else { continue }
            // From the end backwards, so that splitting a text node never moves an offset still to come.
            for insertion in wanted.sorted(by: { $0.offset > $1.offset }) {
                guard let index = block.value.runs.lastIndex(where: { $0.offset <= insertion.offset }) else { continue }
                let run = block.value.runs[index]
                let local = min(max(0, insertion.offset - run.offset), run.text.utf8.count)
                if let node = insert(into: block.nodes[index], at: run.isCode ? nil : local, mem: mem) {
                    pieces.inserted[node] = insertion.html
                }
            }
        }
        // After the text insertions, which may still point at these nodes: replacing frees them.
        for (number, (node, _)) in walk.codeSpans.enumerated() {
            if let html = codeSpans[number], let inline = replace(node, mem: mem) {
                pieces.inserted[inline] = html
            }
        }
    }

    /// Puts an empty inline HTML node in place of `node`, which it frees; gives back the new node.
    private func replace(_ node: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>?) -> OpaquePointer? {
        let html = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(html, "")
        if cmark_node_replace(node, html) == 1 {
            cmark_node_free(node)
            return html
        }
        cmark_node_free(html)
        return nil
    }

    /// Puts an empty inline HTML node right after the UTF-8 `offset` of a text node, splitting it; or after the node
    /// itself when `offset` is nil (a code span) or at its end. Gives back the new node.
    private func insert(into node: OpaquePointer, at offset: Int?, mem: UnsafeMutablePointer<cmark_mem>?) -> OpaquePointer? {
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let bytes = Array(literal.utf8)
        let inline = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(inline, "")
        guard cmark_node_insert_after(node, inline) == 1 else {
            cmark_node_free(inline)
            return nil
        }
        guard let offset, offset < bytes.count else { return inline }
        let rest = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem)
        cmark_node_set_literal(rest, String(decoding: bytes[offset...], as: UTF8.self))
        if cmark_node_insert_after(inline, rest) == 1 {
            cmark_node_set_literal(node, String(decoding: bytes[..<offset], as: UTF8.self))
        } else {
            cmark_node_free(rest)
        }
        return inline
    }
}
