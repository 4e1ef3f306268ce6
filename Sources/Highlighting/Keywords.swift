/// A set of words a lexer looks up by the bytes it has just read, without making a string of them.
///
/// Every word a lexer reads is looked up, most of them in vain, so the lookup is a table of its own rather than a
/// `Set<ArraySlice<UInt8>>`, which hashes a slice one byte at a time through SipHash: a word is hashed with FNV-1a
/// and found by open addressing, then compared byte for byte.
public struct Keywords: Sendable {
    /// The distinct words, their bytes one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Open addressing, at most half full: a word's number, or -1 where the slot is empty.
    private let slots: [Int32]

    public init(_ words: [String]) {
        self.init(slices: words.map { ArraySlice(Array($0.utf8)) })
    }

    /// The words of `list`, separated by spaces and line breaks (split by bytes: a long list split by Characters
    /// costs milliseconds the first time a lexer needs it).
    public init(separatedBySpaces list: String) {
        self.init(slices: Array(list.utf8).split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }))
    }

    private init(slices: [ArraySlice<UInt8>]) {
        var capacity = 8
        while capacity < slices.count * 2 { capacity *= 2 }
        var bytes: [UInt8] = []
        var starts = [0]
        var slots = [Int32](repeating: -1, count: capacity)
        for word in slices {
            let found = word.withUnsafeBufferPointer { word in
                Self.slot(of: word, in: slots, bytes: bytes, starts: starts)
            }
            guard slots[found] < 0 else { continue }
            slots[found] = Int32(starts.count - 1)
            bytes += word
            starts.append(bytes.count)
        }
        (self.bytes, self.starts, self.slots) = (bytes, starts, slots)
    }

    /// Whether `bytes` is one of the words.
    @inline(__always)
    public func contains(_ word: ArraySlice<UInt8>) -> Bool {
        word.withUnsafeBufferPointer { word in slots[Self.slot(of: word, in: slots, bytes: bytes, starts: starts)] >= 0 }
    }

    /// The slot that holds `word`, or the empty slot where it would go. The table is never full, so the probe ends.
    private static func slot(of word: UnsafeBufferPointer<UInt8>, in slots: [Int32], bytes: [UInt8], starts: [Int]) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let number = Int(slots[index])
            if number < 0 { return index }
            let start = starts[number], end = starts[number + 1]
            if end - start == word.count && bytes[start..<end].elementsEqual(word) { return index }
            index = (index + 1) & mask
        }
    }
}
