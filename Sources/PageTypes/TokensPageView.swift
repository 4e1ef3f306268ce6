import DesignTokens
import Previews
import SiteModel

/// What the tokens template sees: every token, where it is used, and the contrast of every pair the previews
/// draw.
struct TokensPageView {
    struct Use {
        var title: String
        var url: String
    }

    struct Token {
        var path: String
        /// The row's element id (`token-stepper-color-bg`).
        var anchor: String
        var type: String
        var value: String
        /// The value drawn (``TokenSpecimen``), inline SVG written into the page as it is; nil for a plain number.
        var specimen: String?
        var description: String?
        var aliasOf: String?
        /// The row of the token `aliasOf` names, on this page.
        var aliasAnchor: String?
        /// "Deprecated", with the file's reason when it gives one; nil when the token is not.
        var deprecated: String?
        var components: [Use]
        var hasComponents: Bool
        var previews: String?
        /// The token's value in each mode where it differs from ``value``.
        var modes: [ModeValue]
        var hasModes: Bool
    }

    /// A token's value in one mode.
    struct ModeValue {
        var mode: String
        var value: String
        var specimen: String?
    }

    /// A mode's name, for the contrast table's column headings.
    struct Mode {
        var name: String
    }

    struct Contrast {
        var what: String
        var foreground: String
        /// The foreground token's row on this page.
        var foregroundAnchor: String
        var foregroundHex: String
        var background: String
        var backgroundHex: String
        var ratio: String
        var kind: String
        var minimum: String
        var badge: Badge
        var passes: Bool
        /// The same pair in each mode, in the order of ``TokensPageView/modes``.
        var modes: [ModeContrast]
    }

    struct ModeContrast {
        var mode: String
        /// False when the pair's tokens are no colours in the mode: the cells show a dash.
        var isDrawn: Bool
        var foregroundHex: String
        var backgroundHex: String
        var ratio: String
        var badge: Badge
        var passes: Bool
    }

    var tokens: [Token]
    var tokenCount: Int
    var contrast: [Contrast]
    var contrastFailures: Int
    /// The modes the tokens give values for (`dark`, a resolver's contexts), each a pair of contrast columns.
    var modes: [Mode]
    var hasModes: Bool
    /// Failing pairs, counted once for each mode they fail in.
    var modeFailures: Int
    /// The file or folder the tokens were read from (`tokens.json`, `tokens.resolver.json`, `tokens/`).
    var source: String

    init(tokens set: TokenSet, components: ComponentRegistry, contrast report: ContrastReport, componentPages: [Page],
         from route: Route) {
        let usage = components.tokenUsage(tokens: set)
        let modeSets = set.modes.map { ($0, set.inMode($0)) }
        tokens = set.paths.compactMap { path in
            guard let token = set[path] else { return nil }
            let modeValues = modeSets.compactMap { mode, modeSet -> ModeValue? in
                guard let value = modeSet[path]?.value, value != token.value else { return nil }
                return ModeValue(mode: mode, value: value.text,
                                 specimen: TokenSpecimen.svg(value, id: "specimen-" + ElementID.slug(mode + "-" + path)))
            }
            let users = componentPages.filter { page in page.frontMatter.component.tokens.contains { $0.token == path } }
            return Token(
                path: path,
                anchor: "token-" + ElementID.slug(path),
                type: token.kind.rawValue,
                value: token.written.map { "\($0) (\(token.value.text))" } ?? token.value.text,
                specimen: TokenSpecimen.svg(token.value, id: "specimen-" + ElementID.slug(path)),
                description: token.description,
                aliasOf: token.aliasOf,
                aliasAnchor: token.aliasOf.map { "token-" + ElementID.slug($0) },
                deprecated: token.deprecated.map { $0.isEmpty ? "Deprecated" : "Deprecated: " + $0 },
                components: users.map { Use(title: $0.title, url: route.relativeURL(to: $0.route)) },
                hasComponents: !users.isEmpty,
                previews: usage[path].map { $0.joined(separator: ", ") },
                modes: modeValues,
                hasModes: !modeValues.isEmpty
            )
        }
        tokenCount = tokens.count
        source = set.entry
        modes = report.modes.map { Mode(name: $0) }
        let badge = { (passes: Bool) in Badge(passes ? ComponentFacts.HealthStatus.pass : .fail) }
        contrast = report.entries.map { entry in
            let pair = entry.pair
            let modes = zip(report.modes, entry.modes).map { mode, measure in
                guard let measure else {
                    return ModeContrast(mode: mode, isDrawn: false, foregroundHex: "", backgroundHex: "", ratio: "",
                                        badge: Badge(.fail), passes: false)
                }
                return ModeContrast(mode: mode, isDrawn: true, foregroundHex: measure.foregroundHex,
                                    backgroundHex: measure.backgroundHex, ratio: measure.ratioText,
                                    badge: badge(measure.passes), passes: measure.passes)
            }
            return Contrast(
                what: pair.what,
                foreground: pair.foreground,
                foregroundAnchor: "token-" + ElementID.slug(pair.foreground),
                foregroundHex: entry.measure.foregroundHex,
                background: pair.background,
                backgroundHex: entry.measure.backgroundHex,
                ratio: entry.measure.ratioText,
                kind: pair.kind.rawValue,
                minimum: pair.kind.minimumText,
                badge: badge(entry.measure.passes),
                passes: entry.measure.passes,
                modes: modes
            )
        }
        contrastFailures = contrast.count { !$0.passes }
        hasModes = !modes.isEmpty
        modeFailures = contrast.reduce(0) { count, pair in count + pair.modes.count { $0.isDrawn && !$0.passes } }
    }
}
