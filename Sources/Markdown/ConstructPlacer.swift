import CCMarkGFM
import CMarkSupport

/// Puts another generator's constructs into cmark-gfm's tree of the page, which cmark-gfm read as the author wrote
/// it: one reading of the page decides what is code, HTML and text, and the constructs take the places the
/// scanner's edits say only where that reading agrees. A block construct takes lines of paragraphs and raw HTML
/// from a line where one of them starts; a span takes text of a paragraph, a heading or a table cell, never a
/// tag's inside, a link's destination or code. A construct that has no such place is recorded and shown as
/// written; one that cmark-gfm reads as code is no construct.
///
/// While they are placed, each construct is a marker (``HTMLPlaceholders``) in an HTML node of the tree, its own or
/// the raw HTML it is in; ``settle(_:)`` then turns every marker into the construct's twin text, which cmark-gfm
/// writes in the twin, and says where that text is and what HTML ``HTMLWriter`` writes there (``RawHTMLPiece``).
/// No marker is part of what cmark-gfm reads, and none is left in the tree.
struct ConstructPlacer {
    /// What the scanner found, where it stopped, the constructs each HTML node of the tree holds, and the blocks
    /// whose construct the twin says nothing of (a container's end).
    struct Placed {
        var found: [ForeignSyntaxScanner.Found]
        var stoppedAt: Int?
        var html: [OpaquePointer: [RawHTMLPiece]]
        var unsaid: [OpaquePointer]
    }

    let scanner: ForeignSyntaxScanner
    let leaves: [LeafBlock]
    let markers: HTMLPlaceholders
    let mem: UnsafeMutablePointer<cmark_mem>?
    /// Parses Markdown as the page is parsed, into a document of the page's memory.
    let read: (ArraySlice<UInt8>) -> OpaquePointer?
    var found: [ForeignSyntaxScanner.Found]
    /// The lines (1-based) that an edit takes or has a span on.
    var edited = Set<Int>()

    /// Finds the constructs of the page `source`, which cmark-gfm parsed as `document`, and puts them into its
    /// tree; nil when the page holds none and sets nothing aside.
    static func place(in document: OpaquePointer?, source: ArraySlice<UInt8>, syntax: ForeignSyntax?, lineOffset: Int,
                      mem: UnsafeMutablePointer<cmark_mem>?,
                      read: @escaping (ArraySlice<UInt8>) -> OpaquePointer?) -> Placed? {
        guard let syntax, ForeignSyntaxScanner.mayHoldConstructs(source, syntax: syntax) else { return nil }
        var scanner = ForeignSyntaxScanner(source, syntax: syntax, lineOffset: lineOffset)
        let readLines = LeafBlock.read(document, lineCount: scanner.lines.count) { line in
            guard scanner.lines.indices.contains(line - 1) else { return [] }
            let range = scanner.lines[line - 1]
            var start = range.lowerBound + scanner.containerPrefix(range)
            while start < range.upperBound, scanner.bytes[start] == UInt8(ascii: " ") || scanner.bytes[start] == UInt8(ascii: "\t") {
                start += 1
            }
            return scanner.bytes[start..<range.upperBound]
        }
        guard let result = scanner.scan(reading: readLines.lines) else { return nil }
        // Markers only a page that holds constructs needs, so only such a page is searched for a prefix they avoid.
        var placer = ConstructPlacer(scanner: scanner, leaves: readLines.leaves, markers: HTMLPlaceholders(avoiding: source), mem: mem,
                                     read: read, found: result.found)
        placer.apply(result.edits, to: document)
        let (html, unsaid) = placer.settle(document)
        return Placed(found: placer.found, stoppedAt: result.stoppedAt, html: html, unsaid: unsaid)
    }

    /// Applies the edits: spans in raw HTML first, which keep its lines; then, each span in text found while the
    /// tree is as cmark-gfm made it, the blocks from the page's end back, so that a cut never moves a node an edit
    /// still to come names; then the spans in text, which only split nodes that no cut moved apart.
    private mutating func apply(_ edits: [ForeignSyntaxScanner.Edit], to document: OpaquePointer?) {
        var spans: [Int: [(range: Range<Int>, number: Int?)]] = [:]
        var blocks: [(first: Int, last: Int, number: Int?)] = []
        for edit in edits {
            switch edit {
            case let .block(first, last, number):
                blocks.append((first, last, number))
                edited.formUnion(first + 1...last + 1)
            case let .inline(line, range, number):
                spans[line + 1, default: []].append((range, number))
                edited.insert(line + 1)
            case let .end(number): appendBlock(number, to: document)
            }
        }
        let matches = placeSpans(spans)
        for block in blocks.sorted(by: { $0.first > $1.first }) {
            placeBlock(number: block.number, lines: block.first + 1...block.last + 1)
        }
        for (run, match) in matches.reversed() {
            replace(match, in: run)
        }
    }

