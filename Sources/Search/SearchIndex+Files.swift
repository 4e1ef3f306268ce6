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
        let earlierShards = memo?.shards ?? [:]
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
                chunkFiles.append(OutputFile(path: Self.folder + "docs/\(chunk).json", data: data))
            }
            emit(chunkFiles)
        }
        if keepingMemo {
            memo = next
        }
        let meta = "{\"version\":1,\"documents\":\(documents.count),\"chunk\":\(Self.documentsPerChunk),"
            + "\"stopWords\":[" + Self.stopWords.sorted().map(Self.quoted).joined(separator: ",") + "],"
            + "\"shards\":[" + ordered.map { Self.quoted($0.shard) }.joined(separator: ",") + "]}\n"
        emit([OutputFile(path: Self.folder + "index.json", data: Data(meta.utf8))])
    }

    /// How many chunks are encoded, then handed over, at once: about 2 MB of JSON.
    static let chunksPerBatch = 256

    /// `{"term":"<document><score>,…", …}`, numbers in base 36, written straight into the bytes: no String is made
    /// per posting. The file's size is counted first and each byte written once into storage of that size, where
    /// appending asked the array for room at every digit of every posting.
    static func shardJSON(terms: [String], lists: [[Posting]]) -> Data {
        var size = 4
        for (term, list) in zip(terms, lists) {
            size += 5 + quotedLength(term)
            for posting in list {
                size += 1 + base36Length(Int(posting.document)) + base36Length(Int(posting.score))
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
                for (index, posting) in lists[position].enumerated() {
                    if index > 0 { writer.put(UInt8(ascii: ",")) }
                    writer.putBase36(Int(posting.document))
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
