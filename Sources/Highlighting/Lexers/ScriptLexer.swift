/// JavaScript and TypeScript, with or without JSX: template literals with `${}` nested to any depth, regex literals
/// (where an expression starts; after an operand `/` divides), JSX elements with their attributes, `{}` expressions
/// and text, and TypeScript's annotations and decorators, classed as Pygments' JavascriptLexer, TypeScriptLexer,
/// JsxLexer and TsxLexer class them.
struct ScriptLexer: Lexer {
    enum Dialect: Sendable {
        case javascript
        case jsx
        case typescript
        case tsx

        var isTypeScript: Bool { self == .typescript || self == .tsx }
        var hasJSX: Bool { self == .jsx || self == .tsx }
    }

    /// What the lexer is reading: script (the snippet, a `${}` interpolation, a JSX `{}` expression), a template
    /// literal's text, a JSX tag's attributes, or a JSX element's children.
    enum Mode: Sendable, Equatable {
        case code(braces: Int, closer: Closer)
        case template
        case tag
        case children
    }

    /// What ends a stretch of script: nothing (the snippet's own), or the `}` of a `${` or of a JSX `{`.
    enum Closer: Sendable, Equatable {
        case none, interpolation, expression
    }

    let dialect: Dialect
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    /// What is being read, innermost last; never empty.
    var modes: [Mode] = [.code(braces: 0, closer: .none)]
    /// Whether an expression may start here (a `/` starts a regex, a `<` a JSX element) rather than an operator
    /// follow (after an operand `/` divides).
    var expressionAllowed = true
    /// Where a TypeScript `name: Type` look-ahead last failed: runs before it are not looked at again (linear).
    var annotationCheckedTo = 0
    /// Where a string without its closing quote was found: no quote of that kind closes after it.
    var unclosedQuotes: (double: Bool, single: Bool) = (false, false)

    init(_ dialect: Dialect, depth: Int) {
        self.dialect = dialect
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch modes[modes.count - 1] {
        case .code: stepCode(&scanner, &writer)
        case .template: stepTemplate(&scanner, &writer)
        case .tag: stepTag(&scanner, &writer)
        case .children: stepChildren(&scanner, &writer)
        }
    }

    mutating func push(_ mode: Mode) {
        modes.append(mode)
    }

    mutating func pop() {
        if modes.count > 1 { modes.removeLast() }
    }

