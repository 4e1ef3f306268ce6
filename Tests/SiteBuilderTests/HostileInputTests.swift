import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Whole sites built from input a careless or hostile user writes: each is an error at its place, never a crash,
/// a hang, or work out of proportion to the input.
@Suite("Hostile input")
struct HostileInputTests {
    static func diagnostics(_ site: FixtureSite) -> [String] {
        SiteBuilder(options: BuildOptions(), fileSystem: InMemoryDisk(site).fileSystem).build().diagnostics.map(\.description)
    }

    @Test("YAML aliases that multiply past one value per byte are refused before any reader walks them")
    func aliasExpansion() {
        let levels = ["tags: &a [x, x, x, x, x, x, x, x, x, x]"] + (1...4).map { level in
            "k\(level): &\(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))) ["
                + Array(repeating: "*\(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1))))", count: 10).joined(separator: ", ") + "]"
        }
        let site = Fixtures.validSite.merging(FixtureSite(files: [
            "Content/bomb.md": "---\ntitle: Bomb\n" + levels.joined(separator: "\n") + "\n---\n# Bomb\n",
        ]))
        #expect(Self.diagnostics(site) == [
            "Content/bomb.md:2:1: error: with its aliases (*name) expanded, this YAML holds more than 1000 values; allowed: at most 1000, one per byte of its text (1000 for short texts)",
        ])
    }

    @Test("an alias used once, as front matter writes a shared list, is fine")
    func modestAlias() {
        let site = Fixtures.validSite.merging(FixtureSite(files: [
            "Content/shared.md": "---\ntitle: &t Shared\nsummary: *t\n---\n# Shared\n",
        ]))
        #expect(Self.diagnostics(site) == [])
    }
}

extension HostileInputTests {
    @Test("a byte order mark before site.yml, tokens.json or a page is read past")
    func byteOrderMarks() {
        var site = Fixtures.validSite
        for path in ["Content/site.yml", "Content/index.md"] {
            site.files[path] = "\u{FEFF}" + (site.files[path] ?? "")
        }
        site.files["Content/tokens.json"] = "\u{FEFF}{\"a\": {\"$type\": \"color\", \"$value\": \"#FFF\"}}"
        #expect(Self.diagnostics(site) == [])
    }
}
