import Testing
@testable import DesignTokens

/// The older `value`/`type` form with Tokens Studio's `$extensions` beside `value`, as Style Dictionary's
/// `__tests__/__json_files/token-collision-1.json` writes it (its test "should not merge tokens together but
/// rather override on collision" reads it).
@Suite("value and type with Tokens Studio's $extensions")
struct StyleDictionaryExtensionsTests {
    @Test("a token's Tokens Studio $extensions beside value make the file one Tokens Studio export, read without error")
    func extensionsBesideValue() throws {
        let (set, problems) = TokenSet.parse(json: ##"""
            { "test": { "value": "#ffffff", "type": "color",
                        "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.25", "space": "srgb" } } } },
              "plain": { "value": "#ff0000", "type": "color" } }
            """##)
        #expect(problems == [])
        #expect(set.forms[0] == .tokensStudio)
        #expect(try set.color("plain").hex == "#FF0000")
        #expect(try set.color("test").hex != "#FFFFFF", "the modifier darkens it")
    }

    @Test("a file of value and type that uses a type only Tokens Studio writes is read as Tokens Studio reads it")
    func tokensStudioTypes() throws {
        let (set, problems) = TokenSet.parse(json: ##"""
            { "lineHeights": { "heading": { "value": "110%", "type": "lineHeights" } },
              "weight": { "value": "Semi Bold", "type": "fontWeights" },
              "gap": { "value": "8", "type": "spacing" } }
            """##)
        #expect(problems == [])
        #expect(set.forms[0] == .tokensStudio)
        #expect(set["lineHeights/heading"]?.value.text == "1.1")
        #expect(set["weight"]?.value.text == "600")
        #expect(set["gap"]?.value.text == "8px")
    }
}
