/// A unified or normal diff, line by line, as Pygments reads one: added lines `gi`, removed `gd`, hunk headers
/// `gu`, `diff` and `index` lines `gh`, the rest plain.
struct DiffLexer: Lexer {
    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let kind: TokenKind? = switch scanner.peek() {
        case UInt8(ascii: "!"): .strong
        case UInt8(ascii: "-") where Self.lineIs("---", scanner): .strong
        case UInt8(ascii: "-"): .deleted
        case UInt8(ascii: "<") where scanner.peek(1) == UInt8(ascii: " "): .deleted
        case UInt8(ascii: "+"): .inserted
        case UInt8(ascii: ">") where scanner.peek(1) == UInt8(ascii: " "): .inserted
        case UInt8(ascii: "@"): .subheading
        case UInt8(ascii: "="): .heading
        case _ where scanner.starts(with: "Index") || scanner.starts(with: "index") || scanner.starts(with: "diff"): .heading
        default: nil
        }
        scanner.skipToLineEnd()
        writer.emit(kind, from: start, to: scanner.position)
        _ = scanner.skip("\n")
        writer.emit(nil, to: scanner.position)
    }

    private static func lineIs(_ text: StaticString, _ scanner: SourceScanner) -> Bool {
        let after = scanner.peek(text.utf8CodeUnitCount)
        return scanner.starts(with: text) && (after == UInt8(ascii: "\n") || after == 0)
    }
}
