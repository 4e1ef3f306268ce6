@testable import DesignTokens
import Testing

/// Shadows and borders written as CSS writes them (Twilio Paste's Theo files, Style Dictionary sources), read into
/// the Format Module's parts.
@Suite("CSS shorthand for shadows and borders")
struct CSSShorthandTests {
    @Test("a box-shadow string is the shadow it writes: inset at either end, the colour before or after, a reference as its colour, a list between commas")
    func shadowText() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"c": {"line": {"$type": "color", "$value": "#cacdd8"}},
             "shadow": {"$type": "shadow",
              "high": {"$value": "0 16px 24px 0 rgba(18, 28, 45, 0.2)"},
              "focus": {"$value": "inset 0 0 0 2px rgba(2, 99, 224, 0.7)"},
              "after": {"$value": "#000000 0 1px 2px inset"},
              "line": {"$value": "0 0 0 1px {c.line}"},
              "two": {"$value": "0 0 0 4px rgba(2, 99, 224, 0.7), 0 0 0 1px #8891aa"},
              "short": {"$value": "2px 3px #ffffff"}}}
            """#)
        #expect(TokenToolFormsTests.describe(problems) == [])
        #expect(Self.layers(set["shadow/high"]) == ["0 16 24 0 #121C2D33"])
        #expect(Self.layers(set["shadow/focus"]) == ["inset 0 0 0 2 #0263E0B3"])
        #expect(Self.layers(set["shadow/after"]) == ["inset 0 1 2 0 #000000"])
        #expect(Self.layers(set["shadow/line"]) == ["0 0 0 1 #CACDD8"])
        #expect(Self.layers(set["shadow/two"]) == ["0 0 0 4 #0263E0B3", "0 0 0 1 #8891AA"])
        #expect(Self.layers(set["shadow/short"]) == ["2 3 0 0 #FFFFFF"])
        #expect(set.departures.entries.map { "\($0.what) ×\($0.count)" }.contains("a shadow as CSS box-shadow text (read as its parts) ×6"))
    }

    /// Each layer of a shadow token as `[inset] x y blur spread #RRGGBB[AA]`.
    static func layers(_ token: DesignToken?) -> [String] {
        guard case let .shadow(layers)? = token?.value else { return ["not a shadow: \(String(describing: token?.value))"] }
        return layers.map { layer in
            let numbers = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(DesignToken.text).joined(separator: " ")
            return (layer.inset ? "inset " : "") + numbers + " " + layer.color.hex
        }
    }

    @Test("a border string of a width, a style and a colour, in any order, is that border")
    func borderText() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"border": {"$type": "border",
              "hairline": {"$value": "1px solid #cacdd8"},
              "focus": {"$value": "dashed #0263e0 2px"}}}
            """#)
        #expect(TokenToolFormsTests.describe(problems) == [])
        #expect(set["border/hairline"]?.value == .border(Border(color: Color(red: 0xca, green: 0xcd, blue: 0xd8), width: 1, style: .keyword("solid"))))
        #expect(set["border/focus"]?.value == .border(Border(color: Color(red: 2, green: 99, blue: 224), width: 2, style: .keyword("dashed"))))
    }

    @Test("CSS text that is no shadow or border is kept as written, counted once for its file, and warns of nothing")
    func otherTextKeptOnce() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"shadow": {"$type": "shadow", "a": {"$value": "saffron"}, "b": {"$value": "0 1px"}, "c": {"$value": "1px 2px 3px 4px 5px #000"}},
             "border": {"$type": "border", "d": {"$value": "1px solid"}}}
            """#)
        #expect(TokenToolFormsTests.describe(problems) == [])
        #expect(set["shadow/a"]?.value == .asWritten("saffron"))
        #expect(set["shadow/c"]?.value == .asWritten("1px 2px 3px 4px 5px #000"))
        #expect(set["border/d"]?.value == .asWritten("1px solid"))
        #expect(set.departures.entries.map { "\($0.what) ×\($0.count)" }.sorted()
                == ["a border as a string (kept as written) ×1", "a shadow as a string (kept as written) ×3"])
    }
}

extension CSSShorthandTests {
    @Test("rgba() of a hex and an alpha, as Sass writes it, is that colour at that alpha (sd-transforms' hexrgba)")
    func hexInRGBA() throws {
        #expect(Color(css: "rgba(#FFFF00, 0.5)")?.hex == "#FFFF0080")
        #expect(Color(css: "rgb(#0263e0, 70%)")?.hex == "#0263E0B3")
        #expect(Color(css: "rgba(#FFFF00)") == nil)
        #expect(Color(css: "rgba(yellow, 0.5)") == nil)
        let (set, problems) = TokenSet.parse(json: #"{"c": {"$type": "color", "$value": "rgba(#FFFF00, 0.5)"}}"#)
        #expect(problems.isEmpty)
        #expect(try set.color("c").hex == "#FFFF0080")
    }
}
