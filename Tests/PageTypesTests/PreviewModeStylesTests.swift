import DesignTokens
import PageTypes
import Testing

/// The stylesheet that re-tints previews in the dark scheme, from the tokens' dark values.
@Suite("Preview mode styles")
struct PreviewModeStylesTests {
    @Test("each colour that differs in the dark mode once, light and dark; a token's path is a CSS string, whatever it holds")
    func css() throws {
        let (set, errors) = TokenSet.parse(json: #"""
            {"ink": {"$type": "color", "$value": "#005CE5",
                     "$extensions": {"mode": {"dark": "#6F9DFF"}}},
             "odd\"],*[x\\": {"$type": "color", "$value": "#000000",
                     "$extensions": {"mode": {"dark": "#FFFFFF"}}},
             "same": {"$type": "color", "$value": "#111111", "$extensions": {"mode": {"dark": "#111111"}}}}
            """#)
        #expect(errors.isEmpty, "\(errors)")
        let css = try #require(PreviewModeStyles.css(tokens: set))
        #expect(css.contains(#"[data-fill-token="ink"] { fill: light-dark(#005CE5, #6F9DFF); }"#))
        #expect(css.contains(#"[data-stroke-token="ink"] { stroke: light-dark(#005CE5, #6F9DFF); }"#))
        #expect(!css.contains("same"), "a colour the dark mode keeps needs no rule")
        #expect(css.contains(#"[data-fill-token="odd\"],*[x\\"] { fill: light-dark(#000000, #FFFFFF); }"#),
                "the quote and the backslash escaped: the rule ends where the build wrote it")
        #expect(!css.contains(#"odd"]"#))
    }
}
