import Foundation
import Markdown
import Previews
import SVG

/// The files of the site, sorted by path, and how many pages were rendered or taken from the memo.
struct RenderedFiles: StageOutput {
    var files: [OutputFile] = []
    var renderedPages = 0
    var reusedPages = 0

    var stageDetail: String {
        "\(files.count) files" + (reusedPages > 0 ? " (\(Wording.count(renderedPages, "page")) rendered, \(reusedPages) unchanged)" : "")
    }
}

extension SiteBuilder {
    /// Fills each page's template and collects every file of the site, sorted by path. A page whose
    /// ``RenderKey`` is the one in the memo keeps the HTML it had.
    func render(_ site: ResolvedSite, memo: inout BuildMemo, into diagnostics: inout Diagnostics) -> RenderedFiles {
        var result = RenderedFiles()
        result.files.reserveCapacity(site.pages.count + site.contentFiles.count + site.theme.assets.count + site.previewFiles.count)
        let inputs = RenderInputs(site: site)
        let generations = inputs.generations(after: memo.renderInputs, memo.renderGenerations)
        memo.renderInputs = inputs
        memo.renderGenerations = generations
        var rendered: [Route: RenderedPage] = [:]
        var toRender: [(entry: ResolvedSite.Entry, key: RenderKey)] = []
        for entry in site.pages {
            let route = entry.page.route
            let key = RenderKey(
                template: entry.template,
                page: entry.page,
                sheetParent: site.stickerSheets[route].map(RenderKey.SheetParent.init),
                shared: generations.shared,
                cards: route.path.isEmpty ? generations.cards : nil,
                facts: Self.readsComponentFacts(entry) ? generations.facts : nil
            )
            if let previous = memo.renderedPages[route], previous.key == key, let data = previous.data {
                rendered[route] = previous
                diagnostics.append(contentsOf: previous.diagnostics)
                result.files.append(OutputFile(path: route.outputFile, data: data))
                result.reusedPages += 1
            } else {
                toRender.append((entry, key))
            }
        }
        // Each page's template is filled on its own, so the pages are shared out among the cores.
        let fresh = toRender.concurrentMap { entry, key in Self.renderPage(entry, key: key, in: site) }
        for (page, (entry, _)) in zip(fresh, toRender) {
            diagnostics.append(contentsOf: page.diagnostics)
            guard let data = page.data else {
                diagnostics.append(.error(
                    at: SourceLocation(path: entry.page.displayPath),
                    "template '\(entry.template)' could not be rendered"
                ))
                continue
            }
            rendered[entry.page.route] = page
            result.files.append(OutputFile(path: entry.page.route.outputFile, data: data))
            result.renderedPages += 1
        }
        memo.renderedPages = rendered
        for file in site.contentFiles {
            result.files.append(OutputFile(path: file.relativePath, data: file.data))
        }
        for asset in site.theme.assets {
            result.files.append(OutputFile(path: "assets/" + asset.relativePath, data: asset.data))
        }
        let earlier = memo.drawings
        let drawings = Array(site.previewFiles.documents).concurrentMap { path, document in
            (path, PreviewDrawing(document: document, data: earlier[path]?.data ?? Data(SVGWriter.write(document).utf8)))
        }
        memo.drawings = [:]
        for (path, drawing) in drawings {
            memo.drawings[path] = drawing
            result.files.append(OutputFile(path: "previews/" + path, data: drawing.data ?? Data()))
        }
        let written = Set(site.contentFiles.map(\.relativePath))
        if let css = PreviewModeStyles.css(tokens: site.tokens) {
            result.files.append(OutputFile(path: PreviewModeStyles.path, data: Data(css.utf8)))
        }
        let sitemap = SiteMap(site: site)
        if let xml = sitemap.xml, !written.contains(SiteMap.sitemapPath) {
            result.files.append(OutputFile(path: SiteMap.sitemapPath, data: Data(xml.utf8)))
        }
        if !written.contains(SiteMap.robotsPath) {
            result.files.append(OutputFile(path: SiteMap.robotsPath, data: Data(sitemap.robots.utf8)))
        }
        result.files.sort { $0.path < $1.path }
        return result
    }

    /// One page's HTML, or nil data when the template could not be rendered, and what rendering it reported.
    private static func renderPage(_ entry: ResolvedSite.Entry, key: RenderKey, in site: ResolvedSite) -> RenderedPage {
        var context = context(for: entry.page, in: site)
        var diagnostics = Diagnostics()
        if entry.template == "migration" {
            context.migration = MigrationView(components: site.componentPages, renderer: PreviewRenderer(tokens: site.previewTokens),
                                              from: entry.page.route, into: &diagnostics)
        }
        let html = site.theme.library.render(context, withTemplate: entry.template)
        return RenderedPage(key: key, data: html.map { Data($0.utf8) }, diagnostics: diagnostics.sorted)
    }

    /// The pages whose templates gather every component's facts: the dashboard, the tokens page and migration pages.
    static func readsComponentFacts(_ entry: ResolvedSite.Entry) -> Bool {
        entry.template == "migration" || entry.page.route == GeneratedPage.dashboard.route
            || entry.page.route == GeneratedPage.tokens.route
    }

