import CCMarkGFM
import CMarkSupport

extension ConstructPlacer {
    /// Where a span's text was found in a run of inline nodes: its bytes `start..<end` of the run's text.
    struct SpanMatch {
        var run: Int
        var start: Int
        var end: Int
        var number: Int?
    }

    /// A run of sibling text and inline HTML nodes on one line, and where each node's text starts in theirs joined.
    struct InlineRun {
        var nodes: [OpaquePointer] = []
        var starts: [Int] = []
        var bytes: [UInt8] = []
        /// The line cmark-gfm gives the run's first node.
        var line = 0

        /// The index of the node that holds byte `offset`, or whose text ends there when `ending`.
        func node(at offset: Int, ending: Bool) -> Int {
            (starts.lastIndex { ending ? $0 < offset : $0 <= offset }) ?? 0
        }

        func end(of index: Int) -> Int {
            index + 1 < starts.count ? starts[index + 1] : bytes.count
        }

        func isHTML(_ index: Int) -> Bool {
            cmark_node_get_type(nodes[index]) == CMARK_NODE_HTML_INLINE
        }
    }

    /// Places the spans in raw HTML, and finds where each span in text is, in page order, while the tree is as
    /// cmark-gfm made it: the span's text where cmark-gfm reads text, in its block, after the span before it. A
    /// span found in code is no construct; one found nowhere is recorded and shown as written.
    mutating func placeSpans(_ spans: [Int: [(range: Range<Int>, number: Int?)]]) -> [(InlineRun, SpanMatch)] {
        var matches: [(InlineRun, SpanMatch)] = []
        var runs: [OpaquePointer: [InlineRun]] = [:]
        var cursors: [OpaquePointer: (run: Int, offset: Int)] = [:]
        for line in spans.keys.sorted() {
            guard let leaf = leaf(holding: line), let onLine = spans[line] else { continue }
            let ordered = onLine.sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard leaf.kind != .html else {
                placeInHTML(ordered, line: line, leaf: leaf)
                continue
            }
            guard leaf.kind != .other else { continue }
            let leafRuns = runs[leaf.node] ?? Self.runs(in: leaf.node)
            runs[leaf.node] = leafRuns
            for span in ordered {
                let wanted = Array(scanner.bytes[span.range])
                let cursor = cursors[leaf.node] ?? (0, 0)
                if var match = Self.find(wanted, in: leafRuns, from: cursor, upTo: line) {
                    match.number = span.number
                    matches.append((leafRuns[match.run], match))
                    cursors[leaf.node] = (match.run, match.end)
                } else if let number = span.number, Self.code(in: leaf.node, holds: wanted) {
                    found[number].construct = nil
                }
            }
        }
        return matches
    }

    /// The first place at or after `cursor` where `wanted` is a run's text, starting and ending in text or at a
    /// tag's edge: never inside an inline tag, which would put the box into an attribute.
    /// A run cmark-gfm puts on a later line than `line` is passed over: it counts no line inside a span over
    /// lines, so the lines it gives are never later than the true ones.
    static func find(_ wanted: [UInt8], in runs: [InlineRun], from cursor: (run: Int, offset: Int), upTo line: Int) -> SpanMatch? {
        guard !wanted.isEmpty else { return nil }
        for index in runs.indices where index >= cursor.run && runs[index].line <= line {
            let run = runs[index]
            var from = index == cursor.run ? cursor.offset : 0
            while from <= run.bytes.count, let start = run.bytes[from...].firstRange(of: wanted)?.lowerBound {
                let end = start + wanted.count
                let first = run.node(at: start, ending: false), last = run.node(at: end, ending: true)
                if (!run.isHTML(first) || run.starts[first] == start) && (!run.isHTML(last) || run.end(of: last) == end) {
                    return SpanMatch(run: index, start: start, end: end)
                }
                from = start + 1
            }
        }
        return nil
    }

