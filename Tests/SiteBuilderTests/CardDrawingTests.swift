import Foundation
@testable import SiteBuilder
import Testing
import TestSupport
import ResolvedModel

/// The drawing a page's card shows (`Page.previewSVG`): the front matter's `preview:`, else, on a component page,
/// the first preview of its body.
@Suite("Card drawings")
struct CardDrawingTests {
    static let site = Fixtures.validSite.merging(FixtureSite(#"""
        -- Content/components/still.md --
        ---
        title: Still
        family: slider
        ---
        ```preview
        slider value=30
        ```

        ```preview
        slider value=90
        ```
        -- Content/components/interactive.md --
        ---
        title: Interactive
        family: slider
        ---
        ```preview controls=value
        slider value=20
        ```
        -- Content/components/chosen.md --
        ---
        title: Chosen
        family: slider
        preview: slider value=70
        ---
        ```preview
        slider value=10
        ```
        -- Content/guides/plain.md --
        ---
        title: Plain
        ---
        ```preview
        slider value=40
        ```
        """#))

    @Test("a component page without preview: is carded by its first preview's initial state; preview: wins; a page without facts has none")
    func fallback() throws {
        let (site, diagnostics) = ResolvedSite.resolving(Self.site.files.mapValues { Data($0.utf8) })
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let drawing = { (path: String) in
            site.pages.first { $0.page.route.path == path }.flatMap { $0.page.previewSVG }.map(PageDrawings.title(ofSVG:))
        }
        #expect(drawing("components/still/") == "30 percent", "the first still preview, not the second")
        #expect(drawing("components/interactive/") == "20 percent", "an interactive preview's initial state")
        #expect(drawing("components/chosen/") == "70 percent")
        #expect(drawing("guides/plain/") == nil, "a page without component facts is not carded by its previews")
    }
}
