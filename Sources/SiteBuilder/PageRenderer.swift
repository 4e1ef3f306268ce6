import Disk
import Foundation
import HTMLReading
import LinkCheck
import Markdown
import PageTypes
import Parallel
import Search
import SiteModel
import ResolvedModel

/// Renders one page at a time on whichever core has it: fills its template (or takes the earlier build's HTML),
/// reads what the HTML links to and says in one pass, and sends it to the staging folder's writers.
///
/// Everything here is the same for every page of a build; what a core gathers as it goes (its search terms, the
/// root links it has passed, the pages not yet sent) is in ``Slice``.
struct PageRenderer: Sendable {
    let site: ResolvedSite
    /// The page types, whose values each page's template sees.
    let pageTypes: PageTypeRegistry
    /// Each page's body HTML, when the one-shot build took it out of the site.
    let bodies: TakeOnceStore<Route, PageBody>?
    let staging: StagingFolder?
    let retention: Retention
    /// Whether a page's HTML is kept once it is read and sent.
    let keepsBytes: Bool
    let generations: RenderInputs.Generations
    /// Whether the theme has a search index.
    let indexes: Bool
    let earlier: BuildMemo
    /// The links that need no other page's ids, checked as each page is rendered: a one-shot build keeps only
    /// what needs every page's ids, since no next build compares the rest.
    let earlyCheck: LinkIndex?
    /// The navigation's links, the same on every page at one depth.
    let navigationLinks: TemplateContext.NavigationLinks

    init(site: ResolvedSite, pageTypes: PageTypeRegistry, bodies: TakeOnceStore<Route, PageBody>?, staging: StagingFolder?, keepsBytes: Bool,
         generations: RenderInputs.Generations, earlier: BuildMemo) {
        self.site = site
        self.pageTypes = pageTypes
        self.bodies = bodies
        self.staging = staging
        retention = earlier.retention
        self.keepsBytes = keepsBytes
        self.generations = generations
        indexes = site.theme.assets.contains { $0.relativePath == SearchIndex.script }
        self.earlier = earlier
        earlyCheck = retention == .oneShot ? LinkIndex(filesBeforeRendering: site) : nil
        navigationLinks = TemplateContext.NavigationLinks(site: site)
    }

    /// What one core gathers while it renders its share of the pages.
    struct Slice {
        /// Numbers the search terms of this slice's pages in a table of its own.
        var reader = SearchIndex.PageReader()
        var rootLinks = LinkIndex.RootLinkResults()
        /// Pages rendered and not yet handed to the staging folder.
        var unsent: [OutputFile] = []
        /// What the memo keeps of each page: its key (what it was rendered from) and what rendering it gave.
        var memoPages: [Route: RenderCache.Page] = [:]
    }

    /// Renders, reads and sends the page at `index` of the site's pages.
    func page(_ index: Int, in slice: inout Slice) -> PageRenderResult {
        let entry = site.pages[index]
        let route = entry.page.route
        let key = retention == .reusable ? renderKey(entry) : nil
        let reused = key.flatMap { key in earlier.render.pages[route].flatMap { $0.key == key && $0.data != nil ? $0 : nil } }
        let (html, pageDiagnostics) = reused.map { ($0.data, $0.diagnostics) }
            ?? renderPage(entry, body: bodies?.take(route))
        if let key {
            slice.memoPages[route] = RenderCache.Page(key: key, data: html, diagnostics: pageDiagnostics)
        }
        var done = PageRenderResult(entry: index, diagnostics: pageDiagnostics, reused: reused != nil)
        guard let data = html else { return done }
        let kept = keepsBytes ? data : nil
        let (references, search, searchRead) = read(data, of: entry.page, kept: kept, in: &slice)
        send(OutputFile(path: route.outputFile, data: data), from: &slice)
        if MarkdownTwin.isMade(for: entry, in: site) {
            let twin = OutputFile(path: MarkdownTwin.path(of: route), data: MarkdownTwin.markdown(for: entry, in: site, pageTypes: pageTypes))
            send(twin, from: &slice)
            done.twinPath = twin.path
            done.twinData = twin.data
        }
        done.searchRead = searchRead
        done.data = kept
        done.output = PageOutput(route: route, references: references, search: search)
        return done
    }

