/// CSS's modes: selectors and at-rules at the top, declarations in blocks, values, function arguments.
extension CSSLexer {
    private static let operators = ByteSet("~^*!%&$[]()<>|+=@:;,./?-")
    private static let valueOperators = ByteSet("~^*!%&<>|+=@:./?-")

    /// Selectors and at-rule preludes (Pygments' `basics`, with `atrule` and `atcontent` on top).
    mutating func basics(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if mode == .atRule, byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            if byte == UInt8(ascii: "{") { modes.append(.atContent) } else { pop() }
            return
        }
        if comment(&scanner, &writer) { return }
        switch byte {
        case UInt8(ascii: "{"):
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            modes.append(.content)
            return
        case UInt8(ascii: "}") where mode == .atContent:
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            pop(2)
            return
        case UInt8(ascii: ":"):
            let colons = scanner.peek(1) == UInt8(ascii: ":") ? 2 : 1
            if Self.prefixed(.punctuation, colons, .nameDecorator, &scanner, &writer) { return }
        case UInt8(ascii: "."):
            if Self.prefixed(.punctuation, 1, .nameClass, &scanner, &writer) { return }
        case UInt8(ascii: "#"):
            if Self.prefixed(.punctuation, 1, .nameNamespace, &scanner, &writer) { return }
        case UInt8(ascii: "@"):
            if Self.prefixed(.punctuation, 1, .keyword, &scanner, &writer) {
                modes.append(.atRule)
                return
            }
        default:
            break
        }
        if SourceScanner.isWordOrDash(byte) {
            Self.read(.nameTag, to: scanner.wordsAndDashesEnd(from: start), &scanner, &writer)
        } else if Self.operators.contains(byte) {
            Self.read(.operatorSign, to: start + 1, &scanner, &writer)
        } else if !Self.string(&scanner, &writer) {
            unmatched(&scanner, &writer)
        }
    }

    /// A sign `count` bytes long followed by a `[\w-]+` name: the sign `signKind`, the name `nameKind`; whether
    /// there was a name.
    private static func prefixed(
        _ signKind: TokenKind, _ count: Int, _ nameKind: TokenKind,
        _ scanner: inout SourceScanner, _ writer: inout TokenWriter
    ) -> Bool {
        let nameStart = scanner.position + count
        let nameEnd = scanner.wordsAndDashesEnd(from: nameStart)
        guard nameEnd > nameStart else { return false }
        read(signKind, to: nameStart, &scanner, &writer)
        read(nameKind, to: nameEnd, &scanner, &writer)
        return true
    }

    /// Declarations in a rule's block: a property (a keyword when CSS knows it), a custom property, `:`.
    mutating func content(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == UInt8(ascii: "}") {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            pop()
        } else if byte == UInt8(ascii: ";") {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
        } else if byte == UInt8(ascii: "@"), scanner.isAtLineStart() {
            scanner.skipToLineEnd()
            writer.emit(.commentPreprocessor, from: start, to: scanner.position)
        } else if let end = Self.vendorPrefixEnd(scanner) {
            Self.read(.keywordPseudo, to: end, &scanner, &writer)
        } else if !declaration(&scanner, &writer), !comment(&scanner, &writer) {
            unmatched(&scanner, &writer)
        }
    }

    /// A property name, the spaces after it and its `:`, then into its value; whether there was one.
    private mutating func declaration(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        guard start >= noDeclarationBefore else { return false }
        var nameStart = start
        while nameStart < scanner.end, scanner.bytes[nameStart] == UInt8(ascii: "-") { nameStart += 1 }
        guard nameStart < scanner.end, SourceScanner.isIdentifierStart(scanner.bytes[nameStart]) else {
            noDeclarationBefore = nameStart + 1
            return false
        }
        let nameEnd = scanner.wordsAndDashesEnd(from: nameStart + 1)
        var colon = nameEnd
        while colon < scanner.end, ByteClass.isSpace(scanner.bytes[colon]) { colon += 1 }
        guard colon < scanner.end, scanner.bytes[colon] == UInt8(ascii: ":") else {
            // Every later start inside this name ends where it does, before the same non-colon.
            noDeclarationBefore = nameEnd
            return false
        }
        let kind: TokenKind? = nameStart > start ? .nameVariable
            : CSSWords.properties.contains(scanner.bytes[start..<nameEnd]) ? .keyword : .name
        Self.read(kind, to: nameEnd, &scanner, &writer)
        Self.read(nil, to: colon, &scanner, &writer)
        Self.read(.punctuation, to: colon + 1, &scanner, &writer)
        modes.append(.value)
        return true
    }

    /// A property's value: keywords, colours, numbers with units, functions, `!important`.
    mutating func value(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if let end = Self.vendorPrefixEnd(scanner) {
            Self.read(.nameBuiltinPseudo, to: end, &scanner, &writer)
            return
        }
        if url(&scanner, &writer) || callee(&scanner, &writer) { return }
        let wordEnd = scanner.identifierEnd()
        if wordEnd > start {
            if let end = scanner.keywordEnd(in: CSSWords.valueKeywords, before: wordEnd) {
                return Self.read(.keywordConstant, to: end, &scanner, &writer)
            }
            if let end = scanner.keywordEnd(in: CSSWords.properties, before: wordEnd) {
                return Self.read(.keyword, to: end, &scanner, &writer)
            }
        }
        if scanner.starts(with: "!important") {
            return Self.read(.commentPreprocessor, to: start + 10, &scanner, &writer)
        }
        if comment(&scanner, &writer) || Self.number(&scanner, &writer) { return }
        if Self.valueOperators.contains(byte) {
            scanner.skip(while: Self.valueOperators.contains)
            writer.emit(.operatorSign, from: start, to: scanner.position)
        } else if Self.isBracketOrComma(byte) {
            scanner.skip(while: Self.isBracketOrComma)
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if Self.string(&scanner, &writer) {
            return
        } else if wordEnd > start {
            Self.read(.name, to: wordEnd, &scanner, &writer)
        } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            pop(byte == UInt8(ascii: ";") ? 1 : 2)
        } else {
            unmatched(&scanner, &writer)
        }
    }

    private static func isBracketOrComma(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
            || byte == UInt8(ascii: ",")
    }

    /// A function's name and its `(` (a builtin when CSS defines it: `calc`, `rgb`), then into its arguments;
    /// whether there was one.
    private mutating func callee(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let end = scanner.identifierEnd()
        guard end - scanner.position >= 2, end < scanner.end, scanner.bytes[end] == UInt8(ascii: "(") else { return false }
        let builtin = CSSWords.functions.contains(scanner.bytes[scanner.position..<end])
        Self.read(builtin ? .nameBuiltin : .nameFunction, to: end, &scanner, &writer)
        Self.read(.punctuation, to: end + 1, &scanner, &writer)
        modes.append(.function)
        return true
    }

    /// A function's arguments, up to its `)`: custom properties, keywords, numbers, nested functions.
    mutating func function(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if let end = Self.customPropertyEnd(scanner) { return Self.read(.nameVariable, to: end, &scanner, &writer) }
        if url(&scanner, &writer) { return }
        if let end = Self.vendorPrefixEnd(scanner) { return Self.read(.keywordPseudo, to: end, &scanner, &writer) }
        let wordEnd = scanner.identifierEnd()
        if wordEnd > start, let end = scanner.keywordEnd(in: CSSWords.valueKeywords, before: wordEnd) {
            return Self.read(.keywordConstant, to: end, &scanner, &writer)
        }
        if callee(&scanner, &writer) || comment(&scanner, &writer) || Self.number(&scanner, &writer) { return }
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "-"):
            return Self.read(.operatorSign, to: start + 1, &scanner, &writer)
        case UInt8(ascii: ","):
            return Self.read(.punctuation, to: start + 1, &scanner, &writer)
        case UInt8(ascii: ")"):
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            return pop()
        default:
            break
        }
        if Self.string(&scanner, &writer) { return }
        if SourceScanner.isIdentifierStart(byte) {
            scanner.advance()
            scanner.skip(while: ByteClass.isWord)
            writer.emit(.name, from: start, to: scanner.position)
        } else {
            unmatched(&scanner, &writer)
        }
    }

    /// The end of a custom property's name (`--space-2`) at the position: dashes, a letter, then `[\w+-]*`.
    // Pygments' `-+([A-Za-z][\w+]*[-]*)+` stops before a digit after a dash, so `--space-2` would end in a number.
    private static func customPropertyEnd(_ scanner: SourceScanner) -> Int? {
        var index = scanner.position
        let bytes = scanner.bytes
        while index < scanner.end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index > scanner.position, index < scanner.end, bytes[index] < 0x80, ByteClass.isLetter(bytes[index]) else { return nil }
        while index < scanner.end, SourceScanner.isWordOrDash(bytes[index]) || bytes[index] == UInt8(ascii: "+") { index += 1 }
        return index
    }

    /// `url(…)` whole: the builtin, its bracket, the address as a string; whether there was one.
    private mutating func url(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard scanner.starts(with: "url(") else { return false }
        let open = scanner.position + 4
        let quote = scanner.peek(4)
        var close: Int?
        var kind = TokenKind.stringOther
        if quote == UInt8(ascii: "\"") {
            close = Self.urlClose(scanner, from: open + 1, after: quote, &unclosedURLs.double)
            kind = .stringDouble
        } else if quote == UInt8(ascii: "'") {
            close = Self.urlClose(scanner, from: open + 1, after: quote, &unclosedURLs.single)
            kind = .stringSingle
        }
        if close == nil {
            kind = .stringOther
            close = Self.urlClose(scanner, from: open, after: nil, &unclosedURLs.bare)
        }
        guard let close else { return false }
        Self.read(.nameBuiltin, to: open - 1, &scanner, &writer)
        Self.read(.punctuation, to: open, &scanner, &writer)
        Self.read(kind, to: close, &scanner, &writer)
        Self.read(.punctuation, to: close + 1, &scanner, &writer)
        return true
    }

    /// The first `)` on the line from `start` (right after a `quote` at or past `start`, when one is given); nil
    /// when there is none. `failedUntil` keeps where a search failed (its line's end): one from before it fails too,
    /// so none is repeated over the same bytes.
    private static func urlClose(_ scanner: SourceScanner, from start: Int, after quote: UInt8?, _ failedUntil: inout Int) -> Int? {
        guard start > failedUntil else { return nil }
        var index = start
        while index < scanner.end, scanner.bytes[index] != UInt8(ascii: "\n") {
            if scanner.bytes[index] == UInt8(ascii: ")"), quote == nil || (index > start && scanner.bytes[index - 1] == quote) {
                return index
            }
            index += 1
        }
        failedUntil = index
        return nil
    }

    /// A number, its unit or `%` (`1.5rem`, `-2px`, `50%`) or a hex colour (`#0050c8`); whether there was one.
    static func number(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        if scanner.peek() == UInt8(ascii: "#") {
            var end = start + 1
            while end < scanner.end, end - start <= 6, ByteClass.isLetter(scanner.bytes[end]) && scanner.bytes[end] < 0x80
                || ByteClass.isDigit(scanner.bytes[end]) { end += 1 }
            guard end > start + 1 else { return false }
            read(.numberHex, to: end, &scanner, &writer)
            return true
        }
        var index = start
        if scanner.peek() == UInt8(ascii: "+") || scanner.peek() == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        while index < scanner.end, ByteClass.isDigit(scanner.bytes[index]) { index += 1 }
        var kind = TokenKind.numberInteger
        if index < scanner.end, scanner.bytes[index] == UInt8(ascii: "."), index + 1 < scanner.end,
           ByteClass.isDigit(scanner.bytes[index + 1]) {
            index += 1
            while index < scanner.end, ByteClass.isDigit(scanner.bytes[index]) { index += 1 }
            kind = .numberFloat
        } else if index == integerStart {
            return false
        }
        read(kind, to: index, &scanner, &writer)
        var unitEnd = index
        while unitEnd < scanner.end, ByteClass.isWord(scanner.bytes[unitEnd]) { unitEnd += 1 }
        if unitEnd > index, CSSWords.units.contains(scanner.bytes[index..<unitEnd]) {
            read(.keywordType, to: unitEnd, &scanner, &writer)
        } else if unitEnd == index, scanner.peek() == UInt8(ascii: "%") {
            read(.keywordType, to: index + 1, &scanner, &writer)
        }
        return true
    }
}
