import Foundation
import HTMLReading
import Markdown
import PageTypes
import Previews
import SiteModel

/// What the check stage looked at.
struct LinkCheckSummary: StageOutput {
    var pages = 0
    var links = 0

    var stageDetail: String { "\(Wording.count(links, "link")) on \(Wording.count(pages, "page"))" }
}

/// What the check stage found, and what it leaves in the memo.
struct LinkCheckOutcome: StageOutput, Sendable {
    var summary = LinkCheckSummary()
    var diagnostics: [Diagnostic] = []
    var memo = LinkCheckMemo()

    var stageDetail: String { summary.stageDetail }
}

/// What a check keeps for the next build's.
struct LinkCheckMemo: Sendable {
    /// Output path → the built HTML and the ids and references the link check read from it.
    var references: [String: Scanned<HTMLReferences>] = [:]
    /// What links could land on in the last check, and each page's findings, valid while that is unchanged.
    var linkTargets: LinkTargets?
    var pageChecks: [String: PageCheck] = [:]
}

extension SiteBuilder {
    /// Checks the built site as a reader will meet it: every link and image of a Markdown page (at its line and
    /// column), and every `href` and `src` the templates or raw HTML wrote (at the page), must lead to a file of
    /// this build; an anchor must name an element of the target page, or a reachable state of one of its
    /// previews (`#stepper-circular=steps:7,current:3`); and no page may use an id twice.
    ///
    /// A page whose HTML is the memo's keeps the ids and references read from it; when, besides, its links and
    /// every link target of the site (files, ids, previews) are the memo's, it keeps its findings too. The check
    /// reads only `rendered` and `memo`, and gives back what it found and what the next build's memo keeps, so
    /// that it can run beside the index stage.
    /// - Parameters:
    ///   - rendered: the rendered pages; its paths include every file of the build, the index's too.
    ///   - memo: the last build's findings.
    ///   - reusable: whether the next build takes from this one's memo.
    func check(_ site: ResolvedSite, rendered: RenderedSite, memo: LinkCheckMemo, reusable: Bool) -> LinkCheckOutcome {
        var outcome = LinkCheckOutcome()
        // link_check: warning reports the same problems without failing the build.
        let severity: Diagnostic.Severity = site.settings.linkCheck == .warning ? .warning : .error
        // The render stage read each page's ids and references as it wrote the page.
        var scanned: [String: Scanned<HTMLReferences>] = [:]
        for page in rendered.pages {
            scanned[page.route.outputFile] = page.references
        }
        outcome.memo.references = reusable ? scanned : [:]
        let index = LinkIndex(site: site, paths: rendered.paths, references: scanned.mapValues(\.value))
        let targets = LinkTargets(index: index, severity: severity)
        let earlierChecks = memo.linkTargets == targets ? memo.pageChecks : [:]
        outcome.memo.linkTargets = targets
        // A broken reference the theme writes on every page is one problem, reported once with a count.
        var themeProblems: [String: (location: SourceLocation, message: String, pages: Int)] = [:]
        var pageChecks: [String: PageCheck] = [:]
        var toCheck: [(page: Page, references: Scanned<HTMLReferences>)] = []
        for entry in site.pages {
            let page = entry.page
            let file = page.route.outputFile
            guard let references = scanned[file] else { continue }
            if let earlier = earlierChecks[file], earlier.data != nil, earlier.data == references.data, earlier.links == page.body.links,
               earlier.displayPath == page.displayPath, earlier.sourcePath == page.sourcePath {
                pageChecks[file] = earlier
            } else {
                toCheck.append((page, references))
            }
        }
        for result in toCheck.concurrentMap({ Self.check($0.page, references: $0.references, index: index, severity: severity) }) {
            pageChecks[result.outputPath] = result
        }
        // In page order, so that a problem the theme repeats is reported at the same page as in any other build.
        for entry in site.pages {
            guard let result = pageChecks[entry.page.route.outputFile] else { continue }
            outcome.summary.pages += 1
            outcome.summary.links += result.linkCount
            outcome.diagnostics.append(contentsOf: result.diagnostics)
            for problem in result.themeProblems {
                if themeProblems[problem.key] != nil {
                    themeProblems[problem.key]?.pages += 1
                } else {
                    themeProblems[problem.key] = (problem.location, problem.message, 1)
                }
            }
        }
        outcome.memo.pageChecks = reusable ? pageChecks : [:]
        for (_, problem) in themeProblems {
            let others = problem.pages > 1 ? " (and on \(Wording.count(problem.pages - 1, "other page")))" : ""
            outcome.diagnostics.append(Diagnostic(severity, at: problem.location, problem.message + others))
        }
        return outcome
    }

