@testable import Search
import Foundation
import SiteModel
import Testing

@Suite("Search query")
struct SearchQueryTests {
    @Test("Porter's stemmer: stems worked by hand through the steps; words it does not stem are their own")
    func stemmer() {
        let stems = [
            "caresses": "caress", // 1a sses → ss
            "ponies": "poni", // 1a ies → i
            "sliders": "slider", // 1a s; 4's er needs m > 1, and slid has m = 1
            "disabled": "disabl", // 1b ed, bl → ble; 4 able needs m > 1 (dis); 5 drops e (disabl, m = 2)
            "relational": "relat", // 2 ational → ate; 5 drops e (relat, m = 2)
            "generalization": "gener", // 2 ization → ize; 3 alize → al; 4 al (gener, m = 2)
            "hopping": "hop", // 1b ing, a double consonant undoubled
            "filing": "file", // 1b ing, cvc fil → file; 5 keeps e (m = 1 and cvc)
            "happy": "happi", // 1c y → i
            "accessibility": "access", // 1c y → i; 2 biliti → ble; 4 ible (access, m = 2)
            "agreed": "agre", // 1b eed → ee when m > 0; 5 drops e (m = 1, not cvc)
            "feed": "feed", // eed kept: f has m = 0
            "running": "run",
            "states": "state", // 5 keeps e: stat has m = 1 and is cvc
            "yielding": "yield", // a first y is a consonant
        ]
        for (word, stem) in stems {
            #expect(SearchQuery.stem(word) == stem, "\(word)")
        }
        for word in ["ab", "café", "44pt", "Sliders", "x-ray"] {
            #expect(SearchQuery.stem(word) == word, "\(word) is not lower-case ASCII letters, or too short")
        }
    }

