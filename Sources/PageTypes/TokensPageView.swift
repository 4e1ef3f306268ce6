import DesignTokens
import Previews
import SiteModel
import ResolvedModel

/// What the tokens template sees: every token, where it is used, and the contrast of every pair the previews
/// draw.
struct TokensPageView {
    struct Use {
        var title: String
        var url: String
    }

    struct Token {
        var path: String
        /// The path as HTML that breaks only after its separators (``TokenPathHTML``).
        var pathHTML: String
        /// The row's element id (`token-stepper-color-bg`).
        var anchor: String
        var type: String
        var value: String
        /// The value drawn (``TokenSpecimen``), inline SVG written into the page as it is; nil for a plain number.
        var specimen: String?
        var description: String?
        var aliasOf: String?
        /// ``aliasOf`` as HTML that breaks only after its separators.
        var aliasOfHTML: String?
        /// The row of the token `aliasOf` names, on this page.
        var aliasAnchor: String?
        /// "Deprecated", with the file's reason when it gives one; nil when the token is not.
        var deprecated: String?
        var components: [Use]
        var hasComponents: Bool
        var previews: String?
        /// The token's value in each mode of the set, in the order of ``TokensPageView/modes``: one column each.
        var modes: [ModeValue]
        var hasModes: Bool
        /// The `$type` as the file writes it, when the Format Module lacks it and the value is shown as written.
        var writtenType: String?
        /// Whether the set's files lack the token and it is a built-in component's default.
        var isBuiltInDefault: Bool
        /// Why ``value`` is proposed rather than assessed; nil when an assessment gives it.
        var proposed: String?
        /// Why Specimen could not read the token, whose ``value`` is then shown as written; nil when it was read.
        var notRead: String?
        /// The modes that alone define the token (`Dark, Light HC`), which has no value outside them; nil for a
        /// token of the set.
        var onlyInModes: String?
    }

    /// A token's value in one mode.
    struct ModeValue {
        var mode: String
        var value: String
        var specimen: String?
        /// Whether the value is the token's own outside any mode (shown muted).
        var isSame: Bool
        /// Why the value is proposed rather than assessed; nil when an assessment gives it.
        var proposed: String?
    }

    /// A value of a token that its file marks proposed, with the contrast of every pair that draws it.
    struct Proposal {
        var path: String
        /// ``path`` as HTML that breaks only after its separators.
        var pathHTML: String
        var anchor: String
        /// `default`, or the mode it is proposed in.
        var mode: String
        var value: String
        var swatch: String?
        var reason: String
        var pairs: [ProposalPair]
        var hasPairs: Bool
    }

    /// A pair whose foreground or background takes a proposed value, measured in that value's mode.
    struct ProposalPair {
        var what: String
        var ratio: String
        var minimum: String
        var badge: Badge
        var passes: Bool
    }

    /// A mode's name, for the contrast table's column headings.
    struct Mode {
        var name: String
    }

    struct Contrast {
        var what: String
        var foreground: String
        /// ``foreground`` and ``background`` as HTML that breaks only after their separators.
        var foregroundHTML: String
        var backgroundHTML: String
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
        /// The site's acceptance of the pair's failure, when it fails and the site accepts it as known.
        var known: KnownFinding?
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

    /// The tokens by top-level group (`color`, `space`), in path order, then the built-in defaults.
    struct Group {
        var name: String
        var anchor: String
        var count: Int
        var tokens: [Token]
        /// The modes in which a token of the group has a value of its own, one column each in its table: a set
        /// of many modes (a Figma file's every collection) gives each group only the columns that say something.
        var tokenModes: [Mode] = []
    }

    /// A file the tokens were read from, the form it was read as, and where it departs from 2025.10.
    struct FileRead {
        var file: String
        var form: String
        var departures: [String]
        var hasDepartures: Bool
    }

