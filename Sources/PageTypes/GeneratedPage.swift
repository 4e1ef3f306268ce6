import Markdown
import SiteModel

/// A page the site makes from its data rather than from a Markdown file: where it goes and how the navigation
/// lists it. A Markdown page at the same route takes its place.
public struct GeneratedPage: Sendable {
    public var route: Route
    public var title: String
    /// The summary the navigation and the page's description show.
    public var summary: String
    /// Its place among the pages at the root of the navigation.
    public var weight: Int

    /// - Parameters: as the properties.
    public init(route: Route, title: String, summary: String, weight: Int) {
        self.route = route
        self.title = title
        self.summary = summary
        self.weight = weight
    }

    /// The page, rendered with `template`; `contentPath` is the content folder, for the path diagnostics name.
    package func page(template: String, contentPath: String) -> Page {
        var frontMatter = PageFrontMatter()
        frontMatter.summary = summary
        frontMatter.template = template
        frontMatter.weight = weight
        return Page(
            // Named as a file at the root of Content/ would be, so the page sits in the root navigation section.
            sourcePath: template + ".md",
            displayPath: contentPath + "/" + template + ".md",
            route: route,
            frontMatter: frontMatter,
            title: title,
            body: RenderedMarkdown(html: "", headings: [], links: [], fences: [])
        )
    }
}
