import Previews
import Synchronization

/// What the preview fences read so far drew, by their info string and body: the same fence on another page parses,
/// checks and draws to the same result, so a build reads each distinct fence once, whichever core meets it first,
/// and every page with that fence shares one drawing (its states, its SVG). What depends on the page (the widget's
/// id, its links, where an error is) is made for each fence from the cached result.
///
/// A class, because the parse stage's cores share it; the lock is held only to look a fence up or to add one.
final class PreviewFenceCache: Sendable {
    /// A fence's block, checked and drawn.
    enum Drawn: Sendable {
        /// A block without controls: its SVG.
        case still(svg: String)
        /// A block with controls: the block, its states, the room they need and the first state's SVG.
        case interactive(block: PreviewBlock, preview: InteractivePreview, extent: PreviewFiles.Extent, initialSVG: String)
    }

    private struct Key: Hashable {
        var info: String
        var body: String
    }

    private let drawn = Mutex<[Key: Result<Drawn, PreviewError>]>([:])

    /// What a widget's HTML depends on besides its fence: its id, the way back to the site root from its page, and
    /// whether its page has a sticker sheet.
    private struct WidgetKey: Hashable {
        var fence: Key
        var id: String
        var rootPrefix: String
        var stickerSheet: Bool
    }

    private let widgets = Mutex<[WidgetKey: String]>([:])

    /// The HTML of the widget with `id` drawn from the fence, made by `make` the first time a page at this depth
    /// (with or without a sticker sheet) asks: pages repeat fences, and building the widget's HTML again for each
    /// was a tenth of reading a page.
    func widgetHTML(info: String, body: String, id: String, rootPrefix: String, stickerSheet: Bool,
                    make: () -> String) -> String {
        Self.value(for: WidgetKey(fence: Key(info: info, body: body), id: id, rootPrefix: rootPrefix, stickerSheet: stickerSheet),
                   in: widgets, make: make)
    }

    /// The fence's drawing, made with `renderer` (its states added to `files`) the first time this cache sees the
    /// fence, or the error that it has. Two cores that meet a new fence at once both draw it, to the same result;
    /// the first one stored is the one every later page shares.
    func drawing(info: String, body: String, renderer: PreviewRenderer,
                 files: inout PreviewFiles) -> Result<Drawn, PreviewError> {
        Self.value(for: Key(info: info, body: body), in: drawn) {
            Result { () throws(PreviewError) -> Drawn in
                let block = try PreviewBlock.parse(info: info, body: body)
                guard !block.controls.isEmpty else {
                    return .still(svg: try renderer.svg(for: Preview.make(from: block)))
                }
                let preview = try InteractivePreview(block: block)
                let extent = try files.add(preview, renderer: renderer)
                return .interactive(block: block, preview: preview, extent: extent,
                                    initialSVG: try renderer.svg(for: preview.initialPreview))
            }
        }
    }

    /// The value `cache` holds for `key`, or the one `make` makes, stored unless another core stored one first:
    /// the lock is held only to look up and to add, never while making.
    private static func value<Key: Hashable & Sendable, Value: Sendable>(for key: Key, in cache: borrowing Mutex<[Key: Value]>,
                                                                          make: () -> Value) -> Value {
        if let known = cache.withLock({ $0[key] }) {
            return known
        }
        let made = make()
        return cache.withLock { values in
            if let first = values[key] {
                return first
            }
            values[key] = made
            return made
        }
    }
}
