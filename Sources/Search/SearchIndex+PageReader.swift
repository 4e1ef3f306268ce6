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
            entry(route: page.route, title: page.title, sections: SearchText.rawSections(html: page.html))
        }

        /// The entry of the page at `route` whose HTML read as `sections` (``SearchText/Reader``).
        package mutating func entry(route: Route, title: String, sections: [SearchText.RawSection]) -> PageEntry {
            var entry = PageEntry(title: title)
            var titleTerms: [Int] = []
            SearchIndex.forEachWord(in: title) { word in
                let number = table.number(of: word)
                if !titleTerms.contains(number) { titleTerms.append(number) }
            }
            let path = route.encodedPath
            for (offset, section) in sections.enumerated() {
                section.text.withUnsafeBufferPointer { text in
                    SearchIndex.forEachWord(in: text) { add(table.number(of: $0), 1) }
                }
                if let heading = section.heading {
                    SearchIndex.forEachWord(in: heading) { add(table.number(of: $0), 6) }
                }
                // The page's title counts for its first section, so that the page itself ranks first.
                if offset == 0 {
                    for number in titleTerms {
                        add(number, 10)
                    }
                }
                let document = Document(
                    title: title,
                    heading: section.heading,
                    url: Self.url(path, section.id),
                    excerpt: SearchIndex.excerpt(folding: section.text)
                )
                entry.documents.append(document)
                // Sized at once: compactMap grows its array from empty, and every document of every page asks.
                entry.counts.append([TermCount](unsafeUninitializedCapacity: touched.count) { buffer, initialized in
                    for number in touched {
                        if let count = TermCount(term: number, count: counts[number]) {
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
            return entry
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
