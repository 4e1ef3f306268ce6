import Markdown
import Previews
import SiteModel
import ResolvedModel

extension TemplateContext {
    /// What the template of `entry`'s page sees, with the values of its page type, the one of `pageTypes` that
    /// renders its template; `body`, when given, is the page's body HTML in place of its own. Problems its page
    /// type finds go to `diagnostics`.
    package init(_ entry: ResolvedSite.Entry, in site: ResolvedSite, pageTypes: PageTypeRegistry, body: [UInt8]? = nil,
                 navigationLinks: NavigationLinks? = nil, into diagnostics: inout Diagnostics) {
        let page = entry.page
        let template = entry.template
        let route = page.route
        let isHome = route.path.isEmpty
        // A host serves 404.html at whatever address was missing, at any depth, so its links cannot be relative:
        // they start from the base URL when there is one.
        let isNotFound = route == NotFoundPage.route
        let base = isNotFound ? site.settings.baseURL?.text : nil
        let root = base ?? route.rootPrefix
        // `route.relativeURL(to:)` without a base URL, its root prefix made once for the page, not once per navigation link.
        let url = { (other: Route) in base == nil && root.isEmpty && other.path.isEmpty ? "./" : root + other.encodedPath }
        let breadcrumbs = isHome || isNotFound ? [] : Self.breadcrumbs(to: page, in: site, url: url)
        let component = page.frontMatter.component.isEmpty ? nil : Self.componentView(of: page, in: site, url: url)
        let toc = Self.tableOfContents(page.body.tableOfContents.map(Self.tocEntry), around: component)
        self.init(
            site: .init(title: site.settings.title, description: site.settings.description, language: site.settings.language,
                        version: site.settings.versions.map { VersionMenu($0, root: root, route: route) }),
            page: Self.pageInfo(page, body: body, toc: toc, isNotFound: isNotFound, component: component),
            root: root,
            previewStyles: PreviewModeStyles.isWritten(for: site.tokens) ? root + PreviewModeStyles.path : nil,
            homeURL: url(Route(path: "")),
            sections: Self.sections(of: site, at: route, in: page.section, url: url,
                                    shared: base == nil && !isHome ? navigationLinks.map { ($0, root) } : nil),
            breadcrumbs: breadcrumbs,
            hasBreadcrumbs: !breadcrumbs.isEmpty,
            previous: Self.neighbour(of: route, isHome: isHome, step: -1, in: site, url: url),
            next: Self.neighbour(of: route, isHome: isHome, step: 1, in: site, url: url),
            // The 404 page stands for addresses that do not exist; it has no address of its own to name.
            canonicalURL: isNotFound ? nil : site.settings.baseURL?.url(of: route),
            markdownURL: MarkdownTwin.isMade(for: entry, in: site) ? MarkdownTwin.fileName : nil,
            pageValues: pageTypes.type(rendering: template).flatMap { type in
                type.values(for: page, in: site, into: &diagnostics).map { PageValues(name: type.valueName, value: $0) }
            }
        )
    }

    /// The trail above a page that is neither the home page nor the 404 page: the overview, its section, and the
    /// sticker sheet it belongs to.
    private static func breadcrumbs(to page: Page, in site: ResolvedSite, url: (Route) -> String) -> [PageLink] {
        let route = page.route
        var breadcrumbs: [TemplateContext.PageLink] = []
        breadcrumbs.append(.init(title: "Overview", url: url(Route(path: ""))))
        // A section's own index page is the section: its crumb would name the page twice.
        if let folder = page.section, Route(path: folder + "/") != route {
            let index = Route(path: folder + "/")
            let title = site.sections.first { $0.folder == folder }?.title ?? ResolvedSite.title(ofFolder: folder)
            breadcrumbs.append(.init(title: title, url: index == route || !site.routes.contains(index) ? nil : url(index)))
        }
        if let parent = site.stickerSheets[route] {
            breadcrumbs.append(.init(title: parent.title, url: url(parent.route)))
        }
        return breadcrumbs
    }

    /// The page `step` places from the one at `route` in the navigation's order, if there is one.
    private static func neighbour(of route: Route, isHome: Bool, step: Int, in site: ResolvedSite,
                                  url: (Route) -> String) -> PageLink? {
        guard let position = site.navigationIndex[route] ?? (isHome ? -1 : nil) else { return nil }
        let other = position + step
        guard site.navigationOrder.indices.contains(other) else { return nil }
        // Read in place: the page itself is a large value.
        return .init(title: site.navigationOrder[other].title, url: url(site.navigationOrder[other].route))
    }

