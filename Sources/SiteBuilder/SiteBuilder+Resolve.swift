import DesignTokens
import Disk
import Foundation
import Highlighting
import Markdown
import PageTypes
import Previews
import Search
import SiteModel
import ResolvedModel

extension ResolvedSite: StageOutput {}

extension SiteBuilder {
    /// Places every page, reports output paths that two sources would write, and chooses templates. The code is
    /// shown as `highlights` has it: `specimen diff`, which compares what the pages say, runs no highlighter.
    func resolve(_ parsed: ParsedSite, highlights: SnippetHighlights = SnippetHighlights(),
                 into diagnostics: inout Diagnostics) -> ResolvedSite {
        var site = facts(of: parsed, highlights: highlights, into: &diagnostics)
        // Output paths are gathered and compared on another core, beside the rest of the stage.
        let collisions = Self.beside { [self, parsed] in
            var found = Diagnostics()
            reportCollisions(parsed, into: &found)
            return found
        }
        // Pages are large values: they are read in place, by position, rather than copied out one by one, and the
        // pages the build adds go into an array of their own, so that the parsed ones are never copied.
        let parsedPages = highlights.html.isEmpty ? parsed.pages : Self.highlightingCodeBlocks(of: parsed.pages, with: highlights)
        var added = generatedPages(besides: parsedPages, in: parsed)
        added += stickerSheets(of: parsedPages, besides: added, in: parsed, site: &site, into: &diagnostics)
        site.pages = entries(parsedPages, added, templates: parsed.theme.templateNames, into: &diagnostics)
        site.routes = Set(site.pages.map(\.page.route))
        let sections = sections(of: &site, navigation: parsed.settings.navigation, into: &diagnostics)
        site.sections = sections
        diagnostics.append(contentsOf: collisions().sorted)
        SiteChecks.runResolveStage(ResolveStageInput(parsed: parsed, pages: parsedPages, site: site), additions: options.additions.checks,
                                   into: &diagnostics)
        return site
    }

    /// The site with what it holds besides its pages: settings, findings, tokens and their contrast, components,
    /// the code highlighted, the theme and the files copied.
    private func facts(of parsed: ParsedSite, highlights: SnippetHighlights, into diagnostics: inout Diagnostics) -> ResolvedSite {
        var site = ResolvedSite()
        site.settings = parsed.settings
        site.findings = FindingPolicy(levels: parsed.settings.levels,
                                      acceptances: parsed.settings.acceptances + parsed.pages.flatMap(\.frontMatter.acceptances),
                                      today: options.today)
        site.tokens = parsed.tokens
        site.previewTokens = parsed.previewTokens
        site.components = parsed.components
        site.contrast = ContrastReport(pairs: parsed.components.contrastPairs, tokens: parsed.previewTokens)
        // Only the component pages' snippets: every page's key holds them, and a code fence edited must re-render
        // its own page alone.
        let usage = Set(parsed.pages.filter { $0.frontMatter.component.migration != nil }
            .flatMap { UsageSnippet.all(for: $0.frontMatter.component).map(\.code) })
        site.highlightedSnippets = highlights.html.filter { usage.contains($0.key) }
        site.theme = parsed.theme
        site.contentFiles = parsed.contentFiles
        site.previewFiles = parsed.previewFiles
        return site
    }

    /// The pages the build makes besides the parsed ones: the home page when Content/ has none, and each page
    /// type's generated page (the dashboard, the tokens page …) that the theme can render and the site wants.
    private func generatedPages(besides parsedPages: [Page], in parsed: ParsedSite) -> [Page] {
        var added: [Page] = []
        if !parsedPages.contains(where: { $0.route.path.isEmpty }) {
            added.append(generatedHomePage(title: parsed.settings.title))
        }
        for type in options.pageTypes.types {
            guard let generated = type.generated, parsed.theme.templateNames.contains(type.template),
                  type.isWanted(pages: parsedPages, tokens: parsed.tokens),
                  !parsedPages.contains(where: { $0.route == generated.route }), !added.contains(where: { $0.route == generated.route })
            else { continue }
            added.append(generated.page(template: type.template, contentPath: options.contentPath))
        }
        return added
    }

