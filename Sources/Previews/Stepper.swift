import DesignTokens
import Foundation
import SVG

/// The stepper family: one `EBStepper(current:total:style:)` drawn as bullet dots, dash segments or numbered
/// circular rings.
public struct Stepper: Sendable, Hashable {
    /// The visual language.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// 8 × 8 dots (Stepper - Bullet).
        case bullet
        /// Segments that share the width (Step Indicator).
        case dash
        /// 45 × 45 numbered rings (Stepper - Circular).
        case circular

        /// The file that defines the style.
        var layout: any StepperStyleLayout.Type {
            switch self {
            case .bullet: BulletStepperLayout.self
            case .dash: DashStepperLayout.self
            case .circular: CircularStepperLayout.self
            }
        }

        /// The step counts the style supports (seeds 000, 001 and 002).
        public var stepRange: ClosedRange<Int> {
            layout.stepRange
        }

        /// The interaction states the style has.
        public var states: [InteractionState] {
            layout.states
        }

        /// The property only this style has, with the words its control shows (`completed-tint`).
        var ownOption: (property: String, label: String) {
            layout.ownOption
        }
    }

    /// The container lengths a dash stepper may be drawn at, in pixels.
    public static let lengthRange: ClosedRange<Double> = 40...2_000

    /// The layout direction.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case horizontal
        case vertical
    }

    public var style: Style
    /// How many steps, within ``Style/stepRange``.
    public var steps: Int
    /// The 1-based current step, 1…steps.
    public var current: Int
    public var orientation: Orientation
    /// A line between neighbouring steps, tinted as completed up to the current step.
    public var connector: Bool
    public var state: InteractionState
    /// Bullet only: completed dots in a muted brand tint instead of the track colour.
    public var completedTint: Bool
    /// Circular only: a check mark instead of the digit on completed steps.
    public var checkOnComplete: Bool
    /// Dash only: how far the user is through the current step, 0…1; drawn as 10 %…90 % of the segment.
    public var progress: Double
    /// Dash only: the container's length in pixels, or nil for the token default.
    public var length: Double?
    /// Circular only: a caption under each step (beside it when vertical), in step order; a step past the list
    /// has none.
    public var labels: [String]
    /// Circular only: an accent ring around the current step, outside its circle.
    public var activeRing: Bool

    /// The most labels a stepper takes, and the longest label.
    public static let labelLimits = (count: 10, characters: 40)

    /// A stepper; check it with ``validate()`` before drawing.
    public init(
        style: Style,
        steps: Int,
        current: Int,
        orientation: Orientation = .horizontal,
        connector: Bool = false,
        state: InteractionState = .default,
        completedTint: Bool = false,
        checkOnComplete: Bool = false,
        progress: Double = 0,
        length: Double? = nil,
        labels: [String] = [],
        activeRing: Bool = false
    ) {
        self.style = style
        self.steps = steps
        self.current = current
        self.orientation = orientation
        self.connector = connector
        self.state = state
        self.completedTint = completedTint
        self.checkOnComplete = checkOnComplete
        self.progress = progress
        self.length = length
        self.labels = labels
        self.activeRing = activeRing
    }

    /// The status of each step, 1…steps.
    public var statuses: [StepStatus] {
        (1...max(1, steps)).map { StepStatus.of(step: $0, current: current) }
    }

    /// What a screen reader announces: "Step 2 of 4"; the Step Indicator adds ", in progress" (seed 002).
    public var accessibilityLabel: String {
        style == .dash ? "Step \(current) of \(steps), in progress" : "Step \(current) of \(steps)"
    }

    /// How full the segment of `status` is drawn, 0…1 (seed 002: about 10 % on open, growing with progress,
    /// capped at 90 %, full only when completed).
    public func dashFill(_ status: StepStatus) -> Double {
        switch status {
        case .completed: 1
        case .current: 0.1 + 0.8 * min(max(progress, 0), 1)
        case .upcoming: 0
        }
    }

    /// Checks every property against what the style allows.
    public func validate() throws(PreviewError) {
        guard style.stepRange.contains(steps) else {
            throw PreviewError(property: "steps", value: "\(steps)",
                message: "steps = \(steps) is out of range for the \(style.rawValue) style; allowed: \(style.stepRange.lowerBound)…\(style.stepRange.upperBound)")
        }
        guard (1...steps).contains(current) else {
            throw PreviewError(property: "current", value: "\(current)",
                message: "current = \(current) is outside 1…steps; allowed: 1…\(steps)")
        }
        guard style.states.contains(state) else {
            throw PreviewError(property: "state", value: state.rawValue,
                message: "state = \(state.rawValue) is not available for the \(style.rawValue) style; allowed: \(style.states.map(\.rawValue).joined(separator: ", "))")
        }
        guard (0...1).contains(progress) else {
            throw PreviewError(property: "progress", value: "\(progress)",
                message: "progress = \(PreviewError.quote(progress)) is outside 0…1; allowed: 0 (just opened) … 1 (done)")
        }
        if progress != 0 && style != .dash {
            throw onlyFor("progress", .dash)
        }
        if let length, style != .dash || !Self.lengthRange.contains(length) {
            if style != .dash { throw onlyFor("length", .dash) }
            throw PreviewError(property: "length", value: PreviewError.quote(length),
                message: "length = \(PreviewError.quote(length)) is out of range; allowed: 40…2000 pixels")
        }
        if completedTint && style != .bullet { throw onlyFor("completed-tint", .bullet) }
        if checkOnComplete && style != .circular { throw onlyFor("check", .circular) }
        if activeRing && style != .circular { throw onlyFor("active-ring", .circular) }
        if !labels.isEmpty && style != .circular { throw onlyFor("labels", .circular) }
        let written = labels.joined(separator: ", ")
        guard labels.count <= Self.labelLimits.count else {
            throw PreviewError(property: "labels", value: written,
                message: "labels lists \(labels.count) labels; allowed: at most \(Self.labelLimits.count), one per step, separated by commas")
        }
        if let label = labels.first(where: { $0.isEmpty || $0.count > Self.labelLimits.characters }) {
            throw PreviewError(property: "labels", value: written,
                message: label.isEmpty ? "labels has an empty label; allowed: 1…\(Self.labelLimits.characters) characters each, separated by commas"
                    : "the label '\(label.prefix(20))…' is \(label.count) characters long; allowed: 1…\(Self.labelLimits.characters) each")
        }
    }

    private func onlyFor(_ property: String, _ style: Style) -> PreviewError {
        PreviewError(property: property, message: "\(property) applies to the \(style.rawValue) style only; this stepper is \(self.style.rawValue)")
    }
}

