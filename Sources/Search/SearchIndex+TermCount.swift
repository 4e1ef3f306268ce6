extension SearchIndex {
    /// How well a document matches a term: the term's number and its score, how often the document has it
    /// (weighted: a heading's terms count more) up to ``scoreLimit``, packed into 32 bits, since a large site's
    /// index holds millions of these. A term numbered ``termLimit`` or more (a site with some 67 million distinct
    /// words) has none and is left out of the index.
    struct TermCount: Sendable, Hashable {
        private var packed: UInt32

        init?(term: Int, count: UInt32) {
            guard term < SearchIndex.termLimit else { return nil }
            packed = UInt32(term) << 6 | min(count, SearchIndex.scoreLimit)
        }

        var term: Int { Int(packed >> 6) }
        var score: Int32 { Int32(packed & 0x3F) }

        /// The same score for the term numbered `term`.
        func renumbered(_ term: Int) -> TermCount? {
            TermCount(term: term, count: UInt32(score))
        }
    }

    /// The highest score: one base-36 digit, the last character of each posting in the shard files.
    static let scoreLimit: UInt32 = 35

    /// BM25's length part for a document of `length` words: a term counts more in a short passage (a token's row,
    /// a state) than in a long section. Measured against a fixed length rather than the site's mean, so that a
    /// page's scores depend on the page alone and its entry is kept while it is unchanged.
    static func lengthNorm(_ length: Int) -> Double {
        bm25K1 * (1 - bm25B + bm25B * Double(min(length, 100_000)) / referenceLength)
    }

    /// A term's score in a document where it counts `count` (weighted by where it is, ``PageReader/Weight``):
    /// BM25's saturation of the count, as 1 to 33.
    static func score(_ count: UInt32, norm: Double) -> UInt32 {
        let count = Double(count)
        let saturated = count * (bm25K1 + 1) / (count + norm)
        return UInt32(max(1, min(Double(scoreLimit), (saturated * 15).rounded())))
    }

    static let bm25K1 = 1.2
    static let bm25B = 0.75
    /// The length of a passage of a few sentences, in words.
    static let referenceLength = 100.0
    /// One more than the highest term number a ``TermCount`` holds.
    static let termLimit = 1 << 26
}
