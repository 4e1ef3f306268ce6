import Testing
@testable import DesignTokens

/// `name` on a set or modifier of `sets` and `modifiers`, as Terrazzo's
/// `parser/test/fixtures/resolver-orthogonal/example.resolver.json` writes it; Terrazzo's `validateSet` and
/// `validateModifier` (packages/parser/src/resolver/validate.ts) accept it, inline or not.
@Suite("Resolver sets and modifiers that repeat their name")
struct ResolverNameTests {
    @Test("name beside contexts or sources is read past, not an error")
    func nameAccepted() throws {
        let (set, problems) = TokenResolverTests.load([
            "r.resolver.json": ##"""
                { "version": "2025.10",
                  "sets": { "base": { "name": "base", "sources": [{ "ink": { "$type": "color", "$value": "#111111" } }] } },
                  "modifiers": { "theme": { "name": "theme", "contexts": {
                      "light": [{ "paper": { "$type": "color", "$value": "#FFFFFF" } }],
                      "dark": [{ "paper": { "$type": "color", "$value": "#000000" } }] } } },
                  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
                """##,
        ], entry: "r.resolver.json")
        #expect(problems == [])
        #expect(try set.color("paper").hex == "#FFFFFF")
        #expect(try set.inMode("dark").color("paper").hex == "#000000")
    }
}
