@testable import Markdown
import Testing

/// Other generators' constructs in a page: found outside code, shown marked, each at its line and column.
@Suite("Other generators' syntax")
struct ForeignSyntaxTests {
    let renderer = MarkdownRenderer()

    func render(_ source: String, _ syntax: ForeignSyntax = .markdown, lineOffset: Int = 0) -> RenderedMarkdown {
        renderer.render(source, lineOffset: lineOffset, foreignSyntax: syntax)
    }

    func found(_ result: RenderedMarkdown) -> [String] {
        result.constructs.map { "\($0.line):\($0.column) \($0.description)" }
    }

    @Test("GOV.UK's Nunjucks: an import tag and a macro call are marked blocks, their source shown escaped")
    func nunjucks() {
        let result = render("""
            {% from "_example.njk" import example %}

            {{ example({ group: "components", item: "button", html: true }) }}

            ## When to use this component
            """, lineOffset: 7)
        #expect(found(result) == ["8:1 template expression {% from … %}", "10:1 template expression {{ example(…) }}"])
        #expect(result.html.contains(#"<div class="unrendered" role="note"><p class="unrendered-label">Not rendered: template expression <code>{{ example(…) }}</code></p><pre><code>{{ example({ group: &quot;components&quot;, item: &quot;button&quot;, html: true }) }}</code></pre></div>"#), "\(result.html)")
        #expect(!result.html.contains("<p>{"))
        #expect(result.headings.map(\.line) == [12])
    }

    @Test("a JSX element over several lines is one marked block, and the lines after it keep their numbers")
    func jsxBlock() {
        let result = render("""
            # Button

            <LivePreview
              code={`<Button variant="primary">Save</Button>`}
              sx={{ gap: 2 }}
              onClick={() => count > 1}
            />

            Then [a link](#button) on line 9.
            """, .mdx)
        #expect(found(result) == ["3:1 JSX element <LivePreview>"])
        #expect(result.links.map(\.line) == [9])
        #expect(result.html.contains("<pre><code>&lt;LivePreview\n  code={`&lt;Button variant=&quot;primary&quot;&gt;Save&lt;/Button&gt;`}"))
        #expect(!result.html.contains("<LivePreview"))
    }

    @Test("an element followed by a blank line keeps its Markdown children, rendered inside a marked block")
    func jsxContainer() {
        let result = render("""
            <Tabs>

            ## Usage

            Use **one** primary button.

            </Tabs>

            After.
            """, .mdx)
        #expect(found(result) == ["1:1 JSX element <Tabs>"])
        #expect(result.html.contains(#"<div class="unrendered unrendered-container" role="note"><p class="unrendered-label">Not rendered: <code>&lt;Tabs&gt;</code>; its content is</p>"#))
        #expect(result.html.contains("<h2 id=\"usage\">Usage</h2>"))
        #expect(result.html.contains("<strong>one</strong>"))
        let end = result.html.range(of: "</div>")!.lowerBound
        #expect(result.html[..<end].contains("primary button"))
        #expect(result.html[end...].contains("<p>After.</p>"))
    }

    @Test("inline JSX and template expressions are marked spans; a code span or fence that shows them is left alone")
    func inlineAndCode() {
        let result = render("""
            Tokens: <TokenList category="color" />, and {{ page.title }} here. `<Badge />` and `{{ x }}` are code.

            | Prop | Shown |
            |---|---|
            | `size` | <Badge>new</Badge> |

            ```jsx
            <Button>{{ label }}</Button>
            ::: tip
            ```

                {% indented code %}
            """)
        #expect(found(result) == ["1:9 JSX element <TokenList>", "1:45 template expression {{ page.title }}", "5:12 JSX element <Badge>"])
        #expect(result.html.contains(#"<code class="unrendered" title="Not rendered: JSX element &lt;TokenList&gt;">&lt;TokenList category=&quot;color&quot; /&gt;</code>"#))
        #expect(result.html.contains("<code>&lt;Badge /&gt;</code>"))
        #expect(result.html.contains("<code>{{ x }}</code>"))
        #expect(result.html.contains("&lt;Button&gt;{{ label }}&lt;/Button&gt;\n::: tip\n"))
        #expect(result.html.contains("<pre><code>{% indented code %}\n"))
    }

    @Test("a ::: container's text is rendered inside a marked block that names it; containers nest")
    func containers() {
        let result = render("""
            ::: tip Accessibility
            Give every button a **label**.
            ::::: details
            Inner.
            :::::
            :::

            After.
            """)
        #expect(found(result) == ["1:1 ::: tip Accessibility container", "3:1 ::::: details container"])
        #expect(result.html.contains("Not rendered as a container: <code>::: tip Accessibility</code></p>"))
        #expect(result.html.contains("<strong>label</strong>"))
        #expect(result.html.components(separatedBy: "</div>").count == 3)
        #expect(result.html.hasSuffix("<p>After.</p>\n"))
    }

