import Testing
@testable import DesignTokens

/// `$extends` naming its group by `$ref` (Format Module 2025.10, groups), as Terrazzo's
/// `parser/test/fixtures/resolver-non-orthogonal-extends/theme-dark.json` writes it.
@Suite("$extends by $ref")
struct ExtendsRefTests {
    @Test("$extends: {$ref: a file} takes that file's tokens; {$ref: #/pointer} a group of the file")
    func byReference() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "t/slim.json": #"{ "weight": { "normal": { "$type": "fontWeight", "$value": 300 }, "bold": { "$type": "fontWeight", "$value": 600 } } }"#,
            "t/dark.json": ##"{ "$extends": { "$ref": "./slim.json" }, "base": { "$type": "color", "ink": { "$value": "#111111" } }, "brand": { "$extends": { "$ref": "#/base" }, "link": { "$type": "color", "$value": "#0000FF" } } }"##,
        ], entry: "t/dark.json")
        #expect(problems == [])
        #expect(set["weight/bold"]?.value.text == "600")
        #expect(try set.color("brand/ink").hex == "#111111")
        #expect(try set.color("brand/link").hex == "#0000FF")
    }

    @Test("$extends of a value that is no group nor alias is still one error that names both forms")
    func wrongForm() {
        let (_, problems) = TokenSet.parse(json: #"{ "a": { "$extends": 3, "x": { "$type": "number", "$value": 1 } } }"#)
        #expect(problems.map(\.message) == [##"$extends must name a group, such as "{color.base}" or {"$ref": "#/color/base"}"##])
    }
}
