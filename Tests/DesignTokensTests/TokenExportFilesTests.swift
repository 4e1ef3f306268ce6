@testable import DesignTokens
import Testing

/// Whole files other tools write, wherever they are in a set: a Tokens Studio export in one file inside a folder,
/// Tokens Studio's older `$name` aliases.
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
}
