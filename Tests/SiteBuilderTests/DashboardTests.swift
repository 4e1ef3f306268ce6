import Foundation
import SiteBuilder
import Testing
import TestSupport

/// The dashboard against the component pages, each read from the built HTML on its own.
@Suite("Dashboard")
struct DashboardTests {
    static let site = FixtureSite(#"""
        -- Content/site.yml --
        title: Dash
        criteria:
          - {id: C1, name: One}
          - {id: C2, name: Two}
          - {id: C3, name: Three}
        -- Content/components/a.md --
        ---
        title: Alpha
        verdict: {status: restructure, summary: Rebuild.}
        scorecard:
          - {criterion: C1, status: requires-rework}
          - {criterion: C2, status: ready}
          - {criterion: C3, status: requires-rework}
        ---
        -- Content/components/b.md --
        ---
        title: Beta
        verdict: {status: refine, summary: Tidy.}
        scorecard:
          - {criterion: C1, status: needs-refinement}
          - {criterion: C3, status: not-mapped}
        ---
        -- Content/components/c.md --
        ---
        title: Gamma
        verdict: {status: ready, summary: Ship.}
        scorecard:
          - {criterion: C1, status: ready}
          - {criterion: C2, status: not-applicable}
          - {criterion: C3, status: requires-rework}
        ---
        -- Content/guide.md --
        # A page without facts
        """#)

    /// A component page with facts (a family) but no verdict or scorecard.
    static let unassessed = FixtureSite(#"""
        -- Content/components/d.md --
        ---
        title: Delta
        family: stepper
        ---
        Facts, but no assessment.
        """#)

    /// Builds the fixture written in `folder` with the real theme.
    static func build(in folder: TemporaryFolder) -> BuildReport {
        SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(SourceTree.packageRoot().appendingPathComponent("Theme").path),
            outputPath: folder.path("public")
        )).build()
    }

    /// The status of each scorecard row on a component page, read from its HTML.
    static func rowStatuses(_ html: String) -> [String: String] {
        var result: [String: String] = [:]
        for row in html.components(separatedBy: "<tr id=\"c").dropFirst() {
            let id = "C" + row.prefix { $0.isNumber }
            guard let range = row.range(of: "badge badge--") else { continue }
            result[id] = String(row[range.upperBound...].prefix { $0 != "\"" })
        }
        return result
    }

    /// `data-count-status="x" data-count="n"` pairs inside `html`.
    static func counts(_ html: Substring) -> [String: Int] {
        var result: [String: Int] = [:]
        for part in html.components(separatedBy: "data-count-status=\"").dropFirst() {
            let status = String(part.prefix { $0 != "\"" })
            guard let range = part.range(of: "data-count=\"") else { continue }
            result[status] = Int(part[range.upperBound...].prefix { $0.isNumber })
        }
        return result
    }

    @Test("the dashboard's counts equal the statuses on the component pages, and every cell links to its row")
    func countsMatchPages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.site.merging(Self.unassessed).write(to: folder.url)
        let report = Self.build(in: folder)
        #expect(report.diagnostics == [])

        let read = { (path: String) in (try? String(contentsOfFile: folder.path("public/" + path), encoding: .utf8)) ?? "" }
        var fromPages: [String: [String: String]] = [:]
        for component in ["a", "b", "c"] {
            fromPages[component] = Self.rowStatuses(read("components/\(component)/index.html"))
        }
        #expect(fromPages["b"] == ["C1": "needs-refinement", "C2": "not-assessed", "C3": "not-mapped"])

        let dashboard = read("dashboard/index.html")
        var expectedTotals: [String: Int] = [:]
        for statuses in fromPages.values {
            for status in statuses.values { expectedTotals[status, default: 0] += 1 }
        }
        let totalsSection = try #require(dashboard.range(of: #"<ul class="counts">"#)).upperBound
        let totals = Self.counts(dashboard[totalsSection...].split(separator: "</ul>")[0])
        #expect(totals.filter { $0.value > 0 } == expectedTotals)
        #expect(totals.values.reduce(0, +) == 9)

        for criterion in ["C1", "C2", "C3"] {
            let row = try #require(dashboard.components(separatedBy: "<tr data-criterion=\"\(criterion)\">").dropFirst().first)
            var expected: [String: Int] = [:]
            for statuses in fromPages.values { expected[statuses[criterion]!, default: 0] += 1 }
            #expect(Self.counts(row.split(separator: "</tr>")[0]) == expected, "\(criterion)")
        }
        #expect(dashboard.contains("Requires rework: 3 of 3") == false)
        #expect(dashboard.contains("Requires rework: 2 of 3"), "C3 needs rework in two of three components")

        for component in ["a", "b", "c"] {
            for criterion in ["c1", "c2", "c3"] {
                #expect(dashboard.contains(#"href="../components/\#(component)/#\#(criterion)""#))
                #expect(read("components/\(component)/index.html").contains(#"<tr id="\#(criterion)">"#))
            }
        }
        let matrix = try #require(dashboard.components(separatedBy: #"<table class="matrix">"#).dropFirst().first)
            .components(separatedBy: "</table>")[0]
        #expect(matrix.components(separatedBy: "<th scope=\"row\">").count - 1 == 3)
        #expect(!matrix.contains("A page without facts"), "only component pages are rows")
        #expect(!matrix.contains("Delta"), "a component without a verdict or scorecard is not assessed, so not a row")
    }

    @Test("the chart draws a bar per criterion, a segment per status present, as wide as its share, with its count")
    func chart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.site.write(to: folder.url)
        #expect(Self.build(in: folder).succeeded)
        let html = try String(contentsOfFile: folder.path("public/dashboard/index.html"), encoding: .utf8)
        let svg = try #require(html.firstMatch(of: #/<svg class="status-chart".*?</svg>/#.dotMatchesNewlines())).output
        #expect(svg.contains("<title>Statuses per criterion across 3 assessed components</title>"))
        // C1: rework, refinement, ready, one component each: three segments of 160 px, one after another.
        let rows = Dictionary(uniqueKeysWithValues: svg.components(separatedBy: #"<g data-criterion=""#).dropFirst().map { ($0.prefix(2), $0) })
        #expect(rows.count == 3)
        let c1 = try #require(rows["C1"])
        let segments = c1.matches(of: #/<rect class="chart-segment" height="28" width="([\d.]+)" x="([\d.]+)"/#)
            .map { "\($0.output.2)+\($0.output.1)" }
        #expect(segments == ["56+160", "216+160", "376+160"])
        #expect(c1.contains("<title>C1 One: Ready, 1 of 3</title>"))
        // C3: rework twice and not mapped once: 320 px and 160 px, the counts written in them.
        let c3 = try #require(rows["C3"])
        #expect(c3.contains("✕ 2") && c3.contains("○ 1"))
        #expect(c3.contains(#"width="320""#))
    }

    @Test("components with facts but no assessment get no dashboard, rather than an empty one")
    func noAssessmentNoDashboard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.unassessed.write(to: folder.url)
        let report = Self.build(in: folder)
        #expect(report.diagnostics == [])
        #expect(folder.snapshot("public")["components/d/index.html"] != nil)
        #expect(folder.snapshot("public")["dashboard/index.html"] == nil)
    }
}
