import SiteModel

extension SiteComparison {
    /// The page's title and summary, and its component facts: verdict, health and scorecard statuses with their
    /// criteria, then whatever else its front matter states. One change per page.
    mutating func compareFacts(_ was: PageSnapshot, _ now: PageSnapshot) {
        var facts = FactChanges()
        if was.title != now.title {
            facts.details.append("Title: “\(was.title)” → “\(now.title)”.")
            facts.changed.append("title")
        }
        let before = was.facts, after = now.facts
        facts.compareVerdicts(before, after)
        facts.compareHealth(before, after)
        facts.compareScorecards(before, after, oldCriteria: old.criteria, newCriteria: new.criteria)
        facts.compareTokenRoles(before, after)
        facts.compareInventories(before, after)
        if before.migration != after.migration {
            facts.changed.append("code calls")
            facts.details.append(after.migration.map { "Code calls now: SwiftUI `\($0.swiftUI)`; Compose `\($0.compose)`." } ?? "The code calls were removed.")
        }
        facts.compareChangelogs(before, after)
        if before.preview != after.preview {
            facts.changed.append("default preview")
            facts.details.append("Default preview: `\(before.preview ?? "none")` → `\(after.preview ?? "none")`.")
        }
        guard !facts.details.isEmpty else { return }
        add(Change(id: Self.id("facts", now.route), section: .facts, kind: "facts-changed",
                   title: "\(now.title): \(facts.changed.joined(separator: ", ")) changed", page: now.route,
                   effects: facts.effects, details: facts.details))
    }

    /// An assessment the change makes stale: its page drew, and painted with, what it was assessed against, and
    /// now draws or paints something else. An assessment stale on both sides is reported again only when what
    /// changed since it grew.
    mutating func compareAssessments(_ was: PageSnapshot, _ now: PageSnapshot) {
        guard case let .stale(day, changes)? = now.assessment else { return }
        if case let .stale(_, before)? = was.assessment, Set(changes.phrases).isSubset(of: before.phrases) { return }
        add(Change(id: Self.id("assessment", now.route), section: .facts, kind: "assessment-stale",
                   title: "\(now.title): the assessment of \(day.description) is now stale", page: now.route,
                   effects: [.assessmentStale],
                   details: ["Redrawn since the assessment (review the verdict and scorecard, then run `specimen stamp \(now.displayPath)`): "
                       + changes.phrases.joined(separator: "; ") + "."]))
    }

    /// Higher is better; nil (not rated) ranks with the best, so that a rating added is no regression.
    static func rank(_ status: ComponentFacts.VerdictStatus?) -> Int {
        switch status {
        case .restructure: 0
        case .refine: 1
        case .ready, nil: 2
        }
    }

    static func rank(_ status: ComponentFacts.HealthStatus?) -> Int {
        switch status {
        case .fail: 0
        case .warn: 1
        case .partial: 2
        case .pass, nil: 3
        }
    }

    /// Not-mapped and not-applicable rank with ready: they say the criterion does not apply yet, not that the
    /// component got worse.
    static func rank(_ status: ComponentFacts.CriterionStatus?) -> Int {
        switch status {
        case .requiresRework: 0
        case .needsRefinement: 1
        case .ready, .notMapped, .notApplicable, nil: 2
        }
    }
}

/// What changed in a page's facts, gathered fact by fact into its one change: the lines that say so, the effects,
/// and the names of the facts that changed for its title.
private struct FactChanges {
    var details: [String] = []
    var effects: Set<Change.Effect> = []
    var changed: [String] = []

    mutating func compareVerdicts(_ before: ComponentFacts, _ after: ComponentFacts) {
        guard before.verdict != after.verdict else { return }
        changed.append("verdict")
        let statusBefore = before.verdict?.status, statusAfter = after.verdict?.status
        if statusBefore != statusAfter {
            details.append("Verdict: \(statusBefore?.rawValue ?? "none") → \(statusAfter?.rawValue ?? "none").")
            if SiteComparison.rank(statusAfter) < SiteComparison.rank(statusBefore) { effects.insert(.verdictRegression) }
        }
        if before.verdict?.summary != after.verdict?.summary, let summary = after.verdict?.summary {
            details.append("Verdict summary now: “\(summary)”")
        }
    }