    /// A sticker sheet for each page with interactive previews whose theme makes one, unless a page is at its
    /// route; each is noted in `site` with the page whose previews it shows.
    private func stickerSheets(of parsedPages: [Page], besides added: [Page], in parsed: ParsedSite, site: inout ResolvedSite,
                               into diagnostics: inout Diagnostics) -> [Page] {
        // Route → the file of the page there.
        var routes: [Route: String] = [:]
        for index in parsedPages.indices {
            routes[parsedPages[index].route] = parsedPages[index].displayPath
        }
        for page in added {
            routes[page.route] = page.displayPath
        }
        var sheets: [Page] = []
        for index in parsedPages.indices where !parsedPages[index].widgets.isEmpty
            && StickerSheetPage.isMade(for: parsedPages[index].frontMatter, templates: parsed.theme.templateNames)
        {
            let page = parsedPages[index]
            let sheet = StickerSheetPage.page(for: page)
            if let taken = routes[sheet.route] {
                diagnostics.append(.error(.outputPath, at: SourceLocation(path: taken),
                    "the page's route \(sheet.route) is where the sticker sheet of \(page.displayPath) goes; rename or move the page"))
                continue
            }
            sheets.append(sheet)
            site.stickerSheets[sheet.route] = page
        }
        return sheets
    }

    /// Every page with its template, in route order; a page whose template the theme lacks is an error.
    private func entries(_ parsedPages: [Page], _ added: [Page], templates: [String],
                         into diagnostics: inout Diagnostics) -> [ResolvedSite.Entry] {
        let available = Set(templates)
        // With no template at all, the missing templates folder is the one error worth reading.
        guard !available.isEmpty else { return [] }
        let route = { (position: Int) in
            position < parsedPages.count ? parsedPages[position].route : added[position - parsedPages.count].route
        }
        var entries: [ResolvedSite.Entry] = []
        // The positions are sorted, not the pages, which would be moved and copied whole.
        for position in (0..<(parsedPages.count + added.count)).sorted(by: { route($0) < route($1) }) {
            let page = position < parsedPages.count ? parsedPages[position] : added[position - parsedPages.count]
            let template = page.frontMatter.template(at: page.route, themeHasHome: available.contains("home"))
            guard available.contains(template) else {
                let location = page.frontMatter.locations["template"] ?? SourceLocation(path: page.displayPath)
                diagnostics.append(.error(.templateMissing,
                    at: location,
                    "template '\(template)' is not in \(FileSystem.join(options.theme.displayRoot, "templates")); available: \(templates.joined(separator: ", "))"
                ))
                continue
            }
            entries.append(ResolvedSite.Entry(page: page, template: template))
        }
        return entries
    }

    /// The navigation: the listed pages by section, in site.yml's order, and a section page for each section too
    /// long for the sidebar that has no index of its own (added to `site`'s pages in route order).
    private func sections(of site: inout ResolvedSite, navigation: [SiteSettings.NavigationEntry],
                          into diagnostics: inout Diagnostics) -> [ResolvedSite.Section] {
        // Sticker sheets are reached from their page's previews, not from the navigation.
        // Nor is the page a host shows for a missing address.
        var navigable: [Page] = []
        navigable.reserveCapacity(site.pages.count)
        for index in site.pages.indices where site.stickerSheets[site.pages[index].page.route] == nil
            && site.pages[index].page.route != NotFoundPage.route
        {
            // The navigation reads its pages' titles, routes and facts, never their body HTML: its copies hold
            // none, so that the page's entry alone holds the body, and a one-shot build can hand it over without
            // emptying every section, which would make the navigation order again.
            var page = site.pages[index].page
            page.body.content = PageBody()
            navigable.append(page)
        }
        var sections = Self.ordered(Self.sections(of: navigable), by: navigation, into: &diagnostics)
        guard site.theme.templateNames.contains(SectionPage.template) else { return sections }
        for position in sections.indices {
            guard let folder = sections[position].folder else { continue }
            let index = Route(path: folder + "/")
            sections[position].index = index
            guard sections[position].pages.count > Self.expandedSectionLimit else { continue }
            sections[position].isCollapsed = true
            if !site.routes.contains(index) {
                let page = SectionPage.page(for: sections[position], contentPath: options.contentPath)
                // In route order among the others, which are sorted: a section page is put in its place.
                var place = 0
                var end = site.pages.count
                while place < end {
                    let middle = (place + end) / 2
                    if site.pages[middle].page.route < index { place = middle + 1 } else { end = middle }
                }
                site.pages.insert(ResolvedSite.Entry(page: page, template: SectionPage.template), at: place)
                site.sectionPages[index] = folder
                site.routes.insert(index)
            }
        }
        return sections
    }

