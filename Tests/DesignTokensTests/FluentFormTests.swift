@testable import DesignTokens
import Testing

/// Microsoft Fluent UI's token pipeline's own form (microsoft/fluentui-token-pipeline, docs/json.md): `value`,
/// `aliasOf` by dotted name, types from the token's name, `platform` overrides, and `generate`d colour ramps.
@Suite("Fluent UI's pipeline form")
struct FluentFormTests {
    static let file = ##"""
        {
          "$schema": "https://raw.githubusercontent.com/microsoft/fluentui-token-pipeline/main/docs/token.schema.json",
          "Meta": { "FluentUITokensVersion": 0 },
          "Global": {
            "Color": {
              "Black": { "value": "#000000" },
              "Key": { "value": "rgba(0,0,0,0.14)" },
              "Grey": { "generate": { "type": "lightness2to98by2", "value": "grey" } },
              "Red": { "generate": { "type": "fluentsharedcolors", "value": "#d13438" } },
              "HC": { "Canvas": { "value": "Canvas" } }
            },
            "Corner": { "Radius": { "Large": { "value": 6, "platform": { "ios": { "value": 8 } } } } },
            "Font": {
              "Family": { "Default": { "value": [ "Segoe UI", "sans-serif" ] } },
              "Size": { "200": { "value": 12 } },
              "Weight": { "Bold": { "value": 700 } }
            },
            "Shadow": { "2": { "value": [ { "x": 0, "y": 1, "blur": 2, "color": { "aliasOf": "Global.Color.Key" } } ] } }
          },
          "Caption": { "Font": { "Size": { "aliasOf": "Global.Font.Size.200" } } },
          "Button": { "Fill": { "Color": {
            "Rest": { "aliasOf": "Global.Color.Black" },
            "Hover": { "aliasOf": "Global.Color.Grey.26" },
            "Pressed": { "aliasOf": "Global.Color.Red.Shade10" }
          } } }
        }
        """##

    @Test("value and aliasOf are read, typed by the token's name, and a platform's own value is its mode")
    func readsTheForm() throws {
        let (set, problems) = TokenToolFormsTests.load(["fluent/fluentui.json": Self.file], entry: "fluent")
        #expect(problems.filter { !$0.onlyAsCause }.isEmpty, "\(TokenToolFormsTests.describe(problems))")
        #expect(set.forms[0] == .fluent)
        #expect(try set.color("Button/Fill/Color/Rest").hex == "#000000")
        #expect(set["Global/Corner/Radius/Large"]?.value == .dimension(6))
        #expect(set.modeValues["ios"]?["Global/Corner/Radius/Large"] == .dimension(8))
        #expect(set["Caption/Font/Size"]?.value == .dimension(12))
        #expect(set["Caption/Font/Size"]?.aliasOf == "Global/Font/Size/200")
        #expect(set["Global/Font/Weight/Bold"]?.kind == .fontWeight)
        #expect(set["Global/Font/Family/Default"]?.value == .fontFamily(["Segoe UI", "sans-serif"]))
        #expect(set["Global/Shadow/2"]?.kind == .shadow)
        #expect(!set.paths.contains { $0.hasPrefix("Meta") || $0.contains("$schema") })
    }

    @Test("a generated ramp's members and the aliases to them are kept as written, told once as a cause, not warnings")
    func generatedRampsKeptAsWritten() {
        let (set, problems) = TokenToolFormsTests.load(["fluent/fluentui.json": Self.file], entry: "fluent")
        #expect(problems.allSatisfy { $0.onlyAsCause }, "\(TokenToolFormsTests.describe(problems))")
        #expect(set.notRead["Global/Color/Grey/26"] != nil)
        #expect(set.notRead["Global/Color/Red/Tint60"] != nil)
        #expect(set.unreadable["Button/Fill/Color/Hover"]?.keptAsWritten == true)
        #expect(set.unreadable["Button/Fill/Color/Pressed"]?.keptAsWritten == true)
        #expect(set.unreadable["Global/Color/HC/Canvas"]?.keptAsWritten == true, "a CSS system colour only a browser knows")
        let told = set.departures.entries.filter(\.told).map(\.what)
        #expect(told.contains("a colour ramp Fluent's pipeline generates (generate: lightness2to98by2), kept as written"))
        #expect(problems.filter { $0.message.contains("generates") }.count == 2, "one per ramp type and file")
    }

    @Test("an alias of the form is a token that a later file of the folder takes the place of, told with the others")
    func aliasesAreTokensOfTheFolder() {
        let (_, problems) = TokenToolFormsTests.load([
            "fluent/fluentui.json": Self.file,
            "fluent/w3c/export.tokens.json": ##"{ "Caption": { "Font": { "Size": { "$type": "dimension", "$value": "12px" } } }, "Extra": { "$type": "color", "$value": "#FFFFFF" } }"##,
        ], entry: "fluent")
        #expect(problems.contains { $0.path == "Caption/Font/Size" && $0.message.hasPrefix("takes the place of what Content/fluent/fluentui.json defines there") },
                "\(TokenToolFormsTests.describe(problems))")
    }
}
