import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// Codes on every diagnostic, the levels site.yml sets for them, and the findings site.yml and pages accept.
@Suite("Known findings")
struct KnownFindingsTests {
    static func build(_ site: FixtureSite, today: String = "2026-11-27", strict: Bool = false) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(PreviewFenceTests.tokens).merging(LinkCheckTests.stepper)
            .merging(review).merging(site))
        var options = BuildOptions(strict: strict)
        options.today = CalendarDay(today)!
        return (SiteBuilder(options: options, fileSystem: disk.fileSystem).build(), disk)
    }

    /// A page with one finding of each of five codes; the stepper beside it draws pairs that fall short.
    static let review = FixtureSite(#"""
        -- Content/guides/review.md --
        ---
        title: Review
        layout: wide
        ---
        See [the slidr](../../components/slidr/) and [keyboard](../../components/slider/#keybord).

        Active #005CE5 on white = 5.3:1.
        """#)

    static func settings(_ yaml: String) -> FixtureSite {
        FixtureSite(files: ["Content/site.yml": "title: Fixture System\nlanguage: en\n" + yaml])
    }

    /// `code path:line subject` for each diagnostic, to compare in one line each.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity) \($0.code) \($0.location)" + ($0.subject.map { " " + $0 } ?? "") }
    }

    @Test("each finding carries the code of what it is, and what it is about")
    func codes() {
        let (report, _) = Self.build(FixtureSite(files: [:]))
        #expect(Self.summary(report.diagnostics) == Self.findings)
        #expect(report.diagnostics.allSatisfy { $0.code.isFinding })
        #expect(report.accepted.isEmpty)
    }

    static let findings = [
        "warning front-matter.unknown-key Content/guides/review.md:3:1 layout",
        "error link.broken Content/guides/review.md:5:5 ../../components/slidr/",
        "error link.anchor Content/guides/review.md:5:46 ../../components/slider/#keybord",
        "warning claim.ratio Content/guides/review.md:7:8",
        "warning contrast.graphic Content/tokens.json:64:31 stepper/color/bg-track on page/background",
    ]

    @Test("an acceptance takes exactly its finding: the same code and subject, or the same code on its page")
    func acceptanceTakesItsFinding() {
        let (report, _) = Self.build(Self.settings("""
            accept:
              - {code: link.broken, subject: ../../components/slidr/, reason: The page is renamed next sprint.}
              # The same subject under another code takes nothing.
              - {code: link.anchor, subject: ../../components/slidr/, reason: Wrong code.}
              - code: contrast.graphic
                subject: stepper/color/bg-track on page/background
                reason: Dots rely on position and count.
              - {code: claim.ratio, page: guides/review.md, reason: "The seed's own figure, kept as written."}
            """))
        #expect(Self.summary(report.accepted) == [
            "error link.broken Content/guides/review.md:5:5 ../../components/slidr/",
            "warning claim.ratio Content/guides/review.md:7:8",
            "warning contrast.graphic Content/tokens.json:64:31 stepper/color/bg-track on page/background",
        ])
        #expect(Self.summary(report.diagnostics) == [
            "warning front-matter.unknown-key Content/guides/review.md:3:1 layout",
            "error link.anchor Content/guides/review.md:5:46 ../../components/slider/#keybord",
            "warning finding.stale-acceptance Content/site.yml:6:5 link.anchor '../../components/slidr/'",
        ])
        #expect(report.diagnostics.last?.message == "the acceptance of link.anchor '../../components/slidr/' matches no finding of this build; remove it, so that the known findings stay true")
    }

    @Test("a page accepts findings on itself in its front matter, and a subject wherever it is reported")
    func pageAcceptances() {
        let (report, _) = Self.build(FixtureSite(#"""
            -- Content/guides/review.md --
            ---
            title: Review
            layout: wide
            accept:
              - {code: link.broken, reason: "Links to the old site's pages, which move over next."}
              - {code: link.anchor, reason: Same.}
              - {code: front-matter.unknown-key, reason: "The GOV.UK layout key, kept for the old site."}
              - {code: contrast.graphic, subject: stepper/color/bg-track on page/background, reason: Position and count.}
            ---
            See [the slidr](../../components/slidr/) and [keyboard](../../components/slider/#keybord).

            Active #005CE5 on white = 5.3:1.
            """#))
        #expect(Self.summary(report.diagnostics) == ["warning claim.ratio Content/guides/review.md:12:8"])
        #expect(report.accepted.count == 4)
        #expect(report.succeeded)
    }

    @Test("an acceptance past its expiry no longer accepts, and says so; one that matches nothing says so")
    func expiredAndStale() {
        let accept = Self.settings("""
            accept:
              - {code: link.broken, subject: ../../components/slidr/, reason: Renamed soon., expires: 2026-11-30}
              - {code: link.anchor, subject: ../../components/slider/#keybord, reason: Fixed soon., expires: 2026-10-31}
              - {code: link.broken, subject: ../../gone/, reason: Was broken once.}
            """)
        let (report, _) = Self.build(accept, today: "2026-11-27")
        #expect(Self.summary(report.accepted) == ["error link.broken Content/guides/review.md:5:5 ../../components/slidr/"])
        #expect(Self.summary(report.diagnostics).filter { $0.contains("acceptance") || $0.contains("link.") } == [
            "error link.anchor Content/guides/review.md:5:46 ../../components/slider/#keybord",
            "warning finding.expired-acceptance Content/site.yml:5:5 link.anchor '../../components/slider/#keybord'",
            "warning finding.stale-acceptance Content/site.yml:6:5 link.broken '../../gone/'",
        ])
        #expect(report.diagnostics.first { $0.code == .expiredAcceptance }?.message
            == "the acceptance of link.anchor '../../components/slider/#keybord' expired on 2026-10-31, so it is reported again; fix the finding, or renew the acceptance with a later expires and a reason that still holds")
        // The day after its expiry, the first one stops accepting too.
        let (later, _) = Self.build(accept, today: "2026-12-01")
        #expect(later.accepted.isEmpty)
        #expect(later.diagnostics.count { $0.code == .expiredAcceptance } == 2)
    }

    @Test("site.yml sets a finding's level: error, warning or off; a code that is no finding keeps its own")
    func levels() {
        let (report, _) = Self.build(Self.settings("""
            diagnostics:
              link.broken: warning
              link.anchor: off
              front-matter.unknown-key: off
            """))
        #expect(Self.summary(report.diagnostics) == [
            "warning link.broken Content/guides/review.md:5:5 ../../components/slidr/",
            "warning claim.ratio Content/guides/review.md:7:8",
            "warning contrast.graphic Content/tokens.json:64:31 stepper/color/bg-track on page/background",
        ])
        #expect(report.succeeded)
        // A warning made an error fails the build where it is found: the links are not checked then.
        let (promoted, _) = Self.build(Self.settings("diagnostics: {claim.ratio: error}\n"))
        #expect(Self.summary(promoted.diagnostics) == [
            "warning front-matter.unknown-key Content/guides/review.md:3:1 layout",
            "error claim.ratio Content/guides/review.md:7:8",
            "warning contrast.graphic Content/tokens.json:64:31 stepper/color/bg-track on page/background",
        ])
        let (wrong, _) = Self.build(Self.settings("""
            diagnostics:
              yaml.syntax: off
              link.brokn: warning
              link.anchor: loud
            accept:
              - {code: contrast.grafic, subject: a on b, reason: x}
              - {code: output.path, page: index.md, reason: x}
              - {code: link.broken, reason: Everything.}
              - {code: link.broken, subject: x, reason: x, expires: 2026-02-30}
              - {code: link.broken, subject: x, reason: x, issue: "javascript:alert(1)"}
            """))
        #expect(wrong.diagnostics.filter { $0.location.path == "Content/site.yml" }.map(\.formatted) == [
            "Content/site.yml:4:3: error: the level of 'yaml.syntax' cannot be set: it says Specimen could not read or write the site, and is always an error [config.value]",
            "Content/site.yml:5:3: error: unknown code 'link.brokn'; did you mean 'link.broken'? specimen explain lists every code [config.value]",
            "Content/site.yml:6:16: error: the level of 'link.anchor' is not one; allowed: error, warning, off [config.value]",
            "Content/site.yml:8:12: error: unknown code 'contrast.grafic'; did you mean 'contrast.graphic'? specimen explain lists every code [config.value]",
            "Content/site.yml:9:12: error: 'output.path' cannot be accepted: it says Specimen could not read or write the site; fix it instead [config.value]",
            "Content/site.yml:10:5: error: an acceptance in site.yml names a subject or a page, so that it accepts one finding, not every 'link.broken'; to silence the code, set its level: diagnostics: {link.broken: off} [config.value]",
            "Content/site.yml:11:57: error: expires '2026-02-30' is not a day; write it as YYYY-MM-DD, such as 2027-06-30 [config.value]",
            "Content/site.yml:12:55: error: issue 'javascript:alert(1)' is not a web address; write the issue's URL, such as https://github.com/org/repo/issues/12 [config.value]",
        ])
    }

    @Test("with every finding accepted, --strict passes and the report counts them")
    func strictWithAcceptances() {
        let all = Self.settings("""
            accept:
              - {code: link.broken, page: guides/review.md, reason: a}
              - {code: link.anchor, page: guides/review.md, reason: b}
              - {code: front-matter.unknown-key, subject: layout, reason: c}
              - {code: claim.ratio, page: guides/review.md, reason: d}
              - {code: contrast.graphic, subject: stepper/color/bg-track on page/background, reason: e}
            """)
        let (strict, _) = Self.build(all, strict: true)
        #expect(strict.diagnostics.isEmpty)
        #expect(strict.accepted.count == 5)
        #expect(strict.succeeded)
        #expect(strict.wroteOutput)
        let (without, _) = Self.build(FixtureSite(files: [:]), strict: true)
        #expect(!without.succeeded)
    }

    @Test("a failing pair the site accepts is shown failing and known, with the reason and the issue, on its page and the tokens page")
    func knownOnPages() throws {
        let assessed = FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            verdict: {status: refine, summary: Collapse the siblings into one.}
            ---
            ```preview controls=steps,current
            stepper style=circular steps=4 current=2
            ```
            """)
        let (report, disk) = Self.build(try TokensPageLayoutTests.theme().merging(assessed).merging(Self.settings("""
            accept:
              - code: contrast.graphic
                subject: stepper/color/bg-track on page/background
                reason: Dots rely on <position> & count.
                issue: https://example.com/issues/12
                expires: 2027-06-30
              - {code: link.broken, page: guides/review.md, reason: a}
              - {code: link.anchor, page: guides/review.md, reason: b}
            """)))
        #expect(report.succeeded)
        let known = #"<span class="known-finding"><strong>Known:</strong> Dots rely on &lt;position&gt; &amp; count. "#
            + #"<a href="https://example.com/issues/12">Tracked</a> (accepted until 2027-06-30)</span>"#
        let site = disk.files(below: "public")
        let stepper = String(decoding: try #require(site["components/stepper/index.html"]), as: UTF8.self)
        let failure = try #require(stepper.components(separatedBy: "Circular track ring on the page:").dropFirst().first)
            .components(separatedBy: "</li>")[0]
        #expect(failure.contains("badge--fail") || stepper.contains("badge--fail"))
        #expect(failure.hasSuffix(known))
        let tokens = String(decoding: try #require(site["tokens/index.html"]), as: UTF8.self)
        let row = try #require(tokens.components(separatedBy: "<th scope=\"row\">Circular track ring on the page").dropFirst().first)
            .components(separatedBy: "</tr>")[0]
        #expect(row.hasPrefix(known + "</th>"))
        #expect(row.contains("badge--fail"))
        // Every row that draws the accepted pair is marked, and no other: the acceptance is of the colours.
        let rows = tokens.components(separatedBy: "<tr>").filter { $0.contains("<th scope=\"row\">") }
        let marked = rows.filter { $0.contains("known-finding") }
        #expect(marked.count >= 1)
        #expect(marked.allSatisfy { $0.contains("<code>stepper/<wbr>color/<wbr>bg-<wbr>track</code>") && $0.contains("<code>page/<wbr>background</code>") })
        #expect(rows.filter { $0.contains("<code>stepper/<wbr>color/<wbr>bg-<wbr>track</code>") && $0.contains("<code>page/<wbr>background</code>") }.count == marked.count)
        #expect(rows.contains { $0.contains("badge--fail") && !$0.contains("known-finding") })
    }
}