    /// Without Content/index.md the home page is generated: the theme's home template lists the sections.
    private func generatedHomePage(title: String) -> Page {
        Page(
            sourcePath: "index.md",
            displayPath: FileSystem.join(options.contentPath, "index.md"),
            route: Route(path: ""),
            frontMatter: PageFrontMatter(),
            title: title,
            body: RenderedMarkdown(html: "", headings: [], links: [], fences: [])
        )
    }

    /// The most pages a section lists in every page's sidebar; a larger one is listed by its section page.
    static let expandedSectionLimit = 50

    /// Pages grouped by their top-level folder: pages at the root (other than the home page) first, then the
    /// folders by name; within a group by weight, then title, then path.
    static func sections(of pages: [Page]) -> [ResolvedSite.Section] {
        // What each page is sorted by is read once, and the keys are sorted rather than the pages, so that no
        // comparison reads a page's fields or moves a page.
        var groups: [String?: [(weight: Int, title: String, path: String, position: Int)]] = [:]
        for position in pages.indices where !pages[position].route.path.isEmpty {
            groups[pages[position].section, default: []].append(
                (pages[position].frontMatter.weight ?? Int.max, pages[position].title, pages[position].sourcePath, position))
        }
        let ordered = groups.keys.sorted { ($0 ?? "") < ($1 ?? "") }
        return ordered.map { folder in
            let keys = groups[folder, default: []].sorted { ($0.weight, $0.title, $0.path) < ($1.weight, $1.title, $1.path) }
            return ResolvedSite.Section(folder: folder, title: folder.map(ResolvedSite.title(ofFolder:)) ?? "Pages",
                                        pages: keys.map { pages[$0.position] })
        }
    }

    /// The sections in site.yml's `navigation` order, the others after them as they were. A name that is no
    /// section is an error at its place.
    static func ordered(_ sections: [ResolvedSite.Section], by navigation: [SiteSettings.NavigationEntry],
                        into diagnostics: inout Diagnostics) -> [ResolvedSite.Section] {
        guard !navigation.isEmpty else { return sections }
        let name = { (section: ResolvedSite.Section) in section.folder ?? "/" }
        var rank: [String: Int] = [:]
        for (position, entry) in navigation.enumerated() {
            guard sections.contains(where: { name($0) == entry.folder }) else {
                let allowed = sections.map(name).joined(separator: ", ")
                diagnostics.append(.error(.navigationUnknown, at: entry.location,
                    "navigation names '\(entry.folder)', which is no section of this site; allowed: \(allowed) (/ is the pages at the root of the content folder)"))
                continue
            }
            if rank[entry.folder] != nil {
                diagnostics.append(.error(.navigationUnknown, at: entry.location, "navigation names '\(entry.folder)' twice; name each section once"))
                continue
            }
            rank[entry.folder] = position
        }
        return sections.enumerated().sorted {
            (rank[name($0.element)] ?? navigation.count + $0.offset) < (rank[name($1.element)] ?? navigation.count + $1.offset)
        }.map(\.element)
    }
}
