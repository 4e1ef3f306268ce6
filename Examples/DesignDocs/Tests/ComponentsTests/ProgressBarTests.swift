import Components
import SpecimenKit
import Testing

/// The progress bar drawn with the site's own tokens, as its fences draw it.
@Suite("Progress bar")
struct ProgressBarTests {
    static let renderer = PreviewRenderer(tokens: SiteTokens.load(), components: ComponentRegistry.standard.adding(ProgressBar.self))

    @Test("what it declares of its properties for site.json (values, ranges, defaults, what is required) is what it reads")
    func declaredProperties() {
        #expect(ProgressBar.propertyDeclarationProblems(bases: ["value=50", "value=0", "value=1000000 max=1000000"]) == [])
    }

    @Test("40 of 100: a 240 × 8 track with a fill 96 px long, both with round ends")
    func part() throws {
        let svg = try Self.renderer.svg(info: "", body: "progress value=40")
        #expect(svg.contains(#"height="8" role="img" viewBox="0 0 240 8" width="240""#))
        #expect(svg.contains(##"<rect data-fill-token="progress/color/track" data-part="track" fill="#E5E7EB" height="8" rx="4" width="240"/>"##))
        #expect(svg.contains(##"<rect data-fill-token="progress/color/fill-neutral" data-part="fill" fill="#005CE5" height="8" rx="4" width="96"/>"##))
        #expect(svg.contains("<title>40 % done</title>"))
    }

    @Test("empty has no fill; a sliver is a round cap long; full fills the track; the tone picks the fill")
    func ends() throws {
        #expect(!(try Self.renderer.svg(info: "", body: "progress value=0")).contains(#"data-part="fill""#))
        #expect(try Self.renderer.svg(info: "", body: "progress value=1").contains(##"data-part="fill" fill="#005CE5" height="8" rx="4" width="8""##))
        let full = try Self.renderer.svg(info: "", body: "progress value=12 max=12 tone=success")
        #expect(full.contains(##"data-fill-token="progress/color/fill-success" data-part="fill" fill="#137333" height="8" rx="4" width="240""##))
        #expect(full.contains("<title>100 % done, success</title>"))
    }

    @Test("what a progress bar does not allow is an error that says what is allowed", arguments: [
        ("progress", "a progress bar needs value=N"),
        ("progress value=-1", "value"),
        ("progress value=120", "value = 120 is more than max = 100; allowed: 0 to 100"),
        ("progress value=5 max=0", "max"),
        ("progress value=5 max=1e300", "max"),
        ("progress value=5 tone=loud", "tone"),
    ])
    func invalid(body: String, message: String) {
        do {
            _ = try Self.renderer.svg(info: "", body: body)
            Issue.record("'\(body)' was drawn")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("the value control moves in twentieths of max; with the tone, 63 states")
    func controls() throws {
        let components = Self.renderer.components
        let block = try PreviewBlock.parse(info: "controls=value,tone", body: "progress value=40", components: components)
        let preview = try InteractivePreview(block: block, components: components)
        #expect(preview.states.count == 63)
        let twelfths = try InteractivePreview(
            block: PreviewBlock.parse(info: "controls=value", body: "progress value=3 max=12", components: components),
            components: components)
        #expect(twelfths.controls.first?.values.prefix(4) == ["0", "0.6", "1.2", "1.8"])
        #expect(twelfths.states.count == 21)
        let max = try #require(twelfths.controls.first)
        #expect(throws: PreviewError.self) {
            try InteractivePreview(block: PreviewBlock.parse(info: "controls=max", body: "progress value=3", components: components),
                                   components: components)
        }
        #expect(max.property == "value")
    }
}
