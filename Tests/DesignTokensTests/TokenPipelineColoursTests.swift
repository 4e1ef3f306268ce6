@testable import DesignTokens
import Testing

/// Colours teams write for their own pipeline (Red Hat, Sage, Workday, Gestalt, VA.gov, Telekom), each read into
/// the colour its pipeline makes of it, with one departure per form and file.
@Suite("Colours written for a team's own pipeline")
struct TokenPipelineColoursTests {
    static func describe(_ problems: [TokenError]) -> [String] {
        TokenToolFormsTests.describe(problems)
    }

    static func departures(_ set: TokenSet) -> [String] {
        set.departures.entries.map { "\($0.what) ×\($0.count)" }
    }

    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 255, green: 255, blue: 255)

    @Test("a $value array of more than two colours is light (the first) and dark (the last), as Red Hat's build makes it")
    func longThemeArray() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"color": {"$type": "color", "a": {"$value": "#ffffff"}, "b": {"$value": "#eeeeee"}, "c": {"$value": "#111111"},
              "d": {"$value": "#000000"},
              "surface": {"_": {"$value": ["{color.a}", "{color.b}", "{color.c}", "{color.d}"]}}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set.modes == ["dark", "light"])
        #expect(set["color/surface/_"]?.value == .color(Self.white))
        #expect(set.modeValues["light"]?["color/surface/_"] == .color(Self.white))
        #expect(set.modeValues["dark"]?["color/surface/_"] == .color(Self.black))
        #expect(Self.departures(set).contains(
            "a $value array of more than two colours (the first read as mode light, the last as dark, as Red Hat's build does) ×1"))
    }

    @Test("a Tokens Studio mix whose colour is a reference mixes with that token's colour; one that names none leaves the colour (Sage)")
    func mixWithReference() throws {
        func modify(_ body: String) -> String { #"{"studio.tokens": {"modify": \#(body)}}"# }
        let (set, problems) = TokenSet.parse(json: #"""
            {"c": {"$type": "color", "black": {"$value": "#000000"}, "white": {"$value": "#ffffff"},
              "trace": {"$value": "{c.black}", "$extensions": \#(modify(#"{"type": "mix", "value": "0.5", "space": "srgb", "color": "{c.white} "}"#))},
              "plain": {"$value": "{c.black}", "$extensions": \#(modify(#"{"type": "mix", "value": "0.5", "space": "srgb"}"#))}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(try set.color("c/trace").hex == "#808080")
        #expect(try set.color("c/plain").hex == "#000000")
        #expect(Self.departures(set).contains("a Tokens Studio mix that names no colour (left unmixed, as sd-transforms leaves it) ×1"))
    }

    @Test("a Tokens Studio modifier in a theme's own set is worked out in that mode (Sage's dark mode mixes with white)")
    func modifierInMode() throws {
        let (set, problems) = TokenSet.parse(json: ##"""
            {"core": {"black": {"value": "#000000", "type": "color"}, "white": {"value": "#ffffff", "type": "color"},
                      "gray": {"value": "#eeeeee", "type": "color"}},
             "light": {"trace": {"value": "{gray}", "type": "color"}},
             "dark": {"trace": {"value": "{black}", "type": "color",
                                "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb", "color": "{white} "}}}}},
             "$themes": [{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                         {"name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}}
            """##)
        #expect(Self.describe(problems) == [])
        #expect(try set.color("trace").hex == "#EEEEEE")
        #expect(try set.inMode("Dark").color("trace").hex == "#808080")
    }

    @Test("a Tokens Studio mix whose colour refers to no colour token is an error at the token")
    func mixWithMissingReference() {
        let (_, problems) = TokenSet.parse(json: #"""
            {"c": {"$type": "color", "black": {"$value": "#000000"},
              "trace": {"$value": "{c.black}", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "color": "{c.nothing}"}}}}}}
            """#)
        #expect(Self.describe(problems) == [
            "0:2:23 token 'c/trace': a Tokens Studio mix's color, {c.nothing}, is no colour token; allowed: a {reference} to a colour token, or a colour as CSS writes it",
        ])
    }

    @Test("a colour function of a colour reference and an alpha reference is that colour at that alpha (Workday's oklch({c} / {a}))")
    func colourFunctionOfReferences() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"base": {"black": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0, 0, 0], "alpha": 1, "hex": "#000000"}},
                      "opacity": {"$type": "number", "40": {"$value": "0.4"}, "old": {"$value": "{base.opacity.40}"}}},
             "bg": {"$type": "color", "overlay": {"$value": "oklch({base.black} / {base.opacity.old})"},
                    "veil": {"$value": "rgb({base.black} / 20%)"}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(try set.color("bg/overlay").hex == "#00000066")
        #expect(try set.color("bg/veil").hex == "#00000033")
        #expect(Self.departures(set).contains("a colour worked out from another's, oklch({…} / alpha) ×1"))
    }

    @Test("a colour function of a reference to no token is told once, as a missing token")
    func colourFunctionOfMissingReference() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"bg": {"$type": "color", "overlay": {"$value": "oklch({base.nothing} / 0.4)"}}}
            """#)
        #expect(Self.describe(problems) == ["0:1:49 token 'bg/overlay': 'oklch({base.nothing} / 0.4)' cannot be worked out: {base.nothing} is not a token"])
        #expect(problems.first?.missingTarget == "base/nothing")
        #expect(set.notRead["bg/overlay"]?.value == .asWritten("oklch({base.nothing} / 0.4)"))
    }

    @Test("Style Dictionary's {a.value} joined into a colour string is read once joined (Gestalt's {c.value}1A)")
    func valueReferenceJoined() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"color": {"red": {"value": "#e60023", "type": "color"},
                       "tint": {"value": "{color.red.value}1A", "type": "color"}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(try set.color("color/tint").hex == "#E600231A")
    }

    @Test("a key beside the value that the value refers to is joined in (VA.gov's rgba({gray}, {link.alpha}))")
    func ownKeyReference() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"gray": {"value": "#000000"},
             "link": {"alpha": "0.05", "value": "rgba({gray}, {link.alpha})"}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(try set.color("link").hex == "#0000000D")
        #expect(Self.departures(set).contains("a key beside the value that the value refers to (joined in, as Style Dictionary does) ×1"))
    }

    @Test("light and dark as an object, and {color, alpha}, are modes and a colour at an alpha, in colours and shadows (Telekom)")
    func lightDarkObject() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"core": {"black": {"value": "#000000", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}},
             "text": {"value": {"light": "{core.black}", "dark": {"color": "{core.white}", "alpha": 0.65}}, "type": "color"},
             "faint": {"value": {"color": "#ff0000", "alpha": 0.5}, "type": "color"},
             "shadow": {"value": [{"offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px", "color": {"color": "{core.black}", "alpha": 0.1}}], "type": "shadow"}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set.modes == ["dark", "light"])
        #expect(set["text"]?.value == .color(Self.black))
        #expect(set.modeValues["light"]?["text"] == .color(Self.black))
        #expect(set.modeValues["dark"]?["text"] == .color(Color(red: 255, green: 255, blue: 255, alpha: 166)))
        #expect(try set.color("faint").hex == "#FF000080")
        guard case let .shadow(layers)? = set["shadow"]?.value else {
            Issue.record("the shadow is read")
            return
        }
        #expect(layers.first?.color == Color(red: 0, green: 0, blue: 0, alpha: 26))
        #expect(Self.departures(set).contains("light and dark as an object (read as modes light and dark, as Telekom's build does) ×1"))
        #expect(Self.departures(set).contains("a colour as {color, alpha} (read as that colour at that alpha, as Telekom's build does) ×3"))
    }
}
