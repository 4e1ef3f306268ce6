@testable import DesignTokens
import Testing

/// The types of the Design Tokens Format Module 2025.10 beyond the simple ones, shaped as its examples are.
@Suite("Composite token types")
struct TokenCompositeTests {
    static let everyType = ##"""
    {
      "color": {"$type": "color",
        "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}},
        "brand": {"$value": {"colorSpace": "oklch", "components": [0.63, 0.19, 259.5]}}},
      "size": {"$type": "dimension", "hairline": {"$value": {"value": 1, "unit": "px"}}, "body": {"$value": {"value": 1, "unit": "rem"}}},
      "motion": {
        "ease": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]},
        "quick": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
        "fade": {"$type": "transition", "$value": {"duration": "{motion.quick}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{motion.ease}"}}
      },
      "line": {
        "dashed": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 4, "unit": "px"}, "{size.hairline}"], "lineCap": "round"}},
        "dotted": {"$type": "strokeStyle", "$value": "dotted"},
        "focus": {"$type": "border", "$value": {"color": "{color.brand}", "width": {"value": 2, "unit": "px"}, "style": "{line.dashed}"}}
      },
      "elevation": {"$type": "shadow",
        "raised": {"$value": [
          {"color": "{color.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
           "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
          {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
           "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}]}},
      "fill": {"$type": "gradient", "sunrise": {"$value": [{"color": "{color.brand}", "position": 0}, {"color": "#FFFFFF", "position": 1.5}]}},
      "font": {
        "family": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
        "weight": {"$type": "fontWeight", "$value": "semi-bold"},
        "ratio": {"$type": "number", "$value": 1.5},
        "body": {"$type": "typography", "$value": {"fontFamily": "{font.family}", "fontSize": "{size.body}", "fontWeight": "{font.weight}",
                                                    "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{font.ratio}"}}
      }
    }
    """##

    @Test("every type of the Format module reads, its parts literal or referring to tokens, and shows as text")
    func everyType() throws {
        let (tokens, problems) = TokenSet.parse(json: Self.everyType)
        #expect(problems.isEmpty, "\(problems)")
        #expect(Set(tokens.tokens.values.map(\.kind)) == Set(DesignToken.Kind.formatTypes))
        func shown(_ path: String) -> String? {
            tokens.tokens[path]?.value.text
        }
        #expect(shown("motion/ease") == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(shown("motion/fade") == "200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms")
        #expect(shown("line/dashed") == "dashes 4px 1px, round caps")
        #expect(shown("line/dotted") == "dotted")
        #expect(shown("line/focus") == "2px dashes 4px 1px, round caps #3B84F9")
        #expect(shown("elevation/raised") == "0px 2px 4px 0px #00000080, inset 0px 1px 1px 0px #00000033")
        #expect(shown("fill/sunrise") == "#3B84F9 0%, #FFFFFF 100%")
        #expect(shown("font/body") == "600 16px/1.5 Inter, sans-serif")
    }

    @Test("each wrong part is an error where it is written, saying what is allowed", arguments: [
        (##"{"a": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}}}}"##,
         "1:37 token 'a': a border needs style"),
        (##"{"a": {"$type": "border", "$value": {"color": "#000000", "width": "1px", "style": "wavy"}}}"##,
         "1:83 token 'a': style: stroke style 'wavy' is not one of solid, dashed, dotted, double, groove, ridge, outset, inset, nor {\"dashArray\", \"lineCap\"}"),
        (##"{"a": {"$type": "border", "$value": {"color": "#000000", "width": "1px", "style": "solid", "radius": "2px"}}}"##,
         "1:102 token 'a': unknown border part 'radius'; allowed: color, style, width"),
        (##"{"c": {"$type": "color", "$value": "#000000"}, "a": {"$type": "border", "$value": {"color": "#000000", "width": "{c}", "style": "solid"}}}"##,
         "1:113 token 'a': width refers to {c}, a color token; it must be a dimension"),
        (##"{"a": {"$type": "cubicBezier", "$value": [1.5, 0, 0.2, 1]}}"##,
         "1:43 token 'a': x1 must be a number from 0 to 1"),
        (##"{"a": {"$type": "gradient", "$value": []}}"##,
         "1:39 token 'a': a gradient is a list of stops, one or more, each {\"color\", \"position\"}"),
        (##"{"a": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0px", "offsetY": "0px", "blur": "-2px", "spread": "0px"}}}"##,
         "1:102 token 'a': blur may not be below 0px"),
        (##"{"a": {"$type": "border", "$value": {"color": "#000000", "width": "-1px", "style": "solid"}}}"##,
         "1:67 token 'a': width may not be below 0px"),
        (##"{"a": {"$type": "transition", "$value": {"duration": "{nope}", "delay": "0ms", "timingFunction": [0, 0, 1, 1]}}}"##,
         "1:54 token 'a': duration refers to {nope}, which is not a token"),
    ])
    func errors(json: String, problem: String) {
        let (tokens, problems) = TokenSet.parse(json: json)
        #expect(problems.map { "\($0.line):\($0.column) \($0.description)" } == [problem])
        #expect(tokens.tokens["a"] == nil)
    }
}
