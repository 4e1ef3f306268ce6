/// Markdown: headings, emphasis, code spans, links, lists, quotes, and fenced code in its own language.
///
/// The rules are Pygments' `MarkdownLexer`'s, tried in its order: at a line's start `#` headings (`gh`, `gu`),
/// Setext headings, task, bullet and numbered list markers (`k`, the item's text inline), quotes (`k`, the text
/// `ge`), and ```` ``` ```` fences, whose code is highlighted in the language the fence names (its fence lines
/// `sb`); anywhere, code spans `sb`, `**strong**` `gs`, `*emphasis*` `ge`, `~~deleted~~` `gd`, `@mentions`,
/// links (text `nt`, address `na`) and reference definitions. Like Pygments, an inline rule may take the one
/// character before its delimiter, so a code span or emphasis starts a word or its second character, never
/// deeper in one (`ab`c`` is text).
struct MarkdownLexer: Lexer {
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    /// Where the text starts (a line's start for `^`); -1 until the first step.
    var textStart = -1
    /// Where a list item's inline text ends (past its line break); -1 outside one.
    var inlineEnd = -1
    /// Searches for a fence's closing line start at or after this fail: none is left.
    var noFenceCloseFrom = Int.max
    var bracketSearch = CloseSearch()
    var parenSearch = CloseSearch()

    /// The last search for a closing byte, so that each `[` does not search again what the last one did.
    struct CloseSearch: Sendable {
        var from = Int.max
        var found = 0
        var end = 0
    }

    init(depth: Int) {
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if textStart < 0 { textStart = scanner.position }
        if inlineEnd > scanner.position {
            var line = SourceScanner(scanner.bytes, from: scanner.position, to: inlineEnd)
            inline(&line, &writer, atLineStart: false)
            scanner.position = line.position
            return
        }
        let atLineStart = scanner.position == textStart || scanner.previous == TextBytes.newline
        if atLineStart, lineStart(&scanner, &writer) { return }
        inline(&scanner, &writer, atLineStart: atLineStart)
    }

    /// The rules that hold at a line's start; whether one did.
    private mutating func lineStart(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        var end = scanner
        end.skipToLineEnd()
        let lineEnd = end.position
        guard lineEnd < scanner.end else { return false }
        if heading(&scanner, &writer, lineEnd: lineEnd) || setext(&scanner, &writer, lineEnd: lineEnd) { return true }
        if listItem(&scanner, &writer, lineEnd: lineEnd) || quote(&scanner, &writer, lineEnd: lineEnd) { return true }
        return fence(&scanner, &writer, lineEnd: lineEnd)
    }

    /// `# Title` (`gh`) and `## Section` to `######` (`gu`).
    private func heading(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, lineEnd: Int) -> Bool {
        let start = scanner.position
        var ahead = scanner
        let hashes = ahead.skip { $0 == TextBytes.hash }
        guard hashes >= 1, hashes <= 6, lineEnd - ahead.position >= 2 else { return false }
        scanner.position = lineEnd
        writer.emit(hashes == 1 ? .heading : .subheading, from: start, to: lineEnd)
        return true
    }

    /// A line over one of `=` (`gh`) or `-` (`gu`) only.
    private func setext(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, lineEnd: Int) -> Bool {
        let start = scanner.position
        guard lineEnd > start else { return false }
        var under = scanner
        under.position = lineEnd + 1
        let mark = under.peek()
        guard mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-") else { return false }
        under.skip { $0 == mark }
        guard under.peek() == TextBytes.newline, !under.isAtEnd else { return false }
        let kind: TokenKind = mark == UInt8(ascii: "=") ? .heading : .subheading
        writer.emit(kind, from: start, to: lineEnd)
        writer.emit(kind, from: lineEnd + 1, to: under.position)
        scanner.position = under.position
        return true
    }

    /// `- item`, `* item`, `- [x] task`, `1. step`: the marker a keyword, the rest of the line inline.
    private mutating func listItem(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, lineEnd: Int) -> Bool {
        var ahead = scanner
        ahead.skip(while: ByteClass.isBlank)
        let markStart = ahead.position
        let mark = ahead.peek()
        var itemEnd = lineEnd
        if mark == UInt8(ascii: "*") || mark == UInt8(ascii: "-"), markStart + 1 == lineEnd {
            // A lone marker: Pygments' `\s` takes the line break, and the next line is the item's text.
            var next = ahead
            next.advance(2)
            next.skipToLineEnd()
            guard next.position > lineEnd + 1, next.position < next.end else { return false }
            itemEnd = next.position
            ahead.advance(2)
        } else if mark == UInt8(ascii: "*") || mark == UInt8(ascii: "-") {
            ahead.advance()
            guard ByteClass.isBlank(ahead.peek()), lineEnd - ahead.position >= 2 else { return false }
            if ahead.peek() == TextBytes.space, ahead.peek(1) == UInt8(ascii: "["), ahead.peek(3) == UInt8(ascii: "]"),
               [TextBytes.space, UInt8(ascii: "x"), UInt8(ascii: "X")].contains(ahead.peek(2)),
               ahead.peek(4) == TextBytes.space, lineEnd - ahead.position >= 6 {
                ahead.advance(4)
            } else {
                ahead.advance(1)
            }
        } else if ByteClass.isDigit(mark) {
            ahead.skip(while: ByteClass.isDigit)
            guard ahead.skip("."), ahead.peek() == TextBytes.space, lineEnd - ahead.position >= 2 else { return false }
        } else {
            return false
        }
        writer.emit(.keyword, from: markStart, to: ahead.position)
        scanner.position = ahead.position
        inlineEnd = itemEnd + 1
        return true
    }

    /// `> quoted`: the marker a keyword, the text `ge`; after a lone `>`, Pygments' `\s` takes the line break and
    /// the next line is the text.
    private func quote(_ scanner: inout SourceScanner, _ writer: inout TokenWriter, lineEnd: Int) -> Bool {
        let start = scanner.position
        var ahead = scanner
        ahead.skip(while: ByteClass.isBlank)
        guard ahead.skip(">"), ByteClass.isSpace(ahead.peek()) else { return false }
        var textEnd = lineEnd
        if ahead.position == lineEnd {
            var next = ahead
            next.advance()
            next.skipToLineEnd()
            guard next.position > lineEnd + 1, next.position < next.end else { return false }
            textEnd = next.position
        } else if lineEnd - ahead.position < 2 {
            return false
        }
        ahead.advance()
        writer.emit(.keyword, from: start, to: ahead.position)
        writer.emit(.emphasis, to: textEnd)
        scanner.position = textEnd
        return true
    }
}
