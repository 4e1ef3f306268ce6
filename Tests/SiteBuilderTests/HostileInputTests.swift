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

extension HostileInputTests {
    /// A page that names three tokens in its roles, a criterion in its scorecard, and draws a preview inline.
    static let followingPage = FixtureSite(#"""
        -- Content/components/dots.md --
        ---
        title: Dots
        family: stepper
        scorecard:
          - {criterion: C1, status: ready}
        tokens:
          - {role: Active dot, token: stepper/color/bg}
          - {role: Track, token: stepper/color/track}
          - {role: Typo, token: stepper/color/bgg}
        ---
        # Dots

        The dot is `stepper/color/bg`.
        """#)

    static let tokens = #"""
        {
          "color": {"$type": "color", "brand": {"500": {"$value": "#005CE5Z"}}, "grey": {"100": {"$value": "#EEE"}}},
          "stepper": {"color": {"$type": "color", "bg": {"$value": "{color.brand.500}"}, "track": {"$value": "{color.grey.100}"}}}
        }
        """#

    @Test("one bad token a page needs: its error comes first, names the first place that needs it, with the count of what follows; a real typo still stands")
    func followOnTokenErrors() {
        let site = Fixtures.validSite.merging(Self.followingPage).merging(FixtureSite(files: [
            "Content/tokens.json": Self.tokens,
            "Content/site.yml": "title: Fixture System\ncriteria:\n  - {id: C1, name: Layers}\n",
        ]))
        #expect(Self.diagnostics(site) == [
            "Content/tokens.json:2:59: error: token 'color/brand/500': '#005CE5Z' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name; Content/components/dots.md:7:31 needs it; 1 error and 1 warning in 1 file follow from it and are not shown",
            "Content/components/dots.md:9:25: error: token 'stepper/color/bgg' is not in tokens.json; did you mean 'stepper/color/bg'? token roles name a token path such as stepper/color/bg",
        ])
    }

    @Test("tokens.json that is not JSON, or site.yml that is not YAML: one error each, and nothing of what follows")
    func followOnFileErrors() {
        let site = Fixtures.validSite.merging(Self.followingPage).merging(FixtureSite(files: [
            "Content/tokens.json": "{\"color\": ",
            "Content/site.yml": "title: Fixture System\ncriteria: [{id: C1, name: Layers}\n",
        ]))
        let diagnostics = Self.diagnostics(site)
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.first { $0.hasPrefix("Content/site.yml:3:1: error: invalid YAML: ") }?
            .hasSuffix("; 1 error in 1 file follows from it and is not shown") == true, "\(diagnostics)")
        // Every token is unknown when the file cannot be read: the misspelt one too, until the file is fixed.
        #expect(diagnostics.contains("Content/tokens.json:1:11: error: not valid JSON: unexpected end of file; expected a value; 3 errors in 1 file follow from it and are not shown"), "\(diagnostics)")
    }
}

extension HostileInputTests {
    @Test("a page whose output folder is another page's twin file is an error at both, before any writer races for the path")
    func fileAndFolderAtOnePath() {
        let site = Fixtures.validSite.merging(FixtureSite(files: ["Content/index.md.md": "# Index dot md\n"]))
        let message = "the output path 'index.md' is a file written by Content/index.md (its Markdown twin) and a folder "
            + "written into by Content/index.md.md ('index.md/index.html'); rename or move one of them"
        #expect(Self.diagnostics(site) == [
            "Content/index.md:1:1: error: \(message)",
            "Content/index.md.md:1:1: error: \(message)",
        ])
    }
}
