import Markdown
@testable import SiteBuilder
import Testing

@Suite("Table regions")
struct TableRegionsTests {
    @Test("each table scrolls in a focusable region labelled by its section, numbered when a section has two")
    func wrap() {
        let renderer = MarkdownRenderer(options: MarkdownOptions(extensions: [.table]))
        let body = renderer.render("""
            | a |
            |---|
            | 1 |

            ## Tokens & roles

            | b |
            |---|
            | 2 |

            | c |
            |---|
            | 3 |
            """)
        let html = TableRegions.wrap(body.html, headings: body.headings, title: "Slider")
        #expect(html.components(separatedBy: #"<div class="table-scroll" tabindex="0" role="region""#).count - 1 == 3)
        #expect(html.hasPrefix(#"<div class="table-scroll" tabindex="0" role="region" aria-label="Slider table">"# + "\n<table>"))
        #expect(html.contains(#"aria-label="Tokens &amp; roles table">"#))
        #expect(html.contains(#"aria-label="Tokens &amp; roles table 2">"#))
        #expect(html.components(separatedBy: "</table>\n</div>").count - 1 == 3)
        #expect(TableRegions.wrap("<p>no tables</p>", headings: [], title: "x") == "<p>no tables</p>")
    }
}
