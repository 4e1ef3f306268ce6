import Markdown
import SiteModel

/// Pages the site makes from its data rather than from a Markdown file. Each appears when the theme has its
/// template and the site has something for it to show; a Markdown page at the same route takes its place.
enum GeneratedPage: CaseIterable {
    /// Every component against every criterion.
    case dashboard
    /// Every token, and the contrast of every pair the previews draw.
    case tokens
    /// The page a static host serves for a URL it has no file for (GitHub Pages, Netlify and most others read
    /// `404.html` at the site's root).
    case notFound

    var route: Route {
        switch self {
        case .dashboard: Route(path: "dashboard/")
        case .tokens: Route(path: "tokens/")
        case .notFound: Route(path: "404.html")
        }
    }

    var template: String {
        switch self {
        case .dashboard: "dashboard"
        case .tokens: "tokens"
        case .notFound: "404"
        }
    }

    var title: String {
        switch self {
        case .dashboard: "Dashboard"
        case .tokens: "Design tokens"
        case .notFound: "Page not found"
        }
    }

    var summary: String {
        switch self {
        case .dashboard: "Every component against every criterion, with verdicts, health and counts."
        case .tokens: "Every design token with its value, where it is used, and the contrast of every pair the previews draw."
        case .notFound: "There is no page at this address."
        }
    }

    func isWanted(_ site: ParsedSite) -> Bool {
        switch self {
        case .dashboard: site.pages.contains { $0.frontMatter.component.isAssessed }
        case .tokens: !site.tokens.paths.isEmpty
        case .notFound: true
        }
    }

    func page(contentPath: String) -> Page {
        var frontMatter = PageFrontMatter()
        frontMatter.summary = summary
        frontMatter.template = template
        frontMatter.weight = self == .dashboard ? 0 : 1
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
