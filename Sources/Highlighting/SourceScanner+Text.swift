/// Bytes and small look-aheads the YAML, shell and Markdown lexers share.
enum TextBytes {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let singleQuote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")

    /// A space (not a tab): YAML's indentation and separation.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool { byte == space }

    /// Whether `scanner` is at a line break or the end (a regular expression's `$` in multi-line mode).
    @inline(__always)
    static func atLineEnd(_ scanner: SourceScanner, at offset: Int = 0) -> Bool {
        scanner.position + offset >= scanner.end || scanner.peek(offset) == newline
    }

    /// Whether the byte `offset` ahead is a space, a line break, or past the end (`(?=[ ]|$)`).
    @inline(__always)
    static func spaceOrLineEnd(_ scanner: SourceScanner, at offset: Int) -> Bool {
        scanner.peek(offset) == space || atLineEnd(scanner, at: offset)
    }

    /// A character of a YAML tag or URI: `[\w#;/?:@&=+$,.!~*'()\[\]%-]`.
    @inline(__always)
    static func isTagPart(_ byte: UInt8) -> Bool {
        if ByteClass.isWord(byte) { return true }
        return switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"),
             UInt8(ascii: "@"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "$"),
             UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "*"),
             UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "%"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

}
