@testable import DesignTokens
import Testing

/// The Figma plugin "Design Tokens" (lukasoppermann/design-tokens), as Brave's Leo exports with it: Style
/// Dictionary's form with `description` and `extensions` beside a group's tokens, and `custom-…` types.
@Suite("The Figma plugin Design Tokens' form")
struct StyleDictionaryFigmaPluginTests {
    static let file = ##"""
        { "effect": {
            "backdrop": {
              "0": { "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": 8, "color": "#00000014", "offsetX": 0, "offsetY": 4, "spread": 0 } },
              "1": { "type": "custom-shadow", "value": { "shadowType": "innerShadow", "radius": 1, "color": "#ffffff1a", "offsetX": 0, "offsetY": 0, "spread": 0 } },
              "description": null,
              "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:d810,", "exportKey": "effect" } }
            },
            "hero": { "type": "custom-gradient", "description": null,
              "value": { "gradientType": "linear", "rotation": 179.2, "stops": [ { "position": 0, "color": "#ff5601ff" }, { "position": 1, "color": "#ff1f01ff" } ] },
              "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:f518,", "exportKey": "gradient" } } },
            "glow": { "type": "custom-gradient", "value": { "gradientType": "radial", "stops": [] } }
          },
          "font": { "display": { "type": "custom-fontStyle", "value": { "fontSize": 46, "fontFamily": "SF Pro Display", "fontWeight": 600, "letterSpacing": -0.5, "lineHeight": 54, "textCase": "none" } } }
        }
        """##

    @Test("description and extensions beside a group's tokens are its own, not tokens; custom types read where readable")
    func readsThePluginsForm() throws {
        let (set, problems) = TokenToolFormsTests.load(["leo/universal.tokens.json": Self.file], entry: "leo")
        #expect(problems.isEmpty, "\(TokenToolFormsTests.describe(problems))")
        #expect(set.paths.sorted() == ["effect/backdrop/0", "effect/backdrop/1", "effect/glow", "effect/hero", "font/display"])
        guard case let .shadow(layers)? = set["effect/backdrop/1"]?.value else {
            Issue.record("a custom-shadow is a shadow: \(String(describing: set["effect/backdrop/1"]?.value))")
            return
        }
        #expect(layers.first?.inset == true && layers.first?.blur == 1)
        #expect(set["effect/hero"]?.kind == .gradient)
        #expect(set["font/display"]?.kind == .typography)
        #expect(set["effect/glow"]?.kind == .other, "a radial gradient is kept as written")
        #expect(set.departures.entries.contains { $0.what == "the Figma plugin Design Tokens' custom-shadow (read as shadow)" && $0.count == 2 })
    }
}
