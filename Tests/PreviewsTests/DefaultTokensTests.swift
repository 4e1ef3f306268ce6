import DesignTokens
import Previews
import SVG
import Testing

/// Each built-in component brings its own default tokens; the palette they refer to is shared.
@Suite("Default tokens")
struct DefaultTokensTests {
    @Test("the defaults are the shared palette and each registered component's own group, each alias resolved")
    func fromComponents() throws {
        let standard = PreviewRenderer.defaultTokens(for: .standard)
        #expect(standard.paths == PreviewRenderer.defaultTokens.paths)
        #expect(standard.paths.contains("stepper/color/bg") && standard.paths.contains("slider/color/fill"))
        // The slider's fill is an alias to the palette's brand blue.
        #expect(standard["slider/color/fill"]?.value == standard["color/brand/500"]?.value)
        #expect(standard["slider/color/fill"]?.value != nil)

        let sliderOnly = PreviewRenderer.defaultTokens(for: ComponentRegistry([Slider.self]))
        #expect(sliderOnly.paths.contains("slider/color/fill"))
        #expect(!sliderOnly.paths.contains { $0.hasPrefix("stepper/") })
        #expect(sliderOnly.paths.contains("color/brand/500") && sliderOnly.paths.contains("state/focus-ring"))
        #expect(PreviewRenderer.builtInTokens(of: ComponentRegistry([Slider.self]), in: sliderOnly).keys.sorted() == ["slider"])
        // The built-in components' defaults read cleanly beside the palette, whichever order they come in.
        let reversed = PreviewRenderer.readDefaultTokens(of: ComponentRegistry([Slider.self, Stepper.self]))
        #expect(reversed.problems.isEmpty)
        #expect(Set(reversed.tokens.paths) == Set(standard.paths))
    }

    @Test("a component with no defaults of its own adds nothing")
    func componentWithoutDefaults() {
        #expect(Stepper.defaultTokens != nil && Slider.defaultTokens != nil)
        let palette = PreviewRenderer.defaultTokens(for: ComponentRegistry([]))
        #expect(!palette.paths.isEmpty)
        #expect(!palette.paths.contains { $0.hasPrefix("stepper/") || $0.hasPrefix("slider/") })
    }

    /// A component whose defaults name a token the palette lacks.
    struct Broken: Component {
        static let name = "broken \"chip\""
        static let properties: [ComponentProperty] = []
        static let controllable: [String] = []
        static let defaultTokens: String? = #"{"fill": {"$type": "color", "$value": "{color.nowhere}"}}"#
        init(reading properties: PropertyReader) throws(PreviewError) {}
        func validate() throws(PreviewError) {}
        var accessibilityLabel: String { "" }
        func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument { SVGDocument(width: 1, height: 1, title: "", children: []) }
        func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
            throw PreviewError(property: property, message: "none")
        }
        func value(of property: String) -> PreviewControl.Value { .number(0) }
        var defaultID: String { "broken" }
        var variantName: String { "broken" }
        static let tokenSamples: [Broken] = []
        static let contrastPairs: [ContrastPair] = []
        static let reviewSheet: [ReviewSheetSection] = []
    }

    @Test("a component whose defaults cannot be read is named, and takes no other component's defaults away")
    func brokenDefaults() {
        let read = PreviewRenderer.readDefaultTokens(of: ComponentRegistry([Slider.self, Broken.self]))
        #expect(read.problems.map(\.component) == [#"broken "chip""#])
        #expect(read.problems.first?.message.contains("color.nowhere") == true, "\(read.problems)")
        #expect(read.tokens.paths.contains("slider/color/fill"))
        #expect(!read.tokens.paths.contains { $0.hasPrefix("broken") })
    }
}
