/// Swift, as Pygments' `SwiftLexer` classes it: keywords by its lists (`k`, `kr`, `kc`, `kd`), the name after
/// `class`/`struct`/… `nc`, after `func` `nf`, after `let`/`var` `nv`, standard types `nb` and functions `bp`,
/// `#if`/`#available` lines `cp`, strings `s` with `\( )` interpolation (`si`) nested to any depth, nested block
/// comments. Raw strings (`#"…"#`, `\#( )`) it reads as Swift does, where Pygments breaks them apart.
///
/// Attributes (`@State`, `@MainActor`) are `@` and a plain name, as Pygments has them; only the ones in its list
/// (`@objc`, `@IBOutlet`, `@available(…)` …) are keywords.
struct SwiftLexer: Lexer {
    /// What the lexer is inside, innermost last: Pygments' state stack without its root.
    enum Mode: Sendable, Equatable {
        /// The rest of a `#if`/`#available` line: names are `cp` until the line ends.
        case preprocessor
        /// The rest of an `import` line: names are `nc`.
        case module
        /// A string literal: `"""` or `"`, and how many `#` its raw delimiters have.
        case string(multiline: Bool, hashes: Int)
        /// Code in `\( )`: how many `(` it has open.
        case interpolation(parens: Int)
    }

    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    var modes: [Mode] = []

    init(depth: Int) {
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if case .string(let multiline, let hashes)? = modes.last {
            stepString(multiline: multiline, hashes: hashes, &scanner, &writer)
        } else {
            stepCode(&scanner, &writer)
        }
    }

    private mutating func stepCode(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if case .interpolation(let parens)? = modes.last, byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
            scanner.advance()
            modes.removeLast()
            if byte == UInt8(ascii: "(") {
                modes.append(.interpolation(parens: parens + 1))
            } else if parens > 0 {
                modes.append(.interpolation(parens: parens - 1))
            }
            writer.emit(.stringInterpolation, from: start, to: scanner.position)
            return
        }
        switch byte {
        case UInt8(ascii: "\n"):
            scanner.advance()
            if modes.last == .module || modes.last == .preprocessor { modes.removeLast() }
            writer.emit(nil, to: scanner.position)
        case _ where ByteClass.isSpace(byte):
            // Pygments' `\s+` takes the line break after trailing spaces, so that an `import` or `#if` line goes
            // on into the next; here the line break ends it.
            scanner.skip(while: { ByteClass.isSpace($0) && $0 != UInt8(ascii: "\n") })
            writer.emit(nil, to: scanner.position)
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"):
            Self.lineComment(&scanner, &writer)
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
            scanner.skipNestedBlockComment()
            writer.emit(.commentMultiline, from: start, to: scanner.position)
        case UInt8(ascii: "#"):
            hash(&scanner, &writer)
        case UInt8(ascii: "@"):
            Self.attribute(&scanner, &writer)
        case UInt8(ascii: "\""):
            openString(&scanner, &writer)
        case UInt8(ascii: "$") where ByteClass.isDigit(scanner.peek(1)):
            scanner.advance()
            scanner.skip(while: ByteClass.isDigit)
            writer.emit(.nameVariable, from: start, to: scanner.position)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            Self.number(&scanner, &writer)
        case _ where Self.startsWord(byte):
            word(&scanner, &writer)
        default:
            Self.punctuation(&scanner, &writer)
        }
    }

    /// A name: a keyword, a declaration and the name it declares, a standard type or function, or a plain name.
    private mutating func word(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.skip(while: ByteClass.isWord)
        let word = scanner.slice(from: start)
        if modes.last == .module {
            writer.emit(SwiftCocoaNames.names.contains(word) ? .nameBuiltinPseudo : .nameClass, from: start, to: scanner.position)
            return
        }
        // Only the standard types and Cocoa's names start with a capital or `_` (and a few keywords): a word is
        // looked up in the tables it may be in.
        let capital = word.first.map { $0 == UInt8(ascii: "_") || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) } ?? false
        if let kind = Self.keywordKind(word, capital: capital) {
            writer.emit(kind, from: start, to: scanner.position)
            if kind == .keywordDeclaration { declaration(word, &scanner, &writer) }
            return
        }
        let kind: TokenKind?
        if modes.last == .preprocessor, word.first != UInt8(ascii: "_") {
            kind = .commentPreprocessor
        } else if capital, Self.builtinTypes.contains(word) {
            kind = .nameBuiltin
        } else if capital ? SwiftCocoaNames.names.contains(word) : Self.builtinFunctions.contains(word) {
            kind = .nameBuiltinPseudo
        } else {
            kind = nil
        }
        writer.emit(kind, from: start, to: scanner.position)
    }

    /// After a declaration keyword: `import` opens a module line, `class`/`func`/`let`/… name what they declare.
    private mutating func declaration(_ word: ArraySlice<UInt8>, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if Self.typeDeclarations.contains(word) {
            Self.declaredName(.nameClass, &scanner, &writer)
        } else if word.elementsEqual("func".utf8) {
            Self.declaredName(.nameFunction, &scanner, &writer)
        } else if word.elementsEqual("let".utf8) || word.elementsEqual("var".utf8) {
            Self.declaredName(.nameVariable, &scanner, &writer)
        } else if word.elementsEqual("import".utf8) {
            modes.append(.module)
        }
    }

    /// The name after white space that follows a declaration keyword, as `kind` (a Cocoa class named as a type
    /// stays `bp`, as Pygments has it); nothing when no name follows.
    private static func declaredName(_ kind: TokenKind, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        var ahead = scanner
        guard ahead.skip(while: ByteClass.isSpace) > 0, isASCIIWordStart(ahead.peek()) else { return }
        writer.emit(nil, to: ahead.position)
        let start = ahead.position
        ahead.skip(while: ByteClass.isWord)
        let cocoa = kind == .nameClass && SwiftCocoaNames.names.contains(ahead.slice(from: start))
        writer.emit(cocoa ? .nameBuiltinPseudo : kind, to: ahead.position)
        scanner = ahead
    }

    /// The class Pygments' keyword rules give `word`, in their order; nil for none.
    private static func keywordKind(_ word: ArraySlice<UInt8>, capital: Bool) -> TokenKind? {
        if !capital, keywords.contains(word) { return .keyword }
        if reserved.contains(word) { return .keywordReserved }
        if constants.contains(word) { return .keywordConstant }
        if !capital, declarations.contains(word) { return .keywordDeclaration }
        return nil
    }

    /// Whether `byte` starts a name: Pygments reads `[a-zA-Z_]\w*`; bytes past ASCII count as letters here.
    @inline(__always)
    static func startsWord(_ byte: UInt8) -> Bool {
        ByteClass.isLetter(byte) || byte == UInt8(ascii: "_")
    }

    @inline(__always)
    static func isASCIIWordStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
    }
}
