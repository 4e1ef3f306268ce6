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
    /// Adds the search index to the site: every page but the sticker sheets (every state, already reached from
    /// its page) and the 404 page, read by the render stage as it wrote each page.
    func index(_ rendered: inout RenderedSite, memo: inout BuildMemo) -> SearchIndexSummary {
        var summary = SearchIndexSummary()
        var entries: [SearchIndex.PageEntry] = []
        var kept: [String: Scanned<SearchIndex.PageEntry>] = [:]
        for index in rendered.pages.indices {
            guard let search = rendered.pages[index].search else { continue }
            entries.append(search.value)
            if memo.isReusable {
                kept[rendered.pages[index].route.outputFile] = search
            } else {
                // The index's copy is then the only one, let go as soon as the postings hold it.
                rendered.pages[index].search = nil
            }
        }
        memo.searchEntries = kept
        summary.reusedPages = rendered.reusedSearchEntries
        var fileMemo = memo.isReusable ? memo.searchFiles : SearchIndex.FileMemo()
        let pageCount = entries.count
        // Each batch of files goes into the staging folder as it is encoded.
        SearchIndex(entries: consume entries, terms: memo.searchTerms).files(reusing: &fileMemo, keepingMemo: memo.isReusable) { batch in
            rendered.add(batch)
            summary.files += batch.count
        }
        memo.searchFiles = fileMemo
        rendered.files.sort { $0.path < $1.path }
        summary.pages = pageCount
        return summary
    }
}
