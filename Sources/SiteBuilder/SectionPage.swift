import Markdown
import SiteModel

/// The page that lists every page of a section too large for the sidebar (`components/`), made when the section's
/// folder has no index.md of its own and the theme has the template.
enum SectionPage {
    static let template = "section"

    static func page(for section: ResolvedSite.Section, contentPath: String) -> Page {
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
}
