import SiteModel
import Testing

/// A key given twice at the top of a page's front matter, as Jekyll pages give `layout`.
@Suite("Repeated front-matter keys")
struct YAMLSourceRepeatedKeysTests {
    @Test("the last value is used, with one warning per key at its last line; lines keep their numbers")
    func lastValue() throws {
        let text = "template: page\nredirect_from:\n- /cards/\n- /card/\ntemplate: home\ntitle: Card\ntemplate: wide\nweight: x\n"
        let (read, problems) = PageFrontMatter.read(YAMLSource(path: "card.md", text: text, firstLine: 2))
        let frontMatter = try #require(read)
        #expect(frontMatter.template == "wide")
        #expect(frontMatter.title == "Card")
        #expect(problems.filter { $0.code != .frontMatterUnknownKey }.sorted().map(\.description) == [
            "card.md:8:1: warning: the key 'template' appears more than once; the first is on line 2; the last value, on line 8, is used, as Jekyll and Hugo read it; give each key once",
            "card.md:9:9: error: 'weight' must be a whole number; found 'x'",
        ])
    }

    @Test("a key repeated deeper in, or YAML that is wrong besides, stays the error it was, and site.yml's reader keeps every repeat an error")
    func stillErrors() {
        let nested = YAMLSource(path: "a.md", text: "extra:\n  name: a\n  name: b\n", firstLine: 2)
        #expect(PageFrontMatter.read(nested).1.map(\.code) == [.yamlSyntax])
        let broken = YAMLSource(path: "a.md", text: "title: A\ntitle: B\nlist: [1\n", firstLine: 2)
        let (read, problems) = PageFrontMatter.read(broken)
        #expect(read == nil)
        #expect(problems.map(\.code) == [.yamlSyntax])
        guard case .failure = YAMLSource(path: "site.yml", text: "title: A\ntitle: B\n", firstLine: 1).compose() else {
            Issue.record("site.yml's reader composed a repeated key")
            return
        }
    }
}
