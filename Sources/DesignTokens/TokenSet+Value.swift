import Foundation

extension TokenSet {
    /// `node` read as a value of `kind`; what is wrong with a value that is read but not as written (a colour sRGB
    /// cannot show) goes to `warnings`. A composite's parts may refer to tokens of `parts`.
    static func value(of node: JSONNode, kind: DesignToken.Kind, parts: TokenSet, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        let shown = node.string.map { "'\($0)'" } ?? node.kindDescription
        if kind != .other, let text = node.string, let css = PipelineForms.onlyForBrowsers(text, kind: kind) {
            // Only a browser works CSS out (a custom property, a viewport width): the value is kept as written.
            warnings.append(Invalid(message: "\(css.departure), kept as written", at: node, departure: true, told: true))
            return .failure(Invalid(message: "'\(text)' \(css.what), which only a browser works out; it is kept as written", keptAsWritten: true))
        }
        switch kind {
        case .color:
            return colorValue(node, shown: shown, warnings: &warnings)
        case .dimension:
            return dimensionValue(node, shown: shown, warnings: &warnings)
        case .duration:
            guard let milliseconds = measure(node, units: ["ms": 1, "s": 1_000]) else {
                return .failure(Invalid(message: "\(shown) is not a duration; write \"120ms\", \"0.2s\" or {\"value\": 120, \"unit\": \"ms\"}"))
            }
            return checked(milliseconds, in: DesignToken.durationRange, shown: shown, unit: "ms").map(DesignToken.Value.duration)
        case .number:
            return numberValue(node, shown: shown, warnings: &warnings)
        case .fontWeight:
            return fontWeight(node, shown: shown, warnings: &warnings)
        case .fontFamily:
            return fontFamilyValue(node, shown: shown)
        case .cubicBezier:
            return cubicBezierValue(node, warnings: &warnings)
        case .other:
            return .success(.asWritten(node.compactText()))
        case .border, .transition, .shadow, .typography:
            if let text = node.string {
                // CSS text Specimen does not read as the parts (``CSSShorthand`` reads shadows and borders) is kept
                // as written, told on the tokens page once for its file.
                warnings.append(.departure("a \(kind.rawValue) as a string (kept as written)", at: node))
                return .success(.asWritten(text))
            }
            return composite(node, kind: kind, parts: parts, warnings: &warnings)
        case .strokeStyle, .gradient:
            return composite(node, kind: kind, parts: parts, warnings: &warnings)
        }
    }

    /// A colour: the Format Module's object, or a colour as CSS writes it (a departure).
    private static func colorValue(_ node: JSONNode, shown: String, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        if let fields = node.members {
            return colorObject(node, fields: fields, warnings: &warnings).map(DesignToken.Value.color)
        }
        guard let text = node.string, let color = Color(css: text) else {
            return .failure(Invalid(message: "\(shown) is not a colour; write {\"colorSpace\": …, \"components\": […]}, "
                                    + "or as CSS does: #RRGGBB, rgb(), hsl(), a colour name"))
        }
        warnings.append(.departure(text.hasPrefix("#") ? "a colour as a hex string" : "a colour as a CSS string", at: node))
        return .success(.color(color))
    }

    /// A dimension in px or rem, or in a unit tools write (read at 16px to the em), or kept as written when it is
    /// several lengths or a share in %.
    private static func dimensionValue(_ node: JSONNode, shown: String, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        if let text = node.string, let lengths = SeveralLengths.written(text) {
            warnings.append(.departure(SeveralLengths.departure, at: node))
            return .success(.asWritten(lengths))
        }
        if let text = node.string {
            warnings.append(.departure("a dimension as a string", at: node))
            if text.trimmingCharacters(in: .whitespaces) == "0" { return .success(.dimension(0)) }
        }
        if unit(of: node) == "%" {
            // A share of something the token does not say (a letterSpacing's font size, a field's width): kept
            // as written.
            let number = node.string.flatMap { Double($0.dropLast().trimmingCharacters(in: .whitespaces)) }
                ?? node.members?.first(where: { $0.key == "value" })?.value.number
            if let number, number.isFinite {
                warnings.append(.departure("a dimension in % (kept as written)", at: node))
                return .success(.asWritten(DesignToken.text(number) + "%"))
            }
        }
        if let unit = unit(of: node), !["px", "rem"].contains(unit) {
            guard let factor = Self.otherLengthUnits[unit] else {
                return .failure(Invalid(message: "unit '\(unit)' is not a length Specimen can draw; allowed: px, rem, and em, pt or dp as tools write them"))
            }
            warnings.append(.departure("a dimension in \(unit) (\(unit == "dp" ? "read as px: a browser on Android draws a CSS px as one dp" : "read at 16px to the em"))", at: node))
            guard let pixels = measure(node, units: [unit: factor]) else {
                return .failure(Invalid(message: "\(shown) is not a dimension; write {\"value\": 8, \"unit\": \"px\"}"))
            }
            return checked(pixels, in: DesignToken.dimensionRange, shown: shown, unit: "px").map(DesignToken.Value.dimension)
        }
        guard let pixels = measure(node, units: ["px": 1, "rem": 16]) else {
            return .failure(Invalid(message: "\(shown) is not a dimension; write {\"value\": 8, \"unit\": \"px\"} (or \"rem\"), or as CSS does, \"8px\""))
        }
        return checked(pixels, in: DesignToken.dimensionRange, shown: shown, unit: "px").map(DesignToken.Value.dimension)
    }

