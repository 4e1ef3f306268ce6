import LinkCheck
import Parallel
import Disk
import Foundation
import HTMLReading
import Markdown
import PageTypes
import Previews
import Search
import SiteModel
import SVG
import Synchronization
import Templates

/// The site's files as the render stage leaves them, and what each page's HTML was read for.
struct RenderedSite: StageOutput {
    /// Where the files go as they are made, or nil when the write stage updates the output folder in place.
    let staging: StagingFolder?
    /// Whether the files' bytes are kept: when the write stage needs them (no staging folder) or the memo does.
    let keepsBytes: Bool
    /// The files whose bytes are kept, sorted by path.
    var files: [OutputFile] = []
    /// Every page whose template rendered, in site order, with its scans.
    var pages: [PageOutput] = []
    var renderedPages = 0
    var reusedPages = 0
    /// Pages whose search entry is the memo's.
    var reusedSearchEntries = 0

    /// Every file of the build, written or not.
    private(set) var paths: Set<String> = []

    var stageDetail: String {
        "\(paths.count) files" + (reusedPages > 0 ? " (\(Wording.count(renderedPages, "page")) rendered, \(reusedPages) unchanged)" : "")
            + (staging.map { ", sent to the staging folder's \(Wording.count($0.writerCount, "writer"))" } ?? "")
    }

    init(staging: StagingFolder?, retention: Retention) {
        self.staging = staging
        keepsBytes = retention.keepsBuiltFiles(staging: staging != nil)
    }

    /// Adds a page that the render stage already wrote into the staging folder, when there is one; `data` is its
    /// bytes when they are kept.
    mutating func addPage(_ path: String, data: Data?) {
        paths.insert(path)
        if let data {
            files.append(OutputFile(path: path, data: data))
        }
    }

    /// Adds the paths of files still to be made, for the stages that read every path of the build before.
    mutating func name(_ paths: [String]) {
        self.paths.formUnion(paths)
    }

    /// Adds the files another stage added to `other`, made for the same staging folder while a stage beside it read
    /// this site.
    mutating func merge(_ other: RenderedSite) {
        paths.formUnion(other.paths)
        files += other.files
        files.sort { $0.path < $1.path }
    }

    /// Adds `files`, handing them to the staging folder's writers when there is one.
    mutating func add(_ files: [OutputFile]) {
        paths.formUnion(files.map(\.path))
        staging?.send(files)
        if keepsBytes {
            self.files += files
        }
    }
}

/// One rendered page: where it went and what its HTML holds for the search index and the link check.
struct PageOutput: Sendable {
    var route: Route
    /// The ids and references the link check reads.
    var references: FileReading<HTMLReferences>
    /// What the search index reads, with term numbers of the render cache's table; nil for a page the index leaves out.
    var search: FileReading<SearchIndex.PageEntry>?
}

/// A page after the render stage's work on its core: no more than the merge needs, since every page's is held
/// until the stage ends.
struct PageRenderResult: Sendable {
    /// Its place in the site's pages.
    var entry: Int
    /// What rendering it reported.
    var diagnostics: [Diagnostic]
    /// Its HTML, kept only when the build keeps bytes.
    var data: Data?
    /// Whether its HTML is the memo's.
    var reused: Bool
    /// Nil when the template could not be rendered.
    var output: PageOutput?
    /// Whether its search entry was read in this build, not taken from the memo.
    var searchRead = false
}

