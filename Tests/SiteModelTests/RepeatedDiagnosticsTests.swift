import SiteModel
import Testing

/// The command line prints one line per cause: a construct a page repeats, a key every page of another generator
/// carries.
@Suite("Repeated diagnostics")
struct RepeatedDiagnosticsTests {
    static func at(_ path: String, _ line: Int) -> SiteModel.SourceLocation { SiteModel.SourceLocation(path: path, line: line) }

    @Test("a construct repeated in one file is one line with the count; in another file, a line of its own")
    func perFile() {
        let jsx = "the JSX element <CodeView> is not rendered, so the page marks it"
        let list = [
            Diagnostic.warning(.constructUnrendered, at: Self.at("a.mdx", 3), jsx),
            .warning(.constructUnrendered, at: Self.at("a.mdx", 9), jsx),
            .warning(.constructUnrendered, at: Self.at("a.mdx", 12), "the JSX element <Example> is not rendered"),
            .warning(.constructUnrendered, at: Self.at("a.mdx", 20), jsx),
            .warning(.constructUnrendered, at: Self.at("b.mdx", 2), jsx),
        ]
        let folded = RepeatedDiagnostics.folded(list)
        #expect(folded.map(\.location) == [Self.at("a.mdx", 3), Self.at("a.mdx", 12), Self.at("b.mdx", 2)])
        #expect(folded[0].message == jsx + "; 2 more like it in this file are not shown")
        #expect(folded[1].message == "the JSX element <Example> is not rendered")
        #expect(folded[2].message == jsx)
    }

    @Test("a key other pages carry too is one line for the site, naming how many other files; other codes are each their own")
    func perSite() {
        let key = "unknown front-matter key 'category'; it is ignored"
        let list = [
            Diagnostic.warning(.frontMatterUnknownKey, at: Self.at("a.md", 4), key),
            .warning(.frontMatterUnknownKey, at: Self.at("b.md", 4), key),
            .warning(.frontMatterUnknownKey, at: Self.at("c.md", 5), key),
            .warning(.frontMatterUnknownKey, at: Self.at("c.md", 6), "unknown front-matter key 'keywords'; it is ignored"),
            .warning(.titleMissing, at: Self.at("a.md", 1), "the page has no title"),
            .warning(.titleMissing, at: Self.at("b.md", 1), "the page has no title"),
        ]
        let folded = RepeatedDiagnostics.folded(list)
        #expect(folded.count == 4)
        #expect(folded[0].message == key + "; 2 more like it in 2 other files are not shown")
        #expect(folded[1].location == Self.at("c.md", 6))
        #expect(folded.filter { $0.code == .titleMissing }.count == 2)
    }

    @Test("an error and a warning of the same words are not one cause")
    func severityKeepsApart() {
        let list = [
            Diagnostic.warning(.frontMatterUnknownKey, at: Self.at("a.md", 4), "unknown front-matter key 'x'"),
            .error(.frontMatterUnknownKey, at: Self.at("b.md", 4), "unknown front-matter key 'x'"),
        ]
        #expect(RepeatedDiagnostics.folded(list).count == 2)
    }
}
