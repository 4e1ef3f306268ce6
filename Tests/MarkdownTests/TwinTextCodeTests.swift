@testable import Markdown
import Testing

/// ``TwinText/code(_:inTable:)`` reads ASCII text byte by byte: checked against the Character-by-Character way it
/// reads other text, which it replaced for ASCII.
@Suite("Code spans in the twin")
struct TwinTextCodeTests {
    static func reference(_ text: String, inTable: Bool) -> String {
        var body = ""
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": body.append(" ")
            case "|" where inTable: body += "\\|"
            default: body.append(character)
            }
        }
        if body.hasPrefix("`") || body.hasSuffix("`") || (body.hasPrefix(" ") && body.hasSuffix(" ") && body.contains { $0 != " " }) {
            body = " " + body + " "
        }
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + body + fence
    }

    @Test("line breaks of every kind, pipes, runs of backticks, spaces at the ends, and text that is not ASCII")
    func matchesCharacters() {
        let texts = ["", " ", "  ", "a", "a|b", "`", "``a```b`", "a\r\nb", "a\rb\nc", "\r\n", "\r\r\n\n", "` a `", " a ",
                     "x\r\n`", "|`|", "<svg width=\"1\">\n  <g/>\r\n</svg>", "caf\u{00E9} | `x`", "e\u{0301}|\u{0301}`\u{0301}",
                     String(decoding: (1...127).map { UInt8($0) }, as: UTF8.self)]
        for text in texts {
            for inTable in [false, true] {
                #expect(TwinText.code(text, inTable: inTable) == Self.reference(text, inTable: inTable), "\(text.debugDescription)")
            }
        }
        #expect(TwinText.asciiCode("caf\u{00E9}", inTable: false) == nil)
    }
}
