/// A set of ASCII bytes looked up by a bit test: the operator characters of CSS's rules, without hashing.
struct ByteSet: Sendable {
    private let low: UInt64
    private let high: UInt64

    init(_ characters: String) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in characters.utf8 where byte < 128 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.low = low
        self.high = high
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }
}
