import Foundation
@testable import PageTypes
@testable import SiteBuilder
import Testing
import ResolvedModel

/// A one-shot build hands each page's body HTML to the render stage alone, so that the body is freed with the page.
@Suite("Handing the bodies over")
struct ResolvedSiteBodiesTests {
    @Test("the navigation's copies of the pages hold no body HTML; taking the bodies empties the entries and sheets")
    func bodiesHeldOnce() throws {
        var (site, diagnostics) = ResolvedSite.resolving(IncrementalBuildTests.realSources)
        #expect(!diagnostics.hasErrors)
        let listed = site.sections.flatMap(\.pages)
        #expect(listed.count >= 4)
        #expect(listed.allSatisfy { $0.body.htmlUTF8.isEmpty }, "the sections' copies")
        #expect(site.navigationOrder.allSatisfy { $0.body.htmlUTF8.isEmpty }, "the navigation order's copies")
        let withBodies = site.pages.filter { !$0.page.body.htmlUTF8.isEmpty }.map(\.page.route)
        #expect(withBodies.count >= 4)
        #expect(!site.stickerSheets.isEmpty)

        let bodies = site.takeBodies()
        #expect(site.pages.allSatisfy { $0.page.body.htmlUTF8.isEmpty })
        #expect(site.stickerSheets.values.allSatisfy { $0.body.htmlUTF8.isEmpty })
        for route in withBodies {
            #expect(bodies.take(route)?.isEmpty == false, "\(route)")
        }
    }
}
