extension KotlinLexer {
    /// A name, in the order of Pygments' rules: `as?`, keywords, `it`, built-in types (with their `?`), constants,
    /// `package`/`import` and the path after them, labels (`loop@`), declarations, then a plain name.
    mutating func word(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        guard scanner.peek() != UInt8(ascii: "`") else {
            Self.name(nil, &scanner, &writer)
            return
        }
        var ahead = scanner
        ahead.skipWordCharacters()
        let word = ahead.slice(from: start)
        // Keywords, constants and modifiers are lower case, the built-in types capitalised: a word is looked up in
        // the tables it may be in.
        let lower = scanner.peek() >= UInt8(ascii: "a") && scanner.peek() <= UInt8(ascii: "z")
        var kind: TokenKind?
        if word.elementsEqual("as".utf8), ahead.peek() == UInt8(ascii: "?") {
            ahead.advance()
            kind = .keyword
        } else if lower, Self.keywords.contains(word) {
            kind = .keyword
        } else if word.elementsEqual("it".utf8) {
            kind = .nameBuiltin
        } else if !lower, Self.builtinTypes.contains(word) {
            if ahead.peek() == UInt8(ascii: "?") { ahead.advance() }
            kind = .keywordType
        } else if lower, Self.constants.contains(word) {
            kind = .keywordConstant
        }
        if let kind {
            writer.emit(kind, from: start, to: ahead.position)
            scanner = ahead
        } else if (word.elementsEqual("package".utf8) || word.elementsEqual("import".utf8)), ByteClass.isSpace(ahead.peek()) {
            writer.emit(.keyword, from: start, to: ahead.position)
            ahead.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: ahead.position)
            ahead.skip(while: { !ByteClass.isSpace($0) })
            writer.emit(.nameNamespace, to: ahead.position)
            scanner = ahead
        } else if let end = Self.labelEnd(scanner) {
            scanner.position = end
            writer.emit(.nameDecorator, from: start, to: end)
        } else if !lower || !declaration(&scanner, &writer) {
            Self.name(nil, &scanner, &writer)
        }
    }

    /// Where a label (`loop@`: a name, with dots, then `@`) that starts at the position ends; nil when none does.
    private static func labelEnd(_ scanner: SourceScanner) -> Int? {
        var ahead = scanner
        ahead.advance()
        // Look-ahead bounded: a label is a short name.
        var count = 0
        while count < 256, ByteClass.isWord(ahead.peek()) || ahead.peek() == UInt8(ascii: ".") {
            ahead.advance()
            count += 1
        }
        return count > 0 && ahead.peek() == UInt8(ascii: "@") ? ahead.position + 1 : nil
    }

    /// A declaration: modifiers (`private`, `data`, …, `kd`), then `class`/`interface`/`object`, `val`/`var` or
    /// `fun` (`kd`) and white space; the mode that reads the name it declares comes next. False when the words
    /// here are no declaration.
    private mutating func declaration(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        if scanner.starts(with: "object"), let colon = Self.objectExpressionColon(scanner) {
            writer.emit(.keyword, from: start, to: start + 6)
            writer.emit(.punctuation, from: colon, to: colon + 1)
            scanner.position = colon + 1
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
            modes.append(.declared(.nameClass))
            return true
        }
        var ahead = scanner
        var firstFun: SourceScanner?
        // Modifier runs are short; the bound keeps a long run of words from being read again at each.
        for _ in 0..<12 {
            let wordStart = ahead.position
            ahead.skip(while: ByteClass.isWord)
            let word = ahead.slice(from: wordStart)
            guard !word.isEmpty, ahead.skip(while: ByteClass.isSpace) > 0 else { break }
            if Self.typeDeclarations.contains(word) {
                return declare(.declared(.nameClass), to: ahead, &scanner, &writer)
            } else if firstFun == nil, word.elementsEqual("val".utf8) || word.elementsEqual("var".utf8) {
                let destructuring = ahead.peek() == UInt8(ascii: "(") && wordStart == start
                if destructuring { ahead.advance() }
                return declare(destructuring ? .destructuring : .declared(.nameVariable), to: ahead, &scanner, &writer)
            } else if word.elementsEqual("fun".utf8) {
                if firstFun == nil { firstFun = ahead }
            } else if !Self.modifiers.contains(word) {
                break
            }
        }
        guard let firstFun else { return false }
        return declare(.function, to: firstFun, &scanner, &writer)
    }

    /// Says the words from the position to `end` are `kd` (a destructuring's `(` `p`), moves there and enters `mode`.
    private mutating func declare(_ mode: Mode, to end: SourceScanner, _ scanner: inout SourceScanner,
                                  _ writer: inout TokenWriter) -> Bool {
        while scanner.position < end.position {
            let start = scanner.position
            if scanner.skip(while: ByteClass.isSpace) > 0 {
                writer.emit(nil, from: start, to: scanner.position)
            } else if scanner.skip("(") {
                writer.emit(.punctuation, from: start, to: scanner.position)
            } else {
                scanner.skip(while: ByteClass.isWord)
                writer.emit(.keywordDeclaration, from: start, to: scanner.position)
            }
        }
        modes.append(mode)
        return true
    }

    /// Where the `:` of `object : Type` is (white space on both sides, as Pygments wants it); nil when it is not.
    private static func objectExpressionColon(_ scanner: SourceScanner) -> Int? {
        var ahead = scanner
        ahead.advance(6)
        guard ahead.skip(while: ByteClass.isSpace) > 0, ahead.peek() == UInt8(ascii: ":"),
              ByteClass.isSpace(ahead.peek(1)) else { return nil }
        return ahead.position
    }

    /// A name (`` `a name` `` in backticks too) as `kind`; a plain name takes a `?` after it and the character
    /// after that, as Pygments' nullable-type rule does.
    static func name(_ kind: TokenKind?, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        skipName(&scanner)
        if kind == nil, scanner.peek() == UInt8(ascii: "?"), scanner.peek(1) != UInt8(ascii: "."), scanner.peek(1) != 0 {
            scanner.advance(2)
            scanner.skip(while: { !ByteClass.startsCharacter($0) })
        }
        writer.emit(kind, from: start, to: scanner.position)
    }

    /// Moves past a name, or a backticked one.
    static func skipName(_ scanner: inout SourceScanner) {
        if scanner.peek() == UInt8(ascii: "`") {
            scanner.advance()
            while !scanner.isAtEnd, scanner.peek() != UInt8(ascii: "`"), scanner.peek() != UInt8(ascii: "\n") {
                scanner.advance()
            }
            _ = scanner.skip("`")
        } else {
            scanner.skipWordCharacters()
        }
    }

    /// Whether a name starts with `byte` (a letter or `_`; bytes past ASCII count as letters).
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        ByteClass.isLetter(byte) || byte == UInt8(ascii: "_")
    }

    /// Whether the name after a `.` starts with `byte`: a name's start or `$`.
    @inline(__always)
    static func isMemberStart(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte == UInt8(ascii: "$")
    }
}
