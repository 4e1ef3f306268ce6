/// Code: the rules of Pygments' `root` state, tried in its order, and the states that hold code.
extension ShellLexer {
    mutating func code(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch modes.last ?? .code {
        case .code: break
        case .doubleQuoted: return doubleQuoted(&scanner, &writer)
        case .heredoc: return heredocLine(&scanner, &writer)
        case .curly: if curly(&scanner, &writer) { return }
        case .paren:
            if scanner.peek() == UInt8(ascii: ")") { return close(1, .keyword, &scanner, &writer) }
        case .math: if math(&scanner, &writer) { return }
        case .backticks:
            if scanner.peek() == TextBytes.backtick { return close(1, .stringBacktick, &scanner, &writer) }
        }
        if !pendingHeredocs.isEmpty, atLineStart(scanner) {
            heredoc = pendingHeredocs.removeFirst()
            modes.append(.heredoc)
            return heredocLine(&scanner, &writer)
        }
        if word(&scanner, &writer) || basic(&scanner, &writer) || data(&scanner, &writer) { return }
        interpolation(&scanner, &writer)
    }

    /// Reads `count` bytes as `kind` and leaves the state.
    mutating func close(_ count: Int, _ kind: TokenKind, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.advance(count)
        writer.emit(kind, from: start, to: scanner.position)
        if modes.count > 1 { modes.removeLast() }
    }

    /// A word where one starts: a keyword, a builtin (before a space, `)` or `` ` ``), a variable before `=`.
    private func word(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        guard ByteClass.isWord(scanner.peek()), !(ByteClass.isWord(scanner.previous) && start > textStartBound) else {
            return false
        }
        var ahead = scanner
        ahead.skip(while: ByteClass.isWord)
        let word = ahead.slice(from: start)
        let next = ahead.peek()
        if Self.keywords.contains(word) {
            scanner = ahead
            writer.emit(.keyword, from: start, to: scanner.position)
            return true
        }
        if Self.builtins.contains(word), !ahead.isAtEnd,
           ByteClass.isSpace(next) || next == UInt8(ascii: ")") || next == TextBytes.backtick {
            scanner = ahead
            writer.emit(.nameBuiltin, from: start, to: scanner.position)
            return true
        }
        var assignment = ahead
        assignment.skip(while: ByteClass.isSpace)
        _ = assignment.skip("+")
        guard assignment.peek() == UInt8(ascii: "="), !assignment.isAtEnd else { return false }
        scanner = ahead
        writer.emit(nil, from: start, to: scanner.position)
        return true
    }

    /// Where a word may start whatever comes before it: the start of a part handed on by another language.
    private var textStartBound: Int { textStart == Int.max ? -1 : textStart }

    /// `#!` lines, comments, escapes, operators, here-strings and heredocs, `&&`, `||`.
    private mutating func basic(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let byte = scanner.peek()
        switch byte {
        case TextBytes.hash:
            var ahead = scanner
            ahead.skipToLineEnd()
            let hashbang = start == textStart && scanner.peek(1) == UInt8(ascii: "!") && ahead.position > start + 2
            guard ahead.peek() == TextBytes.newline, !ahead.isAtEnd else { return false }
            scanner = ahead
            writer.emit(hashbang ? .comment : .commentSingle, from: start, to: scanner.position)
        case TextBytes.backslash:
            guard scanner.position + 1 < scanner.end else { return false }
            scanner.advance(1 + ByteClass.characterLength(scanner.peek(1)))
            writer.emit(.stringEscape, from: start, to: scanner.position)
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "="):
            scanner.advance()
            writer.emit(.operatorSign, from: start, to: scanner.position)
        case UInt8(ascii: "<") where scanner.starts(with: "<<<"):
            scanner.advance(3)
            writer.emit(.operatorSign, from: start, to: scanner.position)
        case UInt8(ascii: "<") where scanner.starts(with: "<<"):
            return heredocStart(&scanner, &writer)
        case UInt8(ascii: "&") where scanner.peek(1) == byte, UInt8(ascii: "|") where scanner.peek(1) == byte:
            scanner.advance(2)
            writer.emit(.operatorSign, from: start, to: scanner.position)
        default:
            return false
        }
        return true
    }

    /// Backticks, strings, `;`, `&`, `|`, spaces, numbers, and other text.
    private mutating func data(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let byte = scanner.peek()
        switch byte {
        case TextBytes.backtick:
            scanner.advance()
            writer.emit(.stringBacktick, from: start, to: scanner.position)
            modes.append(.backticks)
        case TextBytes.dollar where scanner.peek(1) == TextBytes.doubleQuote:
            guard Self.quotedWithoutExpansion(scanner, from: 1) else { return false }
            scanner.advance(2)
            writer.emit(.stringDouble, from: start, to: scanner.position)
            modes.append(.doubleQuoted)
        case TextBytes.doubleQuote:
            scanner.advance()
            writer.emit(.stringDouble, from: start, to: scanner.position)
            modes.append(.doubleQuoted)
        case TextBytes.dollar where scanner.peek(1) == TextBytes.singleQuote, TextBytes.singleQuote:
            var ahead = scanner
            ahead.advance(byte == TextBytes.dollar ? 2 : 1)
            while !ahead.isAtEnd, ahead.peek() != TextBytes.singleQuote {
                ahead.advance(byte == TextBytes.dollar && ahead.peek() == TextBytes.backslash ? 2 : 1)
            }
            guard ahead.skip("'") else { return false }
            scanner = ahead
            writer.emit(.stringSingle, from: start, to: scanner.position)
        case UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"):
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        case _ where ByteClass.isSpace(byte):
            spaces(&scanner, &writer)
        case _ where ByteClass.isDigit(byte):
            var ahead = scanner
            ahead.skip(while: ByteClass.isDigit)
            guard !ByteClass.isWord(ahead.peek()) || ahead.isAtEnd else { return text(&scanner, &writer) }
            scanner = ahead
            writer.emit(.number, from: start, to: scanner.position)
        case UInt8(ascii: "<"):
            scanner.advance()
            writer.emit(nil, from: start, to: scanner.position)
        default:
            return text(&scanner, &writer)
        }
        return true
    }

    /// Spaces, up to the first line break while a heredoc waits for its body.
    private func spaces(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if pendingHeredocs.isEmpty {
            scanner.skip(while: ByteClass.isSpace)
        } else {
            scanner.skip { ByteClass.isSpace($0) && $0 != TextBytes.newline }
            _ = scanner.skip("\n")
        }
        writer.emit(nil, to: scanner.position)
    }

    /// `[^=\s\[\]{}()$"'`\\<&|;]+`.
    private func text(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let count = scanner.skip { byte in
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), TextBytes.dollar, TextBytes.doubleQuote, TextBytes.singleQuote,
                 TextBytes.backtick, TextBytes.backslash, UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: ";"):
                false
            default:
                !ByteClass.isSpace(byte)
            }
        }
        writer.emit(nil, to: scanner.position)
        return count > 0
    }

    /// Whether the `"…"` at `offset` closes with no `$` inside (Pygments reads `$"…"` whole then).
    private static func quotedWithoutExpansion(_ scanner: SourceScanner, from offset: Int) -> Bool {
        var ahead = scanner
        ahead.advance(offset + 1)
        while !ahead.isAtEnd {
            switch ahead.peek() {
            case TextBytes.doubleQuote: return true
            case TextBytes.dollar: return false
            case TextBytes.backslash: ahead.advance(2)
            default: ahead.advance()
            }
        }
        return false
    }
}
