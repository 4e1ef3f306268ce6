@testable import Templates
import Testing

/// The escaping of `{{name}}` finds the five bytes it escapes with a mask rather than five comparisons, and copies
/// the runs between them whole: checked against the byte-by-byte mapping it replaced.
@Suite("Template escaping")
struct EscapingScanTests {
    static func reference(_ text: String) -> String {
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test("every ASCII byte, runs between escapes, escapes at either end, and other scripts, as text and as UTF-8")
    func matchesByteByByte() throws {
        let every = String(decoding: (1...127).map { UInt8($0) }, as: UTF8.self)
        let texts = [every, "", "plain", "&", "<a href=\"x\">'q'</a>", "a&&b<<c>>", "x\"", "\u{00E9}t\u{00E9} <\u{1F600}> & 'fin'",
                     String(repeating: "ab<", count: 40)]
        for text in texts {
            #expect(try render("{{v}}", object(["v": .text(text)])) == Self.reference(text))
            #expect(try render("{{v}}", object(["v": .utf8(Array(text.utf8))])) == Self.reference(text))
            #expect(try render("{{{v}}}", object(["v": .text(text)])) == text)
        }
        for byte in 0...255 {
            #expect(TemplateRendering.isEscaped(UInt8(byte)) == [0x26, 0x3C, 0x3E, 0x22, 0x27].contains(byte))
        }
    }
}

/// Names are checked for parentheses and empty dotted parts by their bytes when they are ASCII: checked against
/// the Character searches that other names still go through.
@Suite("Template names")
struct TemplateNameCheckTests {
    @Test("parentheses and empty parts, ASCII or not, are refused as the Character searches refuse them")
    func matchesCharacterSearch() {
        let names = ["a", "a.b", "a..b", ".a", "a.", "a(b", "b)", "a.b.c", "\u{00E9}.x", "\u{00E9}..x", ".\u{0301}a", "a.\u{0301}",
                     "x(\u{0301}", "page.title", "a\r.b"]
        for name in names {
            let refused = name.contains("(") || name.contains(")")
                || name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
            let parsed = (try? Template(parsing: "{{" + name + "}}")) != nil
            #expect(parsed == !refused, "\(name.debugDescription)")
        }
    }
}
