/// `EBSlider(value:in:step:tooltip:)`: a value on a continuous range, a filled pill track and a knob.
public struct Slider: Sendable, Hashable {
    /// When the value tooltip shows (seed 004).
    public enum TooltipVisibility: String, Sendable, Hashable, CaseIterable {
        case always
        /// Only while the knob is dragged, which a still preview shows in the pressed state.
        case onDrag
        case never
    }

    /// The values `value`, `min` and `max` may take: a billion either way, so that every drawing, label and
    /// state count stays far inside what a double and an integer hold exactly.
    public static let valueRange = Preview.numberRange
    /// The steps a slider may snap to: fine enough for any unit, coarse enough that labels need at most six
    /// decimals.
    public static let stepRange: ClosedRange<Double> = 0.000001...2_000_000_000

    public var value: Double
    public var minimum: Double
    public var maximum: Double
    /// The grid values snap to, or nil for a continuous slider.
    public var step: Double?
    public var tooltip: TooltipVisibility
    public var format: ValueFormat
    public var state: InteractionState

    /// A slider; check it with ``validate()`` before drawing.
    public init(
        value: Double,
        minimum: Double = 0,
        maximum: Double = 100,
        step: Double? = nil,
        tooltip: TooltipVisibility = .onDrag,
        format: ValueFormat = .percent,
        state: InteractionState = .default
    ) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.tooltip = tooltip
        self.format = format
        self.state = state
    }

    /// Where the value sits in the range, 0…1.
    public var fraction: Double {
        (value - minimum) / (maximum - minimum)
    }

    /// Decimals shown: as many as the step has (0.5 → 1), none for whole-number steps or no step.
    public var decimals: Int {
        guard let step else { return value == value.rounded() ? 0 : 2 }
        var decimals = 0
        var scaled = step
        while decimals < 4, abs(scaled - scaled.rounded()) > 1e-9 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// The tooltip text (`40%`).
    public var formattedValue: String {
        format.text(value, decimals: decimals)
    }

    /// What a screen reader announces ("40 percent").
    public var accessibilityLabel: String {
        format.spoken(value, decimals: decimals)
    }

    /// Whether the still preview shows the tooltip: always unless disabled; on drag only when pressed.
    public var showsTooltip: Bool {
        switch (tooltip, state) {
        case (_, .disabled), (.never, _): false
        case (.always, _): true
        case (.onDrag, let state): state == .pressed
        }
    }

    /// Checks the range, the step grid and the value.
    public func validate() throws(PreviewError) {
        guard minimum.isFinite, maximum.isFinite, minimum < maximum else {
            throw PreviewError(property: "max", value: Stepper.format(maximum),
                message: "the range \(Stepper.format(minimum))…\(Stepper.format(maximum)) is empty; allowed: min < max")
        }
        guard value.isFinite, (minimum...maximum).contains(value) else {
            throw PreviewError(property: "value", value: Stepper.format(value),
                message: "value = \(Stepper.format(value)) is outside the range; allowed: \(Stepper.format(minimum))…\(Stepper.format(maximum))")
        }
        if let step {
            guard step > 0, step <= maximum - minimum else {
                throw PreviewError(property: "step", value: Stepper.format(step),
                    message: "step = \(Stepper.format(step)) does not fit the range; allowed: more than 0 and at most \(Stepper.format(maximum - minimum))")
            }
            let steps = (value - minimum) / step
            guard abs(steps - steps.rounded()) < 1e-9 else {
                let low = minimum + steps.rounded(.down) * step
                throw PreviewError(property: "value", value: Stepper.format(value),
                    message: "value = \(Stepper.format(value)) is not on the step grid; allowed: \(Stepper.format(minimum)), \(Stepper.format(minimum + step)), … \(Stepper.format(maximum)) (nearest: \(Stepper.format(low)) or \(Stepper.format(min(low + step, maximum))))")
            }
        }
    }
}
