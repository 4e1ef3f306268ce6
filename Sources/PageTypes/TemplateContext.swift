import SiteModel
import Templates

/// What a page template sees. Mustache escapes every `{{value}}`; only `{{{page.content}}}`, the rendered
/// Markdown, is meant to be inserted raw.
///
/// The parts that templates read field by field on every page (the page, the site, navigation, contents) are
/// classes: a template value holds an object as `any TemplateObject`, and a struct larger than three words is
/// copied into a box of its own, with a retain per field, on every `{{page.title}}`. A class is one retain.
package struct TemplateContext {
    final class Site {
        let title: String
        let description: String?
        let language: String
        /// The version menu, on a site built with `--versions`.
        let version: VersionMenu?

        init(title: String, description: String?, language: String, version: VersionMenu? = nil) {
            self.title = title
            self.description = description
            self.language = language
            self.version = version
        }
    }

    final class TableOfContentsEntry {
        let text: String
        let id: String
        let children: [TableOfContentsEntry]
        /// Whether `children` has entries, for the list around them.
        let hasChildren: Bool

        init(text: String, id: String, children: [TableOfContentsEntry], hasChildren: Bool) {
            self.text = text
            self.id = id
            self.children = children
            self.hasChildren = hasChildren
        }
    }

    final class PageInfo {
        let title: String
        let summary: String?
        /// The rendered Markdown, HTML to be inserted as it is, in UTF-8.
        let content: [UInt8]
        let status: String?
        let tags: [String]
        /// The front matter's description, else its summary: what the description meta tag and social cards say.
        let description: String?
        let date: String?
        let lastmod: String?
        /// The front matter's `extra`, as written.
        let extra: FrontMatterValue?
        let links: [ResourceLink]
        let hasLinks: Bool
        let toc: [TableOfContentsEntry]
        let hasTOC: Bool
        /// False when the Markdown body starts its own `# heading`, so the template does not add a second h1.
        let showTitle: Bool
        let isHome: Bool
        /// True on pages search engines should not list (the 404 page).
        let noIndex: Bool
        let sourcePath: String
        /// Verdict, health, scorecard and the other facts, on component pages.
        let component: ComponentView?
        /// A component page's first preview with controls, HTML to be inserted as it is under the title.
        let stage: String?

        init(
            title: String,
            summary: String?,
            content: [UInt8],
            status: String?,
            tags: [String],
            description: String?,
            date: String?,
            lastmod: String?,
            extra: FrontMatterValue?,
            links: [ResourceLink],
            toc: [TableOfContentsEntry],
            hasTOC: Bool,
            showTitle: Bool,
            isHome: Bool,
            noIndex: Bool,
            sourcePath: String,
            component: ComponentView?,
            stage: String? = nil
        ) {
            self.title = title
            self.summary = summary
            self.content = content
            self.status = status
            self.tags = tags
            self.description = description
            self.date = date
            self.lastmod = lastmod
            self.extra = extra
            self.links = links
            hasLinks = !links.isEmpty
            self.toc = toc
            self.hasTOC = hasTOC
            self.showTitle = showTitle
            self.isHome = isHome
            self.noIndex = noIndex
            self.sourcePath = sourcePath
            self.component = component
            self.stage = stage
        }
    }

    /// Immutable, so that a page's navigation can share the links every page at its depth shows.
    final class Link: Sendable {
        let title: String
        let url: String
        let summary: String?
        let status: String?
        let isCurrent: Bool
        /// The page's default preview as SVG (inserted as it is), for component listings.
        let preview: String?
        let verdict: Badge?
        let health: [ComponentView.Health]
        let hasHealth: Bool

        init(
            title: String,
            url: String,
            summary: String?,
            status: String?,
            isCurrent: Bool,
            preview: String?,
            verdict: Badge?,
            health: [ComponentView.Health],
            hasHealth: Bool
        ) {
            self.title = title
            self.url = url
            self.summary = summary
            self.status = status
            self.isCurrent = isCurrent
            self.preview = preview
            self.verdict = verdict
            self.health = health
            self.hasHealth = hasHealth
        }
    }

    /// A page named by title and relative URL: breadcrumbs, previous and next.
    final class PageLink {
        let title: String
        /// Nil for a breadcrumb that has no page of its own (a section folder without index.md).
        let url: String?

        init(title: String, url: String?) {
            self.title = title
            self.url = url
        }
    }

    final class Section {
        /// A stable element id for the section's heading (`section-components`).
        let id: String
        let title: String
        /// Every page of the section; empty when it is collapsed.
        let pages: [Link]
        let isCurrent: Bool
        /// Too many pages to list: the section is shown as a link to its section page, with its page count.
        let isCollapsed: Bool
        /// Whether this page is the section's page.
        let isSectionPage: Bool
        /// The section page, when there is one.
        let url: String?
        let pageCount: Int
        /// In a collapsed section, the page being shown, so that the sidebar still says where the reader is.
        let current: Link?

        init(
            id: String,
            title: String,
            pages: [Link],
            isCurrent: Bool,
            isCollapsed: Bool,
            isSectionPage: Bool,
            url: String?,
            pageCount: Int,
            current: Link?
        ) {
            self.id = id
            self.title = title
            self.pages = pages
            self.isCurrent = isCurrent
            self.isCollapsed = isCollapsed
            self.isSectionPage = isSectionPage
            self.url = url
            self.pageCount = pageCount
            self.current = current
        }
    }

    var site: Site
    var page: PageInfo
    /// Leads from this page back to the site root: `../../`, or `""` on the home page.
    var root: String
    /// The stylesheet that re-tints previews in the dark scheme, when tokens.json gives dark values.
    var previewStyles: String?
    /// The home page's URL from this page.
    var homeURL: String
    /// The site's pages grouped by top-level folder, in navigation order.
    var sections: [Section]
    /// From the home page down to this page's parent; empty on the home page.
    var breadcrumbs: [PageLink]
    var hasBreadcrumbs: Bool
    /// The pages before and after this one in navigation order.
    var previous: PageLink?
    var next: PageLink?
    /// The page's absolute URL when a base URL is configured.
    var canonicalURL: String?
    /// The page's Markdown twin from the page (`index.md`), when it has one.
    var markdownURL: String?
    /// What the page's type computes for its template (the dashboard's matrix, a sticker sheet's states), read
    /// by the type's name; nil on a page whose template reads nothing beyond the page and the site.
    var pageValues: PageValues?

    /// A page type's values and the name its template reads them by.
    struct PageValues {
        var name: String
        var value: any TemplateObject
    }
}
