import SiteModel
import Previews
import SVG

/// The SVG file of every state that the site's interactive previews reach, by path below `previews/`, each drawn
/// once however many pages show it; and, per block shape, the room its tallest state needs.
package struct PreviewFiles: Sendable {
    /// Where the state files go in the output.
    package static let folder = "previews/"

    /// What a set of states needs on the page.
    package struct Extent: Sendable, Hashable {
        package var width: Double
        package var height: Double
    }

    /// Path below `previews/` → the drawing.
    package private(set) var documents: [String: SVGDocument] = [:]
    /// The blocks already drawn → the largest width and height among their states. The same file names can
    /// stand for different state sets (a written max of 8 or 9 gives the max control a different range), so
    /// a block is known by its names and its controls together.
    private var extents: [DrawnBlock: Extent] = [:]

    /// A block as drawn: its file names and its controls, which together fix its states.
    package struct DrawnBlock: Hashable, Sendable {
        var template: String
        var controls: [PreviewControl]
    }

    /// Drawings from an earlier build with the same tokens, taken instead of drawing the state again.
    private var earlier: [String: SVGDocument] = [:]

    package var count: Int { documents.count }

    /// - Parameter earlier: path → drawing, from a build with the same tokens.
    package init(earlier: [String: SVGDocument] = [:]) {
        self.earlier = earlier
    }

    /// Takes in what another collection drew (on another core): a state's file is the same drawing whoever
    /// drew it, so either one is kept.
    package mutating func merge(_ other: PreviewFiles) {
        documents.reserveCapacity(documents.count + other.documents.count)
        documents.merge(other.documents) { mine, _ in mine }
        extents.merge(other.extents) { mine, _ in mine }
    }

    /// The drawing written at `path`, once ``add(_:renderer:)`` has drawn it.
    package func document(at path: String) -> SVGDocument? {
        documents[path]
    }

    /// Draws every state of `preview` that is not drawn yet and returns the largest extent among them, so that
    /// the page can reserve it and nothing moves when a state changes. With `shared`, a state another core's
    /// collection has drawn is taken from it: fences differ more than their states do.
    package mutating func add(_ preview: InteractivePreview, renderer: PreviewRenderer,
                      shared: (any SharedStateDrawings)? = nil) throws(PreviewError) -> Extent {
        let template = DrawnBlock(template: preview.fileNameTemplate, controls: preview.controls)
        if let known = extents[template] {
            return known
        }
        // A block another core's collection has drawn has all its states there, and the collections are merged:
        // naming and looking up its states again here would only find the same drawings.
        if let known = shared?.drawnExtent(of: template) {
            extents[template] = known
            return known
        }
        var extent = Extent(width: 0, height: 0)
        documents.reserveCapacity(documents.count + preview.states.count)
        for state in preview.states {
            let path = preview.fileName(of: state)
            let document: SVGDocument
            if let drawn = documents[path] {
                document = drawn
            } else if !earlier.isEmpty, let drawn = earlier[path] {
                document = drawn
                documents[path] = drawn
            } else {
                // The drawing is passed straight to `stateDocument` (not kept in a local closure, which would copy
                // the preview and renderer into a new context for every state of every fence).
                if let shared {
                    document = try shared.stateDocument(at: path) { () throws(PreviewError) in
                        try Self.draw(state, of: preview, renderer: renderer)
                    }
                } else {
                    document = try Self.draw(state, of: preview, renderer: renderer)
                }
                documents[path] = document
            }
            extent.width = max(extent.width, document.width)
            extent.height = max(extent.height, document.height)
        }
        extents[template] = extent
        shared?.recordExtent(extent, of: template)
        return extent
    }

    /// The drawing of `preview` in `state`, or the error that says which state cannot be drawn.
    private static func draw(_ state: PreviewState, of preview: InteractivePreview,
                             renderer: PreviewRenderer) throws(PreviewError) -> SVGDocument {
        let drawn = try preview.preview(in: state)
        do throws(PreviewError) {
            return try renderer.document(for: drawn)
        } catch {
            var located = error
            located.message = "the \(preview.block.component) state \(state.fragment) cannot be drawn: \(error.message)"
            throw located
        }
    }
}

/// Drawings of preview states shared by the collections of several cores, so that a state is drawn once: the
/// build's cache of fences (`PreviewFenceCache`) is one.
package protocol SharedStateDrawings: Sendable {
    /// The drawing of the state at `path`: another core's, or the one `draw` makes now.
    func stateDocument(at path: String, draw: () throws(PreviewError) -> SVGDocument) throws(PreviewError) -> SVGDocument
    /// The extent of `block` if a collection has drawn all its states, or nil.
    func drawnExtent(of block: PreviewFiles.DrawnBlock) -> PreviewFiles.Extent?
    /// Notes that a collection has drawn every state of `block`, which need `extent`.
    func recordExtent(_ extent: PreviewFiles.Extent, of block: PreviewFiles.DrawnBlock)
}