extension SiteBuilder {
    /// Fills each page's template, reads the HTML for the search index and the link check, and writes it into the
    /// staging folder when there is one; then adds every other file of the site. A page whose ``RenderKey`` is
    /// the one in the earlier build's ``RenderCache`` keeps the HTML it had, and HTML that is the earlier build's
    /// keeps what was read from it. The cache given back holds this build's pages, drawings and term numbers.
    ///
    /// A page's HTML is kept after that only when the memo keeps the output (`specimen serve`) or there is no
    /// staging folder: a one-shot build holds each page only while it is scanned and written. Given `bodies`, each
    /// page takes its body from there (the site's pages then have empty ones), and the body goes with the page.
    func render(_ site: ResolvedSite, bodies: TakeOnceStore<Route, [UInt8]>? = nil, staging: StagingFolder?, earlier memo: BuildMemo,
                into diagnostics: inout Diagnostics) -> (RenderedSite, RenderCache) {
        let retention = memo.retention
        var result = RenderedSite(staging: staging, retention: retention)
        var cache = RenderCache()
        let keepsBytes = result.keepsBytes
        // Only a memo that the next build reads needs the inputs, which copy every page's navigation entry and
        // facts.
        if retention.keysRenderedPages {
            let inputs = RenderInputs(site: site)
            cache.generations = inputs.generations(after: memo.render.inputs, memo.render.generations)
            cache.inputs = inputs
        }
        let generations = cache.generations
        let indexes = site.theme.assets.contains { $0.relativePath == SearchIndex.script }
        // Each page's template is filled, read and written on its own, so the pages are shared out among the
        // cores; each slice numbers search terms in a table of its own, then, on its core, renumbers its pages'
        // entries into the shared table (the earlier build's, grown), which it holds only to number its terms, so
        // that no core waits for one to renumber every page.
        let earlierPages = memo.render.pages
        let earlierSearch = memo.search.entries
        let earlierReferences = memo.linkCheck.references
        let earlyCheck = retention.checksLinksWhileRendering ? LinkIndex(filesBeforeRendering: site) : nil
        let sharedTerms = Mutex(memo.render.searchTerms)
        var slices = Array(site.pages.indices).concurrentSlices { slice in
            var reader = SearchIndex.PageReader()
            var rootLinks = LinkIndex.RootLinkResults()
            // Pages rendered and not yet handed to the staging folder.
            var unsent: [OutputFile] = []
            // What the memo keeps of each page: its key (what it was rendered from) and what rendering it gave.
            var memoPages: [Route: RenderCache.Page] = [:]
            var pages = slice.map { index -> PageRenderResult in
                let entry = site.pages[index]
                let route = entry.page.route
                let key = retention.keysRenderedPages ? Self.renderKey(entry, in: site, generations: generations) : nil
                let earlier = key.flatMap { key in earlierPages[route].flatMap { $0.key == key && $0.data != nil ? $0 : nil } }
                let (html, pageDiagnostics) = earlier.map { ($0.data, $0.diagnostics) }
                    ?? Self.renderPage(entry, body: bodies?.take(route), in: site)
                if let key {
                    memoPages[route] = RenderCache.Page(key: key, data: html, diagnostics: pageDiagnostics)
                }
                var done = PageRenderResult(entry: index, diagnostics: pageDiagnostics, reused: earlier != nil)
                guard let data = html else { return done }
                let kept = keepsBytes ? data : nil
                let keptReferences = earlierReferences[route.outputFile].flatMap { $0.data == data ? $0 : nil }
                // Sticker sheets repeat states their page reaches; the 404 page stands for pages that do not exist.
                let isIndexed = indexes && site.stickerSheets[route] == nil && route != NotFoundPage.route
                let keptSearch = isIndexed
                    ? earlierSearch[route.outputFile].flatMap { $0.data == data && $0.value.title == entry.page.title ? $0 : nil }
                    : nil
                // What the memo does not have is read in one pass over the page.
                var scanned = HTMLReferences()
                var text = isIndexed && keptSearch == nil ? SearchText.Reader(page: data) : nil
                if keptReferences == nil || text != nil {
                    data.withUnsafeBytes { bytes in
                        var tokenizer = HTMLTokenizer(bytes.bindMemory(to: UInt8.self))
                        while let token = tokenizer.next() {
                            if keptReferences == nil {
                                scanned.read(token, in: tokenizer)
                            }
                            text?.read(token, in: tokenizer)
                        }
                    }
                }
                let references = keptReferences ?? {
                    earlyCheck?.dropPassing(&scanned, on: entry.page, known: &rootLinks)
                    return FileReading(data: kept, value: scanned)
                }()
                var search = keptSearch
                if let text {
                    search = FileReading(data: kept, value: reader.entry(route: route, title: entry.page.title, sections: text.finish()))
                    done.searchRead = true
                }
                if let staging {
                    unsent.append(OutputFile(path: route.outputFile, data: data))
                    if unsent.count == StagingFolder.filesPerBatch {
                        staging.send(unsent)
                        unsent = []
                    }
                }
                done.data = kept
                done.output = PageOutput(route: route, references: references, search: search)
                return done
            }
            staging?.send(unsent)
            let sliceTerms = reader.table
            if !sliceTerms.terms.isEmpty {
                let numbers = sharedTerms.withLock { table in table.numbers(of: sliceTerms) }
                for index in pages.indices where pages[index].searchRead {
                    pages[index].output?.search?.value.renumber(numbers)
                }
            }
            return (pages: pages, memoPages: memoPages)
        }
        // Terms are numbered in the order the slices finish, which varies from build to build: nothing written
        // depends on the numbers (the index sorts each shard's terms by their text), short of a site with more
        // distinct terms than a count can number (``SearchIndex/termLimit``, 67 million), whose last ones are
        // left out.
        cache.searchTerms = sharedTerms.withLock { $0 }
        var rendered: [Route: RenderCache.Page] = [:]
        for index in slices.indices {
            // Each slice is let go once merged.
            let slice = slices[index]
            slices[index] = (pages: [], memoPages: [:])
            rendered.merge(slice.memoPages) { first, _ in first }
            for done in slice.pages {
                diagnostics.append(contentsOf: done.diagnostics)
                guard let output = done.output else {
                    let entry = site.pages[done.entry]
                    diagnostics.append(.error(.templateError,
                        at: SourceLocation(path: entry.page.displayPath),
                        "template '\(entry.template)' could not be rendered"
                    ))
                    continue
                }
                if !done.searchRead && output.search != nil {
                    result.reusedSearchEntries += 1
                }
                result.addPage(output.route.outputFile, data: done.data)
                result.pages.append(output)
                if done.reused {
                    result.reusedPages += 1
                } else {
                    result.renderedPages += 1
                }
            }
        }
        cache.pages = rendered

        var others: [OutputFile] = []
        for file in site.contentFiles {
            others.append(OutputFile(path: file.relativePath, data: file.data))
        }
        for asset in site.theme.assets {
            others.append(OutputFile(path: Theme.assetsFolder + asset.relativePath, data: AssetText.served(asset.data, path: asset.relativePath)))
        }
        let earlierDrawings = memo.render.drawings(for: site.previewTokens)
        let drawings = Array(site.previewFiles.documents).concurrentMap { path, document in
            (path, RenderCache.Drawing(document: document, data: earlierDrawings[path]?.data ?? Data(SVGWriter.write(document).utf8)))
        }
        cache.drawingTokens = site.previewTokens
        for (path, drawing) in drawings {
            cache.drawings[path] = drawing
            others.append(OutputFile(path: PreviewFiles.folder + path, data: drawing.data ?? Data()))
        }
        let written = Set(site.contentFiles.map(\.relativePath))
        if let css = PreviewModeStyles.css(tokens: site.tokens) {
            others.append(OutputFile(path: PreviewModeStyles.path, data: Data(css.utf8)))
        }
        let sitemap = SiteMap(site: site)
        if let xml = sitemap.xml, !written.contains(SiteMap.sitemapPath) {
            others.append(OutputFile(path: SiteMap.sitemapPath, data: Data(xml.utf8)))
        }
        if !written.contains(SiteMap.robotsPath) {
            others.append(OutputFile(path: SiteMap.robotsPath, data: Data(sitemap.robots.utf8)))
        }
        // Each alias gets a page that sends readers on, unless a file of the build, or an earlier alias, is there.
        var taken = result.paths.union(others.map(\.path))
        for entry in site.pages {
            for alias in entry.page.frontMatter.aliases {
                guard taken.insert(alias.outputFile).inserted else {
                    diagnostics.append(.error(.aliasInvalid, at: alias.location,
                        "alias '\(alias.written)' is where the build already writes '\(alias.outputFile)'; choose an address no page has"))
                    continue
                }
                others.append(OutputFile(path: alias.outputFile, data: Data(RedirectPage.html(
                    at: alias, to: entry.page.route, title: entry.page.title, settings: site.settings).utf8)))
            }
        }
        result.add(others)
        result.files.sort { $0.path < $1.path }
        return (result, cache)
    }

