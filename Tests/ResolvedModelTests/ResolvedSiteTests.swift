import Markdown
import ResolvedModel
import SiteModel
import Testing

/// The resolved site as a value: the navigation it derives from its sections, and handing its pages' bodies over.
@Suite("Resolved site")
struct ResolvedSiteTests {
    static func page(_ path: String, body: String, component: Bool = false) -> Page {
        var frontMatter = PageFrontMatter()
        if component {
            frontMatter.component.family = "stepper"
        }
        return Page(sourcePath: path, displayPath: "Content/" + path, route: Route.page(forSource: path), frontMatter: frontMatter,
                    title: path, body: RenderedMarkdown(html: body, headings: [], links: [], fences: []))
    }

    @Test("the navigation order and index follow the sections; component pages are those with facts, in that order")
    func navigation() {
        var site = ResolvedSite()
        let guide = Self.page("guides/a.md", body: "<p>a</p>")
        let slider = Self.page("components/slider.md", body: "<p>s</p>", component: true)
        let stepper = Self.page("components/stepper.md", body: "<p>t</p>", component: true)
        site.sections = [
            ResolvedSite.Section(folder: "components", title: "Components", pages: [stepper, slider]),
            ResolvedSite.Section(folder: "guides", title: "Guides", pages: [guide]),
        ]
        #expect(site.navigationOrder.map(\.route) == [stepper.route, slider.route, guide.route])
        #expect(site.navigationIndex[guide.route] == 2)
        #expect(site.componentPages.map(\.route) == [stepper.route, slider.route])
        #expect(ResolvedSite.title(ofFolder: "design-tokens") == "Design tokens")
    }

    @Test("taking the bodies empties every entry and sticker sheet, and the store hands each body out once")
    func bodiesHandedOver() {
        var site = ResolvedSite()
        let slider = Self.page("components/slider.md", body: "<p>slider</p>", component: true)
        let sheet = Self.page("components/slider/sticker-sheet.md", body: "")
        site.pages = [ResolvedSite.Entry(page: slider, template: "page"), ResolvedSite.Entry(page: sheet, template: "sticker-sheet")]
        site.stickerSheets[sheet.route] = slider
        let bodies = site.takeBodies()
        #expect(site.pages.allSatisfy { $0.page.body.htmlUTF8.isEmpty })
        #expect(site.stickerSheets.values.allSatisfy { $0.body.htmlUTF8.isEmpty })
        #expect(bodies.take(slider.route)?.html == Array("<p>slider</p>".utf8))
        #expect(bodies.take(slider.route) == nil)
    }
}
