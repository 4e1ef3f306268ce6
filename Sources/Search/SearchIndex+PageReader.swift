import SiteModel

extension SearchIndex {
    /// Reads pages into entries whose term numbers are its own table's. The render stage gives each slice of pages
    /// a reader and renumbers the entries into the memo's table afterwards.
    package struct PageReader {
        package private(set) var table = TermTable()
        /// Per term number, the count in the document being read; `touched` lists the numbers that are not 0.
        private var counts: [UInt32] = []
        private var touched: [Int] = []

        package init() {}

        package mutating func entry(_ page: Source) -> PageEntry {
            entry(route: page.route, title: page.title, keywords: page.keywords, sections: SearchText.rawSections(html: page.html))
        }

        /// The entry of the page at `route` whose HTML read as `sections` (``SearchText/Reader``): first the page
        /// itself, found by its title and `keywords` (its front matter's search words), then each passage.
        package mutating func entry(route: Route, title: String, keywords: [String] = [], sections: [SearchText.RawSection]) -> PageEntry {
            var entry = PageEntry(title: title)
            entry.keywords = keywords
            let path = route.encodedPath
            var length = 0
            countWords(in: title, weight: Weight.title, length: &length, compounds: true)
            for keyword in keywords {
                countWords(in: keyword, weight: Weight.keyword, length: &length, compounds: true)
            }
            finishDocument(Document(title: title, heading: nil, url: path, excerpt: ""), length: length, into: &entry)
            for section in sections {
                length = 0
                section.text.withUnsafeBufferPointer { countWords(in: $0, weight: Weight.text, length: &length) }
                section.cells.withUnsafeBufferPointer { countWords(in: $0, weight: Weight.text, length: &length) }
                section.code.withUnsafeBufferPointer { countCompounds(in: $0, weight: Weight.text) }
                if let heading = section.heading {
                    countWords(in: heading, weight: Weight.heading, length: &length, compounds: true)
                }
                let document = Document(
                    title: title,
                    heading: section.heading,
                    url: Self.url(path, section.id),
                    excerpt: SearchIndex.excerpt(folding: section.text)
                )
                finishDocument(document, length: length, into: &entry)
            }
            return entry
        }

        /// How much one occurrence of a word counts, by where it is: a page's title most, its search words, a
        /// heading; a table cell's words count once as text and once as cells.
        enum Weight {
            static let title: UInt32 = 10
            static let keyword: UInt32 = 8
            static let heading: UInt32 = 6
            static let text: UInt32 = 1
        }

        /// Counts the words of `text` with `weight`, and with `compounds` its compound terms too.
        private mutating func countWords(in text: String, weight: UInt32, length: inout Int, compounds: Bool = false) {
            var text = text
            text.withUTF8 { text in
                countWords(in: text, weight: weight, length: &length)
                if compounds { countCompounds(in: text, weight: weight) }
            }
        }

        private mutating func countWords(in text: UnsafeBufferPointer<UInt8>, weight: UInt32, length: inout Int) {
            var words = 0
            SearchIndex.forEachWord(in: text) { word in
                words += 1
                add(table.number(of: word), weight)
            }
            length += words
        }

        /// Counts the compound terms of `text` (token paths, CSS variables, short colours) with `weight`: read from a
        /// passage's code, its heading, the title and the search words, where they are written.
        private mutating func countCompounds(in text: UnsafeBufferPointer<UInt8>, weight: UInt32) {
            SearchIndex.forEachCompound(in: text) { add(table.number(of: $0), weight) }
        }

        /// Adds `document`, its terms scored from their counts and its length, and starts the next.
        private mutating func finishDocument(_ document: Document, length: Int, into entry: inout PageEntry) {
            entry.documents.append(document)
            let norm = SearchIndex.lengthNorm(length)
            // Sized at once: compactMap grows its array from empty, and every document of every page asks.
            entry.counts.append([TermCount](unsafeUninitializedCapacity: touched.count) { buffer, initialized in
                for number in touched {
                    if let count = TermCount(term: number, count: SearchIndex.score(counts[number], norm: norm)) {
                        buffer.initializeElement(at: initialized, to: count)
                        initialized += 1
                    }
                }
            })
            for number in touched {
                counts[number] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }

        /// `path`, and `#id` when there is an id: sized at once, where adding two Strings made a third and grew it.
        private static func url(_ path: String, _ id: String?) -> String {
            guard let id else { return path }
            var url = ""
            url.reserveCapacity(path.utf8.count + 1 + id.utf8.count)
            url += path
            url += "#"
            url += id
            return url
        }

        /// Counts the word numbered `number` with `weight`, unless it is a stop word.
        @inline(__always)
        private mutating func add(_ number: Int, _ weight: UInt32) {
            guard !table.isStopWord(number) else { return }
            if number >= counts.count {
                // The title's terms are numbered before any is counted.
                counts.append(contentsOf: repeatElement(0, count: number + 1 - counts.count))
            }
            if counts[number] == 0 {
                touched.append(number)
            }
            counts[number] += weight
        }
    }
}
