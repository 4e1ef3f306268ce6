import SiteModel
import Testing

/// How a page's links to other pages' sources and from the site's root are published.
@Suite("Page links")
struct PageLinksTests {
    static let links = PageLinks(source: "components/checkboxes/index.md", route: Route(path: "components/checkboxes/"), baseURL: nil)

    @Test("a link to a page's source, relative to the linking file, leads to that page's address, its anchor and query kept")
    func sources() {
        #expect(Self.links.destination(for: "../button/index.md") == "../../components/button/")
        #expect(Self.links.destination(for: "../button/index.md#when-to-use") == "../../components/button/#when-to-use")
        #expect(Self.links.destination(for: "../radios.mdx?tab=code#usage") == "../../components/radios/?tab=code#usage")
        #expect(Self.links.destination(for: "./notes.md") == "../../components/checkboxes/notes/")
        #expect(Self.links.destination(for: "../../index.md") == "../../")
        #expect(Self.links.destination(for: "../../guides/My%20guide.md") == "../../guides/My%20guide/")
        #expect(Self.links.destination(for: "../café.md#déjà-vu?") == "../../components/caf%C3%A9/#déjà-vu?")
        // Relative to the file, not the page: a page that is not an index sits one folder deeper than its file.
        let guide = PageLinks(source: "guides/tokens.md", route: Route(path: "guides/tokens/"), baseURL: nil)
        #expect(guide.destination(for: "colour.md") == "../../guides/colour/")
    }

    @Test("a link from the site's root is written relative to the page, the base URL's path read as the root")
    func fromTheRoot() throws {
        #expect(Self.links.destination(for: "/components/error-message/") == "../../components/error-message/")
        #expect(Self.links.destination(for: "/patterns/dates/#start") == "../../patterns/dates/#start")
        #expect(Self.links.destination(for: "/components/button.md") == "../../components/button/")
        #expect(Self.links.destination(for: "/") == "../../")
        let base = try BaseURL.parse("https://org.example/design-docs/").get()
        let underPath = PageLinks(source: "index.md", route: Route(path: ""), baseURL: base)
        #expect(underPath.destination(for: "/design-docs/components/") == "components/")
        #expect(underPath.destination(for: "/components/") == "components/")
        #expect(underPath.destination(for: "/") == "./")
    }

    @Test("other links are published as written: elsewhere, anchors, files, and sources that climb above Content/")
    func leftAlone() {
        for written in ["https://example.com/a.md", "mailto:a@example.com", "//cdn.example/x.md", "#usage", "?q=1",
                        "../button/", "diagram.png", "../../../outside.md", "README", "md", "HTTPS://EXAMPLE.COM/a.md", "web+x-y.z:a.md"] {
            #expect(Self.links.destination(for: written) == nil, "\(written)")
        }
    }
}

extension PageLinksTests {
    @Test("a link without an extension, relative to the file, leads to the page of the first source the site has, and asks only about those")
    func extensionless() {
        let autocomplete = PageLinks(source: "docs/inputs/autocomplete.md", route: Route(path: "docs/inputs/autocomplete/"), baseURL: nil)
        let sources: Set<String> = ["docs/inputs/textfield.md", "docs/inputs/search.mdx", "docs/inputs/chip/index.md"]
        var asked: [String] = []
        let has = { (source: String) -> Bool in
            asked.append(source)
            return sources.contains(source)
        }
        #expect(autocomplete.destination(for: "./textfield#usage", hasPageSource: has) == "../../../docs/inputs/textfield/#usage")
        #expect(asked == ["docs/inputs/textfield.md"])
        #expect(autocomplete.destination(for: "search", hasPageSource: has) == "../../../docs/inputs/search/")
        #expect(autocomplete.destination(for: "../inputs/chip", hasPageSource: has) == "../../../docs/inputs/chip/")
        asked = []
        #expect(autocomplete.destination(for: "./missing", hasPageSource: has) == nil)
        #expect(asked == ["docs/inputs/missing.md", "docs/inputs/missing.mdx", "docs/inputs/missing/index.md", "docs/inputs/missing/index.mdx"])
        asked = []
        // A folder, a file with an extension, an anchor and a link above Content/ ask nothing.
        #expect(autocomplete.destination(for: "./textfield/", hasPageSource: has) == nil)
        #expect(autocomplete.destination(for: "logo.svg", hasPageSource: has) == nil)
        #expect(autocomplete.destination(for: "#usage", hasPageSource: has) == nil)
        #expect(autocomplete.destination(for: "../../../../textfield", hasPageSource: has) == nil)
        #expect(asked.isEmpty)
    }
}
