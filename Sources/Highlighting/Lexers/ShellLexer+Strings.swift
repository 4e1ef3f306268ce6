/// Expansions (`$var`, `${…}`, `$(…)`, `$((…))`), double-quoted strings, and heredocs.
extension ShellLexer {
    /// `$` and what follows it; any other byte is read as plain text.
    mutating func interpolation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        guard scanner.peek() == TextBytes.dollar else {
            scanner.advance(ByteClass.characterLength(scanner.peek()))
            writer.emit(nil, from: start, to: scanner.position)
            return
        }
        let next = scanner.peek(1)
        if scanner.starts(with: "$((") {
            scanner.advance(3)
            writer.emit(.keyword, from: start, to: scanner.position)
            modes.append(.math)
        } else if next == UInt8(ascii: "(") {
            scanner.advance(2)
            writer.emit(.keyword, from: start, to: scanner.position)
            modes.append(.paren)
        } else if next == UInt8(ascii: "{") {
            scanner.advance(scanner.peek(2) == TextBytes.hash ? 3 : 2)
            writer.emit(.stringInterpolation, from: start, to: scanner.position)
            modes.append(.curly)
        } else if ByteClass.isLetter(next) && next < 0x80 || next == UInt8(ascii: "_") {
            scanner.advance(2)
            scanner.skip(while: ByteClass.isWord)
            writer.emit(.nameVariable, from: start, to: scanner.position)
        } else if ByteClass.isDigit(next) {
            scanner.advance(1)
            scanner.skip(while: ByteClass.isDigit)
            writer.emit(.nameVariable, from: start, to: scanner.position)
        } else if Self.specialParameters.contains(next), scanner.position + 1 < scanner.end {
            scanner.advance(2)
            writer.emit(.nameVariable, from: start, to: scanner.position)
        } else {
            scanner.advance()
            writer.emit(nil, from: start, to: scanner.position)
        }
    }

    private static let specialParameters = Set("#$?!_*@-".utf8)

    /// Inside `"…"`: text `s2` (escapes included), expansions, the closing quote.
    mutating func doubleQuoted(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        switch scanner.peek() {
        case TextBytes.doubleQuote: close(1, .stringDouble, &scanner, &writer)
        case TextBytes.dollar: interpolation(&scanner, &writer)
        default:
            while !scanner.isAtEnd {
                let byte = scanner.peek()
                if byte == TextBytes.doubleQuote || byte == TextBytes.dollar { break }
                scanner.advance(byte == TextBytes.backslash ? 2 : 1)
            }
            writer.emit(.stringDouble, from: start, to: scanner.position)
        }
    }

    /// Inside `${…}`: names `nv`, `:-` a keyword, other characters punctuation; whether it read one.
    mutating func curly(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == UInt8(ascii: "}") {
            close(1, .stringInterpolation, &scanner, &writer)
        } else if scanner.starts(with: ":-") {
            scanner.advance(2)
            writer.emit(.keyword, from: start, to: scanner.position)
        } else if ByteClass.isWord(byte) {
            scanner.skip(while: ByteClass.isWord)
            writer.emit(.nameVariable, from: start, to: scanner.position)
        } else if byte == UInt8(ascii: ":") {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else {
            let count = scanner.skip { byte in
                switch byte {
                case UInt8(ascii: "}"), UInt8(ascii: ":"), TextBytes.doubleQuote, TextBytes.singleQuote,
                     TextBytes.backtick, TextBytes.dollar, TextBytes.backslash:
                    false
                default: true
                }
            }
            guard count > 0 else { return false }
            writer.emit(.punctuation, from: start, to: scanner.position)
        }
        return true
    }

    /// Inside `$((…))`: operators, numbers (`16#ff`, `0x1f`), names; whether it read one.
    mutating func math(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let byte = scanner.peek()
        if scanner.starts(with: "))") {
            close(2, .keyword, &scanner, &writer)
        } else if scanner.starts(with: "**") || scanner.starts(with: "||") || scanner.starts(with: "<<")
                    || scanner.starts(with: ">>") {
            scanner.advance(2)
            writer.emit(.operatorSign, from: start, to: scanner.position)
        } else if Self.mathOperators.contains(byte) {
            scanner.advance()
            writer.emit(.operatorSign, from: start, to: scanner.position)
        } else if ByteClass.isDigit(byte) {
            if scanner.starts(with: "0x") || scanner.starts(with: "0X"), ByteClass.isHexDigit(scanner.peek(2)) {
                scanner.advance(2)
                scanner.skip(while: ByteClass.isHexDigit)
            } else {
                scanner.skip(while: ByteClass.isDigit)
                if scanner.peek() == TextBytes.hash {
                    var ahead = scanner
                    ahead.advance()
                    let digits = ahead.skip { ByteClass.isDigit($0) || (ByteClass.isLetter($0) && $0 < 0x80) }
                    if digits > 0 || (ahead.peek() != TextBytes.space) { scanner = ahead }
                }
            }
            writer.emit(.number, from: start, to: scanner.position)
        } else if (ByteClass.isLetter(byte) && byte < 0x80) || byte == UInt8(ascii: "_") {
            scanner.skip(while: ByteClass.isWord)
            writer.emit(.nameVariable, from: start, to: scanner.position)
        } else {
            return false
        }
        return true
    }

    private static let mathOperators = Set("-+*/%^|&<>".utf8)

    /// `<<EOF`, `<<-EOF`, `<<'EOF'`, `<< "EOF"`: read as a string; its body follows the line.
    mutating func heredocStart(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        var ahead = scanner
        ahead.advance(2)
        let stripsTabs = ahead.skip("-")
        ahead.skip(while: ByteClass.isBlank)
        let quote = ahead.peek()
        let quoted = quote == TextBytes.singleQuote || quote == TextBytes.doubleQuote
        let escaped = !quoted && ahead.skip("\\")
        if quoted { ahead.advance() }
        let wordStart = ahead.position
        guard ahead.skip(while: { ByteClass.isWord($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) > 0
        else { return false }
        let terminator = ahead.slice(from: wordStart)
        if quoted, ahead.peek() == quote { ahead.advance() }
        scanner = ahead
        writer.emit(.stringHeredoc, from: start, to: scanner.position)
        pendingHeredocs.append(Heredoc(terminator: terminator, stripsTabs: stripsTabs, expands: !quoted && !escaped))
        return true
    }

    /// A heredoc's body: each line a string (`sh`), with expansions unless its terminator was quoted, until
    /// the line that is its terminator.
    mutating func heredocLine(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        guard let heredoc else {
            if modes.count > 1 { modes.removeLast() }
            return
        }
        let start = scanner.position
        if atLineStart(scanner) {
            var ahead = scanner
            if heredoc.stripsTabs { ahead.skip { $0 == UInt8(ascii: "\t") } }
            let textStart = ahead.position
            ahead.skipToLineEnd()
            if ahead.slice(from: textStart) == heredoc.terminator {
                scanner = ahead
                writer.emit(.stringHeredoc, from: start, to: scanner.position)
                self.heredoc = nil
                if modes.count > 1 { modes.removeLast() }
                return
            }
        }
        let byte = scanner.peek()
        if heredoc.expands, byte == TextBytes.dollar, scanner.peek(1) != TextBytes.newline, scanner.peek(1) != 0 {
            interpolation(&scanner, &writer)
        } else if heredoc.expands, byte == TextBytes.backtick {
            scanner.advance()
            writer.emit(.stringBacktick, from: start, to: scanner.position)
            modes.append(.backticks)
        } else {
            scanner.advance(byte == TextBytes.backslash && heredoc.expands ? 2 : 1)
            while !scanner.isAtEnd, scanner.previous != TextBytes.newline {
                let next = scanner.peek()
                if heredoc.expands, next == TextBytes.dollar || next == TextBytes.backtick || next == TextBytes.backslash {
                    break
                }
                scanner.advance()
            }
            writer.emit(.stringHeredoc, from: start, to: scanner.position)
        }
    }
}
