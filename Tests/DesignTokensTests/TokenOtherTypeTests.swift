@testable import DesignTokens
import Testing

/// Values of another kind than their `$type` that a team's pipeline passes on to CSS as written, since Style
/// Dictionary and Theo do not check a value against its type (PatternFly, Salesforce, Backpack, Spectrum): read as
/// what they are, or kept as written and told once per file; a genuine fault is still a warning.
@Suite("Values of another kind than their $type")
struct TokenOtherTypeTests {
    static func describe(_ problems: [TokenError]) -> [String] {
        TokenToolFormsTests.describe(problems)
    }

    static func departures(_ set: TokenSet) -> [String] {
        set.departures.entries.map { "\($0.what) ×\($0.count)" }
    }

    @Test("a font list, cubic-bezier() and a keyword under number, through number aliases (PatternFly)")
    func patternFlyNumbers() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"global": {"family": {"type": "string", "value": "\"Red Hat Text\", 'Noto Sans', Helvetica, sans-serif"},
                        "line": {"type": "string", "value": "underline"}, "style": {"type": "string", "value": "dashed"},
                        "ease": {"type": "string", "value": "cubic-bezier(.4, 0, .7, .2)"}},
             "font": {"type": "number", "value": "{global.family}"},
             "link": {"type": "number", "value": "{global.line}"}, "link-style": {"type": "number", "value": "{global.style}"},
             "accelerate": {"type": "number", "value": "{global.ease}"}}
            """#)
        #expect(set["font"]?.kind == .fontFamily)
        #expect(set["font"]?.value == .fontFamily(["Red Hat Text", "Noto Sans", "Helvetica", "sans-serif"]))
        #expect(set["accelerate"]?.kind == .cubicBezier)
        #expect(set["accelerate"]?.value == .cubicBezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.7, y2: 0.2)))
        #expect(set.notRead["link"]?.value == .asWritten("{global.line}"))
        #expect(set.unreadableReason("link")?.message == "'underline' is CSS of another kind than number, which the pipeline passes on as written; it is kept as written")
        // The keywords are told once for the file, and only as the cause of what needs them.
        #expect(problems.count == 1)
        #expect(problems.filter { !$0.onlyAsCause }.isEmpty)
        #expect(problems.first?.message.hasPrefix("a CSS value of another kind under $type number, kept as written, on this token and 1 other token") == true)
        #expect(Self.departures(set).contains("a CSS font list under $type number (read as a fontFamily) ×1"))
        #expect(Self.departures(set).contains("a CSS easing under $type number (read as a cubicBezier) ×1"))
    }

    @Test("a length or a time under number is that dimension or duration (Salesforce, Backpack)")
    func lengthUnderNumber() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"line-height": {"$type": "number", "tab": {"$value": "2.5rem"}, "button": {"$value": "1.5rem"}, "plain": {"$value": 1.5}},
             "delay": {"$type": "number", "$value": "200ms"}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["line-height/tab"]?.kind == .dimension)
        #expect(set["line-height/tab"]?.value == .dimension(40))
        #expect(set["line-height/button"]?.value == .dimension(24))
        #expect(set["line-height/plain"]?.value == .number(1.5))
        #expect(set["delay"]?.value == .duration(200))
        #expect(Self.departures(set).contains("a dimension under $type number (read as a dimension) ×2"))
    }

    @Test("a shorthand of lengths under dimension is kept as written; a cubicBezier as CSS writes it is read")
    func shorthandAndCSSCurve() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"padding": {"$type": "dimension", "$value": "0.75rem 1rem"},
             "curve": {"$type": "cubicBezier", "css": {"$value": "cubic-bezier(0, 0, .2, 1)"}, "named": {"$value": "ease-in-out"}}}
            """#)
        // A dimension of several lengths is counted once per file (``SeveralLengths``), and warns of nothing.
        #expect(problems.isEmpty, "\(problems)")
        #expect(set["padding"]?.value == .asWritten("0.75rem 1rem"))
        #expect(set["curve/css"]?.value == .cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.2, y2: 1)))
        #expect(set["curve/named"]?.value == .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
    }

    @Test("text that is no CSS value of any kind is still a fault of the data, a warning at the token")
    func genuineFaults() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"n": {"$type": "number", "comma": {"$value": "1,5"}, "spaced": {"$value": "12 px"}, "prose": {"$value": "see the guide"},
                   "list": {"$value": "Helvetica, Arial"}, "empty": {"$value": ""}, "flag": {"$value": true}},
             "size": {"$type": "dimension", "$value": "twelve"}}
            """#)
        #expect(Self.describe(problems) == [
            "0:1:47 token 'n/comma': '1,5' is not a number",
            "0:1:76 token 'n/spaced': '12 px' is not a number",
            "0:1:106 token 'n/prose': 'see the guide' is not a number",
            "0:2:27 token 'n/list': 'Helvetica, Arial' is not a number",
            "0:2:68 token 'n/empty': '' is not a number",
            "0:2:92 token 'n/flag': true or false is not a number",
            "0:3:43 token 'size': 'twelve' is not a dimension; write {\"value\": 8, \"unit\": \"px\"} (or \"rem\"), or as CSS does, \"8px\"",
        ])
        #expect(set.tokens.isEmpty)
    }

    @Test("a length in Android's dp is read as px, as a browser on Android draws it (Spectrum)")
    func androidDP() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"android-elevation": {"$type": "dimension", "$value": "2dp"}, "odd": {"$type": "dimension", "$value": "2zz"}}
            """#)
        #expect(set["android-elevation"]?.value == .dimension(2))
        #expect(Self.departures(set).contains("a dimension in dp (read as px: a browser on Android draws a CSS px as one dp) ×1"))
        #expect(Self.describe(problems) == ["0:1:104 token 'odd': unit 'zz' is not a length Specimen can draw; allowed: px, rem, and em, pt or dp as tools write them"])
    }

    @Test("Style Dictionary's modular-scale type is worked out as its transform does (Telekom)")
    func modularScale() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"dimension": {"base": {"value": "8px", "type": "dimension"}, "ratio": {"value": "2", "type": "number"},
               "125": {"type": "modular-scale", "value": {"base": "{dimension.base.value}", "ratio": "{dimension.ratio.value}", "pow": 0, "sub_step": 0, "not_really_modular_just_multiply_base": 0.125}},
               "1000": {"type": "modular-scale", "value": {"base": "{dimension.base.value}", "ratio": "{dimension.ratio.value}", "pow": 0, "sub_step": 0}},
               "2250": {"type": "modular-scale", "value": {"base": "{dimension.base.value}", "ratio": "{dimension.ratio.value}", "pow": 1, "sub_step": 0.25}},
               "down": {"type": "modular-scale", "value": {"base": "{dimension.base.value}", "ratio": "{dimension.ratio.value}", "pow": -1, "sub_step": 0.5}}},
             "spacing": {"type": "dimension", "value": "{dimension.2250.value}"}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["dimension/125"]?.value == .dimension(1))
        #expect(set["dimension/1000"]?.value == .dimension(8))
        #expect(set["dimension/2250"]?.value == .dimension(20))
        #expect(set["dimension/down"]?.value == .dimension(6))
        #expect(set["spacing"]?.value == .dimension(20))
        #expect(Self.departures(set).contains("a modular-scale (worked out as its Style Dictionary transform does) ×4"))
    }

    @Test("a typography's fontSize in clamp(), written so or through an alias, is read and drawn as written; other CSS is not")
    func typographyWithFluidSize() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"size": {"$type": "dimension", "fluid": {"$value": "clamp(12px, 1rem + 1vw, 1.5rem)"}, "alias": {"$value": "{size.fluid}"}},
             "type": {"$type": "typography",
               "literal": {"$value": {"fontFamily": "Inter", "fontSize": "clamp(1rem, 2vw, 2rem)", "lineHeight": 1.5}},
               "through": {"$value": {"fontFamily": "Inter", "fontSize": "{size.alias}", "lineHeight": 1.5}},
               "unsafe": {"$value": {"fontFamily": "Inter", "fontSize": "clamp(1rem, 2vw, 2rem); color: red", "lineHeight": 1.5}}}}
            """#)
        #expect(problems.filter { !$0.onlyAsCause }.isEmpty)
        guard case let .typography(literal)? = set["type/literal"]?.value, case let .typography(through)? = set["type/through"]?.value else {
            Issue.record("\(String(describing: set["type/literal"]?.value)), \(String(describing: set["type/through"]?.value))")
            return
        }
        #expect(literal.fontSizeAsWritten == "clamp(1rem, 2vw, 2rem)" && literal.fontSize == 16)
        #expect(through.fontSizeAsWritten == "clamp(12px, 1rem + 1vw, 1.5rem)" && through.fontSize == 12)
        #expect(set.notRead["type/unsafe"] != nil)
        #expect(Self.departures(set).contains("a typography's fontSize in CSS only a browser works out (shown and drawn as written) ×2"))
    }

    @Test("Style Dictionary 3 references ending in .value inside a longer value are read (Telekom, Gestalt)")
    func valueReferencesInArithmetic() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"radius": {"20": {"value": "4px", "type": "dimension"}, "focus": {"value": "{radius.20.value} + 1px", "type": "dimension"},
                        "sum": {"value": "{radius.20.value} * 2 + {radius.20}", "type": "dimension"}}}
            """#)
        #expect(Self.describe(problems) == [])
        #expect(set["radius/focus"]?.value == .dimension(5))
        #expect(set["radius/sum"]?.value == .dimension(12))
    }
}

