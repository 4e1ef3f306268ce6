import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// A team copies its token folder as it is, README and notes beside the token files included: what holds no tokens
/// is the token repository's, listed on the tokens page and not published, and its links never fail the site.
@Suite("Markdown in the token folder")
struct TokenFolderNotesTests {
    static let tokens = ##"{"color": {"$type": "color", "brand": {"$value": "#005CE5"}}}"##

    /// The valid site with `tokens: brand/tokens`, its one token file, and `files` beside it, under Content/brand.
    static func buildBrand(_ files: [String: String], in folder: TemporaryFolder) throws -> BuildReport {
        var site = [
            "Content/site.yml": "title: Fixture System\nlanguage: en\ndiagnostics: {token.defaults: off}\ntokens: brand/tokens\n",
            "Content/brand/tokens/color.tokens.json": tokens,
        ]
        for (path, text) in files { site["Content/brand/" + path] = text }
        return try UnreadableTokenTests.build(Fixtures.validSite.merging(FixtureSite(files: site)), in: folder)
    }

    static func build(tokensLine: String, in folder: TemporaryFolder) throws -> BuildReport {
        let site = Fixtures.validSite.merging(FixtureSite(files: [
            "Content/site.yml": "title: Fixture System\nlanguage: en\ndiagnostics: {token.defaults: off}\n\(tokensLine)\n",
            "Content/design-tokens/color.tokens.json": tokens,
            "Content/design-tokens/README.md": "# Tokens\n\nSee [the guide](../docs/GUIDE.md) and [publishing](#publishing).\n",
            "Content/design-tokens/color/notes.md": "Colours, as [agreed](../../adr/0001.md).\n",
            "Content/design-tokens/LICENSE": "MIT\n",
        ]))
        return try UnreadableTokenTests.build(site, in: folder)
    }

    @Test("a folder named by tokens: keeps what holds no tokens out of the site, without a warning, and lists it on the tokens page")
    func notesAreNotPublished() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(tokensLine: "tokens: design-tokens/", in: folder)
        #expect(report.succeeded, "\(report.diagnostics.map(\.formatted))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/design-tokens/README/index.html")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/design-tokens/LICENSE")))
        #expect(FileManager.default.fileExists(atPath: folder.path("public/components/slider/index.html")))
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(page.contains(#"data-token="color/brand""#))
        let listed = ["LICENSE", "README.md", "color/notes.md"].map { "<li><code>\(folder.path("Content/design-tokens/" + $0))</code></li>" }
        #expect(page.contains("files of the token folder that hold no tokens, neither read nor published:<ul>" + listed.joined() + "</ul>"))
    }

    @Test("when tokens: names a file, the Markdown beside it is the site's, published and link-checked")
    func markdownBesideATokenFileIsAPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(tokensLine: "tokens: design-tokens/color.tokens.json", in: folder)
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.code.name == "link.broken" && $0.formatted.contains("design-tokens/README.md") })
    }

    @Test("a Style Dictionary configuration and package.json in the token folder are listed beside the tokens, not read as tokens")
    func toolFilesAreListedBeside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = Fixtures.validSite.merging(FixtureSite(files: [
            "Content/site.yml": "title: Fixture System\nlanguage: en\ndiagnostics: {token.defaults: off}\ntokens: design-tokens/\n",
            "Content/design-tokens/color.tokens.json": Self.tokens,
            "Content/design-tokens/config/config.dark.json": ##"{"source": ["tokens/dark/*.json"], "basePxFontSize": 16, "platforms": {"css": {"transformGroup": "css", "prefix": "pf-t", "files": [{"destination": "dark.scss"}]}}}"##,
            "Content/design-tokens/package.json": ##"{"name": "tokens", "version": "1.0.0"}"##,
        ]))
        let report = try UnreadableTokenTests.build(site, in: folder)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(!page.contains(#"data-token="basePxFontSize""#))
        let listed = ["config/config.dark.json", "package.json"].map { "<li><code>\(folder.path("Content/design-tokens/" + $0))</code></li>" }
        #expect(page.contains("files of the token folder that hold no tokens, neither read nor published:<ul>" + listed.joined() + "</ul>"))
    }

    @Test("a token repository copied whole, its licence, README and package.json beside the token folder, keeps those out of the site too (Sage)")
    func repositoryFilesAroundTheTokenFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.buildBrand([
            "LICENSE": "Apache-2.0\n",
            "README.md": "# Brand tokens\n\nBuilt by [the pipeline](build/README.md).\n",
            "package.json": #"{"name": "@brand/tokens"}"#,
        ], in: folder)
        #expect(report.succeeded, "\(report.diagnostics.map(\.formatted))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.formatted))")
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/brand/LICENSE")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/brand/README/index.html")))
        let page = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        #expect(page.contains(#"data-token="color/brand""#))
        let listed = ["LICENSE", "README.md", "package.json"].map { "<li><code>\(folder.path("Content/brand/" + $0))</code></li>" }
        #expect(page.contains("<ul>" + listed.joined() + "</ul>"), "\(page)")
    }

    @Test("a folder holding the token folder and pages of the site is the site's: its pages are published")
    func sitePagesAroundTheTokenFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.buildBrand(["LICENSE": "Apache-2.0\n", "voice.md": "# Voice\n\nHow the brand speaks.\n"], in: folder)
        #expect(report.succeeded, "\(report.diagnostics.map(\.formatted))")
        #expect(FileManager.default.fileExists(atPath: folder.path("public/brand/voice/index.html")))
    }
}
