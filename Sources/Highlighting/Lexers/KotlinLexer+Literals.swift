extension KotlinLexer {
    /// One piece of a string: its end, a template (`$name`: `$` `si` and the name plain, as Pygments has it;
    /// `${` opening code), an escape, or a run of text.
    mutating func stepString(raw: Bool, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            if !raw || scanner.starts(with: "\"\"\"") {
                scanner.advance(raw ? 3 : 1)
                modes.removeLast()
            } else {
                scanner.advance()
            }
            writer.emit(.string, from: start, to: scanner.position)
        case UInt8(ascii: "\\") where !raw:
            // `\$` too: Kotlin's escaped dollar, which Pygments takes for a template.
            scanner.advance(2)
            if scanner.previous == UInt8(ascii: "u") {
                for _ in 0..<4 where ByteClass.isHexDigit(scanner.peek()) { scanner.advance() }
            }
            writer.emit(.stringEscape, from: start, to: scanner.position)
        case UInt8(ascii: "$") where scanner.peek(1) == UInt8(ascii: "{"):
            scanner.advance(2)
            modes.append(.interpolation)
            writer.emit(.stringInterpolation, from: start, to: scanner.position)
        case UInt8(ascii: "$") where ByteClass.isWord(scanner.peek(1)):
            scanner.advance()
            writer.emit(.stringInterpolation, from: start, to: scanner.position)
            scanner.skipWordCharacters()
            writer.emit(nil, to: scanner.position)
        default:
            scanner.advance()
            while !scanner.isAtEnd, scanner.peek() != UInt8(ascii: "\""), scanner.peek() != UInt8(ascii: "$"),
                  raw || scanner.peek() != UInt8(ascii: "\\") {
                scanner.advance()
            }
            writer.emit(.string, from: start, to: scanner.position)
        }
    }

    /// After `class`/`val`/…: the name is `kind`. Anything else before it is plain; a line break ends the wait.
    mutating func stepDeclared(_ kind: TokenKind, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if Self.isNameStart(scanner.peek()) || scanner.peek() == UInt8(ascii: "`") {
            modes.removeLast()
            Self.name(kind, &scanner, &writer)
        } else {
            skipStray(&scanner, &writer)
        }
    }

    /// After `fun`: `<…>` type parameters, then `Receiver.name` or `name`, the name `nf`.
    mutating func stepFunction(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if scanner.skip("<") {
            modes.append(.generic)
            writer.emit(.operatorSign, from: start, to: scanner.position)
            return
        }
        guard Self.isNameStart(scanner.peek()) || scanner.peek() == UInt8(ascii: "`") else {
            skipStray(&scanner, &writer)
            return
        }
        modes.removeLast()
        var ahead = scanner
        Self.skipName(&ahead)
        if ahead.peek() == UInt8(ascii: "."), Self.isNameStart(ahead.peek(1)) || ahead.peek(1) == UInt8(ascii: "`") {
            // `Receiver.name`: the receiver is a plain name.
            writer.emit(nil, from: start, to: ahead.position)
            ahead.advance()
            writer.emit(.punctuation, to: ahead.position)
            scanner = ahead
        }
        Self.name(.nameFunction, &scanner, &writer)
    }

    /// `val (a, b: Type)`: names `nv`, types plain, until `)`.
    mutating func stepDestructuring(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        switch scanner.peek() {
        case UInt8(ascii: ","), UInt8(ascii: ":"):
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
            guard scanner.previous == UInt8(ascii: ":"), scanner.skip(while: ByteClass.isSpace) > 0 else { return }
            writer.emit(nil, to: scanner.position)
            if Self.isNameStart(scanner.peek()) { Self.name(nil, &scanner, &writer) }
        case UInt8(ascii: ")"):
            scanner.advance()
            modes.removeLast()
            writer.emit(.punctuation, from: start, to: scanner.position)
        case UInt8(ascii: "<"):
            scanner.advance()
            modes.append(.generic)
            writer.emit(.operatorSign, from: start, to: scanner.position)
        case _ where ByteClass.isSpace(scanner.peek()):
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
        case _ where Self.isNameStart(scanner.peek()) || scanner.peek() == UInt8(ascii: "`"):
            Self.name(.nameVariable, &scanner, &writer)
        default:
            skipStray(&scanner, &writer)
        }
    }

    /// `<reified T : Bound, out R>`: `in`/`out`/`reified` `k`, names plain, until `>`.
    mutating func stepGeneric(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == UInt8(ascii: ">") {
            scanner.advance()
            modes.removeLast()
            writer.emit(.operatorSign, from: start, to: scanner.position)
        } else if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if ByteClass.isSpace(byte) {
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
        } else if Self.isNameStart(byte) || byte == UInt8(ascii: "`") {
            var ahead = scanner
            ahead.skip(while: ByteClass.isWord)
            let word = ahead.slice(from: start)
            if word.elementsEqual("in".utf8) || word.elementsEqual("out".utf8) || word.elementsEqual("reified".utf8) {
                writer.emit(.keyword, from: start, to: ahead.position)
                scanner = ahead
            } else {
                Self.name(nil, &scanner, &writer)
            }
        } else {
            skipStray(&scanner, &writer)
        }
    }

    /// A character a declaration mode has no rule for: plain, as Pygments' error token; a line break ends the mode.
    private mutating func skipStray(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if scanner.peek() == UInt8(ascii: "\n") { modes.removeLast() }
        scanner.advance()
        scanner.skip(while: { !ByteClass.startsCharacter($0) })
        writer.emit(nil, from: start, to: scanner.position)
    }

    /// A number, whole: `0x` and `0b` literals, `_` between digits, a fraction, an exponent and the suffixes `f`,
    /// `F`, `L`, `u`, `U`; all `m`, as Pygments has them. `16.dp` is `16` and a member, and `0..100` a range, where
    /// Pygments takes the point into the number.
    static func number(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let radix = scanner.peek() == UInt8(ascii: "0") ? scanner.peek(1) | 0x20 : 0
        if radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b"), ByteClass.isHexDigit(scanner.peek(2)) {
            scanner.advance(2)
            scanner.skip(while: { ByteClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
        } else {
            let decimal: (UInt8) -> Bool = { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") }
            scanner.skip(while: decimal)
            scanner.skipFractionAndExponent(digits: decimal)
            if scanner.peek() | 0x20 == UInt8(ascii: "f") { scanner.advance() }
        }
        if scanner.peek() | 0x20 == UInt8(ascii: "u") { scanner.advance() }
        if scanner.peek() == UInt8(ascii: "L") { scanner.advance() }
        writer.emit(.number, from: start, to: scanner.position)
    }
}
