@testable import HTMLReading
import Foundation
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
}