    /// One page's findings: repeated ids, its Markdown links at their places, and the theme's references.
    private static func check(_ page: Page, references scanned: Scanned<HTMLReferences>, index: LinkIndex,
                              severity: Diagnostic.Severity) -> PageCheck {
        let references = scanned.value
        var result = PageCheck(outputPath: page.route.outputFile, data: scanned.data, links: page.body.links,
                               displayPath: page.displayPath, sourcePath: page.sourcePath)
        // Sized at once: grown from empty, the table was rehashed several times per page.
        var counts: [String: Int] = Dictionary(minimumCapacity: references.ids.count)
        for id in references.ids {
            counts[id, default: 0] += 1
        }
        for (id, count) in counts where count > 1 {
            result.diagnostics.append(Diagnostic(severity, at: SourceLocation(path: page.displayPath),
                "the id '\(id)' is used \(count) times on the built page \(page.route); each id must be unique, so that a link to it lands in one place"))
        }

        result.linkCount += references.settledCount
        var written = Set<String>(minimumCapacity: page.body.links.count)
        for link in page.body.links {
            written.insert(LinkDestination.percentDecoded(link.destination))
            result.linkCount += 1
            if let problem = index.problem(with: link.destination, on: page.route, source: page.sourcePath) {
                result.diagnostics.append(Diagnostic(severity, at: SourceLocation(path: page.displayPath, line: link.line, column: link.column),
                                                     problem))
            }
        }
        for reference in references.references where !written.contains(LinkDestination.percentDecoded(reference.url)) {
            result.linkCount += 1
            guard let problem = index.problem(with: reference.url, on: page.route) else { continue }
            result.themeProblems.append(PageCheck.ThemeProblem(
                key: reference.attribute + " " + normalizedForGrouping(reference.url, on: page.route),
                location: SourceLocation(path: page.displayPath),
                message: "the built page's \(reference.attribute)=\"\(reference.url)\" (from the theme or raw HTML): " + problem
            ))
        }
        return result
    }

    /// The same asset from pages at different depths (`../assets/x.css`, `../../assets/x.css`) is one problem.
    private static func normalizedForGrouping(_ url: String, on route: Route) -> String {
        if case let .site(path, fragment) = LinkDestination(url, on: route) {
            return path + (fragment.map { "#" + $0 } ?? "")
        }
        return url
    }
}

/// Every file of one build, the ids and references of its pages, and the previews links may name states of.
struct LinkIndex {
    /// Output path → what its HTML holds.
    var references: [String: HTMLReferences] = [:]
    private(set) var ids: [String: Set<String>] = [:]
    private(set) var paths: Set<String> = []
    /// Output path of a page → its interactive previews by id. Their states are searched only when a link names
    /// one: hashing every state of every page's previews into sets was most of making the index.
    private var widgets: [String: [String: PreviewWidget]] = [:]
    /// Output path of a page → its interactive previews, in page order.
    private(set) var widgetLists: [String: [PreviewWidget]] = [:]
    /// Page routes, for "did you mean".
    private(set) var pageRoutes: [String] = []
    /// URLs built from the base URL (canonical links) are the site's own, checked like relative ones.
    private(set) var baseURL: BaseURL?

