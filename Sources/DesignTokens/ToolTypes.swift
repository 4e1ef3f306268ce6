/// The `$type` names other tools write, with the type each means and how a number of no unit is read in a file of
/// the Format Module's form (each tool's own form reads its files by these names too): Style Dictionary's sizes are in rem and its times in ms, as its web transforms
/// make them; Tokens Studio's sizes (its plural names) are in px.
enum ToolTypes {
    struct Meaning {
        var kind: DesignToken.Kind
        /// The unit a plain number is in, for a dimension or a duration.
        var unit: String?
    }

    static let meanings: [String: Meaning] = [
        // Style Dictionary.
        "fontSize": Meaning(kind: .dimension, unit: "rem"), "size": Meaning(kind: .dimension, unit: "rem"),
        "time": Meaning(kind: .duration, unit: "ms"), "lineHeight": Meaning(kind: .number),
        // Tokens Studio.
        "fontSizes": Meaning(kind: .dimension, unit: "px"), "spacing": Meaning(kind: .dimension, unit: "px"),
        "sizing": Meaning(kind: .dimension, unit: "px"), "borderRadius": Meaning(kind: .dimension, unit: "px"),
        "borderWidth": Meaning(kind: .dimension, unit: "px"), "letterSpacing": Meaning(kind: .dimension, unit: "px"),
        "paragraphSpacing": Meaning(kind: .dimension, unit: "px"), "paragraphIndent": Meaning(kind: .dimension, unit: "px"),
        "lineHeights": Meaning(kind: .number),
        "fontWeights": Meaning(kind: .fontWeight), "fontFamilies": Meaning(kind: .fontFamily),
        "opacity": Meaning(kind: .number), "boxShadow": Meaning(kind: .shadow),
        // CSS property names as type names (HashiCorp Helios, its Carbon extraction), a number's unit beside it.
        "font-family": Meaning(kind: .fontFamily), "font-weight": Meaning(kind: .fontWeight),
        "font-size": Meaning(kind: .dimension, unit: "px"), "letter-spacing": Meaning(kind: .dimension, unit: "px"),
    ]

    /// `value` as the Format Module's reader takes it for `meaning`: a plain number (or a string of one) with the
    /// tool's unit, a percentage as a number. Anything else, an alias included, is left as it is.
    static func value(_ value: JSONNode, meaning: Meaning) -> JSONNode {
        var node = value
        let number = value.number ?? value.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch meaning.kind {
        case .dimension, .duration:
            if let number, number.isFinite, let unit = meaning.unit {
                node.value = .string(DesignToken.text(number) + unit)
            }
        case .number:
            if let text = value.string?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%"),
               let percent = Double(text.dropLast()), percent.isFinite {
                node.value = .number(percent / 100)
            } else if let number, number.isFinite {
                node.value = .number(number)
            }
        case .fontWeight:
            if let number, number.isFinite { node.value = .number(number) }
        case .shadow:
            // Tokens Studio's parts (`x`, `y`, `type`) in a file of the Format Module's form.
            return TokensStudioDialect.value(value, kind: .shadow)
        default:
            break
        }
        return node
    }
}
