import Foundation
import ResolvedModel
import Search
import SiteModel

/// A site resolved, with its search index as a build makes it.
package struct SearchableSite: Sendable {
    package var site: ResolvedSite
    /// The index's files, by their path in the output folder (`search/index.json`); empty when the theme has no
    /// search or the site has errors.
    package var index: [String: Data]
    /// What the stages found, sorted.
    package var diagnostics: [Diagnostic]

    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

extension SiteBuilder {
    /// Runs the stages up to the index, in memory: every page rendered with no staging folder and read for the
    /// search index, nothing written and the output folder never looked at. `specimen mcp` serves a content folder
    /// from it, so that an assistant's search is the one the built site's box runs, on the same index.
    package func searchable() -> SearchableSite {
        var run = BuildRun(earlier: BuildMemo(reusable: false))
        let sources = load(&run, unless: false)
        let parsed = parse(consume sources, &run)
        let highlights = highlight(parsed, &run)
        let site = resolve(consume parsed, highlights: highlights, &run)
        guard !run.diagnostics.hasErrors, site.theme.assets.contains(where: { $0.relativePath == SearchIndex.script }) else {
            return SearchableSite(site: site, index: [:], diagnostics: run.diagnostics.sorted)
        }
        var (rendered, cache) = render(site, staging: nil, earlier: run.earlier, into: &run.diagnostics)
        let (laidOut, _) = layOutIndex(&rendered, terms: cache.searchTerms, earlier: run.earlier)
        var indexed = RenderedSite(staging: nil, retention: run.retention)
        _ = index(laidOut, into: &indexed)
        var files: [String: Data] = [:]
        for file in indexed.files where file.path.hasPrefix(SearchIndex.folder) {
            files[file.path] = file.data
        }
        return SearchableSite(site: site, index: files, diagnostics: run.diagnostics.sorted)
    }
}
