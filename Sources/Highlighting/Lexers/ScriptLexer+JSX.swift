/// JSX (in `.jsx` and `.tsx`): elements where an expression may start, tags `nt`, attributes `na`, `{}` back in
/// script, text children plain, self-closing tags and fragments `<>…</>`; in TSX, `<T,>` and `<T extends …>` are
/// type parameters, not elements.
extension ScriptLexer {
    /// A `<` in script: a JSX element or a closing tag where one may stand, else `false` (an operator).
    mutating func readAngle(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let next = scanner.peek(1)
        if next == UInt8(ascii: "/"), ByteClass.isWord(scanner.peek(2)) || scanner.peek(2) == UInt8(ascii: ">") {
            readClosingTag(&scanner, &writer)
            expressionAllowed = false
            return true
        }
        guard next == UInt8(ascii: ">") || ByteClass.isWord(next), scanner.previous != UInt8(ascii: "<") else { return false }
        // After an operand `<` compares or opens type arguments (`useState<string>`), except where a line starts
        // with it: a snippet's bare `<Button />` after the statements that set it up.
        guard expressionAllowed || scanner.isAtLineStart(ignoringIndent: true) else { return false }
        if next != UInt8(ascii: ">"), dialect == .tsx, Self.opensTypeParameters(scanner) { return false }
        readOpening(&scanner, &writer)
        return true
    }

    /// Whether the `<` at `scanner` opens TSX type parameters: `<T,>`, `<T extends U>`, `<T = U>`.
    private static func opensTypeParameters(_ scanner: SourceScanner) -> Bool {
        var ahead = scanner
        ahead.advance()
        ahead.skip(while: ByteClass.isNamePart)
        ahead.skip(while: ByteClass.isBlank)
        if ahead.peek() == UInt8(ascii: ",") { return true }
        // `<T>(` is a generic signature (`new <T>(props: T) => …`); an element's text seldom starts with `(`.
        if ahead.peek() == UInt8(ascii: ">"), ahead.peek(1) == UInt8(ascii: "(") { return true }
        if ahead.peek() == UInt8(ascii: "=") { return ahead.peek(1) != UInt8(ascii: "{") && ahead.peek(1) != UInt8(ascii: "\"") }
        return ahead.starts(with: "extends") && ByteClass.isSpace(ahead.peek(7))
    }

    /// `<>` (a fragment: into its children) or `<Name` (into its attributes): `<` and the name's first part
    /// `nt`, a `.` after it punctuation, as Pygments has them.
    private mutating func readOpening(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if scanner.skip("<>") {
            writer.emit(.punctuation, from: start, to: scanner.position)
            push(.children)
            return
        }
        scanner.advance()
        writer.emit(.punctuation, from: start, to: scanner.position)
        scanner.skip(while: ByteClass.isWord)
        writer.emit(.nameTag, to: scanner.position)
        if scanner.skip(".") { writer.emit(.punctuation, to: scanner.position) }
        push(.tag)
    }

    /// `</>` or `</Name>`, `</Name.Part>`: the name's first part `nt`, the parts after it `na`.
    private mutating func readClosingTag(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        scanner.advance(2)
        writer.emit(.punctuation, from: start, to: scanner.position)
        scanner.skip(while: ByteClass.isWord)
        writer.emit(.nameTag, to: scanner.position)
        while scanner.peek() == UInt8(ascii: "."), ByteClass.isWord(scanner.peek(1)) {
            scanner.advance()
            writer.emit(.punctuation, to: scanner.position)
            scanner.skip(while: ByteClass.isWord)
            writer.emit(.nameAttribute, to: scanner.position)
        }
        scanner.skip(while: ByteClass.isSpace)
        writer.emit(nil, to: scanner.position)
        if scanner.skip(">") { writer.emit(.punctuation, to: scanner.position) }
    }