    var tokens: [Token]
    var groups: [Group]
    var hasGroups: Bool
    var files: [FileRead]
    /// More than one file: the list is folded under a summary.
    var fileCount: Int
    /// The files of the token folder that hold no tokens (a README, notes, a tool's configuration).
    var besideFiles: [String]
    var hasBesideFiles: Bool
    var tokenCount: Int
    /// The set's modes, one column each in the token tables.
    var tokenModes: [Mode]
    var hasTokenModes: Bool
    var hasContrast: Bool
    /// Why the pairs the components draw are not measured, in a sentence: the colours the set lacks, with how
    /// many pairs need each, and how many are drawn with two built-in defaults. Nil when every pair is measured.
    var unmeasured: String?
    var hasUnmeasured: Bool
    var contrast: [Contrast]
    var contrastFailures: Int
    /// The modes the tokens give values for (`dark`, a resolver's contexts), each a pair of contrast columns.
    var modes: [Mode]
    var hasModes: Bool
    /// Failing pairs, counted once for each mode they fail in.
    var modeFailures: Int
    /// Every value the token file marks proposed, token by token.
    var proposals: [Proposal]
    var hasProposals: Bool
    /// How many of the proposals' pairs fall short.
    var proposalFailures: Int
    /// The file or folder the tokens were read from (`tokens.json`, `tokens.resolver.json`, `tokens/`).
    var source: String

    init(tokens set: TokenSet, components: ComponentRegistry, contrast report: ContrastReport, componentPages: [Page],
         findings: FindingPolicy, from route: Route) {
        let modeSets = set.modes.map { ($0, set.inMode($0)) }
        let anchors = Self.anchors(Self.paths(of: set))
        let anchor = { (path: String) in anchors[path] ?? "token-" + ElementID.slug(path) }
        tokens = Self.rows(of: set, modeSets: modeSets, anchor: anchor, components: components, componentPages: componentPages, from: route)
        tokenCount = tokens.count
        groups = Self.groups(tokens)
        hasGroups = !groups.isEmpty
        tokenModes = set.modes.map { Mode(name: $0) }
        hasTokenModes = !tokenModes.isEmpty
        files = set.files.indices.map { index in
            let departures = set.departures.entries.filter { $0.file == index }.map { entry in
                "\(entry.count) × \(entry.what) (first: \(entry.firstPath), line \(entry.line))"
            }
            return FileRead(file: set.files[index], form: (set.forms[index] ?? .formatModule).rawValue,
                            departures: departures, hasDepartures: !departures.isEmpty)
        }
        fileCount = files.count
        besideFiles = set.besideFiles
        hasBesideFiles = !besideFiles.isEmpty
        source = set.entry
        modes = report.modes.map { Mode(name: $0) }
        contrast = Self.contrastRows(report, anchor: anchor, findings: findings)
        contrastFailures = contrast.count { !$0.passes }
        hasContrast = !contrast.isEmpty
        unmeasured = Self.unmeasured(components.contrastPairs.filter { report.entry(for: $0) == nil }, in: set)
        hasUnmeasured = unmeasured != nil
        hasModes = !modes.isEmpty
        modeFailures = contrast.reduce(0) { count, pair in count + pair.modes.count { $0.isDrawn && !$0.passes } }
        proposals = Self.proposals(in: set, modeSets: modeSets, report: report, anchor: anchor)
        hasProposals = !proposals.isEmpty
        proposalFailures = proposals.reduce(0) { count, proposal in count + proposal.pairs.count { !$0.passes } }
    }

    /// A row for each pair the previews draw, with its contrast by default and in each mode.
    private static func contrastRows(_ report: ContrastReport, anchor: (String) -> String, findings: FindingPolicy) -> [Contrast] {
        report.entries.map { entry in
            let pair = entry.pair
            let modes = zip(report.modes, entry.modes).map { mode, measure in
                guard let measure else {
                    return ModeContrast(mode: mode, isDrawn: false, foregroundHex: "", backgroundHex: "", ratio: "",
                                        badge: Badge(.fail), passes: false)
                }
                return ModeContrast(mode: mode, isDrawn: true, foregroundHex: measure.foregroundHex,
                                    backgroundHex: measure.backgroundHex, ratio: measure.ratioText,
                                    badge: Badge(passes: measure.passes), passes: measure.passes)
            }
            return Contrast(
                what: pair.what,
                foreground: pair.foreground,
                foregroundHTML: TokenPathHTML.breakable(pair.foreground),
                backgroundHTML: TokenPathHTML.breakable(pair.background),
                foregroundAnchor: anchor(pair.foreground),
                foregroundHex: entry.measure.foregroundHex,
                background: pair.background,
                backgroundHex: entry.measure.backgroundHex,
                ratio: entry.measure.ratioText,
                kind: pair.kind.rawValue,
                minimum: pair.kind.minimumText,
                badge: Badge(passes: entry.measure.passes),
                passes: entry.measure.passes,
                modes: modes,
                known: entry.fails ? KnownFinding(pair, in: findings) : nil
            )
        }
    }

