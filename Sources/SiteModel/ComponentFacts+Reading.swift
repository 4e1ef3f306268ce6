extension ComponentFacts {
    /// The front-matter keys that hold component facts.
    package static let keys = ["family", "preview", "verdict", "health", "scorecard", "tokens", "inventory", "migration", "changelog", "assessed"]

    /// Reads the component facts among a page's front-matter values. References to criteria and tokens are
    /// checked later, against site.yml and tokens.json.
    package static func read(_ values: [String: YAMLValue], into diagnostics: inout Diagnostics) -> ComponentFacts {
        var facts = ComponentFacts()
        facts.family = values["family"]?.text("family", into: &diagnostics)
        if let value = values["preview"] {
            facts.preview = value.text("preview", into: &diagnostics)
            facts.previewLocation = value.location
        }
        if let value = values["verdict"],
           let fields = value.mapping("verdict", allowed: ["status", "summary"], required: ["status", "summary"], into: &diagnostics),
           let status = fields["status"]?.choice("verdict status", VerdictStatus.self, into: &diagnostics),
           let summary = fields["summary"]?.text("verdict summary", into: &diagnostics)
        {
            facts.verdict = Verdict(status: status, summary: summary)
        }
        if let value = values["health"] {
            facts.health = readHealth(value, into: &diagnostics)
        }
        facts.scorecard = readScorecard(values["scorecard"], into: &diagnostics)
        facts.tokens = readTokenRoles(values["tokens"], into: &diagnostics)
        facts.inventory = readInventory(values["inventory"], into: &diagnostics)
        if let value = values["migration"],
           let fields = value.mapping("migration", allowed: ["swiftui", "compose"], required: ["swiftui", "compose"], into: &diagnostics),
           let swiftUI = fields["swiftui"]?.text("swiftui", into: &diagnostics),
           let compose = fields["compose"]?.text("compose", into: &diagnostics)
        {
            facts.migration = CodeCalls(swiftUI: swiftUI, compose: compose)
            facts.migrationLocation = value.location
        }
        facts.changelog = readChangelog(values["changelog"], into: &diagnostics)
        if let value = values["assessed"] {
            facts.assessed = readAssessed(value, into: &diagnostics)
        }
        return facts
    }

    /// `health:`, a rating for each aspect; none when the mapping lacks one (told).
    private static func readHealth(_ value: YAMLValue, into diagnostics: inout Diagnostics) -> [HealthRating] {
        guard let aspects = value.mapping("health", allowed: HealthAspect.allCases.map(\.rawValue),
                                          required: HealthAspect.allCases.map(\.rawValue), into: &diagnostics)
        else { return [] }
        var health: [HealthRating] = []
        for aspect in HealthAspect.allCases {
            guard let rating = aspects[aspect.rawValue],
                  let fields = rating.mapping("health \(aspect.rawValue)", allowed: ["status", "note"],
                                              required: ["status", "note"], into: &diagnostics),
                  let status = fields["status"]?.choice("health status", HealthStatus.self, into: &diagnostics),
                  let note = fields["note"]?.text("health note", into: &diagnostics)
            else { continue }
            health.append(HealthRating(aspect: aspect, status: status, note: note))
        }
        return health
    }

    /// `scorecard:`, each criterion once (one listed twice is told).
    private static func readScorecard(_ value: YAMLValue?, into diagnostics: inout Diagnostics) -> [ScorecardEntry] {
        var scorecard: [ScorecardEntry] = []
        for item in value?.sequence("scorecard", into: &diagnostics) ?? [] {
            guard let fields = item.mapping("a scorecard entry", allowed: ["criterion", "status", "note"],
                                            required: ["criterion", "status"], into: &diagnostics),
                  let criterionValue = fields["criterion"],
                  let criterion = criterionValue.text("criterion", into: &diagnostics),
                  let status = fields["status"]?.choice("criterion status", CriterionStatus.self, into: &diagnostics)
            else { continue }
            if let earlier = scorecard.first(where: { $0.criterion == criterion }) {
                diagnostics.append(.error(.configValue, at: criterionValue.location,
                    "criterion '\(criterion)' is listed twice in the scorecard (first on line \(earlier.location.line)); list each criterion once"))
                continue
            }
            scorecard.append(ScorecardEntry(
                criterion: criterion, status: status,
                note: fields["note"]?.text("scorecard note", into: &diagnostics),
                location: criterionValue.location
            ))
        }
        return scorecard
    }

    /// `tokens:`, the roles tokens play in the component.
    private static func readTokenRoles(_ value: YAMLValue?, into diagnostics: inout Diagnostics) -> [TokenRole] {
        var roles: [TokenRole] = []
        for item in value?.sequence("tokens", into: &diagnostics) ?? [] {
            guard let fields = item.mapping("a token role", allowed: ["role", "token"], required: ["role", "token"], into: &diagnostics),
                  let role = fields["role"]?.text("role", into: &diagnostics),
                  let tokenValue = fields["token"],
                  let token = tokenValue.text("token", into: &diagnostics)
            else { continue }
            roles.append(TokenRole(role: role, token: token, location: tokenValue.location))
        }
        return roles
    }

    /// `inventory:`, the legacy siblings the component replaces, each with its variants.
    private static func readInventory(_ value: YAMLValue?, into diagnostics: inout Diagnostics) -> [LegacySibling] {
        var inventory: [LegacySibling] = []
        for item in value?.sequence("inventory", into: &diagnostics) ?? [] {
            guard let fields = item.mapping("an inventory entry", allowed: ["name", "node", "frame", "maps-to", "variants"],
                                            required: ["name", "variants"], into: &diagnostics),
                  let name = fields["name"]?.text("name", into: &diagnostics),
                  let variantValues = fields["variants"]?.sequence("variants", into: &diagnostics)
            else { continue }
            let variants = readVariants(variantValues, into: &diagnostics)
            inventory.append(LegacySibling(
                name: name,
                node: fields["node"]?.text("node", into: &diagnostics),
                frame: fields["frame"]?.text("frame", into: &diagnostics),
                mapsTo: fields["maps-to"]?.text("maps-to", into: &diagnostics),
                variants: variants,
                location: item.location
            ))
        }
        return inventory
    }

    /// An inventory entry's variants: each a name, or a mapping with its name.
    private static func readVariants(_ variantValues: [YAMLValue], into diagnostics: inout Diagnostics) -> [LegacyVariant] {
        var variants: [LegacyVariant] = []
        for variant in variantValues {
            if variant.node.scalar != nil {
                if let text = variant.text("variant", into: &diagnostics) {
                    variants.append(LegacyVariant(name: text))
                }
                continue
            }
            guard let variantFields = variant.mapping("a variant", allowed: ["name", "set", "node", "note"],
                                                      required: ["name"], into: &diagnostics),
                  let variantName = variantFields["name"]?.text("variant name", into: &diagnostics)
            else { continue }
            variants.append(LegacyVariant(
                name: variantName,
                set: variantFields["set"]?.text("set", into: &diagnostics),
                node: variantFields["node"]?.text("node", into: &diagnostics),
                note: variantFields["note"]?.text("note", into: &diagnostics)
            ))
        }
        return variants
    }

    /// `changelog:`, its releases; an entry whose version or type cannot be read is left out (told).
    private static func readChangelog(_ value: YAMLValue?, into diagnostics: inout Diagnostics) -> [ChangelogEntry] {
        var changelog: [ChangelogEntry] = []
        for item in self.changelog(value, into: &diagnostics)?.sequence("changelog", into: &diagnostics) ?? [] {
            guard let fields = item.mapping("a changelog entry", allowed: ["version", "date", "type", "items"],
                                            required: [], into: &diagnostics)
            else { continue }
            let version = fields["version"]?.text("version", into: &diagnostics)
            if fields["version"] != nil && version == nil { continue }
            let date = fields["date"]?.text("date", into: &diagnostics)
            let kind = fields["type"]?.choice("change type", ChangeKind.self, into: &diagnostics)
            if fields["type"] != nil && kind == nil { continue }
            let items = readChangelogItems(fields["items"], into: &diagnostics)
            changelog.append(ChangelogEntry(version: version, date: date, kind: kind, items: items))
        }
        return changelog
    }

    /// A changelog entry's `items:`; one whose state cannot be read is left out (told).
    private static func readChangelogItems(_ value: YAMLValue?, into diagnostics: inout Diagnostics) -> [ChangelogItem] {
        var items: [ChangelogItem] = []
        for entry in value?.sequence("changelog items", into: &diagnostics) ?? [] {
            guard let itemFields = entry.mapping("a changelog item", allowed: ["text", "criterion", "state"],
                                                 required: ["text"], into: &diagnostics),
                  let text = itemFields["text"]?.text("item text", into: &diagnostics)
            else { continue }
            let state = itemFields["state"]?.choice("item state", ItemState.self, into: &diagnostics)
            if itemFields["state"] != nil && state == nil { continue }
            let criterionValue = itemFields["criterion"]
            items.append(ChangelogItem(
                text: text,
                criterion: criterionValue?.text("criterion", into: &diagnostics),
                state: state,
                location: criterionValue?.location ?? entry.location
            ))
        }
        return items
    }

    /// `assessed:` as `specimen stamp` writes it: `date`, the previews `drawn` then, and the `tokens` they painted with.
    /// The changelog, or nil (and a warning) for USWDS's mapping of its own: Specimen's is a list of releases.
    private static func changelog(_ value: YAMLValue?, into diagnostics: inout Diagnostics) -> YAMLValue? {
        guard let value, value.node.mapping != nil else { return value }
        diagnostics.append(.warning(.frontMatterForeign, at: value.location, "'changelog' holds a mapping, as another generator's front matter writes it, so it is left out; Specimen's changelog is a list of releases, such as - {version: 2.1.0, date: 2025-10-01, items: [Added a size]}"))
        return nil
    }

    private static func readAssessed(_ value: YAMLValue, into diagnostics: inout Diagnostics) -> AssessmentStamp? {
        guard let fields = value.mapping("assessed", allowed: ["date", "drawn", "tokens"], required: ["date"], into: &diagnostics),
              let dateValue = fields["date"], let text = dateValue.text("assessed date", into: &diagnostics)
        else { return nil }
        guard let date = CalendarDay(text) else {
            diagnostics.append(.error(.configValue, at: dateValue.location,
                "assessed date '\(text)' is not a day; write it as YYYY-MM-DD, or run specimen stamp"))
            return nil
        }
        var drawn: [String] = []
        if let drawnValue = fields["drawn"] {
            guard let texts = drawnValue.texts("assessed drawn", into: &diagnostics) else { return nil }
            drawn = texts
        }
        var tokens: [String: String] = [:]
        if let tokensValue = fields["tokens"] {
            guard let mapping = tokensValue.node.mapping else {
                diagnostics.append(.error(.configValue, at: tokensValue.location,
                    "assessed tokens must be a mapping of token paths to values, as specimen stamp writes it; found \(tokensValue.node.kindDescription)"))
                return nil
            }
            for (key, tokenValue) in mapping {
                guard let path = key.scalar?.string, let text = tokenValue.scalar?.string else {
                    diagnostics.append(.error(.configValue, at: tokensValue.source.location(key.mark),
                        "assessed tokens must map each token path to its value as text, as specimen stamp writes it"))
                    return nil
                }
                tokens[path] = text
            }
        }
        return AssessmentStamp(date: date, fingerprint: AssessmentFingerprint(drawn: drawn, tokens: tokens), location: value.location)
    }
}
