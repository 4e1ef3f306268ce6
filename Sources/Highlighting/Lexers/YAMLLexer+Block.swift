/// The block context: a line's indentation and indicators, keys, plain scalars over lines, block scalars.
extension YAMLLexer {
    mutating func indentation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        var ahead = scanner
        let spaces = ahead.skip(while: TextBytes.isSpace)
        if TextBytes.atLineEnd(ahead) {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            pop(2)
        } else if spaces > 0, Self.isIndicator(ahead.peek()), TextBytes.spaceOrLineEnd(ahead, at: 1) {
            nextIndent += spaces
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if Self.isIndicator(scanner.peek()), TextBytes.spaceOrLineEnd(scanner, at: 1) {
            setIndent(implicit: false)
            scanner.advance()
            writer.emit(.punctuation, to: scanner.position)
        } else {
            nextIndent += spaces
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            pop()
        }
    }

    mutating func blockLine(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        let spaces = ahead.skip(while: TextBytes.isSpace)
        let byte = scanner.peek()
        if ahead.peek() == TextBytes.hash || TextBytes.atLineEnd(ahead) {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            pop()
        } else if spaces > 0 {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if let colon = keyColon(scanner, mapping: false) {
            scanner.position = colon
            writer.emit(.nameTag, from: start, to: colon)
            setIndent(implicit: true)
            scanner.advance()
            writer.emit(.punctuation, to: scanner.position)
        } else if descriptor(&scanner, &writer) {
            return
        } else if byte == UInt8(ascii: ":"), TextBytes.spaceOrLineEnd(scanner, at: 1) {
            setIndent(implicit: true)
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
            modes.append(.scalarContent)
            modes.append(.scalarHeader)
        } else if flowNode(&scanner, &writer) {
            return
        } else if Self.startsPlainScalar(scanner) {
            modes.append(.plainBlock)
        } else {
            error(&scanner, &writer)
        }
    }

    /// `[?:-]`, the block collection indicators.
    static func isIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
    }

    /// `(?=[^\s?:,\[\]{}#&*!|>'"%@`-]|[?:-]\S)`.
    static func startsPlainScalar(_ scanner: SourceScanner) -> Bool {
        let byte = scanner.peek()
        if isIndicator(byte) { return !scanner.isAtEnd && scanner.position + 1 < scanner.end && !ByteClass.isSpace(scanner.peek(1)) }
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            return false
        default:
            return !scanner.isAtEnd && !ByteClass.isSpace(byte)
        }
    }

    /// Where the `:` of a key starting at the position is: the last `:` followed by a space or the line's end
    /// in the run of characters a key may hold (a block key: Pygments' greedy `[^#,?\[\]{}"'\n]+`; a flow
    /// mapping's key stops at its first `:`).
    mutating func keyColon(_ scanner: SourceScanner, mapping: Bool) -> Int? {
        let position = scanner.position
        if !(keyRun.mapping == mapping && position >= keyRun.start && position < keyRun.end) {
            var ahead = scanner
            var colon = -1
            while !ahead.isAtEnd {
                let byte = ahead.peek()
                if Self.endsKey(byte, mapping: mapping) { break }
                if byte == UInt8(ascii: ":"), TextBytes.spaceOrLineEnd(ahead, at: 1) { colon = ahead.position }
                ahead.advance()
            }
            if mapping, ahead.peek() == UInt8(ascii: ":"), TextBytes.spaceOrLineEnd(ahead, at: 1) { colon = ahead.position }
            keyRun = KeyRun(start: position, end: ahead.position, colon: colon, mapping: mapping)
        }
        return keyRun.colon > position ? keyRun.colon : nil
    }

    private static func endsKey(_ byte: UInt8, mapping: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"), TextBytes.newline:
            true
        case UInt8(ascii: "#"): !mapping
        case UInt8(ascii: ":"): mapping
        default: false
        }
    }

    /// Tags (`!!str`, `!local`, `!<tag:…>`) `kt`, anchors `&name` `nl`, aliases `*name` `nv`.
    mutating func descriptor(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        var ahead = scanner
        let kind: TokenKind
        switch scanner.peek() {
        case UInt8(ascii: "!"):
            ahead.advance()
            if ahead.peek() == UInt8(ascii: "<") {
                var full = ahead
                full.advance()
                if full.skip(while: TextBytes.isTagPart) > 0, full.skip(">") { ahead = full }
            }
            if ahead.position == start + 1 { ahead.skip(while: TextBytes.isTagPart) }
            kind = .keywordType
        case UInt8(ascii: "&"), UInt8(ascii: "*"):
            ahead.advance()
            guard ahead.skip(while: { ByteClass.isWord($0) || $0 == UInt8(ascii: "-") }) > 0 else { return false }
            kind = scanner.peek() == UInt8(ascii: "&") ? .nameLabel : .nameVariable
        default:
            return false
        }
        scanner = ahead
        writer.emit(kind, from: start, to: scanner.position)
        return true
    }

    /// A plain scalar in the block context: it goes on over lines indented past the current level.
    mutating func plainBlock(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        var ahead = scanner
        let spaces = ahead.skip(while: TextBytes.isSpace)
        if ahead.peek() == UInt8(ascii: ":"), TextBytes.spaceOrLineEnd(ahead, at: 1), !ahead.isAtEnd {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            pop()
        } else if spaces > 0, ahead.peek() == TextBytes.hash {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            pop()
        } else if spaces > 0 {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if scanner.peek() == TextBytes.newline {
            scanner.skip { $0 == TextBytes.newline }
            writer.emit(nil, to: scanner.position)
            modes.append(.plainBlockNewLine)
        } else {
            Self.skipPlain(&scanner)
            writer.emit(nil, to: scanner.position)
            if scanner.position == ahead.position { error(&scanner, &writer) }
        }
    }

    /// `(?::(?!\s)|[^\s:])+`.
    private static func skipPlain(_ scanner: inout SourceScanner) {
        while !scanner.isAtEnd {
            let byte = scanner.peek()
            if byte == UInt8(ascii: ":") {
                guard scanner.position + 1 >= scanner.end || !ByteClass.isSpace(scanner.peek(1)) else { return }
            } else if ByteClass.isSpace(byte) {
                return
            }
            scanner.advance()
        }
    }

    mutating func plainBlockNewLine(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let atLineStart = scanner.isAtLineStart()
        var ahead = scanner
        let spaces = ahead.skip(while: TextBytes.isSpace)
        if atLineStart, spaces > 0, TextBytes.atLineEnd(ahead) {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if scanner.peek() == TextBytes.newline {
            scanner.skip { $0 == TextBytes.newline }
            writer.emit(nil, to: scanner.position)
        } else if atLineStart, scanner.starts(with: "---") || scanner.starts(with: "...") {
            pop(3)
        } else if atLineStart {
            if spaces <= indent {
                pop(3)
            } else {
                scanner = ahead
                writer.emit(nil, to: scanner.position)
                pop()
            }
        } else {
            error(&scanner, &writer)
        }
    }
}
