import HTMLReading

/// Values by ASCII byte string, looked up with the bytes where they lie: the early link check asks it about every
/// reference of every page, and a Dictionary keyed by String needed a String made, and hashed with SipHash, for each.
///
/// Only ASCII keys: two such byte strings are equal Strings exactly when their bytes are equal (Unicode's
/// canonical equivalence, which String's `==` honours, makes no ASCII string equal to another string), so a
/// lookup here answers as a `[String: Value]` would. The hash is not seeded: a page can make its own lookups
/// slow, no one else's.
struct ASCIITable<Value> {
    /// A key's hash, and whether it is ASCII; only then may it be looked up or inserted.
    struct Fingerprint {
        var hash: Int
        var isASCII: Bool
    }

    fileprivate struct Entry {
        var start: Int
        var count: Int
        var hash: Int
        var value: Value
    }

    /// Every key's bytes, one after another.
    private var keys: [UInt8] = []
    private var entries: [Entry] = []
    /// Open addressing, probed linearly: an index of `entries`, or -1 where none; a power of two long.
    private var slots = [Int](repeating: -1, count: 16)

    init() {}

    /// A table that holds `minimumCapacity` keys without growing.
    init(minimumCapacity: Int) {
        var count = 16
        while count < minimumCapacity * 2 {
            count *= 2
        }
        slots = [Int](repeating: -1, count: count)
        entries.reserveCapacity(minimumCapacity)
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The hash of `key`, eight bytes at a time, and whether it is ASCII.
    static func fingerprint(of key: UnsafeBufferPointer<UInt8>) -> Fingerprint {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(key.count)
        var highBits: UInt64 = 0
        guard let base = key.baseAddress else { return Fingerprint(hash: Int(truncatingIfNeeded: hash), isASCII: true) }
        var offset = 0
        while offset + 8 <= key.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            highBits |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        if offset < key.count, key.count >= 8 {
            // The last eight bytes, overlapping those hashed already: one load rather than a byte at a time.
            tail = UnsafeRawPointer(base + key.count - 8).loadUnaligned(as: UInt64.self)
        } else {
            while offset < key.count {
                tail = tail << 8 | UInt64(base[offset])
                offset += 1
            }
        }
        highBits |= tail
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 32
        return Fingerprint(hash: Int(truncatingIfNeeded: hash), isASCII: highBits & 0x8080_8080_8080_8080 == 0)
    }

    /// The value of the ASCII `key`, whose fingerprint is `print`.
    func value(for key: UnsafeBufferPointer<UInt8>, _ print: Fingerprint) -> Value? {
        slot(of: key, print).entry.map { entries[$0].value }
    }

    /// Sets the value of the ASCII `key`, whose fingerprint is `print`.
    mutating func set(_ value: Value, for key: UnsafeBufferPointer<UInt8>, _ print: Fingerprint) {
        let (slot, entry) = slot(of: key, print)
        if let entry {
            entries[entry].value = value
            return
        }
        slots[slot] = entries.count
        entries.append(Entry(start: keys.count, count: key.count, hash: print.hash, value: value))
        keys.append(contentsOf: key)
        // At most half full, so that probes stay short.
        if entries.count * 2 > slots.count {
            grow()
        }
    }

    /// The slot that holds `key`, with its entry, or the empty slot where it would go.
    private func slot(of key: UnsafeBufferPointer<UInt8>, _ print: Fingerprint) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = print.hash & mask
        return keys.withUnsafeBufferPointer { keys in
            while true {
                let index = slots[slot]
                guard index >= 0 else { return (slot, nil) }
                let entry = entries[index]
                if entry.hash == print.hash, entry.count == key.count,
                   UnsafeBufferPointer(rebasing: keys[entry.start..<entry.start + entry.count]).hasSameBytes(as: key) {
                    return (slot, index)
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = entry.hash & mask
            while slots[slot] >= 0 {
                slot = (slot + 1) & mask
            }
            slots[slot] = index
        }
    }
}

extension ASCIITable: Sendable where Value: Sendable {}
extension ASCIITable.Entry: Sendable where Value: Sendable {}