    /// One page's HTML, or nil when the template could not be rendered, and what rendering it reported. `body`, when
    /// given, is the page's body HTML, taken out of the site for the one-shot build.
    private static func renderPage(_ entry: ResolvedSite.Entry, body: [UInt8]?, in site: ResolvedSite) -> (Data?, [Diagnostic]) {
        let body = body ?? entry.page.body.htmlUTF8
        var diagnostics = Diagnostics()
        let context = TemplateContext(entry, in: site, body: body, into: &diagnostics)
        do {
            let html = try site.theme.library.render(.object(context), template: entry.template,
                                                      capacity: body.count + 16_384)
            return (html.map { Data($0) }, diagnostics.sorted)
        } catch {
            diagnostics.append(.error(.templateError, at: SourceLocation(path: site.theme.templatePaths[error.template] ?? error.template),
                                      "template error: \(error.reason)"))
            return (nil, diagnostics.sorted)
        }
    }

    /// What a page's HTML is made from, compared with the memo's to know whether it can be reused.
    private static func renderKey(_ entry: ResolvedSite.Entry, in site: ResolvedSite, generations: RenderInputs.Generations) -> RenderKey {
        let route = entry.page.route
        return RenderKey(
            template: entry.template,
            page: entry.page,
            sheetParent: site.stickerSheets[route].map(RenderKey.SheetParent.init),
            shared: generations.shared,
            cards: route.path.isEmpty ? generations.cards : nil,
            facts: readsComponentFacts(entry, in: site) ? generations.facts : nil
        )
    }

    /// The pages whose templates gather every component's facts: the dashboard, the tokens page and migration pages.
    static func readsComponentFacts(_ entry: ResolvedSite.Entry, in site: ResolvedSite) -> Bool {
        site.pageTypes.type(rendering: entry.template)?.reads.contains(.componentPages) ?? false
    }
}
