import Foundation
import SiteModel

/// The site search's ranking, read from the index files ``SearchIndex`` writes: what the page script
/// (Theme/assets/search.js, its engine) does, so that `specimen mcp`'s search and the site's box return the same
/// pages, in the same order, with the same passages.
///
/// Pages with more of the query's words come first, then by BM25 with idf over their words' best matches (a page's
/// own document, its title and search words, counting half as much again; a compound term twice); a word matches
/// itself, words of its Porter stem, and, for a word of five letters or more that none of those finds, words one
/// edit away. A page whose own document holds every word is what the query named: its result leads to the page
/// itself. Each search reads `search/index.json` and then only the files it needs, each parsed once in the call.
package struct SearchQuery: Sendable {
    static let stemWeight = 0.85
    static let prefixWeight = 0.6
    static let typoWeight = 0.5
    static let pageWeight = 1.5
    static let compoundWeight = 2.0
    /// The passages a result shows.
    static let passageLimit = 3
    /// The longest query read, in bytes; a longer one is cut at a character.
    package static let queryLimit = 4_096
    /// The most words, and the most compound terms, read from a query.
    package static let wordLimit = 32
    /// The most results one search returns.
    package static let resultLimit = 200
    /// The most words one edit away that a misspelt word is looked up as.
    static let typoLimit = 256
    /// The file every search reads first; a site without it has no index.
    package static let indexPath = SearchIndex.folder + "index.json"

    /// A passage of a result: its heading and anchor ("" for the page's own text) and the start of its text.
    package struct Passage: Sendable, Hashable {
        package var heading: String
        package var anchor: String
        package var text: String
    }

    /// A page found, with its passages, best first.
    package struct Result: Sendable {
        package var title: String
        /// The page's route path from the site root: `components/slider/`.
        package var path: String
        /// The path and the anchor of the first passage, when it has one: where the result leads.
        package var url: String
        /// Up to three: the page's first passage when the query named the page, then the best that matched.
        package var passages: [Passage]
        package var score: Double
    }

    /// Reads a file of the built site by its path from the output folder (`search/index.json`); nil when there is
    /// none. The caller bounds and confines what it reads.
    let read: @Sendable (String) -> Data?

    package init(read: @escaping @Sendable (String) -> Data?) {
        self.read = read
    }

    /// Over the index's files in memory, by path (`search/index.json`), as ``SearchIndex/files`` gives them.
    package init(files: [String: Data]) {
        self.init(read: { files[$0] })
    }

    /// The pages that match `query`, best first, at most `limit` (and ``resultLimit``). With `typing`, a query
    /// that ends in a letter or digit matches its last word as the start of longer words too, as the box does
    /// while the reader types; a complete query (an assistant's) leaves it false.
    package func search(_ query: String, limit: Int, typing: Bool = false) -> [Result] {
        let limit = min(max(limit, 0), Self.resultLimit)
        var files = Files(read: read)
        guard limit > 0, let meta = files.meta else { return [] }
        let parsed = Self.parse(Self.bounded(query), stopWords: meta.stopWords)
        guard !parsed.words.isEmpty else { return [] }
        let last = parsed.words.count - 1
        var lists = parsed.words.enumerated().map { position, word in
            variants(of: word, prefix: typing && parsed.typing && position == last, files: &files)
        }
        for term in parsed.compounds {
            lists.append(files.postings(of: term).map { [Variant(term: term, weight: Self.compoundWeight, postings: $0)] } ?? [])
        }
        let ranked = Self.rank(lists, words: parsed.words.count, documents: meta.documents)
        return ranked.prefix(limit).compactMap { details(of: $0, files: &files) }
    }

    /// `query` cut to ``queryLimit`` bytes at a character.
    static func bounded(_ query: String) -> String {
        guard query.utf8.count > queryLimit else { return query }
        var cut = ""
        for character in query {
            guard cut.utf8.count + character.utf8.count <= queryLimit else { break }
            cut.append(character)
        }
        return cut
    }
}
