import Parallel
import DesignTokens
import Foundation
import Markdown
import PageTypes
import Previews
import SiteModel
import SVG
import ResolvedModel

/// The pages and settings after parsing.
struct ParsedSite: StageOutput {
    var settings = SiteSettings()
    var tokens = TokenSet()
    /// What previews draw with: the site's tokens, or Specimen's defaults when Content/ has no tokens.json.
    var previewTokens = TokenSet()
    /// The components preview fences may name.
    var components = ComponentRegistry.standard
    var pages: [Page] = []
    var theme = Theme(library: .init(), templateNames: [], assets: [])
    var contentFiles: [SourceFile] = []
    /// Every state file of every interactive preview.
    var previewFiles = PreviewFiles()
    /// Pages whose file and inputs were those of the memo's build, taken from it.
    var reusedPages = 0

    var stageDetail: String {
        "\(pages.count) pages, \(previewFiles.count) preview states" + (reusedPages > 0 ? " (\(Wording.count(reusedPages, "page")) unchanged)" : "")
    }
}

extension SiteBuilder {
    /// Decodes, splits and validates every file, and renders each page's Markdown. A page whose bytes and inputs
    /// are those of the earlier build's ``ParseCache`` is taken from it, diagnostics and preview states included;
    /// the cache given back holds this build's pages when the memo keeps them.
    func parse(_ sources: LoadedSources, pageBytes: TakeOnceStore<String, Data>? = nil, earlier memo: BuildMemo,
               into diagnostics: inout Diagnostics) -> (ParsedSite, ParseCache) {
        var site = ParsedSite()
        // The components' default tokens and the theme's templates are each read before any page can be, and
        // neither needs the other: the defaults are read on another core meanwhile.
        let components = options.components
        let readingDefaults = Self.beside { PreviewRenderer.readDefaultTokens(of: components) }
        let (theme, themeDiagnostics) = Theme.make(templates: sources.templates + pageTypeTemplates(besides: sources.templates),
                                                   assets: sources.assets)
        site.theme = theme
        diagnostics.append(contentsOf: themeDiagnostics)
        site.settings = settings(sources.settings, into: &diagnostics)
        let errorsBeforeTokens = diagnostics.errorCount
        var tokenFiles = readTokens(site.settings, contentFiles: sources.contentFiles,
                                    pages: sources.pages.map(\.relativePath), into: &diagnostics)
        let pageFiles = pagesOutsideTokenFolder(sources.pages, tokens: &tokenFiles.set)
        let tokensFailed = diagnostics.errorCount > errorsBeforeTokens
        let defaults = readingDefaults()
        for problem in defaults.problems {
            diagnostics.append(.error(.tokenFile, at: SourceLocation(path: "(component \(problem.component))"),
                "the \(problem.component) component's defaultTokens cannot be read beside the shared palette: \(problem.message); "
                    + "fix the component's code, or give it none"))
        }
        let builtInTokens = PreviewRenderer.builtInTokens(of: options.components, in: defaults.tokens)
        (site.tokens, site.previewTokens) = Self.tokens(tokenFiles, builtIn: builtInTokens, defaults: defaults.tokens)
        site.contentFiles = sources.contentFiles.filter {
            !tokenFiles.read.contains($0.relativePath) && !Self.reservedContentFiles.contains($0.relativePath)
        }
        site.components = options.components
        let pageSources = Set(pageFiles.map(\.relativePath))
        let parser = pageParser(site, pageSources: pageSources)
        let drawings = memo.render.drawings(for: site.previewTokens).mapValues(\.document)
        site.previewFiles = PreviewFiles(earlier: drawings)
        // Previews draw with previewTokens; claims are checked against the site's own tokens.
        let inputs = ParseCache.Inputs(settings: site.settings, tokens: site.tokens, previewTokens: site.previewTokens, components: options.components,
                                 reservedIDs: theme.reservedIDs, templateNames: theme.templateNames,
                                       stageTemplates: theme.stageTemplates)
        let earlier = memo.parse.pages(for: inputs)
        let slices = parsePages(pageFiles.filter { earlier[$0.relativePath]?.holds(for: $0, pageSources: pageSources) != true }, with: parser,
                                pageBytes: pageBytes, drawings: drawings)
        let parsedPages = gather(slices, earlier: earlier, order: pageFiles, keeping: memo.retention == .reusable,
                                 previews: parser.previews, into: &site, diagnostics: &diagnostics)
        site.contentFiles = publishedContentFiles(site.contentFiles, pages: site.pages,
                                                  tokensFailed: tokensFailed,
                                                  into: &diagnostics)
        if !site.tokens.builtInDefaults.isEmpty {
            warnOfBuiltInDefaults(site, builtInTokens: builtInTokens, location: site.settings.tokensLocation, into: &diagnostics)
        }
        return (site, ParseCache(inputs: memo.retention == .reusable ? inputs : nil, pages: parsedPages))
    }

