import Markdown
import SiteModel
import Templates
import ResolvedModel

/// The page beside a component page with interactive previews (`components/slider/sticker-sheet/`) that shows
/// every state its controls reach. The build makes one per such page; it is reached from the page's previews,
/// not from the navigation, and left out of the search index, since it repeats states its page reaches.
package enum StickerSheetPage: PageType {
    package static let template = "sticker-sheet"
    package static let valueName = "stickerSheet"
    package static let reads: SiteFacts = [.previews]

    /// Components get a sheet (a page with component facts, when the theme has the template). Other pages with
    /// controls, a guide say, keep their controls and state files without one.
    package static func isMade(for frontMatter: PageFrontMatter, templates: [String]) -> Bool {
        !frontMatter.component.isEmpty && templates.contains(template)
    }

    /// The sheet of `page`, at `sticker-sheet/` below it.
    package static func page(for page: Page) -> Page {
        var frontMatter = PageFrontMatter()
        frontMatter.template = template
        frontMatter.summary = "Every state of the previews on \(page.title), drawn at build time, each with its own link."
        return Page(
            // The page's own source, so that the sheet sits in its section and the footer names where it comes from.
            sourcePath: page.sourcePath,
            displayPath: page.displayPath,
            route: Route(path: page.route.path + PreviewWidget.stickerSheetFolder),
            frontMatter: frontMatter,
            title: page.title + ": sticker sheet",
            body: RenderedMarkdown(html: "", headings: [], links: [], fences: [])
        )
    }

    package static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        site.stickerSheets[page.route].map { StickerSheetView(page: $0, route: page.route, files: site.previewFiles) }
    }

    /// None: a sticker sheet has no twin, since its component page's twin lists the same states.
    package static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        TwinFacts()
    }
}
