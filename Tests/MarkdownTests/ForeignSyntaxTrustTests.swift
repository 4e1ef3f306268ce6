@testable import Markdown
import Foundation
import Testing

/// Issue 64, cases 4 to 6: a construct of another generator never takes text of the page with it, and the
/// placeholders the renderer uses never reach the page or an author's attribute.
@Suite("Other generators' syntax keeps every byte")
struct ForeignSyntaxTrustTests {
    let renderer = MarkdownRenderer()

    func render(_ source: String, _ syntax: ForeignSyntax = .markdown) -> RenderedMarkdown {
        renderer.render(source, foreignSyntax: syntax, twin: true)
    }

    /// Whether the page, as HTML and as its twin, still holds `words`, and no placeholder of the renderer.
    func keeps(_ words: [String], _ result: RenderedMarkdown, _ comment: Comment? = nil) {
        let twin = String(decoding: result.markdownUTF8 ?? [], as: UTF8.self)
        for word in words {
            #expect(result.html.contains(word), "\(word) is gone from the page: \(result.html)")
            #expect(twin.contains(word), "\(word) is gone from the twin: \(twin)")
        }
        #expect(!result.html.contains("specimen-marker"), "\(result.html)")
        #expect(!twin.contains("specimen-marker"), "\(twin)")
        #expect(!result.html.contains("--&gt;"), "\(result.html)")
    }

    @Test("a construct over several lines of a quote whose next lines have no '>' keeps the rest of the page",
          arguments: [
              ("> <Note\ntitle=\"x\">\nInside the note.\n</Note>\n\nAfter the note, alpha.\n\n```\ncode after, beta\n```\n", ForeignSyntax.mdx),
              ("> {% include \"card.njk\"\nwith card %}\n\nAfter the tag, alpha.\n\n```\ncode after, beta\n```\n", .markdown),
              ("> {items.map(item =>\nitem.name)}\n\nAfter the expression, alpha.\n\n```\ncode after, beta\n```\n", .mdx),
              ("- item\n\n  <Note\ntitle=\"x\" />\n\nAfter the list, alpha.\n\n```\ncode after, beta\n```\n", .mdx),
              ("> > <Tabs\n> items={a} />\n\nAfter the quotes, alpha.\n\n```\ncode after, beta\n```\n", .mdx),
          ])
    func lazyLines(_ source: String, _ syntax: ForeignSyntax) {
        let result = render(source, syntax)
        #expect(result.constructs.count == 1)
        keeps(["alpha", "beta"], result)
    }

    @Test("a construct over several lines inside an element that cmark-gfm reads as an HTML block keeps the page")
    func insideHTMLBlock() {
        let result = render("""
            <Blockquote url="https://example.com/">
              <BlockquoteContent>
                A notification, alpha.
              </BlockquoteContent>
              <BlockquoteCitation author="Nielsen Norman Group" />
            </Blockquote>

            ```
            code after, beta
            ```
            """, .mdx)
        // A component named like an HTML element is JSX too: the whole of it is one construct.
        #expect(result.constructs.map(\.name) == ["<Blockquote>"])
        keeps(["alpha", "beta", "Nielsen"], result)
    }

    @Test("a script block continued after a blank line keeps the rest of the page",
          arguments: [
              "<script>\nconst a = 1\n\nconst b = 2\n</script>\n\nAfter the script, alpha.\n\n```\ncode after, beta\n```\n",
              "> <script>\n> const a = 1\n\n> const b = 2\n> </script>\n\nAfter the script, alpha.\n\n```\ncode after, beta\n```\n",
              "- item\n\n  <script>\n  const a = 1\n\nconst b = 2\n  </script>\n\nAfter the script, alpha.\n\n```\ncode after, beta\n```\n",
              "> <script>\n> const a = 1\n>\n> const b = 2\n> </script>\n\nAfter the script, alpha.\n\n```\ncode after, beta\n```\n",
              "- item\n\n  <script>\n  const a = 1\n\n  const b = 2\n  </script>\n\nAfter the script, alpha.\n\n```\ncode after, beta\n```\n",
              "<script>\nconst a = 1\n\n    const b = 2\n\nAfter the script, alpha.\n\n```\ncode after, beta\n```\n",
          ])
    func scriptAfterBlankLine(_ source: String) {
        let result = render(source)
        keeps(["alpha", "beta"], result)
    }

