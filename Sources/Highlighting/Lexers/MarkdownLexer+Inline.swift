/// Fenced code, and the inline rules: escapes, code spans, emphasis, mentions, links, text.
extension MarkdownLexer {
    /// ```` ```lang ```` … ```` ``` ````: the fence lines `sb`, the code in its language (plain where Specimen has
    /// no lexer for it); a fence without a language is `sb` whole. A fence never closed is text.
    mutating func fence(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, lineEnd: Int) -> Bool {
        let start = scanner.position
        var ahead = scanner
        ahead.skip(while: ByteClass.isBlank)
        guard ahead.skip("```") else { return false }
        let langStart = ahead.position
        let langCount = ahead.skip { ByteClass.isWord($0) || $0 == UInt8(ascii: "-") }
        if langCount == 0 ? ahead.position != lineEnd : !(ahead.position == lineEnd || ByteClass.isBlank(ahead.peek())) {
            return false
        }
        guard let close = closingFence(scanner, from: lineEnd + 1) else { return false }
        if langCount == 0 {
            scanner.position = close.upperBound
            writer.emit(.stringBacktick, from: start, to: scanner.position)
            return true
        }
        writer.emit(.stringBacktick, from: start, to: ahead.position)
        writer.emit(nil, to: lineEnd + 1)
        let name = String(decoding: scanner.bytes[langStart..<ahead.position], as: UTF8.self)
        if let language = BuiltInLanguage(name: name) {
            language.lex(lineEnd + 1..<close.lowerBound, of: scanner.bytes, into: &writer, depth: depth + 1)
        } else if !Self.otherLanguages.contains(ArraySlice(name.lowercased().utf8)) {
            // A language Pygments knows no lexer for either: its code is one string there.
            writer.emit(.string, to: close.lowerBound)
        }
        writer.emit(nil, to: close.lowerBound)
        scanner.position = close.upperBound
        writer.emit(.stringBacktick, to: scanner.position)
        return true
    }

    /// Common fence names of languages Pygments highlights and Specimen does not: their code is shown plain,
    /// the closest one colour to Pygments' many; code in a language neither knows is a string, as in Pygments.
    static let otherLanguages = Keywords([
        "python", "py", "python3", "ruby", "rb", "go", "golang", "rust", "rs", "java", "c", "cpp", "c++", "h",
        "csharp", "cs", "c#", "objective-c", "objc", "groovy", "scala", "php", "perl", "lua", "r", "sql", "mysql",
        "postgresql", "graphql", "toml", "ini", "cfg", "dockerfile", "docker", "makefile", "make", "nginx",
        "powershell", "ps1", "pwsh", "bat", "batch", "elixir", "erlang", "haskell", "clojure", "dart", "hcl",
        "terraform", "tf", "protobuf", "proto", "properties", "less", "sass", "stylus", "handlebars", "hbs",
        "liquid", "jinja", "django", "twig", "erb", "haml", "pug", "coffeescript", "coffee", "elm", "ocaml",
        "fsharp", "julia", "matlab", "nix", "zig", "vim", "http", "cmake", "groff", "tex", "latex", "rst", "docker",
        "console", "ts", "objective-c++", "kotlin", "swift", "applescript", "awk", "fish", "nim", "crystal",
        "solidity", "wasm", "glsl", "hlsl", "graphviz", "dot", "csv", "nasm", "asm", "llvm", "cuda", "d", "v",
        "verilog", "vhdl", "apacheconf", "yaml+jinja", "html+django", "js+erb", "css+lasso",
    ])

    /// The first line from `index` that is ```` ``` ```` (after blanks) and a line break: its bytes.
    private mutating func closingFence(_ scanner: SourceScanner, from index: Int) -> Range<Int>? {
        guard index < noFenceCloseFrom else { return nil }
        var line = scanner
        line.position = index
        while !line.isAtEnd {
            let lineStart = line.position
            line.skip(while: ByteClass.isBlank)
            if line.skip("```"), line.peek() == TextBytes.newline, !line.isAtEnd {
                return lineStart..<line.position + 1
            }
            line.skipToLineEnd()
            line.advance()
        }
        noFenceCloseFrom = index
        return nil
    }

    /// One inline piece at the position.
    mutating func inline(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, atLineStart: Bool) {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == TextBytes.backslash, scanner.position + 1 < scanner.end, scanner.peek(1) != TextBytes.newline {
            scanner.advance(1 + ByteClass.characterLength(scanner.peek(1)))
            writer.emit(nil, from: start, to: scanner.position)
            return
        }
        if delimited(&scanner, &writer) || mention(&scanner, &writer) || link(&scanner, &writer) { return }
        if atLineStart, definition(&scanner, &writer) { return }
        if byte != TextBytes.backslash, !ByteClass.isSpace(byte) {
            scanner.skip { $0 != TextBytes.backslash && !ByteClass.isSpace($0) }
        } else {
            scanner.advance(ByteClass.characterLength(byte))
        }
        writer.emit(nil, from: start, to: scanner.position)
    }

