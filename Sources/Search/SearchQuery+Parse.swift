extension SearchQuery {
    /// What a query asks, as the page script's `parse` reads it.
    package struct Parsed: Sendable, Equatable {
        /// Lower-cased runs of letters and digits, two or more, no stop words, each once; and colours' six hex
        /// digits, in the order met.
        package var words: [String]
        /// Token paths written with `/ . _ -` (and CSS variables), their parts joined by `-`.
        package var compounds: [String]
        /// Whether the query ends in a letter or digit: the word the reader is still typing.
        package var typing: Bool
    }

    /// Reads `query` as the page script does: `rgb()` colours first, then each run between white space, which is a
    /// `#` colour, or a compound term and its words. At most ``wordLimit`` words and compounds are kept.
    package static func parse(_ query: String, stopWords: Set<String>) -> Parsed {
        var words: [String] = []
        var compounds: [String] = []
        let scalars = Array(query.unicodeScalars)
        let text = replacingRGB(scalars, colours: &words)
        for chunk in text.split(whereSeparator: isJSSpace) {
            let written = String(String.UnicodeScalarView(chunk))
            if chunk.first == "#", chunk.count > 1, chunk.dropFirst().allSatisfy(isHexDigit), let hex = colour(written) {
                words.append(hex)
                continue
            }
            if let compound = compound(chunk) {
                compounds.append(compound)
            }
            for word in written.lowercased().unicodeScalars.split(whereSeparator: { !isWordScalar($0) }) {
                let word = String(String.UnicodeScalarView(word))
                if word.unicodeScalars.count >= 2, !stopWords.contains(word),
                   !words.contains(where: { $0.utf8.elementsEqual(word.utf8) }) {
                    words.append(word)
                }
            }
        }
        let cut = words.count > wordLimit
        let typing = !words.isEmpty && !cut && scalars.last.map(isWordScalar) == true
        return Parsed(words: Array(words.prefix(wordLimit)), compounds: Array(compounds.prefix(wordLimit)), typing: typing)
    }

    /// A colour as the index keeps it: six lower-case hex digits, alpha left out (`#05C`, `#005CE5FF`,
    /// `rgb(0 92 229)`, `rgba(0, 92, 229, 0.5)`); nil for anything else.
    package static func colour(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        let digits = scalars.first == "#" ? scalars.dropFirst() : scalars[...]
        if [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(isHexDigit) {
            let lower = digits.map { Character($0).lowercased() }
            return (lower.count < 6 ? lower.prefix(3).map { $0 + $0 } : Array(lower.prefix(6))).joined()
        }
        guard let parts = rgbParts(scalars), parts.allSatisfy({ $0 <= 255 }) else { return nil }
        return parts.map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// `/rgba?\([^)]*\)/gi` replaced by a space, each match's colour added to `colours`.
    private static func replacingRGB(_ scalars: [Unicode.Scalar], colours: inout [String]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            guard let end = rgbEnd(scalars, at: index) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            if let hex = colour(String(String.UnicodeScalarView(scalars[index..<end]))) {
                colours.append(hex)
            }
            result.append(" ")
            index = end
        }
        return result
    }

    /// Where a match of `rgba?\([^)]*\)` starting at `start` ends, past its `)`.
    private static func rgbEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        let lower = { (index: Int) -> Character? in
            index < scalars.count && scalars[index].isASCII ? Character(scalars[index]).lowercased().first : nil
        }
        guard lower(start) == "r", lower(start + 1) == "g", lower(start + 2) == "b" else { return nil }
        var index = start + 3
        if lower(index) == "a", lower(index + 1) == "(" {
            index += 2
        } else if lower(index) == "(" {
            index += 1
        } else {
            return nil
        }
        return scalars[index...].firstIndex(of: ")").map { $0 + 1 }
    }

    /// The three numbers of `^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$` (any
    /// case).
    private static func rgbParts(_ scalars: [Unicode.Scalar]) -> [Int]? {
        var reader = ScalarReader(scalars: scalars)
        guard reader.take("r"), reader.take("g"), reader.take("b") else { return nil }
        _ = reader.take("a")
        guard reader.take("(") else { return nil }
        reader.skip(isJSSpace)
        var parts: [Int] = []
        for position in 0..<3 {
            let digits = reader.run { $0.properties.numericType != nil && $0.isASCII }
            guard (1...3).contains(digits.count), let number = Int(String(String.UnicodeScalarView(digits))) else {
                return nil
            }
            parts.append(number)
            if position < 2 {
                guard reader.skip({ isJSSpace($0) || $0 == "," }) > 0 else { return nil }
            }
        }
        reader.skip(isJSSpace)
        if reader.take(",") || reader.take("/") {
            reader.skip(isJSSpace)
            guard !reader.run({ ($0.isASCII && $0.properties.numericType != nil) || $0 == "." }).isEmpty else { return nil }
            _ = reader.take("%")
            reader.skip(isJSSpace)
        }
        return reader.take(")") && reader.atEnd ? parts : nil
    }

    /// The chunk's compound term: printable ASCII with letters or digits on both sides of `/ . _ -`, two parts
    /// or more, one of them two characters or more, 64 characters at most once joined by `-`.
    private static func compound(_ chunk: ArraySlice<Unicode.Scalar>) -> String? {
        guard chunk.allSatisfy({ $0.value >= 0x21 && $0.value <= 0x7E }) else { return nil }
        let bytes = chunk.map { UInt8($0.value) }
        let isAlphanumeric = { (byte: UInt8) in (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 }
        let isSeparator = { (byte: UInt8) in "/._-".utf8.contains(byte) }
        var joins = false
        for (index, byte) in bytes.enumerated() where isSeparator(byte) && index > 0 && isAlphanumeric(bytes[index - 1]) {
            let end = bytes[index...].firstIndex { !isSeparator($0) } ?? bytes.count
            if end < bytes.count, isAlphanumeric(bytes[end]) { joins = true }
        }
        let parts = bytes.map { $0 | ((($0 &- UInt8(ascii: "A")) < 26) ? 0x20 : 0) }
            .split { !((($0 &- UInt8(ascii: "a")) < 26) || ($0 &- UInt8(ascii: "0")) < 10) }
        let joined = parts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "-")
        guard joins, parts.count >= 2, joined.utf8.count <= SearchIndex.compoundLimit,
              parts.contains(where: { $0.count >= 2 }) else { return nil }
        return joined
    }

    /// `[\p{Alphabetic}\p{N}]`
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return scalar.properties.isAlphabetic
        }
    }

    /// JavaScript's `\s`: its white space and line terminators (U+FEFF, not U+0085).
    static func isJSSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
        default: return false
        }
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && "0123456789abcdefABCDEF".unicodeScalars.contains(scalar)
    }
}

/// Reads a colour's scalars left to right.
private struct ScalarReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    var atEnd: Bool { index == scalars.count }

    /// Takes `expected` (an ASCII letter in either case) when it is next.
    mutating func take(_ expected: Unicode.Scalar) -> Bool {
        guard index < scalars.count, scalars[index].isASCII,
              Character(scalars[index]).lowercased() == Character(expected).lowercased() else { return false }
        index += 1
        return true
    }

    /// Takes the scalars that match, and says how many.
    @discardableResult
    mutating func skip(_ matches: (Unicode.Scalar) -> Bool) -> Int {
        run(matches).count
    }

    /// Takes the scalars that match.
    mutating func run(_ matches: (Unicode.Scalar) -> Bool) -> ArraySlice<Unicode.Scalar> {
        let start = index
        while index < scalars.count, matches(scalars[index]) {
            index += 1
        }
        return scalars[start..<index]
    }
}
