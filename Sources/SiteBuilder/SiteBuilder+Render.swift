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
import ResolvedModel

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
    /// Each page's Markdown twin, for llms-full.txt, which holds them all; let go once it is made.
    var twins: [Route: Data] = [:]

    var stageDetail: String {
        "\(paths.count) files" + (reusedPages > 0 ? " (\(Wording.count(renderedPages, "page")) rendered, \(reusedPages) unchanged)" : "")
            + (staging.map { ", sent to the staging folder's \(Wording.count($0.writerCount, "writer"))" } ?? "")
    }

    /// The bytes are kept when the write stage needs them (there is no staging folder) or the memo does.
    init(staging: StagingFolder?, retention: Retention) {
        self.staging = staging
        keepsBytes = staging == nil || retention == .reusable
    }

    /// Adds a page the render stage rendered and, when there is a staging folder, already sent to it, with what
    /// rendering it reported; a page whose template could not be rendered is an error.
    mutating func add(_ done: PageRenderResult, of entry: ResolvedSite.Entry, into diagnostics: inout Diagnostics) {
        diagnostics.append(contentsOf: done.diagnostics)
        guard let output = done.output else {
            diagnostics.append(.error(.templateError, at: SourceLocation(path: entry.page.displayPath),
                                      "template '\(entry.template)' could not be rendered"))
            return
        }
        if !done.searchRead && output.search != nil {
            reusedSearchEntries += 1
        }
        paths.insert(output.route.outputFile)
        if let data = done.data {
            files.append(OutputFile(path: output.route.outputFile, data: data))
        }
        if let twin = done.twinPath, let data = done.twinData {
            paths.insert(twin)
            if keepsBytes {
                files.append(OutputFile(path: twin, data: data))
            }
            twins[output.route] = data
        }
        pages.append(output)
        if done.reused {
            reusedPages += 1
        } else {
            renderedPages += 1
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
    /// Where its Markdown twin went, when it has one, and the twin.
    var twinPath: String?
    var twinData: Data?
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
    func render(_ site: ResolvedSite, bodies: TakeOnceStore<Route, PageBody>? = nil, staging: StagingFolder?, earlier memo: BuildMemo,
                into diagnostics: inout Diagnostics) -> (RenderedSite, RenderCache) {
        var result = RenderedSite(staging: staging, retention: memo.retention)
        var cache = RenderCache()
        // Only a memo that the next build reads needs the inputs, which copy every page's navigation entry and
        // facts.
        if memo.retention == .reusable {
            let inputs = RenderInputs(site: site)
            cache.generations = inputs.generations(after: memo.render.inputs, memo.render.generations)
            cache.inputs = inputs
        }
        let renderer = PageRenderer(site: site, pageTypes: options.pageTypes, bodies: bodies, staging: staging, keepsBytes: result.keepsBytes,
                                    generations: cache.generations, earlier: memo)
        (cache.pages, cache.searchTerms) = renderPages(renderer, into: &result, diagnostics: &diagnostics)
        var others = copiedFiles(site)
        let drawings = drawings(site, earlier: memo)
        cache.drawingTokens = site.previewTokens
        for (path, drawing) in drawings {
            cache.drawings[path] = drawing
            others.append(OutputFile(path: PreviewFiles.folder + path, data: drawing.data ?? Data()))
        }
        others += siteFiles(site, twins: result.twins)
        result.twins = [:]
        // site.json is made once every check has run, with what each found; the link check knows its path now.
        if Self.writesManifest(site) {
            result.name([SiteManifest.path])
        }
        others += aliasPages(site, taken: result.paths.union(others.map(\.path)), into: &diagnostics)
        result.add(others)
        // Once every other file of the build is named, so that an output where one is goes no further.
        nameOutputs(&result, into: &diagnostics)
        result.files.sort { $0.path < $1.path }
        return (result, cache)
    }

    /// Renders every page, shared out among the cores, and adds each to `result` in site order. Each slice numbers
    /// its search terms in a table of its own, then, on its core, renumbers its pages' entries into the shared
    /// table (the earlier build's, grown), which it holds only to number its terms, so that no core waits for one
    /// to renumber every page. Gives back what the memo keeps of each page, and the shared table.
    private func renderPages(_ renderer: PageRenderer, into result: inout RenderedSite, diagnostics: inout Diagnostics)
        -> ([Route: RenderCache.Page], SearchIndex.TermTable) {
        let site = renderer.site
        let sharedTerms = Mutex(renderer.earlier.render.searchTerms)
        // What the early link check found of the links that climb to the root goes from one slice to the next a
        // core takes: the templates write the same such links on every page, and each slice learnt them anew.
        let rootLinks = Mutex<[LinkIndex.RootLinkResults]>([])
        var slices = Array(site.pages.indices).concurrentSlices { indices in
            var slice = PageRenderer.Slice()
            slice.rootLinks = rootLinks.withLock { $0.popLast() } ?? LinkIndex.RootLinkResults()
            var pages = indices.map { renderer.page($0, in: &slice) }
            renderer.finish(&slice)
            var learnt = LinkIndex.RootLinkResults()
            swap(&learnt, &slice.rootLinks)
            rootLinks.withLock { $0.append(learnt) }
            let sliceTerms = slice.reader.table
            if !sliceTerms.terms.isEmpty {
                let numbers = sharedTerms.withLock { table in table.numbers(of: sliceTerms) }
                for index in pages.indices where pages[index].searchRead {
                    pages[index].output?.search?.value.renumber(numbers)
                }
            }
            return (pages: pages, memoPages: slice.memoPages)
        }
        var rendered: [Route: RenderCache.Page] = [:]
        for index in slices.indices {
            // Each slice is let go once merged.
            let slice = slices[index]
            slices[index] = (pages: [], memoPages: [:])
            rendered.merge(slice.memoPages) { first, _ in first }
            for done in slice.pages {
                result.add(done, of: site.pages[done.entry], into: &diagnostics)
            }
        }
        // Terms are numbered in the order the slices finish, which varies from build to build: nothing written
        // depends on the numbers (the index sorts each shard's terms by their text), short of a site with more
        // distinct terms than a count can number (``SearchIndex/termLimit``, 67 million), whose last ones are
        // left out.
        return (rendered, sharedTerms.withLock { $0 })
    }

    /// The content files copied as they are, and the theme's assets.
    private func copiedFiles(_ site: ResolvedSite) -> [OutputFile] {
        var files: [OutputFile] = []
        for file in site.contentFiles {
            files.append(OutputFile(path: file.relativePath, data: file.data))
        }
        for asset in site.theme.assets {
            files.append(OutputFile(path: Theme.assetsFolder + asset.relativePath, data: AssetText.served(asset.data, path: asset.relativePath)))
        }
        return files
    }

    /// Every preview state's SVG text, by its path below `previews/`: the earlier build's where the tokens are
    /// the same, the others written on every core.
    private func drawings(_ site: ResolvedSite, earlier memo: BuildMemo) -> [(String, RenderCache.Drawing)] {
        let earlierDrawings = memo.render.drawings(for: site.previewTokens)
        return Array(site.previewFiles.documents).concurrentMap { path, document in
            (path, RenderCache.Drawing(document: document, data: earlierDrawings[path]?.data ?? Data(SVGWriter.write(document).utf8)))
        }
    }

    /// Whether the build writes site.json: unless a content file of that name is copied.
    static func writesManifest(_ site: ResolvedSite) -> Bool {
        !site.contentFiles.contains { $0.relativePath == SiteManifest.path }
    }

    /// The previews' styles for the token modes, the sitemap and robots.txt, llms.txt and llms-full.txt, a
    /// version's routes.json, and site.json's schema, each unless a content file of the same name is copied.
    private func siteFiles(_ site: ResolvedSite, twins: [Route: Data]) -> [OutputFile] {
        let written = Set(site.contentFiles.map(\.relativePath))
        let llms = LLMsText(site: site)
        // Each makes its files from the resolved site alone, so they are made on every core; llms-full.txt, the
        // large one, on its own.
        let makers: [@Sendable () -> [OutputFile]] = [
            {
                var files: [OutputFile] = []
                if let css = PreviewModeStyles.css(tokens: site.tokens) {
                    files.append(OutputFile(path: PreviewModeStyles.path, data: Data(css.utf8)))
                }
                let sitemap = SiteMap(site: site)
                if let xml = sitemap.xml, !written.contains(SiteMap.sitemapPath) {
                    files.append(OutputFile(path: SiteMap.sitemapPath, data: Data(xml.utf8)))
                }
                if !written.contains(SiteMap.robotsPath) {
                    files.append(OutputFile(path: SiteMap.robotsPath, data: Data(sitemap.robots.utf8)))
                }
                if !written.contains(LLMsText.indexPath) {
                    files.append(OutputFile(path: LLMsText.indexPath, data: Data(llms.index.utf8)))
                }
                if let routes = VersionFiles.routes(of: site), !written.contains(PublishedVersions.routesPath) {
                    files.append(OutputFile(path: PublishedVersions.routesPath, data: routes))
                }
                if !written.contains(SiteManifest.schemaPath) {
                    files.append(OutputFile(path: SiteManifest.schemaPath, data: Data(SiteManifest.schema.utf8)))
                }
                return files
            },
            {
                written.contains(LLMsText.fullPath) ? [] : [OutputFile(path: LLMsText.fullPath, data: llms.full { twins[$0] ?? Data() })]
            },
        ]
        return makers.concurrentMap { $0() }.flatMap { $0 }
    }

    /// Each alias gets a page that sends readers on, unless a file of the build (one of `taken`), or an earlier
    /// alias, is there.
    private func aliasPages(_ site: ResolvedSite, taken: Set<String>, into diagnostics: inout Diagnostics) -> [OutputFile] {
        var taken = taken
        var files: [OutputFile] = []
        for entry in site.pages {
            for alias in entry.page.frontMatter.aliases {
                guard taken.insert(alias.outputFile).inserted else {
                    diagnostics.append(.error(.aliasInvalid, at: alias.location,
                        "alias '\(alias.written)' is where the build already writes '\(alias.outputFile)'; choose an address no page has"))
                    continue
                }
                files.append(OutputFile(path: alias.outputFile, data: Data(RedirectPage.html(
                    at: alias, to: entry.page.route, title: entry.page.title, settings: site.settings).utf8)))
            }
        }
        return files
    }
}
