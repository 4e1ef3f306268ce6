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
    /// One more than the highest term number a ``TermCount`` holds.
    static let termLimit = 1 << 26
}
