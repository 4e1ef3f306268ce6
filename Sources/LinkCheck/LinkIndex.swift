import Foundation
import HTMLReading
import Parallel
import Previews
import SiteModel
import ResolvedModel

/// Every file of one build, the ids and references of its pages, and the previews links may name states of.
package struct LinkIndex {
    /// Output path → what its HTML holds.
    package var references: [String: HTMLReferences] = [:]
    package private(set) var ids: [String: Set<String>] = [:]
    package private(set) var paths: Set<String> = []
    /// Output path of a page → its interactive previews by id. Their states are searched only when a link names
    /// one, so that the index never hashes every state of every preview.
    private var widgets: [String: [String: PreviewWidget]] = [:]
    /// Output path of a page → its interactive previews, in page order.
    package private(set) var widgetLists: [String: [PreviewWidget]] = [:]
    /// Page routes, for "did you mean".
    package private(set) var pageRoutes: [String] = []
    /// URLs built from the base URL (canonical links) are the site's own, checked like relative ones.
    package private(set) var baseURL: BaseURL?
    /// On a version of a site built with `--versions`, every version: a link into another one's folder (the version
    /// menu's, the banner's) is not this build's to check.
    private var versions: PublishedVersions?
    /// ``paths`` by their bytes, each to itself, when every one is ASCII; nil otherwise.
    private var asciiPaths: ASCIITable<String>?

    /// - Parameters:
    ///   - site: the pages and their previews.
    ///   - paths: every file of the build.
    ///   - references: each page's output path → what its HTML holds.
    package init(site: ResolvedSite, paths: Set<String>, references: [String: HTMLReferences]) {
        baseURL = site.settings.baseURL
        versions = site.settings.versions
        self.references = references
        // Each page's ids are hashed into a set on every core: it is most of the index's making.
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
        asciiPaths = Self.table(of: paths)
    }

    /// `paths` by their bytes, or nil when one is not ASCII.
    private static func table(of paths: Set<String>) -> ASCIITable<String>? {
        var table = ASCIITable<String>(minimumCapacity: paths.count)
        for path in paths {
            var bytes = path
            let isASCII = bytes.withUTF8 { bytes in
                let print = ASCIITable<String>.fingerprint(of: bytes)
                if print.isASCII { table.set(path, for: bytes, print) }
                return print.isASCII
            }
            guard isASCII else { return nil }
        }
        return table
    }

    /// The files a one-shot build knows before its render stage: the pages, the content files, the theme's assets
    /// and the preview states; no ids. Enough to pass most references as each page is rendered (``EarlyCheck``).
    package init(filesBeforeRendering site: ResolvedSite) {
        var paths = Set(site.pages.map(\.page.route.outputFile))
        paths.formUnion(site.contentFiles.map(\.relativePath))
        paths.formUnion(site.theme.assets.map { Theme.assetsFolder + $0.relativePath })
        paths.formUnion(site.previewFiles.documents.keys.map { PreviewFiles.folder + $0 })
        self.init(site: ResolvedSite(), paths: paths, references: [:])
        baseURL = site.settings.baseURL
        versions = site.settings.versions
    }

    /// What is wrong with `url` on the page at `route`, in one sentence with what would be right; nil when it
    /// leads where it says.
    /// - Parameters:
    ///   - url: as written.
    ///   - route: the page it is on.
    package func problem(with url: String, on route: Route) -> String? {
        if let baseURL, url.hasPrefix(baseURL.text) {
            return problem(with: "./" + url.dropFirst(baseURL.text.count), on: Route(path: ""))
                .map { "the link '\(url)', built from the base URL \(baseURL): " + $0 }
        }
        if let versions, leadsToAnotherVersion(url, on: route, versions) {
            return nil
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
                return missingFile(url, path: path, on: route)
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

    /// Whether `url`, read from the site's root rather than this version's, leads into another version's folder,
    /// or to this version's changes page, which the versioned build adds after this build.
    private func leadsToAnotherVersion(_ url: String, on route: Route, _ versions: PublishedVersions) -> Bool {
        let current = versions.current
        guard case let .site(path, _) = LinkDestination(url, on: Route(path: current.path + route.path)) else {
            return false
        }
        guard let holder = versions.all.first(where: { !$0.path.isEmpty && path.hasPrefix($0.path) }) ?? versions.latest else {
            return false
        }
        if holder != current { return true }
        return versions.comparedWith != nil && path.dropFirst(current.path.count).hasPrefix(PublishedVersions.changesPath)
    }

    /// What kind of problem ``problem(with:on:)`` finds with `url`: an anchor or preview state the page lacks, when
    /// the page is there; else a broken link.
    package func code(of url: String, on route: Route) -> DiagnosticCode {
        if let baseURL, url.hasPrefix(baseURL.text) {
            return code(of: "./" + url.dropFirst(baseURL.text.count), on: Route(path: ""))
        }
        if case let .site(path, _) = LinkDestination(url, on: route), file(for: path) != nil {
            return .linkAnchor
        }
        return .linkBroken
    }

    /// The file a site path serves: the path itself, or the index.html of the folder it names.
    func file(for path: String) -> String? {
        // Every link asks: where the paths and `path` are ASCII, the three candidates are looked up as bytes, with
        // no String made. An ASCII String ends with "/" exactly when its last byte is a slash.
        if let asciiPaths {
            var path = path
            switch path.withUTF8({ Self.file(for: $0, in: asciiPaths) }) {
            case .found(let file): return file
            case .missing: return nil
            case .notASCII: break
            }
        }
        if path.isEmpty || path.hasSuffix("/") {
            let index = path + "index.html"
            return paths.contains(index) ? index : nil
        }
        if paths.contains(path) { return path }
        // A folder named without its slash: a static host redirects to it.
        return paths.contains(path + "/index.html") ? path + "/index.html" : nil
    }

    private enum Lookup {
        case found(String)
        case missing
        case notASCII
    }

    /// ``file(for:)`` for the bytes of a path, in the paths by their bytes.
    private static func file(for path: UnsafeBufferPointer<UInt8>, in table: ASCIITable<String>) -> Lookup {
        guard ASCIITable<String>.fingerprint(of: path).isASCII else { return .notASCII }
        let index: StaticString = "/index.html"
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: path.count + index.utf8CodeUnitCount) { buffer in
            var candidate = PathBuffer(buffer)
            candidate.append(path)
            let suffix = UnsafeBufferPointer(start: index.utf8Start, count: index.utf8CodeUnitCount)
            if path.isEmpty || path.last == UInt8(ascii: "/") {
                candidate.append(UnsafeBufferPointer(rebasing: suffix.dropFirst()))
                return candidate.withBytes { table.value(for: $0, ASCIITable<String>.fingerprint(of: $0)) }.map { .found($0) } ?? .missing
            }
            if let file = candidate.withBytes({ table.value(for: $0, ASCIITable<String>.fingerprint(of: $0)) }) {
                return .found(file)
            }
            // A folder named without its slash: a static host redirects to it.
            candidate.append(suffix)
            return candidate.withBytes { table.value(for: $0, ASCIITable<String>.fingerprint(of: $0)) }.map { .found($0) } ?? .missing
        }
    }

    private func relative(from route: Route, to file: String, path: String) -> String {
        let target = file.hasSuffix("index.html") && !path.hasSuffix("index.html")
            ? Route(path: String(file.dropLast("index.html".count)))
            : Route(path: path)
        return route.relativeURL(to: target)
    }

    private func missingFile(_ url: String, path: String, on route: Route) -> String {
        var hint = ""
        if let near = Suggestion.closest(to: path.hasSuffix("/") ? path : path + "/", in: pageRoutes.filter { $0 != route.path }) {
            hint = "did you mean '\(route.relativeURL(to: Route(path: near)))'? "
        }
        return "the link '\(url)' leads to /\(path), which this build does not write; \(hint)"
            + "links are relative to the page's URL, /\(route.path)"
    }

    /// Whether `url`, on the page at `route`, leads to a path of the site that no file of this build serves.
    package func leadsToNoFile(_ url: String, on route: Route) -> Bool {
        guard case let .site(path, _) = LinkDestination(url, on: route) else { return false }
        return file(for: path) == nil
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