extension Stepper: Component {
    public static let name = "stepper"

    public static let summary = "A stepper: bullet dots, dash segments or numbered circular rings."

    public static let properties = [
        ComponentProperty("style", .word, help: "bullet (steps 3–10), dash (2–10) or circular (2–10).",
                          values: Style.allCases.map(\.rawValue), required: true),
        ComponentProperty("steps", .number, help: "How many steps.", range: stepsRange, required: true),
        ComponentProperty("current", .number, help: "The current step, 1…steps (default 1).", range: 1...stepsRange.upperBound, default: "1"),
        ComponentProperty("orientation", .word, help: "horizontal or vertical.",
                          values: Orientation.allCases.map(\.rawValue), default: Orientation.horizontal.rawValue),
        ComponentProperty("connector", .flag, help: "Draw a connector line between steps (bullet, circular).", default: "false"),
        ComponentProperty("state", .word, help: "The interaction state: default, pressed, focused or disabled.",
                          values: InteractionState.allCases.map(\.rawValue), default: InteractionState.default.rawValue),
        ComponentProperty("completed-tint", .flag, help: "Tint completed dots (bullet).", default: "false"),
        ComponentProperty("check", .flag, help: "A check mark on completed steps (circular).", default: "false"),
        ComponentProperty("progress", .number, help: "Progress through the current step, 0…1 (dash).", range: 0...1, default: "0"),
        ComponentProperty("length", .number, help: "The container's length in pixels (dash).", range: lengthRange),
        ComponentProperty("labels", .word, help: "A caption for each step, in order, separated by commas (circular)."),
        ComponentProperty("active-ring", .flag, help: "An accent ring around the current step, outside its circle (circular).", default: "false"),
    ]

