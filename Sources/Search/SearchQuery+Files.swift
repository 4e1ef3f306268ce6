import Foundation

extension SearchQuery {
    /// What `search/index.json` says: the counts and chunk sizes, the word lengths, the stop words, the shards.
    struct Meta: Sendable {
        var documents: Int
        var pages: Int
        var docChunk: Int
        var pageChunk: Int
        var lengths: Set<Int>
        var stopWords: Set<String>
        var shards: Set<String>
        /// The most characters a term file's name stands for.
        var shardDepth: Int

        init?(_ json: JSON) {
            guard let documents = json["documents"]?.integer, let pages = json["pages"]?.integer,
                  let docChunk = json["docChunk"]?.integer, let pageChunk = json["pageChunk"]?.integer,
                  docChunk > 0, pageChunk > 0, documents >= 0, pages >= 0 else { return nil }
            self.documents = documents
            self.pages = pages
            self.docChunk = docChunk
            self.pageChunk = pageChunk
            lengths = Set((json["words"]?.array ?? []).compactMap(\.integer))
            stopWords = Set((json["stopWords"]?.array ?? []).compactMap(\.string))
            shards = Set((json["shards"]?.array ?? []).compactMap(\.string))
            shardDepth = min(max(json["shardDepth"]?.integer ?? 2, 2), SearchIndex.shardDepthLimit)
        }

        /// The term file `term` is in: that of its first two characters, or of more where a large one was split
        /// (the longest start of the term that names a file).
        func shard(of term: String) -> String {
            let count = term.unicodeScalars.count
            for scalars in stride(from: min(count, shardDepth), to: 2, by: -1) {
                let name = SearchIndex.shard(of: term, scalars: scalars)
                if shards.contains(name) { return name }
            }
            return SearchIndex.shard(of: term)
        }
    }

    /// One page's line of `pages/`: its title, path, and the numbers of its first document and of the next page's.
    struct Page: Sendable {
        var title: String
        var path: String
        var first: Int
        var end: Int
    }

    /// The index's files one search reads, each parsed once, when first needed.
    struct Files {
        let read: @Sendable (String) -> Data?
        let meta: Meta?
        /// By shard name: each term's postings, and where each term is by its bytes.
        private var shards: [String: (terms: [(key: String, postings: String)], places: [[UInt8]: Int])] = [:]
        private var words: [Int: [String]] = [:]
        private var pageChunks: [Int: [JSON]] = [:]
        private var docChunks: [Int: [JSON]] = [:]

        init(read: @escaping @Sendable (String) -> Data?) {
            self.read = read
            meta = read(SearchIndex.folder + "index.json").flatMap(JSON.parse).flatMap(Meta.init)
        }

        /// The terms, with their postings, of the shard `term` is in, in the file's order, and, with `prefix`, of
        /// every shard split off below it, in name order: every term that starts with `term`.
        mutating func terms(near term: String, prefix: Bool = false) -> [(key: String, postings: String)] {
            var found = loadShard(of: term)?.terms ?? []
            guard prefix, let meta else { return found }
            let own = SearchIndex.shard(of: term, scalars: term.unicodeScalars.count)
            for name in meta.shards.filter({ $0.count > own.count && $0.hasPrefix(own) }).sorted() {
                found += load(name)?.terms ?? []
            }
            return found
        }

        /// The postings of `term` exactly (its bytes, not its canonical form); nil when no document has it.
        mutating func postings(of term: String) -> String? {
            guard let shard = loadShard(of: term), let place = shard.places[Array(term.utf8)] else { return nil }
            return shard.terms[place].postings
        }

        private mutating func loadShard(of term: String) -> (terms: [(key: String, postings: String)], places: [[UInt8]: Int])? {
            guard let meta else { return nil }
            return load(meta.shard(of: term))
        }

        private mutating func load(_ name: String) -> (terms: [(key: String, postings: String)], places: [[UInt8]: Int])? {
            if let shard = shards[name] { return shard }
            guard meta?.shards.contains(name) == true,
                  let members = read(SearchIndex.folder + "terms/" + name + ".json").flatMap(JSON.parse)?.members
            else { return nil }
            var terms: [(key: String, postings: String)] = []
            var places: [[UInt8]: Int] = [:]
            for (key, value) in members {
                guard let postings = value.string else { continue }
                // A key written twice keeps its last value, as the page script's JSON.parse does.
                if let place = places[Array(key.utf8)] {
                    terms[place].postings = postings
                } else {
                    places[Array(key.utf8)] = terms.count
                    terms.append((key, postings))
                }
            }
            shards[name] = (terms, places)
            return (terms, places)
        }

        /// The index's words of `length` characters that a misspelling is compared with.
        mutating func words(ofLength length: Int) -> [String] {
            if let list = words[length] { return list }
            guard meta?.lengths.contains(length) == true else { return [] }
            let list = (read(SearchIndex.folder + "words/\(length).json").flatMap(JSON.parse)?.array ?? []).compactMap(\.string)
            words[length] = list
            return list
        }

        /// Page `number`'s line, and where its documents end: the next page's first document; the index's last
        /// document for the last page. For the last page of a chunk that is not the site's last, the next chunk is
        /// read.
        mutating func page(_ number: Int) -> Page? {
            guard let meta, number >= 0, let row = pageRow(number), row.count >= 3, let title = row[0].string,
                  let path = row[1].string, let first = row[2].integer else { return nil }
            let end: Int
            if number + 1 >= meta.pages {
                end = meta.documents
            } else {
                end = pageRow(number + 1).flatMap { $0.count >= 3 ? $0[2].integer : nil } ?? first + 1
            }
            return Page(title: title, path: path, first: first, end: end)
        }

        private mutating func pageRow(_ number: Int) -> [JSON]? {
            guard let meta else { return nil }
            let chunk = number / meta.pageChunk
            if pageChunks[chunk] == nil {
                pageChunks[chunk] = read(SearchIndex.folder + "pages/\(chunk).json").flatMap(JSON.parse)?.array ?? []
            }
            let rows = pageChunks[chunk] ?? []
            return number % meta.pageChunk < rows.count ? rows[number % meta.pageChunk].array : nil
        }

        /// Document `number`'s heading, anchor and text.
        mutating func document(_ number: Int) -> Passage? {
            guard let meta, number >= 0, number < meta.documents else { return nil }
            let chunk = number / meta.docChunk
            if docChunks[chunk] == nil {
                docChunks[chunk] = read(SearchIndex.folder + "docs/\(chunk).json").flatMap(JSON.parse)?.array ?? []
            }
            let rows = docChunks[chunk] ?? []
            guard number % meta.docChunk < rows.count, let row = rows[number % meta.docChunk].array, row.count >= 3,
                  let heading = row[0].string, let anchor = row[1].string, let text = row[2].string else { return nil }
            return Passage(heading: heading, anchor: anchor, text: text)
        }
    }
}
