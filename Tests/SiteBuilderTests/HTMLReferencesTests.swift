@testable import SiteBuilder
import Foundation
import SiteModel
import Testing

@Suite("Reading ids and links from built HTML")
struct HTMLReferencesTests {
    @Test("ids, a-names, href and src in any quoting, with character references decoded; comments, scripts and styles skipped")
    func scan() {
        let html = #"""
            <!doctype html><html><head><link rel="stylesheet" href="a.css?x=1&amp;y=2"><style>p[id="nope"] { }</style>
            <script>document.write('<a href="script.html" id="no">')</script></head>
            <body><!-- <a href="comment.html" id="hidden"> -->
            <h2 id="usage">Usage</h2><a name=old href=../x/>x</a><img src='i.png' alt="a > b">
            <svg viewBox="0 0 8 8"><title>t</title></svg><P ID="Upper">p</P><a href="#st&#97;te" data-x='id="fake"'>s</a>
            <input disabled id="last"
            """#
        let scanned = HTMLReferences(scanning: Data(html.utf8))
        #expect(scanned.ids == ["usage", "old", "Upper", "last"])
        #expect(scanned.references.map(\.url) == ["a.css?x=1&y=2", "../x/", "i.png", "#state"])
        #expect(scanned.references.map(\.attribute) == ["href", "href", "src", "href"])
    }

    @Test("destinations read against the page's folder", arguments: [
        ("../slider/", "components/stepper/", LinkDestination.site(path: "components/slider/", fragment: nil)),
        ("../slider/#usage", "components/stepper/", .site(path: "components/slider/", fragment: "usage")),
        ("#a%20b", "components/stepper/", .site(path: "components/stepper/index.html", fragment: "a b")),
        ("dot.svg?v=2", "components/stepper/", .site(path: "components/stepper/dot.svg", fragment: nil)),
        ("./", "", .site(path: "", fragment: nil)),
        ("..", "guides/", .site(path: "", fragment: nil)),
        ("../..", "guides/", .aboveRoot),
        ("/x/", "guides/", .hostAbsolute(path: "/x/")),
        ("https://example.com/", "", .external),
        ("mailto:a@example.com", "", .external),
        ("//cdn.example/x.js", "", .external),
        ("a:b/c", "", .external),
        ("1a:b", "", .site(path: "1a:b", fragment: nil)),
    ])
    func destinations(url: String, page: String, expected: LinkDestination) {
        #expect(LinkDestination(url, on: Route(path: page)) == expected)
    }
}
