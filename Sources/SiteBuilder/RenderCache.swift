import DesignTokens
import Foundation
import Search
import SiteModel
import SVG

/// What the render stage made, with what it was made from.
struct RenderCache: Sendable {
    /// The inputs that pages' templates share, each with a generation that moves on when it changes.
    var inputs: RenderInputs?
    var generations = RenderInputs.Generations()
    /// Route → the key a page was rendered with and the HTML it gave.
    var pages: [Route: Page] = [:]
    /// The tokens the preview drawings were made with.
    var drawingTokens: TokenSet?
    /// Path below `previews/` → the drawing and its SVG text.
    var drawings: [String: Drawing] = [:]
    /// The numbers of the terms in the search entries; it only grows, so that kept entries stay valid.
    var searchTerms = SearchIndex.TermTable()

    /// One page's HTML, what rendering it reported, and the inputs it was rendered from.
    struct Page: Sendable {
        var key: RenderKey
        /// Nil when the template could not be rendered.
        var data: Data?
        /// A migration page's variants that cannot be drawn, found while rendering it.
        var diagnostics: [Diagnostic]
    }

    /// A preview state's drawing and, once the render stage has written it, its SVG text.
    struct Drawing: Sendable {
        var document: SVGDocument
        var data: Data?
    }

    /// The drawings made with `tokens`: none when the tokens differ.
    func drawings(for tokens: TokenSet) -> [String: Drawing] {
        drawingTokens == tokens ? drawings : [:]
    }
}
