import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// A token folder in JSON5, as Deutsche Telekom keeps its tokens: read, shown, and never published.
@Suite("JSON5 token folders")
struct TokenJSON5SiteTests {
    static func build(_ color: String, in folder: TemporaryFolder) throws -> BuildReport {
        let site = Fixtures.validSite.merging(FixtureSite(files: [
            "Content/site.yml": "title: Fixture System\nlanguage: en\ndiagnostics: {token.defaults: off}\ntokens: src/\n",
            "Content/src/core/color.tokens.json5": color,
        ]))
        return try UnreadableTokenTests.build(site, in: folder)
    }

    @Test("a folder of .json5 files is the site's tokens, on the tokens page, not published")
    func json5Folder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build("// core\n{ core: { color: { white: { value: '#ffffff', type: 'color', }, }, }, }\n", in: folder)
        #expect(report.succeeded, "\(report.diagnostics.map(\.formatted))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(page.contains(#"data-token="core/color/white""#))
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/src/core/color.tokens.json5")))
    }

    @Test("a .json5 file that is not JSON5 is one error at its place, and not also a file left unpublished")
    func brokenJSON5() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build("{ core: { white: { value: '#fff' } }\n", in: folder)
        let own = report.diagnostics.filter { $0.location.path.hasSuffix("color.tokens.json5") == true }
        #expect(own.map(\.formatted).contains { $0.contains(":2:1: error: not valid JSON5: unexpected end of file; expected ',' or '}'") }, "\(report.diagnostics.map(\.formatted))")
        #expect(!report.diagnostics.contains { $0.code == .contentNotPublished }, "\(report.diagnostics.map(\.formatted))")
    }
}
