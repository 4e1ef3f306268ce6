import Foundation
import Search
import SiteModel

/// What the index stage added.
struct SearchIndexSummary: StageOutput {
    var pages = 0
    var reusedPages = 0
    var files = 0

    var stageDetail: String {
        "\(Wording.count(pages, "page")) in \(Wording.count(files, "file"))" + (reusedPages > 0 ? " (\(Wording.count(reusedPages, "page")) unchanged)" : "")
    }
}

/// The search index laid out: the pages' entries, taken from the rendered site, counted, and so the names of the
/// index's files, known before any is made.
struct LaidOutSearchIndex: Sendable {
    var entries: [SearchIndex.PageEntry]
    var layout: SearchIndex.Layout
    var terms: SearchIndex.TermTable
    /// What the last build's index files were written from, and where this build's are left for the next one;
    /// nil when the build keeps no memo.
    var fileMemo: SearchIndex.FileMemo?
    var reusedPages: Int
}

extension SiteBuilder {
    /// Takes out of `rendered` what the render stage read for the search index (every page but the sticker
    /// sheets, whose states their page reaches, and the 404 page), counts it, and adds the names of the index's
    /// files to `rendered`'s paths: the check needs those names only, so it can run beside the rest of the index.
    /// `terms` numbers the entries' terms (the render stage's table); the entries kept for the next build are
    /// given back when the memo keeps them.
    func layOutIndex(_ rendered: inout RenderedSite, terms: SearchIndex.TermTable, earlier memo: BuildMemo)
        -> (LaidOutSearchIndex, kept: [String: FileReading<SearchIndex.PageEntry>]) {
        var entries: [SearchIndex.PageEntry] = []
        var kept: [String: FileReading<SearchIndex.PageEntry>] = [:]
        for index in rendered.pages.indices {
            guard let search = rendered.pages[index].search else { continue }
            entries.append(search.value)
            switch memo.retention {
            case .reusable:
                kept[rendered.pages[index].route.outputFile] = search
            case .oneShot:
                // The index's copy is then the only one, let go as soon as the postings hold it.
                rendered.pages[index].search = nil
            }
        }
        let layout = SearchIndex.Layout(entries: entries, terms: terms)
        rendered.name(layout.paths)
        let laidOut = LaidOutSearchIndex(entries: entries, layout: layout, terms: terms,
                                         fileMemo: memo.retention == .reusable ? memo.search.files : nil,
                                         reusedPages: rendered.reusedSearchEntries)
        return (laidOut, kept)
    }

    /// Ranks the laid-out index and adds its files to `output`, which hands them to the staging folder's writers as
    /// they are encoded; gives back what the memo keeps of them (nothing when the build keeps no memo).
    func index(_ laidOut: consuming LaidOutSearchIndex, into output: inout RenderedSite) -> (SearchIndexSummary, SearchIndex.FileMemo) {
        var summary = SearchIndexSummary(pages: laidOut.entries.count, reusedPages: laidOut.reusedPages)
        var fileMemo = laidOut.fileMemo
        // The entries' only copy goes to the index, which lets go of it once the postings hold it.
        let entries = laidOut.entries
        laidOut.entries = []
        let index = SearchIndex(entries: consume entries, layout: laidOut.layout, terms: laidOut.terms)
        // Each batch of files goes to the staging folder's writers as it is encoded.
        index.files(reusing: &fileMemo) { batch in
            output.add(batch)
            summary.files += batch.count
        }
        // The postings and documents (tens of thousands of lists on a large site) are freed on another thread, so
        // that freeing them does not hold up the end of the build.
        Self.release((consume index, consume laidOut))
        return (summary, fileMemo ?? SearchIndex.FileMemo())
    }
}
