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
        /// The same pair with the dark values, when tokens.json gives any.
        var dark: ModeContrast?
    }

    struct ModeContrast {
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
    var hasDarkMode: Bool
    var darkFailures: Int

    init(tokens set: TokenSet, components: ComponentRegistry, componentPages: [Page], from route: Route) {
        let usage = components.tokenUsage(tokens: set)
        tokens = set.paths.compactMap { path in
            guard let token = set[path] else { return nil }
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
                previews: usage[path].map { $0.joined(separator: ", ") }
            )
        }
        tokenCount = tokens.count
        let darkSet = PreviewModeStyles.darkTokens(set)
        contrast = components.contrastPairs.compactMap { pair in
            guard let foreground = try? set.color(pair.foreground), let background = try? set.color(pair.background) else {
                return nil
            }
            let ratio = foreground.contrastRatio(with: background)
            let passes = ratio >= pair.kind.minimum
            var dark: ModeContrast?
            if let darkSet, let foreground = try? darkSet.color(pair.foreground), let background = try? darkSet.color(pair.background) {
                let ratio = foreground.contrastRatio(with: background)
                let passes = ratio >= pair.kind.minimum
                dark = ModeContrast(foregroundHex: foreground.hex, backgroundHex: background.hex,
                                    ratio: Color.ratioText(ratio) + ":1",
                                    badge: Badge(passes ? ComponentFacts.HealthStatus.pass : .fail), passes: passes)
            }
            return Contrast(
                what: pair.what,
                foreground: pair.foreground,
                foregroundAnchor: "token-" + ElementID.slug(pair.foreground),
                foregroundHex: foreground.hex,
                background: pair.background,
                backgroundHex: background.hex,
                ratio: Color.ratioText(ratio) + ":1",
                kind: pair.kind.rawValue,
                minimum: (pair.kind == .text ? "4.5" : "3") + ":1",
                badge: Badge(passes ? ComponentFacts.HealthStatus.pass : .fail),
                passes: passes,
                dark: dark
            )
        }
        contrastFailures = contrast.count { !$0.passes }
        hasDarkMode = darkSet != nil
        darkFailures = contrast.count { $0.dark.map { !$0.passes } ?? false }
    }
}
