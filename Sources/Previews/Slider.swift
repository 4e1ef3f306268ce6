import DesignTokens
import SVG

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
            throw PreviewError(property: "max", value: PreviewError.quote(maximum),
                message: "the range \(PreviewError.quote(minimum))…\(PreviewError.quote(maximum)) is empty; allowed: min < max")
        }
        guard value.isFinite, (minimum...maximum).contains(value) else {
            throw PreviewError(property: "value", value: PreviewError.quote(value),
                message: "value = \(PreviewError.quote(value)) is outside the range; allowed: \(PreviewError.quote(minimum))…\(PreviewError.quote(maximum))")
        }
        if let step {
            guard step > 0, step <= maximum - minimum else {
                throw PreviewError(property: "step", value: PreviewError.quote(step),
                    message: "step = \(PreviewError.quote(step)) does not fit the range; allowed: more than 0 and at most \(PreviewError.quote(maximum - minimum))")
            }
            let steps = (value - minimum) / step
            guard abs(steps - steps.rounded()) < 1e-9 else {
                let low = minimum + steps.rounded(.down) * step
                throw PreviewError(property: "value", value: PreviewError.quote(value),
                    message: "value = \(PreviewError.quote(value)) is not on the step grid; allowed: \(PreviewError.quote(minimum)), \(PreviewError.quote(minimum + step)), … \(PreviewError.quote(maximum)) (nearest: \(PreviewError.quote(low)) or \(PreviewError.quote(min(low + step, maximum))))")
            }
        }
    }
}

extension Slider: Component {
    public static let name = "slider"

    public static let summary = "A slider: a value on a range, with its tooltip."

    public static let properties = [
        ComponentProperty("value", .number, help: "The value, within min…max and on the step grid.", required: true),
        ComponentProperty("min", .number, help: "The lower end of the range (default 0), below max.", default: "0"),
        ComponentProperty("max", .number, help: "The upper end of the range (default 100), above min.", default: "100"),
        ComponentProperty("step", .number, help: "The step values snap to, above 0."),
        ComponentProperty("tooltip", .word, help: "When the tooltip shows: always, onDrag (default) or never.",
                          values: TooltipVisibility.allCases.map(\.rawValue), default: TooltipVisibility.onDrag.rawValue),
        ComponentProperty("format", .word, help: "percent (default), number, currency or unit.",
                          values: ["percent", "number", "currency", "unit"], default: "percent"),
        ComponentProperty("symbol", .word, help: "The currency symbol for format=currency (default $).", default: "$"),
        ComponentProperty("unit", .word, help: "The unit for format=unit (km, ms, …)."),
        ComponentProperty("state", .word, help: "The interaction state: default, pressed, focused or disabled.",
                          values: InteractionState.allCases.map(\.rawValue), default: InteractionState.default.rawValue),
    ]

    /// `min`, `step`, `format`, `symbol` and `unit` stay as written: they change what the slider is.
    public static let controllable = ["value", "max", "tooltip", "state"]

    public init(reading properties: PropertyReader) throws(PreviewError) {
        guard let value = try properties.number("value", in: Self.valueRange) else {
            throw PreviewError(property: "value", message: "a slider needs a value, such as value=40")
        }
        let format: ValueFormat
        switch try properties.word("format", allowed: ["percent", "number", "currency", "unit"]) ?? "percent" {
        case "number": format = .number
        case "currency": format = .currency(symbol: properties.text("symbol") ?? "$")
        case "unit":
            guard let unit = properties.text("unit") else {
                throw PreviewError(property: "unit", message: "format=unit needs a unit, such as unit=km")
            }
            format = .unit(unit)
        default: format = .percent
        }
        self.init(
            value: value,
            minimum: try properties.number("min", in: Self.valueRange) ?? 0,
            maximum: try properties.number("max", in: Self.valueRange) ?? 100,
            step: try properties.number("step", in: Self.stepRange),
            tooltip: try properties.choice("tooltip", TooltipVisibility.self) ?? .onDrag,
            format: format,
            state: try properties.choice("state", InteractionState.self) ?? .default
        )
    }

