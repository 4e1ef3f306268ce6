/// Shell (bash, sh, zsh) and console sessions with prompts: words, strings with `$` expansions, heredocs, comments, variables, and in a session the prompt and the output.
struct ShellLexer: Lexer {
    enum Dialect: Sendable {
        case script
        case session
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