    /// Inside `<Name …>`: attributes `na`, their values (a string, or `{}` into script), `{...spread}`, and the
    /// `>` into the children or the `/>` that ends the element.
    mutating func stepTag(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if ByteClass.isSpace(byte) {
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            scanner.skip { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
            writer.emit(.punctuation, from: start, to: scanner.position)
        } else if Self.isAttributeByte(byte) {
            readAttribute(&scanner, &writer)
        } else if byte == UInt8(ascii: "<"), ByteClass.isWord(scanner.previous) {
            readTypeArguments(&scanner, &writer)
        } else if byte == UInt8(ascii: ">") {
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
            modes[modes.count - 1] = .children
        } else if byte == UInt8(ascii: "/") {
            var ahead = scanner
            ahead.advance()
            ahead.skip(while: ByteClass.isSpace)
            guard ahead.skip(">") else {
                scanner.advance()
                return
            }
            scanner = ahead
            writer.emit(.punctuation, from: start, to: scanner.position)
            endElement()
        } else {
            scanner.advance()
            writer.emit(nil, to: scanner.position)
        }
    }

    /// A generic component's type arguments (`<Select<Option> …>`): `<`, `>` operators, TypeScript's own words
    /// as everywhere, other names plain. They end at their `>` or where a line, a `{` or a `/` comes first.
    private mutating func readTypeArguments(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        var depth = 0
        while !scanner.isAtEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if ByteClass.isNameStart(byte) {
                scanner.skip(while: ByteClass.isNamePart)
                writer.emit(ScriptWords.typeScriptClass(of: scanner.slice(from: start))?.kind, from: start, to: scanner.position)
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "/") { return }
            scanner.advance()
            let angle = byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            writer.emit(angle ? .operatorSign : nil, from: start, to: scanner.position)
            depth += byte == UInt8(ascii: "<") ? 1 : byte == UInt8(ascii: ">") ? -1 : 0
            if depth <= 0 { return }
        }
    }

    /// An attribute's name `na`, and after `=` its value: a quoted string, or `{` into script until its `}`.
    private mutating func readAttribute(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        ahead.skip { ByteClass.isWord($0) || $0 == UInt8(ascii: "-") }
        ahead.skip(while: ByteClass.isSpace)
        guard ahead.peek() == UInt8(ascii: "=") else {
            // Without a value Pygments takes `[\w.]+` for the name: a `-` in it is plain.
            scanner.advance()
            if scanner.bytes[start] != UInt8(ascii: "-") {
                scanner.skip { ByteClass.isWord($0) || $0 == UInt8(ascii: ".") }
                writer.emit(.nameAttribute, from: start, to: scanner.position)
            }
            return
        }
        scanner.skip { ByteClass.isWord($0) || $0 == UInt8(ascii: "-") }
        writer.emit(.nameAttribute, from: start, to: scanner.position)
        ahead.advance()
        writer.emit(nil, to: ahead.position - 1)
        writer.emit(.operatorSign, to: ahead.position)
        ahead.skip(while: ByteClass.isSpace)
        scanner = ahead
        writer.emit(nil, to: scanner.position)
        let quote = scanner.peek()
        if quote == UInt8(ascii: "{") {
            scanner.advance()
            writer.emit(.punctuation, to: scanner.position)
            push(.code(braces: 0, closer: .expression))
            expressionAllowed = true
        } else if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let double = quote == UInt8(ascii: "\"")
            guard double ? !unclosedQuotes.double : !unclosedQuotes.single else { return }
            ahead = scanner
            ahead.advance()
            guard ahead.skip(to: quote) else {
                if double { unclosedQuotes.double = true } else { unclosedQuotes.single = true }
                return
            }
            ahead.advance()
            scanner = ahead
            writer.emit(.string, to: scanner.position)
        }
    }

    /// Inside an element: text (plain), `{}` into script, child elements, and the closing tag.
    mutating func stepChildren(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let next = scanner.peek(1)
        switch scanner.peek() {
        case UInt8(ascii: "{"):
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
            push(.code(braces: 0, closer: .expression))
            expressionAllowed = true
        case UInt8(ascii: "<") where next == UInt8(ascii: "/") && (ByteClass.isWord(scanner.peek(2)) || scanner.peek(2) == UInt8(ascii: ">")):
            readClosingTag(&scanner, &writer)
            endElement()
        case UInt8(ascii: "<") where next == UInt8(ascii: ">") || ByteClass.isWord(next):
            readOpening(&scanner, &writer)
        default:
            // Text is plain: Pygments reads it as script (its words, apostrophes and numbers coloured), which it is not.
            scanner.advance()
            scanner.skip { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "<") }
            writer.emit(nil, from: start, to: scanner.position)
        }
    }

    /// An element ended (`/>` or its closing tag): back to what holds it, where it is an operand.
    private mutating func endElement() {
        pop()
        expressionAllowed = false
    }

    /// A byte of an attribute's name (`aria-label`, `data-id`), or of a dotted name as Pygments reads one.
    static func isAttributeByte(_ byte: UInt8) -> Bool {
        ByteClass.isWord(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
