/// Writes what lexers say about a snippet's bytes as HTML: each piece of a kind in `<span class="…">` with its
/// Pygments class, plain pieces bare, every piece's text escaped (`&`, `<`, `>`, `"`). Pieces of one kind that
/// follow each other share one span.
///
/// Lexers say what each piece is in order, each piece starting where the last ended; a piece not said is written
/// plain before the next, so that every byte of the snippet is written once whatever a lexer does.
public struct TokenWriter: Sendable {
    private let bytes: [UInt8]
    /// The HTML written so far.
    public private(set) var html: [UInt8] = []
    /// Where the bytes not yet written start.
    public private(set) var written: Int
    private var pendingKind: TokenKind?
    private var pendingStart: Int

    public init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        self.written = start
        self.pendingStart = start
        html.reserveCapacity(bytes.count * 2)
    }

    /// Says that the bytes from where the last piece ended to `end` are of `kind` (nil: plain). A piece that would
    /// end inside a character's UTF-8 bytes ends after them: a span never splits a character.
    public mutating func emit(_ kind: TokenKind?, to end: Int) {
        var end = min(end, bytes.count)
        guard end > written else { return }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if kind != pendingKind {
            flush()
            pendingKind = kind
            pendingStart = written
        }
        written = end
    }

    /// Says that the bytes from where the last piece ended to `start` are plain and those from `start` to `end`
    /// are of `kind`.
    public mutating func emit(_ kind: TokenKind?, from start: Int, to end: Int) {
        emit(nil, to: start)
        emit(kind, to: end)
    }

    /// The HTML of every byte said, those after the last piece plain.
    public mutating func finish() -> [UInt8] {
        emit(nil, to: bytes.count)
        flush()
        return html
    }

    private mutating func flush() {
        guard written > pendingStart else { return }
        if let kind = pendingKind {
            html.append(contentsOf: #"<span class=""#.utf8)
            html.append(contentsOf: kind.rawValue.utf8)
            html.append(contentsOf: #"">"#.utf8)
            appendEscaped(pendingStart..<written)
            html.append(contentsOf: "</span>".utf8)
        } else {
            appendEscaped(pendingStart..<written)
        }
        pendingStart = written
    }

    private mutating func appendEscaped(_ range: Range<Int>) {
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "&"): html.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): html.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): html.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): html.append(contentsOf: "&quot;".utf8)
            case let byte: html.append(byte)
            }
        }
    }
}
