@testable import Markdown
import Testing

/// Issue 67: other generators' constructs are found in cmark-gfm's one reading of the page. The scanner never
/// decides what is code, a span or raw HTML; every expected string here was checked by eye against cmark-gfm's
/// reading of the page without the construct.
@Suite("Constructs placed in cmark-gfm's own reading")
struct ConstructPlacerTests {
    let renderer = MarkdownRenderer()

    func render(_ source: String, _ syntax: ForeignSyntax = .markdown) -> RenderedMarkdown {
        renderer.render(source, foreignSyntax: syntax, twin: true)
    }

    static let ifBlock = #"<div class="unrendered" role="note"><p class="unrendered-label">Not rendered: template expression "#
        + #"<code>{% if … %}</code></p><pre><code>{% if x %}</code></pre></div>"#

    @Test("a code span over two lines is code: the expression inside it is no construct, and the span stays whole")
    func codeSpanOverLines() {
        let result = render("Text `code\n{{ x }}` more\n")
        #expect(result.html == "<p>Text <code>code {{ x }}</code> more</p>\n")
        #expect(result.constructs.isEmpty)
    }

    @Test("a paragraph's line after a construct's line stays text, however indented: cmark-gfm reads it as the paragraph's")
    func continuationIsNotCode() {
        let result = render("Some text\n{% if x %}\n    indented continuation\n")
        #expect(result.html == "<p>Some text</p>\n" + Self.ifBlock + "\n<p>indented continuation</p>\n")
        #expect(result.constructs.map(\.line) == [2])
    }

    @Test("two spans in one run of text are each marked once, the text between them kept once")
    func twoSpansInOneText() {
        let result = render("a {{ x }} b {{ y }} c\n")
        let span = { (name: String) in
            #"<code class="unrendered" title="Not rendered: template expression {{ \#(name) }}">{{ \#(name) }}</code>"#
        }
        #expect(result.html == "<p>a " + span("x") + " b " + span("y") + " c</p>\n")
    }

    @Test("a ':::' line that cmark-gfm reads as a list item's lazy line still ends the container after the list")
    func lazyContainerEnd() {
        let result = render(":::tip\n\n- a\n- b\n:::\n\nAfter\n")
        #expect(result.html.hasSuffix("<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</div>\n<p>After</p>\n"), "\(result.html)")
    }

    @Test("a list goes on after a construct on its item's lazy line as a list of its own, numbered on")
    func listAfterLazyConstruct() {
        let result = render("3. a\n{% if x %}\n4. b\n")
        #expect(result.html == "<ol start=\"3\">\n<li>a</li>\n</ol>\n" + Self.ifBlock + "\n<ol start=\"4\">\n<li>b</li>\n</ol>\n",
                "\(result.html)")
    }

    @Test("raw HTML that an embed opens ends with it: the lines after it are read as Markdown")
    func embedOpensHTML() {
        let result = render("<iframe src=\"https://example.com/s\"></iframe>\n[Story](https://example.com/story)\n")
        #expect(result.html.hasSuffix("</div>\n<p><a href=\"https://example.com/story\">Story</a></p>\n"), "\(result.html)")
        #expect(result.links.map(\.line) == [2])
    }

    @Test("a construct inside raw HTML keeps the HTML's indent and the rest of the block", arguments: ["  ", ""])
    func constructInsideHTML(_ indent: String) {
        let result = render("<div class=\"grid\">\n\(indent){% if x %}\n  <p>kept</p>\n</div>\n")
        #expect(result.html == "<div class=\"grid\">\n" + indent + Self.ifBlock + "\n  <p>kept</p>\n</div>\n", "\(result.html)")
    }

    @Test("elements over several lines, one after another in one paragraph, are each a block where it starts")
    func elementsAfterMultilineHTML() {
        let page = "Intro:\n\n<Story\n  height=\"310px\"\n  code={One}\n/>\n<Story\n  height=\"330px\"\n  code={Two}\n/>\n\nAfter\n"
        let result = render(page, .mdx)
        #expect(result.constructs.map(\.line) == [3, 7], "\(result.constructs)")
        #expect(result.constructs.allSatisfy { $0.kind == .jsxElement })
        #expect(result.html.hasSuffix("</div>\n<p>After</p>\n"), "\(result.html)")
        #expect(!result.html.contains("{Two}</code></p>"))
    }
}

extension ConstructPlacerTests {
    @Test("the twin shows a container's opening as written and leaves no empty lines where its end was")
    func containerTwin() {
        let result = render("::: tip\n\nInside.\n\n:::\n\nAfter.\n")
        let twin = String(decoding: result.markdownUTF8 ?? [], as: UTF8.self)
        #expect(twin == "`::: tip` (::: container, not rendered)\n\nInside.\n\nAfter.\n", "\(twin)")
        #expect(result.html.hasSuffix("<p>Inside.</p>\n</div>\n<p>After.</p>\n"), "\(result.html)")
    }
}

extension ConstructPlacerTests {
    @Test("a paragraph cmark-gfm gives no place (left above a table by the table extension) holds no line, and the page renders")
    func paragraphWithoutPlace() {
        let result = render("{/* c */}\n|---|---|\n|---|---|\n<Foo>\n")
        #expect(result.html.contains("<table>"), "\(result.html)")
        #expect(result.constructs.map(\.name) == ["<Foo>"])
    }

    @Test("raw HTML that a construct opens is read again as Markdown only where no construct was placed in it as in raw HTML")
    func noRereadOverPlacedConstructs() {
        let result = render("<script>\nconst a = 1\n\n[x]({{ u }})\n")
        #expect(!result.html.contains("specimen-marker"), "\(result.html)")
        #expect(result.links.isEmpty, "a marker never becomes a link's destination: \(result.links)")
        #expect(result.html.contains(#"[x](<code class="unrendered""#), "\(result.html)")
    }
}

extension ConstructPlacerTests {
    @Test("an indented line in raw HTML an embed opened keeps its construct's box: on main its marker was published as code")
    func indentedLineAfterEmbed() {
        let result = render("<iframe src=\"https://e.com/a\"></iframe>\n    indented {{ z }}\n")
        #expect(result.html.hasSuffix("</div>\n    indented <code class=\"unrendered\" title=\"Not rendered: template expression {{ z }}\">{{ z }}</code>\n"),
                "\(result.html)")
        #expect(!result.html.contains("specimen-marker") && !result.html.contains("&lt;!--"), "\(result.html)")
    }
}
