import Markdown
import Testing

@Suite("The Markdown twin of a body")
struct MarkdownTwinTests {
    let renderer = MarkdownRenderer()

    func twin(_ source: String, foreign: ForeignSyntax? = nil,
              pieces: @escaping (Int, FencedBlock) -> [TwinPiece]? = { _, _ in nil },
              link: @escaping (Link) -> String? = { _ in nil }) -> String {
        let rendered = renderer.render(source, fenceHTML: { $0.language == "preview" ? "<svg></svg>" : nil },
                                       linkDestination: link, foreignSyntax: foreign, twin: true, fenceTwin: pieces)
        return String(decoding: rendered.markdownUTF8 ?? [], as: UTF8.self)
    }

    @Test("prose, tables and code come back as written; the HTML is unchanged by asking for the twin")
    func asWritten() {
        let source = """
        # Slider

        Some *emphasis*, `code` and a [link](../x/ "title").

        | State | Notes |
        |---|:-:|
        | Drag | a \\| b |

        ```swift
        let a = 1
        ```

        - [ ] a task
        """
        let plain = renderer.render(source)
        let asked = renderer.render(source, twin: true)
        #expect(plain.htmlUTF8 == asked.htmlUTF8)
        #expect(plain.markdownUTF8 == nil)
        // Nothing to rewrite: the page's own bytes.
        #expect(twin(source) == source)
        // A link the page's HTML rewrites makes cmark-gfm write the twin from the tree, which reads the same.
        let rewritten = twin(source, link: { _ in "../y/" })
        #expect(rewritten.contains("[link](../y/ \"title\")"))
        #expect(rewritten.contains("| Drag | a \\| b |"))
        // cmark-gfm writes an info string after a space: ``` swift.
        #expect(rewritten.contains("``` swift\nlet a = 1\n```"))
        #expect(renderer.render(rewritten).html == renderer.render(source, linkDestination: { _ in "../y/" }).html)
    }

    @Test("on a page whose links stay as written, each described fence's lines become its line, its container's opening kept")
    func splicedFences() {
        let source = "Intro *as written*  \r\n\n> ```preview controls=value\n> slider value=50\n> ```\n\n- ```preview\n  slider value=1\n  ```\n\n```swift\nlet a = 1\n```\n\n```preview\nslider\n"
        let out = twin(source, pieces: { index, fence in
            fence.language == "preview" ? [.text("# Preview \(index) [x] "), .code("a`b"), .link(text: "SVG", url: "p q.svg")] : nil
        })
        #expect(out == "Intro *as written*  \r\n\n> \\# Preview 0 \\[x\\] ``a`b``[SVG](<p%20q.svg>)\n\n"
            + "- \\# Preview 1 \\[x\\] ``a`b``[SVG](<p%20q.svg>)\n\n```swift\nlet a = 1\n```\n\n\\# Preview 3 \\[x\\] ``a`b``[SVG](<p%20q.svg>)\n")
    }

    @Test("a fence the hook writes a line for becomes that paragraph; links lead where the page's do")
    func fencesAndLinks() {
        let source = """
        Intro, see [the stepper](stepper.md).

        > ```preview controls=value
        > slider value=50
        > ```

        After.
        """
        let out = twin(source, pieces: { index, fence in
            fence.language == "preview"
                ? [.text("Preview \(index) *starred* "), .code("slider value=50"), .text(" — "), .link(text: "SVG", url: "../previews/a b.svg")]
                : nil
        }, link: { $0.destination == "stepper.md" ? "../stepper/" : nil })
        #expect(out.contains("[the stepper](../stepper/)"))
        #expect(out.contains("> Preview 0 \\*starred\\* `slider value=50` — [SVG](../previews/a%20b.svg)"))
        #expect(!out.contains("```preview"))
        #expect(out.contains("After."))
    }

    @Test("another generator's construct is written as its source in a code span, marked as not rendered")
    func constructs() {
        let out = twin("Before.\n\n<LivePreview value={3}\n  label=\"`x`\" />\n\nAfter {props.label}.\n", foreign: .mdx)
        #expect(out.contains("``<LivePreview value={3}   label=\"`x`\" />`` (JSX element, not rendered)"), "\(out)")
        #expect(out.contains("After `{props.label}` (MDX expression, not rendered)."), "\(out)")
        #expect(!out.contains("specimen-marker"))
    }

    @Test("text written into Markdown reads back as the same text", arguments: [
        "plain", "a | b", "*x* _y_ `z`", "# not a heading", "- not a list", "1. not a list", "<b>tag</b>", "a\\b",
        "[link](x)", "&amp;", "&#35;", "A & B", "~~gone~~", "![img](x)", "line\nbreak", "> quote", "= x", "+ y", "12) z",
        "#D2E5FF", "4.48:1", "<https>",
    ])
    func inlineText(text: String) {
        let html = renderer.render("| \(TwinText.cell(text)) |\n|---|\n| \(TwinText.cell(text)) |\n").html
        let expected = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        #expect(html.contains("<td>\(expected)</td>"), "\(html)")
        let paragraph = renderer.render(TwinText.inline(text)).html
        #expect(paragraph == "<p>\(expected)</p>\n", "\(paragraph)")
    }

    @Test("a code span holds any text, backticks and pipes included", arguments: ["a", "a`b", "``", " x ", "a|b"])
    func codeSpans(text: String) {
        let escaped = text.replacingOccurrences(of: "<", with: "&lt;")
        #expect(renderer.render(TwinText.code(text)).html == "<p><code>\(escaped)</code></p>\n")
        #expect(renderer.render("| \(TwinText.code(text, inTable: true)) |\n|---|\n").html.contains("<th><code>\(escaped)</code></th>"))
    }

    @Test("a twin that ends inside an open fence or HTML block is closed on a line of its own; any other is left as written")
    func closedAtItsEnd() {
        #expect(twin("a\n\n~~~~ swift\nlet a\n``````\n") == "a\n\n~~~~ swift\nlet a\n``````\n~~~~\n")
        #expect(twin("```") == "```\n```\n")
        #expect(twin("a\n\n```\nlet a\n  ````  \n") == "a\n\n```\nlet a\n  ````  \n")
        #expect(twin("<!-- never closed\n\nstill the comment") == "<!-- never closed\n\nstill the comment\n-->\n")
        #expect(twin("<!-- closed -->\n") == "<!-- closed -->\n")
        #expect(twin("<SCRIPT>\nlet a = 1") == "<SCRIPT>\nlet a = 1\n</script>\n")
        #expect(twin("> ```\n> in a quote") == "> ```\n> in a quote", "a rule after a blank line ends the quote")
        // A last fence the twin writes as a line of text is closed already.
        let line = twin("a\n\n```preview\nx", pieces: { _, _ in [.text("A preview")] })
        #expect(!line.contains("```"), "\(line)")
        // The twin written from the tree, a page with another generator's syntax: its comment is closed too.
        #expect(twin("{{ x }}\n\n<!-- never closed", foreign: .markdown).hasSuffix("<!-- never closed\n-->\n"))
    }
}
