@testable import Markdown
import CCMarkGFM
import Foundation
import Testing
import TestSupport

/// The HTML writer against cmark-gfm's own renderer, byte for byte, over the same tree; and each piece Specimen
/// generates, as the writer writes it at its node.
@Suite("HTML writer")
struct HTMLWriterTests {
    /// The writer's bytes and `cmark_render_html`'s for one tree of `markdown`, read as a page with `options` is.
    static func both(_ markdown: String, options: MarkdownOptions) -> (writer: [UInt8], cmark: [UInt8]) {
        let renderer = MarkdownRenderer(options: options)
        _ = renderer.read("")
        var cmarkOptions = CMARK_OPT_UNSAFE
        if options.extensions.contains(.footnotes) {
            cmarkOptions |= CMARK_OPT_FOOTNOTES
        }
        let mem = cmark_get_default_mem_allocator()
        let extensions = renderer.extensionList(mem: mem)
        defer { cmark_llist_free(mem, extensions) }
        let parser = cmark_parser_new_with_mem(cmarkOptions, mem)
        defer { cmark_parser_free(parser) }
        var attached = extensions
        while let item = attached {
            cmark_parser_attach_syntax_extension(parser, OpaquePointer(item.pointee.data))
            attached = item.pointee.next
        }
        cmark_parser_feed(parser, markdown, markdown.utf8.count)
        let document = MarkdownRenderer.finish(parser)
        defer { cmark_node_free(document) }
        var cmark: [UInt8] = []
        if let rendered = cmark_render_html(document, cmarkOptions, extensions) {
            cmark = Array(UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered)))
            free(rendered)
        }
        var writer = HTMLWriter(pieces: HTMLWriter.Pieces(), tagfilter: options.extensions.contains(.tagfilter))
        return (writer.write(document).html, cmark)
    }

    /// Pages that reach what the spec files seldom do: footnotes referred to from inside others and more than once,
    /// labels that need escaping, filtered tags in blocks and inlines, task items, aligned tables, images in images.
    static let extraPages = [
        "Text[^a] and[^b], again[^a].\n\n[^a]: A note[^b].\n\nMore[^b] *x[^b]*.\n\n[^b]:   B.\n\n    code\n",
        "Odd[^a&b'ü] and [^A&B'ü].\n\n[^a&b'ü]: odd\n\n> [^q]: quoted\n\nq[^q]\n\n[^e]:\n\nempty[^e]\n\n[^c]: unused\n",
        "One[^1]\n\n[^1]:\n    ```\n    code last\n    ```\n",
        "<div>\n<title>x</title> <TEXTAREA> <xmp/> </style>\n<script >a</script><iframe\n<plaintext\n<noembed> <noframes>\n</div>\n",
        "a <title>b</title> <Script>c <style/> <xmp <iframe/>d\n",
        "- [x] done\n- [ ] open\n  - [X] nested\n\n1. [ ] ordered\n",
        "| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 |\n| x | y | z | w | v |\n\ntext\n",
        "![alt *em* `code` <b>raw</b> ![inner](/i.png \"t\")\nline](/p&q'r s\"<>.png \"ti&tle\")\n",
        "[link](<a b> 'title \"q\"') [empty]() <https://x.y/?a=1&b=2> www.example.com/~a_(b) ~~del~~ ~one~\n",
        "3. three\n4. four\n\n0) zero\n\n* a\n\n  b\n* c\n\n> - q\n>\n> ```js x=1\n> code & <\n> ```\n",
        "Line  \nbreak\\\nhard\n\n***\n\nSetext\n===\n\n<!-- c -->\n\n<p>raw</p>\n",
        "\u{FEFF}# Title\n\n```\u{00A0}lang\tmore\nx\n```\n\n~~~ a\tb\n~~~\n",
    ]

    @Test("every spec example, and pages beyond them, are cmark-gfm's bytes under the site's options and CommonMark's")
    func sameBytesAsCMark() throws {
        var pages: [(name: String, markdown: String)] = []
        for file in ["spec.txt", "extensions.txt", "regression.txt"] {
            let url = SourceTree.sharedFolder().appendingPathComponent("spec/\(file)")
            let examples = SpecExample.parse(try String(contentsOf: url, encoding: .utf8), file: file)
            #expect(examples.count > 10, "no examples found in \(url.path)")
            pages += examples.map { ($0.id, $0.markdown) }
        }
        pages += Self.extraPages.enumerated().map { ("extra:\($0.offset)", $0.element) }
        var compared = 0
        var differing: [String] = []
        for page in pages {
            for (name, options) in [("site", MarkdownOptions.site), ("commonMark", MarkdownOptions.commonMark)] {
                let (writer, cmark) = Self.both(page.markdown, options: options)
                compared += 1
                guard writer != cmark else { continue }
                differing.append("\(page.name) \(name)")
                if differing.count <= 5 {
                    Issue.record("""
                        \(page.name) under \(name) differs
                        --- markdown
                        \(page.markdown)--- cmark-gfm
                        \(String(decoding: cmark, as: UTF8.self))--- writer
                        \(String(decoding: writer, as: UTF8.self))
                        """)
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(compared) differ: \(differing.prefix(20))")
        #expect(compared > 1_400)
    }

    private static func body(_ source: String, options: MarkdownOptions = .site, answer: (MarkdownDocument, inout MarkdownDocument.Answers) -> Void = { _, _ in })
        -> PageBody {
        let document = MarkdownRenderer(options: options).read(source)
        var answers = MarkdownDocument.Answers()
        answer(document, &answers)
        return document.render(answers).content
    }

    private static func html(_ body: PageBody) -> String {
        String(decoding: body.html, as: UTF8.self)
    }

    @Test("a heading gets its id on its tag and, with anchors, a link to itself before its end tag")
    func headingIDAndAnchor() {
        var options = MarkdownOptions.site
        options.headingAnchors = true
        let body = Self.body("# Hello <b>World</b> & \"you\"\n\nText\n", options: options)
        #expect(Self.html(body) == """
            <h1 id="hello-world--you">Hello <b>World</b> &amp; &quot;you&quot;<a class="heading-anchor" href="#hello-world--you" \
            aria-label="Link to the section Hello World &amp; &quot;you&quot;">#</a></h1>
            <p>Text</p>

            """)
        #expect(Self.html(Self.body("## Plain\n")) == "<h2 id=\"plain\">Plain</h2>\n")
    }

    @Test("a fence answered with HTML is that HTML on lines of its own, in a list item too")
    func fenceHTML() {
        let body = Self.body("Before\n\n```preview\nx\n```\nAfter\n\n- ```preview\n  y\n  ```\n") { _, answers in
            answers.fences[0] = .html("<div>P</div>")
            answers.fences[1] = .html("<svg/>\n")
        }
        #expect(Self.html(body) == "<p>Before</p>\n<div>P</div>\n<p>After</p>\n<ul>\n<li>\n<svg/>\n</li>\n</ul>\n")
    }

    @Test("a fence answered as code is a slot at the fence's offset, and the HTML after it starts its own line")
    func codeSlot() {
        let body = Self.body("Before\n\n```swift\nlet a\n```\n\n> ```\n> b\n> ```\nAfter\n") { document, answers in
            for (index, fence) in document.fences.enumerated() {
                answers.fences[index] = .code(CodeBlock(language: CodeBlock.language(ofInfo: fence.language), code: fence.body))
            }
        }
        #expect(Self.html(body) == "<p>Before</p>\n<blockquote>\n</blockquote>\n<p>After</p>\n")
        #expect(body.slots.map(\.offset) == [14, 27])
        #expect(String(decoding: body.plainBytes, as: UTF8.self) == """
            <p>Before</p>
            <pre><code class="language-swift">let a
            </code></pre>
            <blockquote>
            <pre><code>b
            </code></pre>
            </blockquote>
            <p>After</p>

            """)
    }

    @Test("a table in a region labelled by its section, numbered when the section has more than one")
    func tableRegion() {
        var options = MarkdownOptions.site
        options.tableRegions = true
        let table = "| a |\n|---|\n| b |\n"
        let body = Self.body("# Page\n\n\(table)\n## Usage & more\n\n\(table)\n\(table)", options: options)
        let region = { (label: String) in
            "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(label)\">\n<table>\n<thead>\n<tr>\n<th>a</th>\n"
                + "</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n</div>\n"
        }
        #expect(Self.html(body) == "<h1 id=\"page\">Page</h1>\n" + region("Page table")
            + "<h2 id=\"usage--more\">Usage &amp; more</h2>\n" + region("Usage &amp; more table") + region("Usage &amp; more table 2"))
    }

    @Test("a text insertion's HTML goes at its offset in the text, unfiltered")
    func textInsertion() {
        let body = Self.body("Hello world, `code` end.\n") { _, answers in
            answers.insertions[0] = [TextInsertion(offset: 5, html: "<title>!</title>"), TextInsertion(offset: 17, html: "<i>c</i>")]
        }
        #expect(Self.html(body) == "<p>Hello<title>!</title> world, <code>code</code><i>c</i> end.</p>\n")
    }

    @Test("a code span answered with HTML is that HTML in its place")
    func codeSpanReplacement() {
        let body = Self.body("Use `x` and `y`.\n") { _, answers in
            answers.codeSpans[1] = "<kbd>Y</kbd>"
        }
        #expect(Self.html(body) == "<p>Use <code>x</code> and <kbd>Y</kbd>.</p>\n")
    }
}
