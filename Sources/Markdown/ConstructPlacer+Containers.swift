import CCMarkGFM

extension ConstructPlacer {
    /// The outermost list or quote that a block construct on `line`, in the paragraph `paragraph`, is not inside,
    /// when cmark-gfm reads the line as the paragraph's lazy continuation: written less indented than the text of
    /// the list item, or with fewer `>` than the quotes around it. A block there ends the paragraph and those
    /// containers, as an HTML block in its place would; nil when the line is inside every container.
    func container(leftBy line: Int, from paragraph: OpaquePointer) -> OpaquePointer? {
        guard line > Int(cmark_node_get_start_line(paragraph)), scanner.lines.indices.contains(line - 1) else { return nil }
        let range = scanner.lines[line - 1]
        let prefix = scanner.bytes[range.lowerBound..<range.lowerBound + scanner.containerPrefix(range)]
        let column = prefix.count + 1
        var quotes = prefix.filter { $0 == UInt8(ascii: ">") }.count
        var quoteDepth = Self.ancestors(of: paragraph).filter { cmark_node_get_type($0) == CMARK_NODE_BLOCK_QUOTE }.count
        var left: OpaquePointer?
        var node = paragraph
        while let parent = cmark_node_parent(node) {
            switch cmark_node_get_type(parent) {
            case CMARK_NODE_LIST:
                node = parent
                continue
            case CMARK_NODE_ITEM:
                let text = cmark_node_first_child(parent).map { Int(cmark_node_get_start_column($0)) } ?? 0
                guard column < text, let list = cmark_node_parent(parent) else { return left }
                left = list
                node = list
            case CMARK_NODE_BLOCK_QUOTE:
                guard quotes < quoteDepth else { return left }
                quoteDepth -= 1
                quotes = min(quotes, quoteDepth)
                left = parent
                node = parent
            default:
                return left
            }
        }
        return left
    }

    /// Moves `node` and the blocks after it in its container to just after `outer`, one of its containers; the
    /// items of a list `outer` that come after the one they leave go into a list of their own after them.
    func move(from node: OpaquePointer, after outer: OpaquePointer) {
        let item = Self.ancestors(of: node).first { cmark_node_parent($0) == outer }
        var moving: [OpaquePointer] = []
        var current: OpaquePointer? = node
        while let block = current {
            moving.append(block)
            current = cmark_node_next(block)
        }
        var after = outer
        for block in moving {
            cmark_node_insert_after(after, block)
            after = block
        }
        guard cmark_node_get_type(outer) == CMARK_NODE_LIST, let item, let following = cmark_node_next(item) else { return }
        let rest = self.node(CMARK_NODE_LIST)
        cmark_node_set_list_type(rest, cmark_node_get_list_type(outer))
        cmark_node_set_list_delim(rest, cmark_node_get_list_delim(outer))
        cmark_node_set_list_tight(rest, cmark_node_get_list_tight(outer))
        var number = cmark_node_get_list_start(outer)
        var counted = cmark_node_first_child(outer)
        while let earlier = counted, earlier != following {
            number += 1
            counted = cmark_node_next(earlier)
        }
        cmark_node_set_list_start(rest, number)
        cmark_node_insert_after(after, rest)
        var later: OpaquePointer? = following
        while let moved = later {
            later = cmark_node_next(moved)
            cmark_node_append_child(rest, moved)
        }
    }

    /// The containers of `node`, innermost first.
    static func ancestors(of node: OpaquePointer) -> [OpaquePointer] {
        var ancestors: [OpaquePointer] = []
        var current = cmark_node_parent(node)
        while let parent = current {
            ancestors.append(parent)
            current = cmark_node_parent(parent)
        }
        return ancestors
    }
}
