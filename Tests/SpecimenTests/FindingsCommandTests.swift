import Foundation
import Testing
import TestSupport

/// The commands a team keeps its findings with: `explain`, `build --accept-current`, `--format json` and `stamp`.
@Suite("specimen explain, --accept-current, --format json and stamp")
struct FindingsCommandTests {
    /// 2026-11-20 at noon UTC, so that the day the commands record is known.
    static let day = ["/usr/bin/env", "SOURCE_DATE_EPOCH=1795176000"]

    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> SpecimenCommandTests.Run {
        try SpecimenCommandTests.start(arguments, in: folder.url, through: day).wait()
    }

    /// The valid fixture with the real tokens, a bullet stepper that draws two pairs falling short (its track and
    /// its completed tint on the page), a broken link and another generator's key.
    static func site(in folder: TemporaryFolder) throws {
        let tokens = try String(contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/tokens.json"), encoding: .utf8)
        try Fixtures.validSite.merging(FixtureSite(files: ["Content/tokens.json": tokens])).merging(FixtureSite("""
            -- Content/site.yml --
            title: Fixture System
            language: en
            # Known findings go below.
            -- Content/components/dots.md --
            ---
            title: Dots
            layout: wide
            verdict: {status: refine, summary: Collapse the siblings.}
            ---
            See [the slidr](../slidr/).

            ```preview controls=current
            stepper style=bullet steps=4 current=2
            ```
            """)).write(to: folder.url)
    }

    @Test("explain says what a code means, lists every code, and suggests the nearest for a typo")
    func explain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let one = try Self.run(["explain", "link.anchor"], in: folder)
        #expect(one.status == 0)
        #expect(one.standardOutput.hasPrefix("link.anchor: a link names an anchor (#id) or a preview state that the page it leads to does not have\n\nA finding: "))
        let all = try Self.run(["explain"], in: folder)
        #expect(all.status == 0)
        #expect(all.standardOutput.split(separator: "\n").count >= 40)
        #expect(all.standardOutput.contains("contrast.graphic "))
        let typo = try Self.run(["explain", "contrast.grafic"], in: folder)
        #expect(typo.status == 2)
        #expect(typo.standardError == "error: unknown code 'contrast.grafic'; did you mean 'contrast.graphic'? specimen explain with no code lists every one\n")
    }

    @Test("--accept-current writes today's findings into site.yml, keeping the file, and --strict then passes")
    func acceptCurrent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.site(in: folder)
        let before = try String(contentsOfFile: folder.path("Content/site.yml"), encoding: .utf8)
        #expect(try Self.run(["build", "--strict"], in: folder).status == 1)

        let accepting = try Self.run(["build", "--accept-current"], in: folder)
        #expect(accepting.status == 0, "\(accepting.standardError)")
        #expect(accepting.standardOutput.hasPrefix("Accepted 4 findings in Content/site.yml; replace each 'TODO: say why this finding is accepted' with the reason\n"))
        #expect(accepting.standardOutput.hasSuffix(", 4 accepted\n"))
        let after = try String(contentsOfFile: folder.path("Content/site.yml"), encoding: .utf8)
        #expect(after == before + """
            accept:
              - {code: front-matter.unknown-key, subject: "layout", reason: "TODO: say why this finding is accepted"}
              - {code: link.broken, subject: "../slidr/", reason: "TODO: say why this finding is accepted"}
              - {code: contrast.graphic, subject: "stepper/color/bg-track on page/background", reason: "TODO: say why this finding is accepted"}
              - {code: contrast.graphic, subject: "stepper/color/bg-completed on page/background", reason: "TODO: say why this finding is accepted"}

