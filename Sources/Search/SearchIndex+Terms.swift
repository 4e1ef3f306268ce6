import Foundation
import SiteModel

extension SearchIndex {
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

    static func isUppercaseLetter(_ byte: UInt8) -> Bool {
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
    static func isStopWord(_ term: UnsafeBufferPointer<UInt8>) -> Bool {
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
    static func shardPrefix(of utf8: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
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
    static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
