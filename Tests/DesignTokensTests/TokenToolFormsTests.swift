@testable import DesignTokens
import Testing

/// What the files teams export really hold (Figma, Tokens Studio, Style Dictionary, Terrazzo), each case one that
/// failed before it was read: the 2025.10 details they rely on, and the forms other tools write.
@Suite("Tokens as tools write them")
struct TokenToolFormsTests {
    static func load(_ files: [String: String], entry: String) -> (TokenSet, [TokenError]) {
        TokenResolverTests.load(files, entry: entry)
    }

    static func describe(_ problems: [TokenError]) -> [String] {
        problems.map { "\($0.file):\($0.line):\($0.column) \($0.severity == .warning ? "warning: " : "")\($0.description)" }
    }

    @Test("a file's root $type types its own tokens, not those of the files merged with it")
    func rootTypePerFile() throws {
        let (set, problems) = Self.load([
            "t/blur.tokens.json": #"{"$type": "dimension", "blur": {"sm": {"$value": {"value": 4, "unit": "px"}}}}"#,
            "t/type.tokens.json": #"{"$type": "fontFamily", "font": {"body": {"$value": "Inter"}}}"#,
        ], entry: "t")
        #expect(problems == [])
        #expect(set["blur/sm"]?.kind == .dimension)
        #expect(set["font/body"]?.kind == .fontFamily)
    }