    /// The steps any style allows: each style allows a part of it (``Style/stepRange``).
    static let stepsRange = Double(Style.allCases.map(\.stepRange.lowerBound).min() ?? 1)...Double(Style.allCases.map(\.stepRange.upperBound).max() ?? 1)

    /// `style` and `length` stay as written: they change what the stepper is.
    public static let controllable = ["steps", "current", "orientation", "connector", "state", "completed-tint", "check", "progress"]

    /// The values the dash style's progress control offers: the quarters the review sheet shows.
    static let progressStep = 0.25

    public init(reading properties: PropertyReader) throws(PreviewError) {
        guard let style = try properties.choice("style", Style.self) else {
            throw properties.missing("style", "a stepper needs a style; allowed: \(Style.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let steps = try properties.integer("steps") else {
            throw properties.missing("steps", "a stepper needs steps; allowed: \(style.stepRange.lowerBound)…\(style.stepRange.upperBound)")
        }
        self.init(
            style: style,
            steps: steps,
            current: try properties.integer("current") ?? 1,
            orientation: try properties.choice("orientation", Orientation.self) ?? .horizontal,
            connector: try properties.boolean("connector") ?? false,
            state: try properties.choice("state", InteractionState.self) ?? .default,
            completedTint: try properties.boolean("completed-tint") ?? false,
            checkOnComplete: try properties.boolean("check") ?? false,
            progress: try properties.number("progress", in: Preview.numberRange) ?? 0,
            length: try properties.number("length", in: Preview.numberRange),
            labels: properties.text("labels").map { list in
                list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            } ?? [],
            activeRing: try properties.boolean("active-ring") ?? false
        )
    }

    public func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        try style.layout.init(self, tokens: tokens).document()
    }

