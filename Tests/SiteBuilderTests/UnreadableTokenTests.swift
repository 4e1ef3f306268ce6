import Foundation
import SiteBuilder
import Testing
import TestSupport

/// A token Specimen cannot interpret (Sass's `darken()`, CSS `calc()` kept as written) does not stop
/// a site: it is a finding at its own place, shown on the tokens page as written; only what needs it is an error.
@Suite("Tokens that cannot be read")
struct UnreadableTokenTests {
    /// The real tokens with one unused token in another tool's form, and `color/brand/500`, which the stepper's
    /// background aliases, replaced by `replacement` when given.
    static func site(brand replacement: String? = nil, extra: [String: String] = [:]) throws -> FixtureSite {
        var tokens = try String(contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/tokens.json"), encoding: .utf8)
        let unused = #""unused": {"$type": "color", "$value": "darken(#005CE5, 10%)", "$description": "A web-only swatch."},"#
        tokens = tokens.replacingOccurrences(of: #""page": {"#, with: unused + "\n  \"page\": {")
        if let replacement {
            #expect(tokens.contains(##""$value": "#005CE5""##))
            tokens = tokens.replacingOccurrences(of: ##""$value": "#005CE5""##, with: "\"$value\": \"\(replacement)\"")
        }
        return Fixtures.validSite.merging(FixtureSite(files: ["Content/tokens.json": tokens].merging(extra) { $1 }))
    }

    /// Builds `site` with the real theme, whose tokens page is the one teams get.
    static func build(_ site: FixtureSite, in folder: TemporaryFolder) throws -> BuildReport {
        try site.write(to: folder.url)
        let theme = SourceTree.packageRoot().appendingPathComponent("Theme").path
        return SiteBuilder(options: BuildOptions(contentPath: folder.path("Content"), theme: .folder(theme),
                                                 outputPath: folder.path("public"))).build()
    }

    @Test("a token no page needs is a warning at its place, and the tokens page shows it as written with why")
    func unusedTokenIsShownAsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(Self.site(), in: folder)
        #expect(report.succeeded, "\(report.diagnostics)")
        let invalid = report.diagnostics.filter { $0.code == .tokenInvalid }
        #expect(invalid.count == 1)
        #expect(invalid.first?.severity == .warning)
        #expect(invalid.first?.subject == "unused")
        #expect(invalid.first?.formatted.hasPrefix("\(folder.path("Content/tokens.json")):") == true)
        #expect(invalid.first?.message.hasPrefix("token 'unused': 'darken(#005CE5, 10%)' is not a colour") == true)

        let html = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        let row = try #require(html.components(separatedBy: #"<tr id="token-unused" data-token="unused">"#).dropFirst().first)
            .components(separatedBy: "</tr>")[0]
        #expect(row.contains("<code>darken(#005CE5, 10%)</code>"), "\(row)")
        #expect(row.contains("Not read: &#39;darken(#005CE5, 10%)&#39; is not a colour"))
        #expect(row.contains("<td>not read: <code>color</code>, shown as written</td>"))
        #expect(row.contains("A web-only swatch."))
    }

    @Test("a token a preview needs is one error at the token, naming the first place that needs it, with the count of the rest")
    func neededTokenIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = FixtureSite(files: ["Content/components/dots.md": "---\ntitle: Dots\n---\n```preview\nstepper style=bullet steps=4 current=2\n```\n"])
        let report = try Self.build(Self.site(brand: "calc(var(--brand) * 1)").merging(page), in: folder)
        #expect(!report.succeeded)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.code == .tokenInvalid)
        #expect(error.message.hasPrefix("token 'color/brand/500': a value in CSS calc(), kept as written: the tokens page shows it so, and what needs it is an error"))
        #expect(error.message.contains("; \(folder.path("Content/components/dots.md")):5:1 needs it; "), "\(error.message)")
        #expect(error.message.hasSuffix("needs it; 1 error in 1 file follows from it and is not shown"))
    }

    @Test("site.yml can lower a needless token's finding, or accept it, like any other")
    func levelAndAcceptance() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let off = try Self.build(Self.site(extra: ["Content/site.yml": "title: Fixture System\ndiagnostics: {token.invalid: off}\n"]), in: folder)
        #expect(off.succeeded)
        #expect(off.diagnostics.filter { $0.code == .tokenInvalid }.isEmpty)
        let accepted = try Self.build(Self.site(extra: [
            "Content/site.yml": "title: Fixture System\naccept:\n  - {code: token.invalid, subject: unused, reason: Web only}\n",
        ]), in: folder)
        #expect(accepted.diagnostics.filter { $0.code == .tokenInvalid }.isEmpty)
        #expect(accepted.accepted.count == 1)
    }
}
