import DesignTokens
import Previews
import SVG

/// A component that breaks its contract in the way its `fault` property names, so that a build can be seen to
/// report each breach as an error naming the component, never as a crash or a blank box.
struct BrokenComponent: Component {
    static let name = "broken"
    static let properties = [ComponentProperty("fault", .word), ComponentProperty("level", .number)]
    static let controllable = ["level"]

    var fault: String
    var level: Double

    init(reading properties: PropertyReader) throws(PreviewError) {
        fault = properties.text("fault") ?? "none"
        level = try properties.number("level", in: 0...10) ?? 0
    }

    func validate() throws(PreviewError) {}

    var accessibilityLabel: String { "Level \(PreviewError.quote(level))" }

    func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        if fault == "throws", level == 3 {
            throw PreviewError(message: "the token 'broken/color' is not in the tokens")
        }
        let width = fault == "nan-size" && level == 2 ? Double.nan : 40
        return SVGDocument(width: width, height: fault == "no-height" ? 0 : 20, title: accessibilityLabel,
                           attributes: ["class": "specimen-preview"], children: [])
    }

    func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        let kind: PreviewControl.Kind = switch fault {
        case "inverted-range": .range(minimum: 5, maximum: 1, step: 1, decimals: 0)
        case "zero-step": .range(minimum: 0, maximum: 4, step: 0, decimals: 0)
        case "nan-range": .range(minimum: .nan, maximum: 4, step: 1, decimals: 0)
        case "no-options": .choice([])
        default: .range(minimum: 0, maximum: 4, step: 1, decimals: 0)
        }
        return PreviewControl(property: property, label: "Level", kind: kind)
    }

    func value(of property: String) -> PreviewControl.Value { .number(level) }

    var defaultID: String { "broken-\(fault)" }
    var variantName: String { Self.name }
    static var tokenSamples: [BrokenComponent] { [] }
    static let contrastPairs: [ContrastPair] = []
    static let reviewSheet: [ReviewSheetSection] = []
}
