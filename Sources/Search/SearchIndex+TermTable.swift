#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SearchIndex {
    /// Words numbered in the order they are first met, so that merging the pages' counts indexes an array rather
    /// than hashing every word of every page again, and each distinct word is asked once whether it is a stop
    /// word. A memo keeps it, with the page entries that use its numbers.
    package struct TermTable: Sendable {
        /// Every word met, by number, stop words too: only the entries' counts say which are terms of the index.
        package internal(set) var terms: [String] = []
        /// Per number, whether the word is one of ``SearchIndex/stopWords``, which are not terms.
        private var stopWords: [Bool] = []
        /// Every term's UTF-8 bytes back to back; term `n` ends at `ends[n]`, and its hash is `hashes[n]`.
        private var bytes: [UInt8] = []
        private var ends: [Int] = []
        private var hashes: [UInt64] = []
        /// Open addressing by hash: a term's number plus one, or 0 for an empty slot. Looked up by bytes, so that
        /// reading a page makes no String for a term the table already has.
        private var slots = [Int32](repeating: 0, count: 1 << 10)

        package init() {}

        package mutating func number(of term: String) -> Int {
            var term = term
            return term.withUTF8 { number(of: $0) }
        }

        mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
            number(of: term, hash: Self.hash(term)) {
                let text = String(decoding: term, as: UTF8.self)
                // No stop word is longer than four bytes.
                return (text, term.count <= 4 && SearchIndex.stopWords.contains(text))
            }
        }

        /// The number in this table of each word of `other`, in `other`'s order: words it lacks are added. The
        /// words' hashes, texts and stop-word marks are `other`'s, so that none is computed again while a render
        /// stage's cores, each with a table of its own, take turns to renumber into the shared one.
        package mutating func numbers(of other: TermTable) -> [UInt32] {
            // Taken out of `other` once: read through it, each word copied the whole table's arrays.
            let (terms, stopWords, ends, hashes) = (other.terms, other.stopWords, other.ends, other.hashes)
            return other.bytes.withUnsafeBufferPointer { otherBytes in
                terms.indices.map { index in
                    let start = index == 0 ? 0 : ends[index - 1]
                    let term = UnsafeBufferPointer(rebasing: otherBytes[start..<ends[index]])
                    return UInt32(number(of: term, hash: hashes[index]) { (terms[index], stopWords[index]) })
                }
            }
        }

        /// The number of `term`, whose hash is `hash`; a word the table lacks is added with the text and stop-word
        /// mark that `word` gives.
        private mutating func number(of term: UnsafeBufferPointer<UInt8>, hash: UInt64,
                                     adding word: () -> (text: String, isStopWord: Bool)) -> Int {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let number = Int(slots[slot]) - 1
                if hashes[number] == hash, equal(number, term) {
                    return number
                }
                slot = (slot + 1) & mask
            }
            let number = terms.count
            let (text, isStopWord) = word()
            terms.append(text)
            stopWords.append(isStopWord)
            bytes.append(contentsOf: term)
            ends.append(bytes.count)
            hashes.append(hash)
            slots[slot] = Int32(number + 1)
            if terms.count * 2 > slots.count { grow() }
            return number
        }

        /// Whether the word numbered `number` is a stop word.
        func isStopWord(_ number: Int) -> Bool {
            stopWords[number]
        }

        private func equal(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = number == 0 ? 0 : ends[number - 1]
            guard ends[number] - start == term.count else { return false }
            return bytes.withUnsafeBufferPointer { bytes in
                guard let stored = bytes.baseAddress, let wanted = term.baseAddress else { return term.isEmpty }
                return memcmp(stored + start, wanted, term.count) == 0
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

        /// A term's number does not depend on its hash, only which slot it takes. Read eight bytes at a time, the
        /// last eight (or four, or three single bytes) overlapping the others, with the length mixed in: most words
        /// take one or two loads, where a byte-at-a-time hash took a multiplication per byte.
        @inline(__always)
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let count = bytes.count
            guard count > 0, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
            var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
            if count >= 8 {
                var offset = 0
                while offset + 8 < count {
                    hash = mixed(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                return mixed(hash ^ base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            }
            if count >= 4 {
                let low = UInt64(base.loadUnaligned(as: UInt32.self))
                let high = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                return mixed(hash ^ (low | high << 32))
            }
            let first = UInt64(bytes[0]), middle = UInt64(bytes[count / 2]), last = UInt64(bytes[count - 1])
            return mixed(hash ^ (first | middle << 8 | last << 16))
        }

        /// The two halves of a full multiplication folded together, so that the low bits (which pick the slot)
        /// depend on every input bit.
        @inline(__always)
        private static func mixed(_ value: UInt64) -> UInt64 {
            let product = (value ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: 0xE703_7ED1_A0B4_28DB)
            return product.high ^ product.low
        }
    }
}
