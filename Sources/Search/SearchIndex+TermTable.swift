import Foundation

extension SearchIndex {
    /// Terms numbered in the order they are first met, so that merging the pages' counts indexes an array rather
    /// than hashing every term of every page again. A memo keeps it, with the page entries that use its numbers.
    package struct TermTable: Sendable {
        package internal(set) var terms: [String] = []
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

        package init() {}

        package mutating func number(of term: String) -> Int {
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
}
