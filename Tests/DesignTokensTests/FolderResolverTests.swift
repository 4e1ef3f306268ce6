import Testing
@testable import DesignTokens

/// A folder named as the tokens that holds resolver documents beside token files (Terrazzo's fixtures keep one
/// per test folder, such as `plugin-css/test/fixtures/type-border/border.resolver.json` with its `$defs`).
@Suite("Resolver documents in a folder of tokens")
struct FolderResolverTests {
    @Test("are one warning naming the first, not read as tokens: their $defs and sets are no error")
    func leftOut() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "t/a.json": ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##,
            "t/x/border.resolver.json": ##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/$defs/light" }], "$defs": { "light": { "line": { "$type": "color", "$value": "#EEEEEE" } } } }"##,
            "t/y/resolver.json": #"{ "version": "2025.10", "sets": { "a": { "sources": [] } }, "resolutionOrder": [] }"#,
        ], entry: "t")
        #expect(TokenToolFormsTests.describe(problems) == [
            "1:1:1 warning: this and 1 other file of the folder are a resolver document, which names token files rather than holds tokens, and are not read as tokens; to read the set it composes, name it in site.yml: tokens: t/x/border.resolver.json",
        ])
        #expect(set.paths == ["ink"])
    }
}
