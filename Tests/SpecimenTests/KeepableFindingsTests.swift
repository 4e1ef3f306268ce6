import Foundation
import Testing
import TestSupport

/// Token files a team takes as their owners publish them may contradict themselves; the build reads them as their
/// own tool does and says so under `token.conflict`, and a build that `--strict` fails on such findings names the
/// one site.yml line that keeps them as they are.
@Suite("Findings a team may keep")
struct KeepableFindingsTests {
    /// An init site whose tokens are a folder of two files that both define `brand/accent`, one with a `hex` that
    /// disagrees with its components in another token.
    static func site(in folder: TemporaryFolder) throws -> URL {
        let site = folder.url.appendingPathComponent("site")
        #expect(try SpecimenCommandTests.run(["init", site.path], in: folder.url).status == 0)
        let content = site.appendingPathComponent("Content")
        try FileManager.default.removeItem(at: content.appendingPathComponent("tokens.json"))
        try FixtureSite(#"""
            -- base.tokens.json --
            {"brand": {"$type": "color", "accent": {"$value": "#112233"}, "ink": {"$value": "#000000"}}}
            -- palette.tokens.json --
            {"brand": {"$type": "color", "accent": {"$value": "#445566"}},
             "red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00FF00"}}}
            """#).write(to: content.appendingPathComponent("brand"))
        let settings = content.appendingPathComponent("site.yml")
        try (String(contentsOf: settings, encoding: .utf8) + "tokens: brand/\n").write(to: settings, atomically: true, encoding: .utf8)
        return site
    }

    @Test("a token two files define and a hex its components contradict are token.conflict, and --strict names the line that keeps them")
    func conflictsAreKeepable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try Self.site(in: folder)
        let build = try SpecimenCommandTests.run(["build"], in: site)
        #expect(build.status == 0, "\(build.standardError)")
        let conflicts = build.standardError.split(separator: "\n").filter { $0.hasSuffix("[token.conflict]") }
        #expect(conflicts.count == 2, "\(build.standardError)")
        #expect(conflicts.contains { $0.hasPrefix("Content/brand/palette.tokens.json:1:") && $0.contains("takes the place of what Content/brand/base.tokens.json defines there") })
        #expect(conflicts.contains { $0.contains("hex #00FF00 disagrees with the components, which give #FF0000") })

        let strict = try SpecimenCommandTests.run(["build", "--strict"], in: site)
        #expect(strict.status == 1)
        let last = strict.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("error: build failed with 3 errors (3 of them token.conflict, token.defaults: to keep what they report as it is, add 'diagnostics: {token.conflict: off, token.defaults: off}' to site.yml"), "\(last)")

        let line = try #require(RealTokenSetsTests.settlingLine(strict.standardError))
        #expect(line == "diagnostics: {token.conflict: off, token.defaults: off}")
        try RealTokenSetsTests.appendSetting(line, to: site)
        let kept = try SpecimenCommandTests.run(["build", "--strict"], in: site)
        #expect(kept.status == 0, "\(kept.standardError)")
    }

    @Test("a failed build names no line when one would not settle it: an error of another code is among them")
    func otherErrorsNameNoLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try Self.site(in: folder)
        let page = site.appendingPathComponent("Content/broken.md")
        try "# Broken\n\n[nowhere](missing.md)\n".write(to: page, atomically: true, encoding: .utf8)
        let strict = try SpecimenCommandTests.run(["build", "--strict"], in: site)
        #expect(strict.status == 1)
        #expect(!strict.standardError.contains("to keep what they report"), "\(strict.standardError)")
    }

    @Test("what follows from a finding site.yml sets off goes with it: a set the export lacks and the references into it (Workday)")
    func followersGoWithTheirCause() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.url.appendingPathComponent("site")
        #expect(try SpecimenCommandTests.run(["init", site.path], in: folder.url).status == 0)
        let content = site.appendingPathComponent("Content")
        try FileManager.default.removeItem(at: content.appendingPathComponent("tokens.json"))
        try FixtureSite(#"""
            -- $metadata.json --
            {"tokenSetOrder": ["core", "brand/forest"]}
            -- core.json --
            {"ink": {"type": "color", "value": "#111111"},
             "accent": {"type": "color", "value": "{forest.green}"}, "link": {"type": "color", "value": "{forest.green}"}}
            """#).write(to: content.appendingPathComponent("export"))
        try RealTokenSetsTests.appendSetting("tokens: export/", to: site)
        let build = try SpecimenCommandTests.run(["build"], in: site)
        #expect(build.status == 0, "\(build.standardError)")
        let lines = build.standardError.split(separator: "\n").filter { !$0.hasSuffix("[token.defaults]") && $0.contains(": warning: ") }
        #expect(lines.count == 1 && lines[0].contains("tokenSetOrder names 1 set the export lacks") && lines[0].contains("follow from it"), "\(lines)")

        try RealTokenSetsTests.appendSetting("diagnostics: {token.conflict: off, token.defaults: off}", to: site)
        let kept = try SpecimenCommandTests.run(["build", "--strict"], in: site)
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(!kept.standardError.contains("forest"), "\(kept.standardError)")
    }
}