    @Test("an .mdx page's import and export lines and comments are set aside; in a .md page they are marked")
    func moduleLines() {
        let source = """
            import {Box} from '@primer/react'
            import ~/components/Example from '~/src/example'
            export const meta = {
              title: 'Button',
            }

            {/* a comment */}

            # Button {props.name}
            """
        let mdx = render(source, .mdx)
        #expect(found(mdx) == ["9:10 MDX expression {props.name}"])
        #expect(!mdx.html.contains("import") && !mdx.html.contains("<del>") && !mdx.html.contains("comment"))
        #expect(mdx.headings.first?.line == 9)
        let markdown = render(source)
        // The statement runs to the blank line, as MDX reads it.
        #expect(found(markdown) == ["1:1 import or export line: import {Box} from '@primer/react'"])
        #expect(!markdown.html.contains("<del>"))
    }

    @Test("Vue blocks, and a script or style block, are marked whole; HTML in capitals and autolinks are not JSX")
    func vueAndHTML() {
        let result = render("""
            <script setup>
            import { ref } from 'vue'
            </script>

            <DIV>Shouting HTML</DIV>

            Write to <Ada@example.com>.

            <style scoped>
            .demo { color: red }
            </style>
            """)
        #expect(found(result) == ["1:1 script or style block <script setup>", "9:1 script or style block <style scoped>"])
        #expect(!result.html.contains("<script"))
        #expect(result.html.contains("<DIV>Shouting HTML</DIV>"))
        #expect(result.html.contains("mailto:Ada@example.com"))
    }

    @Test("a page without constructs renders as it did, byte for byte, and none are looked for without a syntax")
    func plainPages() {
        let source = "# Title\n\nSome {single} braces, a < b, and `code`.\n"
        #expect(render(source).html == renderer.render(source).html)
        #expect(render(source).constructs.isEmpty)
        #expect(renderer.render("{{ x }}").constructs.isEmpty)
    }

    @Test("an element or expression that never ends is cut at the next blank line, not carried to the page's end")
    func unended() {
        let result = render("""
            <Box sx={{
            color: red

            Text after.

            {{ never closed
            """)
        #expect(found(result) == ["1:1 JSX element <Box>"])
        #expect(result.html.contains("<p>Text after.</p>"))
        #expect(result.html.contains("{{ never closed"))
    }
}

/// Constructs are looked for in one pass whose every look ahead is bounded: input made to make each start scan far
/// still finishes.
@Suite("Other generators' syntax, pathological input")
struct ForeignSyntaxPathologicalTests {
    let renderer = MarkdownRenderer()

    @Test("100,000 unclosed tags, template openings and braces on one line")
    func unclosedOnOneLine() {
        for piece in ["<Box ", "{{ ", "{% ", "{"] {
            let source = String(repeating: piece, count: 100_000) + "\n"
            let result = renderer.render(source, foreignSyntax: .mdx)
            #expect(result.html.hasPrefix("<"), "\(piece)")
            if piece == "<Box " {
                // An element that never ends, at a line's start, is one marked block to the next blank line.
                #expect(result.constructs.count == 1)
            } else {
                // Each opening looks to the line's end; their look aheads spent, the search stops and says where.
                #expect(result.constructSearchStoppedAt == 2, "\(piece)")
            }
        }
    }

    @Test("20,000 lines, each opening a construct that never closes")
    func unclosedOnEveryLine() {
        for piece in ["<Box sx={{\n", "{{ never\n", "<Tabs>x\n", "{\n", "::: tip\n"] {
            let result = renderer.render(String(repeating: piece, count: 20_000), foreignSyntax: .mdx)
            #expect(!result.html.isEmpty, "\(piece)")
        }
    }

    @Test("10,000 nested containers and elements with Markdown children")
    func nested() {
        let colons = (0..<10_000).map { String(repeating: ":", count: 3 + $0 % 5) + " note\n" }.joined()
        #expect(renderer.render(colons + "text\n", foreignSyntax: .markdown).constructs.count == 10_000)
        let elements = String(repeating: "<Tabs>\n\n", count: 10_000) + "text\n\n" + String(repeating: "</Tabs>\n\n", count: 10_000)
        let result = renderer.render(elements, foreignSyntax: .mdx)
        #expect(result.constructs.count == 10_000)
        #expect(result.html.components(separatedBy: "</div>").count - 1 == 10_000)
    }
}