    /// What the link check and the search index read from a page's HTML: the earlier build's readings where the
    /// HTML is the same, and what they lack read in one pass over the page.
    private func read(_ data: Data, of page: Page, kept: Data?, in slice: inout Slice)
        -> (FileReading<HTMLReferences>, FileReading<SearchIndex.PageEntry>?, searchRead: Bool) {
        let route = page.route
        let keptReferences = earlier.linkCheck.references[route.outputFile].flatMap { $0.data == data ? $0 : nil }
        // Sticker sheets repeat states their page reaches; the 404 page stands for pages that do not exist.
        let isIndexed = indexes && site.stickerSheets[route] == nil && route != NotFoundPage.route
        let keptSearch = isIndexed
            ? earlier.search.entries[route.outputFile].flatMap {
                $0.data == data && $0.value.title == page.title && $0.value.keywords == page.frontMatter.searchWords ? $0 : nil
            }
            : nil
        var scanned = HTMLReferences()
        var text = isIndexed && keptSearch == nil ? SearchText.Reader(page: data) : nil
        var early = keptReferences == nil ? earlyCheck.map { LinkIndex.EarlyCheck($0, page: page, known: &slice.rootLinks) } : nil
        if var check = early.take() {
            Self.scan(data, references: &scanned, reads: true, text: &text) { check.verdict(on: $0) }
            early = check
        } else if keptReferences == nil || text != nil {
            Self.scan(data, references: &scanned, reads: keptReferences == nil, text: &text) { _ in .keep }
        }
        let references = keptReferences ?? {
            early?.finish(&scanned, known: &slice.rootLinks)
            return FileReading(data: kept, value: scanned)
        }()
        guard let text else { return (references, keptSearch, false) }
        let entry = slice.reader.entry(route: route, title: page.title, keywords: page.frontMatter.searchWords, sections: text.finish())
        return (references, FileReading(data: kept, value: entry), true)
    }

    /// Reads the tokens of `data` once: for `references` (as `sieve` decides) when it `reads` them, and for `text`.
    private static func scan(_ data: Data, references: inout HTMLReferences, reads: Bool, text: inout SearchText.Reader?,
                             sieve: (UnsafeBufferPointer<UInt8>) -> ReferenceVerdict) {
        data.withUnsafeBytes { bytes in
            var tokenizer = HTMLTokenizer(bytes.bindMemory(to: UInt8.self))
            while let token = tokenizer.next() {
                // Only a start tag holds ids and URLs: the other tokens are not handed over.
                if reads, case .startTag = token {
                    references.read(token, in: tokenizer, sieve: sieve)
                }
                text?.read(token, in: tokenizer)
            }
        }
    }

    /// Hands `file` to the staging folder's writers, a batch at a time, when there is a staging folder.
    private func send(_ file: OutputFile, from slice: inout Slice) {
        guard let staging else { return }
        slice.unsent.append(file)
        if slice.unsent.count == StagingFolder.filesPerBatch {
            staging.send(slice.unsent)
            slice.unsent = []
        }
    }

    /// Sends what the slice has not sent yet.
    func finish(_ slice: inout Slice) {
        staging?.send(slice.unsent)
        slice.unsent = []
    }

    /// One page's HTML, or nil when the template could not be rendered, and what rendering it reported. `body`, when
    /// given, is the page's body, taken out of the site for the one-shot build.
    private func renderPage(_ entry: ResolvedSite.Entry, body: PageBody?) -> (Data?, [Diagnostic]) {
        let body = CodeBlockView.bytes(of: body ?? entry.page.body.content)
        var diagnostics = Diagnostics()
        let context = TemplateContext(entry, in: site, pageTypes: pageTypes, body: body, navigationLinks: navigationLinks,
                                      into: &diagnostics)
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
    private func renderKey(_ entry: ResolvedSite.Entry) -> RenderKey {
        let route = entry.page.route
        return RenderKey(
            template: entry.template,
            page: entry.page,
            sheetParent: site.stickerSheets[route].map(RenderKey.SheetParent.init),
            shared: generations.shared,
            // The home page and a section's page show their pages as cards.
            cards: route.path.isEmpty || site.sectionPages[route] != nil ? generations.cards : nil,
            facts: readsComponentFacts(entry) ? generations.facts : nil
        )
    }

    /// The pages whose templates gather every component's facts: the dashboard, the tokens page and migration pages.
    private func readsComponentFacts(_ entry: ResolvedSite.Entry) -> Bool {
        pageTypes.type(rendering: entry.template)?.reads.contains(.componentPages) ?? false
    }
}
