import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Whole sites whose tokens come as today's tools write them, each built from its fixture folder, then broken.
@Suite("Token fixture sites")
struct TokenFixtureTests {
    static let fixtures = ["every-token-type", "resolver-module", "tokens-studio", "style-dictionary"]

    /// Builds a copy of the fixture's Content/ with the real Theme/, after replacing text in its files.
    static func build(_ fixture: String, replacing edits: [(file: String, old: String, new: String)] = [],
                      in folder: TemporaryFolder) throws -> (report: BuildReport, diagnostics: [String]) {
        let content = URL(fileURLWithPath: folder.path("Content"))
        try FileManager.default.copyItem(at: SourceTree.packageRoot().appendingPathComponent("Tests/Browser/fixtures/\(fixture)/Content"), to: content)
        for edit in edits {
            let url = content.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(edit.old), "\(edit.file) has \(edit.old)")
            try Data(text.replacingOccurrences(of: edit.old, with: edit.new).utf8).write(to: url)
        }
        let report = SiteBuilder(options: BuildOptions(
            contentPath: content.path,
            theme: .folder(SourceTree.packageRoot().appendingPathComponent("Theme").path),
            outputPath: folder.path("public")
        )).build()
        return (report, report.diagnostics.map { $0.description.replacingOccurrences(of: folder.path("") + "/", with: "") })
    }

    @Test("each fixture builds with no error and no warning", arguments: fixtures)
    func valid(_ fixture: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (report, diagnostics) = try Self.build(fixture, in: folder)
        #expect(diagnostics == [])
        #expect(report.succeeded)
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(page.contains("<h2 id=\"all-tokens\">All tokens</h2>"))
    }

    /// A token row's value in each mode column, by the column's heading: each mode has a column in the token
    /// tables, in the order of the headings.
    static func modeValues(_ row: String, page: String) -> [String: String] {
        // The header of the table the row is in: each group's table has the columns of the modes it differs in.
        let before = page.range(of: row).map { String(page[..<$0.lowerBound]) } ?? page
        guard let head = before.components(separatedBy: #"<table class="token-list">"#).dropFirst().last?.components(separatedBy: "</thead>").first else { return [:] }
        let headings = head.components(separatedBy: #"<th scope="col">"#).dropFirst().map { $0.components(separatedBy: "</th>")[0] }
            .filter { $0 != "Value" }
        let values = row.components(separatedBy: #"<td class="token-mode-value"#).dropFirst().map { cell in
            cell.components(separatedBy: "</td>")[0].components(separatedBy: "<code>").last?.components(separatedBy: "</code>").first ?? ""
        }
        return Dictionary(zip(headings, values), uniquingKeysWith: { first, _ in first })
    }

    @Test("a resolver's contexts are modes: a column each in the token tables, in the contrast columns and the dark scheme")
    func resolverModes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build("resolver-module", in: folder)
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(page.contains("tokens from <code>tokens.resolver.json</code>"))
        let row = try #require(page.components(separatedBy: #"<tr id="token-theme-text" "#).dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(row.contains("<code>#1A1A1A</code>"))
        let modes = Self.modeValues(row, page: page)
        for (mode, hex) in [("dark", "#E6E8ED"), ("darkHighContrast", "#FFFFFF"), ("lightHighContrast", "#000000")] {
            #expect(modes[mode] == hex, "\(mode): \(modes)")
        }
        let size = try #require(page.components(separatedBy: #"<tr id="token-size-touch-target" "#).dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(size.contains("<code>2rem (32px)</code>"), "large, the default, from device/desktop.json")
        #expect(Self.modeValues(size, page: page)["small"] == "48px")
        let css = try String(contentsOfFile: folder.path("public/previews/modes.css"), encoding: .utf8)
        #expect(css.contains(#"[data-fill-token="theme/background"] { fill: light-dark(#FFFFFF, #12141C); }"#))
        for file in ["tokens.resolver.json", "base/foundation.json", "theme/dark.json", "debug.json"] {
            #expect(!FileManager.default.fileExists(atPath: folder.path("public/" + file)), "\(file) is read, not copied")
        }
    }

    @Test("a Tokens Studio export's second theme of a group is a mode; its Dark theme tints the dark scheme")
    func tokensStudioModes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build("tokens-studio", in: folder)
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(page.contains("tokens from <code>tokens/</code>"))
        let row = try #require(page.components(separatedBy: #"<tr id="token-control-height" "#).dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(row.contains("<code>40px</code>") && Self.modeValues(row, page: page)["Compact"] == "32px")
        let css = try String(contentsOfFile: folder.path("public/previews/modes.css"), encoding: .utf8)
        #expect(css.contains(#"[data-fill-token="button/bg"] { fill: light-dark(#005CE5, #7AA7EF); }"#))
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/tokens/core.json")))
    }

    @Test("a broken variant of each fixture gives every problem at its file, line and column, root causes first; a token no page needs is a warning")
    func broken() throws {
        let cases: [(String, [(String, String, String)], [String])] = [
            ("every-token-type", [("tokens.json", "[0.63, 0.19, 259.5]", "[0.63, 0.19]")], [
                // The composites whose colour is that token follow from its error: one line for the cause.
                "Content/tokens.json:12:63: warning: token 'color/oklch': oklch components must be three: [lightness, chroma, hue]; 3 warnings in 1 file follow from it and are not shown",
            ]),
            ("resolver-module", [
                ("tokens.resolver.json", #""default": "large""#, #""default": "medium""#),
                ("tokens.resolver.json", #"{ "$ref": "device/mobile.json" }"#, #"{ "$ref": "device/tablet.json" }"#),
                ("tokens.resolver.json", #"{ "$ref": "base/color-ramps.json" }"#, #"{ "$ref": "../outside/color-ramps.json" }"#),
                ("theme/dark.json", "[0.07, 0.08, 0.11]", "[0.07, 0.08]"),
            ], [
                "Content/tokens.resolver.json:11:19: error: '../outside/color-ramps.json' is a URL, an absolute path or leads out of the content folder; allowed: a path to a file inside the content folder, relative to the resolver; 2 warnings in 1 file follow from it and are not shown",
                "Content/theme/dark.json:4:69: warning: token 'theme/background': its dark value: srgb components must be three: [red, green, blue]",
                "Content/tokens.resolver.json:52:21: error: 'device/tablet.json' is not a file in the content folder; allowed: a path to a .json file, relative to the file that names it",
                "Content/tokens.resolver.json:59:18: error: modifier 'size': default 'medium' is not one of its contexts; allowed: small, large",
            ]),
            ("tokens-studio", [
                ("tokens/$themes.json", #""semantic/dark": "enabled","#, #""semantic/dim": "enabled","#),
                ("tokens/core.json", #""1": { "value": "4", "type": "spacing" }"#, #""1": { "value": "four", "type": "spacing" }"#),
                ("tokens/components/button.json", #""type": "typography""#, #""type": "composition""#),
            ], [
                "Content/tokens/$themes.json:21:7: warning: themes select 1 set the export lacks ('semantic/dim'; 1 selection), which Tokens Studio skips and so does Specimen; the export has 6 sets: components/button, core, density/comfortable, density/compact, semantic/dark, semantic/light",
                "Content/tokens/core.json:15:21: warning: token 'spacing/1': 'four' is not a dimension; write {\"value\": 8, \"unit\": \"px\"} (or \"rem\"), or as CSS does, \"8px\"",
            ]),
            ("style-dictionary", [
                ("tokens/color/font.json", "{color.base.red}", "{color.base.crimson}"),
                ("tokens/size/font.json", #""small": { "$value": { "value": 0.75, "unit": "rem" } },"#, #""small": { "value": "0.75rem" },"#),
            ], [
                "Content/tokens/color/font.json:8:29: warning: token 'color/font/danger': refers to {color.base.crimson}, which is not a token",
                "Content/tokens/size/font.json:5:27: warning: token 'size/font/small/value': expected a group (an object) or a token (an object with \"$value\"); found a string; a token's value is written \"$value\" (Style Dictionary 4 reads this form too)",
            ]),
        ]
        for (fixture, edits, expected) in cases {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (report, diagnostics) = try Self.build(fixture, replacing: edits.map { (file: $0.0, old: $0.1, new: $0.2) }, in: folder)
            #expect(diagnostics == expected, "\(fixture)")
            // A token no page needs is a warning; a broken file, reference or theme is still an error.
            #expect(report.succeeded == !expected.contains { $0.contains(": error: ") }, "\(fixture)")
        }
    }

    @Test("site.yml's tokens: must name a file or folder inside Content/")
    func missingEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, diagnostics) = try Self.build("style-dictionary", replacing: [(file: "site.yml", old: "tokens: tokens", new: "tokens: ../tokens")], in: folder)
        #expect(diagnostics == ["Content/site.yml:2:9: error: tokens: '../tokens' is no file or folder in Content; allowed: a tokens file, a resolver document or a folder of token files, relative to Content"])
    }
}
