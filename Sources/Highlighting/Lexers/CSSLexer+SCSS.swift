/// SCSS's modes, as Pygments' SCSS lexer reads them: statements at the top (`$name:`, at-rules), selectors (which
/// also hold declarations), values, `#{}` interpolation, strings and comments that may hold interpolation.
extension CSSLexer {
    private static let selectorOperators = ByteSet("~^*!&[]()<>|+=@:;,./?-")

    mutating func scssStep(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch mode {
        case .doubleQuoted, .singleQuoted, .url, .inlineComment: scssText(&scanner, &writer)
        case .pseudoClass, .className, .identifier: scssSelectorName(&scanner, &writer)
        case .selector: scssSelector(&scanner, &writer)
        case .scssValue, .forLoop, .interpolation: scssValue(&scanner, &writer)
        default: scssStatement(&scanner, &writer)
        }
    }

    /// The top level: comments, at-rules, `$name:`, and anything else a selector.
    private mutating func scssStatement(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if ByteClass.isSpace(scanner.peek()) {
            scanner.skip(while: ByteClass.isSpace)
            return writer.emit(nil, to: scanner.position)
        }
        if scanner.starts(with: "//") {
            scanner.skipToLineEnd()
            return writer.emit(.commentSingle, from: start, to: scanner.position)
        }
        if comment(&scanner, &writer, as: .commentMultiline) || atRule(&scanner, &writer) { return }
        if scanner.peek() == UInt8(ascii: "$") {
            let nameEnd = scanner.wordsAndDashesEnd(from: start + 1)
            var colon = nameEnd
            while colon < scanner.end, ByteClass.isBlank(scanner.bytes[colon]) { colon += 1 }
            if nameEnd > start + 1, ByteClass.isWord(scanner.bytes[nameEnd - 1]), colon < scanner.end,
               scanner.bytes[colon] == UInt8(ascii: ":") {
                Self.read(.nameVariable, to: nameEnd, &scanner, &writer)
                Self.read(.operatorSign, to: colon + 1, &scanner, &writer)
                modes.append(.scssValue)
                return
            }
        }
        modes.append(.selector)
        scssSelector(&scanner, &writer)
    }

    /// An at-rule's keyword (and a mixin's name), then into what follows it; whether there was one.
    private mutating func atRule(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard scanner.peek() == UInt8(ascii: "@") else { return false }
        let start = scanner.position
        var next = Mode.selector
        var end = start
        if scanner.starts(ignoringCase: "@import") {
            (end, next) = (start + 7, .scssValue)
        } else if scanner.starts(ignoringCase: "@for") {
            (end, next) = (start + 4, .forLoop)
        } else if scanner.starts(ignoringCase: "@debug") || scanner.starts(ignoringCase: "@while") {
            (end, next) = (start + 6, .scssValue)
        } else if scanner.starts(ignoringCase: "@warn") {
            (end, next) = (start + 5, .scssValue)
        } else if scanner.starts(ignoringCase: "@if") {
            (end, next) = (start + 3, .scssValue)
        } else if let kind = Self.mixinKind(scanner), scanner.peek(kind.length) == UInt8(ascii: " "),
                  SourceScanner.isWordOrDash(scanner.peek(kind.length + 1)) {
            Self.read(.keyword, to: start + kind.length, &scanner, &writer)
            Self.read(kind.name, to: scanner.wordsAndDashesEnd(from: scanner.position + 1), &scanner, &writer)
            modes.append(.scssValue)
            return true
        } else if scanner.starts(ignoringCase: "@extend") {
            end = start + 7
        } else if scanner.starts(ignoringCase: "@media"), ByteClass.isSpace(scanner.peek(6)) {
            (end, next) = (start + 6, .scssValue)
        } else {
            end = scanner.wordsAndDashesEnd(from: start + 1)
            guard end > start + 1 else { return false }
        }
        Self.read(.keyword, to: end, &scanner, &writer)
        modes.append(next)
        return true
    }

    /// `@mixin` (whose name is a function) or `@include` (whose name is a decorator) at the position.
    private static func mixinKind(_ scanner: SourceScanner) -> (length: Int, name: TokenKind)? {
        if scanner.starts(ignoringCase: "@mixin") { return (6, .nameFunction) }
        if scanner.starts(ignoringCase: "@include") { return (8, .nameDecorator) }
        return nil
    }

