import Foundation
import Parallel
import SiteModel

/// The site's search index, split so that a query downloads only what it needs.
///
/// Each page is a document of its own (its title and search words), then one per passage: the text under a heading,
/// a table row with an id, a preview's state (``SearchText/RawSection``). Terms go into files by their first two
/// characters (`search/terms/636f.json` holds every term starting with "co"), or more where one would be too large
/// (``shardByteLimit``), each term with its documents ranked by BM25, at most ``postingLimit`` of them. Pages'
/// titles and paths go into `search/pages/`, passages' headings, anchors and text into chunks of
/// ``documentsPerChunk`` (`search/docs/12.json`), fetched only for the results shown. `search/index.json` lists
/// the term files and the stop words, so the page script (and ``SearchQuery``) tokenises exactly as this does.
package struct SearchIndex: Sendable {
    package static let folder = "search/"
    /// The theme asset whose presence asks for an index: the script that reads it.
    package static let script = "search.js"
    /// Small enough that the eight results a query shows cost little even when each is in a chunk of its own.
    static let documentsPerChunk = 16
    /// The largest a term file is let grow, in bytes (estimated from its postings): a larger one is split by the
    /// terms' next character, so that a query's download stays bounded on a large site.
    static let shardByteLimit = 48 * 1024
    /// The most characters a term file's name stands for.
    static let shardDepthLimit = 10
    /// Pages' titles and paths to a file: a line each.
    static let pagesPerChunk = 64
    /// The lengths, in characters, of the words a misspelt query word is compared with: one edit away from a word
    /// of five letters or more.
    static let typoLengths = 4...24
    /// The most words of one length kept for misspellings: the most frequent, so that the file stays small on a
    /// site of any size.
    static let wordsPerLength = 4_000
    /// A term keeps its best-matching documents only: a query's download stays bounded on any site size.
    static let postingLimit = 1_000
    /// The start of each passage kept, from which a result's excerpt is cut around the words that matched.
    static let excerptLength = 280
    /// Words too common to help; the script drops them from queries too.
    static let stopWords: Set<String> = ["an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it",
                                         "of", "on", "or", "the", "to", "with"]

    /// One page as the index reads it.
    package struct Source {
        var route: Route
        var title: String
        /// The page's search words (its front matter's `keywords`, and `aliases` that are words).
        var keywords: [String]
        var html: Data

        package init(route: Route, title: String, keywords: [String] = [], html: Data) {
            self.route = route
            self.title = title
            self.keywords = keywords
            self.html = html
        }
    }

    struct Document: Sendable, Hashable {
        var title: String
        var heading: String?
        /// From the site root: `components/slider/#usage`.
        var url: String
        var excerpt: String

        /// The part of ``url`` after `#`, or empty.
        var anchor: Substring {
            url.firstIndex(of: "#").map { url[url.index(after: $0)...] } ?? ""
        }
    }

    /// The pages' entries, with their term numbers in `table`: what the render stage reads of each page as it
    /// writes it, here for pages given as a list.
    static func entries(_ pages: [Source], terms table: inout TermTable) -> [PageEntry] {
        var reader = PageReader()
        let entries = pages.map { reader.entry($0) }
        let numbers = reader.table.terms.map { UInt32(table.number(of: $0)) }
        return entries.map { entry in
            var renumbered = entry
            renumbered.renumber(numbers)
            return renumbered
        }
    }

    private(set) var documents: [Document] = []
    /// The terms, by number: the table's.
    let terms: [String]
    /// By term number: (document, score) pairs, best first; empty for a term no document has. Indexed by number,
    /// so filling it hashes no term.
    var lists: [[Posting]]
    /// The layout's shards: the terms that have documents, grouped by the file they go into.
    let shards: [(name: String, terms: [Int])]
    /// The number of each page's first document.
    let pageStarts: [Int32]
    /// By term number: how many documents have it, which a list cut at ``postingLimit`` no longer tells.
    let sizes: [Int]
    /// The words a misspelling is compared with, by length.
    let words: [Int: [String]]

    /// Term → (document, score) pairs, best first.
    var postings: [String: [Posting]] {
        var postings: [String: [Posting]] = [:]
        for (term, list) in zip(terms, lists) where !list.isEmpty {
            postings[term] = list
        }
        return postings
    }

    /// A document that has a term, and how well it matches.
    struct Posting: Sendable, Hashable {
        var document: Int32
        var score: Int32
    }

    /// Each term file by its shard's name, with the terms, postings and counts it was written from.
    typealias ShardMemo = [String: (terms: [String], lists: [[Posting]], sizes: [Int], data: Data)]

    /// The index files of the last build, each with what it was written from: a shard or chunk whose content is
    /// unchanged is not written out again.
    package struct FileMemo: Sendable {
        var shards = ShardMemo()
        /// The pages' first documents the shards were written with.
        var pageStarts: [Int32] = []
        var chunks: [Int: (documents: ArraySlice<Document>, data: Data)] = [:]

        package init() {}
    }

    init(pages: [Source]) {
        var table = TermTable()
        let entries = Self.entries(pages, terms: &table)
        self.init(entries: entries, terms: table)
    }

    /// Numbers the pages' documents in order and ranks each term's documents.
    /// - Parameters:
    ///   - entries: the pages, in site order; let go once the postings hold them.
    ///   - terms: the table the entries' term numbers come from.
    ///   - batchLimit: the most postings one batch of terms fills at once.
    init(entries: consuming [PageEntry], terms table: TermTable, batchLimit: Int = Self.batchLimit) {
        let layout = Layout(entries: copy entries, terms: table)
        self.init(entries: entries, layout: layout, terms: table, batchLimit: batchLimit)
    }

    /// Ranks each term's documents, the entries already counted in `layout`.
    package init(entries: consuming [PageEntry], layout: Layout, terms table: TermTable, batchLimit: Int = Self.batchLimit) {
        // The counts are read in passes: the layout's sized each term's list and numbered the documents; then, for
        // each batch of terms, one flat array is filled in document order (a term occurs once in a document's
        // counts), so no list grows by appending, and ranked. A batch holds at most `batchLimit` postings (or one
        // term), so the flat arrays beside the counts stay small however large the site.
        documents = layout.documents
        terms = table.terms
        shards = layout.shards
        pageStarts = layout.pageStarts
        self.sizes = layout.sizes
        words = layout.words
        lists = [[Posting]](repeating: [], count: table.terms.count)
        let sizes = layout.sizes
        var batches: [Range<Int>] = []
        var batchStart = 0
        while batchStart < sizes.count {
            var batchEnd = batchStart
            var batchSize = 0
            while batchEnd < sizes.count, batchEnd == batchStart || batchSize + sizes[batchEnd] <= batchLimit {
                batchSize += sizes[batchEnd]
                batchEnd += 1
            }
            batches.append(batchStart..<batchEnd)
            batchStart = batchEnd
        }
        // Each batch reads every page's counts once: on a large site the batches share the cores, each ranking its
        // own terms; a site of one batch ranks its terms on every core instead.
        let filled: [[(term: Int, postings: [Posting])]]
        if batches.count == 1 {
            filled = [Self.rank(batches[0], sizes: sizes, of: entries, concurrently: true)]
        } else {
            filled = batches.concurrentMap { [entries, sizes] in Self.rank($0, sizes: sizes, of: entries, concurrently: false) }
        }
        for batch in filled {
            for (term, list) in batch {
                lists[term] = list
            }
        }
    }

    /// The most postings one batch of terms fills at once, 16 MB of them. Each batch reads every count, so fewer,
    /// larger batches read less; the flat array of one batch is memory beside the counts, so its size is bounded
    /// whatever the site's.
    static let batchLimit = 1 << 21

    /// The postings of the terms numbered `terms` that occur, each ranked: best score first, then document order.
    private static func rank(_ terms: Range<Int>, sizes: [Int], of entries: [PageEntry],
                             concurrently: Bool) -> [(term: Int, postings: [Posting])] {
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for term in terms {
            starts[term - terms.lowerBound + 1] = starts[term - terms.lowerBound] + sizes[term]
        }
        guard starts[terms.count] > 0 else { return [] }
        var next = starts
        var flat = [Posting](repeating: Posting(document: 0, score: 0), count: starts[terms.count])
        // Filled through buffers: each posting's two stores asked both arrays whether they were shared.
        flat.withUnsafeMutableBufferPointer { flat in
            next.withUnsafeMutableBufferPointer { next in
                var number: Int32 = 0
                for entry in entries {
                    for counts in entry.counts {
                        for count in counts where terms.contains(count.term) {
                            let slot = count.term - terms.lowerBound
                            flat[next[slot]] = Posting(document: number, score: count.score)
                            next[slot] += 1
                        }
                        number += 1
                    }
                }
            }
        }
        let used = terms.filter { sizes[$0] > 0 }
        let rank = { @Sendable [flat, starts] (term: Int) -> (term: Int, postings: [Posting]) in
            let slot = term - terms.lowerBound
            return (term, Self.ranked(flat[starts[slot]..<starts[slot + 1]]))
        }
        return concurrently ? used.concurrentMap(rank) : used.map(rank)
    }

    /// `postings` (one term's, in document order) best score first, documents in order within a score, cut at
    /// ``postingLimit``. Scores are 0 to ``scoreLimit``, so they are counted and the postings placed, not
    /// compared: linear in the postings.
    static func ranked(_ postings: ArraySlice<Posting>) -> [Posting] {
        let kept = Swift.min(postings.count, postingLimit)
        // Where each score's postings go, counted on the stack: the arrays of counts were two allocations per term.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: Int(scoreLimit) + 1) { starts in
            starts.initialize(repeating: 0)
            for posting in postings {
                starts[Int(posting.score)] += 1
            }
            // Where each score's postings start, highest score first.
            var start = 0
            for score in starts.indices.reversed() {
                let count = starts[score]
                starts[score] = start
                start += count
            }
            return [Posting](unsafeUninitializedCapacity: kept) { buffer, initialized in
                for posting in postings {
                    let position = starts[Int(posting.score)]
                    starts[Int(posting.score)] += 1
                    if position < kept {
                        buffer.initializeElement(at: position, to: posting)
                    }
                }
                initialized = kept
            }
        }
    }
}
