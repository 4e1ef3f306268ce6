/// CSS and SCSS: selectors, properties, values with units and colours, at-rules, SCSS variables, nesting, interpolation and `//` comments.
///
/// Both follow the states of Pygments' CSS and SCSS lexers (a stack of modes: rule blocks, values, function
/// arguments), so that a page reads the same as it did when Pygments coloured it.
struct CSSLexer: Lexer {
    enum Dialect: Sendable {
        case css
        case scss
    }

    /// Where the lexer is: Pygments' states of the same names.
    enum Mode: Sendable {
        // CSS
        case root, atRule, atContent, content, value, function
        // SCSS
        case selector, scssValue, forLoop, interpolation, pseudoClass, className, identifier
        case doubleQuoted, singleQuoted, url, inlineComment
    }

    let dialect: Dialect
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    /// The modes entered and not yet left, the innermost last; empty at the top level.
    var modes: [Mode] = []
    /// Where a search for the `*/` closing a comment found none: no comment opened later is closed either.
    var unclosedCommentFrom = Int.max
    /// Where a property name read in a block (a selector nested in it, which Pygments' CSS lexer does not know)
    /// was not followed by `:`: no name starting before it is either, and none is read twice.
    var noDeclarationBefore = 0
    /// Where searches for the `)` closing `url(` failed, for `url("…")`, `url('…')` and a bare address.
    var unclosedURLs = (double: -1, single: -1, bare: -1)

    init(_ dialect: Dialect, depth: Int) {
        self.dialect = dialect
        self.depth = depth
    }

    var mode: Mode { modes.last ?? .root }

    mutating func pop(_ count: Int = 1) {
        modes.removeLast(min(count, modes.count))
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch dialect {
        case .css:
            if ByteClass.isSpace(scanner.peek()) {
                scanner.skip(while: ByteClass.isSpace)
                writer.emit(nil, to: scanner.position)
                return
            }
            switch mode {
            case .content: content(&scanner, &writer)
            case .value: value(&scanner, &writer)
            case .function: function(&scanner, &writer)
            default: basics(&scanner, &writer)
            }
        case .scss:
            scssStep(&scanner, &writer)
        }
    }

    /// Reads a `/* */` comment at the position when it is closed; whether it did.
    mutating func comment(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, as kind: TokenKind = .comment) -> Bool {
        guard scanner.starts(with: "/*"), scanner.position < unclosedCommentFrom else { return false }
        guard let end = scanner.commentEnd(from: scanner.position + 2) else {
            unclosedCommentFrom = scanner.position
            return false
        }
        writer.emit(kind, from: scanner.position, to: end)
        scanner.advance(end - scanner.position)
        return true
    }

    /// Reads a quoted string at the position when it is closed; whether it did.
    static func string(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let quote = scanner.peek()
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), let end = scanner.quotedEnd() else { return false }
        writer.emit(quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble, from: scanner.position, to: end)
        scanner.advance(end - scanner.position)
        return true
    }

    /// Says the piece from the position to `end` is `kind` and moves past it.
    static func read(_ kind: TokenKind?, to end: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        writer.emit(kind, from: scanner.position, to: end)
        scanner.advance(end - scanner.position)
    }

    /// Reads one character no rule matched: plain, as Pygments' error tokens are; a line break no rule matched
    /// takes Pygments back to the top level, and this lexer too.
    mutating func unmatched(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if scanner.peek() == UInt8(ascii: "\n") { modes.removeAll() }
        scanner.skipCharacter()
        writer.emit(nil, to: scanner.position)
    }

    /// The vendor prefix (`-webkit-`) at the position, if any: its end.
    static func vendorPrefixEnd(_ scanner: SourceScanner) -> Int? {
        for prefix in CSSWords.vendorPrefixes where scanner.starts(with: prefix) {
            return scanner.position + prefix.utf8CodeUnitCount
        }
        return nil
    }
}
