@testable import DesignTokens
import Testing

/// A colour modifier a team's Style Dictionary pipeline applies, written beside `$value` as Paragon (Open edX)
/// writes it: `"modify": [{"type": "darken", "amount": 0.1}]`.
@Suite("Colour modifiers beside $value")
struct ColorModifierPipelineTests {
    @Test("darken and lighten move HSL lightness by the amount, as Sass does; alpha sets it; mix goes toward otherColor in sRGB")
    func paragonModify() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"color": {"$type": "color",
              "blue": {"$value": "#23419F"},
              "dark": {"$value": "{color.blue}", "modify": [{"type": "darken", "amount": 0.1}]},
              "light": {"$value": "{color.blue}", "modify": [{"type": "lighten", "amount": "0.1"}]},
              "veil": {"$value": "#000000", "modify": [{"type": "alpha", "amount": 0.2}]},
              "grey": {"$value": "#000000", "modify": [{"type": "mix", "otherColor": "white", "amount": "0.50"}]},
              "toBlue": {"$value": "#000000", "modify": [{"type": "mix", "otherColor": "{color.blue}", "amount": 1}]},
              "text": {"$value": "{color.blue}", "modify": [{"type": "color-yiq"}]}},
             "icon": {"$type": "other", "$value": "url(#a)", "modify": [{"type": "str-replace", "toReplace": "#", "replaceWith": "%23"}]}}
            """#)
        #expect(TokenToolFormsTests.describe(problems) == [])
        // colorsys: #23419F is HSL lightness 0.380; 0.280 and 0.480 give these.
        #expect(try set.color("color/dark").hex == "#1A3075")
        #expect(try set.color("color/light").hex == "#2C52C9")
        #expect(try set.color("color/veil").hex == "#00000033")
        #expect(try set.color("color/grey").hex == "#808080")
        #expect(try set.color("color/toBlue").hex == "#23419F")
        #expect(try set.color("color/text").hex == "#23419F")
        #expect(try set.color("color/blue").hex == "#23419F")
        let departures = set.departures.entries.map { "\($0.what) ×\($0.count)" }.filter { $0.contains("modify") }.sorted()
        #expect(departures == [
            "'modify' beside $value (ignored) ×1",
            "a colour modifier in 'modify' beside $value (worked out as Paragon's pipeline does) ×5",
            "a colour modifier in 'modify' beside $value that Specimen does not work out (color-yiq): the colour is shown before it ×1",
        ])
    }
}

extension ColorModifierPipelineTests {
    @Test("a Tokens Studio modifier's amount as arithmetic, of numbers or of number tokens, and a modifier a token holds, named by reference (sd-transforms)")
    func studioModifierExpressions() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"alpha": {"value": 0.5, "type": "other"}, "step": {"value": 0.1, "type": "number"},
             "modifier": {"value": {"type": "alpha", "value": "{alpha}", "space": "srgb"}},
             "plain": {"value": "#000000", "type": "color",
                       "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.25 + 2 * 0.125", "space": "srgb", "color": "#FFFFFF"}}}},
             "tokens": {"value": "#000000", "type": "color",
                        "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "({alpha} - 5 * {step})", "space": "srgb", "color": "#FFFFFF"}}}},
             "held": {"value": "#FFFFFF", "type": "color", "$extensions": {"studio.tokens": {"modify": "{modifier}"}}},
             "over": {"value": "#000000", "type": "color",
                      "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.75 + 0.5", "space": "srgb", "color": "#FFFFFF"}}}}}
            """#)
        #expect(try set.color("plain").hex == "#808080")
        #expect(try set.color("tokens").hex == "#000000")
        #expect(try set.color("held").hex == "#FFFFFF80")
        #expect(TokenToolFormsTests.describe(problems) == ["0:8:20 token 'over': a Tokens Studio colour modifier's value, 0.75 + 0.5, is no amount from 0 to 1"])
    }
}