extension TokenOtherTypeTests {
    @Test("a colour a browser takes from the element (inherit, currentColor, none) is kept as written, told once per file, not a warning each (Paragon)")
    func colourKeywords() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"color": {"$type": "color", "link": {"$value": "inherit"}, "icon": {"$value": "currentColor"}, "fill": {"$value": "none"},
                       "typo": {"$value": "inherrit"}}}
            """#)
        #expect(problems.filter { !$0.onlyAsCause }.map(\.path) == ["color/typo"])
        #expect(set.notRead["color/link"]?.value == .asWritten("inherit"))
        #expect(set.notRead["color/icon"]?.value == .asWritten("currentColor"))
        #expect(Self.departures(set).contains("a CSS colour a browser takes from the element, kept as written ×3"))
    }
}

extension TokenOtherTypeTests {
    @Test("a transition's easing as CSS names it, a shadow's inset as CSS writes it and a font weight as a string of its number are read and counted (Paragon)")
    func cssPartsReadAndCounted() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"t": {"$type": "transition", "$value": {"duration": "200ms", "delay": "0ms", "timingFunction": "ease-in-out"}},
             "s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": "inset"}},
             "w": {"$type": "fontWeight", "$value": "500"}}
            """#)
        #expect(TokenToolFormsTests.describe(problems) == [])
        #expect(set["t"]?.value == .transition(Transition(duration: 200, delay: 0, timingFunction: CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))))
        guard case let .shadow(layers)? = set["s"]?.value else {
            Issue.record("s: \(String(describing: set["s"]?.value))")
            return
        }
        #expect(layers.map(\.inset) == [true])
        #expect(set["w"]?.value == .fontWeight(500))
        let departures = Self.departures(set)
        #expect(departures.contains("a cubicBezier as CSS writes it (read as its four numbers) ×1"))
        #expect(departures.contains("inset as the string 'inset' (read as true) ×1"))
        #expect(departures.contains("a font weight as a string of its number ×1"))
    }
}
