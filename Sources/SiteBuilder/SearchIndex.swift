import Foundation
import SiteModel

/// The site's search index, split so that a query downloads only what it needs.
///
/// Every section of every page (the text under one heading) is a document. Terms go into shards by their first two
/// characters (`search/terms/636f.json` holds every term starting with "co"), each term with its documents ranked
/// by how well they match, at most ``postingLimit`` of them. Documents' titles, links and excerpts go into chunks
/// of ``documentsPerChunk`` (`search/docs/12.json`), fetched only for the results shown. `search/index.json` lists
/// the shards and the stop words, so the page script tokenises exactly as this does.
struct SearchIndex: Sendable {
    static let folder = "search/"
    /// The theme asset whose presence asks for an index: the script that reads it.
    static let script = "search.js"
    /// Small enough that the eight results a query shows cost little even when each is in a chunk of its own.
    static let documentsPerChunk = 32
    /// A term keeps its best-matching documents only: a query's download stays bounded on any site size.
    static let postingLimit = 1_000
    static let excerptLength = 160
    /// Words too common to help; the script drops them from queries too.
    static let stopWords: Set<String> = ["an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it",
                                         "of", "on", "or", "the", "to", "with"]

    /// One page as the index reads it.
    struct Source {
        var route: Route
        var title: String
        var html: Data
    }

    struct Document: Sendable, Hashable {
        var title: String
        var heading: String?
        /// From the site root: `components/slider/#usage`.
        var url: String
        var excerpt: String
    }

    /// Terms numbered in the order they are first met, so that merging the pages' counts indexes an array rather
    /// than hashing every term of every page again. A memo keeps it, with the page entries that use its numbers.
    struct TermTable: Sendable {
        fileprivate(set) var terms: [String] = []
        /// Every term's UTF-8 bytes back to back; term `n` ends at `ends[n]`, and its hash is `hashes[n]`.
        private var bytes: [UInt8] = []
        private var ends: [Int] = []
        private var hashes: [UInt64] = []
        /// A term of eight bytes or fewer (nearly every word) packed into one number, first byte lowest: such a
        /// term is found by comparing that number and the length, with no pass over its bytes. 0 for longer ones.
        private var shortKeys: [UInt64] = []
        /// Open addressing by hash: a term's number plus one, or 0 for an empty slot. Looked up by bytes, so that
        /// reading a page makes no String for a term the table already has.
        private var slots = [Int32](repeating: 0, count: 1 << 10)

        mutating func number(of term: String) -> Int {
            var term = term
            return term.withUTF8 { number(of: $0) }
        }

        mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
            let short = term.count <= 8
            let key = short ? Self.shortKey(term) : 0
            let hash = short ? Self.hash(shortKey: key, count: term.count) : Self.hash(term)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let number = Int(slots[slot]) - 1
                if hashes[number] == hash, short ? shortKeys[number] == key && length(number) == term.count : equal(number, term) {
                    return number
                }
                slot = (slot + 1) & mask
            }
            let number = terms.count
            terms.append(String(decoding: term, as: UTF8.self))
            bytes.append(contentsOf: term)
            ends.append(bytes.count)
            hashes.append(hash)
            shortKeys.append(key)
            slots[slot] = Int32(number + 1)
            if terms.count * 2 > slots.count { grow() }
            return number
        }

        private func length(_ number: Int) -> Int {
            ends[number] - (number == 0 ? 0 : ends[number - 1])
        }

        private func equal(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = number == 0 ? 0 : ends[number - 1]
            guard ends[number] - start == term.count else { return false }
            return bytes.withUnsafeBufferPointer { stored in
                term.isEmpty || memcmp(stored.baseAddress! + start, term.baseAddress!, term.count) == 0
            }
        }

        private mutating func grow() {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            let mask = slots.count - 1
            for number in hashes.indices {
                var slot = Int(truncatingIfNeeded: hashes[number]) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(number + 1)
            }
        }

        /// The bytes of a term of eight bytes or fewer, first byte lowest. Read as two loads that may overlap,
        /// the first bytes and the last: where they overlap they read the same bytes, so or-ing them in place is
        /// exact. A loop over the bytes cost as much as the rest of the lookup.
        private static func shortKey(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
            let count = bytes.count
            switch count {
            case 4...8:
                let first = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
                let last = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
                return first | last << (8 * UInt64(count - 4))
            case 2...3:
                let first = UInt64(UInt16(littleEndian: base.loadUnaligned(as: UInt16.self)))
                let last = UInt64(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
                return first | last << (8 * UInt64(count - 2))
            case 1:
                return UInt64(bytes[0])
            default:
                return 0
            }
        }

        /// A short term's hash from its key and length: MurmurHash3's 64-bit finaliser, so that the low bits, which
        /// pick the slot, depend on every byte.
        private static func hash(shortKey key: UInt64, count: Int) -> UInt64 {
            var hash = key ^ UInt64(count) << 59
            hash ^= hash >> 33
            hash &*= 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 33
            hash &*= 0xC4CE_B9FE_1A85_EC53
            return hash ^ hash >> 33
        }

        /// FNV-1a, for longer terms: a term's number does not depend on it, only which slot it takes.
        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            return hash
        }
    }

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

    /// One page's documents, each with its terms' counts by number: what the memo keeps of a page.
    struct PageEntry: Sendable {
        var title: String
        /// The page's documents.
        var documents: [Document] = []
        /// Each document's terms' counts, a term once, in the order of ``documents``: apart from them, so that
        /// passes over the counts copy no document and its strings.
        var counts: [[TermCount]] = []

        /// Gives each term the number `numbers` has at its present one: from a reader's table to a shared one.
        mutating func renumber(_ numbers: [UInt32]) {
            // In place: a new array per document was most of the render stage's merge, on one core.
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

    /// Reads pages into entries whose term numbers are its own table's. The render stage gives each slice of pages
    /// a reader and renumbers the entries into the memo's table afterwards.
    struct PageReader {
        private(set) var table = TermTable()
        /// Per term number, the count in the document being read; `touched` lists the numbers that are not 0.
        private var counts: [UInt32] = []
        private var touched: [Int] = []

        mutating func entry(_ page: Source) -> PageEntry {
            var entry = PageEntry(title: page.title)
            var titleTerms: [Int] = []
            SearchIndex.forEachTerm(in: page.title) { term in
                let number = table.number(of: term)
                if !titleTerms.contains(number) { titleTerms.append(number) }
            }
            let path = page.route.encodedPath
            for (offset, section) in SearchText.rawSections(html: page.html).enumerated() {
                section.text.withUnsafeBufferPointer { text in
                    SearchIndex.forEachTerm(in: text) { add(table.number(of: $0), 1) }
                }
                if let heading = section.heading {
                    SearchIndex.forEachTerm(in: heading) { add(table.number(of: $0), 6) }
                }
                // The page's title counts for its first section, so that the page itself ranks first.
                if offset == 0 {
                    for number in titleTerms {
                        add(number, 10)
                    }
                }
                let document = Document(
                    title: page.title,
                    heading: section.heading,
                    url: path + (section.id.map { "#" + $0 } ?? ""),
                    excerpt: SearchIndex.excerpt(folding: section.text)
                )
                entry.documents.append(document)
                // Sized at once: compactMap grows its array from empty, and every document of every page asks.
                entry.counts.append([TermCount](unsafeUninitializedCapacity: touched.count) { buffer, initialized in
                    for number in touched {
                        if let count = TermCount(term: number, count: counts[number]) {
                            (buffer.baseAddress! + initialized).initialize(to: count)
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

        private mutating func add(_ number: Int, _ weight: UInt32) {
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
    private let terms: [String]
    /// By term number: (document, score) pairs, best first; empty for a term no document has. An array, not a
    /// dictionary by term: filling one hashed every distinct term of the site again, on one core.
    private var lists: [[Posting]]
    /// The layout's shards: the terms that have documents, grouped by the file they go into.
    private let shards: [(name: String, terms: [Int])]

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

    /// The index files of the last build, each with what it was written from: a shard or chunk whose content is
    /// unchanged is not written out again.
    struct FileMemo: Sendable {
        fileprivate var shards: [String: (terms: [String], lists: [[Posting]], data: Data)] = [:]
        fileprivate var chunks: [Int: (documents: ArraySlice<Document>, data: Data)] = [:]
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

    /// What the entries hold, counted in one pass before anything is ranked: the documents in order, how many
    /// documents have each term, and so the names of every file of the index.
    struct Layout: Sendable {
        fileprivate(set) var documents: [Document] = []
        /// By term number: how many documents have the term.
        fileprivate var sizes: [Int]
        /// The shards that have a term, sorted by name, each with its terms' numbers (in no particular order).
        fileprivate(set) var shards: [(name: String, terms: [Int])] = []

        init(entries: [PageEntry], terms table: TermTable) {
            for index in entries.indices {
                documents.append(contentsOf: entries[index].documents)
            }
            sizes = Self.sizes(of: entries, termCount: table.terms.count)
            // Grouped by the bytes the shard's name is made of, so that a name is made once per shard rather than
            // once per term: at 10,000 pages that is 356 names instead of 75,000.
            var groups: [ShardKey: [Int]] = [:]
            for term in table.terms.indices where sizes[term] > 0 {
                groups[ShardKey(table.terms[term]), default: []].append(term)
            }
            shards = groups.values.map { (SearchIndex.shard(of: table.terms[$0[0]]), $0) }.sorted { $0.name < $1.name }
        }

        /// By term number, how many documents of `entries` have the term. Counted on every core, each core over
        /// every n-th page into an array of its own: counted into one array on one core, this was most of laying
        /// out the index (40 ms at 10,000 pages), while the other core waited.
        private static func sizes(of entries: [PageEntry], termCount: Int) -> [Int] {
            let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, entries.count))
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

        /// The bytes of a term's first two scalars, which ``SearchIndex/shard(of:)`` writes as the shard's name.
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

        /// Every file of the index, relative to the output folder: what ``SearchIndex/files(reusing:keepingMemo:chunksPerBatch:emit:)``
        /// writes, known before any term is ranked.
        var paths: [String] {
            shards.map { SearchIndex.folder + "terms/" + $0.name + ".json" }
                + (0..<chunkCount).map { SearchIndex.folder + "docs/\($0).json" } + [SearchIndex.folder + "index.json"]
        }
    }

    /// Ranks each term's documents, the entries already counted in `layout`.
    init(entries: consuming [PageEntry], layout: Layout, terms table: TermTable, batchLimit: Int = Self.batchLimit) {
        // The counts are read in passes: the layout's sized each term's list and numbered the documents; then, for
        // each batch of terms, one flat array is filled in document order (a term occurs once in a document's
        // counts), so no list grows by appending, and ranked. A batch holds at most `batchLimit` postings (or one
        // term), so the flat arrays beside the counts stay small however large the site.
        documents = layout.documents
        terms = table.terms
        shards = layout.shards
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

    /// The most postings one batch of terms fills at once, 16 MB of them: at 10,000 pages the counts hold about
    /// seven million, four batches, two on each core. Each batch reads every count; with half the batches (8 MB)
    /// the stage took about 20 ms longer there, and one batch of all of them (56 MB) raised the build's peak
    /// memory by up to 24 MiB.
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
        let used = terms.filter { sizes[$0] > 0 }
        let rank = { @Sendable [flat, starts] (term: Int) -> (term: Int, postings: [Posting]) in
            let slot = term - terms.lowerBound
            return (term, Self.ranked(flat[starts[slot]..<starts[slot + 1]]))
        }
        return concurrently ? used.concurrentMap(rank) : used.map(rank)
    }

    /// Lowercased runs of letters and digits, two characters or more, without stop words. The page script splits
    /// the same way (`/[^\p{Alphabetic}\p{N}]+/u`).
    ///
    /// The index reads them with ``forEachTerm(in:_:)``, as bytes; this gives them as Strings.
    static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    /// Calls `visit` with each of ``terms(_:)``, as UTF-8 bytes valid during the call, without making Strings. The
    /// text is read as UTF-8, ASCII answered without a property lookup; other scalars are decoded for theirs.
    static func forEachTerm(in text: String, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachTerm(in: $0, visit) }
    }

    /// ``forEachTerm(in:_:)`` for UTF-8 bytes; a byte that does not start a well-formed scalar ends a term, as a
    /// String's replacement character would.
    static func forEachTerm(in bytes: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var splitter = TermSplitter()
        defer { splitter.release() }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard isLetterOrDigit(byte) else {
                    splitter.finish(visit)
                    index += 1
                    continue
                }
                // A run of ASCII letters and digits, read at once. Ended by ASCII that is neither, and begun
                // by no term before it, it is a whole term; when it has no upper-case letter it is the text's
                // own bytes, handed over where they are, with no copy. Most terms are.
                var end = index + 1
                var hasUppercase = isUppercaseLetter(byte)
                while end < bytes.count {
                    let next = bytes[end]
                    if isLowercaseLetterOrDigit(next) {
                        end += 1
                    } else if isUppercaseLetter(next) {
                        hasUppercase = true
                        end += 1
                    } else {
                        break
                    }
                }
                let run = UnsafeBufferPointer(rebasing: bytes[index..<end])
                let endsTerm = end == bytes.count || bytes[end] < 0x80
                if splitter.isEmpty && !hasUppercase && endsTerm {
                    if run.count >= 2, !isStopWord(run) {
                        visit(run)
                    }
                } else {
                    splitter.appendLowercased(run)
                    if endsTerm {
                        splitter.finish(visit)
                    }
                }
                index = end
                continue
            }
            guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
                splitter.finish(visit)
                index += 1
                continue
            }
            index += length
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                    splitter.append(lower)
                }
            } else {
                splitter.finish(visit)
            }
        }
        splitter.finish(visit)
    }

    private static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        isASCII(byte, in: digits, lowercaseLetters)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isASCII(byte, in: digits, lowercaseLetters | uppercaseLetters)
    }

    /// Whether `byte` is in a set of ASCII bytes given as bits: bytes 0 to 63 of `low`, bytes 64 to 127 of `high`.
    /// One bit test, where range checks took twice the instructions on every byte of every page's text. The sets
    /// below are computed, not stored: a stored static is checked for initialisation at every read.
    private static func isASCII(_ byte: UInt8, in low: UInt64, _ high: UInt64) -> Bool {
        byte < 128 && (byte < 64 ? low : high) >> (byte & 63) & 1 == 1
    }

    /// `0` to `9`, bits 48 to 57 of the low word.
    private static var digits: UInt64 { 0x03FF_0000_0000_0000 }
    /// `a` to `z`, bits 33 to 58 of the high word.
    private static var lowercaseLetters: UInt64 { 0x07FF_FFFE_0000_0000 }
    /// `A` to `Z`, bits 1 to 26 of the high word.
    private static var uppercaseLetters: UInt64 { 0x0000_0000_07FF_FFFE }

    fileprivate static func isUppercaseLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte)
    }

    /// The term being read, as UTF-8, in a buffer of its own that grows as needed: an array's uniqueness check on
    /// every byte appended was a tenth of reading the terms. A struct rather than captured variables: a nested
    /// function's captures are checked for exclusive access at run time, on every byte. ``release()`` frees it.
    private struct TermSplitter {
        private var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        private var capacity = 64
        private var count = 0
        private var scalars = 0

        var isEmpty: Bool { count == 0 }

        /// Appends ASCII letters and digits, lowercased, one scalar each: room is made once for the whole run, not
        /// checked byte by byte (every capitalised word of every page comes here).
        mutating func appendLowercased(_ bytes: UnsafeBufferPointer<UInt8>) {
            while capacity - count < bytes.count { grow() }
            for (offset, byte) in bytes.enumerated() {
                buffer[count + offset] = SearchIndex.isUppercaseLetter(byte) ? byte | 0x20 : byte
            }
            count += bytes.count
            scalars += bytes.count
        }

        mutating func append(_ byte: UInt8) {
            if count == capacity { grow() }
            buffer[count] = byte
            count += 1
            scalars += 1
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            for byte in UTF8.encode(scalar)! {
                if count == capacity { grow() }
                buffer[count] = byte
                count += 1
            }
            scalars += 1
        }

        mutating func finish(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
            let term = UnsafeBufferPointer(start: buffer, count: count)
            if scalars >= 2, !SearchIndex.isStopWord(term) {
                visit(term)
            }
            count = 0
            scalars = 0
        }

        func release() {
            buffer.deallocate()
        }

        private mutating func grow() {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.initialize(from: buffer, count: count)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
    }

    /// Whether `term` is one of ``stopWords``: none is longer than four bytes, so each is one number, its bytes
    /// packed first byte highest, and the words are written out as those numbers (an, and, are, as, at, be, by,
    /// for, from, in, is, it, of, on, or, the, to, with). A constant costs nothing to read, where a static computed
    /// on first use is checked for initialisation at every read, and every term of every page asks. A test checks
    /// them against ``stopWords``.
    fileprivate static func isStopWord(_ term: UnsafeBufferPointer<UInt8>) -> Bool {
        guard term.count <= 4 else { return false }
        var key: UInt32 = 0
        for byte in term {
            key = key << 8 | UInt32(byte)
        }
        switch key {
        case 0x616E, 0x616E64, 0x617265, 0x6173, 0x6174, 0x6265,
             0x6279, 0x666F72, 0x66726F6D, 0x696E, 0x6973, 0x6974,
             0x6F66, 0x6F6E, 0x6F72, 0x746865, 0x746F, 0x77697468:
            return true
        default:
            return false
        }
    }

    /// The shard a term lives in: its first two characters as hex of their UTF-8 bytes (`co` → `636f`).
    static func shard(of term: String) -> String {
        var term = term
        return term.withUTF8 { bytes in
            let prefix = shardPrefix(of: bytes)
            var hex: [UInt8] = []
            hex.reserveCapacity(2 * prefix.count)
            for byte in prefix {
                hex.append(digit(byte >> 4))
                hex.append(digit(byte & 0x0F))
            }
            return String(decoding: hex, as: UTF8.self)
        }
    }

    /// The bytes of a term's first two scalars, which name its shard: read from the UTF-8 lead bytes, since the
    /// term is a valid String.
    fileprivate static func shardPrefix(of utf8: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var end = 0
        for _ in 0..<2 where end < utf8.count {
            end += scalarLength(lead: utf8[end])
        }
        return UnsafeBufferPointer(rebasing: utf8[..<min(end, utf8.count)])
    }

    /// The scalar that starts at `index` in the UTF-8 `bytes`, and its length; nil when no well-formed one does.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        guard let length = UTF8Validation.wellFormedLength(bytes, at: index) else { return nil }
        var value = UInt32(bytes[index]) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// How many bytes the scalar that `lead` starts takes: a String's bytes are valid UTF-8, so the lead byte tells.
    private static func scalarLength(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// The digit for `value`, 0 to 35, in hex or base 36: `0` to `9`, then lower-case letters.
    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// ``excerpt(_:)`` of the UTF-8 `text` folded (``SearchText/folded(_:)``), folding no more of it than the
    /// excerpt needs when its start is printable ASCII, as nearly every section's is.
    static func excerpt(folding text: [UInt8]) -> String {
        let (start, isWhole) = SearchText.folded(text, atLeast: excerptLength + 1)
        // Past the length, the rest of the text does not move the cut.
        if let cut = asciiExcerpt(start) {
            return cut
        }
        return excerpt(isWhole ? start : SearchText.folded(text))
    }

    static func excerpt(_ text: String) -> String {
        if let cut = asciiExcerpt(text) {
            return cut
        }
        // prefix walks at most excerptLength characters; text.count would segment the whole section.
        let cut = text.prefix(excerptLength)
        guard cut.endIndex < text.endIndex else { return text }
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + " …"
    }

    /// The excerpt of `text` when its first ``excerptLength`` + 1 bytes are printable ASCII, one Character each:
    /// found in the bytes, without segmenting grapheme clusters, since every section of every page has one. Nil
    /// for other text.
    private static func asciiExcerpt(_ text: String) -> String? {
        var bytes = text
        return bytes.withUTF8 { bytes in
            guard bytes.prefix(excerptLength + 1).allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
            guard bytes.count > excerptLength else { return text }
            let kept = UnsafeBufferPointer(rebasing: bytes[..<excerptLength])
            let end = kept.lastIndex(of: UInt8(ascii: " ")) ?? excerptLength
            return String(decoding: kept[..<end], as: UTF8.self) + " …"
        }
    }

    /// The index's files, below `search/`, in a stable order.
    var files: [OutputFile] {
        var memo = FileMemo()
        return files(reusing: &memo)
    }

    /// The index's files, taking from `memo` each file whose terms or documents are the ones it was written from,
    /// and leaving this build's in it.
    func files(reusing memo: inout FileMemo) -> [OutputFile] {
        var all: [OutputFile] = []
        files(reusing: &memo, keepingMemo: true) { all += $0 }
        return all
    }

    /// Hands the index's files to `emit` a batch at a time, as they are encoded: a caller that writes each batch
    /// holds one batch of encoded files, not the whole index. A file whose terms or documents are the ones `memo`
    /// says it was written from keeps its bytes; this build's files are left in `memo` when `keepingMemo`.
    /// Documents are encoded `chunksPerBatch` chunks at a time.
    func files(reusing memo: inout FileMemo, keepingMemo: Bool, chunksPerBatch: Int = Self.chunksPerBatch,
               emit: ([OutputFile]) -> Void) {
        // Each shard's terms, sorted; two terms that are the same text in different normal forms (as String
        // compares them) are ordered by their bytes, not their numbers, which depend on the order the render
        // stage's slices finished in.
        let ordered = shards.map { shard in
            let sorted = shard.terms.sorted {
                terms[$0] != terms[$1] ? terms[$0] < terms[$1] : terms[$0].utf8.lexicographicallyPrecedes(terms[$1].utf8)
            }
            return (shard: shard.name, terms: sorted.map { terms[$0] }, lists: sorted.map { lists[$0] })
        }
        var next = FileMemo()
        // Shards are encoded on every core: at 10,000 pages they hold millions of postings.
        let earlierShards = memo.shards
        let encoded = ordered.concurrentMap { shard in
            if let earlier = earlierShards[shard.shard], earlier.terms == shard.terms, earlier.lists == shard.lists {
                return earlier.data
            }
            return Self.shardJSON(terms: shard.terms, lists: shard.lists)
        }
        var shardFiles: [OutputFile] = []
        for (shard, data) in zip(ordered, encoded) {
            if keepingMemo {
                next.shards[shard.shard] = (shard.terms, shard.lists, data)
            }
            shardFiles.append(OutputFile(path: Self.folder + "terms/" + shard.shard + ".json", data: data))
        }
        emit(shardFiles)
        // Chunks are encoded on every core too, a batch at a time; a chunk whose documents are the memo's keeps its
        // bytes.
        let chunkCount = (documents.count + Self.documentsPerChunk - 1) / Self.documentsPerChunk
        let earlierChunks = memo.chunks
        let documents = documents
        for batchStart in stride(from: 0, to: chunkCount, by: chunksPerBatch) {
            let batch = Array(batchStart..<min(chunkCount, batchStart + chunksPerBatch))
            let chunks = batch.concurrentMap { chunk in
                let slice = documents[(chunk * Self.documentsPerChunk)..<min(documents.count, (chunk + 1) * Self.documentsPerChunk)]
                if let earlier = earlierChunks[chunk], earlier.documents == slice {
                    return (slice, earlier.data)
                }
                return (slice, Self.chunkJSON(slice))
            }
            var chunkFiles: [OutputFile] = []
            for (chunk, (slice, data)) in zip(batch, chunks) {
                if keepingMemo {
                    next.chunks[chunk] = (slice, data)
                }
                chunkFiles.append(OutputFile(path: Self.folder + "docs/\(chunk).json", data: data))
            }
            emit(chunkFiles)
        }
        memo = next
        let meta = "{\"version\":1,\"documents\":\(documents.count),\"chunk\":\(Self.documentsPerChunk),"
            + "\"stopWords\":[" + Self.stopWords.sorted().map(Self.quoted).joined(separator: ",") + "],"
            + "\"shards\":[" + ordered.map { Self.quoted($0.shard) }.joined(separator: ",") + "]}\n"
        emit([OutputFile(path: Self.folder + "index.json", data: Data(meta.utf8))])
    }

    /// How many chunks are encoded, then handed over, at once: about 2 MB of JSON.
    static let chunksPerBatch = 256

    /// `postings` (one term's, in document order) best score first, documents in order within a score, cut at
    /// ``postingLimit``. Scores are 0 to ``scoreLimit``, so they are counted and the postings placed, not
    /// compared: sorting was most of the index stage.
    static func ranked(_ postings: ArraySlice<Posting>) -> [Posting] {
        var counts = [Int](repeating: 0, count: Int(scoreLimit) + 1)
        for posting in postings {
            counts[Int(posting.score)] += 1
        }
        // Where each score's postings start, highest score first.
        var starts = counts
        var start = 0
        for score in counts.indices.reversed() {
            starts[score] = start
            start += counts[score]
        }
        let kept = Swift.min(postings.count, postingLimit)
        return [Posting](unsafeUninitializedCapacity: kept) { buffer, initialized in
            for posting in postings {
                let position = starts[Int(posting.score)]
                starts[Int(posting.score)] += 1
                if position < kept {
                    (buffer.baseAddress! + position).initialize(to: posting)
                }
            }
            initialized = kept
        }
    }

    /// `{"term":"<document><score>,…", …}`, numbers in base 36, written as bytes: a String per number was most of
    /// the index stage on a large site.
    static func shardJSON(terms: [String], lists: [[Posting]]) -> Data {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (position, term) in terms.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
            appendQuoted(term, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: "\""))
            for (index, posting) in lists[position].enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                appendBase36(Int(posting.document), to: &bytes)
                appendBase36(Int(posting.score), to: &bytes)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes += Array("\n}\n".utf8)
        return Data(bytes)
    }

    /// `[\n[title,heading,url,excerpt],\n…\n]\n`, written as bytes.
    static func chunkJSON(_ documents: ArraySlice<Document>) -> Data {
        var bytes: [UInt8] = [UInt8(ascii: "["), 0x0A]
        for (position, document) in documents.enumerated() {
            if position > 0 { bytes += [UInt8(ascii: ","), 0x0A] }
            bytes.append(UInt8(ascii: "["))
            appendQuoted(document.title, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendQuoted(document.heading ?? "", to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendQuoted(document.url, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendQuoted(document.excerpt, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes += [0x0A, UInt8(ascii: "]"), 0x0A]
        return Data(bytes)
    }

    /// `value`, not negative, in base 36 with lower-case letters, as `String(value, radix: 36)` writes it.
    static func appendBase36(_ value: Int, to bytes: inout [UInt8]) {
        // A score is one digit.
        if value < 36 {
            bytes.append(digit(UInt8(value)))
            return
        }
        // Lowest digit first, from the end of a buffer on the stack: dividing by the constant 36 is a
        // multiplication, where finding the highest digit first divided by a power found at run time, twice per
        // posting of the index. Thirteen digits hold any Int.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 13) { buffer in
            var remaining = value
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = digit(UInt8(remaining % 36))
                remaining /= 36
            } while remaining > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Whether the UTF-8 `bytes` have a quote, a backslash, a control character, or U+2028/U+2029 (E2 80 A8/A9).
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return true
            }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
               bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                return true
            }
            index += 1
        }
        return false
    }

    /// Appends `text` as a JSON string; most text has nothing to escape, and is copied as it is.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let copied = text.withUTF8 { buffer in
            guard !needsEscaping(buffer) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: buffer)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !copied {
            bytes += quoted(text).utf8
        }
    }

    /// A JSON string.
    static func quoted(_ text: String) -> String {
        // Most text has nothing to escape; looking at its bytes is far cheaper than rebuilding it scalar by scalar.
        var plain = text
        guard plain.withUTF8(needsEscaping) else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
