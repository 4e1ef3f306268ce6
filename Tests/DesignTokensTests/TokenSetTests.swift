import DesignTokens
import Foundation
import Testing

@Suite("Design tokens")
struct TokenSetTests {
    @Test("groups, inherited types, aliases and every value form resolve")
    func resolves() throws {
        let (set, errors) = TokenSet.parse(json: #"""
            {
              "color": {
                "$type": "color",
                "brand": { "$value": "#005CE5", "$description": "Brand." },
                "short": { "$value": "#0af" },
                "glass": { "$value": "#FFFFFF80" }
              },
              "stepper": {
                "bg": { "$type": "color", "$value": "{color.brand}" },
                "via": { "$value": "{stepper.bg}" },
                "gap": { "$type": "dimension", "$value": "20px" },
                "inset": { "$type": "dimension", "$value": { "value": 0.25, "unit": "rem" } },
                "weight": { "$type": "fontWeight", "$value": "semi-bold" },
                "font": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
                "fade": { "$type": "duration", "$value": "0.12s" },
                "opacity": { "$type": "number", "$value": 0.4 }
              }
            }
            """#)
        #expect(errors == [])
        #expect(set.paths == ["color/brand", "color/glass", "color/short", "stepper/bg", "stepper/fade", "stepper/font",
                              "stepper/gap", "stepper/inset", "stepper/opacity", "stepper/via", "stepper/weight"])
        #expect(try set.color("stepper/via") == Color(red: 0x00, green: 0x5C, blue: 0xE5))
        #expect(set["stepper/via"]?.aliasOf == "stepper/bg")
        #expect(set["stepper/via"]?.kind == .color, "type comes from the alias target")
        #expect(try set.color("color/short").hex == "#00AAFF")
        #expect(try set.color("color/glass").hex == "#FFFFFF80")
        #expect(try set.dimension("stepper/gap") == 20)
        #expect(try set.dimension("stepper/inset") == 4)
        #expect(try set.number("stepper/weight") == 600)
        #expect(try set.fontFamily("stepper/font") == ["Inter", "sans-serif"])
        #expect(set["stepper/fade"]?.value == .duration(120))
        #expect(set["color/brand"]?.description == "Brand.")
        #expect(set["color/brand"]?.line == 4 && set["color/brand"]?.column == 26)
    }

    /// Expected columns were counted from the JSON text; a cycle reports every token in it.
    @Test("each problem names the token and where it is written", arguments: [
        (##"{"a": {"$type": "color", "$value": "{b.c}"}}"##, "token 'a': refers to {b.c}, which is not a token", 1, 36),
        (##"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}"##, "token 'a': alias cycle: a → b → a", 1, 36),
        (##"{"a": {"$type": "color", "$value": "#12"}}"##, "token 'a': '#12' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name", 1, 36),
        (##"{"a": {"$type": "color", "$value": "bleu"}}"##, "token 'a': 'bleu' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name", 1, 36),
        (##"{"a": {"$type": "colour", "$value": "#FFF"}}"##, "token 'a': unknown $type 'colour', so the value is shown as written; did you mean 'color'? allowed: color, dimension, number, fontWeight, fontFamily, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography", 1, 17),
        (##"{"a": {"$type": "dimension", "$value": "8 px"}}"##, ##"token 'a': '8 px' is not a dimension; write {"value": 8, "unit": "px"} (or "rem"), or as CSS does, "8px""##, 1, 40),
        (##"{"a": {"$type": "color", "$value": "#FFF", "$valeu": 1}}"##, "token 'a': unknown token property '$valeu'; allowed: $deprecated, $description, $extensions, $type, $value", 1, 44),
        (##"{"b": {"$type": "number", "$value": 1}, "a": 3}"##, ##"token 'a': expected a group (an object) or a token (an object with "$value"); found a number"##, 1, 46),
        (##"{"a.b": {"$type": "color", "$value": "#FFF"}}"##, "token 'a.b': names may not contain '.', '/', '{' or '}'", 1, 2),
        (##"{"a": {"$type": "dimension", "$value": "{b}"}, "b": {"$type": "color", "$value": "#FFF"}}"##, "token 'a': is a dimension token but refers to {b}, a color token", 1, 40),
        ("{\n  \"a\": {\n    \"$type\": \"color\",\n    \"$value\": \"#FFF\",\n  }\n}", "not valid JSON: expected a key in double quotes", 5, 3),
        ("{\"a\": 1, \"a\": 2}", "not valid JSON: the key \"a\" appears twice in this object (first on line 1)", 1, 10),
        ("[1]", "the file must be one JSON object of token groups; found an array", 1, 1),
    ])
    func errors(json: String, message: String, line: Int, column: Int) {
        let (_, errors) = TokenSet.parse(json: json)
        #expect(errors.map(\.description) == message.components(separatedBy: "\n"))
        #expect(errors.first?.line == line)
        #expect(errors.first?.column == column)
    }

    @Test("a lookup of a missing token or a token of another kind is an error naming it")
    func lookups() {
        let (set, _) = TokenSet.parse(json: ##"{"stepper": {"bg": {"$type": "color", "$value": "#005CE5"}}}"##)
        #expect(throws: TokenError.self) { try set.color("stepper/bg-track") }
        do {
            _ = try set.dimension("stepper/bg")
            Issue.record("a colour was read as a dimension")
        } catch {
            #expect(error.description == "token 'stepper/bg': is a color token; a dimension is needed here")
        }
        do {
            _ = try set.color("stepper/missing")
            Issue.record("a missing token was found")
        } catch {
            #expect(error.description == "token 'stepper/missing': no such token in tokens.json; tokens nearby: stepper/bg")
        }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (_, errors) = TokenSet.parse(json: json)
        #expect(errors.first?.description.contains("nesting deeper than 512 levels") == true)
    }
}

@Suite("WCAG contrast")
struct ContrastTests {
    /// Reference values computed independently with the WCAG 2.x formula (Python, sRGB threshold 0.04045).
    @Test("colours write as upper-case hex, with alpha only when not opaque, and read back")
    func hex() {
        #expect(Color(red: 0x0A, green: 0xFF, blue: 0).hex == "#0AFF00")
        #expect(Color(red: 0, green: 0x7F, blue: 0xC3, alpha: 0x08).hex == "#007FC308")
        for value in [UInt8(0), 1, 0x0F, 0x10, 0x9A, 0xFE, 0xFF] {
            let color = Color(red: value, green: 255 - value, blue: value / 2, alpha: value)
            #expect(Color(hex: color.hex) == color)
        }
    }

    @Test("contrast ratios match the WCAG formula", arguments: [
        ("#FFFFFF", "#000000", 21.0),
        ("#005CE5", "#FFFFFF", 5.7341),
        ("#005CE5", "#D2E5FF", 4.4759),
        ("#D2E5FF", "#FFFFFF", 1.2811),
        ("#E5EBF4", "#FFFFFF", 1.1985),
        ("#777777", "#FFFFFF", 4.4781),
        ("#123456", "#123456", 1.0),
    ])
    func ratios(foreground: String, background: String, expected: Double) throws {
        let a = try #require(Color(hex: foreground))
        let b = try #require(Color(hex: background))
        #expect(abs(a.contrastRatio(with: b) - expected) < 0.0005)
        #expect(abs(b.contrastRatio(with: a) - expected) < 0.0005, "symmetric")
    }

    @Test("a translucent colour is painted over the background first")
    func translucent() throws {
        let half = try #require(Color(hex: "#00000080"))
        #expect(half.composited(over: .white).hex == "#7F7F7F")
        #expect(abs(half.contrastRatio(with: .white) - Color(red: 0x7F, green: 0x7F, blue: 0x7F).contrastRatio(with: .white)) < 1e-9)
    }

    @Test("hex forms", arguments: ["#FFF", "#ffff", "#FFFFFF", "#ffffffff"])
    func hexForms(text: String) {
        #expect(Color(hex: text) == .white)
    }

    @Test("not colours", arguments: ["FFF", "#FFFFF", "#GGG", "#", "#FFFFFFFFF", ""])
    func notColours(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test("every font weight name of the Format module 2025.10 is its number")
    func fontWeightNames() {
        let names = ["thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
                     "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
                     "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950]
        let members = names.keys.sorted().map { #""\#($0)": { "$value": "\#($0)" }"# }.joined(separator: ", ")
        let (set, errors) = TokenSet.parse(json: #"{ "w": { "$type": "fontWeight", \#(members) } }"#)
        #expect(errors.isEmpty)
        for (name, weight) in names {
            #expect(set["w/" + name]?.value == .fontWeight(Double(weight)), "\(name)")
        }
    }
}
