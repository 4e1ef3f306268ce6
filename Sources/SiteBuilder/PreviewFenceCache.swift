import Previews
import SVG
import Synchronization
import ResolvedModel

/// What the preview fences read so far drew, by their info string and body: the same fence on another page parses,
/// checks and draws to the same result, so a build reads each distinct fence once, whichever core meets it first,
/// and every page with that fence shares one drawing (its states, its SVG). What depends on the page (the widget's
/// id, its links, where an error is) is made for each fence from the cached result.
///
/// A class, because the parse stage's cores share it. The cache's lock is held only to find a fence's slot; a
/// slot's own lock is held while its value is made, so that a core asking for a fence another core is drawing
/// waits for that drawing instead of making its own: pages are read in path order, neighbours share fences, and
/// the cores, reading neighbouring slices, met each new fence at about the same time.
package final class PreviewFenceCache: SharedStateDrawings {
    /// A fence's block, checked and drawn.
    package enum Drawn: Sendable {
        /// A block without controls: its SVG and the contrast pairs it shows.
        case still(svg: String, contrastPairs: [ContrastPair])
        /// A block with controls: the block, its states, the room they need and the first state's SVG.
        case interactive(block: PreviewBlock, preview: InteractivePreview, extent: PreviewFiles.Extent, initialSVG: String)
    }

    private struct Key: Hashable {
        var info: String
        var body: String
    }

    /// One cached value, made once.
    private final class Slot<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }

    package init() {}

    private let drawn = Mutex<[Key: Slot<Result<Drawn, PreviewError>>]>([:])

    /// What a widget's HTML depends on besides its fence: its id, the way back to the site root from its page, and
    /// whether its page has a sticker sheet.
    private struct WidgetKey: Hashable {
        var fence: Key
        var id: String
        var rootPrefix: String
        var stickerSheet: Bool
    }

    private let widgets = Mutex<[WidgetKey: Slot<String>]>([:])

    /// State files drawn so far, by path below `previews/`.
    private let states = Mutex<[String: Slot<Result<SVGDocument, PreviewError>>]>([:])

    /// Blocks whose states a collection has all drawn → their extent.
    private let extents = Mutex<[PreviewFiles.DrawnBlock: PreviewFiles.Extent]>([:])

    package func drawnExtent(of block: PreviewFiles.DrawnBlock) -> PreviewFiles.Extent? {
        extents.withLock { $0[block] }
    }

    package func recordExtent(_ extent: PreviewFiles.Extent, of block: PreviewFiles.DrawnBlock) {
        extents.withLock { $0[block] = extent }
    }

    /// The drawing of the state file at `path`, made by `draw` the first time any core asks: each slice of pages
    /// collects its preview files on its own, and different fences reach the same states.
    package func stateDocument(at path: String, draw: () throws(PreviewError) -> SVGDocument) throws(PreviewError) -> SVGDocument {
        try Self.value(for: path, in: states) {
            Result { () throws(PreviewError) -> SVGDocument in try draw() }
        }.get()
    }

    /// The HTML of the widget with `id` drawn from the fence, made by `make` the first time a page at this depth
    /// (with or without a sticker sheet) asks: pages repeat fences, and each page at that depth takes the same
    /// HTML.
    package func widgetHTML(info: String, body: String, id: String, rootPrefix: String, stickerSheet: Bool,
                    make: () -> String) -> String {
        Self.value(for: WidgetKey(fence: Key(info: info, body: body), id: id, rootPrefix: rootPrefix, stickerSheet: stickerSheet),
                   in: widgets, make: make)
    }

    /// The fence's drawing, made with `renderer` (its states added to `files`) the first time this cache sees the
    /// fence, or the error that it has; a core that meets the fence while another draws it waits for that drawing.
    package func drawing(info: String, body: String, renderer: PreviewRenderer,
                 files: inout PreviewFiles) -> Result<Drawn, PreviewError> {
        Self.value(for: Key(info: info, body: body), in: drawn) {
            Result { () throws(PreviewError) -> Drawn in
                let block = try PreviewBlock.parse(info: info, body: body, components: renderer.components)
                guard !block.controls.isEmpty else {
                    let preview = try renderer.preview(from: block)
                    return .still(svg: try renderer.svg(for: preview), contrastPairs: preview.contrastPairs)
                }
                let preview = try InteractivePreview(block: block, components: renderer.components)
                let extent = try files.add(preview, renderer: renderer, shared: self)
                return .interactive(block: block, preview: preview, extent: extent,
                                    initialSVG: try renderer.svg(for: preview.initialPreview))
            }
        }
    }

    /// The value `cache` holds for `key`, or the one `make` makes the first time any core asks: a core that asks
    /// while another makes it waits for that one.
    private static func value<Key: Hashable & Sendable, Value: Sendable>(for key: Key, in cache: borrowing Mutex<[Key: Slot<Value>]>,
                                                                          make: () -> Value) -> Value {
        let slot = cache.withLock { slots in
            if let slot = slots[key] {
                return slot
            }
            let slot = Slot<Value>()
            slots[key] = slot
            return slot
        }
        return slot.value.withLock { value in
            if let value {
                return value
            }
            let made = make()
            value = made
            return made
        }
    }
}
