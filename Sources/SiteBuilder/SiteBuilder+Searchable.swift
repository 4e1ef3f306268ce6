import Foundation
import ResolvedModel
import Search
import SiteModel

extension SiteBuilder {
    /// The search index of `site` (as ``review()`` resolved it) as a build makes it, in memory: every page rendered
    /// with no staging folder and read for the index, nothing written and the output folder never looked at. By
    /// the index's paths in the output folder (`search/index.json`); empty when the theme has no search or a page
    /// does not render. `specimen mcp` serves a content folder with it, so that an assistant's search is the one the
    /// built site's box runs, on the same index.
    package func searchIndex(of site: ResolvedSite) -> [String: Data] {
        guard site.theme.assets.contains(where: { $0.relativePath == SearchIndex.script }) else { return [:] }
        let earlier = BuildMemo(reusable: false)
        var diagnostics = Diagnostics()
        var (rendered, cache) = render(site, staging: nil, earlier: earlier, into: &diagnostics)
        guard !diagnostics.hasErrors else { return [:] }
        let (laidOut, _) = layOutIndex(&rendered, terms: cache.searchTerms, earlier: earlier)
        var indexed = RenderedSite(staging: nil, retention: earlier.retention)
        _ = index(laidOut, into: &indexed)
        var files: [String: Data] = [:]
        for file in indexed.files where file.path.hasPrefix(SearchIndex.folder) {
            files[file.path] = file.data
        }
        return files
    }
}
