import CCMarkGFM

/// What a render puts into cmark-gfm's tree before it renders it: links led where the page's answers say, and
/// markers where generated HTML goes (see ``HTMLPlaceholders``).
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

    /// Puts the markers of replaced fences, headings with ids and, with ``MarkdownOptions/tableRegions``, tables
    /// into the tree; gives back each table's label, named by its section (or `title`, else the first h1).
    func markTree(of walk: DocumentWalk, replacing fences: [Int], title: String?, markers: HTMLPlaceholders,
                          mem: UnsafeMutablePointer<cmark_mem>?) -> [String] {
        for index in fences {
            replace(walk.fences[index].node, withMarker: markers.fence(index), mem: mem)
        }
        for (index, node) in walk.headingNodes.enumerated() where walk.headings[index].id != nil {
            prependMarker(markers.heading(index), to: node, mem: mem)
        }
        guard options.tableRegions else { return [] }
        var tableLabels: [String] = []
        let pageTitle = title ?? walk.headings.first { $0.level == 1 }?.text ?? ""
        var counts: [String: Int] = [:]
        for (index, table) in walk.tables.enumerated() {
            let section = table.section.map { walk.headings[$0].text } ?? pageTitle
            let number = counts[section, default: 0] + 1
            counts[section] = number
            tableLabels.append(section + " table" + (number > 1 ? " \(number)" : ""))
            surround(table.node, with: markers.tableStart(index), and: markers.tableEnd(index), mem: mem)
        }
        return tableLabels
    }

    /// Puts a marker for each of a block's `textInsertions` into the tree, then one in place of each code span
    /// `codeSpans` replaces; gives back the insertions' HTML, by marker number.
    func insert(_ textInsertions: [Int: [TextInsertion]], codeSpans: [Int: String], into walk: DocumentWalk,
                markers: HTMLPlaceholders, mem: UnsafeMutablePointer<cmark_mem>?) -> [String] {
        var insertions: [String] = []
        for (number, block) in walk.blocks.enumerated() {
            guard let wanted = textInsertions[number] else { continue }
            // From the end backwards, so that splitting a text node never moves an offset still to come.
            for insertion in wanted.sorted(by: { $0.offset > $1.offset }) {
                guard let index = block.value.runs.lastIndex(where: { $0.offset <= insertion.offset }) else { continue }
                let run = block.value.runs[index]
                let local = min(max(0, insertion.offset - run.offset), run.text.utf8.count)
                insertions.append(insertion.html)
                insert(markers.insertion(insertions.count - 1), into: block.nodes[index], at: run.isCode ? nil : local, mem: mem)
            }
        }
        // After the text insertions, which may still point at these nodes: replacing frees them.
        for (number, (node, _)) in walk.codeSpans.enumerated() {
            if let html = codeSpans[number] {
                insertions.append(html)
                replace(node, withMarker: markers.insertion(insertions.count - 1), as: CMARK_NODE_HTML_INLINE, mem: mem)
            }
        }
        return insertions
    }

    /// Puts an HTML node of `type` (a block or an inline) holding `marker` in place of `node`, which it frees.
    private func replace(_ node: OpaquePointer, withMarker marker: [CChar], as type: cmark_node_type = CMARK_NODE_HTML_BLOCK,
                         mem: UnsafeMutablePointer<cmark_mem>?) {
        let html = cmark_node_new_with_mem(type, mem)
        cmark_node_set_literal(html, marker)
        if cmark_node_replace(node, html) == 1 {
            cmark_node_free(node)
        } else {
            cmark_node_free(html)
        }
    }

    /// Puts an HTML block holding `start` before `node` and one holding `end` after it.
    private func surround(_ node: OpaquePointer, with start: [CChar], and end: [CChar], mem: UnsafeMutablePointer<cmark_mem>?) {
        let before = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, mem)
        cmark_node_set_literal(before, start)
        if cmark_node_insert_before(node, before) != 1 {
            cmark_node_free(before)
            return
        }
        let after = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, mem)
        cmark_node_set_literal(after, end)
        if cmark_node_insert_after(node, after) != 1 {
            cmark_node_free(after)
        }
    }

    /// Puts a marker right after the UTF-8 `offset` of a text node, splitting it; or after the node itself when
    /// `offset` is nil (a code span) or at its end.
    private func insert(_ marker: [CChar], into node: OpaquePointer, at offset: Int?, mem: UnsafeMutablePointer<cmark_mem>?) {
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let bytes = Array(literal.utf8)
        let inline = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(inline, marker)
        guard cmark_node_insert_after(node, inline) == 1 else {
            cmark_node_free(inline)
            return
        }
        guard let offset, offset < bytes.count else { return }
        let rest = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem)
        cmark_node_set_literal(rest, String(decoding: bytes[offset...], as: UTF8.self))
        if cmark_node_insert_after(inline, rest) == 1 {
            cmark_node_set_literal(node, String(decoding: bytes[..<offset], as: UTF8.self))
        } else {
            cmark_node_free(rest)
        }
    }

    private func prependMarker(_ marker: [CChar], to heading: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>?) {
        let inline = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(inline, marker)
        if cmark_node_prepend_child(heading, inline) != 1 {
            cmark_node_free(inline)
        }
    }
}
