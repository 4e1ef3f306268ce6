import DesignTokens
import Previews
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
        #expect(PreviewRenderer.builtInTokens(of: ComponentRegistry([Slider.self])).keys.sorted() == ["slider"])
    }

    @Test("a component with no defaults of its own adds nothing")
    func componentWithoutDefaults() {
        #expect(Stepper.defaultTokens != nil && Slider.defaultTokens != nil)
        let palette = PreviewRenderer.defaultTokens(for: ComponentRegistry([]))
        #expect(!palette.paths.isEmpty)
        #expect(!palette.paths.contains { $0.hasPrefix("stepper/") || $0.hasPrefix("slider/") })
    }
}
