/// Kotlin, as Pygments' `KotlinLexer` classes it: keywords `k`, modifiers and `class`/`fun`/`val` `kd` with the
/// name they declare `nc`/`nf`/`nv`, built-in types `kt`, annotations and labels `nd`, names after `.` `na`,
/// strings `s` with `$name` and `${…}` templates (`si`), `it` `nb`.
///
/// Where Pygments breaks Kotlin apart this reads it as Kotlin does: block comments nest, a `//` comment on the last
/// line is a comment, strings inside `${…}` are strings, `\$` is an escape, and numbers are whole (`0xFF6200EE`,
/// `1_000`, `1e3`, where Pygments reads one digit and then a name).
struct KotlinLexer: Lexer {
    /// What the lexer is inside, innermost last: Pygments' state stack without its root.
    enum Mode: Sendable, Equatable {
        /// A string: `"…"`, or `"""…"""` when raw.
        case string(raw: Bool)
        /// A `${…}` template's code.
        case interpolation
        /// A `{…}` block inside a template's code.
        case scope
        /// After `class`/`val`/… : the next name is the one declared, as `kind`.
        case declared(TokenKind)
        /// After `fun`: type parameters, a receiver, then the function's name.
        case function
        /// `val (a, b)`: names declared until `)`.
        case destructuring
        /// `<…>` type parameters of a function.
        case generic
    }

    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    var modes: [Mode] = []

    init(depth: Int) {
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch modes.last {
        case .string(let raw)?: stepString(raw: raw, &scanner, &writer)
        case .declared(let kind)?: stepDeclared(kind, &scanner, &writer)
        case .function?: stepFunction(&scanner, &writer)
        case .destructuring?: stepDestructuring(&scanner, &writer)
        case .generic?: stepGeneric(&scanner, &writer)
        default: stepCode(&scanner, &writer)
        }
    }

    mutating func stepCode(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        switch byte {
        case _ where ByteClass.isSpace(byte):
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"),
             UInt8(ascii: "#") where scanner.peek(1) == UInt8(ascii: "!") && scanner.isAtLineStart():
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
            scanner.skipNestedBlockComment()
            writer.emit(.commentMultiline, from: start, to: scanner.position)
        case UInt8(ascii: "\\") where scanner.peek(1) == UInt8(ascii: "\n") || scanner.peek(1) == 0:
            scanner.advance()
            writer.emit(.stringEscape, from: start, to: scanner.position)
        case UInt8(ascii: "\""):
            let raw = scanner.skip("\"\"\"")
            if !raw { scanner.advance() }
            modes.append(.string(raw: raw))
            writer.emit(.string, from: start, to: scanner.position)
        case UInt8(ascii: "'"):
            Self.character(&scanner, &writer)
        case UInt8(ascii: ".") where Self.isMemberStart(scanner.peek(1)):
            Self.member(after: .punctuation, &scanner, &writer)
        case UInt8(ascii: "?") where scanner.peek(1) == UInt8(ascii: ".") && Self.isMemberStart(scanner.peek(2)):
            Self.member(after: .operatorSign, &scanner, &writer)
        case UInt8(ascii: "@") where Self.isNameStart(scanner.peek(1)):
            scanner.advance()
            scanner.skip(while: { ByteClass.isWord($0) || $0 == UInt8(ascii: ".") })
            writer.emit(.nameDecorator, from: start, to: scanner.position)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            Self.number(&scanner, &writer)
        case _ where Self.isNameStart(byte) || byte == UInt8(ascii: "`"):
            word(&scanner, &writer)
        default:
            punctuation(&scanner, &writer)
        }
    }

    /// Braces (which open and close templates' code and the blocks in it), operators and punctuation.
    private mutating func punctuation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        scanner.advance()
        let kind: TokenKind?
        switch byte {
        case UInt8(ascii: "{"):
            if modes.last == .interpolation || modes.last == .scope { modes.append(.scope) }
            kind = .punctuation
        case UInt8(ascii: "}"):
            kind = modes.last == .interpolation ? .stringInterpolation : .punctuation
            if modes.last == .interpolation || modes.last == .scope { modes.removeLast() }
        case UInt8(ascii: "!") where Self.negatedKeywordLength(scanner) > 0:
            scanner.advance(Self.negatedKeywordLength(scanner))
            kind = .keyword
        case UInt8(ascii: ":") where scanner.peek() == UInt8(ascii: ":"),
             UInt8(ascii: "!") where scanner.peek() == UInt8(ascii: "!"),
             UInt8(ascii: "?") where scanner.peek() == UInt8(ascii: ":") || scanner.peek() == UInt8(ascii: "."):
            scanner.advance()
            kind = .operatorSign
        case _ where Self.punctuationBytes.contains(byte):
            kind = .punctuation
        case _ where Self.operatorBytes.contains(byte):
            kind = .operatorSign
        default:
            scanner.skip(while: { !ByteClass.startsCharacter($0) })
            kind = nil
        }
        writer.emit(kind, from: start, to: scanner.position)
    }

    /// `.name` and `?.name`: the name after the dot is `na`.
    private static func member(after kind: TokenKind, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.advance(kind == .punctuation ? 1 : 2)
        writer.emit(kind, from: start, to: scanner.position)
        let name = scanner.position
        scanner.skipWordCharacters(dollar: true)
        writer.emit(.nameAttribute, from: name, to: scanner.position)
    }

    /// After `!` (or `!!…`): how long `in` or `is` and the `!`s before them are, when a keyword; 0 otherwise.
    private static func negatedKeywordLength(_ scanner: SourceScanner) -> Int {
        var count = 0
        while scanner.peek(count) == UInt8(ascii: "!") { count += 1 }
        guard scanner.peek(count) == UInt8(ascii: "i"),
              scanner.peek(count + 1) == UInt8(ascii: "n") || scanner.peek(count + 1) == UInt8(ascii: "s"),
              !ByteClass.isWord(scanner.peek(count + 2)) else { return 0 }
        return count + 2
    }

    /// `'a'`, `'\n'`, `'\u0041'` as `sc`; a lone `'` plain.
    private static func character(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var length = 0
        if scanner.peek(1) == UInt8(ascii: "\\") {
            length = scanner.peek(3) == UInt8(ascii: "'") ? 4 : 0
            if scanner.peek(2) == UInt8(ascii: "u"), scanner.peek(7) == UInt8(ascii: "'") { length = 8 }
        } else if scanner.peek(1) != 0 {
            var ahead = scanner
            ahead.advance(2)
            ahead.skip(while: { !ByteClass.startsCharacter($0) })
            length = ahead.peek() == UInt8(ascii: "'") ? ahead.position - start + 1 : 0
        }
        scanner.advance(max(length, 1))
        writer.emit(length > 0 ? .stringChar : nil, from: start, to: scanner.position)
    }
}
