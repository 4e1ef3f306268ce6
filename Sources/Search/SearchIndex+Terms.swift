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

    /// Calls `visit` with each of ``terms(_:)``, as UTF-8 bytes valid during the call, without making Strings.
    static func forEachTerm(in text: String, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachTerm(in: $0, visit) }
    }

    /// ``forEachTerm(in:_:)`` for UTF-8 bytes, read as ``forEachWord(in:_:)`` reads them.
    static func forEachTerm(in bytes: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        forEachWord(in: bytes) { word in
            if !isStopWord(word) { visit(word) }
        }
    }

    /// Calls `visit` with each word of `text`, stop words too: a term is a word that is not a stop word. The index
    /// asks its ``TermTable`` whether a word is a stop word, which looks at each distinct word once; the text is
    /// read as UTF-8, ASCII answered without a property lookup, other scalars decoded for theirs.
    static func forEachWord(in text: String, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, visit) }
    }

    /// ``forEachWord(in:_:)`` for UTF-8 bytes; a byte that does not start a well-formed scalar ends a word, as a
    /// String's replacement character would.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var word = PendingWord()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard isLetterOrDigit(byte) else {
                    word.finish(visit)
                    index += 1
                    continue
                }
                // A run of ASCII letters and digits, read at once. Ended by ASCII that is neither, and begun
                // by no word before it, it is a whole word: the text's own bytes, handed over where they are,
                // or lower-cased on the stack when it has an upper-case letter. Nearly all words are.
                // 0x20 is set in every lower-case letter and digit and clear in every upper-case letter: the bits
                // that all the run's bytes have say whether one is upper-case, with no test per byte.
                var end = index + 1
                var shared = byte
                while end < bytes.count, isLetterOrDigit(bytes[end]) {
                    shared &= bytes[end]
                    end += 1
                }
                let hasUppercase = shared & 0x20 == 0
                let run = UnsafeBufferPointer(rebasing: bytes[index..<end])
                let endsWord = end == bytes.count || bytes[end] < 0x80
                if word.isEmpty && endsWord {
                    if run.count >= 2 {
                        hasUppercase ? visitLowercased(run, visit) : visit(run)
                    }
                } else {
                    word.appendLowercased(run)
                    if endsWord {
                        word.finish(visit)
                    }
                }
                // An ASCII byte that ended the run is neither letter nor digit: with the word finished, it would
                // only finish none, so it is passed over here rather than by another turn of the loop.
                index = endsWord && end < bytes.count ? end + 1 : end
                continue
            }
            guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
                word.finish(visit)
                index += 1
                continue
            }
            index += length
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                    word.append(lower)
                }
            } else {
                word.finish(visit)
            }
        }
        word.finish(visit)
    }

    /// Hands `run`, ASCII letters and digits, to `visit` lower-cased, from a buffer on the stack.
    private static func visitLowercased(_ run: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: run.count) { buffer in
            for (index, byte) in run.enumerated() {
                buffer.initializeElement(at: index, to: isUppercaseLetter(byte) ? byte | 0x20 : byte)
            }
            visit(UnsafeBufferPointer(buffer))
        }
    }

    /// Whether `byte` is an ASCII letter or digit: a letter with 0x20 set is a lower-case one, and only letters are.
    @inline(__always)
    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    static func isUppercaseLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The word being read, as lower-case UTF-8, and how many scalars it has.
    private struct PendingWord {
        // Empty until a word needs it (one with a non-ASCII letter, or run across an upper-case one): most texts
        // have none, and then reading them allocates nothing.
        private var bytes: [UInt8] = []
        private var scalars = 0

        var isEmpty: Bool { bytes.isEmpty }

        /// Appends ASCII letters and digits, lower-cased, one scalar each.
        mutating func appendLowercased(_ run: UnsafeBufferPointer<UInt8>) {
            let start = bytes.count
            bytes.append(contentsOf: run)
            bytes.withUnsafeMutableBufferPointer { bytes in
                for index in start..<bytes.count where SearchIndex.isUppercaseLetter(bytes[index]) {
                    bytes[index] |= 0x20
                }
            }
            scalars += run.count
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            bytes.append(contentsOf: String(scalar).utf8)
            scalars += 1
        }

        /// Hands the word to `visit` when it is one (two scalars or more), and starts the next.
        mutating func finish(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
            // Called at every byte that ends a word, most often with none begun.
            guard !bytes.isEmpty else { return }
            if scalars >= 2 {
                bytes.withUnsafeBufferPointer(visit)
            }
            bytes.removeAll(keepingCapacity: true)
            scalars = 0
        }
    }

    /// Whether `word` is one of ``stopWords``, none of which is longer than four bytes.
    static func isStopWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.count <= 4 && stopWords.contains(String(decoding: word, as: UTF8.self))
    }

    /// The shard named by a term's first `scalars` characters, as hex of their UTF-8 bytes (`co` → `636f`). A term
    /// lives in the shard of its first two characters, or of more where that shard was split
    /// (``Layout/split(_:depth:sizes:terms:)``).
    static func shard(of term: String, scalars: Int = 2) -> String {
        var term = term
        return term.withUTF8 { bytes in
            let prefix = shardPrefix(of: bytes, scalars: scalars)
            var hex: [UInt8] = []
            hex.reserveCapacity(2 * prefix.count)
            for byte in prefix {
                hex.append(digit(byte >> 4))
                hex.append(digit(byte & 0x0F))
            }
            return String(decoding: hex, as: UTF8.self)
        }
    }

    /// The bytes of a term's first `scalars` scalars: read from the UTF-8 lead bytes, since the term is a valid
    /// String.
    static func shardPrefix(of utf8: UnsafeBufferPointer<UInt8>, scalars: Int = 2) -> UnsafeBufferPointer<UInt8> {
        var end = 0
        for _ in 0..<scalars where end < utf8.count {
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