    /// The delimited spans, each after at most one character that is not its delimiter: `` `code` ``,
    /// `**strong**`, `__strong__`, `*emphasis*`, `_emphasis_`, `~~deleted~~`.
    private func delimited(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let byte = scanner.peek()
        let afterPrefix = scanner.isAtEnd ? -1 : start + ByteClass.characterLength(byte)
        for (delimiter, kind) in Self.spans {
            let first = delimiter.withUTF8Buffer { $0[0] }
            var ahead = scanner
            ahead.position = byte == first ? start : afterPrefix
            guard ahead.position >= 0, let end = Self.span(ahead, delimiter) else { continue }
            writer.emit(nil, to: ahead.position)
            writer.emit(kind, to: end)
            scanner.position = end
            return true
        }
        return false
    }

    private static let spans: [(delimiter: StaticString, kind: TokenKind)] = [
        ("`", .stringBacktick), ("**", .strong), ("__", .strong), ("*", .emphasis), ("_", .emphasis),
        ("~~", .deleted),
    ]

    /// Where the span opened by `delimiter` at the position ends: `` `[^`\n]+` `` for code, otherwise the
    /// delimiter, a character not its own, a space nor a line break, more on the line, and the delimiter.
    private static func span(_ scanner: SourceScanner, _ delimiter: StaticString) -> Int? {
        guard scanner.starts(with: delimiter) else { return nil }
        var ahead = scanner
        let count = delimiter.utf8CodeUnitCount
        let mark = scanner.peek()
        ahead.advance(count)
        let first = ahead.peek()
        guard !ahead.isAtEnd, first != mark, first != TextBytes.newline else { return nil }
        if mark != TextBytes.backtick, first == TextBytes.space { return nil }
        ahead.skip { $0 != mark && $0 != TextBytes.newline }
        guard ahead.starts(with: delimiter) else { return nil }
        return ahead.position + count
    }

    /// `@name`, `#topic` (`ni`).
    private func mention(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        guard scanner.peek() == UInt8(ascii: "@") || scanner.peek() == TextBytes.hash else { return false }
        var ahead = scanner
        ahead.advance()
        guard ahead.skip(while: { ByteClass.isWord($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") }) > 0
        else { return false }
        scanner = ahead
        writer.emit(.nameEntity, from: start, to: scanner.position)
        return true
    }

    /// `[text](address)`, `![alt](src)` (text `nt`, address `na`), and `[text][label]` (label `nl`).
    private mutating func link(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        let open = scanner.peek() == UInt8(ascii: "!") ? start + 1 : start
        guard open < scanner.end, scanner.bytes[open] == UInt8(ascii: "["),
              let close = Self.first(UInt8(ascii: "]"), from: open + 1, scanner, &bracketSearch), close > open + 1
        else { return false }
        let after = close + 1 < scanner.end ? scanner.bytes[close + 1] : 0
        if after == UInt8(ascii: "("),
           let end = Self.first(UInt8(ascii: ")"), from: close + 2, scanner, &parenSearch), end > close + 2 {
            writer.emit(nil, from: start, to: open + 1)
            writer.emit(.nameTag, to: close)
            writer.emit(nil, to: close + 2)
            writer.emit(.nameAttribute, to: end)
            scanner.position = end + 1
        } else if after == UInt8(ascii: "["), open == start,
                  let end = Self.first(UInt8(ascii: "]"), from: close + 2, scanner, &bracketSearch) {
            writer.emit(nil, from: start, to: open + 1)
            writer.emit(.nameTag, to: close)
            writer.emit(nil, to: close + 2)
            writer.emit(.nameLabel, to: end)
            scanner.position = end + 1
        } else {
            return false
        }
        writer.emit(nil, to: scanner.position)
        return true
    }

    /// `[label]: address` at a line's start (label `nl`, address `na`); from an empty line, Pygments' `^\s*`
    /// reaches the next line's (so that a code span in the label is not one).
    private func definition(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        var ahead = scanner
        ahead.skip(while: ByteClass.isSpace)
        guard ahead.skip("[") else { return false }
        let labelStart = ahead.position
        ahead.skip { $0 != UInt8(ascii: "]") }
        let labelEnd = ahead.position
        guard ahead.skip("]:") else { return false }
        ahead.skip(while: ByteClass.isSpace)
        let addressStart = ahead.position
        ahead.skipToLineEnd()
        guard ahead.position > addressStart else { return false }
        writer.emit(.nameLabel, from: labelStart, to: labelEnd)
        writer.emit(.nameAttribute, from: addressStart, to: ahead.position)
        scanner = ahead
        return true
    }

    /// The first `byte` at or after `index`, remembering the search so that the next from later reuses it.
    private static func first(_ byte: UInt8, from index: Int, _ scanner: SourceScanner, _ search: inout CloseSearch) -> Int? {
        if !(search.end == scanner.end && search.from <= index && index <= search.found) {
            var ahead = scanner
            ahead.position = index
            ahead.skip(to: byte)
            search = CloseSearch(from: index, found: ahead.position, end: scanner.end)
        }
        return search.found < scanner.end ? search.found : nil
    }
}