    public func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        let range = style.stepRange
        switch property {
        case "steps":
            let lower = controlled.contains("current") ? range.lowerBound : max(range.lowerBound, current)
            return PreviewControl(property: property, label: "Steps",
                                  kind: .range(minimum: Double(lower), maximum: Double(range.upperBound), step: 1, decimals: 0))
        case "current":
            let upper = controlled.contains("steps") ? range.upperBound : steps
            return PreviewControl(property: property, label: "Current step",
                                  kind: .range(minimum: 1, maximum: Double(upper), step: 1, decimals: 0),
                                  limitedBy: controlled.contains("steps") ? "steps" : nil)
        case "orientation":
            return PreviewControl(property: property, label: "Orientation",
                                  kind: .choice(Orientation.allCases.map { PreviewControl.option($0.rawValue) }))
        case "state":
            return PreviewControl(property: property, label: "State", kind: .choice(style.states.map { PreviewControl.option($0.rawValue) }))
        case "connector" where style.layout.drawsConnector:
            return PreviewControl(property: property, label: "Connector", kind: .toggle)
        case style.ownOption.property:
            // Progress is the one own option that is a number; the others are on or off.
            let kind: PreviewControl.Kind = property == "progress"
                ? .range(minimum: 0, maximum: 1, step: Self.progressStep, decimals: 2) : .toggle
            return PreviewControl(property: property, label: style.ownOption.label, kind: kind)
        case "connector", "completed-tint", "check", "progress":
            throw PreviewError.inInfoString(
                "controls names '\(property)', which the \(style.rawValue) style does not have; allowed: \(controllableHere.joined(separator: ", "))",
                value: property)
        default:
            throw PreviewError.notControllable(property, component: Self.name, allowed: controllableHere)
        }
    }

    /// The properties a control may change on this stepper's style.
    private var controllableHere: [String] {
        Self.controllable.filter { property in
            switch property {
            case "connector": style.layout.drawsConnector
            case "completed-tint", "check", "progress": style.ownOption.property == property
            default: true
            }
        }
    }

    public func value(of property: String) -> PreviewControl.Value {
        switch property {
        case "steps": .number(Double(steps))
        case "current": .number(Double(current))
        case "progress": .number(progress)
        case "orientation": .word(orientation.rawValue)
        case "state": .word(state.rawValue)
        case "connector": .word(String(connector))
        case "completed-tint": .word(String(completedTint))
        case "check": .word(String(checkOnComplete))
        default: .word("")
        }
    }

    public var defaultID: String {
        "stepper-" + style.rawValue
    }

    public var variantName: String {
        "stepper (\(style.rawValue))"
    }

    /// Every style's options and states once, at steps 5, current 3.
    public static var tokenSamples: [Stepper] {
        PreviewCatalog.steppers { _, steps, current in steps == 5 && current == 3 }
    }

    /// The round styles first, then the Step Indicator: the order the tokens page lists them in.
    public static var contrastPairs: [ContrastPair] {
        [Style.bullet, .circular, .dash].flatMap { $0.layout.contrastPairs }
    }

    /// Only its own style's pairs.
    public var contrastPairsDrawn: [ContrastPair] {
        style.layout.contrastPairs
    }

    /// For each style, every steps × current, then its states and options at steps 5, current 3.
    public static var reviewSheet: [ReviewSheetSection] {
        var sections: [ReviewSheetSection] = []
        for style in Style.allCases {
            var items: [ReviewSheetSection.Item] = []
            for steps in style.stepRange {
                for current in 1...steps {
                    let stepper = Stepper(style: style, steps: steps, current: current, progress: style == .dash ? 0.5 : 0)
                    items.append(.init("steps=\(steps) current=\(current)", Preview(stepper)))
                }
            }
            sections.append(ReviewSheetSection(title: "Stepper, \(style.rawValue): every steps × current", items: items))
        }
        for style in Style.allCases {
            let progress = style == .dash ? 0.5 : 0
            var items: [ReviewSheetSection.Item] = style.states.map { state in
                .init("state=\(state.rawValue)", Preview(Stepper(style: style, steps: 5, current: 3, state: state, progress: progress)))
            }
            if style.layout.drawsConnector {
                items.append(.init("connector", Preview(Stepper(style: style, steps: 5, current: 3, connector: true))))
            }
            items += style.layout.reviewSheetOptions
            items.append(.init("orientation=vertical", Preview(Stepper(style: style, steps: 5, current: 3, orientation: .vertical,
                                                                       connector: style.layout.drawsConnector, progress: progress))))
            sections.append(ReviewSheetSection(title: "Stepper, \(style.rawValue): states and options (steps=5 current=3)", items: items))
        }
        return sections
    }
}

extension Stepper {
    public static let defaultTokens: String? = #"""
{
  "color": {
   "$type": "color",
   "bg": {
    "$value": "{color.brand.500}"
   },
   "bg-track": {
    "$value": "{color.brand.100}"
   },
   "bg-completed": {
    "$value": "{color.brand.300}"
   },
   "label": {
    "$value": "{color.brand.500}"
   }
  },
  "size": {
   "$type": "dimension",
   "dot": {
    "$value": "8px"
   },
   "circle": {
    "$value": "45px"
   },
   "ring": {
    "$value": "2px"
   },
   "connector": {
    "$value": "2px"
   },
   "label": {
    "$value": "16px"
   },
   "dash-height": {
    "$value": "4px"
   },
   "dash-length": {
    "$value": "366px"
   },
   "check": {
    "$value": "2px"
   }
  },
  "space": {
   "$type": "dimension",
   "dot-padding": {
    "$value": "{space.space-4}"
   },
   "dot-gap": {
    "$value": "{space.space-0}"
   },
   "circle-gap": {
    "$value": "{space.space-20}"
   },
   "dash-gap": {
    "$value": "{space.space-4}"
   }
  },
  "font": {
   "label-weight": {
    "$type": "fontWeight",
    "$value": 600
   }
  }
 }
"""#
}
