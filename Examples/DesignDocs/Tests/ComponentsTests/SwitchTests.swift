import Components
import Foundation
import SpecimenKit
import Testing

/// The switch drawn with the site's own tokens, as its fences draw it.
@Suite("Switch")
struct SwitchTests {
    static let renderer = PreviewRenderer(tokens: SiteTokens.load(), components: ComponentRegistry.standard.adding(Switch.self))

    @Test("what it declares of its properties for site.json (values, ranges, defaults, what is required) is what it reads")
    func declaredProperties() {
        #expect(Switch.propertyDeclarationProblems(bases: ["on=true", "on=false state=disabled"]) == [])
    }

    @Test("on: the knob at the right end of a 44 × 24 track, inside a 4 px margin for the focus ring")
    func on() throws {
        let svg = try Self.renderer.svg(info: "", body: "switch on=true")
        #expect(svg.contains(#"height="32" role="img" viewBox="0 0 52 32" width="52""#))
        #expect(svg.contains(##"<rect data-fill-token="switch/color/track-on" data-part="track" fill="#005CE5" height="24" rx="12" width="44" x="4" y="4"/>"##))
        #expect(svg.contains(##"<circle cx="36" cy="16" data-fill-token="switch/color/knob-on" data-part="knob" fill="#FFFFFF" r="10"/>"##))
        #expect(svg.contains("<title>On</title>"))
    }

    @Test("off and disabled: the knob at the left end, the whole switch at the disabled opacity")
    func offDisabled() throws {
        let svg = try Self.renderer.svg(info: "", body: "switch on=false state=disabled")
        #expect(svg.contains(##"<circle cx="16" cy="16" data-fill-token="switch/color/knob-off""##))
        #expect(svg.contains(#"<g opacity="0.4">"#))
        #expect(svg.contains("<title>Off, unavailable</title>"))
    }

    @Test("focused: the shared focus ring around the knob")
    func focused() throws {
        let svg = try Self.renderer.svg(info: "", body: "switch on=true state=focused")
        #expect(svg.contains(#"data-stroke-token="state/focus-ring""#))
    }

    @Test("what a switch does not allow is an error that says what is allowed", arguments: [
        ("switch", "a switch needs on=true or on=false"),
        ("switch on=maybe", "on"),
        ("switch on=true state=pressed", "state = pressed is not available for a switch; allowed: default, focused, disabled"),
    ])
    func invalid(body: String, message: String) {
        #expect(throws: PreviewError.self) { try Self.renderer.svg(info: "", body: body) }
        do {
            _ = try Self.renderer.svg(info: "", body: body)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("on and state are controls; six states in all")
    func controls() throws {
        let block = try PreviewBlock.parse(info: "controls=on,state", body: "switch on=true", components: Self.renderer.components)
        let preview = try InteractivePreview(block: block, components: Self.renderer.components)
        #expect(preview.states.count == 6)
        #expect(preview.fileName(of: preview.initialState) == "switch/on-true_state-default.svg")
    }
}

/// The example site's tokens, read as the build reads them.
enum SiteTokens {
    static func load(filePath: String = #filePath) -> TokenSet {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("Content/tokens.json"), encoding: .utf8)) ?? ""
        let (tokens, errors) = TokenSet.parse(json: text)
        precondition(errors.isEmpty && !tokens.tokens.isEmpty, "Content/tokens.json: \(errors)")
        return tokens
    }
}
