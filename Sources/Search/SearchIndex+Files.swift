import Foundation
import Parallel
import SiteModel

extension SearchIndex {
    /// The index's files, below `search/`, in a stable order.
    var files: [OutputFile] {
        var memo = FileMemo()
        return files(reusing: &memo)
    }

    /// The index's files, taking from `memo` each file whose terms or documents are the ones it was written from,
    /// and leaving this build's in it.
    func files(reusing memo: inout FileMemo) -> [OutputFile] {
        var all: [OutputFile] = []
        var kept: FileMemo? = memo
        files(reusing: &kept) { all += $0 }
        memo = kept ?? FileMemo()
        return all
    }

    /// Hands the index's files to `emit` a batch at a time, as they are encoded: a caller that writes each batch
    /// holds one batch of encoded files, not the whole index. A file whose terms or documents are the ones `memo`
    /// says it was written from keeps its bytes, and this build's files are left in `memo`; with no memo, nothing
    /// is kept. Documents are encoded `chunksPerBatch` chunks at a time.
    package func files(reusing memo: inout FileMemo?, chunksPerBatch: Int = Self.chunksPerBatch,
               emit: ([OutputFile]) -> Void) {
        let keepingMemo = memo != nil
        var next = FileMemo()
        next.pageStarts = pageStarts
        let (shardNames, shardFiles, shardMemo) = shardFiles(earlier: memo)
        if keepingMemo {
            next.shards = shardMemo
        }
        var total = shardFiles.reduce(0) { $0 + $1.data.count }
        emit(shardFiles)
        // Chunks are encoded on every core too, a batch at a time; a chunk whose documents are the memo's keeps its
        // bytes.
        let chunkCount = (documents.count + Self.documentsPerChunk - 1) / Self.documentsPerChunk
        let earlierChunks = memo?.chunks ?? [:]
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
                total += data.count
                chunkFiles.append(OutputFile(path: Self.folder + "docs/\(chunk).json", data: data))
            }
            emit(chunkFiles)
        }
        let others = pageFiles + wordFiles
        total += others.reduce(0) { $0 + $1.data.count }
        emit(others)
        if keepingMemo {
            memo = next
        }
        emit([OutputFile(path: Self.folder + "index.json", data: indexJSON(shards: shardNames, bytes: total))])
    }

    /// The term files, in order, their names, and what the memo keeps of them; a shard whose terms and postings are
    /// those `earlier` wrote it from keeps its bytes.
    private func shardFiles(earlier memo: FileMemo?) -> (names: [String], files: [OutputFile], memo: ShardMemo) {
        // Each shard's terms, sorted; two terms that are the same text in different normal forms (as String
        // compares them) are ordered by their bytes, not their numbers, which depend on the order the render
        // stage's slices finished in.
        let ordered = shards.map { shard in
            let sorted = shard.terms.sorted {
                terms[$0] != terms[$1] ? terms[$0] < terms[$1] : terms[$0].utf8.lexicographicallyPrecedes(terms[$1].utf8)
            }
            return (shard: shard.name, terms: sorted.map { terms[$0] }, lists: sorted.map { lists[$0] }, sizes: sorted.map { sizes[$0] })
        }
        // Shards are encoded on every core: at 10,000 pages they hold millions of postings. A posting names its
        // page and the document's place in it, so a shard is kept only while every page starts where it did.
        let earlierShards = memo?.pageStarts == pageStarts ? memo?.shards ?? [:] : [:]
        let places = DocumentPlaces(pageStarts: pageStarts, documents: documents.count)
        let encoded = ordered.concurrentMap { shard in
            if let earlier = earlierShards[shard.shard], earlier.terms == shard.terms, earlier.lists == shard.lists,
               earlier.sizes == shard.sizes {
                return earlier.data
            }
            return Self.shardJSON(terms: shard.terms, lists: shard.lists, sizes: shard.sizes, places: places)
        }
        var files: [OutputFile] = []
        var kept = ShardMemo()
        for (shard, data) in zip(ordered, encoded) {
            kept[shard.shard] = (shard.terms, shard.lists, shard.sizes, data)
            files.append(OutputFile(path: Self.folder + "terms/" + shard.shard + ".json", data: data))
        }
        return (ordered.map(\.shard), files, kept)
    }

    /// `index.json`: what the script needs before its first query. `bytes` is the size of every other file of the
    /// index, by which the script decides whether to keep the whole index for searches without the network.
    private func indexJSON(shards: [String], bytes: Int) -> Data {
        let meta = "{\"version\":2,\"documents\":\(documents.count),\"pages\":\(pageStarts.count),"
            + "\"docChunk\":\(Self.documentsPerChunk),\"pageChunk\":\(Self.pagesPerChunk),\"bytes\":\(bytes),"
            + "\"shardDepth\":\(Self.shardDepthLimit),"
            + "\"words\":[" + words.keys.sorted().map(String.init).joined(separator: ",") + "],"
            + "\"stopWords\":[" + Self.stopWords.sorted().map(Self.quoted).joined(separator: ",") + "],"
            + "\"shards\":[" + shards.map(Self.quoted).joined(separator: ",") + "]}\n"
        return Data(meta.utf8)
    }

    /// `pages/N.json`: `[title, path, first document]` for each of ``pagesPerChunk`` pages.
    private var pageFiles: [OutputFile] {
        stride(from: 0, to: pageStarts.count, by: Self.pagesPerChunk).map { start in
            var bytes: [UInt8] = [UInt8(ascii: "["), 0x0A]
            for page in start..<min(pageStarts.count, start + Self.pagesPerChunk) {
                if page > start { bytes += [UInt8(ascii: ","), 0x0A] }
                let document = documents[Int(pageStarts[page])]
                bytes.append(UInt8(ascii: "["))
                Self.appendQuoted(document.title, to: &bytes)
                bytes.append(UInt8(ascii: ","))
                Self.appendQuoted(document.url, to: &bytes)
                bytes.append(UInt8(ascii: ","))
                bytes += String(pageStarts[page]).utf8
                bytes.append(UInt8(ascii: "]"))
            }
            bytes += [0x0A, UInt8(ascii: "]"), 0x0A]
            return OutputFile(path: Self.folder + "pages/\(start / Self.pagesPerChunk).json", data: Data(bytes))
        }
    }

    /// `words/N.json`: the words of N characters a misspelling is compared with.
    private var wordFiles: [OutputFile] {
        words.keys.sorted().map { length in
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            for (position, word) in (words[length] ?? []).enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.appendQuoted(word, to: &bytes)
            }
            bytes += [UInt8(ascii: "]"), 0x0A]
            return OutputFile(path: Self.folder + "words/\(length).json", data: Data(bytes))
        }
    }

    /// Each document's page and place in it, by document number.
    struct DocumentPlaces: Sendable {
        var pages: [Int32]
        var offsets: [Int32]

        init(pageStarts: [Int32], documents: Int) {
            pages = [Int32](repeating: 0, count: documents)
            offsets = [Int32](repeating: 0, count: documents)
            for (page, start) in pageStarts.enumerated() {
                let end = page + 1 < pageStarts.count ? Int(pageStarts[page + 1]) : documents
                for document in Int(start)..<end {
                    pages[document] = Int32(page)
                    offsets[document] = Int32(document - Int(start))
                }
            }
        }
    }

    /// How many chunks are encoded, then handed over, at once: about 2 MB of JSON.
    static let chunksPerBatch = 256

    /// `{"term":"<page>[.<place>]<score>,…", …}`: each posting the page, the document's place in it when it is
    /// not the page's own document, and the score, numbers in base 36; a term whose list was cut at
    /// ``postingLimit`` starts with how many documents have it and `|`. Written straight into the bytes: no String
    /// is made per posting. The file's size is counted first and each byte written once into storage of that size.
    static func shardJSON(terms: [String], lists: [[Posting]], sizes: [Int], places: DocumentPlaces) -> Data {
        var size = 4
        for (position, term) in terms.enumerated() {
            size += 5 + quotedLength(term)
            if sizes[position] > lists[position].count {
                size += base36Length(sizes[position]) + 1
            }
            for posting in lists[position] {
                let offset = Int(places.offsets[Int(posting.document)])
                size += 1 + base36Length(Int(places.pages[Int(posting.document)])) + base36Length(Int(posting.score))
                    + (offset > 0 ? 1 + base36Length(offset) : 0)
            }
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var writer = ByteWriter(buffer: buffer)
            writer.put(UInt8(ascii: "{"))
            for (position, term) in terms.enumerated() {
                if position > 0 { writer.put(UInt8(ascii: ",")) }
                writer.put(0x0A)
                writer.putQuoted(term)
                writer.put(UInt8(ascii: ":"))
                writer.put(UInt8(ascii: "\""))
                if sizes[position] > lists[position].count {
                    writer.putBase36(sizes[position])
                    writer.put(UInt8(ascii: "|"))
                }
                for (index, posting) in lists[position].enumerated() {
                    if index > 0 { writer.put(UInt8(ascii: ",")) }
                    writer.putBase36(Int(places.pages[Int(posting.document)]))
                    let offset = Int(places.offsets[Int(posting.document)])
                    if offset > 0 {
                        writer.put(UInt8(ascii: "."))
                        writer.putBase36(offset)
                    }
                    writer.putBase36(Int(posting.score))
                }
                writer.put(UInt8(ascii: "\""))
            }
            writer.put(0x0A)
            writer.put(UInt8(ascii: "}"))
            writer.put(0x0A)
            initialized = writer.count
        }
        return Data(bytes)
    }

    /// How many bytes ``appendQuoted(_:to:)`` writes for `text`.
    private static func quotedLength(_ text: String) -> Int {
        var plain = text
        return plain.withUTF8(needsEscaping) ? quoted(text).utf8.count : text.utf8.count + 2
    }

    /// How many digits ``appendBase36(_:to:)`` writes for `value`.
    static func base36Length(_ value: Int) -> Int {
        // A score is one digit, a document number on a site of a few thousand pages two or three.
        if value < 36 { return 1 }
        if value < 36 * 36 { return 2 }
        if value < 36 * 36 * 36 { return 3 }
        var length = 3
        var remaining = value / (36 * 36 * 36)
        while remaining > 0 {
            remaining /= 36
            length += 1
        }
        return length
    }

    /// Writes into storage sized for what it is given (``shardJSON(terms:lists:)`` counts it first).
    private struct ByteWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        @inline(__always)
        mutating func put(_ byte: UInt8) {
            buffer.initializeElement(at: count, to: byte)
            count += 1
        }

        /// `text` as ``SearchIndex/appendQuoted(_:to:)`` writes it.
        mutating func putQuoted(_ text: String) {
            var plain = text
            let copied = plain.withUTF8 { utf8 in
                guard !SearchIndex.needsEscaping(utf8) else { return false }
                put(UInt8(ascii: "\""))
                put(utf8)
                put(UInt8(ascii: "\""))
                return true
            }
            if !copied {
                var quoted = SearchIndex.quoted(text)
                quoted.withUTF8 { put($0) }
            }
        }

        private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        /// `value`, not negative, as ``SearchIndex/appendBase36(_:to:)`` writes it: lowest digit last, from the end.
        @inline(__always)
        mutating func putBase36(_ value: Int) {
            // A score, and a document number on a small site, is one or two digits: no loop.
            if value < 36 {
                put(SearchIndex.digit(UInt8(truncatingIfNeeded: value)))
                return
            }
            if value < 36 * 36 {
                let high = UInt8(truncatingIfNeeded: value / 36)
                put(SearchIndex.digit(high))
                put(SearchIndex.digit(UInt8(truncatingIfNeeded: value) &- high &* 36))
                return
            }
            // A document number from 1,296 to 46,655 (a site of some 120 to 4,000 pages): three digits, no loop.
            if value < 36 * 36 * 36 {
                let high = value / (36 * 36)
                let low = value - high * (36 * 36)
                let middle = low / 36
                put(SearchIndex.digit(UInt8(truncatingIfNeeded: high)))
                put(SearchIndex.digit(UInt8(truncatingIfNeeded: middle)))
                put(SearchIndex.digit(UInt8(truncatingIfNeeded: low - middle * 36)))
                return
            }
            let length = SearchIndex.base36Length(value)
            var remaining = UInt(value)
            var position = count + length
            repeat {
                position -= 1
                buffer.initializeElement(at: position, to: SearchIndex.digit(UInt8(remaining % 36)))
                remaining /= 36
            } while position > count
            count += length
        }
    }

    /// `[\n[heading,anchor,text],\n…\n]\n`, written as bytes: the page's title and path are in `pages/`.
    static func chunkJSON(_ documents: ArraySlice<Document>) -> Data {
        var bytes: [UInt8] = [UInt8(ascii: "["), 0x0A]
        for (position, document) in documents.enumerated() {
            if position > 0 { bytes += [UInt8(ascii: ","), 0x0A] }
            bytes.append(UInt8(ascii: "["))
            appendQuoted(document.heading ?? "", to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendQuoted(String(document.anchor), to: &bytes)
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
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // One look-up a byte, where there were four comparisons: every document's title, heading, link and excerpt
        // is read here.
        escapeLeads.withUnsafeBufferPointer { leads in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if leads[Int(byte)] {
                    guard byte == 0xE2 else { return true }
                    if index + 2 < bytes.count, bytes[index + 1] == 0x80,
                       bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                        return true
                    }
                }
                index += 1
            }
            return false
        }
    }

    /// By byte value: whether the byte is one ``needsEscaping(_:)`` stops at (a quote, a backslash, a control
    /// character, or the lead byte of U+2028/U+2029).
    private static let escapeLeads: [Bool] = (0...255).map {
        $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2
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