    /// The templates the page types bring (``PageType/defaultTemplate``) for those the theme lacks; none when the
    /// theme has no templates at all, since its missing folder is then the one error worth reading.
    private func pageTypeTemplates(besides templates: [SourceFile]) -> [SourceFile] {
        guard !templates.isEmpty else { return [] }
        let names = Set(templates.map(\.relativePath).filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) })
        return options.pageTypes.defaultTemplates(missingFrom: names).map { name, text in
            SourceFile(relativePath: name + ".mustache", displayPath: "(page type \(name))/\(name).mustache", data: Data(text.utf8))
        }
    }

    /// site.yml read, with `--base-url` over its base URL, and the versions a versioned build publishes.
    private func settings(_ file: SourceFile?, into diagnostics: inout Diagnostics) -> SiteSettings {
        var settings = SiteSettings()
        if let file {
            switch UTF8Validation.decode(file.data, path: file.displayPath) {
            case let .success(text):
                let (read, problems) = SiteSettings.read(YAMLSource(path: file.displayPath, text: text, firstLine: 1),
                                                         ownCodes: options.additions.codes)
                settings = read
                settings.firstError = problems.filter { $0.severity == .error }.min()?.location
                diagnostics.append(contentsOf: problems)
            case let .failure(diagnostic):
                settings.firstError = diagnostic.location
                diagnostics.append(diagnostic)
            }
        }
        if let baseURL = options.baseURL {
            settings.baseURL = baseURL
        }
        if let versions = options.versions {
            // One version of several is published where the versioned build says, whatever its own site.yml said.
            settings.versions = versions
            settings.baseURL = options.baseURL
        }
        return settings
    }

    /// The site's tokens, and the tokens previews draw with: Specimen's defaults when Content/ has no token file.
    /// A built-in component draws with its defaults where a team's own tokens lack its tokens.
    private static func tokens(_ files: (set: TokenSet, read: Set<String>), builtIn: [String: [String]],
                               defaults: TokenSet) -> (site: TokenSet, previews: TokenSet) {
        var tokens = files.set
        if !files.read.isEmpty, files.set.fileError == nil {
            tokens = tokens.fillingIn(builtIn.values.joined(), from: defaults)
        }
        return (tokens, files.read.isEmpty && files.set.fileError == nil ? defaults : tokens)
    }

    /// What every page's parse shares.
    private func pageParser(_ site: ParsedSite, pageSources: Set<String>) -> PageParser {
        let theme = site.theme
        // Headings must not take the ids of the templates' own elements or of the scorecard rows (#c1 …).
        let renderer = MarkdownRenderer(options: MarkdownOptions(
            extensions: MarkdownOptions.site.extensions,
            reservedIDs: theme.reservedIDs.union(site.settings.criteria.map { ElementID.criterion($0.id) }),
            headingAnchors: true,
            tableRegions: true
        ))
        return PageParser(renderer: renderer, previews: PreviewRenderer(tokens: site.previewTokens, components: options.components),
                          tokens: site.tokens, claims: ClaimChecker(tokens: site.tokens, path: ""),
                          reservedIDs: theme.reservedIDs, baseURL: site.settings.baseURL, templates: theme.templateNames,
                          stageTemplates: theme.stageTemplates,
                          fenceCache: PreviewFenceCache(), includeDrafts: options.includeDrafts, pageSources: pageSources,
                          ownCodes: options.additions.codes)
    }

    /// Parses `files`, shared out among the cores, each slice drawing its preview states into a collection of its
    /// own. Given `pageBytes`, each page takes its bytes from there, and they go with its parse.
    private func parsePages(_ files: [SourceFile], with parser: PageParser, pageBytes: TakeOnceStore<String, Data>?,
                            drawings: [String: SVGDocument]) -> [([ParseCache.Page], PreviewFiles)] {
        files.concurrentSlices { slice in
            var previewFiles = PreviewFiles(earlier: drawings)
            let pages = slice.map { listed in
                var file = listed
                if let bytes = pageBytes?.take(file.relativePath) {
                    file.data = bytes
                }
                var pageDiagnostics = Diagnostics()
                var sourceProbes: [String: Bool] = [:]
                let page = parser.page(file, previewFiles: &previewFiles, sourceProbes: &sourceProbes, into: &pageDiagnostics)
                if pageBytes != nil {
                    // Handed over: the bytes go with this page's parse.
                    file.data = Data()
                }
                return ParseCache.Page(file: file, page: page, diagnostics: pageDiagnostics.sorted, sourceProbes: sourceProbes)
            }
            return (pages, previewFiles)
        }
    }

    /// Adds the pages parsed now and those taken from the memo to `site`, in the sources' order, with what they
    /// found; gives back the pages the memo keeps when `keeping`.
    private func gather(_ slices: [([ParseCache.Page], PreviewFiles)], earlier: [String: ParseCache.Page], order: [SourceFile],
                        keeping: Bool, previews: PreviewRenderer, into site: inout ParsedSite,
                        diagnostics: inout Diagnostics) -> [String: ParseCache.Page] {
        var kept: [String: ParseCache.Page] = [:]
        let take = { (parsed: ParseCache.Page, site: inout ParsedSite, diagnostics: inout Diagnostics) in
            diagnostics.append(contentsOf: parsed.diagnostics)
            if let page = parsed.page {
                site.pages.append(page)
            }
            if keeping {
                kept[parsed.file.relativePath] = parsed
            }
        }
        for (_, previewFiles) in slices {
            site.previewFiles.merge(previewFiles)
        }
        if earlier.isEmpty {
            // Every page was parsed now, and the slices hold them in the sources' order: no need to look them up.
            site.pages.reserveCapacity(order.count)
            for (pages, _) in slices {
                for parsed in pages {
                    take(parsed, &site, &diagnostics)
                }
            }
            return kept
        }
        var fresh: [String: ParseCache.Page] = [:]
        for (pages, _) in slices {
            for page in pages {
                fresh[page.file.relativePath] = page
            }
        }
        // Every page is in `fresh` or, unchanged, in `earlier`.
        for file in order {
            guard let parsed = fresh[file.relativePath] ?? earlier[file.relativePath] else { continue }
            if fresh[file.relativePath] == nil {
                // The states were drawn when the page was parsed; adding them again takes the drawings.
                for widget in parsed.page?.widgets ?? [] {
                    _ = try? site.previewFiles.add(widget.preview, renderer: previews)
                }
                site.reusedPages += 1
            }
            take(parsed, &site, &diagnostics)
        }
        return kept
    }

    /// One warning for the built-in tokens the site's pages draw with because its own tokens lack them, naming
    /// them and how to give them.
    private func warnOfBuiltInDefaults(_ site: ParsedSite, builtInTokens: [String: [String]], location: SourceLocation?,
                                       into diagnostics: inout Diagnostics) {
        var drawn = Set(site.previewFiles.documents.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        for page in site.pages {
            drawn.formUnion(page.widgets.map { type(of: $0.preview.initialPreview.component).name })
            if let preview = page.frontMatter.component.preview, let name = preview.split(separator: " ").first {
                drawn.insert(String(name))
            }
            // A preview fence without controls is drawn into the page, not into previews/.
            for fence in page.body.fences where fence.info.split(separator: " ").first == "preview" {
                if let name = fence.body.split(whereSeparator: { $0 == " " || $0 == "\n" }).first {
                    drawn.insert(String(name))
                }
            }
        }
        let lacking = drawn.sorted().compactMap { name -> (String, [String])? in
            let paths = (builtInTokens[name] ?? []).filter(site.tokens.builtInDefaults.contains)
            return paths.isEmpty ? nil : (name, paths)
        }
        guard let example = lacking.first?.1.first(where: { !$0.hasPrefix("state/") }) ?? lacking.first?.1.first else { return }
        let count = Set(lacking.flatMap(\.1)).count
        let listed = lacking.map { name, paths in "the \(name): \(paths.joined(separator: ", "))" }.joined(separator: "; ")
        let at = location ?? SourceLocation(path: site.tokens.files.first ?? "tokens.json")
        // `slider/color/fill` → {"slider": {"color": {"fill": {"$value": "{your.token}"}}}}
        let parts = example.split(separator: "/")
        let nested = parts.reversed().reduce(#"{"$value": "{your.token}"}"#) { inner, name in "{\"\(name)\": \(inner)}" }
        diagnostics.append(.warning(.tokenDefaults, at: at,
            "\(site.tokens.entry) lacks \(count) token\(count == 1 ? "" : "s") the built-in components draw with, so they draw with their defaults (\(listed)); to use your own, define each, as a value or as an alias to one of your tokens, such as \(nested); to keep the defaults, add 'diagnostics: {token.defaults: off}' to site.yml"))
    }
}
