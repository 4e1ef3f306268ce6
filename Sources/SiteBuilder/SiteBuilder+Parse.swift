import Parallel
import DesignTokens
import Foundation
import Markdown
import PageTypes
import Previews
import SiteModel

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
        site.contentFiles = sources.contentFiles

        let (theme, themeDiagnostics) = Theme.make(templates: sources.templates, assets: sources.assets)
        site.theme = theme
        diagnostics.append(contentsOf: themeDiagnostics)

        if let file = sources.settings {
            switch UTF8Validation.decode(file.data, path: file.displayPath) {
            case let .success(text):
                let (settings, problems) = SiteSettings.read(YAMLSource(path: file.displayPath, text: text, firstLine: 1))
                site.settings = settings
                site.settings.firstError = problems.filter { $0.severity == .error }.min()?.location
                diagnostics.append(contentsOf: problems)
            case let .failure(diagnostic):
                site.settings.firstError = diagnostic.location
                diagnostics.append(diagnostic)
            }
        }
        if let baseURL = options.baseURL {
            site.settings.baseURL = baseURL
        }
        let errorsBeforeTokens = diagnostics.errorCount
        let tokenFiles = readTokens(site.settings, contentFiles: sources.contentFiles, into: &diagnostics)
        let tokensFailed = diagnostics.errorCount > errorsBeforeTokens
        site.tokens = tokenFiles.set
        let builtInTokens = PreviewRenderer.builtInTokens(of: options.components)
        if !tokenFiles.read.isEmpty, tokenFiles.set.fileError == nil {
            // A built-in component draws with its defaults where a team's own tokens lack its tokens.
            site.tokens = site.tokens.fillingIn(builtInTokens.values.joined(), from: PreviewRenderer.defaultTokens)
        }
        site.contentFiles.removeAll { tokenFiles.read.contains($0.relativePath) || Self.reservedContentFiles.contains($0.relativePath) }
        site.previewTokens = tokenFiles.read.isEmpty && tokenFiles.set.fileError == nil ? PreviewRenderer.defaultTokens : site.tokens
        site.components = options.components
        let previews = PreviewRenderer(tokens: site.previewTokens, components: options.components)
        let drawings = memo.render.drawings(for: site.previewTokens).mapValues(\.document)
        site.previewFiles = PreviewFiles(earlier: drawings)
        // Previews draw with previewTokens; claims are checked against the site's own tokens.
        let inputs = ParseCache.Inputs(settings: site.settings, tokens: site.tokens, previewTokens: site.previewTokens, components: options.components,
                                 reservedIDs: theme.reservedIDs, templateNames: theme.templateNames)

        // Headings must not take the ids of the templates' own elements or of the scorecard rows (#c1 …).
        let renderer = MarkdownRenderer(options: MarkdownOptions(
            extensions: MarkdownOptions.site.extensions,
            reservedIDs: theme.reservedIDs.union(site.settings.criteria.map { ElementID.criterion($0.id) }),
            headingAnchors: true,
            tableRegions: true
        ))
        // Pages parse on their own, so the ones the memo lacks are shared out among the cores, each slice drawing
        // its preview states into a collection of its own that is merged afterwards; a fence repeated on many
        // pages is drawn once, for all cores.
        let earlier = memo.parse.pages(for: inputs)
        let changed = sources.pages.filter { earlier[$0.relativePath]?.file != $0 }
        let tokens = site.tokens
        // Its token groups are worked out once: every page's claims are checked against the same tokens.
        let claims = ClaimChecker(tokens: tokens, path: "")
        let baseURL = site.settings.baseURL
        let fenceCache = PreviewFenceCache()
        let slices = changed.concurrentSlices { slice in
            var previewFiles = PreviewFiles(earlier: drawings)
            let pages = slice.map { listed in
                var file = listed
                if let bytes = pageBytes?.take(file.relativePath) {
                    file.data = bytes
                }
                var pageDiagnostics = Diagnostics()
                let page = parsePage(file, renderer: renderer, previews: previews, tokens: tokens, claims: claims,
                                     reservedIDs: theme.reservedIDs, baseURL: baseURL,
                                     sheetTemplates: theme.templateNames, previewFiles: &previewFiles,
                                     fenceCache: fenceCache, into: &pageDiagnostics)
                if pageBytes != nil {
                    // Handed over: the bytes go with this page's parse.
                    file.data = Data()
                }
                return ParseCache.Page(file: file, page: page, diagnostics: pageDiagnostics.sorted)
            }
            return (pages, previewFiles)
        }
        var parsedPages: [String: ParseCache.Page] = [:]
        let keeps = memo.retention.keepsParsedPages
        let take = { (parsed: ParseCache.Page, site: inout ParsedSite, diagnostics: inout Diagnostics) in
            diagnostics.append(contentsOf: parsed.diagnostics)
            if let page = parsed.page {
                site.pages.append(page)
            }
            if keeps {
                parsedPages[parsed.file.relativePath] = parsed
            }
        }
        for (_, previewFiles) in slices {
            site.previewFiles.merge(previewFiles)
        }
        if earlier.isEmpty {
            // Every page was parsed now, and the slices hold them in the sources' order: no need to look them up.
            site.pages.reserveCapacity(sources.pages.count)
            for (pages, _) in slices {
                for parsed in pages {
                    take(parsed, &site, &diagnostics)
                }
            }
        } else {
            var fresh: [String: ParseCache.Page] = [:]
            for (pages, _) in slices {
                for page in pages {
                    fresh[page.file.relativePath] = page
                }
            }
            // Every page is in `fresh` or, unchanged, in `earlier`.
            for file in sources.pages {
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
        }
        site.contentFiles = publishedContentFiles(site.contentFiles, pages: site.pages,
                                                  tokensFailed: tokensFailed,
                                                  into: &diagnostics)
        if !site.tokens.builtInDefaults.isEmpty {
            warnOfBuiltInDefaults(site, builtInTokens: builtInTokens, location: site.settings.tokensLocation, into: &diagnostics)
        }
        return (site, ParseCache(inputs: keeps ? inputs : nil, pages: parsedPages))
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
            "\(site.tokens.entry) lacks \(count) token\(count == 1 ? "" : "s") the built-in components draw with, so they draw with their defaults (\(listed)); to use your own, define each, as a value or as an alias to one of your tokens, such as \(nested)"))
    }

    /// A warning at `location` for each deprecated token of `tokens` that the preview `svg` draws with (its
    /// `data-fill-token` and `data-stroke-token` attributes), with the file's reason.
    private static func warnOfDeprecatedTokens(drawnIn svg: String, tokens: TokenSet, at location: SourceLocation,
                                               into diagnostics: inout Diagnostics) {
        guard tokens.hasDeprecatedTokens else { return }
        var drawn: Set<String> = []
        for piece in svg.split(separator: "-token=\"").dropFirst() {
            guard let end = piece.firstIndex(of: "\"") else { continue }
            drawn.insert(String(piece[..<end]))
        }
        for path in drawn.sorted() {
            guard let reason = tokens[path]?.deprecated else { continue }
            diagnostics.append(.warning(.tokenDeprecated, at: location, "the preview draws with '\(path)', which \(tokens.entry) marks deprecated"
                                        + (reason.isEmpty ? "" : ": \(reason)")))
        }
    }

    /// `guides/button-group.md` → `Button group`; `components/tabs/index.md` → `Tabs` (an index page is named
    /// after its folder); nil when nothing is left (`index.md` at the root).
    static func title(fromFileName path: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        guard var name = parts.popLast() else { return nil }
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if name.lowercased() == "index" || name.lowercased() == "readme" {
            guard let folder = parts.popLast() else { return nil }
            name = folder
        }
        // A name with control characters gives no title: they would reach the page, its search entry and a terminal.
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).joined(separator: " ")
        guard let first = words.first else { return nil }
        return first.uppercased() + words.dropFirst()
    }

    private func parsePage(
        _ file: SourceFile, renderer: MarkdownRenderer, previews: PreviewRenderer, tokens: TokenSet, claims: ClaimChecker,
        reservedIDs: Set<String>, baseURL: BaseURL?,
        sheetTemplates: [String], previewFiles: inout PreviewFiles, fenceCache: PreviewFenceCache,
        into diagnostics: inout Diagnostics
    ) -> Page? {
        // The file is checked, not decoded: only its front matter becomes a String; cmark-gfm reads the body's bytes.
        let bytes = [UInt8](file.data)
        if let diagnostic = UTF8Validation.check(bytes, path: file.displayPath) {
            diagnostics.append(diagnostic)
            return nil
        }
        let document: SourceDocument
        switch SourceDocument.split(utf8: bytes, path: file.displayPath) {
        case let .success(split): document = split
        case let .failure(diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        var frontMatter = PageFrontMatter()
        if let yaml = document.frontMatter {
            let (read, problems) = PageFrontMatter.read(yaml)
            // A draft left out is not built, so nothing in it can be wrong with the site.
            if read?.draft == true && !options.includeDrafts {
                return nil
            }
            diagnostics.append(contentsOf: problems)
            // YAML that does not parse says nothing about the page; more errors about it would only repeat that.
            guard let read else { return nil }
            frontMatter = read
        }

        // Claims are checked against the site's own tokens.json, never against the preview defaults.
        var claims = claims
        claims.path = file.displayPath
        let route = Route.page(forSource: file.relativePath)
        let links = PageLinks(source: file.relativePath, route: route, baseURL: baseURL)
        let hasStickerSheet = StickerSheetPage.isMade(for: frontMatter, templates: sheetTemplates)
        var widgets: [PreviewWidget] = []
        var contrastPairs: [ContrastPair] = []
        // What an assessment looks at, for pages that have one: each preview in one line, the tokens drawn with.
        let isAssessed = frontMatter.component.isAssessed
        var drawnPreviews: [String] = []
        var paintedTokens: Set<String> = []
        let noteAssessed = { (block: PreviewBlock?, svg: String) in
            guard isAssessed else { return }
            if let block { drawnPreviews.append(block.oneLine) }
            paintedTokens.formUnion(Self.paintTokens(in: svg))
        }
        let noteDrawn = { (pairs: [ContrastPair]) in
            for pair in pairs where !contrastPairs.contains(pair) {
                contrastPairs.append(pair)
            }
        }
        // The code fences, by their index among the page's fences: where their escaped code is in the HTML the
        // hook gives, and how long it is.
        var fenceIndex = -1
        var codeFences: [(index: Int, language: String, code: String, offset: Int, length: Int)] = []
        let body = renderer.render(utf8: document.body, lineOffset: document.bodyLineOffset, title: frontMatter.title, fenceHTML: { fence in
            fenceIndex += 1
            guard fence.language == "preview" else {
                let language = CodeBlock.language(ofInfo: fence.language)
                let escaped = HTMLEscaping.attribute(fence.body)
                let (html, offset) = CodeBlock.html(language: language, escapedCode: escaped)
                if !language.isEmpty {
                    codeFences.append((fenceIndex, language, fence.body, offset, escaped.utf8.count))
                }
                return html
            }
            let info = String(fence.info.dropFirst("preview".count))
            let drawing = fenceCache.drawing(info: info, body: fence.body, renderer: previews, files: &previewFiles)
            switch drawing {
            case let .failure(error):
                diagnostics.append(.error(.previewInvalid, at: Self.location(of: error, in: fence, path: file.displayPath), error.message)
                    .following(previews.tokens.location(of: error.tokenFileCause)))
                return nil
            case let .success(.still(svg, pairs)):
                noteDrawn(pairs)
                noteAssessed(isAssessed ? try? PreviewBlock.parse(info: info, body: fence.body, components: previews.components) : nil, svg)
                Self.warnOfDeprecatedTokens(drawnIn: svg, tokens: tokens,
                                            at: SourceLocation(path: file.displayPath, line: fence.line, column: fence.column), into: &diagnostics)
                return "<div class=\"preview\">\n" + svg + "</div>\n"
            case let .success(.interactive(block, interactive, extent, initialSVG)):
                let fenceLocation = SourceLocation(path: file.displayPath, line: fence.line, column: fence.column)
                Self.warnOfDeprecatedTokens(drawnIn: initialSVG, tokens: tokens, at: fenceLocation, into: &diagnostics)
                let id = block.id ?? Self.unusedID(interactive.defaultID, among: widgets.map(\.id))
                if widgets.contains(where: { $0.id == id }) || reservedIDs.contains(id) {
                    diagnostics.append(.error(.previewID, at: fenceLocation,
                        "the preview id '\(id)' is already used on this page; give each preview with controls its own id=name"))
                    return nil
                }
                let widget = PreviewWidget(id: id, preview: interactive, location: fenceLocation)
                widgets.append(widget)
                noteAssessed(block, initialSVG)
                noteDrawn(interactive.contrastPairs)
                return fenceCache.widgetHTML(info: info, body: fence.body, id: id, rootPrefix: route.rootPrefix,
                                             stickerSheet: hasStickerSheet) {
                    widget.html(on: route, initialSVG: initialSVG, extent: extent, stickerSheet: hasStickerSheet)
                }
            }
        }, textInsertions: { block in
            claims.check(block, into: &diagnostics)
        }, textTriggers: claims.triggers, inlineCodeHTML: { code in
            // `preview: stepper style=bullet steps=4 current=2` draws a preview inline, in a table cell say.
            guard code.text.hasPrefix("preview:") else { return nil }
            let spec = code.text.dropFirst("preview:".count)
            let indent = spec.prefix { $0 == " " }.count
            do throws(PreviewError) {
                let block = try PreviewBlock.parse(info: "", body: String(spec.dropFirst(indent)), components: previews.components)
                let preview = try previews.preview(from: block)
                noteDrawn(preview.contrastPairs)
                let svg = try previews.svg(for: preview)
                noteAssessed(block, svg)
                return "<span class=\"preview-inline\">" + svg + "</span>"
            } catch {
                diagnostics.append(.error(.previewInvalid,
                    at: SourceLocation(path: file.displayPath, line: code.line, column: code.column + "preview:".count + indent + error.column - 1),
                    error.message
                ).following(previews.tokens.location(of: error.tokenFileCause)))
                return nil
            }
        }, linkDestination: { link in
            links.destination(for: link.destination)
        }, foreignSyntax: file.relativePath.hasSuffix(".mdx") ? .mdx : .markdown)
        let codeBlocks = codeFences.compactMap { fence -> CodeBlock? in
            guard let start = body.fenceHTMLStarts[fence.index] else { return nil }
            return CodeBlock(language: fence.language, code: fence.code, range: start + fence.offset..<start + fence.offset + fence.length)
        }
        if let line = body.constructSearchStoppedAt {
            diagnostics.append(.warning(.constructSearchStopped, at: SourceLocation(path: file.displayPath, line: line),
                "other generators' syntax was looked for only up to this line: the page opens more JSX tags, braces or "
                    + "template expressions that never close than Specimen reads through; what follows is left as written"))
        }
        for construct in body.constructs {
            diagnostics.append(.warning(.constructUnrendered, at: SourceLocation(path: file.displayPath, line: construct.line, column: construct.column),
                                        Self.unrendered(construct)))
        }

        for widget in widgets where body.headings.contains(where: { $0.id == widget.id }) {
            diagnostics.append(.error(.previewID, at: widget.location,
                "the preview id '\(widget.id)' is also a heading's id on this page; give the preview another id=name"))
        }

        // A page of another generator may have no front matter: its first heading of any level is then its title,
        // or else its file name, with a warning. A page with front matter and no title is an error (a typo such as
        // `titel:` is more likely than a page meant to be named after its file).
        let hasFrontMatter = document.frontMatter != nil
        let fallback = hasFrontMatter ? nil : body.headings.first?.text ?? Self.title(fromFileName: file.relativePath)
        guard let title = frontMatter.title ?? body.title ?? fallback else {
            diagnostics.append(.error(.configValue,
                at: SourceLocation(path: file.displayPath),
                "the page has no title; add 'title:' to its front matter or start it with a '# Heading'"
            ))
            return nil
        }
        if frontMatter.title == nil, body.title == nil, body.headings.isEmpty {
            diagnostics.append(.warning(.titleMissing,
                at: SourceLocation(path: file.displayPath),
                "the page has no title, so it is titled '\(title)' after its file name; add 'title:' to its front matter or start it with a '# Heading'"
            ))
        }
        var previewSVG: String?
        if let spec = frontMatter.component.preview, let location = frontMatter.component.previewLocation {
            do throws(PreviewError) {
                let svg = try previews.svg(info: "", body: spec)
                previewSVG = svg
                noteAssessed(try? PreviewBlock.parse(info: "", body: spec, components: previews.components), svg)
            } catch {
                // The spec is one line, written after `preview: `: the column points into it.
                diagnostics.append(.error(.previewInvalid,
                    at: SourceLocation(path: location.path, line: location.line, column: location.column - 1 + error.column),
                    error.message
                ).following(previews.tokens.location(of: error.tokenFileCause)))
            }
        }
        return Page(
            sourcePath: file.relativePath,
            displayPath: file.displayPath,
            route: route,
            frontMatter: frontMatter,
            title: title,
            body: body,
            previewSVG: previewSVG,
            widgets: widgets,
            contrastPairs: contrastPairs,
            codeBlocks: codeBlocks,
            assessment: isAssessed ? AssessmentFingerprint(
                previews: drawnPreviews,
                tokenPaths: paintedTokens.union(contrastPairs.flatMap { [$0.foreground, $0.background] })
                    .union(frontMatter.component.tokens.map(\.token)),
                tokens: previews.tokens) : nil
        )
    }

    /// The tokens an SVG the previews drew paints with: its `data-fill-token` and `data-stroke-token` values.
    static func paintTokens(in svg: String) -> Set<String> {
        var found: Set<String> = []
        for attribute in ["data-fill-token=\"", "data-stroke-token=\""] {
            var rest = svg[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let escaped = String(rest[..<end])
                found.insert(escaped.contains("&") ? escaped.replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&") : escaped)
                rest = rest[end...]
            }
        }
        return found
    }

    /// What a warning says of a construct of another generator that the page shows marked.
    static func unrendered(_ construct: ForeignConstruct) -> String {
        let remedy = "convert it to Markdown, HTML or a preview fence"
        switch construct.kind {
        case .jsxElement:
            return "the JSX element \(construct.name) is not rendered, so the page marks it; \(remedy)"
        case .scriptBlock:
            return "the \(construct.name) block is neither run nor rendered, so the page marks it; \(remedy)"
        case .templateExpression:
            return "the template expression \(construct.name) (Nunjucks, Liquid or Vue) is not rendered, so the page marks it; \(remedy)"
        case .container:
            return "the \(construct.name) container is not rendered as one: its text is, in a marked block; "
                + "write it as Markdown, a blockquote say"
        case .moduleLine:
            return "the ES module statement '\(construct.name)' is not run, so the page marks it; an .mdx page's import and export lines are set aside, a .md page's are text"
        case .mdxExpression:
            return "the MDX expression \(construct.name) is not rendered, so the page marks it; \(remedy)"
        }
    }

    /// `base`, or `base-2`, `base-3` … when an earlier preview on the page has it.
    static func unusedID(_ base: String, among used: [String]) -> String {
        var candidate = base
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return candidate
    }

    /// Where a preview error is in the file: its info string is on the fence's line, body line 0 on the next.
    static func location(of error: PreviewError, in fence: FencedBlock, path: String) -> SourceLocation {
        if error.inInfoString {
            return SourceLocation(path: path, line: fence.line, column: fence.column)
        }
        return SourceLocation(path: path, line: fence.line + 1 + error.line, column: fence.column - 1 + error.column)
    }
}
