import SiteModel
import Testing

@Suite("Routes")
struct RouteTests {
    @Test("source paths become folders with index.html", arguments: [
        ("index.md", "", "index.html"),
        ("_index.md", "", "index.html"),
        ("slider.md", "slider/", "slider/index.html"),
        ("components/slider.md", "components/slider/", "components/slider/index.html"),
        ("guides/writing/index.md", "guides/writing/", "guides/writing/index.html"),
        ("guides/_index.md", "guides/", "guides/index.html"),
    ])
    func pageRoutes(source: String, path: String, file: String) {
        let route = Route.page(forSource: source)
        #expect(route.path == path)
        #expect(route.outputFile == file)
    }

    @Test("relative URLs climb to the root and percent-encode what URLs cannot hold")
    func relativeURLs() {
        let home = Route(path: "")
        let slider = Route(path: "components/slider/")
        let guide = Route(path: "guides/écrire bien/")
        #expect(home.relativeURL(to: home) == "./")
        #expect(home.relativeURL(to: slider) == "components/slider/")
        #expect(slider.relativeURL(to: home) == "../../")
        #expect(slider.relativeURL(to: slider) == "../../components/slider/")
        #expect(home.relativeURL(to: guide) == "guides/%C3%A9crire%20bien/")
        #expect(slider.rootPrefix == "../../")
        #expect(home.rootPrefix == "")
    }
}

@Suite("Base URLs")
struct BaseURLTests {
    @Test("absolute URLs and root paths are accepted, with a trailing slash added", arguments: [
        ("https://org.example/design-docs", "https://org.example/design-docs/"),
        ("https://org.example/design-docs/", "https://org.example/design-docs/"),
        ("http://localhost:8000/", "http://localhost:8000/"),
        ("/design-docs", "/design-docs/"),
        ("/", "/"),
    ])
    func valid(input: String, normalized: String) throws {
        #expect(try BaseURL.parse(input).get().text == normalized)
    }

    @Test("anything else is refused with what is allowed", arguments: [
        "ftp://x", "design-docs/", "https://", "https://org.example/a b/", "https://x/?q=1", "",
        "/../", "/./", "/a/../b/", "/a/./b", "//evil.example/docs/", "https://org.example//evil.example/", "/a//b/",
        "/%2e%2e/", "/a%2Fb/", "/a\\b/",
    ])
    func invalid(input: String) {
        guard case let .failure(reason) = BaseURL.parse(input) else {
            Issue.record("'\(input)' was accepted")
            return
        }
        #expect(reason.message.contains("give an absolute URL"))
    }

    @Test("its path from the host's root, which serve answers the site under", arguments: [
        ("https://org.example/design-docs/", "/design-docs/"),
        ("https://org.example", "/"),
        ("HTTP://org.example/a/b", "/a/b/"),
        ("/docs", "/docs/"),
        ("/", "/"),
    ])
    func path(input: String, path: String) throws {
        #expect(try BaseURL.parse(input).get().path == path)
    }
}
