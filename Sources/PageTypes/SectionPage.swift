import Markdown
import SiteModel
import Templates
import ResolvedModel

/// The page that lists every page of a section too large for the sidebar (`components/`), made when the section's
/// folder has no index.md of its own and the theme has the template.
package enum SectionPage: PageType {
    package static let template = "section"
    package static let valueName = "sectionListing"
    package static let reads: SiteFacts = [.navigation]

    /// What the template lists: every page of the section, in the order of the navigation, each as the home page's card.
    struct Listing: TemplateObject {
        var pages: [TemplateContext.Link]
        var pageCount: Int

        func templateValue(named name: String) -> TemplateValue? {
            switch name {
            case "pages": self.pages.templateValue
            case "pageCount": self.pageCount.templateValue
            default: nil
            }
        }
    }

    package static func page(for section: ResolvedSite.Section, contentPath: String) -> Page {
        let folder = section.folder ?? ""
        var frontMatter = PageFrontMatter()
        frontMatter.template = template
        frontMatter.summary = "Every page of \(section.title), in the order of the navigation."
        return Page(
            // Named as the folder's index.md would be, so that the page sits in its section and breadcrumbs reach it.
            sourcePath: folder + "/index.md",
            displayPath: contentPath + "/" + folder + "/index.md",
            route: Route(path: folder + "/"),
            frontMatter: frontMatter,
            title: section.title,
            body: RenderedMarkdown(html: "", headings: [], links: [], fences: [])
        )
    }

    package static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        let route = page.route
        return site.sectionPages[route].flatMap { folder in
            site.sections.first { $0.folder == folder }.map { section in
                Listing(pages: section.pages.indices.map { index in
                    TemplateContext.Link(navigationTo: section.pages, at: index, url: route.relativeURL(to: section.pages[index].route),
                                         isCurrent: false, isCard: true)
                }, pageCount: section.pages.count)
            }
        }
    }

    /// None: `site.json`'s pages name their section, which is the list a section page shows.
    package static func facts(for page: Page, in site: ResolvedSite) -> PageFacts? { nil }

    /// The section's pages, each linked to its twin, with its summary.
    package static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        let route = page.route
        guard let folder = site.sectionPages[route], let section = site.sections.first(where: { $0.folder == folder }) else { return TwinFacts() }
        return TwinFacts(beforeBody: section.pages.map { page in
            "- [\(TwinText.inline(page.title))](\(TwinText.destination(MarkdownTwin.twinURL(of: page.route, from: route))))"
                + (page.frontMatter.summary.map { ": " + TwinText.inline($0) } ?? "") + "\n"
        }.joined() + "\n")
    }
}
