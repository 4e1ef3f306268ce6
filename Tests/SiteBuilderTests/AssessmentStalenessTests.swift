import Foundation
@testable import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// A component page's assessed: against what the page draws today: current, stale with what changed, or not
/// stamped; on the page, the dashboard and in the build's warnings.
@Suite("Assessments that go stale")
struct AssessmentStalenessTests {
    static let page = """
        -- Content/site.yml --
        title: Stamps
        criteria:
          - {id: C1, name: Layers}
        -- Content/tokens.json --
        {"brand": {"$type": "color", "blue": {"$value": "#005CE5"}, "pale": {"$value": "#D2E5FF"}},
         "stepper": {"color": {"$type": "color", "bg": {"$value": "{brand.blue}"}, "bg-track": {"$value": "{brand.pale}"}}}}
        -- Content/components/dots.md --
        ---
        title: Dots
        verdict: {status: refine, summary: Collapse the siblings.}
        scorecard:
          - {criterion: C1, status: ready}
        tokens:
          - {role: Current dot, token: stepper/color/bg}
        ASSESSED---
        Inline: `preview: stepper style=bullet steps=3 current=1`

        ```preview controls=current
        stepper style=bullet steps=4 current=2
        ```
        """

    static func build(_ text: String) throws -> (BuildReport, InMemoryDisk, ReviewedSite) {
        let site = try TokensPageLayoutTests.theme().merging(FixtureSite(text))
        let disk = InMemoryDisk(site)
        var options = BuildOptions()
        options.today = CalendarDay("2026-11-27")!
        let builder = SiteBuilder(options: options, fileSystem: disk.fileSystem)
        return (builder.build(), disk, builder.review())
    }

    static func html(_ disk: InMemoryDisk, _ path: String) throws -> String {
        String(decoding: try #require(disk.files(below: "public")[path]), as: UTF8.self)
    }

    /// The fixture stamped on `day` with what it draws before any edit.
    static func stamped(on day: String = "2026-11-20") throws -> String {
        let (_, _, reviewed) = try build(page.replacingOccurrences(of: "ASSESSED", with: ""))
        let fingerprint = try #require(reviewed.site.pages.first { $0.page.sourcePath == "components/dots.md" }?.page.assessment)
        let lines = fingerprint.frontMatterLines(assessedOn: CalendarDay(day)!)
        return page.replacingOccurrences(of: "ASSESSED", with: lines.joined(separator: "\n") + "\n")
    }

    // The drawings paint with the page's background, which these tokens lack and no default gives, and with the
    // completed tint, which the built-in defaults give: both are in the fingerprint as the previews see them.
    @Test("the fingerprint is each preview in one line and the value of each token painted or named")
    func fingerprint() throws {
        let text = try Self.stamped()
        #expect(text.contains("""
            assessed:
              date: 2026-11-20
              drawn:
                - "stepper style=bullet steps=3 current=1"
                - "stepper style=bullet steps=4 current=2 (controls current)"
              tokens:
                "page/background": "undefined"
                "stepper/color/bg": "#005CE5"
                "stepper/color/bg-completed": "#7AA7EF"
                "stepper/color/bg-track": "#D2E5FF"
            ---
            """))
        let (report, disk, _) = try Self.build(text)
        #expect(report.diagnostics.filter { $0.code == .assessmentStale }.isEmpty)
        #expect(try Self.html(disk, "components/dots/index.html").contains(
            "<div class=\"assessment assessment--current\"><dt>Assessed</dt><dd>2026-11-20, and nothing it looked at was redrawn since</dd></div>"))
        #expect(try Self.html(disk, "dashboard/index.html").contains("<span class=\"assessment assessment--current\">Assessed 2026-11-20</span>"))
    }

    @Test("a token's new value or an edited fence makes it stale: on the page, on the dashboard, and warned of once")
    func stale() throws {
        let edited = try Self.stamped()
            .replacingOccurrences(of: "\"#D2E5FF\"}}", with: "\"#C0D4F5\"}}")
            .replacingOccurrences(of: "stepper style=bullet steps=4 current=2\n", with: "stepper style=bullet steps=5 current=2\n")
        let (report, disk, _) = try Self.build(edited)
        let stale = report.diagnostics.filter { $0.code == .assessmentStale }
        #expect(stale.map(\.formatted) == [
            "Content/components/dots.md:9:3: warning: the assessment of Content/components/dots.md on 2026-11-20 is stale: "
                + "the component was redrawn since (drawn since: stepper style=bullet steps=5 current=2 (controls current); "
                + "no longer drawn: stepper style=bullet steps=4 current=2 (controls current); "
                + "stepper/color/bg-track #D2E5FF → #C0D4F5); review its verdict and scorecard again, then run specimen stamp "
                + "Content/components/dots.md [assessment.stale]",
        ])
        let page = try Self.html(disk, "components/dots/index.html")
        #expect(page.contains("<div class=\"assessment assessment--stale\"><dt>Assessed</dt><dd><strong>Stale:</strong> "
            + "redrawn since the assessment on 2026-11-20<ul class=\"summary-list\">"
            + "<li>drawn since: stepper style=bullet steps=5 current=2 (controls current)</li>"
            + "<li>no longer drawn: stepper style=bullet steps=4 current=2 (controls current)</li>"
            + "<li>stepper/color/bg-track #D2E5FF → #C0D4F5</li></ul></dd></div>"))
        #expect(try Self.html(disk, "dashboard/index.html").contains(
            "<span class=\"assessment assessment--stale\"><strong>Stale</strong> since 2026-11-20</span>"))
    }

    @Test("a page without assessed: is not stamped, and not warned of; a malformed one is an error at its place")
    func notStamped() throws {
        let (report, disk, _) = try Self.build(Self.page.replacingOccurrences(of: "ASSESSED", with: ""))
        #expect(report.diagnostics.filter { $0.code == .assessmentStale }.isEmpty)
        #expect(try Self.html(disk, "components/dots/index.html").contains("<div class=\"assessment assessment--not-stamped\"><dt>Assessed</dt><dd>Not stamped"))
        #expect(try Self.html(disk, "dashboard/index.html").contains("<span class=\"assessment assessment--not-stamped\">Not stamped</span>"))

        let (wrong, _, _) = try Self.build(Self.page.replacingOccurrences(of: "ASSESSED", with: "assessed: {date: 2026-02-30}\n"))
        #expect(wrong.diagnostics.filter { $0.code == .configValue }.map(\.formatted) == [
            "Content/components/dots.md:8:18: error: assessed date '2026-02-30' is not a day; write it as YYYY-MM-DD, or run specimen stamp [config.value]",
        ])
    }
}
