extension InteractivePreview {
    /// The properties a control may change, per component. `style`, `length`, `min`, `step`, `format`, `symbol`
    /// and `unit` stay as written: they change what the component is, not which state it is in.
    public static let controllableProperties = [
        "stepper": ["steps", "current", "orientation", "connector", "state", "completed-tint", "check", "progress"],
        "slider": ["value", "max", "tooltip", "state"],
    ]

    /// The values the dash style's progress control offers: the quarters the sticker sheet shows.
    static let progressStep = 0.25

    /// The control for `property` of `preview`, its range fitted to the properties that stay fixed (a fixed
    /// current of 3 keeps steps at 3 or more).
    static func control(_ property: String, of preview: Preview, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        switch preview {
        case let .stepper(stepper): try stepperControl(property, of: stepper, controlled: controlled)
        case let .slider(slider): try sliderControl(property, of: slider, controlled: controlled)
        }
    }

    private static func stepperControl(_ property: String, of stepper: Stepper, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        let range = stepper.style.stepRange
        let style = stepper.style.rawValue
        switch property {
        case "steps":
            let lower = controlled.contains("current") ? range.lowerBound : max(range.lowerBound, stepper.current)
            return PreviewControl(property: property, label: "Steps",
                                  kind: .range(minimum: Double(lower), maximum: Double(range.upperBound), step: 1, decimals: 0))
        case "current":
            let upper = controlled.contains("steps") ? range.upperBound : stepper.steps
            return PreviewControl(property: property, label: "Current step",
                                  kind: .range(minimum: 1, maximum: Double(upper), step: 1, decimals: 0),
                                  limitedBy: controlled.contains("steps") ? "steps" : nil)
        case "orientation":
            return PreviewControl(property: property, label: "Orientation",
                                  kind: .choice(Stepper.Orientation.allCases.map { option($0.rawValue) }))
        case "state":
            return PreviewControl(property: property, label: "State", kind: .choice(stepper.style.states.map { option($0.rawValue) }))
        case "connector" where stepper.style != .dash,
             "completed-tint" where stepper.style == .bullet,
             "check" where stepper.style == .circular:
            let label = switch property {
            case "connector": "Connector"
            case "completed-tint": "Tinted completed steps"
            default: "Check on completed steps"
            }
            return PreviewControl(property: property, label: label, kind: .toggle)
        case "progress" where stepper.style == .dash:
            return PreviewControl(property: property, label: "Progress",
                                  kind: .range(minimum: 0, maximum: 1, step: progressStep, decimals: 2))
        case "connector", "completed-tint", "check", "progress":
            throw infoError("controls names '\(property)', which the \(style) style does not have; allowed: \(allowed("stepper", for: stepper))",
                            value: property)
        default:
            throw notControllable(property, component: "stepper", allowed: allowed("stepper", for: stepper))
        }
    }

    private static func sliderControl(_ property: String, of slider: Slider, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        let step = slider.step ?? 1
        let decimals = max(PreviewControl.decimals(of: step), PreviewControl.decimals(of: slider.minimum))
        // The max control doubles the written span: room to see the same value on a longer range.
        let widest = slider.minimum + Double(PreviewControl.count(minimum: slider.minimum,
                                                                  maximum: slider.minimum + 2 * (slider.maximum - slider.minimum),
                                                                  step: step) - 1) * step
        switch property {
        case "value":
            return PreviewControl(property: property, label: "Value",
                                  kind: .range(minimum: slider.minimum, maximum: controlled.contains("max") ? widest : slider.maximum,
                                               step: step, decimals: decimals),
                                  limitedBy: controlled.contains("max") ? "max" : nil)
        case "max":
            let lower = controlled.contains("value") ? slider.minimum + step : max(slider.minimum + step, slider.value)
            return PreviewControl(property: property, label: "Maximum",
                                  kind: .range(minimum: lower, maximum: widest, step: step, decimals: decimals))
        case "tooltip":
            return PreviewControl(property: property, label: "Tooltip",
                                  kind: .choice(Slider.TooltipVisibility.allCases.map { option($0.rawValue) }))
        case "state":
            return PreviewControl(property: property, label: "State", kind: .choice(InteractionState.allCases.map { option($0.rawValue) }))
        default:
            throw notControllable(property, component: "slider", allowed: controllableProperties["slider", default: []].joined(separator: ", "))
        }
    }

    /// The value a control starts at: the block's own, in the control's spelling.
    static func value(of control: PreviewControl, in preview: Preview) -> String {
        let number: Double
        switch (preview, control.property) {
        case let (.stepper(stepper), "steps"): number = Double(stepper.steps)
        case let (.stepper(stepper), "current"): number = Double(stepper.current)
        case let (.stepper(stepper), "progress"): number = stepper.progress
        case let (.stepper(stepper), "orientation"): return stepper.orientation.rawValue
        case let (.stepper(stepper), "state"): return stepper.state.rawValue
        case let (.stepper(stepper), "connector"): return String(stepper.connector)
        case let (.stepper(stepper), "completed-tint"): return String(stepper.completedTint)
        case let (.stepper(stepper), "check"): return String(stepper.checkOnComplete)
        case let (.slider(slider), "value"): number = slider.value
        case let (.slider(slider), "max"): number = slider.maximum
        case let (.slider(slider), "tooltip"): return slider.tooltip.rawValue
        case let (.slider(slider), "state"): return slider.state.rawValue
        default: return ""
        }
        let decimals = if case let .range(_, _, _, decimals) = control.kind { decimals } else { 0 }
        return PreviewControl.text(number, decimals: max(decimals, PreviewControl.decimals(of: number)))
    }

    /// `onDrag` → `On drag`.
    private static func option(_ value: String) -> PreviewControl.Option {
        var label = ""
        for character in value {
            if character.isUppercase {
                label += " " + character.lowercased()
            } else {
                label.append(character)
            }
        }
        return PreviewControl.Option(value: value, label: label.prefix(1).uppercased() + label.dropFirst())
    }

    private static func allowed(_ component: String, for stepper: Stepper) -> String {
        controllableProperties[component, default: []].filter { property in
            switch property {
            case "connector": stepper.style != .dash
            case "completed-tint": stepper.style == .bullet
            case "check": stepper.style == .circular
            case "progress": stepper.style == .dash
            default: true
            }
        }.joined(separator: ", ")
    }

    private static func notControllable(_ property: String, component: String, allowed: String) -> PreviewError {
        infoError("'\(property)' cannot be a control: it changes what the \(component) is, not its state; allowed: \(allowed)",
                  value: property)
    }
}