    /// A number, or one Tokens Studio writes as a string (a departure).
    private static func numberValue(_ node: JSONNode, shown: String, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        var read = node.number
        if read == nil, let text = node.string?.trimmingCharacters(in: .whitespaces) {
            // Tokens Studio writes numbers as strings, and a number may alias a dimension there.
            let digits = text.hasSuffix("px") ? String(text.dropLast(2)) : text
            if let number = Double(digits), number.isFinite {
                warnings.append(.departure("a number written as a string", at: node))
                read = number
            }
        }
        guard let number = read else {
            return .failure(Invalid(message: "\(shown) is not a number"))
        }
        return checked(number, in: DesignToken.numberRange, shown: shown, unit: "").map(DesignToken.Value.number)
    }

    /// A font family: a name, or a list of names.
    private static func fontFamilyValue(_ node: JSONNode, shown: String) -> Result<DesignToken.Value, Invalid> {
        if let name = node.string { return .success(.fontFamily([name])) }
        if case let .array(items) = node.value, !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
            return .success(.fontFamily(items.compactMap(\.string)))
        }
        return .failure(Invalid(message: "\(shown) is not a font family; write a name or a list of names"))
    }

    /// A cubic Bézier: the Format Module's four numbers, or as CSS writes it (a departure).
    private static func cubicBezierValue(_ node: JSONNode, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        if let text = node.string, let curve = cssCubicBezier(text.trimmingCharacters(in: .whitespaces)) {
            warnings.append(.departure("a cubicBezier as CSS writes it (read as its four numbers)", at: node))
            return .success(.cubicBezier(curve))
        }
        return cubicBezier(node).map(DesignToken.Value.cubicBezier)
    }

    /// `value` when `range` holds it; otherwise an error that gives the range, in `unit`.
    static func checked(_ value: Double, in range: ClosedRange<Double>, shown: String, unit: String) -> Result<Double, Invalid> {
        guard range.contains(value) else {
            return .failure(Invalid(message: "\(shown) is out of range; allowed: \(DesignToken.text(range.lowerBound))…\(DesignToken.text(range.upperBound))\(unit)"))
        }
        return .success(value)
    }

    /// Lengths tools write that the Format Module lacks, in pixels: an em is taken at the 16px a rem is, and
    /// Android's dp (Spectrum's `android-elevation`) is one px, since Android's browsers and WebView set the device
    /// pixel ratio to the screen's density, so that a CSS px is drawn as one dp.
    static let otherLengthUnits: [String: Double] = ["em": 16, "pt": 4.0 / 3, "dp": 1]

    /// The unit of `"8px"` or `{"value": 8, "unit": "px"}`: the letters after the number.
    private static func unit(of node: JSONNode) -> String? {
        if let text = node.string {
            let letters = text.reversed().prefix { $0.isLetter || $0 == "%" }
            return letters.isEmpty || letters.count == text.count ? nil : String(letters.reversed())
        }
        return node.members?.first(where: { $0.key == "unit" })?.value.string
    }

    /// A number with a unit, as `"8px"` or `{"value": 8, "unit": "px"}`, converted with `units`.
    private static func measure(_ node: JSONNode, units: [String: Double]) -> Double? {
        if let text = node.string {
            for (unit, factor) in units.sorted(by: { $0.key.count > $1.key.count }) where text.hasSuffix(unit) {
                if let number = Double(text.dropLast(unit.count)), number.isFinite { return number * factor }
            }
            return nil
        }
        if let fields = node.members,
           let number = fields.first(where: { $0.key == "value" })?.value.number,
           let unit = fields.first(where: { $0.key == "unit" })?.value.string,
           let factor = units[unit]
        {
            return number * factor
        }
        return nil
    }
}
