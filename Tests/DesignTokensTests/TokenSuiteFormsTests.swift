@testable import DesignTokens
import Testing

/// Forms that other tools' own test suites build (sd-transforms' integration tests, Terrazzo's fixtures), each
/// read as that tool reads it.
@Suite("Forms other tools' test suites build")
struct TokenSuiteFormsTests {
    static func typography(_ set: TokenSet, _ path: String) -> Typography? {
        guard case let .typography(type)? = set.tokens[path]?.value else { return nil }
        return type
    }

    @Test("a Tokens Studio typography of some parts only reads, the others as CSS takes them (sd-transforms cross-file-refs)")
    func typographyOfSomeParts() throws {
        let (set, problems) = TokenSet.parse(json: #"""
        {"weight": {"value": "Bold", "type": "fontWeights"},
         "typo": {"value": {"fontWeight": "{weight}"}, "type": "typography"}}
        """#)
        #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems)")
        let type = try #require(Self.typography(set, "typo"))
        #expect(type.fontWeight == 700)
        #expect(type.fontSize == 16)
        #expect(type.fontFamily.isEmpty)
        #expect(set.tokens["typo"]?.value.text == "700 16px/1.2")
        #expect(set.departures.entries.map(\.what).contains("a typography without fontFamily (read as the page's font)"))
        #expect(set.departures.entries.map(\.what).contains("a typography without fontSize (read as 16)"))
    }

    @Test("a typography's CSS font and text properties beside its parts are read past, in either spelling (Terrazzo); a misspelt part is still an error")
    func typographyCSSProperties() throws {
        let (set, problems) = TokenSet.parse(json: #"""
        {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 300,
                "font-style": "italic", "fontVariantNumeric": "tabular-nums", "text-transform": "uppercase",
                "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "rem"}}},
         "u": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSzie": {"value": 18, "unit": "px"}, "fontSize": {"value": 18, "unit": "px"},
                "fontWeight": 300, "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "rem"}}}}
        """#)
        #expect(problems.map(\.description) == [
            "token 'u': unknown typography part 'fontSzie'; allowed: fontFamily, fontSize, fontWeight, letterSpacing, lineHeight",
        ])
        #expect(Self.typography(set, "t")?.fontSize == 18)
        let parts = set.departures.entries.map(\.what).filter { $0.hasPrefix("a typography part") }.sorted()
        #expect(parts == ["a typography part the Format Module lacks ('font-style', read past)",
                          "a typography part the Format Module lacks ('fontVariantNumeric', read past)",
                          "a typography part the Format Module lacks ('text-transform', read past)"])
    }

    @Test("a Tokens Studio font weight with a style after it ('Regular italic', 'ExtraBold Italic') is its weight, the style read past (sd-transforms)")
    func fontWeightWithStyle() throws {
        let (set, problems) = TokenSet.parse(json: #"""
        {"regular": {"value": "Regular italic", "type": "fontWeights"},
         "heavy": {"value": "ExtraBold Italic", "type": "fontWeights"},
         "type": {"value": {"fontFamily": "Arial", "fontSize": "26", "fontWeight": "{heavy}"}, "type": "typography"},
         "odd": {"value": "Wobbly italic", "type": "fontWeights"}}
        """#)
        #expect(problems.map(\.description) == [
            "token 'odd': 'Wobbly italic' is not a font weight; write 1…1000 or one of black, bold, book, demi-bold, extra-black, extra-bold, "
                + "extra-light, hairline, heavy, light, medium, normal, regular, semi-bold, thin, ultra-black, ultra-bold, ultra-light",
        ])
        #expect(set.tokens["regular"]?.value == .fontWeight(400))
        #expect(set.tokens["heavy"]?.value == .fontWeight(800))
        #expect(Self.typography(set, "type")?.fontWeight == 800)
        #expect(set.departures.entries.filter { $0.what == "a font weight with a style after it ('italic', read past)" }.map(\.count) == [2])
    }

    @Test("arithmetic in a composite's number part is worked out, as for its lengths (sd-transforms math-in-complex-values)")
    func arithmeticInNumberPart() throws {
        let (set, problems) = TokenSet.parse(json: #"""
        {"typo": {"value": {"fontFamily": "Arial Black", "fontSize": "16 * 1.5", "fontWeight": "regular", "lineHeight": "0.75 * 1.5"},
                  "type": "typography"},
         "bad": {"value": {"fontFamily": "Arial", "fontSize": "16", "lineHeight": "2px * 3"}, "type": "typography"}}
        """#)
        #expect(Self.typography(set, "typo")?.lineHeight == 1.125)
        #expect(Self.typography(set, "typo")?.fontSize == 24)
        #expect(problems.filter { $0.severity == .error }.map(\.path) == ["bad"])
    }

    @Test("a dimension of several lengths (Tokens Studio's multi-value spacing) is kept as written, its references worked out (sd-transforms)")
    func dimensionOfSeveralValues() throws {
        let (set, problems) = TokenSet.parse(json: #"""
        {"dimension": {"xs": {"value": "4px", "type": "dimension"}, "scale": {"value": "2", "type": "math"},
                       "sm": {"value": "{dimension.xs} * {dimension.scale}", "type": "dimension"}},
         "spacing": {"multi": {"value": "{dimension.sm} {dimension.xs}", "type": "spacing"},
                     "literal": {"value": "8 16px 0 1rem", "type": "spacing"},
                     "five": {"value": "1px 2px 3px 4px 5px", "type": "spacing"}}}
        """#)
        #expect(set.tokens["spacing/multi"]?.value == .asWritten("8px 4px"))
        #expect(set.tokens["spacing/literal"]?.value == .asWritten("8px 16px 0 1rem"))
        #expect(problems.filter { $0.severity == .error }.map(\.path) == ["spacing/five"])
        #expect(set.departures.entries.filter { $0.what == "a dimension of several lengths, as CSS's padding (kept as written)" }.map(\.count) == [2])
    }
}

extension TokenSuiteFormsTests {
    @Test("a sum with its operator between spaces is arithmetic in a composite's part ('3 + 1'); '-2' is no sum")
    func sumInPart() {
        let (set, problems) = TokenSet.parse(json: #"""
            {"s": {"$type": "shadow", "$value": {"offsetX": "-2", "offsetY": "3 + 1", "blur": "12 - 2", "spread": "0", "color": "#000000"}}}
            """#)
        #expect(TokenToolFormsTests.describe(problems) == [])
        guard case let .shadow(layers)? = set["s"]?.value else {
            Issue.record("s: \(String(describing: set["s"]?.value))")
            return
        }
        #expect(layers.map { [$0.offsetX, $0.offsetY, $0.blur] } == [[-2, 4, 10]])
        #expect(TokenExpression.isExpression("3 + 1"))
        #expect(!TokenExpression.isExpression("-2"))
        #expect(!TokenExpression.isExpression("1-2"))
    }
}