    /// - Parameters:
    ///   - site: the pages and their previews.
    ///   - paths: every file of the build.
    ///   - references: each page's output path → what its HTML holds.
    init(site: ResolvedSite, paths: Set<String>, references: [String: HTMLReferences]) {
        baseURL = site.settings.baseURL
        self.references = references
        // Each page's ids hashed into a set on every core: at 10,000 pages this was most of the index's making.
        ids = Dictionary(uniqueKeysWithValues: Array(references).concurrentMap { path, scanned in (path, Set(scanned.ids)) })
        for entry in site.pages {
            pageRoutes.append(entry.page.route.path)
            if !entry.page.widgets.isEmpty {
                widgetLists[entry.page.route.outputFile] = entry.page.widgets
                widgets[entry.page.route.outputFile] = Dictionary(
                    entry.page.widgets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        self.paths = paths
    }

    /// The files a one-shot build knows before its render stage: the pages, the content files, the theme's assets
    /// and the preview states; no ids. Enough to settle most references as each page is rendered (``settle(_:on:known:)``).
    init(filesBeforeRendering site: ResolvedSite) {
        var paths = Set(site.pages.map(\.page.route.outputFile))
        paths.formUnion(site.contentFiles.map(\.relativePath))
        paths.formUnion(site.theme.assets.map { Theme.assetsFolder + $0.relativePath })
        paths.formUnion(site.previewFiles.documents.keys.map { PreviewFiles.folder + $0 })
        self.init(site: ResolvedSite(), paths: paths, references: [:])
        baseURL = site.settings.baseURL
    }

    /// Drops from `references` what the check would pass whatever else the build writes, so that a large site
    /// keeps only what needs the whole site's ids: references a Markdown link of the page repeats (the check
    /// skips them: the link is checked at its line); references without an anchor that lead off the site or to a
    /// file this index holds (a file found stays found as files are added); and references to an anchor of the
    /// page itself that its ids have (a table of contents). All but the first are counted in
    /// ``HTMLReferences/settledCount``, since the check counts them as links it followed.
    ///
    /// `known` keeps, across the pages of one core, whether each link that climbs exactly to the site's root
    /// (`../../assets/specimen.css` on a page two folders deep) passed: where it leads then does not depend on
    /// the page, and the templates write the same such links on every page.
    func settle(_ references: inout HTMLReferences, on page: Page, known: inout SettledLinks) {
        let written = Set(page.body.links.map { LinkDestination.percentDecoded($0.destination) })
        var ownIDs: Set<String>?
        // A link that is only an anchor (`#usage`) leads to the page's own file, when this index has it.
        let ownFileKnown = paths.contains(page.route.outputFile)
        let rootPrefix = page.route.rootPrefix
        var kept: [HTMLReferences.Reference] = []
        for reference in references.references {
            if written.contains(LinkDestination.percentDecoded(reference.url)) {
                continue
            }
            var url = reference.url
            let settled: Bool
            if let hash = url.withUTF8({ $0.firstIndex(of: UInt8(ascii: "#"), from: 0) }) {
                if let fragment = ownAnchor(url, hashAt: hash, on: page, ownFileKnown: ownFileKnown) {
                    let ids = ownIDs ?? Set(references.ids)
                    ownIDs = ids
                    settled = fragment.isEmpty || fragment == "top" || ids.contains(fragment)
                } else {
                    settled = false
                }
            } else if url.utf8.starts(with: rootPrefix.utf8) {
                let key = Substring(url.utf8.dropFirst(rootPrefix.utf8.count))
                if let passed = known.fromRoot[key] {
                    settled = passed
                } else {
                    settled = problem(with: url, on: page.route) == nil
                    known.fromRoot[key] = settled
                }
            } else {
                settled = problem(with: url, on: page.route) == nil
            }
            if settled {
                references.settledCount += 1
            } else {
                kept.append(reference)
            }
        }
        references.references = kept
    }

    /// The anchor `url` names on the page itself, percent-decoded, or nil when it leads elsewhere; `hash` is the
    /// offset of its `#`. A link that is only an anchor (`#usage`) is read without resolving it.
    private func ownAnchor(_ url: String, hashAt hash: Int, on page: Page, ownFileKnown: Bool) -> String? {
        if hash == 0 {
            return ownFileKnown ? LinkDestination.percentDecoded(String(decoding: url.utf8.dropFirst(), as: UTF8.self)) : nil
        }
        guard case let .site(path, fragment?) = LinkDestination(url, on: page.route), file(for: path) == page.route.outputFile else {
            return nil
        }
        return fragment
    }

    /// Whether links that climb exactly to the site's root passed ``settle(_:on:known:)``, by the rest of the link
    /// after the climb.
    struct SettledLinks {
        fileprivate var fromRoot: [Substring: Bool] = [:]
    }

    /// What is wrong with `url` on the page at `route`, in one sentence with what would be right; nil when it
    /// leads where it says.
    /// - Parameters:
    ///   - url: as written.
    ///   - route: the page it is on.
    ///   - source: the page's Markdown file relative to Content/, for links that name a source (`../slider.md`).
    func problem(with url: String, on route: Route, source: String? = nil) -> String? {
        if let baseURL, url.hasPrefix(baseURL.text) {
            return problem(with: "./" + url.dropFirst(baseURL.text.count), on: Route(path: ""))
                .map { "the link '\(url)', built from the base URL \(baseURL): " + $0 }
        }
        switch LinkDestination(url, on: route) {
        case .external:
            return nil
        case .aboveRoot:
            return "the link '\(url)' leads above the site's root; links are relative to the page's URL, /\(route.path)"
        case .hostAbsolute:
            let target = LinkDestination("." + url, on: Route(path: ""))
            var hint = ""
            if case let .site(sitePath, fragment) = target, let file = file(for: sitePath) {
                hint = ", such as '\(relative(from: route, to: file, path: sitePath))\(fragment.map { "#" + $0 } ?? "")'"
            }
            return "the link '\(url)' starts at the host's root, which breaks when the site is hosted under a sub-path; "
                + "write it relative to this page\(hint)"
        case let .site(path, fragment):
            guard let file = file(for: path) else {
                return missingFile(url, path: path, on: route, source: source)
            }
            guard let fragment, !fragment.isEmpty, fragment != "top", let ids = ids[file] else { return nil }
            if ids.contains(fragment) { return nil }
            let target = "/" + (file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file)
            if let equals = fragment.firstIndex(of: "=") {
                let name = String(fragment[..<equals])
                if let preview = widgets[file]?[name] {
                    return stateProblem(url, state: String(fragment[fragment.index(after: equals)...]), of: preview, page: target)
                }
            }
            let hint = Suggestion.closest(to: fragment, in: ids.sorted()).map { "did you mean '#\($0)'? " } ?? ""
            return "the link '\(url)' names the anchor '#\(fragment)', which is not on \(target); \(hint)"
                + "anchors are heading ids, preview ids and the ids the templates write"
        }
    }

    /// The file a site path serves: the path itself, or the index.html of the folder it names.
    private func file(for path: String) -> String? {
        if path.isEmpty || path.hasSuffix("/") {
            let index = path + "index.html"
            return paths.contains(index) ? index : nil
        }
        if paths.contains(path) { return path }
        // A folder named without its slash: a static host redirects to it.
        return paths.contains(path + "/index.html") ? path + "/index.html" : nil
    }

    private func relative(from route: Route, to file: String, path: String) -> String {
        let target = file.hasSuffix("index.html") && !path.hasSuffix("index.html")
            ? Route(path: String(file.dropLast("index.html".count)))
            : Route(path: path)
        return route.relativeURL(to: target)
    }

    private func missingFile(_ url: String, path: String, on route: Route, source: String?) -> String {
        var hint = ""
        // Authors link Markdown files as their editor sees them, relative to the source file.
        if path.hasSuffix(".md"), let source {
            let folder = source.split(separator: "/").dropLast().map { $0 + "/" }.joined()
            if case let .site(sourcePath, fragment) = LinkDestination(url, on: Route(path: folder)) {
                let page = Route.page(forSource: sourcePath)
                if paths.contains(page.outputFile) {
                    hint = "link to its page, '\(route.relativeURL(to: page))\(fragment.map { "#" + $0 } ?? "")'; "
                }
            }
        }
        if hint.isEmpty, let near = Suggestion.closest(to: path.hasSuffix("/") ? path : path + "/", in: pageRoutes.filter { $0 != route.path }) {
            hint = "did you mean '\(route.relativeURL(to: Route(path: near)))'? "
        }
        return "the link '\(url)' leads to /\(path), which this build does not write; \(hint)"
            + "links are relative to the page's URL, /\(route.path)"
    }

    private func stateProblem(_ url: String, state: String, of widget: PreviewWidget, page: String) -> String? {
        let interactive = widget.preview
        var values = Dictionary(uniqueKeysWithValues: zip(interactive.initialState.properties, interactive.initialState.values))
        let allowedProperties = interactive.controls.map(\.property).joined(separator: ", ")
        for pair in state.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                return "the link '\(url)' names a state of the '\(widget.id)' preview on \(page) with '\(pair)', "
                    + "which is not property:value; write it as \(interactive.initialState.fragment)"
            }
            guard let control = interactive.controls.first(where: { $0.property == parts[0] }) else {
                return "the link '\(url)' sets '\(parts[0])', which the '\(widget.id)' preview on \(page) has no control for; "
                    + "allowed: \(allowedProperties)"
            }
            guard control.values.contains(parts[1]) else {
                return "the link '\(url)' sets \(parts[0]) to \(parts[1]), which the '\(widget.id)' preview on \(page) "
                    + "does not reach; allowed: \(InteractivePreview.describe(control))"
            }
            values[parts[0]] = parts[1]
        }
        let resolved = PreviewState(properties: interactive.initialState.properties,
                                    values: interactive.initialState.properties.map { values[$0] ?? "" })
        guard interactive.states.contains(resolved) else {
            return "the link '\(url)' names the state \(resolved.fragment) of the '\(widget.id)' preview on \(page), "
                + "which its controls do not reach; current never exceeds steps, a slider's value never exceeds its max"
        }
        return nil
    }
}

/// Everything a link on any page can land on, and how findings are reported: while it stays the same, a page
/// whose HTML and links are unchanged has the same findings.
struct LinkTargets: Sendable, Equatable {
    var paths: Set<String>
    var ids: [String: Set<String>]
    var widgets: [String: [PreviewWidget]]
    var pageRoutes: [String]
    var baseURL: BaseURL?
    var severity: Diagnostic.Severity

    init(index: LinkIndex, severity: Diagnostic.Severity) {
        paths = index.paths
        ids = index.ids
        widgets = index.widgetLists
        pageRoutes = index.pageRoutes
        baseURL = index.baseURL
        self.severity = severity
    }
}

/// One page's findings and what they were found from.
struct PageCheck: Sendable {
    /// A broken reference the theme or raw HTML wrote, grouped with the same one on other pages by `key`.
    struct ThemeProblem: Sendable {
        var key: String
        var location: SourceLocation
        var message: String
    }

    var outputPath: String
    var data: Data?
    var links: [Link]
    var displayPath: String
    var sourcePath: String
    var diagnostics: [Diagnostic] = []
    var themeProblems: [ThemeProblem] = []
    var linkCount = 0
}
