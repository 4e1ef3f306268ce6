/// SCSS values, as Pygments' SCSS lexer reads them: after `$name:`, an at-rule or inside `#{}`; variables,
/// functions, numbers with units, colours, maps, operators.
extension CSSLexer {
    private static let operators = ByteSet("~^*!&%<>|+=@:,./?-")

    mutating func scssValue(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if mode == .interpolation, byte == UInt8(ascii: "}") {
            Self.read(.stringInterpolation, to: start + 1, &scanner, &writer)
            return pop()
        }
        if mode == .forLoop, let end = Self.wordOperatorEnd(scanner, ["from", "to", "through"]) {
            return Self.read(.operatorWord, to: end, &scanner, &writer)
        }
        if ByteClass.isBlank(byte) {
            scanner.skip(while: ByteClass.isBlank)
            return writer.emit(nil, to: scanner.position)
        }
        if (byte == UInt8(ascii: "$") || byte == UInt8(ascii: "!")), SourceScanner.isWordOrDash(scanner.peek(1)) {
            return Self.read(.nameVariable, to: scanner.wordsAndDashesEnd(from: start + 1), &scanner, &writer)
        }
        if scanner.starts(ignoringCase: "url(") {
            Self.read(.stringOther, to: start + 4, &scanner, &writer)
            return modes.append(.url)
        }
        if scssWord(&scanner, &writer) || scssComment(&scanner, &writer) || Self.scssNumber(&scanner, &writer) { return }
        if scanner.starts(with: "#{") {
            Self.read(.stringInterpolation, to: start + 2, &scanner, &writer)
            return modes.append(.interpolation)
        }
        scssValuePunctuation(&scanner, &writer)
    }

    /// Operators, brackets, strings, names, and the `;`, `{` or `}` that ends a value.
    private mutating func scssValuePunctuation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if Self.operators.contains(byte) {
            scanner.skip(while: Self.operators.contains)
            writer.emit(.operatorSign, from: start, to: scanner.position)
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
            scanner.skip { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            Self.read(byte == UInt8(ascii: "'") ? .stringSingle : .stringDouble, to: start + 1, &scanner, &writer)
            modes.append(byte == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted)
        } else if Self.isNameStart(byte) {
            Self.read(.name, to: scanner.wordsAndDashesEnd(from: start + 1), &scanner, &writer)
        } else if byte == UInt8(ascii: "\n") {
            Self.read(nil, to: start + 1, &scanner, &writer)
        } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            pop()
        } else {
            unmatched(&scanner, &writer)
        }
    }

    /// `[a-z_-]`, in either case: what starts a name in an SCSS value.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        SourceScanner.isIdentifierStart(byte) || byte == UInt8(ascii: "-")
    }

    /// A function's name, a constant or colour name, `true`/`false`, `and`/`or`/`not`; whether there was one.
    private mutating func scssWord(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        guard Self.isNameStart(scanner.peek()) else { return false }
        let wordEnd = scanner.wordsAndDashesEnd(from: start + 1)
        if wordEnd < scanner.end, scanner.bytes[wordEnd] == UInt8(ascii: "(") {
            Self.read(.nameFunction, to: wordEnd, &scanner, &writer)
            return true
        }
        let property = scanner.keywordEnd(in: CSSWords.properties, before: wordEnd)
        let constant = scanner.keywordEnd(in: CSSWords.scssValueWords, before: wordEnd)
        if case let end = max(property ?? start, constant ?? start), end > start {
            Self.read(.nameConstant, to: end, &scanner, &writer)
        } else if let end = scanner.keywordEnd(in: CSSWords.colors, before: wordEnd) {
            Self.read(.nameEntity, to: end, &scanner, &writer)
        } else if let end = Self.wordOperatorEnd(scanner, ["true", "false"]) {
            Self.read(.nameBuiltinPseudo, to: end, &scanner, &writer)
        } else if let end = Self.wordOperatorEnd(scanner, ["and", "or", "not"]) {
            Self.read(.operatorWord, to: end, &scanner, &writer)
        } else {
            return false
        }
        return true
    }

    /// The end of the first of `words` the bytes at the position start with, in either case (Pygments matches them
    /// without a word boundary).
    private static func wordOperatorEnd(_ scanner: SourceScanner, _ words: [StaticString]) -> Int? {
        for word in words where scanner.starts(ignoringCase: word) {
            return scanner.position + word.utf8CodeUnitCount
        }
        return nil
    }

    /// A `/*` comment (which may hold interpolation) or a `//` comment; whether there was one.
    private mutating func scssComment(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        if scanner.starts(with: "/*") {
            Self.read(.commentMultiline, to: start + 2, &scanner, &writer)
            modes.append(.inlineComment)
            return true
        }
        guard scanner.starts(with: "//") else { return false }
        scanner.skipToLineEnd()
        writer.emit(.commentSingle, from: start, to: scanner.position)
        return true
    }

    /// A hex colour, or a number and its unit (`-2px`, `.5rem`, `50%`); whether there was one.
    private static func scssNumber(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let bytes = scanner.bytes
        let end = scanner.end
        if scanner.peek() == UInt8(ascii: "#") {
            var index = start + 1
            while index < end, index - start <= 6, bytes[index] < 0x80,
                  ByteClass.isLetter(bytes[index]) || ByteClass.isDigit(bytes[index]) { index += 1 }
            guard index > start + 1 else { return false }
            read(.numberHex, to: index, &scanner, &writer)
            return true
        }
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < end, ByteClass.isDigit(bytes[index]) { index += 1 }
        var kind = TokenKind.numberInteger
        if index == digits {
            guard index + 1 < end, bytes[index] == UInt8(ascii: "."), ByteClass.isDigit(bytes[index + 1]) else { return false }
            index += 1
            while index < end, ByteClass.isDigit(bytes[index]) { index += 1 }
            kind = .numberFloat
        }
        read(kind, to: index, &scanner, &writer)
        if scanner.peek() == UInt8(ascii: "%") {
            read(.keywordType, to: index + 1, &scanner, &writer)
        } else {
            var unitEnd = index
            while unitEnd < end, bytes[unitEnd] < 0x80, ByteClass.isLetter(bytes[unitEnd]) { unitEnd += 1 }
            read(.keywordType, to: unitEnd, &scanner, &writer)
        }
        return true
    }
}
