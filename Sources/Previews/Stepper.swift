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

        /// The step counts the style supports (seeds 000, 001 and 002).
        public var stepRange: ClosedRange<Int> {
            switch self {
            case .bullet: 3...10
            case .dash, .circular: 2...10
            }
        }

        /// The interaction states the style has: the seeds call for pressed and focused on tappable bullet and
        /// circular steppers; the Step Indicator is not tappable.
        public var states: [InteractionState] {
            switch self {
            case .bullet, .circular: InteractionState.allCases
            case .dash: [.default, .focused, .disabled]
            }
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
        length: Double? = nil
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
                message: "progress = \(Self.format(progress)) is outside 0…1; allowed: 0 (just opened) … 1 (done)")
        }
        if progress != 0 && style != .dash {
            throw onlyFor("progress", .dash)
        }
        if let length, style != .dash || !Self.lengthRange.contains(length) {
            if style != .dash { throw onlyFor("length", .dash) }
            throw PreviewError(property: "length", value: Self.format(length),
                message: "length = \(Self.format(length)) is out of range; allowed: 40…2000 pixels")
        }
        if completedTint && style != .bullet { throw onlyFor("completed-tint", .bullet) }
        if checkOnComplete && style != .circular { throw onlyFor("check", .circular) }
    }

    private func onlyFor(_ property: String, _ style: Style) -> PreviewError {
        PreviewError(property: property, message: "\(property) applies to the \(style.rawValue) style only; this stepper is \(self.style.rawValue)")
    }

    /// A number as a message quotes it: whole numbers without a decimal point (`4`, not `4.0`), fractions in
    /// decimals (`0.000001`, not `1e-06`). Total: a number too large or too fine for that is written as Swift
    /// writes a double.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), let whole = Int(exactly: value) { return String(whole) }
        let decimal = PreviewControl.text(value, decimals: 9)
        return abs(value) < 1e9 && Double(decimal) != 0 ? decimal : String(value)
    }
}