    /// The page's own values as its template sees them; `body`, when given, in place of its rendered body.
    private static func pageInfo(_ page: Page, body: [UInt8]?, toc: [TableOfContentsEntry], isNotFound: Bool,
                                 component: ComponentView?) -> PageInfo {
        PageInfo(
            title: page.title,
            summary: page.frontMatter.summary,
            content: body ?? CodeBlockView.bytes(of: page.body.content),
            status: page.frontMatter.status,
            tags: page.frontMatter.tags,
            description: page.frontMatter.description ?? page.frontMatter.summary,
            date: page.frontMatter.date,
            lastmod: page.frontMatter.lastmod,
            extra: page.frontMatter.extra,
            links: page.frontMatter.links,
            toc: toc,
            hasTOC: !toc.isEmpty,
            showTitle: page.body.title == nil,
            isHome: page.route.path.isEmpty,
            noIndex: isNotFound,
            sourcePath: page.sourcePath,
            component: component,
            stage: page.stage
        )
    }

    /// The navigation's sections as the page at `route`, in section `folder`, shows them, `url` linking from it; with
    /// `shared`, the links made for every page under its root prefix, but for the link to the page itself.
    private static func sections(of site: ResolvedSite, at route: Route, in folder: String?, url: @escaping (Route) -> String,
                                 shared: (links: NavigationLinks, root: String)?) -> [Section] {
        let isHome = route.path.isEmpty
        return site.sections.indices.map { position in
            let section = site.sections[position]
            // By position, each field read in place: a page is a large value, and a copy of it per navigation
            // link of every page cost more than the link.
            let link = { (pages: [Page], index: Int) in
                TemplateContext.Link(navigationTo: pages, at: index, url: url(pages[index].route),
                                     isCurrent: pages[index].route == route, isCard: isHome)
            }
            let made = shared?.links.links(from: shared?.root ?? "", section: position, count: section.pages.count)
            // The section's shared links as they are, but for a link to this page, made for it.
            let listed = { () -> [TemplateContext.Link] in
                guard var links = made else { return section.pages.indices.map { link(section.pages, $0) } }
                for index in section.pages.indices where section.pages[index].route == route {
                    links[index] = link(section.pages, index)
                }
                return links
            }
            let isCurrent = section.folder == folder && !route.path.isEmpty
            return TemplateContext.Section(
                id: "section-" + ElementID.slug(section.folder ?? "pages"),
                title: section.title,
                pages: section.isCollapsed ? [] : listed(),
                isCurrent: isCurrent,
                isCollapsed: section.isCollapsed,
                isSectionPage: section.index == route,
                url: section.index.flatMap { site.routes.contains($0) ? url($0) : nil },
                pageCount: section.pages.count,
                // Found by the route index, not by scanning the section: a page's position is known.
                current: section.isCollapsed && isCurrent
                    ? site.navigationIndex[route].map { link(site.navigationOrder, $0) } : nil
            )
        }
    }

    /// The component facts of `page` as its template shows them, with the summary it opens with; `url` links
    /// from the page to another.
    private static func componentView(of page: Page, in site: ResolvedSite, url: (Route) -> String) -> ComponentView {
        var view = ComponentView(page.frontMatter.component, criteria: site.settings.criteria, tokens: site.tokens,
                                 figma: site.settings.figma)
        let tokensPage = TokensPage.generated.map(\.route).flatMap { site.routes.contains($0) ? $0 : nil }
        let stickerSheet = Route(path: page.route.path + PreviewWidget.stickerSheetFolder)
        view.summary = .init(view, page: page, contrast: site.contrast, findings: site.findings, tokensURL: tokensPage.map(url),
                             stickerSheetURL: site.stickerSheets[stickerSheet] == nil ? nil : url(stickerSheet))
        // The values of the front matter's preview, then of the first interactive preview, whose state the
        // snippets follow.
        let widget = page.widgets.first
        var values: [String: String] = [:]
        let written = page.frontMatter.component.preview.flatMap { try? PreviewBlock.parse(info: "", body: $0, components: site.components) }
        for properties in [written?.properties, widget?.preview.block.properties].compactMap({ $0 }) {
            for property in properties {
                values[property.key] = property.value
            }
        }
        view.snippetWidget = widget?.id
        view.snippets = zip(UsageSnippet.Platform.allCases, UsageSnippet.all(for: page.frontMatter.component)).map { platform, snippet in
            ComponentView.Snippet(id: "code-" + platform.rawValue, platform: platform.rawValue, label: platform.label,
                                  isFirst: platform == UsageSnippet.Platform.allCases.first, language: snippet.code.language.rawValue,
                                  html: snippet.html(highlighted: site.highlightedSnippets[snippet.code], values: values))
        }
        return view
    }