    public func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        try SliderLayout(self, tokens: tokens).document()
    }

    public func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        let step = step ?? 1
        let decimals = max(PreviewControl.decimals(of: step), PreviewControl.decimals(of: minimum))
        // The max control doubles the written span: room to see the same value on a longer range.
        let widest = minimum + Double(PreviewControl.count(minimum: minimum, maximum: minimum + 2 * (maximum - minimum),
                                                           step: step) - 1) * step
        switch property {
        case "value":
            return PreviewControl(property: property, label: "Value",
                                  kind: .range(minimum: minimum, maximum: controlled.contains("max") ? widest : maximum,
                                               step: step, decimals: decimals),
                                  limitedBy: controlled.contains("max") ? "max" : nil)
        case "max":
            let lower = controlled.contains("value") ? minimum + step : max(minimum + step, value)
            return PreviewControl(property: property, label: "Maximum",
                                  kind: .range(minimum: lower, maximum: widest, step: step, decimals: decimals))
        case "tooltip":
            return PreviewControl(property: property, label: "Tooltip",
                                  kind: .choice(TooltipVisibility.allCases.map { PreviewControl.option($0.rawValue) }))
        case "state":
            return PreviewControl(property: property, label: "State",
                                  kind: .choice(InteractionState.allCases.map { PreviewControl.option($0.rawValue) }))
        default:
            throw PreviewError.notControllable(property, component: Self.name, allowed: Self.controllable)
        }
    }

    public func value(of property: String) -> PreviewControl.Value {
        switch property {
        case "value": .number(value)
        case "max": .number(maximum)
        case "tooltip": .word(tooltip.rawValue)
        case "state": .word(state.rawValue)
        default: .word("")
        }
    }

    public var defaultID: String {
        Self.name
    }

    public var variantName: String {
        Self.name
    }

    /// Every state and tooltip mode at value 40.
    public static var tokenSamples: [Slider] {
        PreviewCatalog.sliders(values: [40])
    }

    public static let contrastPairs = [
        ContrastPair(what: "Slider fill on the track", foreground: "slider/color/fill", background: "slider/color/track/bg", kind: .graphic),
        ContrastPair(what: "Slider track on the page", foreground: "slider/color/track/bg", background: "page/background", kind: .graphic),
        ContrastPair(what: "Slider knob on the track", foreground: "slider/color/knob/bg", background: "slider/color/track/bg", kind: .graphic),
        ContrastPair(what: "Slider knob border on the page", foreground: "slider/color/knob/border", background: "page/background", kind: .graphic),
        ContrastPair(what: "Tooltip text on the tooltip", foreground: "slider/color/tooltip/text", background: "slider/color/tooltip/bg", kind: .text),
    ]

    /// The value range with the tooltip shown, then every state and tooltip mode, formats and the ends.
    public static var reviewSheet: [ReviewSheetSection] {
        let values = stride(from: 0, through: 100, by: 10).map { value in
            ReviewSheetSection.Item("value=\(value) tooltip=always", Preview(Slider(value: Double(value), tooltip: .always)))
        }
        var states: [ReviewSheetSection.Item] = []
        for state in InteractionState.allCases {
            for tooltip in TooltipVisibility.allCases {
                states.append(.init("state=\(state.rawValue) tooltip=\(tooltip.rawValue)", Preview(Slider(value: 40, tooltip: tooltip, state: state))))
            }
        }
        states.append(.init("format=currency max=5000 value=1200",
                            Preview(Slider(value: 1_200, maximum: 5_000, step: 100, tooltip: .always, format: .currency(symbol: "$")))))
        states.append(.init("format=unit unit=km max=10 step=0.5 value=3.5",
                            Preview(Slider(value: 3.5, maximum: 10, step: 0.5, tooltip: .always, format: .unit("km")))))
        states.append(.init("value=0 state=pressed", Preview(Slider(value: 0, state: .pressed))))
        states.append(.init("value=100 state=pressed", Preview(Slider(value: 100, state: .pressed))))
        return [
            ReviewSheetSection(title: "Slider: the value range", items: values),
            ReviewSheetSection(title: "Slider: states, tooltip modes and formats (value=40)", items: states),
        ]
    }
}

extension Slider {
    public static let defaultTokens: String? = #"""
{
  "color": {
   "$type": "color",
   "track": {
    "bg": {
     "$value": "{color.brand.100}"
    }
   },
   "fill": {
    "$value": "{color.brand.500}"
   },
   "knob": {
    "bg": {
     "$value": "{color.neutral.0}"
    },
    "border": {
     "$value": "{color.neutral.100}"
    }
   },
   "tooltip": {
    "bg": {
     "$value": "{color.brand.500}"
    },
    "text": {
     "$value": "{color.neutral.0}"
    }
   }
  },
  "size": {
   "$type": "dimension",
   "width": {
    "$value": "366px"
   },
   "height": {
    "$value": "28px"
   },
   "track": {
    "$value": "10px"
   },
   "knob": {
    "$value": "16px"
   },
   "knob-pressed": {
    "$value": "24px"
   },
   "halo": {
    "$value": "8px"
   },
   "knob-border": {
    "$value": "1px"
   },
   "tooltip-height": {
    "$value": "20px"
   },
   "tooltip-gap": {
    "$value": "4px"
   },
   "tooltip-radius": {
    "$value": "4px"
   },
   "tooltip-text": {
    "$value": "12px"
   }
  }
 }
"""#
}
