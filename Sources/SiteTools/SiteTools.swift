import DesignTokens
import Foundation
import Markdown
import PageTypes
import Previews
import ResolvedModel
import Search
import SiteModel

/// What a coding assistant asks of a design system's site: how to use it, its components, a page as Markdown, a
/// search of the pages, its tokens in each mode and by word, value or group, a preview for given properties and
/// the code for it, the contrast of two colours, and the files it publishes. `specimen mcp` serves these as Model
/// Context Protocol tools, resources and a prompt; each answer is Markdown with the same facts as a ``JSONValue``.
///
/// The tools read the site as its site.json and Markdown twins give it, whether Specimen resolved the site from
/// its content just now or reads a folder a build wrote (``BuiltSite``): the same facts, the same answers. A page is
/// found by its route among the site's pages, a token by its path among the tokens, a drawing among the states
/// the site publishes; no tool reads a path a caller gives. Each input is checked before any work, and the same
/// question gets the same answer.
package struct SiteTools: Sendable {
    /// An answer: its Markdown and the same facts as a JSON value (what the tool's output schema describes), or
    /// why there is none, in a line that says what is allowed.
    package enum Answer: Sendable, Equatable {
        case text(String, structured: JSONValue)
        case refused(String)

        /// The Markdown, or nil for a refusal.
        package var markdown: String? {
            if case let .text(text, _) = self { text } else { nil }
        }

        /// The structured facts, or nil for a refusal.
        package var structured: JSONValue? {
            if case let .text(_, structured) = self { structured } else { nil }
        }
    }

    /// Where previews come from.
    enum Drawings: Sendable {
        /// Any state, drawn with the site's tokens: a site resolved from its content.
        case drawn(PreviewRenderer)
        /// The states site.json lists, read from the built folder; the components check a block first.
        case published(BuiltSite, ComponentRegistry, PublishedStates)
    }

    /// What a built site's site.json lists of its previews, gathered once when the tools start.
    struct PublishedStates: Sendable {
        /// Each listed state, as the component it draws, and its SVG's path: the first listed wins.
        var files: [Preview: String] = [:]
        /// By component: how many states are listed, and the first three blocks, for a refusal.
        var listed: [String: (count: Int, examples: [String])] = [:]
        /// A state not listed is drawn with this, when site.json's tokens redraw the listed ones exactly.
        var redrawn: PreviewRenderer?
    }

    /// The longest input of any tool, in bytes: a query, a path or a preview's block.
    package static let inputLimit = 4_096
    /// The most results a search or a token list gives.
    package static let resultLimit = 200

    let manifest: SiteManifest
    let drawings: Drawings
    /// Each page's Markdown twin, by route path, in the site's order: read once, since every search reads them all.
    let twins: [(route: String, title: String, text: String)]
    /// The files a site resolved from its content would publish and the tools offer as resources (site.json,
    /// llms.txt, llms-full.txt), by path; empty for a built site, whose files are read from its folder.
    let madeFiles: [String: String]
    /// Every resource, listed once when the tools start (``resources()``).
    private(set) var resourceList: [Resource] = []
    /// The site's search, over the index its build writes (the one its search box reads), or nil when the site
    /// has none.
    let finder: SearchQuery?

    /// The tools on a site resolved from its content: its manifest and twins made as a build makes them (with
    /// `pageTypes`, the build's), any state drawn, and its search over `searchIndex`, the index's files as the build
    /// makes them (`SiteBuilder.searchIndex(of:)`).
    package init(site: ResolvedSite, pageTypes: PageTypeRegistry = .standard, searchIndex: [String: Data] = [:]) {
        let manifest = SiteManifest(site: site, pageTypes: pageTypes)
        let made = site.pages.filter { MarkdownTwin.isMade(for: $0, in: site) }.map { entry in
            (route: entry.page.route, title: entry.page.title, data: MarkdownTwin.markdown(for: entry, in: site, pageTypes: pageTypes))
        }
        let llms = LLMsText(site: site)
        let byRoute = Dictionary(made.map { ($0.route, $0.data) }, uniquingKeysWith: { first, _ in first })
        let full = llms.full { byRoute[$0] ?? Data() }
        self.init(manifest: manifest, drawings: .drawn(PreviewRenderer(tokens: site.previewTokens, components: site.components)),
                  twins: made.map { ($0.route.path, $0.title, String(decoding: $0.data, as: UTF8.self)) },
                  madeFiles: [SiteManifest.path: String(decoding: manifest.json, as: UTF8.self), LLMsText.indexPath: llms.index,
                              LLMsText.fullPath: String(decoding: full, as: UTF8.self)],
                  finder: searchIndex[SearchQuery.indexPath] == nil ? nil : SearchQuery(files: searchIndex))
    }

    /// The tools on a folder a build wrote: its site.json and twins, and the drawings it published. `components`
    /// check a preview block as the build did; a state the site has no drawing of is refused.
    package init(built: BuiltSite, components: ComponentRegistry) throws(BuiltSite.Failure) {
        let manifest = try built.manifest()
        var twins: [(route: String, title: String, text: String)] = []
        var total = 0
        for page in manifest.pages {
            guard let path = page.markdown else { continue }
            let data = try built.read(path)
            total += data.count
            guard total <= BuiltSite.twinsLimit else {
                throw BuiltSite.Failure(message: "\(built.folder): error: the Markdown twins hold more than \(BuiltSite.twinsLimit) bytes; serve the site from --content instead")
            }
            twins.append((Self.route(ofURL: page.url), page.title, String(decoding: data, as: UTF8.self)))
        }
        // The index's files are read as the search asks for them, each through the folder's bounded, confined read.
        let hasIndex = (try? built.read(SearchQuery.indexPath)) != nil
        self.init(manifest: manifest, drawings: .published(built, components, Self.publishedStates(manifest, in: built, components: components)),
                  twins: twins, madeFiles: [:], finder: hasIndex ? SearchQuery(read: { path in try? built.read(path) }) : nil)
    }

    private init(manifest: SiteManifest, drawings: Drawings, twins: [(route: String, title: String, text: String)], madeFiles: [String: String],
                 finder: SearchQuery?) {
        self.manifest = manifest
        self.drawings = drawings
        self.twins = twins
        self.madeFiles = madeFiles
        self.finder = finder
        resourceList = listResources()
    }

    func twin(at route: String) -> String? {
        twins.first { $0.route == route }?.text
    }

    // MARK: - Components

    /// Every component the previews can draw, with every page that documents it (a family's page and each of its
    /// styles' pages) and each page's verdict.
    package func components() -> Answer {
        var out = "| Component | What it is | Pages | Verdict |\n|---|---|---|---|\n"
        var listed: [JSONValue] = []
        for component in manifest.components {
            let pages = componentPages(named: component.name)
            out += "| \(TwinText.cell(component.name)) | \(TwinText.cell(component.summary)) | "
                + (pages.isEmpty ? " " : pages.map { "[\(TwinText.cell($0.title))](\(TwinText.destination(Self.twinPath(ofURL: $0.url))))" }.joined(separator: ", ")) + " | "
                + TwinText.cell(pages.compactMap(\.verdict?.status).joined(separator: ", ")) + " |\n"
            listed.append(["name": .string(component.name), "summary": .string(component.summary), "pages": .array(pages.map(\.structured))])
        }
        return .text(out, structured: ["components": .array(listed)])
    }

    /// A component's properties (what a preview block may set: its words or range, its default, whether it must
    /// be written) and, when the site documents it, its page's twin: verdict, scorecard, tokens in every mode,
    /// contrast and calls.
    package func describe(component name: String) -> Answer {
        guard name.utf8.count <= Self.inputLimit, let component = manifest.components.first(where: { $0.name == name }) else {
            return .refused("no component '\(Self.quoted(name))'; components: \(manifest.components.map(\.name).sorted().joined(separator: ", "))")
        }
        var out = "# \(TwinText.inline(component.name))\n\n\(TwinText.inline(component.summary))\n\n## Properties\n\n"
            + "| Property | Kind | Allowed | Default | Controllable | What it says |\n|---|---|---|---|---|---|\n"
        var properties: [JSONValue] = []
        for property in component.properties {
            var allowed = "any"
            if let values = property.values {
                allowed = values.joined(separator: ", ")
            } else if let low = property.minimum, let high = property.maximum {
                allowed = PreviewError.quote(low) + "…" + PreviewError.quote(high)
            }
            let written = property.required ? "required" : property.default ?? ""
            out += "| \(TwinText.cell(property.name)) | \(TwinText.cell(property.kind)) | \(TwinText.cell(allowed)) | \(TwinText.cell(written)) | "
                + "\(property.controllable ? "yes" : "no") | \(TwinText.cell(property.help)) |\n"
            properties.append([
                "name": .string(property.name), "kind": .string(property.kind), "help": .string(property.help),
                "values": property.values.map { .array($0.map(JSONValue.string)) } ?? .null,
                "minimum": property.minimum.map(JSONValue.number) ?? .null, "maximum": property.maximum.map(JSONValue.number) ?? .null,
                "default": .string(property.default), "required": .bool(property.required), "controllable": .bool(property.controllable),
            ])
        }
        out += "\n"
        let pages = componentPages(named: component.name)
        if let page = pages.first(where: { !$0.isFamilyPage }) ?? pages.first, let twin = twin(at: Self.route(ofURL: page.url)) {
            out += "## Its page: \(TwinText.inline(page.title)) (\(TwinText.inline(Self.twinPath(ofURL: page.url))))\n\n" + twin
        }
        return .text(out, structured: ["name": .string(component.name), "summary": .string(component.summary),
                                       "properties": .array(properties), "pages": .array(pages.map(\.structured)),
                                       "platforms": .array(platforms(of: component.name).map(JSONValue.string))])
    }

    /// A page that documents a component: its title, URL and twin from the site's root, and its verdict.
    struct DocumentingPage {
        var title: String
        var url: String
        var verdict: (status: String, summary: String)?
        /// Whether this is the family's own page rather than a component page.
        var isFamilyPage = false

        var structured: JSONValue {
            ["title": .string(title), "url": .string(url), "twin": .string(SiteTools.twinPath(ofURL: url)),
             "verdict": verdict.map { .string($0.status) } ?? .null]
        }
    }

    /// Every page documenting component `name`: the family's own page (at the route named as the component, such as
    /// `stepper/`), then each component page whose family, or front matter preview, names it, in the site's order.
    func componentPages(named name: String) -> [DocumentingPage] {
        var pages: [DocumentingPage] = []
        if let family = manifest.pages.first(where: { Self.route(ofURL: $0.url) == name + "/" }),
           !manifest.componentPages.contains(where: { $0.url == family.url }) {
            pages.append(DocumentingPage(title: family.title, url: family.url, verdict: nil, isFamilyPage: true))
        }
        for page in manifest.componentPages where page.family == name || page.preview?.split(separator: " ").first.map(String.init) == name {
            pages.append(DocumentingPage(title: page.title, url: page.url, verdict: page.verdict.map { ($0.status, $0.summary) }))
        }
        return pages
    }

    /// A page's route path from its URL in site.json (`./` is the home page's).
    static func route(ofURL url: String) -> String {
        url == "./" ? "" : url.removingPercentEncoding ?? url
    }

    /// The twin of the page at `url` (site.json's), from the site's root.
    static func twinPath(ofURL url: String) -> String {
        MarkdownTwin.path(of: Route(path: route(ofURL: url)))
    }

    // MARK: - Pages

    /// The page at `path` (`components/slider/`, with or without the slashes, `index.md` or `index.html`) as
    /// Markdown: its twin.
    package func page(_ path: String) -> Answer {
        guard path.utf8.count <= Self.inputLimit else { return .refused("the path is longer than \(Self.inputLimit) bytes") }
        var route = path.trimmingCharacters(in: .whitespaces)
        for suffix in ["index.md", "index.html"] where route.hasSuffix(suffix) {
            route = String(route.dropLast(suffix.count))
        }
        while route.hasPrefix("/") { route.removeFirst() }
        if !route.isEmpty && !route.hasSuffix("/") { route += "/" }
        let segments = route.split(separator: "/")
        guard !segments.contains(where: { $0 == ".." || $0 == "." }), !route.contains("\\"), !route.contains("\0") else {
            return .refused("'\(Self.quoted(path))' leaves the site; give a page's path from the site's root, such as components/slider/")
        }
        guard let found = twins.first(where: { $0.route == route }) else {
            let routes = twins.map(\.route).sorted()
            let near = routes.filter { $0.hasPrefix(String(route.prefix(3))) }.prefix(8)
            return .refused("no page at '\(Self.quoted(path))'; pages such as: \((near.isEmpty ? routes.prefix(8) : near).map { $0.isEmpty ? "/" : Self.quoted($0) }.joined(separator: ", "))")
        }
        return .text(found.text, structured: ["path": .string(route), "title": .string(found.title),
                                              "twin": .string(MarkdownTwin.path(of: Route(path: route))), "markdown": .string(found.text)])
    }

    // MARK: - Previews and contrast

    /// The SVG of a preview block (`slider value=40 state=pressed`); a block the component refuses gets the
    /// message `specimen build` gives, at its column. From content, any state is drawn with the site's tokens;
    /// from a built site, the block is checked the same way and its drawing is the one the build published for
    /// the same component in the same state.
    package func renderPreview(_ block: String) -> Answer {
        guard block.utf8.count <= Self.inputLimit else { return .refused("the block is longer than \(Self.inputLimit) bytes") }
        guard !block.contains("\n") else { return .refused("give the block in one line, such as: slider value=40 state=pressed") }
        switch drawings {
        case let .drawn(renderer):
            do throws(PreviewError) {
                return Self.drawing(try renderer.svg(info: "", body: block), of: block)
            } catch {
                return .refused("\(error.message) (at column \(error.column) of the block)")
            }
        case let .published(built, components, states):
            return published(block, in: built, components: components, states: states)
        }
    }

    /// The drawing a build published of the component and state `block` describes, or one drawn as it would be.
    private func published(_ block: String, in built: BuiltSite, components: ComponentRegistry, states: PublishedStates) -> Answer {
        let wanted: Preview
        do throws(PreviewError) {
            wanted = try components.preview(from: PreviewBlock.parse(info: "", body: block, components: components))
        } catch {
            return .refused("\(error.message) (at column \(error.column) of the block)")
        }
        if let file = states.files[wanted] {
            do throws(BuiltSite.Failure) {
                return Self.drawing(String(decoding: try built.read(file), as: UTF8.self), of: block)
            } catch {
                return .refused(error.message)
            }
        }
        if let redrawn = states.redrawn, let svg = try? redrawn.svg(info: "", body: block) {
            return Self.drawing(svg, of: block)
        }
        let name = type(of: wanted.component).name
        let (count, examples) = states.listed[name] ?? (0, [])
        return .refused("the built site has no drawing of \(Self.quoted(block)): it publishes \(count) state\(count == 1 ? "" : "s") of \(name)"
            + (examples.isEmpty ? "" : ", such as \(examples.map { Self.quoted($0) }.joined(separator: "; "))")
            + ". Serve the site with --content to draw any state")
    }

    /// The drawing of `block` as an answer: the SVG as the text, and beside it the block, its component and the SVG.
    private static func drawing(_ svg: String, of block: String) -> Answer {
        let component = block.split(whereSeparator: { $0.isWhitespace }).first.map(String.init) ?? ""
        return .text(svg, structured: ["block": .string(block.trimmingCharacters(in: .whitespaces)), "component": .string(component),
                                       "mimeType": "image/svg+xml", "svg": .string(svg)])
    }

    /// The contrast of two colours, each a CSS colour (`#005CE5`, `rgb(…)`, `oklch(…)`) or a colour token's
    /// path, in the default values or a mode: the ratio, and whether it reaches 4.5:1 for text and 3:1 for a graphic.
    package func contrast(foreground: String, background: String, mode: String? = nil) -> Answer {
        guard foreground.utf8.count <= 256, background.utf8.count <= 256 else { return .refused("a colour is at most 256 bytes") }
        if let refusal = refusal(ofMode: mode) { return refusal }
        func color(_ text: String) -> Color? {
            if let token = manifest.tokens.first(where: { $0.path == text && $0.type == "color" }) {
                return Color(css: mode.flatMap { token.modes[$0] } ?? token.value)
            }
            return Color(css: text)
        }
        guard let front = color(foreground) else {
            return .refused("'\(Self.quoted(foreground))' is neither a CSS colour nor a colour token's path")
        }
        guard let back = color(background) else {
            return .refused("'\(Self.quoted(background))' is neither a CSS colour nor a colour token's path")
        }
        let ratio = front.contrastRatio(with: back)
        let text = Color.ratioText(ratio)
        let structured: JSONValue = [
            "foreground": ["given": .string(foreground), "hex": .string(front.hex)],
            "background": ["given": .string(background), "hex": .string(back.hex)],
            "mode": .string(mode), "ratio": .number((ratio * 100).rounded() / 100), "ratioText": .string(text + ":1"),
            "text": ["minimum": 4.5, "passes": .bool(ratio >= 4.5)], "graphics": ["minimum": 3, "passes": .bool(ratio >= 3)],
        ]
        return .text("\(Self.quoted(foreground)) (\(front.hex)) on \(Self.quoted(background)) (\(back.hex))\(mode.map { " in \(Self.quoted($0))" } ?? ""): "
            + "\(text):1. Text (4.5:1, WCAG 1.4.3): \(ratio >= 4.5 ? "passes" : "fails"). "
            + "Large text and graphics (3:1, WCAG 1.4.11): \(ratio >= 3 ? "passes" : "fails").", structured: structured)
    }

    /// Text from a caller, quoted in an answer: control characters shown as `?`, at most 200 characters.
    static func quoted(_ text: String) -> String {
        String(String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }).prefix(200))
    }
}
