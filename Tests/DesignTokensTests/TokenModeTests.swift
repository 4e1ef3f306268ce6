import DesignTokens
import Testing

@Suite("Token modes")
struct TokenModeTests {
    static let json = #"""
        {
          "color": {
            "$type": "color",
            "blue": { "$value": "#005CE5", "$extensions": { "mode": { "dark": "#6F9DFF" } } },
            "white": { "$value": "#FFFFFF" },
            "ink": { "$value": "#111111", "$extensions": { "mode": { "dark": "{color.white}" } } }
          },
          "button": {
            "$type": "color",
            "bg": { "$value": "{color.blue}" },
            "text": { "$value": "{color.white}", "$extensions": { "mode": { "dark": "#0B1220" } } }
          },
          "size": { "$type": "dimension", "gap": { "$value": "4px" } }
        }
        """#

    @Test("a dark value of its own, an alias that follows its target into the mode, and tokens without one keep their value")
    func dark() throws {
        let (set, errors) = TokenSet.parse(json: Self.json)
        #expect(errors.isEmpty)
        #expect(set.modes == ["dark"])
        let dark = set.inMode("dark")
        #expect(try dark.color("color/blue").hex == "#6F9DFF")
        #expect(try dark.color("button/bg").hex == "#6F9DFF", "an alias takes its target's dark value")
        #expect(try dark.color("button/text").hex == "#0B1220", "its own dark value wins over its alias")
        #expect(try dark.color("color/ink").hex == "#FFFFFF", "a dark value may itself be an alias")
        #expect(try dark.color("color/white").hex == "#FFFFFF")
        #expect(try dark.dimension("size/gap") == 4)
        #expect(try set.color("button/bg").hex == "#005CE5", "the light values stay as they were")
        #expect(set.inMode("high-contrast") == set)
    }

    @Test("a composite whose parts refer to tokens with a dark value takes them in the mode; its own dark value wins")
    func compositeParts() throws {
        let (set, errors) = TokenSet.parse(json: #"""
            {
              "color": {
                "$type": "color",
                "line": { "$value": "#D0D4DA", "$extensions": { "mode": { "dark": "#3A404A" } } },
                "shade": { "$value": "#00000033" }
              },
              "size": { "$type": "dimension", "hairline": { "$value": "1px" } },
              "card": {
                "border": { "$type": "border", "$value": { "color": "{color.line}", "width": "{size.hairline}", "style": "solid" } },
                "shadow": { "$type": "shadow", "$value": { "color": "{color.shade}", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } },
                "outline": {
                  "$type": "border",
                  "$value": { "color": "{color.line}", "width": "1px", "style": "solid" },
                  "$extensions": { "mode": { "dark": { "color": "#FFFFFF", "width": "2px", "style": "dashed" } } }
                }
              }
            }
            """#)
        #expect(errors.isEmpty, "\(errors)")
        guard case let .border(light)? = set.tokens["card/border"]?.value,
              case let .border(dark)? = set.modeValues["dark"]?["card/border"],
              case let .border(outline)? = set.modeValues["dark"]?["card/outline"] else {
            Issue.record("card/border and card/outline are borders in both modes")
            return
        }
        #expect(light.color.hex == "#D0D4DA")
        #expect(dark.color.hex == "#3A404A", "the part follows {color.line} into the mode")
        #expect(dark.width == 1)
        #expect(outline.color.hex == "#FFFFFF")
        #expect(outline.width == 2)
        #expect(set.modeValues["dark"]?["card/shadow"] == set.tokens["card/shadow"]?.value, "parts without a dark value keep theirs")
    }

    @Test("a dark value that is no colour, or an alias to nothing, is an error at its place")
    func invalid() {
        let (_, errors) = TokenSet.parse(json: #"""
            {
              "color": {
                "$type": "color",
                "a": { "$value": "#000000", "$extensions": { "mode": { "dark": "bleu" } } },
                "b": { "$value": "#000000", "$extensions": { "mode": { "dark": "{color.nope}" } } },
                "c": { "$value": "#000000", "$extensions": { "mode": "dark" } }
              }
            }
            """#)
        #expect(errors.map { "\($0.line):\($0.column) \($0.path): \($0.message)" } == [
            "4:68 color/a: its dark value: 'bleu' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name",
            "5:68 color/b: its dark value refers to {color.nope}, which is not a token",
            "6:58 color/c: $extensions.mode must be an object of mode names and values, such as {\"dark\": \"#6F9DFF\"}; found a string",
        ])
    }
}
