import Previews

/// What the preview fences read so far drew, by their info string and body: the same fence on another page parses,
/// checks and draws to the same result, so a slice of pages reads each distinct fence once. What depends on the
/// page (the widget's id, its links, where an error is) is made for each fence from the cached result.
struct PreviewFenceCache {
    /// A fence's block, checked and drawn.
    enum Drawn {
        /// A block without controls: its SVG.
        case still(svg: String)
        /// A block with controls: the block, its states, the room they need and the first state's SVG.
        case interactive(block: PreviewBlock, preview: InteractivePreview, extent: PreviewFiles.Extent, initialSVG: String)
    }

    private struct Key: Hashable {
        var info: String
        var body: String
    }

    private var drawn: [Key: Result<Drawn, PreviewError>] = [:]

    /// The fence's drawing, made with `renderer` (its states added to `files`) the first time this cache sees the
    /// fence, or the error that it has.
    mutating func drawing(info: String, body: String, renderer: PreviewRenderer,
                          files: inout PreviewFiles) -> Result<Drawn, PreviewError> {
        let key = Key(info: info, body: body)
        if let known = drawn[key] {
            return known
        }
        let result = Result { () throws(PreviewError) -> Drawn in
            let block = try PreviewBlock.parse(info: info, body: body)
            guard !block.controls.isEmpty else {
                return .still(svg: try renderer.svg(for: Preview.make(from: block)))
            }
            let preview = try InteractivePreview(block: block)
            let extent = try files.add(preview, renderer: renderer)
            return .interactive(block: block, preview: preview, extent: extent,
                                initialSVG: try renderer.svg(for: preview.initialPreview))
        }
        drawn[key] = result
        return result
    }
}
