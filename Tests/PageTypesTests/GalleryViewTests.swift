@testable import PageTypes
import Markdown
import ResolvedModel
@testable import SiteModel
import Testing

/// The gallery: a section's page and the dashboard show each component with its drawing, as the home page does.
@Suite("Gallery views")
struct GalleryViewTests {
    static let drawing = #"<svg xmlns="http://www.w3.org/2000/svg" role="img" width="40" height="20"><title>On</title></svg>"#

    /// A page at `path` in `folder`, a component with a verdict and a drawing when `drawn`.
    static func page(_ path: String, title: String, drawn: Bool, status: String? = nil) -> Page {
        var frontMatter = PageFrontMatter()
        frontMatter.summary = "About \(title)."
        frontMatter.status = status
        if drawn {
            frontMatter.component.verdict = ComponentFacts.Verdict(status: .ready, summary: "Ship.")
        }
        return Page(sourcePath: path + ".md", displayPath: "Content/" + path + ".md", route: Route(path: path + "/"),
                    frontMatter: frontMatter, title: title, body: RenderedMarkdown(html: "", headings: [], links: [], fences: []),
                    previewSVG: drawn ? drawing : nil)
    }

    static let pages = [
        page("patterns/switch", title: "Switch", drawn: true),
        page("patterns/notes", title: "Notes", drawn: false, status: "Draft"),
    ]

    @Test("a section's page lists each page as a card: its drawing, verdict, summary and status")
    func sectionCards() throws {
        var site = ResolvedSite()
        site.sections = [ResolvedSite.Section(folder: "patterns", title: "Patterns", pages: Self.pages)]
        let page = SectionPage.page(for: site.sections[0], contentPath: "Content")
        site.sectionPages[page.route] = "patterns"
        var diagnostics = Diagnostics()
        let listing = try #require(SectionPage.values(for: page, in: site, into: &diagnostics) as? SectionPage.Listing)
        #expect(listing.pageCount == 2)
        #expect(listing.pages.map(\.url) == ["../patterns/switch/", "../patterns/notes/"])
        #expect(listing.pages.map(\.preview) == [Self.drawing, nil])
        #expect(listing.pages.map(\.verdict?.label) == ["Ready", nil])
        #expect(listing.pages.map(\.summary) == ["About Switch.", "About Notes."])
        #expect(listing.pages.map(\.status) == [nil, "Draft"])
    }

    @Test("only a card shows the drawing: a link of the sidebar does not")
    func navigationLinks() {
        let card = TemplateContext.Link(navigationTo: Self.pages, at: 0, url: "switch/", isCurrent: false, isCard: true)
        let link = TemplateContext.Link(navigationTo: Self.pages, at: 0, url: "switch/", isCurrent: false, isCard: false)
        #expect(card.preview == Self.drawing && card.verdict != nil)
        #expect(link.preview == nil && link.verdict == nil && !link.hasHealth)
    }

    @Test("each row of the dashboard carries its component's drawing, for the template to show beside its name")
    func dashboardRows() {
        let view = DashboardView(components: Self.pages, criteria: [], from: Route(path: "dashboard/"))
        #expect(view.rows.map(\.title) == ["Switch"], "a page without an assessment is no row")
        #expect(view.rows.map(\.preview) == [Self.drawing])
        #expect(view.rows.first?.templateValue(named: "preview") != nil)
    }
}
