@testable import DesignTokens
import Testing

/// Values teams write for their own pipeline (Style Dictionary transforms, CSS output), as real sets write them
/// (Helios, Carbon, Red Hat, Sage, Primer, Kong, Workday, Terrazzo): each read into the value it means, or kept as
/// written with one finding per form and file.
@Suite("Tokens written for a team's own pipeline")
struct TokenPipelineFormsTests {
    static func describe(_ problems: [TokenError]) -> [String] {
        TokenToolFormsTests.describe(problems)
    }

    @Test("a number with a unit beside $value is that dimension or duration (Helios, Carbon)")
    func unitBesideValue() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"radius": {"$type": "dimension", "sm": {"$value": "3", "unit": "px", "private": true}, "lg": {"$value": 2, "unit": "rem"}},
             "slow": {"$type": "duration", "$value": "0.6", "unit": "s"}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["radius/sm"]?.value == .dimension(3))
        #expect(set["radius/lg"]?.value == .dimension(32))
        #expect(set["slow"]?.value == .duration(600))
        #expect(set.departures.entries.map { "\($0.what) ×\($0.count)" }.contains("a unit beside $value (read with it) ×3"))
    }

    @Test("light and dark written as a two-item $value array are the modes light and dark (Red Hat)")
    func lightDarkArray() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"color": {"$type": "color", "blue": {"$value": "#0000ff"}, "white": {"$value": "#ffffff"},
              "accent": {"_": {"$value": ["{color.blue}", "{color.white}"]}}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set.modes == ["dark", "light"])
        #expect(set["color/accent/_"]?.value == .color(Color(red: 0, green: 0, blue: 255)))
        #expect(set.modeValues["dark"]?["color/accent/_"] == .color(Color(red: 255, green: 255, blue: 255)))
        #expect(set.modeValues["light"]?["color/accent/_"] == .color(Color(red: 0, green: 0, blue: 255)))
    }

    @Test("N tokens with calc() in one file give one finding that names the count, at the first")
    func calcOncePerFile() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"space": {"$type": "dimension",
              "a": {"$value": "calc(100% - 8px)"},
              "b": {"$value": "calc(2 * 4px)"},
              "c": {"$value": "calc({space.d} + 1px)"},
              "d": {"$value": "4px"}}}
            """#)
        #expect(Self.describe(problems) == [
            "0:2:19 token 'space/a': a value in CSS calc(), kept as written, on this token and 2 other tokens of its file: the tokens page shows it so, and what needs it is an error; allowed: a value of its $type, such as \"8px\" or \"#RRGGBB\"",
        ])
        #expect(set.notRead["space/a"]?.value == .asWritten("calc(100% - 8px)"))
        #expect(set.notRead["space/b"]?.value == .asWritten("calc(2 * 4px)"))
        #expect(set.notRead["space/c"]?.value == .asWritten("calc(4px + 1px)"))
        #expect(set.unreadableReason("space/a")?.message == "'calc(100% - 8px)' is in CSS calc(), which only a browser works out; it is kept as written")
    }

    @Test("var() in a colour is kept as written, one finding per file")
    func varInColour() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"nav": {"$type": "color", "fg": {"$value": "var(--token-color-foreground-primary)"}, "bg": {"$value": "var(--token-color-surface)"}}}
            """#)
        #expect(problems.count == 1)
        #expect(problems.first?.message.hasPrefix("a value in CSS var(), kept as written, on this token and 1 other token of its file") == true)
        #expect(set.notRead["nav/fg"]?.value == .asWritten("var(--token-color-foreground-primary)"))
    }

    @Test("a typography whose fontSize is a clamp() token is read, its size shown as written, with no finding of its own (Sage)")
    func clampThroughTypography() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"size": {"$type": "dimension", "fluid": {"$value": "clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)"}},
             "heading": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size.fluid}", "fontWeight": 700, "lineHeight": 1.2}}}
            """#)
        #expect(problems.count == 1)
        #expect(problems.first?.path == "size/fluid")
        #expect(set.notRead["size/fluid"]?.value == .asWritten("clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)"))
        #expect(set.notRead["heading"] == nil)
        guard case let .typography(type)? = set["heading"]?.value else {
            Issue.record("heading: \(String(describing: set["heading"]?.value))")
            return
        }
        #expect(type.fontSizeAsWritten == "clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)")
        #expect(type.fontSize == 0.67 * 16)
        #expect(set["heading"]?.value.text == "700 clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)/1.2 Inter")
    }

    @Test("a colour written as linear-gradient() is a gradient of its stops (Sage, Workday)")
    func linearGradientColour() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"c": {"$type": "color", "a": {"$value": "#ff0000"}, "b": {"$value": "#0000ff"},
              "grad": {"$value": "linear-gradient(90deg, {c.a} 0%, #00ff00, {c.b} 100%)"}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["c/grad"]?.kind == .gradient)
        #expect(set["c/grad"]?.value == .gradient([
            GradientStop(color: Color(red: 255, green: 0, blue: 0), position: 0),
            GradientStop(color: Color(red: 0, green: 255, blue: 0), position: 0.5),
            GradientStop(color: Color(red: 0, green: 0, blue: 255), position: 1),
        ]))
    }

    @Test("a shadow written as one string of shadow references is the list of those shadows")
    func shadowReferenceList() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"shadow": {"$type": "shadow",
              "a": {"$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}},
              "b": {"$value": {"color": "#000000", "offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "0px"}},
              "both": {"$value": "{shadow.a}, {shadow.b}"}}}
            """#)
        #expect(Self.describe(problems) == [])
        guard case let .shadow(layers)? = set["shadow/both"]?.value else {
            Issue.record("shadow/both: \(String(describing: set["shadow/both"]?.value))")
            return
        }
        #expect(layers.map(\.offsetY) == [1, 4])
    }

    @Test("a string of no $type joining CSS strings with references is shown joined, not worked out as arithmetic (Helios)")
    func untypedReferenceList() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"ring": {"c": {"$type": "color", "$value": "#ff0000"},
              "inner": {"$value": "inset 0 0 0 1px {ring.c}"}, "outer": {"$value": "0 0 0 3px {ring.c}"},
              "both": {"$value": "{ring.inner}, {ring.outer}"}}}
            """#)
        #expect(!Self.describe(problems).contains { $0.contains("cannot be worked out") })
        #expect(set["ring/both"]?.value == .asWritten("inset 0 0 0 1px #ff0000, 0 0 0 3px #ff0000"))
    }

    @Test("a media query with references in a type of its own is kept as written, not worked out (Primer)")
    func mediaQueryOtherType() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"breakpoint": {"$type": "dimension", "md": {"$value": "768px"}},
             "range": {"$type": "custom-viewportRange", "narrow": {"$value": "(max-width: calc({breakpoint.md} - 0.02px))"}, "regular": {"$value": "(min-width: {breakpoint.md})"}}}
            """#)
        #expect(!Self.describe(problems).contains { $0.contains("cannot be worked out") })
        #expect(set["range/regular"]?.value == .asWritten("(min-width: 768px)"))
    }

    @Test("Tokens Studio math on a reference that is no token says so, and what is allowed once")
    func mathMessages() {
        let (_, problems) = TokenSet.parse(json: #"""
            {"s": {"$type": "dimension", "a": {"$value": "{base.missing} * 40"}, "b": {"$value": "pow({s.c}, 2)"}, "c": {"$value": "2px"}}}
            """#)
        let messages = problems.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'{base.missing} * 40' cannot be worked out: {base.missing} is not a token; allowed:") })
        #expect(messages.contains { $0.hasPrefix("'pow({s.c}, 2)' cannot be worked out: unknown function 'pow'") })
        #expect(messages.allSatisfy { $0.components(separatedBy: "allowed:").count == 2 })
    }

    @Test("a typography's lineHeight written as a dimension is that multiple of its size; extra parts are read past")
    func typographyForms() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"font": {"$type": "typography",
              "h2": {"$value": {"fontFamily": "Inter", "fontVariationSettings": "\"wght\" 600", "fontWeight": 400,
                     "fontSize": {"value": 1.5, "unit": "rem"}, "lineHeight": {"value": 1.875, "unit": "rem"}, "letterSpacing": {"value": 0, "unit": "px"}}},
              "link": {"$value": {"fontFamily": "Inter", "fontSize": "16px", "txtDecoration": "underline", "paragraphSpacing": "0px", "lineHeight": 1.5}}}}
            """#)
        #expect(Self.describe(problems) == [])
        guard case let .typography(h2)? = set["font/h2"]?.value, case let .typography(link)? = set["font/link"]?.value else {
            Issue.record("\(String(describing: set["font/h2"]?.value)) \(String(describing: set["font/link"]?.value))")
            return
        }
        #expect(h2.fontSize == 24)
        #expect(h2.lineHeight == 1.25)
        #expect(link.fontWeight == 400)
    }

    @Test("a shadow's alpha part is read into its colour (Primer); Tokens Studio's x and y in a $value file are offsets (Sage)")
    func shadowParts() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"shadow": {
              "inset": {"$type": "shadow", "$value": {"color": "#000000", "alpha": 0.5, "offsetX": "0px", "offsetY": "1px", "blur": "0px", "spread": "0px", "inset": true}},
              "depth": {"$type": "boxShadow", "$value": [{"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#000000", "type": "dropShadow"}]}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["shadow/inset"]?.value == .shadow([Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 128), offsetX: 0, offsetY: 1, blur: 0, spread: 0, inset: true)]))
        #expect(set["shadow/depth"]?.value == .shadow([Shadow(color: Color(red: 0, green: 0, blue: 0), offsetX: 0, offsetY: 2, blur: 4, spread: 0, inset: false)]))
    }

    @Test("a colour token may alias a colour written as linear-gradient(), and is that gradient (Sage)")
    func colourAliasOfGradient() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"c": {"$type": "color", "grad": {"$value": "linear-gradient(90deg, #ff0000, #0000ff)"}},
             "button": {"bg": {"$type": "color", "$value": "{c.grad}"}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["button/bg"]?.kind == .gradient)
        #expect(set["button/bg"]?.aliasOf == "c/grad")
    }

    @Test("Helios's $modes beside $value are the token's modes; CSS property names as types are read (Helios, Carbon)")
    func heliosModesAndTypeNames() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"direction": {"$type": "number", "$value": 1, "$modes": {"cds-g10": 1, "cds-g90": -1}},
             "body": {"size": {"$type": "font-size", "$value": 14, "unit": "px"}, "weight": {"$type": "font-weight", "$value": 300},
                      "family": {"$type": "font-family", "$value": ["IBM Plex Sans", "sans-serif"]}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set.modeValues["cds-g90"]?["direction"] == .number(-1))
        #expect(set["body/size"]?.value == .dimension(14))
        #expect(set["body/weight"]?.value == .fontWeight(300))
        #expect(set["body/family"]?.value == .fontFamily(["IBM Plex Sans", "sans-serif"]))
    }

    @Test("a Tokens Studio colour modifier whose value names a token takes that token's amount (Sage)")
    func modifierAmountToken() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"modifier": {"hover": {"$type": "number", "$value": "0.5"}},
             "c": {"$type": "color", "black": {"$value": "#000000"},
                   "hover": {"$value": "{c.black}", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "{modifier.hover} ", "space": "srgb"}}}}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["c/hover"]?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 128)))
    }

    @Test("a composite whose part refers to a token with an error follows from that error, at its own place (Workday)")
    func partErrorFollowsFromItsToken() throws {
        let (_, problems) = TokenSet.parse(json: #"""
            {"size": {"$type": "dimension", "bad": {"$value": "twelve"}},
             "type": {"$type": "typography",
               "a": {"$value": {"fontFamily": "Inter", "fontSize": "{size.bad}", "fontWeight": 400, "lineHeight": 1.5}},
               "b": {"$value": {"fontFamily": "Inter", "fontSize": "{size.bad}", "fontWeight": 700, "lineHeight": 1.5}}}}
            """#)
        let root = try #require(problems.first { $0.path == "size/bad" })
        let followers = problems.filter { $0.path.hasPrefix("type/") }
        #expect(followers.map(\.path) == ["type/a", "type/b"])
        #expect(followers.allSatisfy { $0.cause == root.position && $0.line != root.line })
    }

    @Test("tokens that refer to the same missing token follow from the first of them, so the build tells it once (Primer)")
    func sameMissingTargetOnce() throws {
        let (_, problems) = TokenSet.parse(json: #"""
            {"border": {"$type": "border",
               "a": {"$value": {"color": "#000000", "width": "{borderWidth.default}", "style": "solid"}},
               "b": {"$value": {"color": "#000000", "width": "{borderWidth.default}", "style": "solid"}}},
             "space": {"$type": "dimension", "c": {"$value": "{borderWidth.default} * 2"}}}
            """#)
        let first = try #require(problems.first { $0.path == "border/a" })
        #expect(first.cause == nil)
        #expect(problems.filter { $0.path != "border/a" }.map(\.cause) == [first.position, first.position])
    }

    @Test("Tokens Studio's parts in a typography of the Format Module's form: plain numbers, weights as strings, arithmetic (sd-transforms)")
    func studioCompositeParts() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"dimension": {"$type": "dimension", "xs": {"$value": "4px"}},
             "typo": {"$type": "typography", "$value": {"fontFamily": "Arial", "fontWeight": "700", "fontSize": "{dimension.xs} * 4", "lineHeight": 1.5}},
             "small": {"$type": "typography", "$value": {"fontFamily": "Arial", "fontWeight": 400, "fontSize": "12", "lineHeight": 1.5}}}
            """#)
        #expect(Self.describe(problems) == [])
        guard case let .typography(typo)? = set["typo"]?.value, case let .typography(small)? = set["small"]?.value else {
            Issue.record("\(String(describing: set["typo"]?.value)) \(String(describing: set["small"]?.value))")
            return
        }
        #expect(typo.fontSize == 16)
        #expect(typo.fontWeight == 700)
        #expect(small.fontSize == 12)
    }
}

