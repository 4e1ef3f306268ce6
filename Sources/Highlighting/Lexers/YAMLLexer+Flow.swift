/// Block scalars' headers and lines, flow collections, and quoted scalars.
extension YAMLLexer {
    /// `|2-`, `>+`: an indentation indicator and a chomping flag, either order, then the ignored rest of the line.
    mutating func scalarHeader(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var increment: Int?
        var ahead = scanner
        if ahead.peek() >= UInt8(ascii: "1"), ahead.peek() <= UInt8(ascii: "9") {
            increment = Int(ahead.peek() - UInt8(ascii: "0"))
            ahead.advance()
        }
        if ahead.peek() == UInt8(ascii: "+") || ahead.peek() == UInt8(ascii: "-") { ahead.advance() }
        if !TextBytes.spaceOrLineEnd(ahead, at: 0) {
            ahead = scanner
            increment = nil
            if ahead.peek() == UInt8(ascii: "+") || ahead.peek() == UInt8(ascii: "-") { ahead.advance() }
            if ahead.peek() >= UInt8(ascii: "1"), ahead.peek() <= UInt8(ascii: "9") {
                increment = Int(ahead.peek() - UInt8(ascii: "0"))
                ahead.advance()
            }
            guard TextBytes.spaceOrLineEnd(ahead, at: 0) else { return error(&scanner, &writer) }
        }
        blockScalarIndent = nil
        if ahead.position > start, let increment { blockScalarIndent = max(indent, 0) + increment }
        scanner = ahead
        writer.emit(.punctuation, from: start, to: scanner.position)
        modes.append(.ignoredLine)
    }

    /// A block scalar's lines (`no`, as Pygments has them) until one is indented less than the block.
    mutating func scalarContent(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if scanner.peek() == TextBytes.newline {
            scanner.advance()
            writer.emit(nil, to: scanner.position)
            return
        }
        if scanner.isAtLineStart() {
            var ahead = scanner
            let spaces = ahead.skip(while: TextBytes.isSpace)
            if spaces > 0, TextBytes.atLineEnd(ahead) {
                scanner = ahead
                writer.emit(nil, to: scanner.position)
                return
            }
            if let blockIndent = blockScalarIndent {
                if spaces < blockIndent { return pop(2) }
            } else {
                if spaces <= max(indent, 0) { return pop(2) }
                blockScalarIndent = spaces
            }
            if spaces > 0 {
                scanner = ahead
                writer.emit(nil, to: scanner.position)
                return
            }
        }
        let start = scanner.position
        scanner.skip { $0 != TextBytes.newline && ($0 == 0x20 || $0 == 0x09 || !ByteClass.isSpace($0)) }
        if scanner.position == start { return error(&scanner, &writer) }
        writer.emit(.nameConstant, from: start, to: scanner.position)
    }

    /// `[` starts a flow sequence, `{` a flow mapping, `'` and `"` quoted scalars (`s`).
    mutating func flowNode(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let mode: Mode
        let kind: TokenKind
        switch scanner.peek() {
        case UInt8(ascii: "["): (mode, kind) = (.flowSequence, .punctuation)
        case UInt8(ascii: "{"): (mode, kind) = (.flowMapping, .punctuation)
        case TextBytes.singleQuote: (mode, kind) = (.singleQuoted, .string)
        case TextBytes.doubleQuote: (mode, kind) = (.doubleQuoted, .string)
        default: return false
        }
        let start = scanner.position
        scanner.advance()
        writer.emit(kind, from: start, to: scanner.position)
        modes.append(mode)
        return true
    }

