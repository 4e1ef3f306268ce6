@testable import Markdown
import Dispatch
import Foundation
import Synchronization
import Testing

@Suite("MarkdownRenderer")
struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test("headings get GitHub-style ids, unique within the page")
    func headingIDs() {
        let result = renderer.render("""
            # Stepper – Bullet
            ## `steps` & current
            ## Usage
            ## Usage
            ## Usage-1
            ## ???
            ## Ünïcode Äpfel 2
            """)
        #expect(result.headings.map(\.id) == [
            "stepper--bullet", "steps--current", "usage", "usage-1", "usage-1-1", "section", "ünïcode-äpfel-2",
        ])
        #expect(result.html.contains(#"<h2 id="steps--current"><code>steps</code> &amp; current</h2>"#))
    }

    @Test("an ASCII heading's id, read from its bytes, is the one the Unicode rules give")
    func asciiSlugs() {
        let ascii = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\t"
        // One non-ASCII letter sends the same text down the Unicode path; its id differs by that letter only.
        #expect(HeadingSlugger.slug(ascii) + "é" == HeadingSlugger.slug(ascii + "é"))
        #expect(HeadingSlugger.slug(ascii) == "--0123456789abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz")
        #expect(HeadingSlugger.slug("?!") == "section")
    }

    @Test("the title is the first h1's text; the table of contents nests h3 under h2")
    func titleAndTableOfContents() {
        let result = renderer.render("""
            Intro
            # The *Title*
            ## One
            ### One A
            #### Deep
            ### One B
            ## Two
            # Second h1
            """)
        #expect(result.title == "The Title")
        #expect(result.tableOfContents == [
            TableOfContentsEntry(text: "One", id: "one", children: [
                TableOfContentsEntry(text: "One A", id: "one-a"),
                TableOfContentsEntry(text: "One B", id: "one-b"),
            ]),
            TableOfContentsEntry(text: "Two", id: "two"),
        ])
    }

    @Test("links and images report their lines in the original file, front matter included")
    func linkLines() {
        let result = renderer.render("""
            Text [a](a.md)
            more [b][ref] and
              ![img](i.png "t")

            [ref]: b.md
            """, lineOffset: 5)
        #expect(result.links == [
            Link(kind: .link, destination: "a.md", line: 6, column: 6),
            Link(kind: .link, destination: "b.md", line: 7, column: 6),
            // cmark-gfm counts this column from the first non-blank character of the continuation line.
            Link(kind: .image, destination: "i.png", line: 8, column: 1),
        ])
    }

    @Test("with heading anchors, each heading with an id ends in an escaped link to itself")
    func headingAnchors() {
        let anchored = MarkdownRenderer(options: MarkdownOptions(extensions: [], headingAnchors: true))
        let result = anchored.render("""
            ## Tokens & `colors`

            Text </h2> in code: `</h2>`

            ### Next
            """)
        #expect(result.html == ##"""
            <h2 id="tokens--colors">Tokens &amp; <code>colors</code><a class="heading-anchor" href="#tokens--colors" aria-label="Link to the section Tokens &amp; colors">#</a></h2>
            <p>Text </h2> in code: <code>&lt;/h2&gt;</code></p>
            <h3 id="next">Next<a class="heading-anchor" href="#next" aria-label="Link to the section Next">#</a></h3>

            """##)
    }

    @Test("a fence's language is its info string's first word, up to any white space, ASCII or not")
    func fenceLanguage() {
        let cases: [(info: String, language: String)] = [
            ("", ""), ("preview", "preview"), ("preview controls=steps", "preview"), ("swift\tlinenos", "swift"),
            ("preview\u{00A0}x", "preview"), ("préview x", "préview"), ("go\u{2003}x y", "go"), ("a\u{85}b", "a"),
        ]
        for (info, language) in cases {
            #expect(FencedBlock(info: info, body: "", line: 1, column: 1).language == language, "\(info)")
        }
    }

    @Test("with table regions, each table scrolls in a focusable region labelled by its section, numbered when a section has two")
    func tableRegions() {
        let source = """
            # Slider

            | a |
            |---|
            | 1 |

            ## Tokens & roles

            | b |
            |---|
            | 2 |

            ##### Small print

            - | c |
              |---|
              | 3 |
            """
        let regions = MarkdownRenderer(options: MarkdownOptions(extensions: [.table], tableRegions: true))
        #expect(regions.render(source).html == ##"""
            <h1 id="slider">Slider</h1>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Slider table">
            <table>
            <thead>
            <tr>
            <th>a</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            </tr>
            </tbody>
            </table>
            </div>
            <h2 id="tokens--roles">Tokens &amp; roles</h2>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Tokens &amp; roles table">
            <table>
            <thead>
            <tr>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>2</td>
            </tr>
            </tbody>
            </table>
            </div>
            <h5 id="small-print">Small print</h5>
            <ul>
            <li>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Tokens &amp; roles table 2">
            <table>
            <thead>
            <tr>
            <th>c</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>3</td>
            </tr>
            </tbody>
            </table>
            </div>
            </li>
            </ul>

            """##)
        // The front matter's title names a table before the first section; without the option tables stay bare.
        #expect(regions.render(source, title: "Range").html.contains(#"aria-label="Range table">"#))
        let bare = MarkdownRenderer(options: MarkdownOptions(extensions: [.table])).render(source).html
        #expect(!bare.contains("table-scroll") && bare.contains("<table>"))
    }

    @Test("a link or image whose text runs onto the next line is reported where its bracket opens")
    func wrappedLinkLines() {
        let result = renderer.render("""
            See [a page that
            does not exist](missing/) and ![an image
            that is missing](m.png).
            """)
        #expect(result.links == [
            Link(kind: .link, destination: "missing/", line: 1, column: 5),
            Link(kind: .image, destination: "m.png", line: 2, column: 31),
        ])
    }

    @Test("the fence hook sees each fence's info, body and line, and its HTML replaces the block")
    func fenceHook() {
        var seen: [FencedBlock] = []
        let result = renderer.render("""
            ```preview controls=steps
            stepper style=circular
            ```

            - item

              ~~~swift
              let x = 1
              ~~~
            """, lineOffset: 3) { block in
            seen.append(block)
            return block.language == "preview" ? "<svg role=\"img\"><title>Step 1 of 4</title></svg>" : nil
        }
        #expect(seen == [
            FencedBlock(info: "preview controls=steps", body: "stepper style=circular\n", line: 4, column: 1),
            FencedBlock(info: "swift", body: "let x = 1\n", line: 10, column: 3),
        ])
        #expect(result.fences == seen)
        #expect(result.html.hasPrefix("<svg role=\"img\"><title>Step 1 of 4</title></svg>\n<ul>"),
                "hook HTML is not touched by tagfilter")
        #expect(result.html.contains(#"<pre><code class="language-swift">let x = 1"#))
    }

    @Test("text that looks like an internal marker stays text")
    func markerLookalikes() {
        let source = """
            # Heading
            <!--specimen-marker:h0-->
            `<!--specimen-marker:f0-->`
            """
        let result = renderer.render(source) { _ in "<b>replaced</b>" }
        #expect(result.html.contains("<!--specimen-marker:h0-->"))
        #expect(result.html.contains("<code>&lt;!--specimen-marker:f0--&gt;</code>"))
        #expect(result.html.contains(#"<h1 id="heading">Heading</h1>"#))
    }

    @Test("the marker prefix avoids the source wherever the source has it: first bytes, last bytes, longer forms")
    func markerPrefixAnywhere() {
        let cases = [
            ("# Heading\n\n<!--xspecimen-marker:h0-->\n\n<!--specimen-marker:h0-->", "<!--specimen-marker:h0-->"),
            ("# Heading\n\n<!--specimen-marker:h0-->\n\n<!--xspecimen-marker:h0-->", "<!--xspecimen-marker:h0-->"),
            ("# Heading\n\n<!--xxspecimen-marker:h0-->", "<!--xxspecimen-marker:h0-->"),
        ]
        for (source, kept) in cases {
            let result = renderer.render(source)
            #expect(result.html.contains(#"<h1 id="heading">Heading</h1>"#), "\(source)")
            #expect(result.html.hasSuffix(kept + "\n"), "the source's lookalike at its end stays: \(source)")
        }
    }

    @Test("markers numbered past nine find their own headings and fences")
    func manyMarkers() {
        let source = (1...23).map { "## Part \($0)\n\n```x\n\($0)\n```\n" }.joined(separator: "\n")
        let result = renderer.render(source) { fence in "<p>fence \(fence.body.dropLast())</p>\n" }
        for number in 1...23 {
            #expect(result.html.contains(#"<h2 id="part-\#(number)">Part \#(number)</h2>"#), "\(number)")
            #expect(result.html.contains("<p>fence \(number)</p>"), "\(number)")
        }
        let order = (1...23).compactMap { result.html.range(of: "<p>fence \($0)</p>")?.lowerBound }
        #expect(order == order.sorted())
    }

    @Test("GFM extensions are on: tables, strikethrough, autolinks, task lists, footnotes, tagfilter")
    func extensions() {
        let html = renderer.render("""
            | a | b |
            |---|--:|
            | ~~x~~ | www.example.com |

            - [x] done
            - [ ] open

            Note[^1] and <iframe src="x"></iframe>

            [^1]: The note.
            """).html
        #expect(html.contains("<table>"))
        #expect(html.contains(#"<td align="right"><a href="http://www.example.com">www.example.com</a></td>"#))
        #expect(html.contains("<del>x</del>"))
        #expect(html.contains(#"<input type="checkbox" checked="" disabled="" /> done"#))
        #expect(html.contains(#"<section class="footnotes" data-footnotes>"#))
        #expect(html.contains("&lt;iframe"))
    }

    @Test("reserved ids are avoided and heading ids can be switched off")
    func options() {
        let reserved = MarkdownRenderer(options: MarkdownOptions(extensions: [], reservedIDs: ["main"]))
        #expect(reserved.render("# Main").html == "<h1 id=\"main-1\">Main</h1>\n")
        #expect(MarkdownRenderer(options: .commonMark).render("# Main").html == "<h1>Main</h1>\n")
    }
}

@Suite("Text insertions")
struct TextInsertionTests {
    @Test("the hook sees each block's text with positions, and its HTML lands at the offsets it names")
    func insertions() {
        var blocks: [TextBlock] = []
        let result = MarkdownRenderer().render("""
            Active #005CE5 on white = 5.3:1 and
            `#D2E5FF` on white = 1.2:1 here.

            | a | b |
            |---|---|
            | x on y = 2:1 | z |
            """, lineOffset: 2, textInsertions: { block in
            blocks.append(block)
            var insertions: [TextInsertion] = []
            var search = block.text.startIndex
            while let range = block.text[search...].range(of: ":1") {
                insertions.append(TextInsertion(offset: block.text.utf8.distance(from: block.text.startIndex, to: range.upperBound), html: "<b>!</b>"))
                search = range.upperBound
            }
            return insertions
        })
        #expect(blocks.first?.text == "Active #005CE5 on white = 5.3:1 and #D2E5FF on white = 1.2:1 here.")
        #expect(blocks.first?.runs.map(\.isCode) == [false, true, false])
        let first = blocks.first
        #expect(first?.position(of: 7).line == 3 && first?.position(of: 7).column == 8)
        // Offset 36 is the first character of the code span `#D2E5FF`, which cmark-gfm places at column 2.
        #expect(first?.position(of: 36).line == 4 && first?.position(of: 36).column == 2)
        #expect(result.html.contains("<p>Active #005CE5 on white = 5.3:1<b>!</b> and\n<code>#D2E5FF</code> on white = 1.2:1<b>!</b> here.</p>"))
        #expect(result.html.contains("<td>x on y = 2:1<b>!</b></td>"))
        #expect(blocks.map(\.text).contains("a") && blocks.map(\.text).contains("z"), "table cells are blocks")
    }

    @Test("with trigger bytes, the text hook sees only the blocks that hold one, and its insertions land as without")
    func triggers() {
        let source = """
            Plain text with nothing.

            Ratio 4.5:1 and a
            soft break, `code/path` here.

            | a | b/c |
            |---|-----|
            | 1 | 2 |

            ## Heading: with colon
            """
        let hook = { (blocks: inout [String], block: TextBlock) -> [TextInsertion] in
            blocks.append(block.text)
            return block.text.hasPrefix("Ratio") ? [TextInsertion(offset: 11, html: "<b>!</b>")] : []
        }
        var all: [String] = []
        var triggered: [String] = []
        let every = MarkdownRenderer().render(source, textInsertions: { hook(&all, $0) })
        let some = MarkdownRenderer().render(source, textInsertions: { hook(&triggered, $0) },
                                             textTriggers: [UInt8(ascii: ":"), UInt8(ascii: "/")])
        #expect(all == ["Plain text with nothing.", "Ratio 4.5:1 and a soft break, code/path here.", "a", "b/c", "1", "2",
                        "Heading: with colon"])
        #expect(triggered == ["Ratio 4.5:1 and a soft break, code/path here.", "b/c", "Heading: with colon"])
        #expect(some.html == every.html)
        #expect(some.html.contains("<p>Ratio 4.5:1<b>!</b> and a\nsoft break, <code>code/path</code> here.</p>"))
    }

    @Test("an insertion inside a code span goes after it")
    func afterCode() {
        let html = MarkdownRenderer().render("See `a/b/c` now.", textInsertions: { _ in
            [TextInsertion(offset: 6, html: "<i>?</i>")]
        }).html
        #expect(html == "<p>See <code>a/b/c</code><i>?</i> now.</p>\n")
    }

    #if os(Linux)
    @Test("on Linux, pages finish parsing without a lock: libcmark-gfm calls the definition that keeps the inline table fixed")
    func finishesInParallel() {
        #expect(MarkdownRenderer.finishesInParallel)
    }
    #endif

    @Test("pages rendered on every core at once keep their strikethrough and autolinks; without the extensions they stay text")
    func concurrentRendering() {
        // cmark-gfm keeps the extensions' inline characters in a table global to the library, which each finish
        // fills and empties again unless CMarkSupport keeps it fixed: pages finished at once then lose `~~` and bare
        // URLs now and then. With neither the fixed table nor the lock, 28 to 124 of these renderings differed in
        // each of six runs on two cores.
        let source = (1...100).map { "Line \($0): ~~gone~~ and https://example.com/\($0) and www.example.org.\n" }.joined()
        let expected = MarkdownRenderer().render(source).html
        #expect(expected.contains("<del>gone</del>") && expected.contains(#"<a href="https://example.com/100">"#))
        let plain = MarkdownRenderer(options: MarkdownOptions(extensions: []))
        let expectedPlain = plain.render(source).html
        #expect(expectedPlain.contains("~~gone~~ and https://example.com/100 and") && !expectedPlain.contains("<a "))
        // Several renderings per core at once, one in four without extensions, for as many cores as there are.
        let iterations = max(4_000, ProcessInfo.processInfo.activeProcessorCount * 1_000)
        let differing = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            let isPlain = index.isMultiple(of: 4)
            let html = (isPlain ? plain : MarkdownRenderer()).render(source).html
            if html != (isPlain ? expectedPlain : expected) {
                differing.withLock { $0 += 1 }
            }
        }
        #expect(differing.withLock { $0 } == 0, "\(differing.withLock { $0 }) of \(iterations) renderings differ")
    }
}
