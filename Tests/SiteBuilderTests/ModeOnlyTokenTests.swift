import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Issue 65, class 3: a token only some modes define (a context's own) is on the tokens page, with its value in
/// those modes and a dash outside them, counted as a departure of its file rather than warned of.
@Suite("Tokens only some modes define")
struct ModeOnlyTokenTests {
    static let resolver = ##"""
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """##

    static func site() throws -> FixtureSite {
        var tokens = try String(contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/tokens.json"), encoding: .utf8)
        tokens = tokens.replacingOccurrences(of: #""page": {"#, with: ##""theme": {"$type": "color", "bg": {"$value": "#FFFFFF"}},"## + "\n  \"page\": {")
        return Fixtures.validSite.removing("Content/tokens.json").merging(FixtureSite(files: [
            "Content/tokens/tokens.resolver.json": resolver,
            "Content/tokens/base.json": tokens,
            "Content/tokens/light.json": ##"{ "theme": { "$type": "color", "bg": { "$value": "#FFFFFF" } } }"##,
            "Content/tokens/dark.json": ##"{ "theme": { "$type": "color", "night": { "$value": "#0B0B1E" }, "bg": { "$value": "{theme.night}" } } }"##,
            "Content/site.yml": "title: Fixture System\ntokens: tokens/tokens.resolver.json\n",
        ]))
    }

    @Test("a token only the dark context defines is a row of the tokens page, with no warning")
    func rowOnTheTokensPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try UnreadableTokenTests.build(Self.site(), in: folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.filter { $0.code == .tokenLoose }.isEmpty, "\(report.diagnostics)")
        let html = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        let row = try #require(html.components(separatedBy: #"<tr id="token-theme-night" data-token="theme/night">"#).dropFirst().first)
            .components(separatedBy: "</tr>")[0]
        #expect(row.contains("Only in dark: no value outside"), "\(row)")
        #expect(row.contains(#"<td class="token-value"><code>—</code></td>"#), "\(row)")
        #expect(row.contains("<code>#0B0B1E</code>"), "\(row)")
        #expect(html.contains("1 × a token only some modes define"), "the departure is counted for dark.json")
    }
}