    @Test("a construct inside raw HTML is its box in the page and its text in the twin, and no marker is left anywhere")
    func constructInRawHTML() {
        let result = render("<div class=\"grid\">\n  <p>{{ x }} kept text</p>\n</div>\n")
        #expect(result.html == "<div class=\"grid\">\n  <p><code class=\"unrendered\" title=\"Not rendered: template expression {{ x }}\">"
            + "{{ x }}</code> kept text</p>\n</div>\n", "\(result.html)")
        let twin = String(decoding: result.markdownUTF8 ?? [], as: UTF8.self)
        #expect(twin.contains("<p>`{{ x }}` (template expression, not rendered) kept text</p>"), "\(twin)")
        keeps(["kept text"], result)
    }

    @Test("a construct on a line of the raw HTML an embed opened keeps its box there, indented as written, never code")
    func constructAfterEmbed() {
        let result = render("<iframe src=\"https://example.com/a\"></iframe>\n    {{ x }}\n")
        #expect(result.html.hasSuffix("</div>\n    <div class=\"unrendered\" role=\"note\"><p class=\"unrendered-label\">Not rendered: "
            + "template expression <code>{{ x }}</code></p><pre><code>{{ x }}</code></pre></div>\n"), "\(result.html)")
        #expect(result.constructs.map(\.kind) == [.embed, .templateExpression])
        keeps(["{{ x }}"], result)
    }

    @Test("a page of many 'x' before 'specimen-marker:' gets a prefix that occurs nowhere in it")
    func longRunsOfX() {
        let page = String(repeating: "x", count: 2_000) + "specimen-marker:\n\n" + String(repeating: "xxspecimen-marker: ", count: 50)
            + "\n\n# Heading\n"
        let result = renderer.render(page)
        #expect(result.html.hasPrefix("<p>" + String(repeating: "x", count: 2_000) + "specimen-marker:</p>"))
        #expect(result.html.contains("<h1 id=\"heading\">Heading</h1>"), "\(result.html.suffix(200))")
        let markers = HTMLPlaceholders(avoiding: ArraySlice(page.utf8))
        let open = String(decoding: markers.constructOpen, as: UTF8.self)
        #expect(open == "<!--" + String(repeating: "x", count: 2_001) + "specimen-marker:c")
    }

    @Test("a template expression in a link's destination, an image's description or an attribute stays text there, and no placeholder leaks",
          arguments: [
              "See [the guide](/guide/{{site.version}}/) now.\n",
              "See [the guide](/guide/ \"{{ title }}\") now.\n",
              "See <a href=\"{{ site.baseurl }}/guide/\">the guide</a> now.\n",
              "See <a href=\"/guide/\" title=\"{% if x %}y{% endif %}\">the guide</a> now.\n",
              "![a {{ x }} picture](/a.png)\n",
              "See <https://example.com/{{ x }}> now.\n",
              "See <img\n  src=\"{{ site.baseurl }}/a.png\"\n  alt=\"{{ alt }}\"> now.\n",
              "<div title=\"{{ x }}\">\n<p>{{ y }}</p>\n</div>\n",
          ])
    func constructInAttribute(_ source: String) {
        let result = render(source)
        #expect(!result.html.contains("unrendered") || source.hasPrefix("<div"), "\(result.html)")
        #expect(result.html.firstMatch(of: /="[^"]*</) == nil, "no attribute holds a tag: \(result.html)")
        #expect(!result.html.contains("specimen-marker"), "\(result.html)")
        for link in result.links {
            #expect(!link.destination.contains("<"), "\(link.destination)")
        }
        #expect(result.constructs.count >= 1, "the construct is still reported")
    }

    @Test("where cmark-gfm reads no link, a template expression between brackets and parentheses is text, and marked as any text",
          arguments: [
              "See [the guide]({% link _guides/guide.md %}) now.\n",
              "Email [us](mailto:{{ site.email }}) now.\n",
              "![a picture]({{ '/a.png' | relative_url }})\n",
              "[the guide]: {{ site.baseurl }}/guide/\n\nSee [the guide] now.\n",
          ])
    func constructWhereCMarkReadsNoLink(_ source: String) {
        let result = render(source)
        #expect(result.links.isEmpty, "cmark-gfm reads no link or image in \(source)")
        #expect(result.html.contains("<code class=\"unrendered\""), "\(result.html)")
        #expect(result.html.firstMatch(of: /="[^"]*</) == nil, "no attribute holds a tag: \(result.html)")
        #expect(!result.html.contains("specimen-marker"), "\(result.html)")
    }

    @Test("a template expression where cmark-gfm reads no link, in '[a]({{ site.baseurl }}/a)', is marked as in any text")
    func constructWhereNoLinkIs() {
        let result = render("See [the guide]({{ site.baseurl }}/guide/) now.\n")
        #expect(result.html.contains(#"See [the guide](<code class="unrendered" title="Not rendered: template expression {{ site.baseurl }}">{{ site.baseurl }}</code>/guide/) now."#), "\(result.html)")
        #expect(result.links.isEmpty)
    }

    @Test("a template expression in a heading is marked in the text, never in its id or its anchor's label")
    func constructInHeading() {
        let result = renderer.render("## Use {{ x }} here\n", foreignSyntax: .markdown, twin: true)
        #expect(result.html.contains("class=\"unrendered\""), "\(result.html)")
        #expect(!result.html.contains("specimen-marker"), "\(result.html)")
        let id = result.headings.first?.id ?? ""
        #expect(id == "use--here", "\(id)")
    }

    @Test("an MDX comment set aside cannot glue the bytes around it into a placeholder", arguments: [
        #"<span title="GLUED">kept</span> and {props.label}"#,
        #"Text GLUED kept, and {props.label}"#,
    ])
    func commentGluesNoPlaceholder(_ line: String) {
        let markers = HTMLPlaceholders(avoiding: [])
        let open = String(decoding: markers.constructOpen, as: UTF8.self)
        let glued = String(open.prefix(6)) + "{/* a */}" + String(open.dropFirst(6)) + "0-->"
        let result = renderer.render(line.replacingOccurrences(of: "GLUED", with: glued) + "\n", foreignSyntax: .mdx, twin: true)
        #expect(result.html.contains("kept"), "\(result.html)")
        #expect(result.html.components(separatedBy: "class=\"unrendered\"").count == 2, "\(result.html)")
        #expect(!result.html.contains("title=\"<code"), "\(result.html)")
    }

    @Test("an element with Markdown children shows its opening tag as written, attributes and all")
    func containerShowsItsTag() {
        let result = render("<Note title=\"Kept words\">\n\nThe **children**.\n\n</Note>\n", .mdx)
        #expect(result.html.contains("Not rendered: <code>&lt;Note title=&quot;Kept words&quot;&gt;</code>; its content is"), "\(result.html)")
        #expect(result.html.contains("<strong>children</strong>"))
        #expect(result.constructs.map(\.name) == ["<Note>"])
    }

    @Test("100,000 openings of tags, link destinations and image descriptions that never close, on one line")
    func unclosedTextOnlyOpenings() {
        for opening in ["<a \"", "](", "![", "](<"] {
            let line = String(repeating: opening, count: 100_000) + " {{ x }} after"
            let result = render(line + "\n\nThe next paragraph.\n")
            #expect(result.html.contains("The next paragraph."))
        }
    }
}