    @Test("an alias of no $type takes its target's type before its group's (Format Module, type resolution)")
    func aliasTypeBeforeGroup() {
        let (set, problems) = TokenSet.parse(json: #"{"font":{"$type":"number","lh":{"$value":1.5}},"text":{"$type":"dimension","line-height":{"$value":"{font.lh}"}}}"#)
        #expect(problems == [])
        #expect(set["text/line-height"]?.kind == .number)
        #expect(set["text/line-height"]?.value == .number(1.5))
    }

    @Test("keys tools put beside $value are read past and counted, not errors")
    func toolKeys() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"c": {"$type": "color",
              "a": {"$value": "#FF0000", "attributes": {"category": "color"}},
              "b": {"$value": "#00FF00", "attributes": {}, "oldValue": "#0F0", "deprecatedValues": []},
              "c": {"$value": "#0000FF", "alpha": 0.5, "extensions": {"figma": {"id": "1:2"}}}}}
            """#)
        #expect(problems == [])
        #expect(set.paths == ["c/a", "c/b", "c/c"])
        #expect(set.departures.entries.map { "\($0.what) ×\($0.count) \($0.firstPath)" }.sorted() == [
            "'alpha' beside $value (ignored) ×1 c/c", "'attributes' beside $value (ignored) ×2 c/a",
            "'deprecatedValues' beside $value (ignored) ×1 c/b", "'extensions' beside $value (ignored) ×1 c/c",
            "'oldValue' beside $value (ignored) ×1 c/b", "a colour as a hex string ×3 c/a",
        ])
    }

    @Test("another tool's $type on a group is one departure of its file with the count of its tokens, shown as written; a misspelt one is a warning")
    func unknownGroupType() {
        let (set, problems) = TokenSet.parse(json: #"{"button": {"$type": "component", "a": {"$value": {"padding": 4}}, "b": {"$value": "x"}, "c": {"$value": "y"}}}"#)
        #expect(problems.isEmpty, "\(Self.describe(problems))")
        #expect(set.departures.entries.map { "\($0.what) ×\($0.count) \($0.firstPath) \($0.line):\($0.column)" }
                == ["a $type the Format Module lacks ('component', shown as written) ×3 button 1:22"])
        let (_, misspelt) = TokenSet.parse(json: #"{"button": {"$type": "dimesion", "a": {"$value": "4px"}, "b": {"$value": "8px"}}}"#)
        #expect(Self.describe(misspelt) == ["0:1:22 warning: token 'button': unknown $type 'dimesion' on a group of 2 tokens, which are shown as written; did you mean 'dimension'? allowed: color, dimension, number, fontWeight, fontFamily, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography"])
        #expect(set["button/a"]?.kind == .other)
        #expect(set["button/a"]?.value == .asWritten(#"{"padding": 4}"#))
        #expect(set["button/a"]?.writtenType == "component")
    }

    @Test("Style Dictionary's form: value, type, comment, attributes; .value references; sizes in rem, times in ms")
    func styleDictionary() throws {
        let (set, problems) = Self.load([
            "sd/color.json": ##"{"color": {"base": {"red": {"value": "#FF0000", "type": "color", "attributes": {"font": "base"}, "comment": "Alarm."}, "gray": {"value": {"r": 146, "g": 153, "b": 162}}}, "font": {"value": "{color.base.red.value}"}}}"##,
            "sd/size.json": #"{"size": {"font": {"small": {"value": "0.75", "type": "fontSize"}}}, "time": {"short": {"value": "200", "type": "time"}}, "asset": {"icon": {"value": "icons/a.ttf", "type": "asset"}}}"#,
        ], entry: "sd")
        #expect(problems.isEmpty, "\(Self.describe(problems))")
        #expect(set.departures.entries.contains { $0.what == "a $type the Format Module lacks ('asset', shown as written)" && $0.firstPath == "asset/icon" && $0.count == 1 })
        #expect(try set.color("color/base/red").hex == "#FF0000")
        #expect(set["color/base/red"]?.description == "Alarm.")
        #expect(try set.color("color/base/gray").hex == "#9299A2", "type from the category, colour from r, g, b")
        #expect(set["color/font"]?.aliasOf == "color/base/red")
        #expect(try set.dimension("size/font/small") == 12, "0.75rem")
        #expect(set["time/short"]?.value == .duration(200))
        #expect(set["asset/icon"]?.value == .asWritten("icons/a.ttf"))
        #expect(set.forms == [0: .styleDictionary, 1: .styleDictionary])
    }

    @Test("CSS colours, em and % where the Format Module wants objects: read, and counted as departures")
    func cssForms() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"c": {"$type": "color", "a": {"$value": "rgb(39, 187, 54)"}, "b": {"$value": "transparent"}, "d": {"$value": "rgba(0,0,0,0.16)"}, "e": {"$value": "hsl(120, 100%, 25%)"}},
             "d": {"$type": "dimension", "em": {"$value": {"value": 0.5, "unit": "em"}}, "pt": {"$value": "12pt"}, "vh": {"$value": "10vh"}}}
            """#)
        #expect(Self.describe(problems) == ["0:2:121 token 'd/vh': unit 'vh' is not a length Specimen can draw; allowed: px, rem, and em, pt or dp as tools write them"])
        #expect(set["c/a"]?.value == .color(Color(red: 39, green: 187, blue: 54)))
        #expect(set["c/b"]?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0)))
        #expect(set["c/d"]?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 41)))
        #expect(set["c/e"]?.value == .color(Color(red: 0, green: 128, blue: 0)))
        #expect(set["d/em"]?.value == .dimension(8))
        #expect(set["d/pt"]?.value == .dimension(16))
        #expect(set.departures.entries.map(\.what).sorted() == ["a colour as a CSS string", "a dimension as a string", "a dimension in em (read at 16px to the em)", "a dimension in pt (read at 16px to the em)"])
    }

    @Test("a typography with letterSpacing in em or in %, or without it, as Figma and Tokens Studio write them")
    func letterSpacing() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"t": {"$type": "typography",
              "em": {"$value": {"fontFamily": "Inter", "fontSize": "20px", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": {"value": -0.02, "unit": "em"}}},
              "pc": {"$value": {"fontFamily": "Inter", "fontSize": "20px", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "-1%"}},
              "none": {"$value": {"fontFamily": "Inter", "fontSize": "20px", "fontWeight": 400}}}}
            """#)
        #expect(problems == [])
        guard case let .typography(em)? = set["t/em"]?.value, case let .typography(percent)? = set["t/pc"]?.value,
              case let .typography(none)? = set["t/none"]?.value else {
            Issue.record("not read: \(set.paths)")
            return
        }
        #expect(abs(em.letterSpacing - -0.32) < 1e-9)
        #expect(abs(percent.letterSpacing - -0.2) < 1e-9)
        #expect(none.letterSpacing == 0 && none.lineHeight == 1.2)
    }

    @Test("Tokens Studio math and rgba({alias}, alpha) are worked out, in the set and in each mode")
    func tokensStudioMath() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"size": {"unit": {"$type": "number", "$value": "{size.step} / {size.base} * 16"}, "step": {"$type": "number", "$value": 4}, "base": {"$type": "number", "$value": "16"},
                      "2": {"$type": "dimension", "$value": "floor({size.unit} * 2.5)"}, "r": {"$type": "dimension", "$value": "min({size.2} * 3, 20px)"}},
             "color": {"black": {"$type": "color", "$value": "#000000"}, "shade": {"$type": "color", "$value": "rgba({color.black}, 0.16)"}},
             "bad": {"$type": "dimension", "$value": "floor({size.nope} * 2)"}}
            """#)
        #expect(Self.describe(problems) == ["0:4:42 token 'bad': 'floor({size.nope} * 2)' cannot be worked out: {size.nope} is not a token; allowed: numbers, {references} to numbers, + - * / ( ) and floor, ceil, round, abs, sqrt, min, max, roundTo"])
        #expect(try set.number("size/unit") == 4)
        #expect(try set.dimension("size/2") == 10)
        #expect(try set.dimension("size/r") == 20)
        #expect(try set.color("color/shade").hex == "#00000029")
    }

    @Test("a gradient of one stop, and shadow and gradient items that alias tokens, read after them")
    func arrayAliasing() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"s": {"$type": "shadow",
              "multi": {"$value": ["{s.sm}", {"color": "#00000080", "offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "0px"}]},
              "sm": {"$value": {"color": "#00000040", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}}},
             "g": {"$type": "gradient", "one": {"$value": [{"color": "#FF0000", "position": 0.5}]}, "two": {"$value": ["{g.one}", {"color": "#0000FF", "position": 1}]}}}
            """#)
        #expect(problems == [])
        guard case let .shadow(layers)? = set["s/multi"]?.value, case let .gradient(stops)? = set["g/two"]?.value else {
            Issue.record("not read: \(set.paths)")
            return
        }
        #expect(layers.map(\.offsetY) == [1, 4])
        #expect(stops.map(\.position) == [0.5, 1])
    }

    @Test("$ref beside $type gives the token the value it points into; at a token or group it is an error")
    func refBesideType() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}},
             "primary": {"$type": "color", "$ref": "#/colors/blue/$value"},
             "wrong": {"$type": "color", "$ref": "#/colors/blue"}}
            """#)
        #expect(Self.describe(problems) == ["0:3:38 $ref #/colors/blue beside $type must give the token its value, so it must point into one (#/group/token/$value); it points at a token"])
        #expect(try set.color("primary").hex == "#0066CC")
    }

    @Test("the 2025.10 checks real files showed missing: hue 360, $description, $extensions, a weight's range")
    func unchecked() {
        let cases: [(String, String)] = [
            (#"{"a": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 50, 50]}}}"#, "hsl hue 360 is out of range; allowed: 0 up to, not including, 360 (write 0)"),
            (#"{"a": {"$type": "number", "$value": 1, "$description": 123}}"#, "$description must be a string; found a number"),
            (#"{"a": {"$type": "number", "$value": 1, "$extensions": []}}"#, "$extensions must be an object, keyed by the tool that reads it; found an array"),
            (#"{"a": {"$type": "fontWeight", "$value": 1001}}"#, "font weight 1001 is out of range; allowed: 1…1000"),
        ]
        for (json, message) in cases {
            let (_, problems) = TokenSet.parse(json: json)
            #expect(problems.map(\.message) == [message], "\(json)")
        }
    }

    @Test("an empty resolutionOrder is an error, not a site with no tokens")
    func emptyResolutionOrder() {
        let (_, problems) = Self.load(["r.resolver.json": #"{"version": "2025.10", "resolutionOrder": []}"#], entry: "r.resolver.json")
        #expect(Self.describe(problems) == [##"0:1:43 resolutionOrder is empty, so the resolver gives no tokens; allowed: one set or modifier or more, such as {"$ref": "#/sets/base"}"##])
    }

    @Test("Style Dictionary's references written into a string are joined, as its interpolation does")
    func interpolation() throws {
        let (set, problems) = Self.load([
            "sd/globals.json": #"{"globals": {"baseline": "16", "unit": "px"}}"#,
            "sd/button.json": #"{"button": {"size": {"value": "{globals.baseline}{globals.unit}", "type": "dimension"}}}"#,
        ], entry: "sd")
        #expect(problems.filter { $0.severity == .error } == [])
        #expect(try set.dimension("button/size") == 16)
    }

    @Test("references joined in a string are bounded: a long value named many times is one error, not megabytes")
    func interpolationBound() {
        let long = String(repeating: "x", count: 1_000)
        let (set, problems) = TokenSet.parse(json: #"{"a": {"$value": "\#(long)"}, "b": {"$value": "{a}{a}{a}"}}"#)
        #expect(problems.filter { $0.severity == .error }.map(\.message) == ["'{a}{a}{a}' cannot be joined: it joins into more than 2000 bytes; allowed: references to shorter values"])
        #expect(set["b"] == nil)
    }

    @Test("a folder's modifiers/NAME/CONTEXT files are a modifier's contexts: light (or default) for the site, the others modes")
    func folderModifiers() throws {
        let (set, problems) = Self.load([
            "ds/base.tokens.json": ##"{"color": {"$type": "color", "gray": {"100": {"$value": "#EEEEEE"}, "900": {"$value": "#111111"}}}}"##,
            "ds/modifiers/theme/dark.tokens.json": #"{"color": {"$type": "color", "surface": {"$value": "{color.gray.900}"}}}"#,
            "ds/modifiers/theme/light.tokens.json": #"{"color": {"$type": "color", "surface": {"$value": "{color.gray.100}"}}}"#,
        ], entry: "ds")
        #expect(problems == [])
        #expect(set.modes == ["dark"])
        #expect(try set.color("color/surface").hex == "#EEEEEE")
        #expect(try set.inMode("dark").color("color/surface").hex == "#111111")
    }

    @Test("a resolver document without resolutionOrder is one error, not its sets read as tokens")
    func resolverWithoutOrder() {
        let (_, problems) = Self.load(["r.resolver.json": #"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "a.json"}]}}}"#], entry: "r.resolver.json")
        #expect(problems.map(\.message) == [##"resolutionOrder must be an array of {"$ref": "#/sets/…"}, {"$ref": "#/modifiers/…"} and inline sets and modifiers"##])
    }

    @Test("Adobe Spectrum's form: the type from $schema, light's value, dark and wireframe as modes; uuid left out")
    func spectrum() throws {
        let schema = "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/"
        let (set, problems) = TokenSet.parse(json: ##"""
            {
              "gray-100": { "$schema": "\##(schema)color.json", "value": "rgb(233, 233, 233)", "uuid": "a" },
              "gray-900": { "$schema": "\##(schema)color.json", "value": "rgb(19, 19, 19)", "uuid": "b" },
              "background": { "$schema": "\##(schema)color-set.json", "uuid": "c", "sets": {
                  "light": { "$schema": "\##(schema)alias.json", "value": "{gray-100}", "uuid": "d" },
                  "dark": { "$schema": "\##(schema)alias.json", "value": "{gray-900}", "uuid": "e" },
                  "wireframe": { "$schema": "\##(schema)color.json", "value": "rgb(255, 255, 255)", "uuid": "f" } } },
              "overlay-opacity": { "$schema": "\##(schema)color-set.json", "uuid": "g", "sets": {
                  "light": { "$schema": "\##(schema)opacity.json", "value": "0.4", "uuid": "h" },
                  "dark": { "$schema": "\##(schema)opacity.json", "value": "0.6", "uuid": "i" } } },
              "gap": { "$schema": "\##(schema)scale-set.json", "uuid": "j", "description": "Gap", "sets": {
                  "desktop": { "$schema": "\##(schema)dimension.json", "value": "8px", "uuid": "k" },
                  "mobile": { "$schema": "\##(schema)dimension.json", "value": "10px", "uuid": "l" } } }
            }
            """##)
        #expect(problems == [])
        #expect(set.modes == ["dark", "mobile", "wireframe"])
        #expect(try set.color("background").hex == "#E9E9E9")
        #expect(try set.inMode("dark").color("background").hex == "#131313")
        #expect(try set.inMode("wireframe").color("background").hex == "#FFFFFF")
        #expect(set["overlay-opacity"]?.value.text == "0.4", "an opacity in a color-set is a number, as its values say")
        #expect(set["gap"]?.value.text == "8px")
        #expect(set["gap"]?.description == "Gap")
        #expect(set.inMode("mobile")["gap"]?.value.text == "10px")
        #expect(set.forms[0] == .spectrum)
    }

    @Test("$ref into another file of the content folder: a group, or a token's value, relative to the file")
    func crossFileReference() throws {
        let (set, problems) = Self.load([
            "t/tokens.json": ##"{"brand": {"$ref": "./base/colors.json#/color"}, "accent": {"$type": "color", "$ref": "base/colors.json#/color/red/$value"}, "lost": {"$type": "color", "$ref": "../../outside.json#/x"}}"##,
            "t/base/colors.json": ##"{"color": {"$type": "color", "red": {"$value": "#FF0000"}, "blue": {"$value": "#0000FF"}}}"##,
        ], entry: "t/tokens.json")
        #expect(Self.describe(problems) == ["0:1:161 $ref ../../outside.json#/x names no token file of the set; allowed: #/a/pointer in this file, or a path relative to this file to a file in the content folder, then #/a/pointer"])
        #expect(try set.color("brand/red").hex == "#FF0000")
        #expect(try set.color("brand/blue").hex == "#0000FF")
        #expect(try set.color("accent").hex == "#FF0000")
        #expect(set.files == ["Content/t/tokens.json", "Content/t/base/colors.json"])
    }

    @Test("a Tokens Studio export in one file: its sets in tokenSetOrder, its themes as modes")
    func tokensStudioSingleFile() throws {
        let (set, problems) = TokenSet.parse(json: ##"""
            {"core": {"blue": {"value": "#005CE5", "type": "color"}, "space": {"value": "8", "type": "spacing"}},
             "light": {"bg": {"value": "{blue}", "type": "color"}},
             "dark": {"bg": {"value": "#000000", "type": "color"}},
             "$themes": [{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                         {"name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}}
            """##)
        #expect(problems == [])
        #expect(set.modes == ["Dark"])
        #expect(try set.color("bg").hex == "#005CE5")
        #expect(try set.inMode("Dark").color("bg").hex == "#000000")
        #expect(try set.dimension("space") == 8)
        #expect(set.forms[0] == .tokensStudio)
    }

    @Test("Tokens Studio's colour modifiers are worked out: lighten, darken, mix, alpha; an alias takes the result")
    func colourModifiers() throws {
        func modify(_ body: String) -> String { #"{"studio.tokens": {"modify": \#(body)}}"# }
        let (set, problems) = TokenSet.parse(json: ##"""
            {"c": {"$type": "color",
              "blue": {"$value": "#0066CC"},
              "light": {"$value": "{c.blue}", "$extensions": \##(modify(#"{"type": "lighten", "value": "0.5", "space": "srgb"}"#))},
              "dark": {"$value": "{c.blue}", "$extensions": \##(modify(#"{"type": "darken", "value": 0.5, "space": "srgb"}"#))},
              "mixed": {"$value": "#000000", "$extensions": \##(modify(##"{"type": "mix", "value": 0.25, "space": "srgb", "color": "#FFFFFF"}"##))},
              "faded": {"$value": "#0066CC", "$extensions": \##(modify(#"{"type": "alpha", "value": 0.5}"#))},
              "hsl": {"$value": "#0066CC", "$extensions": \##(modify(#"{"type": "lighten", "value": 0.5, "space": "hsl"}"#))},
              "via": {"$value": "{c.light}"}}}
            """##)
        #expect(problems == [])
        // By hand: 0x66 = 102 → 102 + (255 − 102) × 0.5 = 178.5 → 179 (B3); 0xCC = 204 → 229.5 → 230 (E6).
        #expect(try set.color("c/light").hex == "#80B3E6")
        #expect(try set.color("c/dark").hex == "#003366")
        #expect(try set.color("c/mixed").hex == "#404040")
        #expect(try set.color("c/faded").hex == "#0066CC80")
        // HSL of #0066CC: hue 210, saturation 1, lightness 0.4 → lightness 0.7 → #66B3FF.
        #expect(try set.color("c/hsl").hex == "#66B3FF")
        #expect(try set.color("c/via").hex == "#80B3E6", "an alias of a modified token takes its colour")
    }

    @Test("other tools' $type names in the Format Module's form are read as the types they mean, with their units")
    func toolTypes() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"sd": {"small": {"$value": "0.75", "$type": "fontSize"}, "fade": {"$value": "200", "$type": "time"}},
             "ts": {"$type": "spacing", "gap": {"$value": "8"}, "wide": {"$value": 24}},
             "lh": {"$type": "lineHeights", "$value": "150%"}}
            """#)
        #expect(problems == [])
        #expect(try set.dimension("sd/small") == 12, "Style Dictionary's sizes are rem")
        #expect(set["sd/fade"]?.value == .duration(200))
        #expect(try set.dimension("ts/gap") == 8, "Tokens Studio's are px")
        #expect(try set.dimension("ts/wide") == 24)
        #expect(try set.number("lh") == 1.5)
        #expect(set.departures.entries.map(\.what).contains("another tool's $type ('spacing', read as dimension)"))
    }
}
