import DesignTokens
import SiteModel

/// What the verdict, health and scorecard partials see for one component page.
struct ComponentView {
    struct Verdict {
        var badge: Badge
        var summary: String
    }

    struct Health {
        var aspect: String
        var badge: Badge
        var note: String
    }

    struct CriterionRow {
        var id: String
        /// The row's element id, stable across builds (`c1`), for links from reviews and the dashboard.
        var anchor: String
        var name: String
        var badge: Badge
        var note: String?
    }

    struct TokenRow {
        var role: String
        var token: String
        /// ``token`` as HTML that breaks only after its separators (``TokenPathHTML``).
        var tokenHTML: String
        var value: String
        var type: String
        /// The colour for a swatch, when the token is one.
        var swatch: String?
        /// Its values that no assessment gives, with why.
        var proposed: [ProposedValue]
        /// Its values in the modes where it has another, each shown beside the value outside any mode.
        var modes: [ModeValue] = []
    }

    /// A token's value in a mode where it differs from its own; named apart from the row's, which Mustache would
    /// otherwise show for a mode's missing swatch.
    struct ModeValue {
        var mode: String
        var modeValue: String
        /// The colour for a swatch, when the value is one.
        var modeSwatch: String?
    }

    struct VariantDetail {
        var name: String
        /// Named apart from the sibling's `node`: Mustache looks a missing key up in the enclosing sibling.
        var variantNode: String?
        /// The node in the site's Figma file, when site.yml names the file.
        var variantNodeURL: String?
        var note: String?
    }

    struct Sibling {
        var number: Int
        var name: String
        var node: String?
        /// The node in the site's Figma file, when site.yml names the file.
        var nodeURL: String?
        var frame: String?
        var count: Int
        var variants: String
        /// The variants that carry their own node or note, listed one per row.
        var details: [VariantDetail]
        var hasDetails: Bool
    }

    struct ChangelogItem {
        var text: String
        var criterion: String?
        var anchor: String?
        var state: String?
        var isOpen: Bool
    }

    /// A platform's code, highlighted, with the preview's values in spans a script refills.
    struct Snippet {
        /// The panel's element id (`code-swiftui`).
        var id: String
        /// The platform's name in ids and the tab's value (`swiftui`).
        var platform: String
        var label: String
        /// Whether its tab is the one chosen at first.
        var isFirst: Bool
        var language: String
        /// Highlighted HTML, written into the page as it is.
        var html: String
    }

    struct ChangelogEntry {
        var version: String?
        var date: String?
        var kind: String?
        var items: [ChangelogItem]
        /// Whether the entry has a heading: a version, date or type to show above its items.
        var hasHeading: Bool { version != nil || date != nil || kind != nil }
    }

    var family: String?
    var verdict: Verdict?
    var health: [Health]
    var hasHealth: Bool
    var scorecard: [CriterionRow]
    var hasScorecard: Bool
    var tokens: [TokenRow]
    var hasTokens: Bool
    var inventory: [Sibling]
    var hasInventory: Bool
    /// Computed from the inventory, never typed by hand.
    var inventoryTotal: Int
    var siblingCount: Int
    var changelog: [ChangelogEntry]
    var hasChangelog: Bool
    /// What the page opens with; set by the page's context, which knows its previews and the site's tokens page.
    var summary: Summary?
    /// The component's calls on each platform, with the values of the page's first interactive preview, or of its
    /// front matter's preview; set by the page's context.
    var snippets: [Snippet] = []
    var hasSnippets: Bool { !snippets.isEmpty }
    /// The id of the interactive preview whose state the snippets follow, when the page has one.
    var snippetWidget: String?

    init(_ facts: ComponentFacts, criteria: [SiteSettings.Criterion], tokens: TokenSet, figma: FigmaFile? = nil) {
        family = facts.family
        verdict = facts.verdict.map { Verdict(badge: Badge($0.status), summary: $0.summary) }
        health = facts.health.map { Health(aspect: $0.aspect.label, badge: Badge($0.status), note: $0.note) }
        hasHealth = !health.isEmpty
        scorecard = facts.scorecard.isEmpty ? [] : criteria.map { criterion in
            let entry = facts.scorecard.first { $0.criterion == criterion.id }
            return CriterionRow(
                id: criterion.id,
                anchor: ElementID.criterion(criterion.id),
                name: criterion.name,
                badge: entry.map { Badge($0.status) } ?? .notAssessed,
                note: entry?.note
            )
        }
        hasScorecard = !scorecard.isEmpty
        let modeSets = tokens.modes.map { ($0, tokens.inMode($0)) }
        self.tokens = facts.tokens.map { role in
            let token = tokens[role.token]
            return TokenRow(
                role: role.role,
                token: role.token,
                tokenHTML: TokenPathHTML.breakable(role.token),
                value: token?.value.text ?? "",
                type: token?.kind.rawValue ?? "",
                swatch: token.flatMap { if case let .color(color) = $0.value { color.hex } else { nil } },
                proposed: ProposedValue.all(of: role.token, in: tokens),
                modes: Self.modeValues(of: role.token, outside: token?.value, in: modeSets)
            )
        }
        hasTokens = !self.tokens.isEmpty
        inventory = facts.inventory.enumerated().map { index, sibling in
            let details = sibling.variants.filter { $0.node != nil || $0.note != nil }
                .map { VariantDetail(name: $0.name, variantNode: $0.node, variantNodeURL: $0.node.flatMap { figma?.url(ofNode: $0) }, note: $0.note) }
            return Sibling(number: index + 1, name: sibling.name, node: sibling.node,
                           nodeURL: sibling.node.flatMap { figma?.url(ofNode: $0) }, frame: sibling.frame,
                           count: sibling.variants.count, variants: sibling.variants.map(\.name).joined(separator: ", "),
                           details: details, hasDetails: !details.isEmpty)
        }
        hasInventory = !inventory.isEmpty
        inventoryTotal = facts.inventoryTotal
        siblingCount = facts.inventory.count
        changelog = facts.changelog.map { entry in
            ChangelogEntry(version: entry.version, date: entry.date, kind: entry.kind?.rawValue, items: entry.items.map {
                ChangelogItem(text: $0.text, criterion: $0.criterion, anchor: $0.criterion.map(ElementID.criterion),
                              state: $0.state?.rawValue, isOpen: $0.state == .open)
            })
        }
        hasChangelog = !changelog.isEmpty
    }

    /// The values of `path` in the modes of `modeSets` where it has one other than `value`, in the set's order.
    static func modeValues(of path: String, outside value: DesignToken.Value?, in modeSets: [(String, TokenSet)]) -> [ModeValue] {
        guard let value else { return [] }
        return modeSets.compactMap { mode, set in
            guard let inMode = set[path]?.value, inMode != value else { return nil }
            let swatch: String? = if case let .color(color) = inMode { color.hex } else { nil }
            return ModeValue(mode: mode, modeValue: inMode.text, modeSwatch: swatch)
        }
    }
}