    private mutating func stepCode(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if ByteClass.isSpace(byte) {
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
            return
        }
        if ByteClass.isNamePart(byte) {
            if dialect.isTypeScript, readAnnotation(&scanner, &writer) { return }
            if ByteClass.isDigit(byte) {
                readNumber(&scanner, &writer)
            } else {
                readWord(&scanner, &writer)
            }
            return
        }
        switch byte {
        case UInt8(ascii: "/"): readSlash(&scanner, &writer)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): readString(&scanner, &writer)
        case UInt8(ascii: "`"):
            scanner.advance()
            writer.emit(.stringBacktick, from: start, to: scanner.position)
            push(.template)
        case UInt8(ascii: "{"), UInt8(ascii: "}"): readBrace(&scanner, &writer)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ";"), UInt8(ascii: ","):
            punctuation(&scanner, &writer, startsExpression: true)
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            punctuation(&scanner, &writer, startsExpression: false)
        case UInt8(ascii: "."): readDot(&scanner, &writer)
        case UInt8(ascii: "<") where dialect.hasJSX && readAngle(&scanner, &writer): return
        case UInt8(ascii: "@"), UInt8(ascii: "#"): readSigil(&scanner, &writer)
        default: readOperator(&scanner, &writer)
        }
    }

    private mutating func punctuation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, startsExpression: Bool) {
        let start = scanner.position
        scanner.advance()
        writer.emit(.punctuation, from: start, to: scanner.position)
        expressionAllowed = startsExpression
    }

    /// `{` and `}`: the `}` that closes a `${` or a JSX `{` ends that stretch of script.
    private mutating func readBrace(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        guard case let .code(braces, closer) = modes[modes.count - 1] else { return }
        let start = scanner.position
        scanner.advance()
        if scanner.bytes[start] == UInt8(ascii: "{") {
            modes[modes.count - 1] = .code(braces: braces + 1, closer: closer)
            writer.emit(.punctuation, from: start, to: scanner.position)
            expressionAllowed = true
            return
        }
        expressionAllowed = false
        if braces > 0 || closer == .none {
            modes[modes.count - 1] = .code(braces: max(braces - 1, 0), closer: closer)
            writer.emit(.punctuation, from: start, to: scanner.position)
            return
        }
        writer.emit(closer == .interpolation ? .stringInterpolation : .punctuation, from: start, to: scanner.position)
        pop()
    }

    /// `.` or `...` (punctuation), or a number such as `.5`.
    private mutating func readDot(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if ByteClass.isDigit(scanner.peek(1)) {
            readNumber(&scanner, &writer)
            return
        }
        let start = scanner.position
        let spread = scanner.skip("...")
        if !spread { scanner.advance() }
        writer.emit(.punctuation, from: start, to: scanner.position)
        // An expression follows a spread (Pygments reads `/` after `...` as division; a regex is what it is).
        expressionAllowed = spread
    }

    /// `@decorator` (TypeScript: a declaration keyword, as Pygments has it), `#private` names, `#!` on the first line.
    private mutating func readSigil(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let isAt = scanner.peek() == UInt8(ascii: "@")
        if !isAt, start == 0, scanner.peek(1) == UInt8(ascii: "!") {
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
            return
        }
        scanner.advance()
        guard ByteClass.isNameStart(scanner.peek()) else {
            writer.emit(nil, to: scanner.position)
            return
        }
        scanner.skip(while: ByteClass.isNamePart)
        writer.emit(isAt && dialect.isTypeScript ? .keywordDeclaration : nil, from: start, to: scanner.position)
        expressionAllowed = false
    }

    /// A name or a keyword, classed as Pygments classes it.
    private mutating func readWord(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.skip(while: ByteClass.isNamePart)
        let word = scanner.slice(from: start)
        if dialect.isTypeScript, let typed = ScriptWords.typeScriptClass(of: word) {
            writer.emit(typed.kind, from: start, to: scanner.position)
            expressionAllowed = typed.startsExpression
            return
        }
        if dialect.isTypeScript, scanner.text(from: start, is: "module"), readModule(start, &scanner, &writer) { return }
        let javaScript = ScriptWords.javaScriptClass(of: word)
        writer.emit(javaScript.kind, from: start, to: scanner.position)
        expressionAllowed = javaScript.startsExpression
    }

    /// TypeScript's `module name`: the keyword reserved, the name plain (Pygments' `Name.Other`).
    private mutating func readModule(_ start: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        var ahead = scanner
        ahead.skip(while: ByteClass.isSpace)
        guard ahead.skip(while: Self.isRunByte) > 0 else { return false }
        writer.emit(.keywordReserved, from: start, to: scanner.position)
        ahead.skip(while: ByteClass.isSpace)
        scanner = ahead
        writer.emit(nil, to: scanner.position)
        expressionAllowed = true
        return true
    }

    /// What Pygments' TypeScriptLexer reads as `name: Type` (any `[\w?.$]+`, a colon, another run): the second run
    /// a type keyword, wherever it stands (object literals and the else of `?:` too, as Pygments has it).
    private mutating func readAnnotation(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard scanner.position >= annotationCheckedTo else { return false }
        var ahead = scanner
        ahead.skip(while: Self.isRunByte)
        let runEnd = ahead.position
        var wordEnd = scanner
        wordEnd.skip(while: ByteClass.isNamePart)
        let word = wordEnd.slice(from: scanner.position)
        // Pygments tries TypeScript's own words and `module name` before `name: Type`.
        if ScriptWords.typeScriptClass(of: word) != nil { return false }
        if word.elementsEqual("module".utf8) {
            var afterModule = wordEnd
            afterModule.skip(while: ByteClass.isSpace)
            if Self.isRunByte(afterModule.peek()) { return false }
        }
        ahead.skip(while: ByteClass.isSpace)
        let colon = ahead.position
        guard ahead.skip(":") else {
            annotationCheckedTo = runEnd
            return false
        }
        ahead.skip(while: ByteClass.isSpace)
        let typeStart = ahead.position
        guard ahead.skip(while: Self.isRunByte) > 0 else {
            annotationCheckedTo = runEnd
            return false
        }
        writer.emit(nil, to: colon)
        writer.emit(.operatorSign, to: colon + 1)
        writer.emit(nil, to: typeStart)
        writer.emit(.keywordType, to: ahead.position)
        scanner = ahead
        expressionAllowed = false
        return true
    }

    /// A byte of what Pygments' TypeScriptLexer takes for a name in `name: Type`: `[\w?.$]`.
    static func isRunByte(_ byte: UInt8) -> Bool {
        ByteClass.isNamePart(byte) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ".")
    }

    /// Operators: plain, and an expression may follow; `=>` too.
    private mutating func readOperator(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if scanner.skip("=>") || scanner.skip("<!--") {
            writer.emit(scanner.position - start == 2 ? .punctuation : .comment, from: start, to: scanner.position)
            expressionAllowed = true
            return
        }
        scanner.advance()
        let first = scanner.bytes[start]
        if Self.isOperatorByte(first) {
            // A JSX `<` right after another operator (`=<div>`) is rare; stopping the run at `<` keeps it whole.
            while Self.isOperatorByte(scanner.peek()), scanner.peek() != UInt8(ascii: "<") || !dialect.hasJSX,
                  scanner.position - start < 4 {
                scanner.advance()
            }
            writer.emit(.operatorSign, from: start, to: scanner.position)
            expressionAllowed = true
        } else {
            writer.emit(nil, to: scanner.position)
        }
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "!"), UInt8(ascii: "="), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            true
        default: false
        }
    }
}
