import Testing
@testable import DesignTokens

/// Salesforce's Theo form (https://github.com/salesforce-ux/theo, README "Spec"): `props`, `global`, `aliases`
/// named as `{!NAME}` anywhere in a value, and `imports`.
@Suite("Theo's form")
struct TheoFormTests {
    static let aliases = ##"""
        { "aliases": { "BLUE": "#0070D2", "OFFSET": { "value": "2", "note": "an alias may be an object" },
                       "BRAND": "{!BLUE}", "SHADOW_COLOR": "rgba(0, 0, 0, 0.16)" } }
        """##

    @Test("props read with global's type, aliases from imports resolved, also inside a longer value")
    func propsAndAliases() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "ds/aliases.json": Self.aliases,
            "ds/colors.json": #"""
                { "global": { "type": "color", "category": "background-color" },
                  "imports": ["./aliases.json"],
                  "props": { "COLOR_BRAND": { "value": "{!BRAND}", "comment": "Brand colour" },
                             "SPACING_SMALL": { "value": "{!OFFSET}px", "type": "size" },
                             "SHADOW": { "value": "0 {!OFFSET}px 4px {!SHADOW_COLOR}", "type": "box-shadow" } } }
                """#,
        ], entry: "ds")
        #expect(problems.isEmpty, "\(TokenToolFormsTests.describe(problems))")
        #expect(set.departures.entries.contains { $0.what == "a $type the Format Module lacks ('box-shadow', shown as written)" && $0.firstPath == "SHADOW" })
        #expect(try set.color("COLOR_BRAND").hex == "#0070D2")
        #expect(set["COLOR_BRAND"]?.description == "Brand colour")
        #expect(set["SPACING_SMALL"]?.value.text == "2px")
        #expect(set["SHADOW"]?.value.text == "0 2px 4px rgba(0, 0, 0, 0.16)")
        #expect(set.paths.sorted() == ["COLOR_BRAND", "SHADOW", "SPACING_SMALL"], "aliases are no tokens")
        #expect(set.forms[1] == .theo)
    }

    @Test("props as an array, each naming itself; a file named as the entry brings its imports' props")
    func arrayPropsAndEntry() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "ds/aliases.json": Self.aliases,
            "ds/base.json": ##"{ "imports": ["./aliases.json"], "props": [{ "name": "INK", "value": "#111111", "type": "color" }] }"##,
            "ds/all.json": ##"{ "imports": ["./base.json"], "props": [{ "name": "LINK", "value": "{!BLUE}", "type": "color" }] }"##,
        ], entry: "ds/all.json")
        #expect(problems == [])
        #expect(try set.color("INK").hex == "#111111")
        #expect(try set.color("LINK").hex == "#0070D2")
    }

    @Test("an alias no file defines is one error per alias at its first use; a missing import one warning; a loop of imports one error")
    func missing() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "ds/a.json": ##"{ "imports": ["./gone.yml", "./b.json"], "props": { "ONE": { "value": "{!NOPE}", "type": "color" }, "TWO": { "value": "{!NOPE}", "type": "color" }, "OK": { "value": "#FFFFFF", "type": "color" } } }"##,
            "ds/b.json": ##"{ "imports": ["./a.json"], "aliases": { "LOOP": "{!LOOP}" }, "props": { "SELF": { "value": "{!LOOP}", "type": "color" } } }"##,
        ], entry: "ds")
        #expect(TokenToolFormsTests.describe(problems) == [
            "0:1:15 warning: Theo import './gone.yml' is no file of the token set, so its aliases and props are left out, and the props that name its aliases with them; allowed: a path to a .yml or .json file, relative to this file",
            "0:1:71 token 'ONE': Theo alias '{!NOPE}' is defined neither in this file's aliases nor in those of the files it imports (or leads back to itself, or grows past 10,000 characters), so the prop is left out (and 1 other prop of this file name it); allowed: an alias of `aliases` here or in a file of `imports`",
            "1:1:15 Theo import './a.json' leads back to a file that imports it (ds/a.json → ds/b.json → ds/a.json), so it is not read again; allowed: imports that form no loop",
            "1:1:92 token 'SELF': Theo alias '{!LOOP}' is defined neither in this file's aliases nor in those of the files it imports (or leads back to itself, or grows past 10,000 characters), so the prop is left out; allowed: an alias of `aliases` here or in a file of `imports`",
        ])
        #expect(set.paths.sorted() == ["OK"])
    }

    @Test("aliases that each name the next twice are worked out once each and stop at 10,000 characters, not 2^40")
    func doubling() {
        let aliases = ["\"A0\": \"x\""] + (1...40).map { "\"A\($0)\": \"{!A\($0 - 1)}{!A\($0 - 1)}\"" }
        let json = "{ \"aliases\": { " + aliases.joined(separator: ", ") + " }, \"props\": { \"BIG\": { \"value\": \"{!A40}\", \"type\": \"string\" }, \"SMALL\": { \"value\": \"{!A3}\", \"type\": \"string\" } } }"
        let (set, problems) = TokenToolFormsTests.load(["ds/t.json": json], entry: "ds/t.json")
        #expect(problems.filter { $0.severity == .error }.map(\.path) == ["BIG"])
        #expect(set["SMALL"]?.value.text == "xxxxxxxx")
    }

    @Test("an import of an npm package is one warning; the props whose aliases it would have brought follow from it")
    func packageImport() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "src/base.json": ##"{ "imports": ["./base/cards", "./base/forms.json"] }"##,
            "src/base/aliases.json": ##"{ "imports": ["@skyscanner/bpk-foundations-common/base/colors.json"], "aliases": { "RADIUS": "4px" } }"##,
            "src/base/cards.json": ##"{ "imports": ["./aliases.json"], "props": { "CARD_BG": { "value": "{!WHITE}", "type": "color" }, "CARD_RADIUS": { "value": "{!RADIUS}", "type": "size" } } }"##,
            "src/base/forms.json": ##"{ "imports": ["./aliases.json"], "props": { "INPUT_BG": { "value": "{!WHITE}", "type": "color" }, "INPUT_BORDER": { "value": "{!GREY_30}", "type": "color" } } }"##,
        ], entry: "src/base.json")
        let warning = try #require(problems.first { $0.severity == .warning }, "\(TokenToolFormsTests.describe(problems))")
        #expect(warning.message.hasPrefix("Theo import '@skyscanner/bpk-foundations-common/base/colors.json' names a file of the npm package '@skyscanner/bpk-foundations-common', which is not in the content folder"))
        #expect(problems.filter { $0.severity == .warning }.count == 1, "\(TokenToolFormsTests.describe(problems))")
        let followers = problems.filter { $0.severity == .error }
        #expect(followers.count == 3 && followers.allSatisfy { $0.cause == warning.position }, "\(TokenToolFormsTests.describe(problems))")
        #expect(set["CARD_RADIUS"]?.value == .dimension(4), "an import of no extension is the .json file of its name, as Node finds it")
    }
}
