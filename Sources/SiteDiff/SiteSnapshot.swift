import DesignTokens
import Foundation
import PageTypes
import Previews
import SiteBuilder
import SiteModel
import SVG
import ResolvedModel

/// One side of a comparison: what a reviewer can see of a site, taken from its resolved form and keyed so that the
/// other side's can be looked up: tokens by path, pairs by what they draw, pages by route.
package struct SiteSnapshot: Sendable {
    package var title: String = ""
    /// Where the site is published, when site.yml says: links in the report then open the page itself.
    package var baseURL: BaseURL?
    /// Criterion id → its name (`C3` → "Token Coverage").
    package var criteria: [String: String] = [:]
    /// The modes the tokens give values for, sorted.
    package var modes: [String] = []
    package var tokens: [String: TokenSnapshot] = [:]
    /// Every pair the previews draw, measured in the default values and in each mode.
    package var contrast: [ContrastPair: [String: ContrastReport.Measure]] = [:]
    /// The pages written in Markdown, by route path (`components/slider/`).
    package var pages: [String: PageSnapshot] = [:]
    /// Every page the site serves, generated ones included, by route path.
    package var routes: Set<String> = []
    /// Each alias route path → the route path of the page it leads to.
    package var aliases: [String: String] = [:]
    /// Every interactive preview state's drawing, by its file below `previews/`: drawn once however many pages
    /// show it, and compared once.
    package var previews: [String: SVGDocument] = [:]

    /// The name a value outside any mode goes by.
    package static let defaultMode = "default"

    /// - Parameter reviewed: a site resolved by ``SiteBuilder/review()``.
    package init(_ reviewed: ReviewedSite) {
        let site = reviewed.site
        title = site.settings.title
        baseURL = site.settings.baseURL
        criteria = Dictionary(site.settings.criteria.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        modes = site.tokens.modes
        for path in site.tokens.paths {
            guard let token = site.tokens[path] else { continue }
            var values: [String: String] = [:]
            var colors: [String: String] = [:]
            let valuesByMode = [(Self.defaultMode, token.value)]
                + modes.compactMap { mode in site.tokens.modeValues[mode]?[path].map { (mode, $0) } }
            for (mode, value) in valuesByMode {
                values[mode] = value.text
                if case let .color(color) = value { colors[mode] = color.hex }
            }
            let file = site.tokens.files.indices.contains(token.file) ? site.tokens.files[token.file] : site.tokens.entry
            tokens[path] = TokenSnapshot(path: path, type: token.kind.rawValue, values: values, colors: colors,
                                         aliasOf: token.aliasOf, deprecated: token.deprecated,
                                         location: "\(file):\(token.line)")
        }
        for entry in site.contrast.entries {
            var measures = [Self.defaultMode: entry.measure]
            for (mode, measure) in zip(site.contrast.modes, entry.modes) {
                if let measure { measures[mode] = measure }
            }
            contrast[entry.pair] = measures
        }
        for entry in site.pages {
            let page = entry.page
            routes.insert(page.route.path)
            for alias in page.frontMatter.aliases {
                aliases[alias.routePath] = page.route.path
            }
            // A sticker sheet is made from its page and changes with it.
            guard site.stickerSheets[page.route] == nil, let source = reviewed.pageSources[page.sourcePath] else { continue }
            pages[page.route.path] = PageSnapshot(page, source: source)
        }
        previews = site.previewFiles.documents
        routes.formUnion(site.stickerSheets.keys.map(\.path))
        routes.formUnion(site.sectionPages.keys.map(\.path))
        routes.formUnion(aliases.keys)
    }

    /// Whether `path` is served: a page, a generated page or an alias.
    package func serves(_ path: String) -> Bool {
        routes.contains(path)
    }
}

/// A token's values as the tokens page shows them, in the default values and each mode it has one for.
package struct TokenSnapshot: Sendable, Hashable {
    package var path: String
    /// `color`, `dimension`, …
    package var type: String
    /// Mode (``SiteSnapshot/defaultMode`` for the default) → the value as text.
    package var values: [String: String]
    /// Mode → the colour in hex, for colour tokens: drawn as swatches.
    package var colors: [String: String]
    package var aliasOf: String?
    package var deprecated: String?
    /// `Content/tokens.json:12`.
    package var location: String

    /// Whether the token's own definition, rather than only what it refers to, is the same in `other`.
    func definedAlike(_ other: TokenSnapshot) -> Bool {
        type == other.type && aliasOf == other.aliasOf && deprecated == other.deprecated
    }
}
