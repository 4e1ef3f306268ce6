import DesignTokens
import Foundation
import Highlighting
import PageTypes
import SiteModel
import ResolvedModel

/// What pages' templates read besides the page itself, in three parts, so that a rebuild re-renders only the
/// pages whose inputs changed: a body edit re-renders one page, a title edit every page (each lists the others),
/// a verdict edit the home page and the pages that gather component facts.
///
/// Each part is compared once per build; a page's ``RenderKey`` holds the part's generation rather than the part,
/// so that comparing keys stays linear in pages. Whatever a page's `TemplateContext` reads must be in here or
/// in the page's key, or a rebuild could differ from a clean build.
struct RenderInputs: Sendable, Equatable {
    /// What every page reads: the settings, the tokens, the templates, the navigation, the sticker sheets.
    struct Shared: Sendable, Equatable {
        var settings: SiteSettings
        var tokens: TokenSet
        var previewTokens: TokenSet
        var templates: [String: Data]
        var navigation: [NavigationSection]
        var stickerSheets: [Route: Route]
        var highlightedSnippets: [CodeSnippet: String]
    }

    /// A section as the sidebar, breadcrumbs, previous and next show it.
    struct NavigationSection: Sendable, Equatable {
        var folder: String?
        var title: String
        var pages: [NavigationPage]
    }

    struct NavigationPage: Sendable, Equatable {
        var route: Route
        var title: String
        var summary: String?
        var status: String?
    }

    /// A page as the cards of the home page and section pages show it, and as the dashboard, tokens and migration
    /// pages gather it (the dashboard's rows show its drawing too).
    struct Card: Sendable, Equatable {
        var route: Route
        var title: String
        var preview: String?
        var component: ComponentFacts
    }

    /// How many times each part has changed; part of every page key that reads the part.
    struct Generations: Sendable, Equatable {
        var shared = 0
        var cards = 0
        var facts = 0
    }

    var shared: Shared
    /// Every listed page, for the home page and section pages.
    var cards: [Card]
    /// The pages with component facts, for the dashboard, tokens and migration pages.
    var facts: [Card]

    init(site: ResolvedSite) {
        shared = Shared(
            settings: site.settings,
            tokens: site.tokens,
            previewTokens: site.previewTokens,
            templates: site.theme.templateSources,
            navigation: site.sections.map { section in
                NavigationSection(folder: section.folder, title: section.title, pages: section.pages.map {
                    NavigationPage(route: $0.route, title: $0.title, summary: $0.frontMatter.summary, status: $0.frontMatter.status)
                })
            },
            stickerSheets: site.stickerSheets.mapValues(\.route),
            highlightedSnippets: site.highlightedSnippets
        )
        cards = site.navigationOrder.map {
            Card(route: $0.route, title: $0.title, preview: $0.previewSVG, component: $0.frontMatter.component)
        }
        facts = site.componentPages.map {
            Card(route: $0.route, title: $0.title, preview: $0.previewSVG, component: $0.frontMatter.component)
        }
    }

    /// The generations after `previous`: each part that differs moves on by one.
    func generations(after previous: RenderInputs?, _ generations: Generations) -> Generations {
        var next = generations
        if previous?.shared != shared { next.shared += 1 }
        if previous?.cards != cards { next.cards += 1 }
        if previous?.facts != facts { next.facts += 1 }
        return next
    }
}

/// Everything one page's HTML depends on: equal keys give equal bytes.
struct RenderKey: Sendable, Equatable {
    /// What a sticker sheet reads of the page whose previews it shows: not its body, so that editing the text
    /// of a component page does not draw its sheet again.
    struct SheetParent: Sendable, Equatable {
        var route: Route
        var title: String
        var widgets: [PreviewWidget]

        init(_ page: Page) {
            route = page.route
            title = page.title
            widgets = page.widgets
        }
    }

    var template: String
    var page: Page
    var sheetParent: SheetParent?
    var shared: Int
    /// Set on the home page and section pages only.
    var cards: Int?
    /// Set on the pages that gather component facts only.
    var facts: Int?
}
