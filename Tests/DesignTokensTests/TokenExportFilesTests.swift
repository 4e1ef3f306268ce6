@testable import DesignTokens
import Testing

/// Whole files other tools write, wherever they are in a set: a Tokens Studio export in one file inside a folder,
/// Tokens Studio's older `$name` aliases, Adobe's Design System Package; and what a file holds that is left out.
@Suite("Tools' whole files")
struct TokenExportFilesTests {
    /// MetaMask's form: sets at the top, `$themes` and `$metadata` beside them.
    static let singleFile = #"""
        {
          "global": { "white": { "value": "#FFFFFF", "type": "color" }, "ink": { "value": "#111111", "type": "color" } },
          "light": { "bg": { "value": "{white}", "type": "color" } },
          "dark": { "bg": { "value": "{ink}", "type": "color" } },
          "$themes": [
            { "name": "Light", "group": "Mode", "selectedTokenSets": { "global": "source", "light": "enabled" } },
            { "name": "Dark", "group": "Mode", "selectedTokenSets": { "global": "source", "dark": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["global", "light", "dark"] }
        }
        """#

    @Test("a Tokens Studio export in one file inside a folder is read as the export: its sets in order, its themes as modes")
    func singleFileInFolder() throws {
        let (set, errors) = TokenResolverTests.load([
            "t/figma/tokens.json": Self.singleFile,
            "t/space.json": #"{ "space": { "$type": "dimension", "$value": "4px" } }"#,
        ], entry: "t")
        #expect(errors.map(\.description) == [])
        #expect(set.paths == ["bg", "ink", "space", "white"])
        #expect(try set.color("bg").hex == "#FFFFFF")
        #expect(set.modes == ["Dark"])
        #expect(try set.inMode("Dark").color("bg").hex == "#111111")
        #expect(try set.inMode("Dark").dimension("space") == 4, "the folder's other files are in every mode")
        #expect(set.forms[0] == .tokensStudio)
    }

    @Test("an export without themes merges its sets in tokenSetOrder, a later set's token winning")
    func singleFileWithoutThemes() throws {
        let (set, errors) = TokenResolverTests.load([
            "t/tokens.json": ##"{"global":{"white":{"value":"#FFFFFF","type":"color"}},"light":{"white":{"value":"#FAFAFA","type":"color"}},"$themes":[],"$metadata":{"tokenSetOrder":["global","light"]}}"##,
        ], entry: "t")
        #expect(errors.map(\.description) == [])
        #expect(try set.color("white").hex == "#FAFAFA")
    }

    @Test("Tokens Studio's older alias form, $fontSize.7, is the alias {fontSize.7}, in a value and in its parts")
    func dollarAliases() throws {
        let (set, errors) = TokenResolverTests.load(["tokens.json": #"""
            {
              "global": {
                "fontSize": { "7": { "value": "32", "type": "fontSizes" } },
                "fontFamilies": { "euclid-circular-b": { "value": "Euclid Circular B", "type": "fontFamilies" } },
                "size": { "value": "$fontSize.7", "type": "fontSizes" },
                "price": { "value": "$5", "type": "other" },
                "h1": { "value": { "fontFamily": "$fontFamilies.euclid-circular-b", "fontWeight": "700", "fontSize": "$fontSize.7" }, "type": "typography" }
              },
              "$themes": [],
              "$metadata": { "tokenSetOrder": ["global"] }
            }
            """#], entry: "tokens.json")
        #expect(errors.filter { $0.path != "price" }.map(\.description) == [])
        #expect(try set.dimension("size") == 32)
        #expect(set["size"]?.aliasOf == "fontSize/7")
        #expect(set["h1"]?.value.text == "700 32px/1.2 Euclid Circular B")
        #expect(TokensStudioDialect.dollarAliasPath("$5") == nil)
        #expect(TokensStudioDialect.dollarAliasPath("$a..b") == nil)
    }

    @Test("a Design System Package file's token entities are read at their dotted names; a name other names go on from is its group's $root")
    func designSystemPackage() throws {
        let (set, errors) = TokenResolverTests.load(["dsp/tokens.json": ##"""
            {"dsp_spec_version": "0.93", "last_updated": "2022-03-30",
             "entities": [
              {"class": "token", "type": "color", "name": "md.ref.palette.error0", "value": "#000000ff", "description": "Error 0"},
              {"class": "token", "type": "color", "name": "md.sys.color.primary.light", "value": "#6750a4ff"},
              {"class": "token", "type": "alias", "name": "md.sys.color.primary", "value": "{md.sys.color.primary.light}"},
              {"class": "token", "type": "alias", "name": "md.sys.color.tint", "value": "{md.sys.color.primary}"}
             ]}
            """##], entry: "dsp")
        #expect(errors.map(\.description) == [])
        #expect(set.paths == ["md/ref/palette/error0", "md/sys/color/primary/$root", "md/sys/color/primary/light", "md/sys/color/tint"])
        #expect(try set.color("md/ref/palette/error0").hex == "#000000")
        #expect(set["md/ref/palette/error0"]?.description == "Error 0")
        #expect(try set.color("md/sys/color/tint").hex == "#6750A4")
        #expect(set.forms[0] == .designSystemPackage)
    }

    @Test("what a Design System Package file holds but not as simple tokens is told once per file and cause, at the first")
    func designSystemPackageLeftOut() {
        let (set, errors) = TokenResolverTests.load(["tokens.json": #"""
            {"dsp_spec_version": "0.93", "entities": [
              {"class": "collection", "name": "type.label"},
              {"class": "collection", "name": "type.body"},
              {"class": "token", "name": "a", "value": {"r": 1}},
              {"class": "token", "name": "b..c", "value": "1"},
              {"class": "token", "name": "d", "value": "1", "type": "number"}
            ]}
            """#], entry: "tokens.json")
        #expect(errors.map { "\($0.line):\($0.column) \($0.severity): \($0.message)" } == [
            "2:3 warning: 2 entities of this Design System Package (DSP) file are of class 'collection', not tokens, and are left out; allowed: entities of class 'token'",
            #"4:3 error: 2 token entities of this Design System Package (DSP) file are left out: each needs a "name" of dot-separated names, not another entity's nor inside one, and a "value" of text or a number"#,
        ])
        #expect(set.paths == ["d"])
    }

    @Test("a list of objects or true/false/null where a group's members are, in Style Dictionary's form or a file of no token, is told once per file and kind, a list of plain values being one (shown as written); a Theo file's imports and global are not looked into")
    func listsLeftOut() {
        let (_, errors) = TokenResolverTests.load([
            "t/a.json": ##"{"props": [{"name": "brand", "value": "#0060df"}], "x": {"value": "#ffffff", "type": "color"}, "more": {"list": [1], "on": true}}"##,
            "t/b.json": #"{"sizes": {"steps": [1, 2]}}"#,
            "t/c.json": ##"{"imports": ["./b.json"], "global": {"category": "color", "cssProperties": ["color"]}, "props": {"ink": {"value": "#111"}}}"##,
        ], entry: "t")
        #expect(errors.filter { $0.message.contains("where a group") }.map { "\($0.file) \($0.line):\($0.column) \($0.path): \($0.message)" } == [
            #"0 1:2 props: is a list where a group's members are, not a token, and is left out; allowed: a token (an object with "value"), a group (an object of them) or a plain value"#,
            #"0 1:118 more/on: is true, false or null where a group's members are, not a token, and is left out; allowed: a token (an object with "value"), a group (an object of them) or a plain value"#,
        ])
    }
}

extension TokenExportFilesTests {
    @Test("in Style Dictionary's plain form a reference may name a group or a list of plain values, kept as written; in the Format Module's a reference to a group is an error")
    func referencesToGroupsAndLists() {
        let (plain, plainErrors) = TokenResolverTests.load([
            "sd.json": #"{"a": 1, "b": {"c": 2}, "d": "{a}", "e": "{b}", "f": [1, 2, 3], "g": "{f}"}"#,
        ], entry: "sd.json")
        #expect(plainErrors.isEmpty, "\(plainErrors)")
        #expect(plain.notRead["e"]?.value == .asWritten("{b}"))
        #expect(plain["g"]?.value.text == plain["f"]?.value.text)
        let (_, moduleErrors) = TokenResolverTests.load([
            "dtcg.json": #"{"b": {"c": {"$type": "number", "$value": 2}}, "e": {"$type": "number", "$value": "{b}"}}"#,
        ], entry: "dtcg.json")
        #expect(moduleErrors.map(\.message) == ["refers to {b}, which is not a token"])
    }
}