    /// Puts construct `match.number`'s span (nothing, when it is set aside) in place of the run's bytes it covers,
    /// splitting the text nodes at its ends.
    /// Matches in one run are replaced from its end back: each cut reads the node's text as the cut after it left
    /// it, which only ever shortened it from its end.
    func replace(_ match: SpanMatch, in run: InlineRun) {
        let first = run.node(at: match.start, ending: false), last = run.node(at: match.end, ending: true)
        let lastText = TreeNodes.literal(of: run.nodes[last])
        let keep = match.end - run.starts[last]
        if keep < lastText.count {
            let node = run.nodes[last]
            let rest = self.node(CMARK_NODE_TEXT, literal: Array(lastText[keep...]))
            specimen_node_set_start(UnsafeMutableRawPointer(rest), cmark_node_get_start_line(node), cmark_node_get_start_column(node) + Int32(keep))
            cmark_node_insert_after(node, rest)
            cmark_node_set_literal(node, String(decoding: lastText[..<keep], as: UTF8.self))
        }
        let keepsFirst = match.start > run.starts[first]
        if keepsFirst {
            let firstText = TreeNodes.literal(of: run.nodes[first])
            cmark_node_set_literal(run.nodes[first], String(decoding: firstText[..<(match.start - run.starts[first])], as: UTF8.self))
        }
        let covered = run.nodes[(keepsFirst ? first + 1 : first)..<last + 1]
        if let number = match.number {
            let span = node(CMARK_NODE_HTML_INLINE, literal: markers.constructSpan(number))
            if keepsFirst {
                cmark_node_insert_after(run.nodes[first], span)
            } else {
                cmark_node_insert_before(run.nodes[first], span)
            }
        }
        for node in covered {
            cmark_node_unlink(node)
        }
    }

    /// The runs of sibling text and inline HTML nodes of `block`, in order; an image's description is none, since
    /// it becomes an attribute.
    static func runs(in block: OpaquePointer) -> [InlineRun] {
        var runs: [InlineRun] = []
        var last: OpaquePointer?
        var images = 0
        TreeNodes.walk(block) { node, entering in
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_IMAGE {
                images += entering ? 1 : -1
            }
            guard entering, images == 0, type == CMARK_NODE_TEXT || type == CMARK_NODE_HTML_INLINE else { return true }
            if last == nil || cmark_node_previous(node) != last {
                runs.append(InlineRun(line: Int(cmark_node_get_start_line(node))))
            }
            let literal = TreeNodes.literal(of: node)
            runs[runs.count - 1].nodes.append(node)
            runs[runs.count - 1].starts.append(runs[runs.count - 1].bytes.count)
            runs[runs.count - 1].bytes += literal
            last = node
            return true
        }
        return runs
    }

    /// Whether a code span of `block` holds `wanted`.
    static func code(in block: OpaquePointer, holds wanted: [UInt8]) -> Bool {
        var holds = false
        TreeNodes.walk(block) { node, entering in
            if entering, cmark_node_get_type(node) == CMARK_NODE_CODE, TreeNodes.literal(of: node).firstRange(of: wanted) != nil {
                holds = true
            }
            return !holds
        }
        return holds
    }

    /// ``placeSpans(_:onLine:)`` in raw HTML: each span's bytes in the block's line for `line` become its marker,
    /// when the block's literal holds the page's lines one for one.
    private func placeInHTML(_ spans: [(range: Range<Int>, number: Int?)], line: Int, leaf: LeafBlock) {
        guard leaf.literalLines else { return }
        let literal = TreeNodes.literal(of: leaf.node)
        let split = Self.lines(of: literal)
        let index = line - leaf.first
        guard split.indices.contains(index) else { return }
        var output = Array(literal[..<split[index].lowerBound])
        var position = split[index].lowerBound
        for span in spans {
            let wanted = Array(scanner.bytes[span.range])
            guard !wanted.isEmpty, let start = literal[position..<split[index].upperBound].firstRange(of: wanted)?.lowerBound else { continue }
            output += literal[position..<start]
            if let number = span.number { output += markers.constructSpan(number) }
            position = start + wanted.count
        }
        output += literal[position...]
        cmark_node_set_literal(leaf.node, String(decoding: output, as: UTF8.self))
    }
}
