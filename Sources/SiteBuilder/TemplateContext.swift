/// What a page template sees. Mustache escapes every `{{value}}`; only `{{{page.content}}}`, the rendered
/// Markdown, is meant to be inserted raw.
struct TemplateContext {
    struct Site {
        var title: String
        var description: String?
        var language: String
    }

    struct TableOfContentsEntry {
        var text: String
        var id: String
        var children: [TableOfContentsEntry]
        /// Whether `children` has entries, for the list around them.
        var hasChildren: Bool
    }

    struct PageInfo {
        var title: String
        var summary: String?
        /// The rendered Markdown, HTML to be inserted as it is.
        var content: String
        var status: String?
        var tags: [String]
        var toc: [TableOfContentsEntry]
        var hasTOC: Bool
        /// False when the Markdown body starts its own `# heading`, so the template does not add a second h1.
        var showTitle: Bool
        var isHome: Bool
        /// True on pages search engines should not list (the 404 page).
        var noIndex: Bool
        var sourcePath: String
        /// Verdict, health, scorecard and the other facts, on component pages.
        var component: ComponentView?
    }

    struct Link {
        var title: String
        var url: String
        var summary: String?
        var status: String?
        var isCurrent: Bool
        /// The page's default preview as SVG (inserted as it is), for component listings.
        var preview: String?
        var verdict: Badge?
        var health: [ComponentView.Health]
        var hasHealth: Bool
    }

    /// A page named by title and relative URL: breadcrumbs, previous and next.
    struct PageLink {
        var title: String
        /// Nil for a breadcrumb that has no page of its own (a section folder without index.md).
        var url: String?
    }

    struct Section {
        /// A stable element id for the section's heading (`section-components`).
        var id: String
        var title: String
        /// Every page of the section; empty when it is collapsed.
        var pages: [Link]
        var isCurrent: Bool
        /// Too many pages to list: the section is shown as a link to its section page, with its page count.
        var isCollapsed: Bool
        /// Whether this page is the section's page.
        var isSectionPage: Bool
        /// The section page, when there is one.
        var url: String?
        var pageCount: Int
        /// In a collapsed section, the page being shown, so that the sidebar still says where the reader is.
        var current: Link?
    }

    /// A section page's list of every page in the section.
    struct SectionListing {
        var pages: [Link]
        var pageCount: Int
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
    /// The components × criteria matrix, on the dashboard page.
    var dashboard: DashboardView?
    /// Every token and the contrast table, on the tokens page.
    var tokensPage: TokensPageView?
    /// Every legacy sibling and variant, on a page that uses the migration template.
    var migration: MigrationView?
    /// Every state of a page's interactive previews, on its sticker sheet.
    var stickerSheet: StickerSheetView?
    /// Every page of a section too large for the sidebar, on its section page.
    var sectionListing: SectionListing?
}