    mutating func compareHealth(_ before: ComponentFacts, _ after: ComponentFacts) {
        for aspect in ComponentFacts.HealthAspect.allCases {
            let was = before.health.first { $0.aspect == aspect }, now = after.health.first { $0.aspect == aspect }
            guard was != now else { continue }
            if !changed.contains("health") { changed.append("health") }
            if was?.status != now?.status {
                details.append("Health, \(aspect.rawValue): \(was?.status.rawValue ?? "not rated") → \(now?.status.rawValue ?? "not rated").")
                if SiteComparison.rank(now?.status) < SiteComparison.rank(was?.status) { effects.insert(.healthRegression) }
            } else if let note = now?.note {
                details.append("Health, \(aspect.rawValue): note now “\(note)”")
            }
        }
    }

    /// Each criterion is named as the new side's settings name it, else as the old side's.
    mutating func compareScorecards(_ before: ComponentFacts, _ after: ComponentFacts,
                                    oldCriteria: [String: String], newCriteria: [String: String]) {
        let criteria = Set(before.scorecard.map(\.criterion)).union(after.scorecard.map(\.criterion))
        for criterion in criteria.sorted() {
            let was = before.scorecard.first { $0.criterion == criterion }, now = after.scorecard.first { $0.criterion == criterion }
            guard was?.status != now?.status || was?.note != now?.note else { continue }
            if !changed.contains("scorecard") { changed.append("scorecard") }
            let name = (newCriteria[criterion] ?? oldCriteria[criterion]).map { "\(criterion) \($0)" } ?? criterion
            if was?.status != now?.status {
                details.append("Scorecard, \(name): \(was?.status.rawValue ?? "not assessed") → \(now?.status.rawValue ?? "not assessed")"
                    + (now?.note.map { ": “\($0)”" } ?? "."))
                if SiteComparison.rank(now?.status) < SiteComparison.rank(was?.status) { effects.insert(.scorecardRegression) }
            } else {
                details.append("Scorecard, \(name): note now “\(now?.note ?? "")”")
            }
        }
    }

    mutating func compareTokenRoles(_ before: ComponentFacts, _ after: ComponentFacts) {
        let rolesBefore = Set(before.tokens.map { "\($0.role) → `\($0.token)`" })
        let rolesAfter = Set(after.tokens.map { "\($0.role) → `\($0.token)`" })
        guard rolesBefore != rolesAfter else { return }
        changed.append("token roles")
        let added = rolesAfter.subtracting(rolesBefore).sorted(), removed = rolesBefore.subtracting(rolesAfter).sorted()
        details.append("Token roles: " + [added.isEmpty ? nil : "now " + SiteComparison.listed(added),
                                          removed.isEmpty ? nil : "no longer " + SiteComparison.listed(removed)]
            .compactMap { $0 }.joined(separator: "; ") + ".")
    }

    mutating func compareInventories(_ before: ComponentFacts, _ after: ComponentFacts) {
        guard before.inventory.map(\.name) != after.inventory.map(\.name) || before.inventory.map(\.mapsTo) != after.inventory.map(\.mapsTo)
            || before.inventory.map(\.variants) != after.inventory.map(\.variants) else { return }
        changed.append("inventory")
        details.append("Inventory: \(Wording.count(before.inventory.count, "legacy component")) with \(Wording.count(before.inventoryTotal, "variant")) → "
            + "\(Wording.count(after.inventory.count, "legacy component")) with \(Wording.count(after.inventoryTotal, "variant")).")
    }

    mutating func compareChangelogs(_ before: ComponentFacts, _ after: ComponentFacts) {
        guard before.changelog != after.changelog else { return }
        changed.append("changelog")
        let name = { (entry: ComponentFacts.ChangelogEntry) in entry.version ?? entry.date ?? "an entry without a version" }
        let namesBefore = before.changelog.map(name), namesAfter = after.changelog.map(name)
        let added = after.changelog.filter { !namesBefore.contains(name($0)) }
        let removed = before.changelog.filter { !namesAfter.contains(name($0)) }
        let edited = after.changelog.filter { entry in
            before.changelog.first { name($0) == name(entry) }.map { $0.items.map(\.text) != entry.items.map(\.text) || $0.items.map(\.state) != entry.items.map(\.state) } ?? false
        }
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + SiteComparison.listed(added.map { "\(name($0)) (\(Wording.count($0.items.count, "item")))" })) }
        if !removed.isEmpty { parts.append("removed " + SiteComparison.listed(removed.map(name))) }
        if !edited.isEmpty { parts.append("items changed in " + SiteComparison.listed(edited.map(name))) }
        details.append("Changelog: " + (parts.isEmpty ? "dates or kinds changed" : parts.joined(separator: "; ")) + ".")
    }
}
