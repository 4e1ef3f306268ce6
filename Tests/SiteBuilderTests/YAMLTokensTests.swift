import DesignTokens
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Token and resolver files in YAML, as Terrazzo writes them.
@Suite("YAML token files")
struct YAMLTokensTests {
    static func build(_ files: String) throws -> (BuildReport, String) {
        let disk = InMemoryDisk(try TokensPageLayoutTests.theme().merging(FixtureSite(files)))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        let html = disk.files(below: "public")["tokens/index.html"].map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (report, html)
    }

    @Test("a resolver and its token files in YAML build, with their modes, lines and columns")
    func resolver() throws {
        let (report, html) = try Self.build(#"""
            -- Content/site.yml --
            title: Tokens
            tokens: tokens.resolver.yaml
            -- Content/index.md --
            ---
            title: Home
            ---
            Home.
            -- Content/tokens.resolver.yaml --
            version: "2025.10"
            sets:
              base:
                sources:
                  - $ref: base.tokens.yaml
            modifiers:
              theme:
                default: light
                contexts:
                  light: [{ $ref: light.tokens.yaml }]
                  dark: [{ $ref: dark.tokens.yaml }]
            resolutionOrder:
              - $ref: "#/sets/base"
              - $ref: "#/modifiers/theme"
            -- Content/base.tokens.yaml --
            color:
              $type: color
              gray:
                100: { $value: "#EEEEEE" }
                900: { $value: "#111111" }
            size:
              $type: dimension
              gap: { $value: { value: 8, unit: px } }
            -- Content/light.tokens.yaml --
            surface:
              $type: color
              $value: "{color.gray.100}"
            -- Content/dark.tokens.yaml --
            surface:
              $type: color
              $value: "{color.gray.900}"
            """#)
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        #expect(html.contains(#"<th scope="col">dark</th>"#))
        let surface = try #require(html.components(separatedBy: #"<tr id="token-surface" "#).dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(surface.contains("<code>#EEEEEE</code>") && surface.contains("<code>#111111</code>"))
        #expect(html.contains(#"data-token="size/gap">"#))
        #expect(!html.contains("Content/tokens.resolver.yaml</code>: Design Tokens Format Module"), "the resolver is named as one")
    }

    @Test("a YAML token file's error is at its line and column")
    func error() throws {
        let (report, _) = try Self.build(#"""
            -- Content/site.yml --
            title: Tokens
            tokens: tokens.yaml
            -- Content/index.md --
            ---
            title: Home
            ---
            Home.
            -- Content/tokens.yaml --
            color:
              $type: color
              ink: { $value: "#12" }
            """#)
        #expect(report.diagnostics.filter { $0.code == .tokenInvalid }.map(\.description) == [
            "Content/tokens.yaml:3:18: warning: token 'color/ink': '#12' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name",
        ])
    }
}
