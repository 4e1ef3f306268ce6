import Foundation
import HTMLReading
@testable import LinkCheck
import Markdown
import ResolvedModel
import SiteModel
import Testing

/// The link check on a small resolved site, given the pages' built HTML as the render stage reads it: no build, no
/// disk.
@Suite("Link checker")
struct LinkCheckerTests {
    /// A page from Markdown, as the parse stage makes it, and its built HTML (the body in an article).
    static func page(_ path: String, markdown: String) -> (Page, Data) {
        let body = MarkdownRenderer().render(markdown)
        let page = Page(sourcePath: path, displayPath: "Content/" + path, route: Route.page(forSource: path),
                        frontMatter: PageFrontMatter(), title: path, body: body)
        return (page, Data(("<!doctype html><html><body><article>" + body.html + "</article></body></html>").utf8))
    }

    static func check(_ pages: [(Page, Data)], linkCheck: SiteSettings.LinkCheck = .error) -> (Diagnostics, LinkCheckOutcome) {
        var site = ResolvedSite()
        site.settings.linkCheck = linkCheck
        site.pages = pages.map { ResolvedSite.Entry(page: $0.0, template: "page") }
        site.routes = Set(pages.map(\.0.route))
        let scanned = Dictionary(uniqueKeysWithValues: pages.map { page, html in
            (page.route.outputFile, FileReading(data: html, value: HTMLReferences(scanning: html)))
        })
        var diagnostics = Diagnostics()
        let outcome = LinkChecker(site: site, paths: Set(scanned.keys).union(["assets/logo.svg"]), memo: LinkCheckMemo())
            .check(scanned, into: &diagnostics)
        return (diagnostics, outcome)
    }

    @Test("a link to a page, a file and a heading of the build is good; one to a page, an anchor or a file it lacks is an error at its line and column")
    func links() {
        let guide = Self.page("guides/guide.md", markdown: "# Guide\n\n## Usage\n\ntext\n")
        let home = Self.page("index.md", markdown: """
            # Home

            [guide](guides/guide/), [usage](guides/guide/#usage), [logo](assets/logo.svg).

            [gone](guides/gone/) and [no anchor](guides/guide/#nowhere) and [no file](assets/none.png).
            """)
        let (diagnostics, _) = Self.check([home, guide])
        let found = diagnostics.sorted.map { "\($0.severity) \($0.code) \($0.location.line):\($0.location.column)" }
        #expect(found == ["error link.broken 5:1", "error link.anchor 5:26", "error link.broken 5:65"], "\(diagnostics.sorted.map(\.description))")
    }

    @Test("with link_check: warning the same problems are warnings")
    func warnings() {
        let home = Self.page("index.md", markdown: "[gone](guides/gone/)\n")
        let (diagnostics, _) = Self.check([home], linkCheck: .warning)
        #expect(diagnostics.sorted.map(\.severity) == [.warning])
    }

    @Test("an id used twice on a page is reported once, at the page")
    func duplicateID() {
        let (page, _) = Self.page("index.md", markdown: "# Home\n")
        let html = Data(#"<html><body><article><h2 id="a">A</h2><p id="a">B</p></article></body></html>"#.utf8)
        let (diagnostics, _) = Self.check([(page, html)])
        #expect(diagnostics.sorted.map(\.code) == [.linkDuplicateID])
    }
}
