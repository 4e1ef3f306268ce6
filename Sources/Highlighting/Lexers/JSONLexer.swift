/// JSON, with the comments JSONC and tsconfig files carry: a string followed by `:` is a key (`nt`), other strings
/// `s2`, numbers, `true`/`false`/`null` as constants, `//` and `/* */` comments.
struct JSONLexer: Lexer {
    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        switch byte {
        case UInt8(ascii: "\""):
            scanner.advance()
            while !scanner.isAtEnd, scanner.peek() != UInt8(ascii: "\""), scanner.peek() != UInt8(ascii: "\n") {
                scanner.advance(scanner.peek() == UInt8(ascii: "\\") ? 2 : 1)
            }
            _ = scanner.skip("\"")
            writer.emit(Self.isKey(after: scanner) ? .nameTag : .stringDouble, from: start, to: scanner.position)
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"):
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
            scanner.advance(2)
            scanner.skip(past: "*/")
            writer.emit(.commentMultiline, from: start, to: scanner.position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanner.advance()
            var isFloat = false
            scanner.skip { byte in
                if byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") { isFloat = true }
                return ByteClass.isDigit(byte) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            }
            writer.emit(isFloat ? .numberFloat : .numberInteger, from: start, to: scanner.position)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","):
            scanner.advance()
            writer.emit(.punctuation, from: start, to: scanner.position)
        default:
            guard ByteClass.isLetter(byte) else {
                scanner.advance()
                return
            }
            scanner.skip(while: ByteClass.isLetter)
            let constant = scanner.text(from: start, is: "true") || scanner.text(from: start, is: "false")
                || scanner.text(from: start, is: "null")
            writer.emit(constant ? .keywordConstant : nil, from: start, to: scanner.position)
        }
    }

    /// Whether the next byte past spaces and comments is `:`.
    private static func isKey(after scanner: SourceScanner) -> Bool {
        var ahead = scanner
        while !ahead.isAtEnd {
            ahead.skip(while: ByteClass.isSpace)
            if ahead.skip("//") {
                ahead.skipToLineEnd()
            } else if ahead.skip("/*") {
                ahead.skip(past: "*/")
            } else {
                break
            }
        }
        return ahead.peek() == UInt8(ascii: ":")
    }
}
