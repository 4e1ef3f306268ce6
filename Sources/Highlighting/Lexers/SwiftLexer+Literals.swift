extension SwiftLexer {
    /// `#if`-style directives (`cp`, opening a preprocessor line), `#selector` and `#file`-style constants, a raw
    /// string's opening `#"`, or a lone `#`.
    mutating func hash(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        let hashes = ahead.skip(while: { $0 == UInt8(ascii: "#") })
        if ahead.peek() == UInt8(ascii: "\"") {
            openString(&scanner, &writer)
            return
        }
        if hashes > 1 {
            // A run of `#` that opens no string: all but the last are punctuation now, not read again at each.
            scanner.advance(hashes - 1)
            writer.emit(.punctuation, from: start, to: scanner.position)
            return
        }
        ahead = scanner
        ahead.advance()
        ahead.skip(while: ByteClass.isWord)
        let word = ahead.slice(from: start)
        if Self.directives.contains(word) {
            writer.emit(.commentPreprocessor, from: start, to: ahead.position)
            modes.append(.preprocessor)
        } else if word.elementsEqual("#selector".utf8) {
            writer.emit(.keyword, from: start, to: ahead.position)
        } else if Self.hashConstants.contains(word) {
            writer.emit(.keywordConstant, from: start, to: ahead.position)
        } else {
            ahead = scanner
            ahead.advance()
            writer.emit(.punctuation, from: start, to: ahead.position)
        }
        scanner = ahead
    }

    /// `@availability(…)` and the attributes in Pygments' list (`@objc`, `@IBOutlet`) as `kr`; any other `@` is
    /// punctuation, its name read as a name.
    static func attribute(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        ahead.advance()
        ahead.skip(while: ByteClass.isWord)
        let word = ahead.slice(from: start)
        if word.elementsEqual("@availability".utf8), ahead.peek() == UInt8(ascii: "("),
           ahead.peek(1) != UInt8(ascii: ")") {
            var close = ahead
            // Bounded look-ahead: an availability list is short.
            while close.position - ahead.position < 512, !close.isAtEnd, close.peek() != UInt8(ascii: ")") {
                close.advance()
            }
            if close.peek() == UInt8(ascii: ")") {
                close.advance()
                ahead = close
            }
            writer.emit(.keywordReserved, from: start, to: ahead.position)
            scanner = ahead
        } else if reservedAttributes.contains(word) {
            writer.emit(.keywordReserved, from: start, to: ahead.position)
            scanner = ahead
        } else {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        }
    }

    /// A string's opening delimiter: `#`s, then `"""` or `"`.
    mutating func openString(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let hashes = scanner.skip(while: { $0 == UInt8(ascii: "#") })
        let multiline = scanner.skip("\"\"\"")
        if !multiline { scanner.advance() }
        modes.append(.string(multiline: multiline, hashes: hashes))
        writer.emit(.string, from: start, to: scanner.position)
    }

    /// One piece of a string: its closing delimiter, an interpolation's `\(`, an escape, or a run of text.
    mutating func stepString(multiline: Bool, hashes: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            scanner.advance()
            if !multiline || (scanner.peek() == UInt8(ascii: "\"") && scanner.peek(1) == UInt8(ascii: "\"")) {
                var ahead = scanner
                if multiline { ahead.advance(2) }
                if ahead.skip(while: { $0 == UInt8(ascii: "#") }) >= hashes {
                    // A raw string ends at as many `#` as it opened with: more are the code's.
                    scanner = ahead
                    scanner.position = min(scanner.position, start + (multiline ? 3 : 1) + hashes)
                    modes.removeLast()
                }
            }
            writer.emit(.string, from: start, to: scanner.position)
        case UInt8(ascii: "\\"):
            backslash(hashes: hashes, &scanner, &writer)
        default:
            while !scanner.isAtEnd, scanner.peek() != UInt8(ascii: "\""), scanner.peek() != UInt8(ascii: "\\") {
                scanner.advance()
            }
            writer.emit(.string, from: start, to: scanner.position)
        }
    }

    /// A backslash in a string: `\(` (`\#(` in a raw string) opens an interpolation, an escape is `se`, any other
    /// backslash is the string's.
    private mutating func backslash(hashes: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.advance()
        var ahead = scanner
        guard ahead.skip(while: { $0 == UInt8(ascii: "#") }) == hashes else {
            writer.emit(.string, from: start, to: scanner.position)
            return
        }
        scanner = ahead
        if scanner.skip("(") {
            modes.append(.interpolation(parens: 0))
            writer.emit(.stringInterpolation, from: start, to: scanner.position)
        } else if Self.escapeLength(scanner) > 0 {
            scanner.advance(Self.escapeLength(scanner))
            writer.emit(.stringEscape, from: start, to: scanner.position)
        } else {
            writer.emit(.string, from: start, to: scanner.position)
        }
    }

    /// How long the escape after a backslash is: Pygments' `['"\\nrt]`, `x` and two hex digits, one to three
    /// octal digits, `u` and four or `U` and eight hex digits, and Swift's own `u{…}`; 0 for none.
    private static func escapeLength(_ scanner: SourceScanner) -> Int {
        let byte = scanner.peek()
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 1
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var count = 1
            while count < 3, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(scanner.peek(count)) { count += 1 }
            return count
        case UInt8(ascii: "u") where scanner.peek(1) == UInt8(ascii: "{"):
            var count = 2
            while count < 11, ByteClass.isHexDigit(scanner.peek(count)) { count += 1 }
            return scanner.peek(count) == UInt8(ascii: "}") ? count + 1 : 0
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = byte == UInt8(ascii: "x") ? 2 : byte == UInt8(ascii: "u") ? 4 : 8
            for offset in 1...digits where !ByteClass.isHexDigit(scanner.peek(offset)) { return 0 }
            return digits + 1
        default:
            return 0
        }
    }

    /// `0b`, `0o`, `0x` and decimal literals, `_` anywhere after the first digit; a decimal with a fraction or an
    /// exponent is `mf`.
    static func number(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let radix = scanner.peek() == UInt8(ascii: "0") ? scanner.peek(1) : 0
        let digits: ((UInt8) -> Bool)? = switch radix {
        case UInt8(ascii: "b"): { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") || $0 == UInt8(ascii: "_") }
        case UInt8(ascii: "o"): { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7")) || $0 == UInt8(ascii: "_") }
        case UInt8(ascii: "x"): { ByteClass.isHexDigit($0) || $0 == UInt8(ascii: "_") }
        default: nil
        }
        if let digits, digits(scanner.peek(2)) {
            scanner.advance(2)
            scanner.skip(while: digits)
            let kind: TokenKind = radix == UInt8(ascii: "b") ? .numberBinary : radix == UInt8(ascii: "o") ? .numberOctal : .numberHex
            writer.emit(kind, from: start, to: scanner.position)
            return
        }
        let decimal: (UInt8) -> Bool = { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") }
        scanner.skip(while: decimal)
        let isFloat = scanner.skipFractionAndExponent(digits: decimal)
        writer.emit(isFloat ? .numberFloat : .numberInteger, from: start, to: scanner.position)
    }

    /// `//` to the end of the line (Pygments' comment state takes the line break too, so that a `#if` line with a
    /// comment goes on into the next; here the break ends it). `:param: x`, `:returns:`, `MARK:` … right after `//`
    /// are `cs`.
    static func lineComment(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.advance(2)
        writer.emit(.commentSingle, from: start, to: scanner.position)
        let special = specialLength(scanner)
        if special > 0 {
            scanner.advance(special)
            writer.emit(.commentSpecial, to: scanner.position)
        }
        scanner.skipToLineEnd()
        writer.emit(.commentSingle, to: scanner.position)
    }

    private static func specialLength(_ scanner: SourceScanner) -> Int {
        for tag: StaticString in ["FIXME:", "MARK:", "TODO:", ":returns:", ":return:"] where scanner.starts(with: tag) {
            return tag.utf8CodeUnitCount
        }
        guard scanner.starts(with: ":param: "), isASCIIWordStart(scanner.peek(8)) else { return 0 }
        var ahead = scanner
        ahead.advance(8)
        return 8 + ahead.skip(while: ByteClass.isWord)
    }

    /// Punctuation (`(){}[].,:;=@#`?`, `->`, `<` and `&` before a name, `>`, `!` and `?` after one) as `p`, runs
    /// of operator characters as `o`, anything else plain.
    static func punctuation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        let isPunctuation = punctuationBytes.contains(byte)
            || (byte == UInt8(ascii: "-") && scanner.peek(1) == UInt8(ascii: ">"))
            || ((byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")) && ByteClass.isWord(scanner.peek(1)))
            || ((byte == UInt8(ascii: ">") || byte == UInt8(ascii: "!")) && ByteClass.isWord(scanner.previous))
        if isPunctuation {
            scanner.advance(byte == UInt8(ascii: "-") ? 2 : 1)
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if operatorBytes.contains(byte) {
            scanner.skip(while: { operatorBytes.contains($0) })
            writer.emit(.operatorSign, from: start, to: scanner.position)
        } else {
            scanner.advance()
            scanner.skip(while: { !ByteClass.startsCharacter($0) })
            writer.emit(nil, from: start, to: scanner.position)
        }
    }
}
