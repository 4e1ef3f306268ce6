extension SearchIndex {
    /// One page's documents, each with its terms' counts by number: what the memo keeps of a page.
    package struct PageEntry: Sendable {
        package var title: String
        /// The page's search words, which its first document holds.
        package var keywords: [String] = []
        /// The page's documents.
        var documents: [Document] = []
        /// Each document's terms' counts, a term once, in the order of ``documents``: apart from them, so that
        /// passes over the counts copy no document and its strings.
        var counts: [[TermCount]] = []

        /// Gives each term the number `numbers` has at its present one: from a reader's table to a shared one.
        package mutating func renumber(_ numbers: [UInt32]) {
            // In place: no document's counts are copied.
            for index in counts.indices {
                let kept = counts[index].withUnsafeMutableBufferPointer { counts in
                    var kept = 0
                    for position in counts.indices {
                        if let count = counts[position].renumbered(Int(numbers[counts[position].term])) {
                            counts[kept] = count
                            kept += 1
                        }
                    }
                    return kept
                }
                counts[index].removeLast(counts[index].count - kept)
            }
        }
    }
}
