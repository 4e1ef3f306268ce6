import Highlighting
import DesignTokens
import Foundation
import Previews
import SiteModel

/// The site with every page placed, its template chosen and the navigation ordered: what a page type's values
/// are made from.
public struct ResolvedSite: Sendable {
    /// A page and the template that renders it.
    public struct Entry: Sendable {
        public var page: Page
        public var template: String

        package init(page: Page, template: String) {
            self.page = page
            self.template = template
        }
    }

    /// A section of the navigation: the pages of one folder of the content folder (nil: its root).
    public struct Section: Sendable {
        public var folder: String?
        public var title: String
        public var pages: [Page]
        /// Listed by its title alone, linked to its section page, when it has more pages than a sidebar can
        /// usefully show (the resolve stage's `expandedSectionLimit`): every page then links a handful of sections
        /// rather than every page of the site, and building the site stays linear in pages.
        public var isCollapsed = false
        /// The page that lists the section (`components/`): its index.md, or one the build makes.
        public var index: Route?

        package init(folder: String?, title: String, pages: [Page]) {
            self.folder = folder
            self.title = title
            self.pages = pages
        }
    }

    package init() {}

    public var settings = SiteSettings()
    /// The levels and acceptances of site.yml and the pages, as of the build's day.
    package var findings = FindingPolicy(today: CalendarDay(Date(timeIntervalSince1970: 0)))
    public var tokens = TokenSet()
    /// What previews draw with: the site's tokens, or Specimen's defaults when Content/ has no tokens.json.
    package var previewTokens = TokenSet()
    /// The components preview fences may name.
    package var components = ComponentRegistry.standard
    /// Every pair the components draw, measured in the preview tokens.
    package var contrast = ContrastReport()
    /// Each component page's code snippets as the highlighter wrote them; a snippet it could not highlight is
    /// missing, and is shown escaped.
    package var highlightedSnippets: [CodeSnippet: String] = [:]
    package var theme = Theme(library: .init(), templateNames: [], assets: [])
    /// Every page, in route order.
    public var pages: [Entry] = []
    public var sections: [Section] = [] {
        didSet {
            navigationOrder = sections.flatMap(\.pages)
            navigationIndex = Dictionary(navigationOrder.enumerated().map { ($1.route, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }
    /// Every listed page, in reading order: previous and next follow it.
    public private(set) var navigationOrder: [Page] = []
    package private(set) var navigationIndex: [Route: Int] = [:]
    package var contentFiles: [SourceFile] = []
    package var previewFiles = PreviewFiles()
    /// Each sticker sheet's route → the page whose previews it shows.
    package var stickerSheets: [Route: Page] = [:]
    /// Each generated section page's route → its section's folder.
    package var sectionPages: [Route: String] = [:]
    /// Every page's route.
    package var routes: Set<Route> = []

    package var stageDetail: String { "\(pages.count) pages in \(sections.count) sections" }

    /// Pages with component facts, in navigation order.
    public var componentPages: [Page] {
        sections.flatMap(\.pages).filter { !$0.frontMatter.component.isEmpty }
    }

    /// A folder's name as the navigation shows it: `design-tokens` is "Design tokens".
    package static func title(ofFolder folder: String) -> String {
        let words = folder.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
