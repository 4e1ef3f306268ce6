import Testing
@testable import DesignTokens

/// Style Dictionary's form with Tokens Studio's `$extensions` beside `value`, as Style Dictionary's
/// `__tests__/__json_files/token-collision-1.json` writes it (its test "should not merge tokens together but
/// rather override on collision" reads it).
@Suite("Style Dictionary's form with $extensions")
struct StyleDictionaryExtensionsTests {
    @Test("a token's $extensions beside value keeps the file in Style Dictionary's form, and is read")
    func extensionsBesideValue() throws {
        let (set, problems) = TokenSet.parse(json: ##"""
            { "test": { "value": "#ffffff", "type": "color",
                        "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.25", "space": "srgb" } } } },
              "plain": { "value": "#ff0000", "type": "color" } }
            """##)
        #expect(problems == [])
        #expect(set.forms[0] == .styleDictionary)
        #expect(try set.color("plain").hex == "#FF0000")
        #expect(try set.color("test").hex != "#FFFFFF", "the modifier darkens it")
    }
}