    /// Inside `[…]` or `{…}`: a mapping's keys `nt`, indicators, comments, nested nodes, plain scalars.
    mutating func flowCollection(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, mapping: Bool) {
        let start = scanner.position
        let byte = scanner.peek()
        if mapping, let colon = keyColon(scanner, mapping: true) {
            scanner.position = colon
            writer.emit(.nameTag, from: start, to: colon)
            scanner.advance()
            writer.emit(.punctuation, to: scanner.position)
        } else if byte == TextBytes.space || byte == TextBytes.newline {
            scanner.skip { $0 == TextBytes.space || $0 == TextBytes.newline }
            writer.emit(nil, to: scanner.position)
        } else if byte == TextBytes.hash {
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
        } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if descriptor(&scanner, &writer) || flowNode(&scanner, &writer) {
            return
        } else if Self.startsPlainScalar(scanner) || byte == UInt8(ascii: "-") {
            modes.append(.plainFlow)
        } else if byte == (mapping ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
            pop()
        } else {
            error(&scanner, &writer)
        }
    }

    /// A plain scalar in a flow collection: it ends at an indicator (`,:?[]{}`) or a comment.
    mutating func plainFlow(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        var ahead = scanner
        let spaces = ahead.skip(while: TextBytes.isSpace)
        if !ahead.isAtEnd, Self.isFlowIndicator(ahead.peek()) || (spaces > 0 && ahead.peek() == TextBytes.hash) {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            pop()
        } else if spaces > 0 {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if scanner.peek() == TextBytes.newline {
            scanner.skip { $0 == TextBytes.newline }
            writer.emit(nil, to: scanner.position)
        } else {
            scanner.skip { !ByteClass.isSpace($0) && !Self.isFlowIndicator($0) }
            writer.emit(nil, to: scanner.position)
            if scanner.position == ahead.position { error(&scanner, &writer) }
        }
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"):
            true
        default: false
        }
    }

    /// Spaces and line breaks in a quoted scalar; whether there were any.
    private static func quotedSpace(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard scanner.skip(while: { $0 == TextBytes.space || $0 == TextBytes.newline }) > 0 else { return false }
        writer.emit(nil, to: scanner.position)
        return true
    }

    mutating func singleQuoted(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if Self.quotedSpace(&scanner, &writer) { return }
        if scanner.skip("''") {
            writer.emit(.stringEscape, from: start, to: scanner.position)
        } else if scanner.skip("'") {
            writer.emit(.string, from: start, to: scanner.position)
            pop()
        } else if scanner.skip(while: { !ByteClass.isSpace($0) && $0 != TextBytes.singleQuote }) > 0 {
            writer.emit(.string, from: start, to: scanner.position)
        } else {
            error(&scanner, &writer)
        }
    }

    mutating func doubleQuoted(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if Self.quotedSpace(&scanner, &writer) { return }
        if scanner.peek() == TextBytes.backslash {
            let escaped = scanner.peek(1)
            if Self.simpleEscapes.contains(escaped), scanner.position + 1 < scanner.end {
                scanner.advance(2)
                writer.emit(.string, from: start, to: scanner.position)
            } else if let digits = Self.codeEscapeDigits(escaped), Self.hexDigits(scanner, from: 2, count: digits) {
                scanner.advance(2 + digits)
                writer.emit(.stringEscape, from: start, to: scanner.position)
            } else {
                error(&scanner, &writer)
            }
        } else if scanner.skip("\"") {
            writer.emit(.string, from: start, to: scanner.position)
            pop()
        } else if scanner.skip(while: { !ByteClass.isSpace($0) && $0 != TextBytes.doubleQuote && $0 != TextBytes.backslash }) > 0 {
            writer.emit(.string, from: start, to: scanner.position)
        } else {
            error(&scanner, &writer)
        }
    }

    private static let simpleEscapes = Set("0abt\tn\nvfre \"\\N_LP".utf8)

    private static func codeEscapeDigits(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "x"): 2
        case UInt8(ascii: "u"): 4
        case UInt8(ascii: "U"): 8
        default: nil
        }
    }

    private static func hexDigits(_ scanner: SourceScanner, from offset: Int, count: Int) -> Bool {
        (offset..<offset + count).allSatisfy { ByteClass.isHexDigit(scanner.peek($0)) }
    }
}
