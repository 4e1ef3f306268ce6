extension TokenSet {
    /// The properties of a colour object of the Color module 2025.10.
    private static let colorProperties = ["alpha", "colorSpace", "components", "hex"]

    /// A colour object, `{"colorSpace": "oklch", "components": [0.63, 0.19, 259.5], "alpha": 1, "hex": "#3b82f6"}`,
    /// in sRGB. A colour sRGB cannot show is drawn as its `hex` when it has one (the fallback its author chose), or
    /// else gamut-mapped with a warning; a `hex` that disagrees with the components of a colour sRGB can show is a
    /// warning too.
    static func colorObject(_ node: JSONNode, fields: [JSONNode.Member], warnings: inout [Invalid]) -> Result<Color, Invalid> {
        // Another key (a note such as Workday's "description") is read past: the colour is whole without it, and a
        // misspelt "components" still fails below for want of the real one.
        for field in fields where !colorProperties.contains(field.key) {
            warnings.append(.departure("a colour object with '\(field.key)' beside its components (read past)", at: field.value))
        }
        func field(_ name: String) -> JSONNode? {
            fields.first { $0.key == name }?.value
        }
        var alpha = 1.0
        if let node = field("alpha") {
            guard let value = node.number, (0...1).contains(value) else {
                return .failure(Invalid(message: "alpha \(shown(node)) is not a number from 0 to 1", at: node))
            }
            alpha = value
        }
        var hex: Color?
        if let node = field("hex") {
            switch hexFallback(node, alpha: alpha, warnings: &warnings) {
            case let .success(color): hex = color
            case let .failure(invalid): return .failure(invalid)
            }
        }
        let allowedSpaces = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        guard let spaceNode = field("colorSpace") else {
            return .failure(Invalid(message: "a colour object needs a colorSpace; allowed: \(allowedSpaces)", at: node))
        }
        guard let spaceName = spaceNode.string, let space = ColorSpace(rawValue: spaceName) else {
            let message = "colour space \(shown(spaceNode)) is not one of the Color module's; allowed: \(allowedSpaces)"
            guard let hex else { return .failure(Invalid(message: message, at: spaceNode)) }
            warnings.append(Invalid(message: message + "; drawn as its hex, \(hex.hex)", at: spaceNode))
            return .success(hex)
        }
        guard let componentsNode = field("components") else {
            return .failure(Invalid(message: "a colour object needs components: \(space.componentList)", at: node))
        }
        switch components(componentsNode, in: space) {
        case let .success(components):
            return .success(inSRGB(space, components: components, alpha: alpha, hex: hex, at: componentsNode,
                                   hexNode: field("hex") ?? node, warnings: &warnings))
        case let .failure(invalid):
            return .failure(invalid)
        }
    }

    /// The colour a `hex` fallback gives, at `alpha`.
    private static func hexFallback(_ node: JSONNode, alpha: Double, warnings: inout [Invalid]) -> Result<Color, Invalid> {
        guard let text = node.string, var color = Color(hex: text) else {
            return .failure(Invalid(message: "hex \(shown(node)) is not a colour; write #RRGGBB", at: node))
        }
        if text.utf8.count != 7 {
            // The fallback is six digits (Color Module 2025.10); tools shorten it, and `#000` still says black.
            warnings.append(.departure("a colour's hex fallback not in #RRGGBB form", at: node))
        }
        color.alpha = UInt8((alpha * 255).rounded())
        return .success(color)
    }

    /// The three components of `space` `node` gives, `none` read as 0, each in its range.
    private static func components(_ node: JSONNode, in space: ColorSpace) -> Result<[Double], Invalid> {
        guard case let .array(items) = node.value, items.count == 3 else {
            return .failure(Invalid(message: "\(space.rawValue) components must be three: \(space.componentList)", at: node))
        }
        var components: [Double] = []
        for (item, component) in zip(items, space.components) {
            if item.string == "none" {
                components.append(0)
                continue
            }
            // A hue is an angle in [0, 360): 360 is 0 written another way, which the Color Module does not allow.
            if component.name == "hue", item.number == 360 {
                return .failure(Invalid(message: "\(space.rawValue) hue 360 is out of range; allowed: 0 up to, not including, 360 (write 0)", at: item))
            }
            guard let value = item.number, component.range.contains(value) else {
                return .failure(Invalid(message: "\(space.rawValue) \(component.name) \(shown(item)) is out of range; allowed: "
                                        + "\(DesignToken.text(component.range.lowerBound))…\(DesignToken.text(component.range.upperBound)) or \"none\"", at: item))
            }
            components.append(value)
        }
        return .success(components)
    }

    /// The colour in sRGB: its `hex` when sRGB cannot show it and it has one, or else gamut-mapped with a warning; a
    /// warning too where `hex` disagrees with the components.
    private static func inSRGB(_ space: ColorSpace, components: [Double], alpha: Double, hex: Color?, at componentsNode: JSONNode,
                               hexNode: @autoclosure () -> JSONNode, warnings: inout [Invalid]) -> Color {
        let conversion = Color.converted(space: space, components: components, alpha: alpha)
        if !conversion.isInGamut {
            if let hex { return hex }
            warnings.append(Invalid(message: "this \(space.rawValue) colour lies outside sRGB; drawn as \(conversion.color.hex) "
                                    + "(CSS Color 4 gamut mapping); give it a hex to choose its sRGB fallback", at: componentsNode))
        } else if let hex, !hex.isWithinOneStep(of: conversion.color) {
            warnings.append(Invalid(message: "hex \(hex.hex) disagrees with the components, which give \(conversion.color.hex); "
                                    + "drawn from the components", at: hexNode(), conflict: true))
        }
        return conversion.color
    }

    private static func shown(_ node: JSONNode) -> String {
        node.string.map { "'\($0)'" } ?? node.number.map(DesignToken.text) ?? node.kindDescription
    }
}

private extension ColorSpace {
    /// `[red, green, blue]`, for messages.
    var componentList: String {
        "[" + components.map(\.name).joined(separator: ", ") + "]"
    }
}

private extension Color {
    /// Whether each channel is at most one 8-bit step from `other`'s: tools round differently.
    func isWithinOneStep(of other: Color) -> Bool {
        abs(Int(red) - Int(other.red)) <= 1 && abs(Int(green) - Int(other.green)) <= 1 && abs(Int(blue) - Int(other.blue)) <= 1
    }
}