    /// Every token's path, read or not, sorted.
    static func paths(of set: TokenSet) -> [String] {
        set.notRead.isEmpty && set.modeOnly.isEmpty ? set.paths : Set(set.paths).union(set.notRead.keys).union(set.modeOnly.keys).sorted()
    }

    /// A row for every token, read or not, in path order: one Specimen could not read shows its value as its file
    /// writes it, and why; one only some modes define shows a dash outside them.
    static func rows(of set: TokenSet, modeSets: [(String, TokenSet)], anchor: (String) -> String,
                     components: ComponentRegistry, componentPages: [Page], from route: Route) -> [Token] {
        let usage = components.tokenUsage(tokens: set)
        return paths(of: set).compactMap { path in
            let notRead = set.tokens[path] == nil ? set.unreadable[path] : nil
            let modeOnly = set[path] == nil && notRead == nil
            guard let token = set[path] ?? set.notRead[path] ?? set.modeOnly[path] else { return nil }
            let modeValues = modeSets.enumerated().map { index, modeSet -> ModeValue in
                let (mode, modeSet) = modeSet
                if modeOnly, modeSet[path] == nil {
                    return ModeValue(mode: mode, value: Self.noValue, specimen: nil, isSame: true, proposed: nil)
                }
                let value = notRead != nil ? token.value : modeSet[path]?.value ?? token.value
                return ModeValue(mode: mode, value: value.text,
                                 specimen: TokenSpecimen.svg(value, id: "specimen-mode\(index + 1)-" + anchor(path), path: path),
                                 isSame: !modeOnly && value == token.value,
                                 proposed: set.proposal(of: path, inMode: mode)?.reason)
            }
            let users = componentPages.filter { page in page.frontMatter.component.tokens.contains { $0.token == path } }
            return Token(
                path: path,
                pathHTML: TokenPathHTML.breakable(path),
                anchor: anchor(path),
                type: notRead == nil ? token.kind.rawValue : "not read",
                value: modeOnly ? Self.noValue : token.written.map { "\($0) (\(token.value.text))" } ?? token.value.text,
                specimen: modeOnly ? nil : TokenSpecimen.svg(token.value, id: "specimen-" + anchor(path), path: path),
                description: token.description,
                aliasOf: token.aliasOf,
                aliasOfHTML: token.aliasOf.map(TokenPathHTML.breakable),
                aliasAnchor: token.aliasOf.map(anchor),
                deprecated: token.deprecated.map { $0.isEmpty ? "Deprecated" : "Deprecated: " + $0 },
                components: users.map { Use(title: $0.title, url: route.relativeURL(to: $0.route)) },
                hasComponents: !users.isEmpty,
                previews: usage[path].map { $0.joined(separator: ", ") },
                modes: modeValues,
                hasModes: !modeValues.isEmpty,
                writtenType: token.writtenType,
                isBuiltInDefault: set.builtInDefaults.contains(path),
                proposed: set.proposal(of: path, inMode: nil)?.reason,
                notRead: notRead.map(\.message),
                onlyInModes: modeOnly ? set.modesDefining(path).joined(separator: ", ") : nil
            )
        }
    }

    /// The value shown where a token has none: outside the modes that alone define it.
    static let noValue = "—"

    /// Each path's row id: `token-` and its slug, and where paths differ only in case or punctuation
    /// (`font-size` and `FONT-SIZE`, `Button Background` and `button-background`, which the Format Module tells
    /// apart), `-2`, `-3` … after the slug for each later one in path order, so that every id on the page is
    /// unique and the same for the same tokens.
    static func anchors(_ paths: [String]) -> [String: String] {
        var taken: Set<String> = []
        var anchors: [String: String] = [:]
        for path in paths {
            let base = "token-" + ElementID.slug(path)
            var candidate = base
            var number = 1
            while taken.contains(candidate) {
                number += 1
                candidate = base + "-\(number)"
            }
            taken.insert(candidate)
            anchors[path] = candidate
        }
        return anchors
    }