    @Test("parsing: words, compound terms for token paths and CSS variables, colours, and whether the last word is being typed")
    func parse() {
        let stop = SearchIndex.stopWords
        let words = SearchQuery.parse("The state of a Slider slider", stopWords: stop)
        #expect(words == SearchQuery.Parsed(words: ["state", "slider"], compounds: [], typing: true))
        for path in ["slider/color/fill", "slider.color.fill", "--slider-color-fill", "Slider_Color_Fill"] {
            #expect(SearchQuery.parse(path, stopWords: stop)
                    == SearchQuery.Parsed(words: ["slider", "color", "fill"], compounds: ["slider-color-fill"], typing: true), "\(path)")
        }
        #expect(SearchQuery.parse("#05C", stopWords: stop).words == ["0055cc"])
        #expect(SearchQuery.parse("#005CE5FF", stopWords: stop).words == ["005ce5"])
        #expect(SearchQuery.parse("#12345", stopWords: stop).words == ["12345"], "five hex digits are no colour")
        #expect(SearchQuery.parse("rgb(0, 92, 229)", stopWords: stop) == SearchQuery.Parsed(words: ["005ce5"], compounds: [], typing: false))
        #expect(SearchQuery.parse("fill rgb(0 92 229 / 50%)", stopWords: stop).words == ["005ce5", "fill"], "rgb() is read first")
        #expect(SearchQuery.parse("rgba(0, 92, 300, 0.5)", stopWords: stop).words == [], "300 is no channel; the rest is dropped")
        #expect(SearchQuery.parse("e.g. a-b", stopWords: stop).compounds == [], "no part of two characters")
        #expect(SearchQuery.parse("slider ", stopWords: stop).typing == false)
        #expect(SearchQuery.parse("café crème", stopWords: stop).words == ["café", "crème"])
        let long = (0..<40).map { "word\($0)" }.joined(separator: " ")
        #expect(SearchQuery.parse(long, stopWords: stop).words.count == SearchQuery.wordLimit)
        #expect(SearchQuery.parse(long, stopWords: stop).typing == false, "the typed word was cut")
        #expect(SearchQuery.bounded(String(repeating: "é", count: 3_000)).utf8.count == SearchQuery.queryLimit)
    }

    @Test("one edit: a letter changed, added, dropped, or two next to each other swapped")
    func oneEdit() {
        for (a, b) in [("color", "colour"), ("colour", "color"), ("color", "colar"), ("slidre", "slider"), ("ab", "ba"),
                       ("color", "colors"), ("xcolor", "color"), ("café", "cafe")] {
            #expect(SearchQuery.oneEdit(a, b), "\(a) \(b)")
        }
        for (a, b) in [("color", "color"), ("slider", "slate"), ("abc", "abcde"), ("abcd", "badc"), ("colour", "clr")] {
            #expect(!SearchQuery.oneEdit(a, b), "\(a) \(b)")
        }
    }

    static func page(_ path: String, _ title: String, keywords: [String] = [], _ body: String) -> SearchIndex.Source {
        SearchIndex.Source(route: Route(path: path), title: title, keywords: keywords, html: Data("<article>\(body)</article>".utf8))
    }

    /// Five pages: a component with a state passage, a token table, a guide that names two components, another
    /// component, and a page about colour.
    static let query: SearchQuery = {
        let index = SearchIndex(pages: [
            page("components/slider/", "Slider", keywords: ["range input"], #"""
                <h1>Slider</h1><p>A slider picks a value from a range.</p>
                <h2 id="usage">Usage</h2><p>Use a slider for a value that need not be exact.</p>
                <h2 id="states">States</h2><p>The handle grows while held.</p>
                <figure class="preview-widget" id="slider" data-preview-widget><svg><text>50%</text></svg>
                <form><fieldset><legend>State</legend><label><input type="radio" data-property="state" value="pressed"> Pressed</label>
                <input type="range" data-property="value" value="50"></fieldset></form></figure>
                """#),
            page("tokens/", "Design tokens", #"""
                <h2 id="tokens">Tokens</h2><p>Every token, by component.</p>
                <table><tr><th>Token</th><th>Value</th></tr>
                <tr id="token-slider-color-fill" data-token="slider/color/fill"><th><code>slider/<wbr>color/<wbr>fill</code></th><td><code>#005CE5</code></td></tr>
                <tr id="token-slider-color-track" data-token="slider/color/track"><th><code>slider/<wbr>color/<wbr>track</code></th><td><code>#DDE3EA</code></td></tr>
                </table>
                """#),
            page("guides/forms/", "Forms", #"<h2 id="choices">Choices</h2><p>Pair a slider with a checkbox when a value can be off.</p>"#),
            page("components/checkbox/", "Checkbox", #"<p>A checkbox turns one option on or off.</p><h2 id="groups">Groups</h2><p>A group of checkbox options.</p>"#),
            page("guides/colour/", "Colour", #"<p>Fill colours come from tokens; the slider's fill is the brand colour.</p>"#),
        ])
        let files = Dictionary(uniqueKeysWithValues: index.files.map { ($0.path, $0.data) })
        return SearchQuery(files: files)
    }()

    @Test("a page the query names leads to the page itself, with its first passage, then its best")
    func named() throws {
        let results = Self.query.search("slider", limit: 10)
        let first = try #require(results.first)
        #expect(first.path == "components/slider/")
        #expect(first.url == "components/slider/")
        #expect(first.passages.first?.heading == "" && first.passages.first?.anchor == "")
        #expect(first.passages.first?.text.contains("picks a value") == true)
        #expect(first.passages.dropFirst().first?.anchor == "usage", "then the best passage that matched")
        #expect(Set(results.map(\.path)) == ["components/slider/", "tokens/", "guides/forms/", "guides/colour/"])
        #expect(Self.query.search("range input", limit: 10).first?.url == "components/slider/", "its search words name it too")
    }

    @Test("a named page last in its chunk of pages still leads with its first passage: its end is in the next chunk")
    func namedAtChunkEnd() throws {
        let pages = (0..<(SearchIndex.pagesPerChunk + 6)).map { number in
            number == SearchIndex.pagesPerChunk - 1
                ? Self.page("zebra/", "Zebra", #"<p>Intro text here.</p><h2 id="stripes">Stripes</h2><p>Zebra stripes.</p>"#)
                : Self.page("p\(number)/", "Page \(number)", "<p>Filler text \(number).</p>")
        }
        let index = SearchIndex(pages: pages)
        let results = SearchQuery(files: Dictionary(uniqueKeysWithValues: index.files.map { ($0.path, $0.data) })).search("zebra", limit: 8)
        let first = try #require(results.first)
        #expect(first.url == "zebra/")
        #expect(first.passages == [SearchQuery.Passage(heading: "", anchor: "", text: "Intro text here."),
                                   SearchQuery.Passage(heading: "Stripes", anchor: "stripes", text: "Zebra stripes.")])
        // The score: the page's own document's value half as much again, plus a quarter of the best passage's,
        // each BM25's idf times the posting's score over 35.
        let postings = try #require(index.postings["zebra"])
        let start = index.pageStarts[SearchIndex.pagesPerChunk - 1]
        let own = try #require(postings.first { $0.document == start }?.score)
        let passage = try #require(postings.first { $0.document == start + 2 }?.score)
        let size = Double(postings.count)
        let idf: Double = log(1 + (Double(index.documents.count) - size + 0.5) / (size + 0.5))
        let expected: Double = idf * Double(own) / 35 * 1.5 + 0.25 * idf * Double(passage) / 35
        #expect(abs(first.score - expected) < 1e-9)
    }

    @Test("a misspelt word finds the word one edit away; a plural finds the singular by its stem")
    func typosAndStems() {
        #expect(Self.query.search("slidre", limit: 10).first?.path == "components/slider/")
        #expect(Self.query.search("sldr", limit: 10).isEmpty, "four letters: no typo match")
        let plural = Self.query.search("checkboxes", limit: 10)
        #expect(plural.map(\.path) == ["components/checkbox/", "guides/forms/"])
        #expect(plural.first?.url == "components/checkbox/")
    }

    @Test("a state passage leads to the preview's state; a token's row through its compound term or its colour")
    func passages() {
        let pressed = Self.query.search("pressed slider", limit: 10)
        #expect(pressed.first?.path == "components/slider/")
        #expect(pressed.first?.url == "components/slider/#slider=state:pressed")
        #expect(pressed.first?.passages.first?.heading == "State: pressed")
        #expect(Self.query.search("slider/color/fill", limit: 10).first?.url == "tokens/#token-slider-color-fill")
        #expect(Self.query.search("--slider-color-track", limit: 10).first?.url == "tokens/#token-slider-color-track")
        #expect(Self.query.search("rgb(0, 92, 229)", limit: 10).map(\.url) == ["tokens/#token-slider-color-fill"])
    }

    @Test("pages with more of the query's words come first, whatever their scores; prefixes only while typing")
    func coverageFirst() {
        let results = Self.query.search("slider checkbox", limit: 10)
        #expect(results.first?.path == "guides/forms/")
        #expect(results.first?.url == "guides/forms/#choices")
        #expect(results.dropFirst().map(\.path).contains("components/slider/"))
        #expect(Self.query.search("check", limit: 10).isEmpty)
        #expect(Self.query.search("check", limit: 10, typing: true).first?.path == "components/checkbox/")
        #expect(Self.query.search("check ", limit: 10, typing: true).isEmpty, "a word followed by a space is complete")
    }

    @Test("a page's title counts for each of its passages: the passage with the query's other words leads")
    func titleCountsForPassages() {
        // "slider" is the page's title, "grows" only in States: States has the whole query; the intro and Usage,
        // which say "slider" themselves, have half of it.
        let results = Self.query.search("slider grows", limit: 10)
        #expect(results.first?.url == "components/slider/#states")
        #expect(results.first?.passages.first?.heading == "States")
    }

    @Test("a term file too large for one download is split by the terms' next character; each term is found in its own")
    func splitShards() throws {
        // Ten words in 1,100 pages: 1,000 postings each, about 60 kB in one file.
        let words = ["common", "colour", "column", "copper", "corner", "cobalt", "coffee", "collar", "cotton", "cosmic"]
        let pages = (0..<1_100).map { Self.page("p\($0)/", "Page \($0)", "<p>\(words.joined(separator: " ")) text \($0)</p>") }
            + [Self.page("co/", "Co", "<p>co and colt</p>")]
        let index = SearchIndex(pages: pages)
        let names = Set(index.files.map(\.path).filter { $0.hasPrefix("search/terms/6") })
        // co (636f) keeps its own two-letter term; col, com, cop, cor, cob, cof are files of their own.
        #expect(names.isSuperset(of: ["search/terms/636f.json", "search/terms/636f6c.json", "search/terms/636f6d.json",
                                      "search/terms/636f70.json", "search/terms/636f62.json"]))
        let own = try #require(index.files.first { $0.path == "search/terms/636f.json" }.map { String(decoding: $0.data, as: UTF8.self) })
        #expect(own.hasPrefix("{\n\"co\":") && !own.contains("colour"), "only the term of two characters")
        #expect(index.files.filter { $0.path.hasPrefix("search/terms/") }.allSatisfy { $0.data.count <= SearchIndex.shardByteLimit * 2 })
        let meta = try #require(index.files.first { $0.path == "search/index.json" }.map { String(decoding: $0.data, as: UTF8.self) })
        #expect(meta.contains(#""shardDepth":10,"#))
        let query = SearchQuery(files: Dictionary(uniqueKeysWithValues: index.files.map { ($0.path, $0.data) }))
        #expect(query.search("colt", limit: 3).map(\.path) == ["co/"])
        #expect(query.search("co", limit: 3).map(\.path) == ["co/"])
        #expect(query.search("colu", limit: 3, typing: true).count == 3, "a prefix reads the file below it")
        #expect(query.search("co", limit: 150, typing: true).count == 150, "and every file split off below it")
        #expect(query.search("cobweb", limit: 3).isEmpty)
    }

    @Test("bounds: limits, empty and stop-word queries, and a site with no index")
    func bounds() {
        #expect(Self.query.search("slider", limit: 1).count == 1)
        #expect(Self.query.search("slider", limit: 0).isEmpty)
        #expect(Self.query.search("slider", limit: -5).isEmpty)
        #expect(Self.query.search("the and of", limit: 10).isEmpty)
        #expect(Self.query.search(String(repeating: "slider ", count: 2_000), limit: 10).first?.path == "components/slider/")
        #expect(SearchQuery(files: [:]).search("slider", limit: 10).isEmpty)
        #expect(SearchQuery(read: { _ in Data("{not json".utf8) }).search("slider", limit: 10).isEmpty)
    }
}