            """)

        let strict = try Self.run(["build", "--strict"], in: folder)
        #expect(strict.status == 0, "\(strict.standardError)")
        #expect(strict.standardError.isEmpty)
        #expect(strict.standardOutput.hasSuffix(", 4 accepted\n"))
        // Nothing new to accept: site.yml stays as it is.
        #expect(try Self.run(["build", "--accept-current"], in: folder).status == 0)
        #expect(try String(contentsOfFile: folder.path("Content/site.yml"), encoding: .utf8) == after)
    }

    @Test("--format json prints one document with each problem's place, code and subject, and the accepted ones")
    func json() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.site(in: folder)
        let run = try Self.run(["check", "--format", "json"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["succeeded"] as? Bool == false)
        #expect(document["errors"] as? Int == 1)
        #expect(document["warnings"] as? Int == 3)
        let items = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(items.map { "\($0["path"]!):\($0["line"]!):\($0["column"]!) \($0["severity"]!) \($0["code"]!) \($0["subject"] ?? "-")" } == [
            "Content/components/dots.md:3:1 warning front-matter.unknown-key layout",
            "Content/components/dots.md:6:5 error link.broken ../slidr/",
            "Content/tokens.json:64:31 warning contrast.graphic stepper/color/bg-track on page/background",
            "Content/tokens.json:65:35 warning contrast.graphic stepper/color/bg-completed on page/background",
        ])
        #expect((items[1]["message"] as? String)?.hasPrefix("the link '../slidr/' leads to /components/slidr/") == true)
        #expect((document["accepted"] as? [Any])?.isEmpty == true)
    }

    @Test("stamp records what a page draws today in its assessed: and nothing else; a redrawn page is stale until stamped again")
    func stamp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.site(in: folder)
        let path = "Content/components/dots.md"
        let before = try String(contentsOfFile: folder.path(path), encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path(path))
        let stamped = try Self.run(["stamp", path], in: folder)
        #expect(stamped.status == 0, "\(stamped.standardError)")
        #expect(stamped.standardOutput == "Stamped \(path) on 2026-11-20: 1 preview, 4 tokens\n")
        let after = try String(contentsOfFile: folder.path(path), encoding: .utf8)
        // Replaced whole, with the permissions it had, and nothing left beside it.
        #expect((try FileManager.default.attributesOfItem(atPath: folder.path(path))[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Content/components")).sorted() == ["dot.svg", "dots.md", "slider.md", "stepper.md"])
        #expect(after == before.replacingOccurrences(of: "Collapse the siblings.}\n---\n", with: """
            Collapse the siblings.}
            assessed:
              date: 2026-11-20
              drawn:
                - "stepper style=bullet steps=4 current=2 (controls current)"
              tokens:
                "page/background": "#FFFFFF (dark #12151A)"
                "stepper/color/bg": "#005CE5 (dark #6F9DFF)"
                "stepper/color/bg-completed": "#7AA7EF (dark #4D6FA8)"
                "stepper/color/bg-track": "#D2E5FF (dark #2A3A57)"
            ---

            """))
        let clean = try Self.run(["build", "--format", "json"], in: folder)
        #expect(!clean.standardOutput.contains("assessment.stale"))

        let tokens = folder.path("Content/tokens.json")
        let text = try String(contentsOfFile: tokens, encoding: .utf8)
        #expect(text.contains("\"#D2E5FF\""))
        try text.replacingOccurrences(of: "\"#D2E5FF\"", with: "\"#C0D4F5\"").write(toFile: tokens, atomically: true, encoding: .utf8)
        let stale = try Self.run(["check"], in: folder)
        #expect(stale.standardError.contains("\(path):6:3: warning: the assessment of \(path) on 2026-11-20 is stale: the component was redrawn since (stepper/color/bg-track #D2E5FF (dark #2A3A57) → #C0D4F5 (dark #2A3A57)); review its verdict and scorecard again, then run specimen stamp \(path) [assessment.stale]"))

        let again = try Self.run(["stamp", path, "Content/index.md", "Content/nowhere.md"], in: folder)
        #expect(again.status == 1)
        #expect(again.standardOutput == "Stamped \(path) on 2026-11-20: 1 preview, 4 tokens; it was stale since 2026-11-20 (1 change)\n")
        #expect(again.standardError == """
            error: Content/index.md: has no verdict or scorecard, so there is no assessment to stamp
            error: Content/nowhere.md: is no page of Content; give the path of a component page's Markdown file, such as Content/components/slider.md

            """)
        #expect(!(try Self.run(["check"], in: folder)).standardError.contains("assessment.stale"))
    }
}
