import SiteModel
import Testing

/// The words a page is found by: `keywords`, and `aliases` that hold words rather than old paths.
@Suite("Page search words")
struct PageFrontMatterSearchWordsTests {
    static func read(_ text: String) -> (PageFrontMatter?, [Diagnostic]) {
        PageFrontMatter.read(YAMLSource(path: "page.md", text: text, firstLine: 2))
    }

    @Test("keywords as a list or one text with commas; GOV.UK's aliases of words join them, with no redirect and no warning")
    func searchWords() throws {
        let (list, listProblems) = Self.read("title: Slider\nkeywords: [seek bar, range input]\n")
        #expect(try #require(list).searchWords == ["seek bar", "range input"])
        #expect(listProblems.isEmpty)
        let (govuk, govukProblems) = Self.read("title: Back link\naliases: return link, back button\nkeywords: go back\n")
        #expect(try #require(govuk).searchWords == ["return link", "back button", "go back"])
        #expect(try #require(govuk).aliases.isEmpty)
        #expect(govukProblems.isEmpty)
    }

    @Test("aliases that are paths stay old addresses, and are no search words")
    func paths() throws {
        let (read, problems) = Self.read("title: Slider\naliases: [/old/slider/, slider.html]\n")
        #expect(try #require(read).aliases.map(\.written) == ["/old/slider/", "slider.html"])
        #expect(try #require(read).searchWords.isEmpty)
        #expect(problems.isEmpty)
    }
}
