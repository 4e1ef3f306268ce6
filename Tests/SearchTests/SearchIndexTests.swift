@testable import Search
import Foundation
import SiteModel
import Testing

@Suite("Search index")
struct SearchIndexTests {
    @Test("terms: lowercased letters and digits, two or more, no stop words; shards by the first two characters")
    func terms() {
        #expect(SearchIndex.terms("Tokens & the `stepper/color/bg`, Café 44pt a 5") == ["tokens", "stepper", "color", "bg", "café", "44pt"])
        #expect(SearchIndex.shard(of: "color") == "636f")
        #expect(SearchIndex.shard(of: "é1x") == "c3a931")
        // The first two scalars' UTF-8 bytes in hex, whatever their lengths.
        let reference = { (term: String) in
            String(String.UnicodeScalarView(term.unicodeScalars.prefix(2))).utf8.map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
        for term in ["x", "ab", "日本語", "👍🏽ok", "a👍", "éé", "ß1", "\u{10FFFF}z", "z\u{7F}\u{80}", ""] {
            #expect(SearchIndex.shard(of: term) == reference(term), "\(term)")
        }
    }

    @Test("the term table numbers terms in the order first met, the same by bytes and by string, past many regrowths")
    func termTable() {
        var table = SearchIndex.TermTable()
        // Every length from one byte to nine, and short words that share bytes in other places.
        let words = (0..<5_000).map { "term\($0)" } + ["café", "日本語", "a", "ab", "ba", "aba", "bab", "abab", "baba",
                                                         "abb", "abd", "é", "éa", "aé", "abcdefgh", "abcdefgi", "bbcdefgh", "abcdefghi"]
        for (number, word) in words.enumerated() {
            #expect(table.number(of: word) == number)
        }
        for (number, word) in words.enumerated().reversed() {
            var bytes = Array(word.utf8)
            #expect(bytes.withUnsafeMutableBufferPointer { table.number(of: UnsafeBufferPointer($0)) } == number)
            #expect(table.number(of: word) == number)
        }
        #expect(table.terms == words)
    }

    @Test("white space folded from UTF-8 bytes, and terms, agree with Unicode's properties, scalar by scalar")
    func bytesAgreeWithUnicodeProperties() {
        // Every White_Space scalar there is folds like a space; the byte reader lists them by their encodings.
        let spaces = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace)
        #expect(spaces.count == 25)
        for space in spaces {
            #expect(SearchText.folded(Array("\(space)a\(space)\(space)b\(space)".utf8)) == "a b", "U+\(String(space.value, radix: 16))")
        }
        // Near misses keep their bytes: U+200B (zero width, not White_Space), U+2027, U+2030, U+180E.
        for other in ["\u{200B}", "\u{2027}", "\u{2030}", "\u{180E}", "\u{A1}"] {
            #expect(SearchText.folded(Array("a\(other)b".utf8)) == "a\(other)b")
        }
        // Terms: letters and digits of any script, lowercased by Unicode's mapping, counted in scalars.
        let reference = { (text: String) -> [String] in
            var terms: [String] = []
            var current = String.UnicodeScalarView()
            func finish() {
                if current.count >= 2, !SearchIndex.stopWords.contains(String(current)) { terms.append(String(current)) }
                current = String.UnicodeScalarView()
            }
            for scalar in text.unicodeScalars {
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    current.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                } else {
                    finish()
                }
            }
            finish()
            return terms
        }
        for text in ["ΣΟΦΊΑ and Straße", "İstanbul ı i", "٣٤ digits ५६", "e\u{301}t\u{301}e\u{301}", "日本語のテキスト",
                     "emoji 👍🏽 ok", "ǅemal ǈ", "x² ½ Ⅻ", "𝐀𝐁 gothic 𐌰𐌱", "THE With FROM from",
                     // Lowercase ASCII runs read in place, then continued by an upper-case or non-ASCII letter.
                     "aB cD eeF", "café crème brûlée", "abc日本 x9y", "a1 b2 an the is of", "x", "end.", "to", "toWARDS",
                     "mid-word_under score", "zz\u{301}z",
                     // Every stop word, as it is and upper-cased, and words a byte away from one.
                     SearchIndex.stopWords.sorted().joined(separator: " "),
                     SearchIndex.stopWords.sorted().joined(separator: ",").uppercased(),
                     "ann andy ar ares ass att bee bye fo fore fro fromm ins iss its off one ore th thee tot wit withe",
                     "Tokens2x UPPER9 x1Y2z3 ÄBC Xé",
                     // Every ASCII byte, alone and inside a word: the byte classes are bit tests.
                     String(decoding: Array(0..<128) as [UInt8], as: UTF8.self),
                     (0..<128).map { "q" + String(UnicodeScalar(UInt8($0))) + "Z" }.joined(separator: " "),
                     Self.asciiPairs] {
            #expect(SearchIndex.terms(text) == reference(text), "\(text)")
        }
    }

    @Test("the text of the article only, in sections at its headings; navigation, forms, drawings and heading links skipped")
    func text() {
        let html = #"""
            <html><body><nav>Site nav</nav><main><article>
            <h1>Slider</h1><p>Picks a <em>value</em>.</p><nav class="toc"><a href="#a">Usage</a></nav>
            <h2 id="usage">Usage<a class="heading-anchor" href="#usage" aria-label="Link">#</a></h2>
            <p>Drag&nbsp;the knob &amp; release.</p><svg><title>Step 2 of 4</title></svg>
            <form><label>Steps</label></form><button>Copy</button>
            <h3 id="keys">Keys</h3><table><tr><td>Home</td><td>End</td></tr></table>
            </article></main><footer>Built with Specimen</footer></body></html>
            """#
        let sections = SearchText(html: Data(html.utf8)).sections
        #expect(sections == [
            SearchText.Section(id: nil, heading: nil, text: "Slider Picks a value."),
            SearchText.Section(id: "usage", heading: "Usage", text: "Drag the knob & release."),
            SearchText.Section(id: "keys", heading: "Keys", text: "Home End"),
        ])
    }

    @Test("a skipped element ends at its own end tag, counting nested ones of its name but self-closing ones")
    func skipping() {
        let read = { (body: String) in SearchText(html: Data("<article>\(body)</article>".utf8)).sections.map(\.text) }
        #expect(read("<nav>a<nav>b</nav>c<NAV/>d</nav>e") == ["e"])
        #expect(read("<svg><g><svg></svg></g></svg>x") == ["x"])
        // Other names, or names that only start alike, do not end it.
        #expect(read("<nav><navs></nav>x") == ["x"])
        #expect(read("<nav>y</navs>z</nav>x") == ["x"])
        #expect(read("x<nav>never closed") == ["x"])
        // Nor does a tag inside a comment or a script's text.
        #expect(read("<nav><!-- </nav> -->y</nav>x") == ["x"])
        #expect(read("<nav><script>'</nav>'</script>y</nav>x") == ["x"])
    }

    @Test("each tag the reader knows by name: skipped ones hide their text, breaking ones part words, others join them",
          arguments: [
              ("nav", "xz"), ("svg", "xz"), ("form", "xz"), ("style", "xz"), ("button", "xz"), ("script", "xz"),
              ("select", "xz"), ("template", "xz"),
              ("p", "x y z"), ("h1", "x y z"), ("h5", "x y z"), ("h6", "x y z"), ("li", "x y z"), ("td", "x y z"),
              ("th", "x y z"), ("tr", "x y z"), ("dd", "x y z"), ("dt", "x y z"), ("div", "x y z"), ("pre", "x y z"),
              ("section", "x y z"), ("caption", "x y z"), ("blockquote", "x y z"), ("figcaption", "x y z"),
              ("a", "xyz"), ("em", "xyz"), ("span", "xyz"), ("code", "xyz"), ("b", "xyz"), ("sup", "xyz"),
              ("DIV", "x y z"), ("Nav", "xz"), ("templates", "xyz"), ("blockquotes", "xyz"),
          ])
    func tagNames(_ name: String, _ text: String) {
        let html = "<article>x<\(name)>y</\(name)>z</article>"
        #expect(SearchText(html: Data(html.utf8)).sections.map(\.text) == [text])
        // A name ends where its attributes start: after a space, a line feed or a slash.
        for end in [" ", "\n", "/ "] {
            let withAttributes = "<article>x<\(name)\(end)data-role=\"part\">y</\(name) >z</article>"
            #expect(SearchText(html: Data(withAttributes.utf8)).sections.map(\.text) == [text], "\(name) \(end)")
        }
    }

    @Test("a tag at the very end of a page reads as it does anywhere else",
          arguments: [("nav", "x"), ("NAV", "x"), ("p", "x y"), ("h5", "x y"), ("div", "x y"), ("template", "x"),
                      ("a", "xy"), ("code", "xy"), ("templates", "xy")])
    func tagNamesAtTheEnd(_ name: String, _ text: String) {
        // The last tag is the closing one: nothing follows its `>`.
        let html = "<article>x<\(name)>y</\(name)>"
        #expect(SearchText(html: Data(html.utf8)).sections.map(\.text) == [text], "\(name)")
    }

    @Test("inside a skipped tag only its own name counts: nested ones, any case, attributes; longer names and others do not",
          arguments: [
              ("<nav>a<nav>b</nav>c</nav>", "x z"),
              ("<NAV class=\"n\">a<Nav>b</NAV>c</nav>", "x z"),
              ("<nav>a<navigation>b</navigation>c</nav>", "x z"),
              ("<nav>a<navigation>b</nav>c", "x c z"),
              ("<svg viewBox=\"0 0 1 1\"><svg/><g><svg><title>t</title></svg></g></svg>", "x z"),
              ("<nav>a<br/>b<nav\nid=\"n\">c</nav>d</nav>", "x z"),
              ("<form><select><option>a</option></select><button>b</button></form>", "x z"),
              ("<nav>a</nav >b", "x b z"),
              ("<nav>a</na>b</nav>", "x z"),
          ])
    func nestedSkips(_ inner: String, _ text: String) {
        let html = "<article><p>x</p>\(inner)<p>z</p></article>"
        #expect(SearchText(html: Data(html.utf8)).sections.map(\.text) == [text], "\(inner)")
    }

    @Test("a text of one byte is read as a longer one: a lone ampersand stays one, a reference is decoded")
    func oneByteTexts() {
        let html = "<article><p>&</p>\n<p>x<em>&amp;</em>y<em>z</em>\n</p>\n<p>1</p>\n\n<p>2</p><p>&lt;</p></article>"
        #expect(SearchText(html: Data(html.utf8)).sections.map(\.text) == ["& x&yz 1 2 <"])
    }

    @Test("h2 to h4 with an id start sections; a line break parts words")
    func headingsAndBreaks() {
        let html = #"<article>x<br>y<h2 id="b">B</h2>1<h3 id="c">C</h3>2<h4 id="d">D</h4>3</article>"#
        #expect(SearchText(html: Data(html.utf8)).sections == [
            SearchText.Section(id: nil, heading: nil, text: "x y"),
            SearchText.Section(id: "b", heading: "B", text: "1"),
            SearchText.Section(id: "c", heading: "C", text: "2"),
            SearchText.Section(id: "d", heading: "D", text: "3"),
        ])
    }

    @Test("the excerpt folds only the start it needs, and is the excerpt of the whole folded text")
    func excerptFromStart() {
        let long = String(repeating: "word ", count: 40)
        let texts = [
            "", "  ", "short text", "  lead \n\t and   trail  ", long, "   " + long, long + " café", "café " + long,
            String(repeating: "x", count: 160), String(repeating: "x", count: 161), String(repeating: "x", count: 159) + " y",
            String(repeating: "ab ", count: 53) + "\u{00A0}\u{00A0}tail", String(repeating: "é", count: 200),
            String(repeating: "a ", count: 79) + "é" + long, long + "   \u{3000}  ",
            String(repeating: "x", count: 160) + " y", String(repeating: "x", count: 159) + "\t\n y" + long,
            String(repeating: "ab ", count: 60) + "\u{01}", "a\u{01}b " + long, "\u{7F}" + long, "\n\t " + long + "\r\n",
            String(repeating: "x", count: 161) + "é", String(repeating: "x y", count: 53) + "  \u{00A0}" + long,
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            #expect(SearchIndex.excerpt(folding: bytes) == SearchIndex.excerpt(SearchText.folded(bytes)), "\(text)")
        }
        #expect(SearchIndex.excerpt(folding: Array(("  " + long).utf8)).hasPrefix("word word"))
    }

    @Test("terms read from a section's bytes are those of its folded text; a byte that is not UTF-8 parts them")
    func termsFromBytes() {
        let texts = ["Drag the\u{00A0}knob,  Café\u{2003}déjà-vu 44pt", "  x1 \n\tY2\u{3000}日本語 ", "ÉCOLE Straße"]
        for text in texts {
            var fromBytes: [String] = []
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                SearchIndex.forEachTerm(in: bytes) { fromBytes.append(String(decoding: $0, as: UTF8.self)) }
            }
            #expect(fromBytes == SearchIndex.terms(SearchText.folded(Array(text.utf8))), "\(text)")
        }
        // A lone continuation byte, a cut-off sequence and a surrogate's encoding, each between two words.
        let invalid: [UInt8] = Array("ab".utf8) + [0x80] + Array("cd".utf8) + [0xE2, 0x82] + Array("ef".utf8) + [0xED, 0xA0, 0x80] + Array("gh".utf8) + [0xC3]
        var terms: [String] = []
        invalid.withUnsafeBufferPointer { bytes in
            SearchIndex.forEachTerm(in: bytes) { terms.append(String(decoding: $0, as: UTF8.self)) }
        }
        #expect(terms == ["ab", "cd", "ef", "gh"])
        #expect(terms == SearchIndex.terms(String(decoding: invalid, as: UTF8.self)))
    }

    @Test("a section that is only white space, of any kind, is left out unless its heading has an id")
    func blankSections() {
        let html = "<article>\u{00A0} \u{2003}\n<h2 id=\"a\">A</h2>\u{3000} \u{00A0}</article>"
        #expect(SearchText(html: Data(html.utf8)).sections == [SearchText.Section(id: "a", heading: "A", text: "")])
    }

    static func page(_ path: String, _ title: String, _ body: String) -> SearchIndex.Source {
        SearchIndex.Source(route: Route(path: path), title: title, html: Data("<article>\(body)</article>".utf8))
    }

    @Test("the page's own document, then a passage per heading, scored by BM25 over weighted counts; files as the script reads them")
    func index() throws {
        let index = SearchIndex(pages: [
            Self.page("components/slider/", "Slider", #"<h1>Slider</h1><p>A knob on a track.</p><h2 id="knob">Knob</h2><p>The knob moves.</p>"#),
            Self.page("guides/", "Guides", #"<p>Knob, knob, knob and track.</p>"#),
        ])
        #expect(index.documents.map(\.url) == ["components/slider/", "components/slider/", "components/slider/#knob", "guides/", "guides/"])
        #expect(index.documents[2] == SearchIndex.Document(title: "Slider", heading: "Knob", url: "components/slider/#knob", excerpt: "The knob moves."))
        #expect(index.pageStarts == [0, 3])
        // Worked by hand from BM25 (k1 1.2, b 0.75, 100 words), times 15: the heading's knob counts 6 and its text's
        // 1 over 4 words, 31; three knobs over 5 words, 30; one over 4 words, 25. The title counts 10 over its one
        // word, 32.
        #expect(index.postings["knob"]!.map(\.document) == [2, 4, 1])
        #expect(index.postings["knob"]!.map(\.score) == [31, 30, 25])
        #expect(index.postings["slider"]!.map(\.document) == [0, 1])
        #expect(index.postings["slider"]!.map(\.score) == [32, 25])

        let files = Dictionary(uniqueKeysWithValues: index.files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
        // Page 0's third document, page 1's second, page 0's second: 31 is v, 30 u, 25 p.
        #expect(files["search/terms/6b6e.json"] == "{\n\"knob\":\"0.2v,1.1u,0.1p\"\n}\n")
        #expect(files["search/docs/0.json"]?.contains(#"["Knob","knob","The knob moves."]"#) == true)
        #expect(files["search/pages/0.json"] == "[\n[\"Slider\",\"components/slider/\",0],\n[\"Guides\",\"guides/\",3]\n]\n")
        #expect(files["search/words/5.json"] == "[\"guide\",\"moves\",\"track\"]\n" || files["search/words/5.json"] == "[\"moves\",\"track\"]\n")
        let meta = try #require(files["search/index.json"])
        #expect(meta.hasPrefix(#"{"version":2,"documents":5,"pages":2,"docChunk":16,"pageChunk":64,"bytes":"#))
        #expect(meta.contains(#""shards":["6775","6b6e","6d6f","736c","7472"]"#))
        let listed = files.keys.filter { $0 != "search/index.json" }
        #expect(meta.contains(#""bytes":\#(listed.reduce(0) { $0 + files[$1]!.utf8.count }),"#), "the other files' size, for keeping the index offline")
    }

    @Test("a page's search words count for its own document as its title does")
    func keywords() {
        let index = SearchIndex(pages: [
            SearchIndex.Source(route: Route(path: "back-link/"), title: "Back link", keywords: ["return link", "back button"],
                               html: Data("<article><p>Help users go back.</p></article>".utf8)),
        ])
        #expect(index.postings["return"]!.map(\.document) == [0])
        #expect(index.postings["button"]!.map(\.document) == [0])
        #expect(index.postings["back"]!.map(\.document) == [0, 1])
        // BM25 saturates both in a document of six words: the title's link 32, the search word's return 32, the
        // text's help 25.
        #expect(index.postings["return"]![0].score == 32)
        #expect(index.postings["link"]![0].score == 32)
        #expect(index.postings["help"]!.map(\.score) == [25])
    }

    @Test("a table row with an id is a passage of its own, named by its token; cells count twice; a preview's choices are states")
    func passages() {
        let html = #"""
            <h2 id="tokens">Tokens</h2><p>Every token.</p>
            <table><tr><th>Token</th><th>Value</th></tr>
            <tr id="token-slider-color-fill" data-token="slider/color/fill"><th><code>slider/<wbr>color/<wbr>fill</code></th><td><code>#005CE5</code></td></tr>
            <tr><td>plain row</td></tr></table><p>After the table.</p>
            <figure class="preview-widget" id="slider" data-preview-widget><svg><text>50%</text></svg>
            <form><fieldset><legend>State</legend><label><input type="radio" data-property="state" value="pressed"> Pressed</label>
            <input type="range" data-property="value" value="50"></fieldset></form></figure>
            """#
        let sections = SearchText.rawSections(html: Data("<article>\(html)</article>".utf8))
        #expect(sections.map(\.id) == ["tokens", "token-slider-color-fill", "slider=state:pressed"])
        #expect(sections.map(\.kind) == [.section, .row, .state])
        #expect(sections.map(\.heading) == ["Tokens", "slider/color/fill", "State: pressed"])
        #expect(SearchText.folded(sections[0].text) == "Every token. Token Value plain row After the table.")
        #expect(SearchText.folded(sections[0].cells) == "Token Value plain row")
        #expect(SearchText.folded(sections[1].text) == "slider/color/fill #005CE5")
        #expect(SearchText.folded(sections[1].cells) == "slider/color/fill #005CE5")
        let index = SearchIndex(pages: [Self.page("tokens/", "Design tokens", html)])
        #expect(index.documents.map(\.url) == ["tokens/", "tokens/#tokens", "tokens/#token-slider-color-fill", "tokens/#slider=state:pressed"])
        #expect(index.postings["slider-color-fill"]!.map(\.document) == [2], "the path is one term, in its row only")
        #expect(index.postings["005ce5"]!.map(\.document) == [2])
        #expect(index.postings["pressed"]!.map(\.document) == [3])
    }

    @Test("compound terms: a token path written with / . _ or -, or as a CSS variable, is one term; short colours are six hex digits")
    func compounds() {
        func compounds(_ text: String) -> [String] {
            var found: [String] = []
            var text = text
            text.withUTF8 { SearchIndex.forEachCompound(in: $0) { found.append(String(decoding: $0, as: UTF8.self)) } }
            return found
        }
        #expect(compounds("slider/color/fill, slider.color.fill and --slider-color-fill or Slider_Color_Fill.")
                == ["slider-color-fill", "slider-color-fill", "slider-color-fill", "slider-color-fill"])
        #expect(compounds("#05C #05CF #005CE5FF #005CE5 #12345") == ["0055cc", "0055cc", "005ce5"])
        #expect(compounds("e.g. a-b, the end. 1.5") == ["1-5"] || compounds("e.g. a-b, the end. 1.5") == [], "parts of one character are no compound")
        #expect(compounds("café-crème slider-ü") == [], "a run that is part of a longer word is none")
        #expect(compounds("at https://tracker.example.com/ds/slider-00531 or mailto:a.b") == [], "the rest of a URL is none")
        #expect(compounds(String(repeating: "ab/", count: 40)) == [], "longer than \(SearchIndex.compoundLimit) bytes")
    }

    /// Every pair of ASCII bytes between letters of either case, back to back: a run's end, and the byte after it,
    /// in every combination.
    static let asciiPairs: String = {
        var text = ""
        for first in UInt8(0)..<128 {
            for second in UInt8(0)..<128 {
                text += "x" + String(UnicodeScalar(first)) + String(UnicodeScalar(second)) + "Yz"
            }
        }
        return text
    }()

    @Test("a string needs escaping exactly when it has a quote, a backslash, a control character, U+2028 or U+2029")
    func needsEscaping() {
        let reference = { (text: String) in
            text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\"" || $0 == "\\" || $0.value == 0x2028 || $0.value == 0x2029 }
        }
        // Every scalar up to U+3000 (U+2028's neighbours share its first two bytes) and a few beyond, inside and at
        // either end; a lead byte 0xE2 cut short at the end of the text.
        let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F44D}", "\u{10FFFF}"]
        for scalar in scalars {
            for text in ["a\(scalar)b", "\(scalar)", "ab\(scalar)"] {
                var bytes = Array(text.utf8)
                #expect(bytes.withUnsafeMutableBufferPointer { SearchIndex.needsEscaping(UnsafeBufferPointer($0)) } == reference(text),
                        "U+\(String(scalar.value, radix: 16))")
            }
        }
        for bytes: [UInt8] in [[0xE2], [0xE2, 0x80], [0x61, 0xE2, 0x80], [0xE2, 0x80, 0xA7], [0xE2, 0x81, 0xA8]] {
            var bytes = bytes
            #expect(!bytes.withUnsafeMutableBufferPointer { SearchIndex.needsEscaping(UnsafeBufferPointer($0)) })
        }
    }

    @Test("a term keeps its best documents only, and documents come in chunks, so a query's download stays bounded")
    func bounded() {
        let pages = (0..<1_500).map { Self.page("p\($0)/", "Page \($0)", "<p>common word \(String(repeating: "common ", count: $0 % 5))</p>") }
        let index = SearchIndex(pages: pages)
        #expect(index.postings["common"]!.count == SearchIndex.postingLimit)
        // Five mentions in six words: BM25 gives 2.05, 31.
        #expect(index.postings["common"]!.first!.score == 31)
        // A page's own document and its passage, 16 to a file.
        #expect(index.files.filter { $0.path.hasPrefix("search/docs/") }.count == (3_000 + 15) / 16)
        let shard = index.files.first { $0.path == "search/terms/636f.json" }.map { String(decoding: $0.data, as: UTF8.self) }
        #expect(shard?.hasPrefix("{\n\"common\":\"15o|") == true, "a cut list says how many documents have the term: 1,500")
        #expect(SearchIndex.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
        // U+2028 ends a line in JavaScript source; "…" shares its first UTF-8 byte and needs nothing.
        #expect(SearchIndex.quoted("line\u{2028}sep\u{2029} … done") == #""line\u2028sep\u2029 … done""#)
        #expect(SearchIndex.quoted("Plain text, 40 % off") == #""Plain text, 40 % off""#)
    }

    @Test("postings ranked in batches of terms, a large term in a batch of its own, are those ranked all at once")
    func batches() {
        let pages = (0..<300).map { number in
            Self.page("p\(number)/", "Page \(number)", "<p>word\(number % 7) common \(String(repeating: "common ", count: number % 5)) "
                + "rare\(number)</p><h2 id=\"part\">Part \(number % 3)</h2><p>more text\(number % 11)</p>")
        }
        var table = SearchIndex.TermTable()
        let entries = SearchIndex.entries(pages, terms: &table)
        let whole = SearchIndex(entries: entries, terms: table, batchLimit: .max)
        let batched = SearchIndex(entries: entries, terms: table, batchLimit: 5)
        #expect(whole.postings.count > 300)
        #expect(whole.postings["common"]?.count == 300)
        #expect(batched.postings == whole.postings)
        #expect(batched.documents == whole.documents)

        var memo: SearchIndex.FileMemo?
        var batches: [[OutputFile]] = []
        whole.files(reusing: &memo, chunksPerBatch: 2) { batches.append($0) }
        // The shards, then 300 pages' 900 documents (each page's own and two passages) in 57 chunks two at a time,
        // then the pages and the words, then index.json.
        #expect(batches.count == 1 + 29 + 1 + 1)
        #expect(batches.flatMap { $0 }.map(\.path) == whole.files.map(\.path))
        #expect(batches.flatMap { $0 }.map(\.data) == whole.files.map(\.data))
        #expect(whole.documents.count == 900)
    }

    @Test("a slice's table renumbered into the shared one: known words keep their numbers, new ones are added with their stop-word marks")
    func renumbering() {
        var shared = SearchIndex.TermTable()
        let stepper = shared.number(of: "stepper")
        let café = shared.number(of: "café")
        var slice = SearchIndex.TermTable()
        let words = ["slider", "café", "the", "stepper", "naïve"]
        for word in words {
            _ = slice.number(of: word)
        }
        let numbers = shared.numbers(of: slice)
        #expect(numbers.count == 5)
        #expect(numbers.map { shared.terms[Int($0)] } == words)
        #expect(Int(numbers[1]) == café && Int(numbers[3]) == stepper)
        #expect(Set(numbers).count == 5 && shared.terms.count == 5)
        #expect(shared.isStopWord(Int(numbers[2])) && !shared.isStopWord(Int(numbers[0])))
        // Words added by renumbering are found by their bytes afterwards, and growing the table keeps them.
        for extra in 0..<3_000 {
            _ = shared.number(of: "extra\(extra)")
        }
        #expect(shared.number(of: "naïve") == Int(numbers[4]))
        #expect(shared.numbers(of: slice) == numbers)
    }

    @Test("the layout names every file the index writes, in order, before any term is ranked; a term no page has names none")
    func layoutPaths() {
        let pages = (0..<70).map { number in
            Self.page("p\(number)/", "Page \(number)", "<p>word\(number % 7) café</p><h2 id=\"part\">Part</h2><p>more</p>")
        }
        var table = SearchIndex.TermTable()
        let entries = SearchIndex.entries(pages, terms: &table)
        // A term a memo's table still has from an earlier build, on no page now.
        _ = table.number(of: "qqgone")
        let layout = SearchIndex.Layout(entries: entries, terms: table)
        let index = SearchIndex(entries: entries, layout: layout, terms: table)
        #expect(layout.paths == index.files.map(\.path))
        #expect(layout.paths.contains("search/terms/6361.json"))
        #expect(!layout.paths.contains("search/terms/7171.json"))
        #expect(layout.paths.filter { $0.hasPrefix("search/docs/") }.count == 14, "210 documents (each page's own and two passages), 16 to a file")
    }

    @Test("a term in two normal forms is two terms of one shard file, ordered by their bytes whichever is met first")
    func normalForms() throws {
        // Hangul: decomposed into letters (jamo), the syllable is still a word, equal as a String to the composed one.
        #expect("ab\u{1100}\u{1161}" == "ab\u{AC00}")
        let decomposed = Self.page("a/", "A", "<p>ab\u{1100}\u{1161} bar</p>")
        let composed = Self.page("b/", "B", "<p>ab\u{AC00} bar</p>")
        // The render stage numbers terms in the order its slices finish: either form may have the lower number.
        // Each page's passage (its second document), 25 (p) in two words.
        for (pages, expected) in [([decomposed, composed], "{\n\"ab\u{1100}\u{1161}\":\"0.1p\",\n\"ab\u{AC00}\":\"1.1p\"\n}\n"),
                                  ([composed, decomposed], "{\n\"ab\u{1100}\u{1161}\":\"1.1p\",\n\"ab\u{AC00}\":\"0.1p\"\n}\n")] {
            var table = SearchIndex.TermTable()
            let entries = SearchIndex.entries(pages, terms: &table)
            let layout = SearchIndex.Layout(entries: entries, terms: table)
            let index = SearchIndex(entries: entries, layout: layout, terms: table)
            let files = index.files
            #expect(Set(files.map(\.path)).count == files.count, "each file once")
            #expect(layout.paths == files.map(\.path))
            let shard = try #require(files.first { $0.path == "search/terms/6162.json" }.map { String(decoding: $0.data, as: UTF8.self) })
            #expect(Array(shard.utf8) == Array(expected.utf8))
        }
    }

    @Test("renumbering keeps each document's counts in order under their new numbers, and drops a term past the limit")
    func renumber() throws {
        var entry = SearchIndex.PageEntry(title: "T")
        let count = { (term: Int, score: UInt32) in try #require(SearchIndex.TermCount(term: term, count: score)) }
        entry.counts = [[try count(0, 3), try count(2, 1), try count(1, 7)], [], [try count(2, 2)]]
        // Term 1 becomes one the table cannot hold.
        entry.renumber([5, UInt32(SearchIndex.termLimit), 9])
        #expect(entry.counts.map { $0.map(\.term) } == [[5, 9], [], [9]])
        #expect(entry.counts.map { $0.map(\.score) } == [[3, 1], [], [2]])
    }

    @Test("postings are written in base 36 exactly as String(radix:) writes them")
    func base36() {
        for value in Array(0...5_000) + [36 * 36 * 36 - 1, 36 * 36 * 36, 1_000_000, 123_456_789] {
            // After what the array holds already, as in a shard file.
            var bytes: [UInt8] = Array("a,".utf8)
            SearchIndex.appendBase36(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "a," + String(value, radix: 36), "\(value)")
        }
        // The shard writer counts its digits and writes them into bytes of that size: the same digits. Each
        // document its own page: a posting is then the page and the score.
        let values = Array(0...50_000)
        let places = SearchIndex.DocumentPlaces(pageStarts: (0...Int32(50_000)).map { $0 }, documents: 50_001)
        for value in values {
            let shard = SearchIndex.shardJSON(terms: ["x"], lists: [[
                SearchIndex.Posting(document: Int32(value), score: Int32(value % 36)),
                SearchIndex.Posting(document: 0, score: 35),
            ]], sizes: [2], places: places)
            let expected = "{\n\"x\":\"" + String(value, radix: 36) + String(value % 36, radix: 36) + ",0z\"\n}\n"
            #expect(String(decoding: shard, as: UTF8.self) == expected, "\(value)")
        }
        // Documents in pages: page 0 holds 0 to 71, page 1 from 72; a list cut short starts with its term's count.
        let paged = SearchIndex.DocumentPlaces(pageStarts: [0, 72], documents: 1_400)
        let json = SearchIndex.shardJSON(terms: ["slider", "step\"s"], lists: [
            [SearchIndex.Posting(document: 71, score: 35), SearchIndex.Posting(document: 0, score: 1)],
            [SearchIndex.Posting(document: 1_296, score: 10)],
        ], sizes: [2, 1_500], places: paged)
        #expect(String(decoding: json, as: UTF8.self) == "{\n\"slider\":\"0.1zz,01\",\n\"step\\\"s\":\"15o|1.y0a\"\n}\n")
    }

    @Test("postings ranked by counting scores are those a comparison sort ranks, cut at the limit")
    func rankedByCounting() {
        var generator = SystemRandomNumberGenerator()
        for size in [0, 1, 7, 999, 1_000, 1_001, 4_321] {
            let postings = (0..<size).map { document in
                SearchIndex.Posting(document: Int32(document), score: Int32.random(in: 0...Int32(SearchIndex.scoreLimit), using: &generator))
            }
            let sorted = postings.sorted { $0.score != $1.score ? $0.score > $1.score : $0.document < $1.document }
            #expect(SearchIndex.ranked(postings[...]) == Array(sorted.prefix(SearchIndex.postingLimit)), "\(size)")
        }
    }

    @Test("an excerpt cut in the bytes of ASCII text is the one cut in Characters, at a space, with an ellipsis")
    func excerpts() {
        // What the excerpt is, by Characters: the first excerptLength, back to the last space, then " …".
        func expected(_ text: String) -> String {
            let cut = text.prefix(SearchIndex.excerptLength)
            guard cut.endIndex < text.endIndex else { return text }
            return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + " …"
        }
        let length = SearchIndex.excerptLength
        let texts = [
            "", "Short text.", String(repeating: "a", count: length), String(repeating: "a", count: length + 1),
            String(repeating: "word ", count: 80), String(repeating: "b", count: length - 1) + " tail",
            String(repeating: "c", count: length) + "e\u{301} accent after the cut",
            String(repeating: "d", count: length - 1) + "e\u{301} accent on the last kept character",
            "Café " + String(repeating: "word ", count: 60), String(repeating: "x ", count: 100) + "日本語",
            String(repeating: "tab\tseparated ", count: 20),
        ]
        for text in texts {
            #expect(SearchIndex.excerpt(text) == expected(text), "\(text)")
        }
        #expect(SearchIndex.excerpt(String(repeating: "word ", count: 80)).hasSuffix("word …"))
    }
}
