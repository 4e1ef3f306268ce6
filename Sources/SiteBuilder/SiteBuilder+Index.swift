import Foundation

/// What the index stage added.
struct SearchIndexSummary: StageOutput {
    var pages = 0
    var reusedPages = 0
    var files = 0

    var stageDetail: String {
        "\(Wording.count(pages, "page")) in \(Wording.count(files, "file"))" + (reusedPages > 0 ? " (\(Wording.count(reusedPages, "page")) unchanged)" : "")
    }
}

extension SiteBuilder {
    /// Adds the search index to the rendered files: every page but the sticker sheets (every state, already
    /// reached from its page) and the 404 page. A page whose HTML and title are the memo's keeps its entry.
    func index(_ site: ResolvedSite, files: inout [OutputFile], memo: inout BuildMemo) -> SearchIndexSummary {
        var summary = SearchIndexSummary()
        var html: [String: Data] = [:]
        for file in files where file.path.hasSuffix(".html") {
            html[file.path] = file.data
        }
        var kept: [String: Scanned<SearchIndex.PageEntry>] = [:]
        var sources: [SearchIndex.Source] = []
        for entry in site.pages {
            let route = entry.page.route
            guard site.stickerSheets[route] == nil, route != GeneratedPage.notFound.route,
                  let data = html[route.outputFile] else { continue }
            if let earlier = memo.searchEntries[route.outputFile], earlier.data == data, earlier.value.title == entry.page.title {
                kept[route.outputFile] = earlier
                summary.reusedPages += 1
            }
            sources.append(SearchIndex.Source(route: route, title: entry.page.title, html: data))
        }
        // Reading the pages' text is most of the work and each page's is its own; numbering the terms is shared.
        let fresh = sources.filter { kept[$0.route.outputFile] == nil }
        for (source, entry) in zip(fresh, SearchIndex.entries(fresh, terms: &memo.searchTerms)) {
            kept[source.route.outputFile] = Scanned(data: source.html, value: entry)
        }
        let entries = sources.compactMap { kept[$0.route.outputFile]?.value }
        memo.searchEntries = kept
        let added = SearchIndex(entries: entries, terms: memo.searchTerms).files(reusing: &memo.searchFiles)
        files = (files + added).sorted { $0.path < $1.path }
        summary.pages = entries.count
        summary.files = added.count
        return summary
    }
}
