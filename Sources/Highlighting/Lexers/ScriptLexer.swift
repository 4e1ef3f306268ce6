/// JavaScript and TypeScript, with or without JSX: template literals with `${}` nested, regex literals (after which `/` divides), JSX elements and their expressions.
struct ScriptLexer: Lexer {
    enum Dialect: Sendable {
        case javascript
        case jsx
        case typescript
        case tsx
    }

    let dialect: Dialect
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int

    init(_ dialect: Dialect, depth: Int) {
        self.dialect = dialect
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        scanner.advance(scanner.end - scanner.position)
        writer.emit(nil, to: scanner.position)
    }
}
