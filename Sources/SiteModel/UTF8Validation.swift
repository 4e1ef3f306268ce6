import Foundation

/// Decodes file bytes as UTF-8, or says where the first byte that is not UTF-8 stands.
package enum UTF8Validation {
    /// The decoded text, or a diagnostic at the line and column of the first invalid byte.
    package static func decode(_ data: Data, path: String) -> Result<String, Diagnostic> {
        if let text = String(validating: data, as: UTF8.self) {
            return .success(text)
        }
        let bytes = [UInt8](data)
        guard let offset = firstInvalidOffset(bytes) else { return .success(String(decoding: bytes, as: UTF8.self)) }
        return .failure(invalidByte(in: bytes, at: offset, path: path))
    }

    /// A diagnostic at the line and column of the first byte of `bytes` that is not UTF-8, or nil when they all
    /// are.
    package static func check(_ bytes: [UInt8], path: String) -> Diagnostic? {
        guard let offset = firstInvalidOffset(bytes) else { return nil }
        return invalidByte(in: bytes, at: offset, path: path)
    }

    /// The diagnostic for the byte at `offset`, which starts no well-formed UTF-8 sequence: its line and column.
    private static func invalidByte(in bytes: [UInt8], at offset: Int, path: String) -> Diagnostic {
        let before = bytes[..<offset]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return .error(.fileEncoding,
            at: SourceLocation(path: path, line: line, column: column),
            "file is not valid UTF-8 (byte 0x\(hex)); save it as UTF-8"
        )
    }

    /// How many bytes `firstInvalidOffset` tests at once for being all ASCII.
    private static let asciiBlock = 64

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                // ASCII bytes are UTF-8 whatever they are, and Markdown is nearly all ASCII: a block with no high bit
                // set is passed at once, tested with an OR the compiler vectorises. The rest are walked sequence by
                // sequence, and a sequence may run on past its block.
                let blockEnd = min(index + asciiBlock, bytes.count)
                if bytes[index..<blockEnd].reduce(0, |) < 0x80 {
                    index = blockEnd
                    continue
                }
                while index < blockEnd {
                    guard let length = wellFormedLength(bytes, at: index) else { return index }
                    index += length
                }
            }
            return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence that starts at `index`, or nil when the bytes there are not one
    /// (Unicode's table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF).
    package static func wellFormedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 {
            return 1
        }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return nil }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
