import Foundation
import Parallel

extension SearchIndex {
    /// What the entries hold, counted in one pass before anything is ranked: the documents in order, how many
    /// documents have each term, and so the names of every file of the index.
    package struct Layout: Sendable {
        var documents: [Document] = []
        /// The number of each page's first document, the page's own (its title and search words).
        var pageStarts: [Int32] = []
        /// By term number: how many documents have the term.
        var sizes: [Int]
        /// The words a misspelt query word may be read as, by their length in characters (``typoLengths``).
        var words: [Int: [String]] = [:]
        /// The shards that have a term, sorted by name, each with its terms' numbers (in no particular order).
        var shards: [(name: String, terms: [Int])] = []

        package init(entries: [PageEntry], terms table: TermTable) {
            for index in entries.indices {
                pageStarts.append(Int32(documents.count))
                documents.append(contentsOf: entries[index].documents)
            }
            sizes = Self.sizes(of: entries, termCount: table.terms.count)
            words = Self.words(table.terms, sizes: sizes)
            // Grouped by the bytes the shard's name is made of, so that a name is made once per shard, not once per
            // term.
            var groups: [ShardKey: [Int]] = [:]
            for term in table.terms.indices where sizes[term] > 0 {
                groups[ShardKey(table.terms[term]), default: []].append(term)
            }
            shards = groups.values.flatMap { Self.split($0, depth: 2, sizes: sizes, terms: table.terms) }.sorted { $0.name < $1.name }
        }

        /// By term number, how many documents of `entries` have the term. Counted on every core, each core over
        /// every n-th page into an array of its own, and the arrays summed: no core waits on another's counts.
        private static func sizes(of entries: [PageEntry], termCount: Int) -> [Int] {
            let parts = max(1, min(Cores.usable, entries.count))
            var partials = Array(0..<parts).concurrentMap { part -> [Int] in
                var sizes = [Int](repeating: 0, count: termCount)
                sizes.withUnsafeMutableBufferPointer { sizes in
                    for index in stride(from: part, to: entries.count, by: parts) {
                        for counts in entries[index].counts {
                            for count in counts {
                                sizes[count.term] += 1
                            }
                        }
                    }
                }
                return sizes
            }
            var sizes = partials.removeFirst()
            sizes.withUnsafeMutableBufferPointer { sizes in
                for partial in partials {
                    for term in partial.indices {
                        sizes[term] += partial[term]
                    }
                }
            }
            return sizes
        }

        /// `group`, the terms sharing their first `depth` characters, as one shard, or, when its file would be
        /// larger than ``SearchIndex/shardByteLimit`` (a common start on a large site: "co"), as the shard of the
        /// terms of `depth` characters and one shard per next character, each split again in turn, down to
        /// ``SearchIndex/shardDepthLimit`` characters: a query downloads the file of its words' starts only.
        static func split(_ group: [Int], depth: Int, sizes: [Int], terms: [String]) -> [(name: String, terms: [Int])] {
            let name = SearchIndex.shard(of: terms[group[0]], scalars: depth)
            let bytes = group.reduce(0) { $0 + terms[$1].utf8.count + 8 + min(sizes[$1], SearchIndex.postingLimit) * 6 }
            guard bytes > SearchIndex.shardByteLimit, depth < SearchIndex.shardDepthLimit else { return [(name, group)] }
            var own: [Int] = []
            var deeper: [String: [Int]] = [:]
            for term in group {
                if terms[term].unicodeScalars.count <= depth {
                    own.append(term)
                } else {
                    deeper[SearchIndex.shard(of: terms[term], scalars: depth + 1), default: []].append(term)
                }
            }
            return (own.isEmpty ? [] : [(name, own)]) + deeper.values.flatMap { split($0, depth: depth + 1, sizes: sizes, terms: terms) }
        }

        /// The bytes of a term's first two scalars, which ``SearchIndex/shard(of:scalars:)`` writes as the shard's name.
        private struct ShardKey: Hashable {
            /// The bytes, first byte lowest: two scalars take at most eight.
            var bytes: UInt64 = 0
            var count = 0

            init(_ term: String) {
                var term = term
                term.withUTF8 { utf8 in
                    let prefix = SearchIndex.shardPrefix(of: utf8)
                    count = prefix.count
                    for (index, byte) in prefix.enumerated() {
                        bytes |= UInt64(byte) << (8 * index)
                    }
                }
            }
        }

        /// How many files the documents take, ``documentsPerChunk`` to a file.
        var chunkCount: Int {
            (documents.count + SearchIndex.documentsPerChunk - 1) / SearchIndex.documentsPerChunk
        }

        /// How many files the pages take, ``pagesPerChunk`` to a file.
        var pageChunkCount: Int {
            (pageStarts.count + SearchIndex.pagesPerChunk - 1) / SearchIndex.pagesPerChunk
        }

        /// The words of `terms` that documents have, made only of letters, by length in characters (those of
        /// ``typoLengths``), each length's ``wordsPerLength`` most frequent, sorted: what a query word that no
        /// document has is compared with, one edit away.
        private static func words(_ terms: [String], sizes: [Int]) -> [Int: [String]] {
            var byLength: [Int: [(word: String, size: Int)]] = [:]
            for (term, size) in zip(terms, sizes) where size > 0 {
                var length = 0
                var isWord = true
                for scalar in term.unicodeScalars {
                    length += 1
                    if !scalar.properties.isAlphabetic || length > typoLengths.upperBound {
                        isWord = false
                        break
                    }
                }
                if isWord && typoLengths.contains(length) {
                    byLength[length, default: []].append((term, size))
                }
            }
            return byLength.mapValues { words in
                words.sorted { $0.size != $1.size ? $0.size > $1.size : $0.word.utf8.lexicographicallyPrecedes($1.word.utf8) }
                    .prefix(wordsPerLength).map(\.word).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
        }

        /// Every file of the index, relative to the output folder: what ``SearchIndex/files(reusing:chunksPerBatch:emit:)``
        /// writes, known before any term is ranked.
        package var paths: [String] {
            shards.map { SearchIndex.folder + "terms/" + $0.name + ".json" }
                + (0..<chunkCount).map { SearchIndex.folder + "docs/\($0).json" }
                + (0..<pageChunkCount).map { SearchIndex.folder + "pages/\($0).json" }
                + words.keys.sorted().map { SearchIndex.folder + "words/\($0).json" }
                + [SearchIndex.folder + "index.json"]
        }
    }
}