    /// "On this page": the body's headings, and on a component page the sections its template adds, each where
    /// it stands (the summary and health above the body; the scorecard, tokens, inventory and changelog below).
    private static func tableOfContents(_ body: [TableOfContentsEntry], around component: ComponentView?) -> [TableOfContentsEntry] {
        guard let component else { return body }
        let entry = { (text: String, id: String) in TableOfContentsEntry(text: text, id: id, children: [], hasChildren: false) }
        var before: [TableOfContentsEntry] = []
        if let summary = component.summary, summary.isShown {
            before.append(entry(summary.title, summary.id))
        }
        if component.hasHealth {
            before.append(entry("DS health", "ds-health"))
        }
        var after: [TableOfContentsEntry] = []
        if component.hasSnippets {
            after.append(entry("Code", "code"))
        }
        if component.hasScorecard {
            after.append(entry("Criteria scorecard", "scorecard"))
        }
        if component.hasTokens {
            after.append(entry("Tokens", "tokens"))
        }
        if component.hasInventory {
            after.append(entry("Variants inventory", "inventory"))
        }
        if component.hasChangelog {
            after.append(entry("Changelog", "changelog"))
        }
        return before + body + after
    }

    private static func tocEntry(_ entry: Markdown.TableOfContentsEntry) -> TableOfContentsEntry {
        TableOfContentsEntry(text: entry.text, id: entry.id, children: entry.children.map(Self.tocEntry),
                             hasChildren: !entry.children.isEmpty)
    }
}

extension TemplateContext {
    /// The navigation's links, made once per build for each root prefix pages have rather than once per link of
    /// every page: on every page at one depth, the link to another page (not the current one) is the same, but on
    /// the home page, whose links show more.
    package struct NavigationLinks: Sendable {
        /// Root prefix → section → page → the link; none for a collapsed section, which lists no pages.
        private var links: [String: [[Link]]] = [:]

        package init(site: ResolvedSite) {
            for index in site.pages.indices where site.pages[index].page.route != NotFoundPage.route {
                let root = site.pages[index].page.route.rootPrefix
                guard links[root] == nil else { continue }
                links[root] = site.sections.map { section in
                    section.isCollapsed ? [] : section.pages.indices.map { page in
                        // As TemplateContext.init makes a URL without a base URL.
                        let other = section.pages[page].route
                        let url = root.isEmpty && other.path.isEmpty ? "./" : root + other.encodedPath
                        return Link(navigationTo: section.pages, at: page, url: url, isCurrent: false, isCard: false)
                    }
                }
            }
        }

        /// The links from a page under `root` that is not the home page to the pages of section `section`, if made
        /// for `count` pages.
        func links(from root: String, section: Int, count: Int) -> [Link]? {
            guard let sections = links[root], sections.indices.contains(section), sections[section].count == count else { return nil }
            return sections[section]
        }
    }
}

extension TemplateContext.Link {
    /// The navigation's link to `pages[index]`, `url` from the page it is on; as a card (on the home page and a
    /// section's page) it shows the component at a glance, its drawing, verdict and health; other links list titles.
    convenience init(navigationTo pages: [Page], at index: Int, url: String, isCurrent: Bool, isCard: Bool) {
        self.init(
            title: pages[index].title,
            url: url,
            summary: pages[index].frontMatter.summary,
            status: pages[index].frontMatter.status,
            isCurrent: isCurrent,
            preview: isCard ? pages[index].previewSVG : nil,
            verdict: isCard ? pages[index].frontMatter.component.verdict.map { Badge($0.status) } : nil,
            health: isCard ? pages[index].frontMatter.component.health.map {
                ComponentView.Health(aspect: $0.aspect.label, badge: Badge($0.status), note: $0.note)
            } : [],
            hasHealth: isCard && !pages[index].frontMatter.component.health.isEmpty
        )
    }
}
