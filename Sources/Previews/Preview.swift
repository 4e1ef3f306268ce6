/// A component to draw, with every property checked.
public enum Preview: Sendable, Hashable {
    case stepper(Stepper)
    case slider(Slider)

    /// The components a preview block may name.
    public static let components = ["slider", "stepper"]

    /// The properties each component takes.
    public static let stepperProperties = ["style", "steps", "current", "orientation", "connector", "state",
                                           "completed-tint", "check", "progress", "length"]
    public static let sliderProperties = ["value", "min", "max", "step", "tooltip", "format", "symbol", "unit", "state"]

    /// The numbers any property may hold before its component checks what it allows: wide enough that every
    /// component's own check speaks first, narrow enough that no drawing computed from them overflows.
    public static let numberRange: ClosedRange<Double> = -1_000_000_000...1_000_000_000

    /// The screen-reader label: "Step 2 of 4", "40 percent".
    public var accessibilityLabel: String {
        switch self {
        case let .stepper(stepper): stepper.accessibilityLabel
        case let .slider(slider): slider.accessibilityLabel
        }
    }

    /// Builds and checks the component a block describes. Errors carry the line and column of the property.
    public static func make(from block: PreviewBlock) throws(PreviewError) -> Preview {
        var reader = PropertyReader(properties: block.properties)
        let allowed: [String]
        switch block.component {
        case "stepper": allowed = stepperProperties
        case "slider": allowed = sliderProperties
        default:
            throw PreviewError(value: block.component,
                message: "unknown component '\(block.component)'; allowed: \(components.joined(separator: ", "))",
                line: block.componentLine, column: block.componentColumn)
        }
        // Before any property is required: a misspelt one is the cause of the missing one.
        if let unknown = block.properties.first(where: { !allowed.contains($0.key) }) {
            let hint = Suggestion.closest(to: unknown.key, in: allowed).map { "did you mean '\($0)'? " } ?? ""
            throw PreviewError(property: unknown.key, value: unknown.value,
                message: "unknown property '\(unknown.key)' for \(block.component); \(hint)allowed: \(allowed.joined(separator: ", "))",
                line: unknown.line, column: unknown.column)
        }
        let preview: Preview = block.component == "stepper"
            ? .stepper(try makeStepper(&reader, block: block))
            : .slider(try makeSlider(&reader))
        for control in block.controls where !allowed.contains(control) {
            var error = PreviewError(property: "controls", value: control,
                message: "controls names '\(control)', which \(block.component) does not have; allowed: \(allowed.joined(separator: ", "))")
            error.inInfoString = true
            throw error
        }
        do {
            switch preview {
            case let .stepper(stepper): try stepper.validate()
            case let .slider(slider): try slider.validate()
            }
        } catch {
            var located = error
            if let property = error.property, let written = block.properties.first(where: { $0.key == property }) {
                located.line = written.line
                located.column = written.column
            } else {
                located.line = block.componentLine
                located.column = block.componentColumn
            }
            throw located
        }
        return preview
    }

    private static func makeStepper(_ reader: inout PropertyReader, block: PreviewBlock) throws(PreviewError) -> Stepper {
        guard let style = try reader.choice("style", Stepper.Style.self) else {
            throw PreviewError(property: "style",
                message: "a stepper needs a style; allowed: \(Stepper.Style.allCases.map(\.rawValue).joined(separator: ", "))",
                line: block.componentLine, column: block.componentColumn)
        }
        guard let steps = try reader.integer("steps") else {
            throw PreviewError(property: "steps",
                message: "a stepper needs steps; allowed: \(style.stepRange.lowerBound)…\(style.stepRange.upperBound)",
                line: block.componentLine, column: block.componentColumn)
        }
        return Stepper(
            style: style,
            steps: steps,
            current: try reader.integer("current") ?? 1,
            orientation: try reader.choice("orientation", Stepper.Orientation.self) ?? .horizontal,
            connector: try reader.boolean("connector") ?? false,
            state: try reader.choice("state", InteractionState.self) ?? .default,
            completedTint: try reader.boolean("completed-tint") ?? false,
            checkOnComplete: try reader.boolean("check") ?? false,
            progress: try reader.number("progress", in: numberRange) ?? 0,
            length: try reader.number("length", in: numberRange)
        )
    }

    private static func makeSlider(_ reader: inout PropertyReader) throws(PreviewError) -> Slider {
        guard let value = try reader.number("value", in: Slider.valueRange) else {
            throw PreviewError(property: "value", message: "a slider needs a value, such as value=40")
        }
        let format: ValueFormat
        switch try reader.word("format", allowed: ["percent", "number", "currency", "unit"]) ?? "percent" {
        case "number": format = .number
        case "currency": format = .currency(symbol: reader.text("symbol") ?? "$")
        case "unit":
            guard let unit = reader.text("unit") else {
                throw PreviewError(property: "unit", message: "format=unit needs a unit, such as unit=km")
            }
            format = .unit(unit)
        default: format = .percent
        }
        return Slider(
            value: value,
            minimum: try reader.number("min", in: Slider.valueRange) ?? 0,
            maximum: try reader.number("max", in: Slider.valueRange) ?? 100,
            step: try reader.number("step", in: Slider.stepRange),
            tooltip: try reader.choice("tooltip", Slider.TooltipVisibility.self) ?? .onDrag,
            format: format,
            state: try reader.choice("state", InteractionState.self) ?? .default
        )
    }
}

/// Typed access to a block's properties; a value of the wrong form is an error at its place.
struct PropertyReader {
    let properties: [PreviewProperty]

    func text(_ key: String) -> String? {
        properties.first { $0.key == key }?.value
    }

    func integer(_ key: String) throws(PreviewError) -> Int? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        guard let value = Int(property.value) else {
            throw fail(property, "\(key) must be a whole number, such as \(key)=4")
        }
        return value
    }

    /// The number written for `key`, checked against `range` before anything computes with it.
    func number(_ key: String, in range: ClosedRange<Double>) throws(PreviewError) -> Double? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        let allowed = "\(Stepper.format(range.lowerBound))…\(Stepper.format(range.upperBound))"
        guard let value = Double(property.value), value.isFinite else {
            throw fail(property, "\(key) must be a number; allowed: \(allowed)")
        }
        guard range.contains(value) else {
            throw fail(property, "\(key) = \(property.value) is out of range; allowed: \(allowed)")
        }
        return value
    }

    func boolean(_ key: String) throws(PreviewError) -> Bool? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        switch property.value {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw fail(property, "\(key) must be true or false")
        }
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type) throws(PreviewError) -> Choice?
    where Choice.RawValue == String {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        guard let value = Choice(rawValue: property.value) else {
            throw fail(property, "unknown \(key) '\(property.value)'; allowed: \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    func word(_ key: String, allowed: [String]) throws(PreviewError) -> String? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        guard allowed.contains(property.value) else {
            throw fail(property, "unknown \(key) '\(property.value)'; allowed: \(allowed.joined(separator: ", "))")
        }
        return property.value
    }

    private func fail(_ property: PreviewProperty, _ message: String) -> PreviewError {
        PreviewError(property: property.key, value: property.value, message: message, line: property.line, column: property.column)
    }
}
