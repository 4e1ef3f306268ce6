@testable import LinkCheck
import SiteModel
import Testing

@Suite("Link destinations")
struct LinkDestinationTests {
    @Test("destinations read against the page's folder", arguments: [
        ("../slider/", "components/stepper/", LinkDestination.site(path: "components/slider/", fragment: nil)),
        ("../slider/#usage", "components/stepper/", .site(path: "components/slider/", fragment: "usage")),
        ("#a%20b", "components/stepper/", .site(path: "components/stepper/index.html", fragment: "a b")),
        ("dot.svg?v=2", "components/stepper/", .site(path: "components/stepper/dot.svg", fragment: nil)),
        ("./", "", .site(path: "", fragment: nil)),
        ("..", "guides/", .site(path: "", fragment: nil)),
        ("../..", "guides/", .aboveRoot),
        ("/x/", "guides/", .hostAbsolute(path: "/x/")),
        ("https://example.com/", "", .external),
        ("mailto:a@example.com", "", .external),
        ("//cdn.example/x.js", "", .external),
        ("a:b/c", "", .external),
        ("1a:b", "", .site(path: "1a:b", fragment: nil)),
    ])
    func destinations(url: String, page: String, expected: LinkDestination) {
        #expect(LinkDestination(url, on: Route(path: page)) == expected)
    }
}