    /// The sentence of ``unmeasured`` for `pairs`.
    private static func unmeasured(_ pairs: [ContrastPair], in set: TokenSet) -> String? {
        guard !pairs.isEmpty else { return nil }
        var lacking: [String: Int] = [:]
        var defaults = 0
        for pair in pairs {
            let missing = [pair.foreground, pair.background].filter { path in
                guard case .color? = set[path]?.value else { return true }
                return false
            }
            if missing.isEmpty {
                defaults += 1
            }
            for path in Set(missing) {
                lacking[path, default: 0] += 1
            }
        }
        var reasons = lacking.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { path, count in
            "\(count) need\(count == 1 ? "s" : "") \(path), which the set has no colour for"
        }
        if defaults > 0 {
            reasons.append("\(defaults) \(defaults == 1 ? "is" : "are") drawn with two built-in defaults")
        }
        let listed = reasons.count > 1 ? reasons.dropLast().joined(separator: "; ") + "; and " + (reasons.last ?? "") : reasons.joined()
        return "Of the \(pairs.count) pair\(pairs.count == 1 ? "" : "s") the components draw, \(listed)."
    }

    /// `tokens` by the first name of their path, in path order; the built-in defaults last, as a group of their own.
    private static func groups(_ tokens: [Token]) -> [Group] {
        var order: [String] = []
        var byName: [String: [Token]] = [:]
        let builtIn = "Built-in defaults"
        for token in tokens {
            let name = token.isBuiltInDefault ? builtIn : String(token.path.split(separator: "/").first ?? "")
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(token)
        }
        order.removeAll { $0 == builtIn }
        if byName[builtIn] != nil { order.append(builtIn) }
        var taken: Set<String> = []
        return order.map { name in
            var anchor = "group-" + ElementID.slug(name)
            // Groups whose names differ only in case or punctuation each have an id of their own.
            while taken.contains(anchor) { anchor += "-" }
            taken.insert(anchor)
            return Self.withModeColumns(Group(name: name, anchor: anchor, count: byName[name]?.count ?? 0, tokens: byName[name] ?? []))
        }
    }

    /// `group` with the mode columns where one of its tokens differs from its value outside any mode, and each
    /// token's mode values cut to those.
    private static func withModeColumns(_ group: Group) -> Group {
        var group = group
        guard let first = group.tokens.first, !first.modes.isEmpty else { return group }
        let kept = first.modes.indices.filter { index in
            group.tokens.contains { $0.modes.indices.contains(index) && !$0.modes[index].isSame }
        }
        group.tokenModes = kept.map { Mode(name: first.modes[$0].mode) }
        for index in group.tokens.indices {
            let modes = group.tokens[index].modes
            group.tokens[index].modes = kept.filter(modes.indices.contains).map { modes[$0] }
            group.tokens[index].hasModes = !group.tokens[index].modes.isEmpty
        }
        return group
    }

    /// Each value a token's own file entry marks proposed (not one it takes through an alias), in path order, then
    /// `default` before the modes; with each drawn pair whose foreground or background comes from it in that mode.
    static func proposals(in set: TokenSet, modeSets: [(String, TokenSet)], report: ContrastReport,
                                  anchor: (String) -> String) -> [Proposal] {
        let modes: [String?] = [nil] + report.modes
        return set.paths.flatMap { path -> [Proposal] in
            guard let token = set[path] else { return [] }
            return modes.enumerated().compactMap { index, mode -> Proposal? in
                guard let reason = token.proposed.reason(inMode: mode) else { return nil }
                let value = mode.flatMap { name in modeSets.first { $0.0 == name }?.1[path]?.value } ?? token.value
                // A token proposed as a whole is listed once more only for a mode that gives it another value.
                if mode != nil, token.proposed.everyValue != nil, value == token.value { return nil }
                let pairs = report.entries.compactMap { entry -> ProposalPair? in
                    let draws = [entry.pair.foreground, entry.pair.background].contains { drawn in
                        set.proposal(of: drawn, inMode: mode)?.token == path
                    }
                    guard draws, let measure = index == 0 ? entry.measure : entry.modes[index - 1] else { return nil }
                    return ProposalPair(what: entry.pair.what, ratio: measure.ratioText, minimum: entry.pair.kind.minimumText,
                                        badge: Badge(passes: measure.passes),
                                        passes: measure.passes)
                }
                return Proposal(path: path, pathHTML: TokenPathHTML.breakable(path), anchor: anchor(path), mode: mode ?? DesignToken.Proposal.defaultMode,
                                value: value.text, swatch: { if case let .color(color) = value { color.hex } else { nil } }(),
                                reason: reason, pairs: pairs, hasPairs: !pairs.isEmpty)
            }
        }
    }
}
