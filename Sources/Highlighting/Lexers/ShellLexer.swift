/// Shell (bash, sh, zsh) and console sessions with prompts: words, strings with `$` expansions, heredocs, comments, variables, and in a session the prompt and the output.
///
/// The script rules follow Pygments' `BashLexer` (keywords where a word starts, builtins before a space, `)` or
/// `` ` ``, numbers as whole words, `#` comments only where a word starts, `"…"` with `$var`, `${…}`, `$(…)`
/// and `$((…))` inside, `'…'`, escapes), states kept on a stack so expansions nest. Heredocs are read as bash
/// does, not as Pygments' single pattern: the rest of the `<<EOF` line is code, the body is a string (`sh`) up to
/// the line that is the terminator (tabs before it allowed after `<<-`), with expansions unless the terminator
/// is quoted. A session (Pygments' `BashSessionLexer`) reads lines: a prompt (`$ `, `# `, `% `,
/// `user@host:~$ `, `[user@host dir]$ `, `(venv)`, and `> `, which Pygments takes only after a `\`) is `gp` and
/// code follows it; a line after code that ended in `\` or in a heredoc (whose body Pygments shows as output)
/// is more code; any other line is output (`go`).
struct ShellLexer: Lexer {
    enum Dialect: Sendable {
        case script
        case session
    }

    /// Pygments' states: code, a double-quoted string, `${…}`, `$(…)`, `$((…))`, `` `…` ``, and a heredoc body.
    enum Mode: Sendable, Equatable {
        case code, doubleQuoted, curly, paren, math, backticks, heredoc
    }

    /// A heredoc whose body starts on the next line.
    struct Heredoc: Sendable {
        var terminator: ArraySlice<UInt8>
        var stripsTabs: Bool
        var expands: Bool
    }

    let dialect: Dialect
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    var modes: [Mode] = [.code]
    var pendingHeredocs: [Heredoc] = []
    var heredoc: Heredoc?
    /// Where the code starts (for `#!`); -1 until the first step.
    var textStart = -1
    /// In a session, where the code on the current line ends (past its line break); -1 at a line's start.
    var codeEnd = -1
    /// In a session, whether the last code line ended in `\`.
    var continues = false
    /// In a session, where the code on the current line starts (after its prompt): a line's start for heredocs.
    var codeStart = -1

    init(_ dialect: Dialect, depth: Int) {
        self.dialect = dialect
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if textStart < 0 { textStart = dialect == .script ? scanner.position : Int.max }
        guard dialect == .session else { return code(&scanner, &writer) }
        if codeEnd <= scanner.position {
            guard sessionLine(&scanner, &writer) else { return }
        }
        if codeEnd > scanner.position {
            var line = SourceScanner(scanner.bytes, from: scanner.position, to: codeEnd)
            code(&line, &writer)
            scanner.position = line.position
        }
        if scanner.position >= codeEnd { endCodeLine(scanner) }
    }

    /// The state after a line of code in a session: the next line goes on with the code after a `\` or in a
    /// heredoc. (Not in an open string, as in Pygments: a stray quote would make the output after it a string.)
    private mutating func endCodeLine(_ scanner: SourceScanner) {
        codeEnd = -1
        continues = scanner.position >= 2 && scanner.bytes[scanner.position - 1] == TextBytes.newline
            && scanner.bytes[scanner.position - 2] == TextBytes.backslash
            || heredoc != nil || !pendingHeredocs.isEmpty
    }

    /// Whether the position starts a line of code: a line's start, or in a session where its prompt ends.
    func atLineStart(_ scanner: SourceScanner) -> Bool {
        scanner.position == codeStart || scanner.isAtLineStart()
    }

    /// A session line's start: a prompt and the code after it, more code after a `\`, or output; whether code
    /// follows.
    private mutating func sessionLine(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        var lineEnd = scanner
        lineEnd.skipToLineEnd()
        let next = min(lineEnd.position + 1, scanner.end)
        var ahead = scanner
        if let venv = Self.virtualEnvironment(scanner, lineEnd: lineEnd.position) {
            writer.emit(.prompt, from: start, to: venv)
            ahead.position = venv
            ahead.skip(while: ByteClass.isBlank)
            writer.emit(nil, to: ahead.position)
        }
        if let prompt = ShellPrompt.end(ahead, lineEnd: lineEnd.position) {
            scanner.position = min(prompt, next)
            writer.emit(.prompt, from: ahead.position, to: scanner.position)
        } else if continues, ahead.starts(with: "> ") {
            // Only where the command goes on: elsewhere `> ` starts output (npm prints `> acme@1.0.0 build`).
            scanner.position = ahead.position + 2
            writer.emit(.prompt, from: ahead.position, to: scanner.position)
        } else if !continues {
            scanner.position = next
            writer.emit(.output, from: start, to: scanner.position)
            modes = [.code]
            heredoc = nil
            pendingHeredocs = []
            return false
        }
        codeStart = scanner.position
        codeEnd = next
        return true
    }

    /// `(venv)` before a prompt: Pygments' `^(\([^)]*\))`.
    private static func virtualEnvironment(_ scanner: SourceScanner, lineEnd: Int) -> Int? {
        guard scanner.peek() == UInt8(ascii: "(") else { return nil }
        var ahead = scanner
        guard ahead.skip(to: UInt8(ascii: ")")), ahead.position < lineEnd else { return nil }
        return ahead.position + 1
    }

    static let keywords = Keywords([
        "if", "fi", "else", "while", "in", "do", "done", "for", "then", "return", "function", "case", "select",
        "break", "continue", "until", "esac", "elif",
    ])

    static let builtins = Keywords([
        "alias", "bg", "bind", "builtin", "caller", "cd", "command", "compgen", "complete", "declare", "dirs",
        "disown", "echo", "enable", "eval", "exec", "exit", "export", "false", "fc", "fg", "getopts", "hash",
        "help", "history", "jobs", "kill", "let", "local", "logout", "popd", "printf", "pushd", "pwd", "read",
        "readonly", "set", "shift", "shopt", "source", "suspend", "test", "time", "times", "trap", "true", "type",
        "typeset", "ulimit", "umask", "unalias", "unset", "wait",
    ])
}
