import Search
import SiteModel

/// What the index stage made, with what it was made from.
struct SearchCache: Sendable {
    /// Output path → the built HTML and what the search index read from it.
    var entries: [String: FileReading<SearchIndex.PageEntry>] = [:]
    /// The search index's files and what each was written from.
    var files = SearchIndex.FileMemo()
}