    /// Selectors, and the declarations Pygments reads as selectors too (`color: red` is a tag, a pseudo-class and a
    /// tag to it).
    private mutating func scssSelector(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        let single: (TokenKind?, Mode?)? = switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): (nil, nil)
        case UInt8(ascii: ":"): (.nameDecorator, .pseudoClass)
        case UInt8(ascii: "."): (.nameClass, .className)
        // Pygments reads `#` before `#{`, which breaks `.icon-#{$name}` apart; interpolation is read first here.
        case UInt8(ascii: "#") where scanner.peek(1) == UInt8(ascii: "{"): nil
        case UInt8(ascii: "#"): (.nameNamespace, .identifier)
        case UInt8(ascii: "&"): (.keyword, nil)
        case UInt8(ascii: "\""): (.stringDouble, .doubleQuoted)
        case UInt8(ascii: "'"): (.stringSingle, .singleQuoted)
        default: nil
        }
        if let (kind, next) = single {
            Self.read(kind, to: start + 1, &scanner, &writer)
            if let next { modes.append(next) }
        } else if scanner.starts(with: "#{") {
            Self.read(.stringInterpolation, to: start + 2, &scanner, &writer)
            modes.append(.interpolation)
        } else if SourceScanner.isWordOrDash(byte) {
            Self.read(.nameTag, to: scanner.wordsAndDashesEnd(from: start), &scanner, &writer)
        } else if Self.selectorOperators.contains(byte) {
            Self.read(.operatorSign, to: start + 1, &scanner, &writer)
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            pop()
        } else {
            unmatched(&scanner, &writer)
        }
    }

    /// The name after `:`, `.` or `#` in a selector, pieces of it interpolated.
    private mutating func scssSelectorName(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let end = scanner.wordsAndDashesEnd(from: scanner.position)
        if end > scanner.position {
            let kind: TokenKind = mode == .pseudoClass ? .nameDecorator : mode == .className ? .nameClass : .nameNamespace
            Self.read(kind, to: end, &scanner, &writer)
        } else if scanner.starts(with: "#{") {
            Self.read(.stringInterpolation, to: scanner.position + 2, &scanner, &writer)
            modes.append(.interpolation)
        } else {
            pop()
            scssStep(&scanner, &writer)
        }
    }

    /// The inside of a string, `url(…)` or `/* */` comment, where `#{` opens interpolation.
    private mutating func scssText(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let current = mode
        let (kind, close): (TokenKind, UInt8) = switch current {
        case .doubleQuoted: (.stringDouble, UInt8(ascii: "\""))
        case .singleQuoted: (.stringSingle, UInt8(ascii: "'"))
        case .url: (.stringOther, UInt8(ascii: ")"))
        default: (.commentMultiline, UInt8(ascii: "*"))
        }
        Self.skipText(&scanner, closing: close, inComment: current == .inlineComment)
        if scanner.position > start {
            writer.emit(kind, from: start, to: scanner.position)
        } else if scanner.starts(with: "#{") {
            Self.read(.stringInterpolation, to: start + 2, &scanner, &writer)
            modes.append(.interpolation)
        } else if current == .inlineComment ? scanner.starts(with: "*/") : scanner.peek() == close {
            Self.read(kind, to: start + (current == .inlineComment ? 2 : 1), &scanner, &writer)
            pop()
        } else {
            unmatched(&scanner, &writer)
        }
    }

    /// Moves past text up to the closing byte, a `#{` or (outside comments) a line break; a backslash escapes what
    /// follows it.
    private static func skipText(_ scanner: inout SourceScanner, closing: UInt8, inComment: Bool) {
        while !scanner.isAtEnd {
            let byte = scanner.peek()
            let next = scanner.peek(1)
            let quoted = closing == UInt8(ascii: "\"") || closing == UInt8(ascii: "'")
            if byte == UInt8(ascii: "\\"), next != 0, quoted || next == UInt8(ascii: "#") {
                scanner.advance(2)
            } else if byte == UInt8(ascii: "#") {
                guard next != 0, next != UInt8(ascii: "{"), inComment || next != UInt8(ascii: "\n") else { return }
                scanner.advance()
            } else if byte == closing {
                guard inComment, next != 0, next != UInt8(ascii: "/") else { return }
                scanner.advance()
            } else if byte == UInt8(ascii: "\n"), !inComment {
                return
            } else {
                scanner.advance()
            }
        }
    }
}
