/// The structured facts of a component page, from its front matter: validated, rendered the same way on every
/// page, and aggregated on the dashboard.
public struct ComponentFacts: Sendable, Hashable {
    /// The overall call on a component.
    public enum VerdictStatus: String, Sendable, Hashable, CaseIterable {
        case restructure
        case refine
        case ready
    }

    /// The call and the sentence that explains it.
    public struct Verdict: Sendable, Hashable {
        public var status: VerdictStatus
        public var summary: String
    }

    /// The four design-system health aspects, in the order they are shown.
    public enum HealthAspect: String, Sendable, Hashable, CaseIterable {
        case reusable
        case selfContained = "self-contained"
        case consistent
        case composable
    }

    /// How well a component does on one health aspect.
    public enum HealthStatus: String, Sendable, Hashable, CaseIterable {
        case pass
        case partial
        case warn
        case fail
    }

    public struct HealthRating: Sendable, Hashable {
        public var aspect: HealthAspect
        public var status: HealthStatus
        public var note: String
    }

    /// Where a component stands on one criterion.
    public enum CriterionStatus: String, Sendable, Hashable, CaseIterable {
        case ready
        case needsRefinement = "needs-refinement"
        case requiresRework = "requires-rework"
        case notMapped = "not-mapped"
        case notApplicable = "not-applicable"
    }

    public struct ScorecardEntry: Sendable, Hashable {
        /// The criterion's id, defined in site.yml (`C1`).
        public var criterion: String
        public var status: CriterionStatus
        public var note: String?
        /// Where the criterion id is written, for diagnostics.
        public var location: SourceLocation
    }

    /// A colour or size role and the token that fills it; the value always comes from tokens.json.
    public struct TokenRole: Sendable, Hashable {
        public var role: String
        public var token: String
        public var location: SourceLocation
    }

    /// One variant of a legacy sibling and what it becomes.
    public struct LegacyVariant: Sendable, Hashable {
        /// The variant as Figma names it (`2nd`, `value=40%`).
        public var name: String
        /// The new component's properties for this variant, added to the sibling's (`current=2`).
        public var set: String?
        /// The Figma node id, when the variant has its own.
        public var node: String?
        /// Anything measured or noted about the variant.
        public var note: String?
    }

    /// One legacy sibling component that the new component replaces.
    public struct LegacySibling: Sendable, Hashable {
        public var name: String
        /// The Figma node id (`27:48235`), when known.
        public var node: String?
        /// The frame size as Figma shows it (`80 × 12`), when known.
        public var frame: String?
        /// What the sibling becomes: the new component's properties (`stepper style=bullet steps=3`).
        public var mapsTo: String?
        /// The variants it holds (`1st`, `2nd`, …).
        public var variants: [LegacyVariant]
        /// Where the entry is written, for errors in its mapping.
        public var location: SourceLocation
    }

    /// How the new component is called in code, with `{property}` placeholders filled per variant:
    /// `EBStepper(current: {current}, total: {steps}, style: .bullet)`; `{Property}` takes the value with a capital.
    public struct CodeCalls: Sendable, Hashable {
        public var swiftUI: String
        public var compose: String
    }

    /// How big a change a changelog entry is.
    public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
        case major
        case minor
        case patch
    }

    /// Whether a changelog item is still to do.
    public enum ItemState: String, Sendable, Hashable, CaseIterable {
        case open
        case closed
    }

    public struct ChangelogItem: Sendable, Hashable {
        public var text: String
        public var criterion: String?
        /// Open or closed, where the source says; nil where it does not.
        public var state: ItemState?
        public var location: SourceLocation
    }

    public struct ChangelogEntry: Sendable, Hashable {
        /// The version, if the source names one.
        public var version: String?
        /// When, if the source says.
        public var date: String?
        /// How big a change, if the source says.
        public var kind: ChangeKind?
        public var items: [ChangelogItem]
    }

    /// The family the component belongs to (`stepper`).
    public var family: String?
    /// The component's default preview, as a preview block's body (`stepper style=bullet steps=4 current=2`),
    /// shown in listings such as the home page.
    public var preview: String?
    /// Where ``preview`` is written.
    public var previewLocation: SourceLocation?
    public var verdict: Verdict?
    /// Every aspect rated, in ``HealthAspect`` order.
    public var health: [HealthRating]
    public var scorecard: [ScorecardEntry]
    public var tokens: [TokenRole]
    public var inventory: [LegacySibling]
    /// The calls that the migration guide fills in for each legacy variant, and the component page shows as its
    /// code snippets.
    public var migration: CodeCalls?
    /// Where ``migration`` is written.
    public var migrationLocation: SourceLocation?
    public var changelog: [ChangelogEntry]
    /// When the verdict and scorecard were last reviewed, and what the component drew then (`assessed:`, which
    /// `specimen stamp` writes).
    public var assessed: AssessmentStamp?

    /// No facts.
    public init() {
        family = nil
        preview = nil
        previewLocation = nil
        verdict = nil
        health = []
        scorecard = []
        tokens = []
        inventory = []
        migration = nil
        migrationLocation = nil
        changelog = []
        assessed = nil
    }

    /// Whether the page carries any component facts.
    public var isEmpty: Bool {
        family == nil && preview == nil && verdict == nil && health.isEmpty && scorecard.isEmpty && tokens.isEmpty
            && inventory.isEmpty && migration == nil && changelog.isEmpty
    }

    /// Whether the component has been assessed: it has a verdict or a scorecard, so it is a dashboard row.
    public var isAssessed: Bool {
        verdict != nil || !scorecard.isEmpty
    }

    /// The variants of every legacy sibling, counted.
    public var inventoryTotal: Int {
        inventory.reduce(0) { $0 + $1.variants.count }
    }

    /// The scorecard status for `criterion`, if assessed.
    public func status(of criterion: String) -> CriterionStatus? {
        scorecard.first { $0.criterion == criterion }?.status
    }
}
