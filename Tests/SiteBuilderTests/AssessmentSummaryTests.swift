import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// What a component page opens with: its verdict, the criteria it fails or must refine, the contrast pairs its
/// previews draw that fall short (and only those), links to its scorecard and sticker sheet, and every assessment
/// section in "On this page"; and the build's warning for each colour pair that falls short.
@Suite("Assessment summary")
struct AssessmentSummaryTests {
    static let site = FixtureSite(#"""
        -- Content/site.yml --
        title: Summary
        criteria:
          - {id: C1, name: Layers}
          - {id: C2, name: Naming}
          - {id: C3, name: Tokens}
        -- Content/components/dots.md --
        ---
        title: Dots
        verdict: {status: restructure, summary: Rebuild the dots.}
        health:
          reusable: {status: partial, note: Three siblings.}
          self-contained: {status: warn, note: Raster dots.}
          consistent: {status: fail, note: Three APIs.}
          composable: {status: partial, note: Fixed steps.}
        scorecard:
          - {criterion: C1, status: requires-rework}
          - {criterion: C2, status: needs-refinement}
          - {criterion: C3, status: ready}
        tokens:
          - {role: Current dot, token: stepper/color/bg}
        ---
        ## Live preview

        ```preview controls=current,state
        stepper style=bullet steps=4 current=2
        ```
        -- Content/components/ring.md --
        ---
        title: Ring
        family: stepper
        ---
        A still circular stepper: its own pairs, not the bullet's, and no focus ring.

        ```preview
        stepper style=circular steps=3 current=1
        ```
        -- Content/components/plain.md --
        ---
        title: Plain
        family: stepper
        ---
        Nothing drawn, nothing assessed: no summary at all.
        """#)

    /// Builds the fixture with the real tokens.json, whose track (#D2E5FF, 1.28:1 on white) and completed tint
    /// (#7AA7EF, 2.44:1) fall short while the current dot and the focus ring (#005CE5, 5.73:1) pass, and the real
    /// theme.
    static func build(in folder: TemporaryFolder, strict: Bool = false) throws -> BuildReport {
        try Self.site.merging(PreviewFenceTests.tokens).write(to: folder.url)
        return SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(SourceTree.packageRoot().appendingPathComponent("Theme").path),
            outputPath: folder.path("public"),
            strict: strict
        )).build()
    }

    static func section(_ html: String, from start: String, to end: String) throws -> Substring {
        let from = try #require(html.range(of: start), "\(start) is on the page")
        let to = try #require(html.range(of: end, range: from.upperBound..<html.endIndex))
        return html[from.lowerBound..<to.upperBound]
    }

    @Test("the verdict opens with failing and refining criteria, the failing pairs its previews draw, and links")
    func summary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(in: folder)
        #expect(report.succeeded)
        let html = try String(contentsOfFile: folder.path("public/components/dots/index.html"), encoding: .utf8)
        let summary = try Self.section(html, from: "<section class=\"verdict verdict--restructure\"", to: "</section>")
        #expect(summary.contains(#"<h2 id="verdict">Verdict</h2>"#))
        // In view: the status, the counts and the failing criteria as links; the rest one click away.
        #expect(summary.contains(#"<span class="verdict-counts">1 failing criterion · 1 to refine · 2 of 4 contrast pairs fail</span>"#))
        #expect(summary.contains(##"<p class="verdict-failing"><span class="verdict-failing-label">Failing</span> <a href="#c1">C1 · Layers</a> </p>"##))
        let details = try Self.section(String(summary), from: #"<details class="verdict-details">"#, to: "</details>")
        #expect(details.hasPrefix(#"<details class="verdict-details">"# + "\n<summary>The verdict in full</summary>\n"))
        #expect(details.contains(#"<p class="verdict-summary"><strong>Restructure:</strong> Rebuild the dots.</p>"#) && details.contains("Bullet upcoming dot"))
        #expect(summary.contains(##"<dt>Failing criteria</dt><dd><ul class="summary-list"><li><a href="#c1">C1 · Layers</a></li></ul></dd>"##))
        #expect(summary.contains(##"<dt>Needs refinement</dt><dd><ul class="summary-list"><li><a href="#c2">C2 · Naming</a></li></ul></dd>"##))
        // The bullet's track fails in both modes; its current dot (5.73:1) and the focus ring its state control
        // reaches pass, and the circular style's pairs are not the bullet's.
        #expect(summary.contains("Bullet upcoming dot on the page: default 1.28:1, dark 1.60:1, below the 3:1 a graphic needs (<code>stepper/color/bg-track</code> on <code>page/background</code>, <a href=\"../../tokens/#token-stepper-color-bg-track\">on the tokens page</a>)"))
        #expect(summary.contains("Bullet completed dot (tint) on the page: default 2.44:1, below the 3:1 a graphic needs"))
        #expect(summary.components(separatedBy: "badge--fail").count - 1 == 2)
        #expect(!summary.contains("Circular") && !summary.contains("Focus ring"))
        #expect(summary.contains(##"<li><a href="#scorecard">Criteria scorecard</a></li>"##))
        #expect(summary.contains(#"<li><a href="../../components/dots/sticker-sheet/">Sticker sheet: 16 states</a></li>"#))

        // A still preview of another style: that style's pairs only, with the focus ring left out.
        let ring = try String(contentsOfFile: folder.path("public/components/ring/index.html"), encoding: .utf8)
        let ringSummary = try Self.section(ring, from: #"<h2 id="assessment-summary">Assessment summary</h2>"#, to: "</section>")
        #expect(ringSummary.contains("Circular track ring on the page: default 1.28:1, dark 1.60:1"))
        #expect(ringSummary.contains(#"<span class="verdict-counts">1 of 3 contrast pairs fails</span>"#))
        #expect(!ringSummary.contains("Bullet") && !ringSummary.contains("Failing criteria") && !ringSummary.contains("sticker-sheet"))

        let plain = try String(contentsOfFile: folder.path("public/components/plain/index.html"), encoding: .utf8)
        #expect(!plain.contains("summary-facts") && !plain.contains("Assessment summary"))
    }

    @Test("every assessment section is in On this page, where it stands on the page")
    func tableOfContents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(in: folder)
        let html = try String(contentsOfFile: folder.path("public/components/dots/index.html"), encoding: .utf8)
        let toc = try Self.section(html, from: #"<nav class="toc""#, to: "</nav>")
        let targets = toc.components(separatedBy: "<a href=\"#").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(targets == ["verdict", "ds-health", "live-preview", "scorecard", "tokens"])
        // Each target is on the page, in that order.
        let places = try targets.map { try #require(html.range(of: "id=\"\($0)\"")?.lowerBound, "#\($0) is on the page") }
        #expect(places == places.sorted())
    }

    @Test("a colour pair a page draws that falls short is one warning at its foreground token, naming its drawings")
    func warnings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(in: folder)
        let tokens = folder.path("Content/tokens.json"), dots = folder.path("Content/components/dots.md")
        #expect(report.diagnostics.map(\.description) == [
            "\(tokens):64:31: warning: stepper/color/bg-track on page/background is default 1.28:1, dark 1.60:1, below the 3:1 a graphic needs (WCAG 1.4.11), in 'Bullet upcoming dot on the page', 'Circular track ring on the page' on \(dots) and 1 other page; change either colour until the pair passes",
            "\(tokens):65:35: warning: stepper/color/bg-completed on page/background is default 2.44:1, below the 3:1 a graphic needs (WCAG 1.4.11), in 'Bullet completed dot (tint) on the page' on \(dots); change either colour until the pair passes",
        ])

        // With --strict a warning is an error: nothing is written.
        let strict = try TemporaryFolder()
        defer { strict.remove() }
        let failed = try Self.build(in: strict, strict: true)
        #expect(!failed.succeeded)
        #expect(!FileManager.default.fileExists(atPath: strict.path("public")))
    }

    @Test("with the built-in tokens, which no file of the site holds, the warning is at the first page that draws the pair")
    func builtInTokens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FixtureSite(#"""
            -- Content/site.yml --
            title: No tokens
            -- Content/a.md --
            # A

            ```preview
            slider value=40
            ```
            -- Content/b.md --
            # B

            `preview: slider value=60`
            """#).write(to: folder.url)
        let report = SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(SourceTree.packageRoot().appendingPathComponent("Theme").path),
            outputPath: folder.path("public")
        )).build()
        #expect(report.diagnostics.map(\.description) == [
            "\(folder.path("Content/a.md")):1:1: warning: slider/color/knob/bg on slider/color/track/bg is default 1.28:1, below the 3:1 a graphic needs (WCAG 1.4.11), in 'Slider knob on the track' on \(folder.path("Content/a.md")) and 1 other page; change either colour until the pair passes",
        ])
    }
}
