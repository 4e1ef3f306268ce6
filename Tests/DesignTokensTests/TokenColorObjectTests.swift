@testable import DesignTokens
import Testing

/// Colour objects as the Design Tokens Color Module 2025.10 writes them.
@Suite("Colour objects of the Color module")
struct TokenColorObjectTests {
    /// Each problem as `line:column severity: description`.
    static func problems(_ json: String) -> [String] {
        TokenSet.parse(json: json).1.map { "\($0.line):\($0.column) \($0.severity == .warning ? "warning" : "error"): \($0.description)" }
    }

    static func color(_ json: String, _ path: String = "a") -> String? {
        guard case let .color(color) = TokenSet.parse(json: json).0.tokens[path]?.value else { return nil }
        return color.hex
    }

    @Test("the module's own example reads, its hex within a step of its components")
    func example() {
        let json = ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.36, 0.9], "alpha": 1, "hex": "#005ce5"}}}"##
        #expect(Self.problems(json) == [])
        #expect(Self.color(json) == "#005CE6")
    }

    @Test("alpha, `none` components, aliases to colour objects and dark-mode colour objects")
    func forms() {
        #expect(Self.color(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5}}}"##)
            == "#FF000080")
        #expect(Self.color(##"{"a": {"$type": "color", "$value": {"colorSpace": "hsl", "components": ["none", 0, 50]}}}"##)
            == "#808080")
        let json = ##"""
        {"color": {"$type": "color",
          "base": {"$value": {"colorSpace": "oklch", "components": [0.63, 0.19, 259.5]}},
          "accent": {"$value": "{color.base}",
                     "$extensions": {"mode": {"dark": {"colorSpace": "oklch", "components": [0.8, 0.1, 259.5]}}}}}}
        """##
        let (tokens, problems) = TokenSet.parse(json: json)
        #expect(problems.isEmpty)
        #expect(tokens.tokens["color/accent"]?.value == .color(Color(red: 0x3B, green: 0x84, blue: 0xF9)))
        #expect(tokens.tokens["color/accent"]?.aliasOf == "color/base")
        #expect(tokens.modeValues["dark"]?["color/accent"] != tokens.modeValues["dark"]?["color/base"])
    }

    @Test("each wrong part is an error where it is written, saying what is allowed", arguments: [
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [210, 140, 40]}}}"##,
         "1:78 error: token 'a': hsl saturation 140 is out of range; allowed: 0…100 or \"none\""),
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1]}}}"##,
         "1:73 error: token 'a': srgb components must be three: [red, green, blue]"),
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, "x", 10]}}}"##,
         "1:80 error: token 'a': oklch chroma 'x' is out of range; allowed: 0…10 or \"none\""),
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}"##,
         "1:51 error: token 'a': colour space 'cmyk' is not one of the Color module's; allowed: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"),
        (##"{"a": {"$type": "color", "$value": {"components": [0, 0, 0]}}}"##,
         "1:36 error: token 'a': a colour object needs a colorSpace; allowed: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"),
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2}}}"##,
         "1:93 error: token 'a': alpha 2 is not a number from 0 to 1"),
        (##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#00"}}}"##,
         "1:91 error: token 'a': hex '#00' is not a colour; write #RRGGBB"),
    ])
    func errors(json: String, problem: String) {
        #expect(Self.problems(json) == [problem])
        #expect(Self.color(json) == nil)
    }

    @Test("another key in a colour object (Workday's description) is read past, counted as a departure of its file")
    func otherKeyReadPast() {
        let (set, problems) = TokenSet.parse(json: ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "description": "Ink"}}}"##)
        #expect(problems.isEmpty)
        #expect(set["a"]?.value == .color(Color(red: 0, green: 0, blue: 0)))
        #expect(set.departures.entries.map { "\($0.line):\($0.column) \($0.what) \($0.firstPath) ×\($0.count)" }
            == ["1:99 a colour object with 'description' beside its components (read past) a ×1"])
    }

    @Test("a hex fallback of three digits, as tools shorten it, is read, and counted as a departure from 2025.10")
    func shortHexFallback() {
        let (set, problems) = TokenSet.parse(json: ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}}}"##)
        #expect(problems.isEmpty)
        #expect(set["a"]?.value == .color(Color(red: 0, green: 0, blue: 0)))
        #expect(set.departures.entries.map { "\($0.line):\($0.column) \($0.what) \($0.firstPath) ×\($0.count)" }
            == ["1:91 a colour's hex fallback not in #RRGGBB form a ×1"])
    }

    @Test("a colour outside sRGB: drawn as its hex when it has one, else gamut-mapped with a warning")
    func outOfGamut() {
        let withHex = ##"{"a": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0], "hex": "#00ff00"}}}"##
        #expect(Self.problems(withHex) == [])
        #expect(Self.color(withHex) == "#00FF00")
        let withoutHex = ##"{"a": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}"##
        let mapped = Self.color(withoutHex)
        #expect(mapped != nil && mapped != "#00FF00")
        #expect(Self.problems(withoutHex) == ["1:79 warning: token 'a': this display-p3 colour lies outside sRGB; drawn as \(mapped ?? "") "
            + "(CSS Color 4 gamut mapping); give it a hex to choose its sRGB fallback"])
    }

    @Test("a hex that disagrees with its components is a warning; an unknown space with a hex is drawn from it")
    func hexFallback() {
        #expect(Self.problems(##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ffffff"}}}"##)
            == ["1:91 warning: token 'a': hex #FFFFFF disagrees with the components, which give #000000; drawn from the components"])
        let unknown = ##"{"a": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0, 1], "hex": "#123456"}}}"##
        #expect(Self.color(unknown) == "#123456")
        #expect(Self.problems(unknown).first?.hasPrefix("1:51 warning: token 'a': colour space 'cmyk' is not one of the Color module's") == true)
    }
}