/// Parts of a composite that refer to tokens typed for another tool, as Tokens Studio exports write them.
@Suite("Composite parts of other tools' types")
struct CompositePartsOfOtherTypesTests {
    @Test("a typography's fontFamily that refers to a token of Tokens Studio's text type reads its text; a length part a number token reads as px")
    func partsRead() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"font": {"family": {"$type": "text", "$value": "Inter"}, "track": {"$type": "number", "$value": 0.5}},
             "body": {"$type": "typography", "$value": {"fontFamily": "{font.family}", "fontSize": "16px", "fontWeight": 400,
                                                        "lineHeight": 1.5, "letterSpacing": "{font.track}"}}}
            """#)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        guard case let .typography(typography)? = set["body"]?.value else {
            Issue.record("body is not a typography: \(String(describing: set["body"]?.value))")
            return
        }
        #expect(typography.fontFamily == ["Inter"])
        #expect(typography.letterSpacing == 0.5)
        let departures = set.departures.entries.map(\.what)
        #expect(departures.contains("a composite's part that refers to a token of another tool's $type, read as fontFamily"))
        #expect(departures.contains("a composite's length part that refers to a number token, read as px"))
    }

    @Test("another tool's spelling of a type (cubic-bezier) is shown as written, not taken for a typo")
    func spellingIsNoTypo() {
        let (set, problems) = TokenSet.parse(json: #"{"ease": {"$type": "cubic-bezier", "$value": "cubic-bezier(0.2, 0, 0.2, 1)"}}"#)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(set["ease"]?.writtenType == "cubic-bezier")
    }
}