    /// The leaf block that holds `line` (1-based), if any: the last one starting at or before it that reaches it.
    func leaf(holding line: Int) -> LeafBlock? {
        var low = 0
        var high = leaves.count
        while low < high {
            let middle = (low + high) / 2
            if leaves[middle].first <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, leaves[low - 1].last >= line else { return nil }
        return leaves[low - 1]
    }

    // MARK: - Blocks

    /// Puts construct `number`'s block (nothing, when it is set aside) in place of `lines`, from a line where a
    /// paragraph or raw HTML starts a line, through the blocks after it in the same container that `lines` reach;
    /// a construct whose first line is no such place stays recorded and shown as written.
    private mutating func placeBlock(number: Int?, lines: ClosedRange<Int>) {
        guard let leaf = leaf(holding: lines.lowerBound), leaf.kind == .paragraph || leaf.kind == .html else { return }
        if leaf.kind == .html, leaf.literalLines, let number, lines.lowerBound > leaf.first, lines.upperBound <= leaf.last {
            replaceLines(lines, of: leaf, with: markers.constructBlock(number))
            return
        }
        let next = cmark_node_next(leaf.node)
        let outer = leaf.kind == .paragraph && number != nil ? container(leftBy: lines.lowerBound, from: leaf.node) : nil
        let indent = leaf.kind == .html ? Self.indent(ofLine: lines.lowerBound - leaf.first, in: leaf.node) : []
        guard let keeps = cut(leaf, lines: lines.lowerBound...min(lines.upperBound, leaf.last)) else { return }
        let rest = cmark_node_next(leaf.node) == next ? nil : cmark_node_next(leaf.node)
        if lines.upperBound > leaf.last {
            removeBlocks(from: next, through: lines.upperBound)
        }
        var construct: OpaquePointer?
        if let number {
            construct = node(CMARK_NODE_HTML_BLOCK, literal: indent + markers.constructBlock(number))
            cmark_node_insert_after(leaf.node, construct)
        }
        if !keeps {
            cmark_node_unlink(leaf.node)
            // Raw HTML that the construct opened ends with it: what follows is read as Markdown, unless a construct
            // was placed there as in raw HTML, whose marker Markdown would read otherwise (a link's destination).
            if leaf.kind == .html, number != nil, let rest, edited.isDisjoint(with: lines.upperBound + 1...max(lines.upperBound + 1, leaf.last)) {
                reread(rest, from: lines.upperBound + 1)
            }
        }
        if let outer, let construct {
            move(from: construct, after: outer)
        }
    }

    /// Writes `marker` in place of `lines` inside the raw HTML of `leaf`, after the first line's indent: a
    /// construct inside raw HTML is part of it.
    private func replaceLines(_ lines: ClosedRange<Int>, of leaf: LeafBlock, with marker: [UInt8]) {
        let literal = TreeNodes.literal(of: leaf.node)
        let split = Self.lines(of: literal)
        let first = lines.lowerBound - leaf.first, last = lines.upperBound - leaf.first
        guard split.indices.contains(first), split.indices.contains(last) else { return }
        let replaced = literal[..<split[first].lowerBound] + Self.indent(ofLine: first, in: leaf.node) + marker
            + literal[split[last].upperBound...]
        cmark_node_set_literal(leaf.node, String(decoding: replaced, as: UTF8.self))
    }

    /// Puts the Markdown that the raw HTML `block`, from the page's `line` on, reads as in its place.
    private func reread(_ block: OpaquePointer, from line: Int) {
        let literal = TreeNodes.literal(of: block)
        guard let fragment = read(ArraySlice(literal)) else { return }
        TreeNodes.walk(fragment) { node, entering in
            if entering { specimen_node_shift_lines(UnsafeMutableRawPointer(node), Int32(line - 1)) }
            return true
        }
        var after = block
        while let child = cmark_node_first_child(fragment) {
            cmark_node_insert_after(after, child)
            after = child
        }
        cmark_node_unlink(block)
        cmark_node_free(fragment)
    }

    /// The spaces and tabs line `index` of the raw HTML `block` starts with, which the construct's block keeps.
    private static func indent(ofLine index: Int, in block: OpaquePointer) -> [UInt8] {
        let literal = TreeNodes.literal(of: block)
        let lines = Self.lines(of: literal)
        guard lines.indices.contains(index) else { return [] }
        return Array(literal[lines[index]].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }

    /// Removes the blocks from `first` on, in the same container, that end by `line`; one that `line` ends inside
    /// keeps its lines after it, where it is a paragraph or raw HTML, and is left whole otherwise.
    private func removeBlocks(from first: OpaquePointer?, through line: Int) {
        var sibling = first
        while let current = sibling, cmark_node_get_start_line(current) <= line {
            sibling = cmark_node_next(current)
            if Int(cmark_node_get_end_line(current)) <= line {
                cmark_node_unlink(current)
                continue
            }
            if let later = leaves.first(where: { $0.node == current }), later.kind == .paragraph || later.kind == .html,
               cut(later, lines: later.first...line) != nil {
                cmark_node_unlink(current)
            }
            return
        }
    }

    /// Appends construct `number`'s block (a container's end) after the page's last block.
    private func appendBlock(_ number: Int, to document: OpaquePointer?) {
        cmark_node_append_child(document, node(CMARK_NODE_HTML_BLOCK, literal: markers.constructBlock(number)))
    }

    /// Takes `lines` out of `leaf`, a paragraph or raw HTML, putting the lines after them into a block of the same
    /// kind just after it; true when lines before them stay in `leaf`, nil when they cannot be cut there.
    private func cut(_ leaf: LeafBlock, lines: ClosedRange<Int>) -> Bool? {
        leaf.kind == .html ? cutHTML(leaf, lines: lines) : cutParagraph(leaf, lines: lines)
    }

    /// ``cut(_:lines:)`` for a paragraph: its top-level children are cut at the line breaks before and after
    /// `lines`, at the lines that start there (see ``LeafBlock/lineStarts(content:)``); lines up to the next such
    /// line go with the construct.
    private func cutParagraph(_ leaf: LeafBlock, lines: ClosedRange<Int>) -> Bool? {
        var children: [OpaquePointer] = []
        var child = cmark_node_first_child(leaf.node)
        while let current = child {
            children.append(current)
            child = cmark_node_next(current)
        }
        guard let starting = leaf.starts[lines.lowerBound], let first = children.firstIndex(of: starting) else { return nil }
        let next = leaf.starts.keys.filter { $0 > lines.upperBound }.min()
        let after = next.flatMap { leaf.starts[$0] }.flatMap { children.firstIndex(of: $0) } ?? children.count
        guard after > first else { return nil }
        if after < children.count {
            let rest = node(CMARK_NODE_PARAGRAPH)
            specimen_node_set_start(UnsafeMutableRawPointer(rest), cmark_node_get_start_line(children[after]),
                                    cmark_node_get_start_column(children[after]))
            cmark_node_insert_after(leaf.node, rest)
            for moved in children[after...] {
                cmark_node_append_child(rest, moved)
            }
        }
        for gone in children[max(0, first - 1)..<after] {
            cmark_node_unlink(gone)
        }
        return first > 0
    }

    /// ``cut(_:lines:)`` for raw HTML: its literal holds one line of it per line of the page, so the lines are
    /// cut there. Where they do not match, the block goes whole only when `lines` cover it, and else stays.
    private func cutHTML(_ leaf: LeafBlock, lines: ClosedRange<Int>) -> Bool? {
        let literal = TreeNodes.literal(of: leaf.node)
        let split = Self.lines(of: literal)
        guard leaf.literalLines, split.count > lines.upperBound - leaf.first else {
            return lines.lowerBound <= leaf.first && lines.upperBound >= leaf.last ? false : nil
        }
        let before = split[..<(lines.lowerBound - leaf.first)].flatMap { literal[$0] }
        let afterStart = lines.upperBound - leaf.first + 1
        if afterStart < split.count {
            let rest = node(CMARK_NODE_HTML_BLOCK, literal: split[afterStart...].flatMap { literal[$0] })
            cmark_node_insert_after(leaf.node, rest)
        }
        cmark_node_set_literal(leaf.node, String(decoding: before, as: UTF8.self))
        return !before.isEmpty
    }

    // MARK: - Nodes

    /// The ranges of `bytes`' lines, each with its line break.
    static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(start..<index + 1)
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    static func isBreak(_ node: OpaquePointer) -> Bool {
        let type = cmark_node_get_type(node)
        return type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK
    }

    /// A new node of `type` from the page's memory, holding `literal` when given.
    func node(_ type: cmark_node_type, literal: [UInt8]? = nil) -> OpaquePointer? {
        let made = cmark_node_new_with_mem(type, mem)
        if let literal {
            cmark_node_set_literal(made, String(decoding: literal, as: UTF8.self))
        }
        return made
    }
}
