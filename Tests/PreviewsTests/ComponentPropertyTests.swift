import DesignTokens
import Previews
import SVG
import Testing

/// What the components declare of their properties (for site.json and coding assistants) against what they read.
@Suite("Component properties")
struct ComponentPropertyTests {
    @Test("the slider's declared values, ranges, defaults and required properties are what it reads")
    func slider() {
        #expect(Slider.propertyDeclarationProblems(bases: [
            "value=50", "value=3 min=0 max=10 step=1", "value=1200 max=5000 format=currency", "value=3.5 max=10 step=0.5 format=unit unit=km",
        ]) == [])
    }

    @Test("the stepper's declared values, ranges, defaults and required properties are what it reads")
    func stepper() {
        #expect(Stepper.propertyDeclarationProblems(bases: [
            "style=bullet steps=4", "style=dash steps=10 current=10", "style=circular steps=2", "style=dash steps=3 length=200",
        ]) == [])
    }

    /// Declares a default the reading does not give, a value the reading refuses, a range narrower than the
    /// reading's, and a property it does not need as required.
    struct Misdeclared: Component {
        static let name = "misdeclared"
        static let properties = [
            ComponentProperty("size", .number, range: 1...5, default: "2", required: true),
            ComponentProperty("tone", .word, values: ["calm", "loud"]),
        ]
        static let controllable: [String] = []
        static let tokenSamples: [Misdeclared] = []
        static let contrastPairs: [ContrastPair] = []
        static let reviewSheet: [ReviewSheetSection] = []
        var size: Double
        var tone: String

        init(reading properties: PropertyReader) throws(PreviewError) {
            size = try properties.number("size", in: 0...9) ?? 3
            tone = try properties.word("tone", allowed: ["calm", "quiet"]) ?? "calm"
        }

        func validate() throws(PreviewError) {}
        var accessibilityLabel: String { "Size \(size)" }
        func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
            SVGDocument(width: 10, height: 10, title: accessibilityLabel, attributes: [:], children: [])
        }
        func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
            PreviewControl(property: property, label: "Size", kind: .range(minimum: 0, maximum: 9, step: 1, decimals: 0))
        }
        func value(of property: String) -> PreviewControl.Value { .number(size) }
        var defaultID: String { "misdeclared" }
        var variantName: String { Self.name }
    }

    @Test("the check finds a wrong default, an optional property declared required, a range the reading does not keep and a value it refuses")
    func checkCatchesMistakes() {
        #expect(Misdeclared.propertyDeclarationProblems(bases: ["size=4", "tone=calm"]) == [
            "misdeclared: size=2, the declared default, draws another misdeclared than 'tone=calm' without it",
            "misdeclared: size is declared required, yet 'size=4' without it is accepted",
            "misdeclared: size=0 is outside the declared range, yet accepted",
            "misdeclared: size=6 is outside the declared range, yet accepted",
            "misdeclared: tone=loud is declared allowed, yet every base refuses it",
        ])
        #expect(Misdeclared.propertyDeclarationProblems(bases: ["size=11"]) == ["misdeclared: the base 'size=11' is refused"])
    }
}
