import CCMarkGFM

/// Reading cmark-gfm's tree for the construct placement, which walks small parts of it and cuts and compares text
/// by byte offsets. (The page's own walks, `DocumentWalk` and `HTMLWriter`, keep their loops: they run on every
/// node of every page.)
enum TreeNodes {
    /// `node`'s literal (text, code, raw HTML) as UTF-8; empty for a node without one.
    static func literal(of node: OpaquePointer?) -> [UInt8] {
        cmark_node_get_literal(node).map { Array(String(cString: $0).utf8) } ?? []
    }

    /// Calls `body` with each node of `root`'s subtree in document order, as it is entered and, for a node with
    /// children, left; `body` gives false to stop.
    static func walk(_ root: OpaquePointer?, _ body: (_ node: OpaquePointer, _ entering: Bool) -> Bool) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if !body(node, event == CMARK_EVENT_ENTER) { return }
        }
    }
}
