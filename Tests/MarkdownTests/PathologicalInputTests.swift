import Markdown
import Testing

/// Inputs that break recursive Markdown code or quadratic algorithms must finish without a crash. A test that
/// overflows the stack kills the whole run, so passing here means every walk is iterative.
@Suite("Pathological input")
struct PathologicalInputTests {
    let renderer = MarkdownRenderer()

    @Test("50,000 nested block quotes")
    func nestedBlockQuotes() {
        let result = renderer.render(String(repeating: "> ", count: 50_000) + "deep\n")
        #expect(result.html.contains("deep"))
        #expect(result.html.components(separatedBy: "<blockquote>").count - 1 == 50_000)
    }

    @Test("65,000 nested strong and emphasis runs")
    func nestedEmphasis() {
        let source = String(repeating: "*a **a ", count: 65_000) + "b" + String(repeating: " a** a*", count: 65_000)
        let result = renderer.render(source)
        #expect(result.html.hasPrefix("<p>"))
        #expect(result.html.contains("b"))
    }

    @Test("1,000-deep nested lists")
    func nestedLists() {
        var source = ""
        for depth in 0..<1_000 {
            source += String(repeating: "  ", count: depth) + "- item \(depth)\n"
        }
        let result = renderer.render(source)
        #expect(result.html.contains("item 999"))
        #expect(result.html.components(separatedBy: "<ul>").count - 1 == 1_000)
    }

    @Test("50,000 nested brackets")
    func nestedBrackets() {
        let source = String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000)
        let result = renderer.render(source)
        #expect(result.html.contains("a"))
        #expect(result.links.isEmpty)
    }

    @Test("NUL bytes become U+FFFD")
    func nulBytes() {
        let result = renderer.render("a\u{0}b\n\n# x\u{0}y\n")
        #expect(result.html.contains("a\u{FFFD}b"))
        #expect(result.headings.first?.text == "x\u{FFFD}y")
    }

    @Test("invalid UTF-8, repaired on decoding, renders as U+FFFD")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("# caf".utf8) + [0xC3, 0x28, 0xFF] + Array(" *ok*\n".utf8)
        let result = renderer.render(String(decoding: bytes, as: UTF8.self))
        #expect(result.headings.count == 1)
        #expect(result.html.contains("<em>ok</em>"))
        #expect(result.html.contains("\u{FFFD}"))
    }

    @Test("50,000 headings get 50,000 unique ids")
    func manyHeadings() {
        let result = renderer.render(String(repeating: "## Same\n\n", count: 50_000))
        #expect(Set(result.headings.compactMap(\.id)).count == 50_000)
        #expect(result.headings.last?.id == "same-49999")
    }

    /// Choosing the placeholders' prefix once looked for it again after each `x` it added: 87 to 196 seconds here.
    @Test("1.6 MB of 'x' before 'specimen-marker:'", .timeLimit(.minutes(1)))
    func longRunOfX() {
        let run = String(repeating: "x", count: 1_600_000)
        let result = renderer.render(run + "specimen-marker:\n\n# After\n", foreignSyntax: .markdown)
        #expect(result.html.hasPrefix("<p>" + run + "specimen-marker:</p>"))
        #expect(result.html.hasSuffix("<h1 id=\"after\">After</h1>\n"))
    }
}
