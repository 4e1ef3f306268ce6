import SiteModel

/// A status as the pages show it: a word, a shape and a class for colour. The word and the shape carry the
/// meaning; colour only repeats it.
struct Badge: Sendable, Hashable {
    /// The status word as written in front matter (`requires-rework`), also the CSS modifier.
    var status: String
    /// What the badge says (`Requires rework`).
    var label: String
    /// A shape that differs per status, hidden from screen readers because the label says it.
    var icon: String

    init(_ status: ComponentFacts.CriterionStatus) {
        self.status = status.rawValue
        switch status {
        case .ready: (label, icon) = ("Ready", "✓")
        case .needsRefinement: (label, icon) = ("Needs refinement", "◐")
        case .requiresRework: (label, icon) = ("Requires rework", "✕")
        case .notMapped: (label, icon) = ("Not mapped", "○")
        case .notApplicable: (label, icon) = ("Not applicable", "–")
        }
    }

    init(_ status: ComponentFacts.HealthStatus) {
        self.status = status.rawValue
        switch status {
        case .pass: (label, icon) = ("Pass", "✓")
        case .partial: (label, icon) = ("Partial", "◐")
        case .warn: (label, icon) = ("Warn", "▲")
        case .fail: (label, icon) = ("Fail", "✕")
        }
    }

    init(_ status: ComponentFacts.VerdictStatus) {
        self.status = status.rawValue
        switch status {
        case .ready: (label, icon) = ("Ready", "✓")
        case .refine: (label, icon) = ("Refine", "◐")
        case .restructure: (label, icon) = ("Restructure", "▲")
        }
    }

    /// A contrast measure: Pass, or Fail.
    init(passes: Bool) {
        self.init(passes ? ComponentFacts.HealthStatus.pass : .fail)
    }

    /// A criterion that a component's scorecard does not list.
    static let notAssessed = Badge(status: "not-assessed", label: "Not assessed", icon: "·")

    private init(status: String, label: String, icon: String) {
        self.status = status
        self.label = label
        self.icon = icon
    }
}

extension ComponentFacts.HealthAspect {
    /// The aspect's name as shown (`Self-contained`).
    var label: String {
        switch self {
        case .reusable: "Reusable"
        case .selfContained: "Self-contained"
        case .consistent: "Consistent"
        case .composable: "Composable"
        }
    }
}
