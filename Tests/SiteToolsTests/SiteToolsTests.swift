import Foundation
@testable import SiteBuilder
@testable import SiteDiff
@testable import SiteTools
import Testing
import TestSupport

/// The answers `specimen mcp` gives, on the repository's own Content/.
@Suite("Site tools")
struct SiteToolsTests {
    static let tools: SiteTools = {
        let root = SourceTree.packageRoot()
        let reviewed = SiteBuilder(options: BuildOptions(contentPath: root.appendingPathComponent("Content").path,
                                                         theme: .folder(root.appendingPathComponent("Theme").path),
                                                         outputPath: "/nonexistent")).review()
        return SiteTools(site: reviewed.site)
    }()

    func text(_ answer: SiteTools.Answer) -> String {
        if case let .text(text) = answer { return text }
        Issue.record("refused: \(answer)")
        return ""
    }

    func refusal(_ answer: SiteTools.Answer) -> String {
        if case let .refused(reason) = answer { return reason }
        Issue.record("answered: \(answer)")
        return ""
    }

    @Test("components: each registered one with its page and verdict")
    func components() {
        let table = text(Self.tools.components())
        #expect(table.contains("| slider |") && table.contains("[Slider](<components/slider/index.md>) | restructure |"), "\(table)")
        #expect(table.contains("| stepper |"))
        #expect(refusal(Self.tools.describe(component: "slidr")) == "no component 'slidr'; components: slider, stepper")
    }

    @Test("a page by its path, however written; a path that leaves the site or names no page is refused")
    func pages() {
        let twin = text(Self.tools.page("components/slider/"))
        #expect(twin.hasPrefix("# Slider\n"))
        for path in ["/components/slider", "components/slider/index.md", "components/slider/index.html", " components/slider "] {
            #expect(text(Self.tools.page(path)) == twin, "\(path)")
        }
        #expect(refusal(Self.tools.page("components/../../secret")).contains("leaves the site"))
        #expect(refusal(Self.tools.page("..\\secret")).contains("leaves the site"))
        #expect(refusal(Self.tools.page("components/nothing/")).hasPrefix("no page at 'components/nothing/'; pages such as: components/"))
        #expect(refusal(Self.tools.page(String(repeating: "a", count: SiteTools.inputLimit + 1))).contains("longer than"))
        #expect(refusal(Self.tools.page("404.html")).hasPrefix("no page at"), "the 404 page has no twin")
    }

    @Test("a word is counted where it occurs, not overlapping, byte for byte")
    func occurrences() {
        let count = { (word: String, text: String) in SiteTools.occurrences(of: Array(word.utf8), in: Array(text.utf8)) }
        #expect(count("ab", "xabyabab") == 3)
        #expect(count("aa", "aaaaa") == 2)
        #expect(count("é", "café é e") == 2)
        #expect(count("", "text") == 0)
        #expect(count("longer", "long") == 0)
        #expect(count("b", "b") == 1)
    }

    @Test("search: pages with every word, most occurrences first, the same order every time")
    func search() {
        let found = text(Self.tools.search("knob tooltip"))
        #expect(found.hasPrefix("- [Slider](<components/slider/index.md>) ("), "\(found)")
        #expect(text(Self.tools.search("KNOB Tooltip")) == found)
        #expect(text(Self.tools.search("zzzz-no-such-word")) == "No page holds every word of 'zzzz-no-such-word'.")
        #expect(refusal(Self.tools.search("knob", limit: 0)) == "limit must be 1 to 200")
        #expect(refusal(Self.tools.search("   ")) == "give 1 to 20 words to search for")
    }

    @Test("tokens: by prefix, in a mode; one token with every mode, its alias; unknown ones refused with their neighbours")
    func tokens() {
        let dark = text(Self.tools.tokens(prefix: "slider/color/", mode: "dark"))
        #expect(dark.contains("| `slider/color/fill` | color | #6F9DFF |"), "\(dark)")
        #expect(refusal(Self.tools.tokens(mode: "sepia")) == "no mode 'sepia'; modes: dark")
        let fill = text(Self.tools.token("slider/color/fill"))
        #expect(fill.contains("| Value | #005CE5 |") && fill.contains("| Value in dark | #6F9DFF |") && fill.contains("| Alias of | `color/brand/500` |"))
        #expect(refusal(Self.tools.token("slider/color/fil")).hasPrefix("no token 'slider/color/fil'; tokens in slider/color/: slider/color/fill"))
    }

    @Test("a preview drawn with the site's tokens; a bad block gets the build's message; contrast of colours and tokens")
    func previewsAndContrast() {
        let svg = text(Self.tools.renderPreview("slider value=40 state=pressed"))
        #expect(svg.hasPrefix("<svg") && svg.contains("fill=\"#005CE5\""))
        #expect(refusal(Self.tools.renderPreview("slider value=400")) == "value = 400 is outside the range; allowed: 0…100 (at column 8 of the block)")
        #expect(refusal(Self.tools.renderPreview("slider\nvalue=4")).hasPrefix("give the block in one line"))
        #expect(text(Self.tools.contrast(foreground: "#000000", background: "#FFFFFF")).contains(": 21.00:1. Text (4.5:1, WCAG 1.4.3): passes."))
        let track = text(Self.tools.contrast(foreground: "slider/color/track/bg", background: "page/background", mode: "dark"))
        #expect(track.contains("in dark: 1.60:1.") && track.contains("Large text and graphics (3:1, WCAG 1.4.11): fails."), "\(track)")
        #expect(refusal(Self.tools.contrast(foreground: "not a colour", background: "#fff")) == "'not a colour' is neither a CSS colour nor a colour token's path")
    }

    @Test("changes: read back from the JSON specimen diff prints, a token's change with the contrast it flips; other JSON refused")
    func changes() throws {
        let fixture = SourceTree.packageRoot().appendingPathComponent("Tests/SiteDiffTests/Fixture/Content")
        let theme = SourceTree.packageRoot().appendingPathComponent("Theme").path
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let tokens = copy.appendingPathComponent("tokens.json")
        let written = try String(contentsOf: tokens, encoding: .utf8)
        try #require(written.contains("\"$value\": \"#005CE5\""))
        try written.replacingOccurrences(of: "\"$value\": \"#005CE5\"", with: "\"$value\": \"#7AA7EF\"").write(to: tokens, atomically: true, encoding: .utf8)
        func snapshot(_ content: URL) -> SiteSnapshot {
            SiteSnapshot(SiteBuilder(options: BuildOptions(contentPath: content.path, theme: .folder(theme))).review())
        }
        let comparison = SiteComparison(old: snapshot(fixture), new: snapshot(copy))
        let json = String(decoding: ChangeReport(comparison: comparison, oldName: "main", newName: "HEAD").json(), as: UTF8.self)
        let listed = text(Self.tools.changes(json))
        #expect(listed.hasPrefix("# main → HEAD\n\n"), "\(listed)")
        #expect(listed.contains("color/brand/500"), "\(listed)")
        #expect(listed.contains("(passes) →") || listed.contains("(fails) →"), "the contrast it flips: \(listed)")
        #expect(text(Self.tools.changes(json, section: "tokens")) == listed)
        #expect(refusal(Self.tools.changes(json, section: "nothing")).hasPrefix("no change in section 'nothing'; sections with changes: tokens"))
        #expect(refusal(Self.tools.changes("{\"old\": \"a\"}")) == "not what specimen diff --format json prints: no 'new' at the top")
        #expect(refusal(Self.tools.changes("<html>")) == "not JSON, or not what specimen diff --format json prints")
    }
}
