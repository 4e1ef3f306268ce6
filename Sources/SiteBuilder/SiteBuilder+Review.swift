import Foundation
import PageTypes
import SiteModel
import ResolvedModel

/// A site as `specimen diff` compares it: resolved, with each page's Markdown as written.
package struct ReviewedSite: Sendable {
    /// Every page placed, its facts validated and its previews drawn; nothing rendered.
    package var site: ResolvedSite
    /// Each page's file as read, by its path relative to the content folder (`components/slider.md`).
    package var pageSources: [String: Data]
    /// What loading, parsing and resolving found, sorted.
    package var diagnostics: [Diagnostic]

    /// Whether the site has an error: a site that does not build is not compared.
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

extension SiteBuilder {
    /// Runs the stages up to resolve and stops: nothing is rendered, indexed or written, and the output folder is
    /// never looked at. What review tools compare is known by then: every page, its facts, its previews' states
    /// drawn, the tokens and the contrast of every pair.
    package func review() -> ReviewedSite {
        var diagnostics = Diagnostics()
        let sources = load(into: &diagnostics)
        var pageSources: [String: Data] = [:]
        pageSources.reserveCapacity(sources.pages.count)
        for file in sources.pages {
            pageSources[file.relativePath] = file.data
        }
        let (parsed, _) = parse(sources, earlier: BuildMemo(reusable: false), into: &diagnostics)
        let site = resolve(parsed, into: &diagnostics)
        diagnostics.adopt(site.findings)
        return ReviewedSite(site: site, pageSources: pageSources, diagnostics: diagnostics.sorted)
    }
}