    static func context(for page: Page, in site: ResolvedSite) -> TemplateContext {
        let route = page.route
        let isHome = route.path.isEmpty
        // A host serves 404.html at whatever address was missing, at any depth, so its links cannot be relative:
        // they start from the base URL when there is one.
        let isNotFound = route == GeneratedPage.notFound.route
        let base = isNotFound ? site.settings.baseURL?.text : nil
        let root = base ?? route.rootPrefix
        let url = { (other: Route) in base.map { $0 + other.encodedPath } ?? route.relativeURL(to: other) }
        var breadcrumbs: [TemplateContext.PageLink] = []
        if !isHome && !isNotFound {
            breadcrumbs.append(.init(title: "Overview", url: url(Route(path: ""))))
            // A section's own index page is the section: its crumb would name the page twice.
            if let folder = page.section, Route(path: folder + "/") != route {
                let index = Route(path: folder + "/")
                let title = site.sections.first { $0.folder == folder }?.title ?? Self.title(ofFolder: folder)
                breadcrumbs.append(.init(title: title, url: index == route || !site.routes.contains(index) ? nil : url(index)))
            }
            if let parent = site.stickerSheets[route] {
                breadcrumbs.append(.init(title: parent.title, url: url(parent.route)))
            }
        }
        let neighbour = { (step: Int) -> TemplateContext.PageLink? in
            guard let position = site.navigationIndex[route] ?? (isHome ? -1 : nil) else { return nil }
            let other = position + step
            guard site.navigationOrder.indices.contains(other) else { return nil }
            let target = site.navigationOrder[other]
            return .init(title: target.title, url: url(target.route))
        }
        return TemplateContext(
            site: .init(title: site.settings.title, description: site.settings.description, language: site.settings.language),
            page: .init(
                title: page.title,
                summary: page.frontMatter.summary,
                content: page.body.html,
                status: page.frontMatter.status,
                tags: page.frontMatter.tags,
                toc: page.body.tableOfContents.map(tocEntry),
                hasTOC: !page.body.tableOfContents.isEmpty,
                showTitle: page.body.title == nil,
                isHome: route.path.isEmpty,
                noIndex: isNotFound,
                sourcePath: page.sourcePath,
                component: page.frontMatter.component.isEmpty ? nil
                    : ComponentView(page.frontMatter.component, criteria: site.settings.criteria, tokens: site.tokens)
            ),
            root: root,
            previewStyles: PreviewModeStyles.isWritten(for: site.tokens) ? root + PreviewModeStyles.path : nil,
            homeURL: url(Route(path: "")),
            sections: site.sections.map { section in
                let link = { (other: Page) in
                    TemplateContext.Link(
                        title: other.title,
                        url: url(other.route),
                        summary: other.frontMatter.summary,
                        status: other.frontMatter.status,
                        isCurrent: other.route == route,
                        // Only the home page's cards show a component at a glance; other pages list titles.
                        preview: isHome ? other.previewSVG : nil,
                        verdict: isHome ? other.frontMatter.component.verdict.map { Badge($0.status) } : nil,
                        health: isHome ? other.frontMatter.component.health.map {
                            ComponentView.Health(aspect: $0.aspect.label, badge: Badge($0.status), note: $0.note)
                        } : [],
                        hasHealth: isHome && !other.frontMatter.component.health.isEmpty
                    )
                }
                let isCurrent = section.folder == page.section && !route.path.isEmpty
                return TemplateContext.Section(
                    id: "section-" + slug(section.folder ?? "pages"),
                    title: section.title,
                    pages: section.isCollapsed ? [] : section.pages.map(link),
                    isCurrent: isCurrent,
                    isCollapsed: section.isCollapsed,
                    isSectionPage: section.index == route,
                    url: section.index.flatMap { site.routes.contains($0) ? url($0) : nil },
                    pageCount: section.pages.count,
                    // Found by the route index, not by scanning the section: a page's position is known.
                    current: section.isCollapsed && isCurrent
                        ? site.navigationIndex[route].map { link(site.navigationOrder[$0]) } : nil
                )
            },
            breadcrumbs: breadcrumbs,
            hasBreadcrumbs: !breadcrumbs.isEmpty,
            previous: neighbour(-1),
            next: neighbour(1),
            // The 404 page stands for addresses that do not exist; it has no address of its own to name.
            canonicalURL: isNotFound ? nil : site.settings.baseURL?.url(of: route),
            dashboard: route == GeneratedPage.dashboard.route
                ? DashboardView(components: site.componentPages, criteria: site.settings.criteria, from: route) : nil,
            tokensPage: route == GeneratedPage.tokens.route
                ? TokensPageView(tokens: site.tokens, componentPages: site.componentPages, from: route) : nil,
            migration: nil,
            stickerSheet: site.stickerSheets[route].map { StickerSheetView(page: $0, route: route, files: site.previewFiles) },
            sectionListing: site.sectionPages[route].flatMap { folder in
                site.sections.first { $0.folder == folder }.map { section in
                    TemplateContext.SectionListing(pages: section.pages.map { other in
                        TemplateContext.Link(title: other.title, url: url(other.route), summary: other.frontMatter.summary,
                                             status: other.frontMatter.status, isCurrent: false, preview: nil, verdict: nil,
                                             health: [], hasHealth: false)
                    }, pageCount: section.pages.count)
                }
            }
        )
    }

    /// Lowercase letters and digits, every other run of characters a single `-`.
    static func slug(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        return result
    }

    private static func tocEntry(_ entry: TableOfContentsEntry) -> TemplateContext.TableOfContentsEntry {
        TemplateContext.TableOfContentsEntry(text: entry.text, id: entry.id, children: entry.children.map(tocEntry))
    }
}
