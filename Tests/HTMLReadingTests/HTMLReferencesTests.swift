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

    @Test("a sieve sees each URL decoded, and only what it keeps becomes a reference")
    func sieve() {
        let html = #"<a href="p1" id="x">a</a><img src="c&amp;2"><a href="k&#51;" name="n"><link href='c4'><a href=p5>"#
        var seen: [String] = []
        var scanned = HTMLReferences()
        Data(html.utf8).withUnsafeBytes { bytes in
            var tokenizer = HTMLTokenizer(bytes.bindMemory(to: UInt8.self))
            while let token = tokenizer.next() {
                // Drops what starts with `p`, counts what starts with `c` as passed, keeps the rest.
                scanned.read(token, in: tokenizer) { url in
                    seen.append(String(decoding: url, as: UTF8.self))
                    switch url.first {
                    case UInt8(ascii: "p"): return .repeatsLink
                    case UInt8(ascii: "c"): return .passes
                    default: return .keep
                    }
                }
            }
        }
        #expect(seen == ["p1", "c&2", "k3", "c4", "p5"])
        #expect(scanned.references == [HTMLReferences.Reference(attribute: "href", url: "k3")])
        #expect(scanned.passedEarlyCount == 2)
        #expect(scanned.ids == ["x", "n"])
    }
}
