import Foundation
import SiteBuilder
import Testing
import TestSupport

/// The front matter pages written for other generators carry: description, draft, date, lastmod, extra and links,
/// and keys this one does not read, which are warned of and ignored.
@Suite("Front matter from other generators")
struct FrontMatterKeysTests {
    static let template = FixtureSite(#"""
        -- Theme/templates/page.mustache --
        {{<base}}{{$main}}<p class="description">{{page.description}}</p>
        <p class="dates">{{page.date}} {{page.lastmod}}</p>
        <p class="owner">{{page.extra.owner}} {{#page.extra.reviewers}}[{{.}}]{{/page.extra.reviewers}}</p>
        {{#page.hasLinks}}<ul>{{#page.links}}<li><a href="{{url}}">{{label}}</a></li>{{/page.links}}</ul>{{/page.hasLinks}}
        {{/main}}{{/base}}
        """#)

    /// The warning for `categories` on line 8 of Content/components/chip.md, in YAML or TOML.
    static let categoriesWarning = "Content/components/chip.md:8:1: warning: unknown front-matter key 'categories'; allowed: "
        + "title, summary, description, template, weight, status, tags, draft, date, lastmod, aliases, keywords, extra, links, accept, "
        + "family, preview, verdict, health, scorecard, tokens, inventory, migration, changelog, assessed; it is ignored"

    static func build(_ site: FixtureSite, drafts: Bool = false) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(template).merging(site))
        return (SiteBuilder(options: BuildOptions(includeDrafts: drafts), fileSystem: disk.fileSystem).build(), disk)
    }

    static func html(_ disk: InMemoryDisk, _ path: String) -> String? {
        disk.files(below: "public")[path].map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("description, dates, extra and links reach the templates; a key this generator does not read is a warning")
    func keys() throws {
        let (report, disk) = Self.build(FixtureSite("""
            -- Content/components/chip.md --
            ---
            title: Chip
            summary: A compact element.
            description: Chips show a choice, a filter or an entity in a small space.
            draft: false
            date: 2025-10-28
            lastmod: 2025-11-02T09:30:00Z
            categories: [inputs]
            extra:
              owner: Design Systems
              reviewers: [Ana, Bo]
            links:
              figma: https://figma.example/file/chip
              storybook: https://storybook.example/?path=/story/chip
              chat: https://chat.example/chip
            ---
            Body.
            """))
        #expect(report.diagnostics.map(\.description) == [
            Self.categoriesWarning,
        ])
        let html = try #require(Self.html(disk, "components/chip/index.html"))
        #expect(html.contains(#"<p class="description">Chips show a choice, a filter or an entity in a small space.</p>"#))
        #expect(html.contains(#"<p class="dates">2025-10-28 2025-11-02T09:30:00Z</p>"#))
        #expect(html.contains(#"<p class="owner">Design Systems [Ana][Bo]</p>"#))
        #expect(html.contains(#"<li><a href="https://figma.example/file/chip">Figma</a></li><li><a href="https://storybook.example/?path=/story/chip">Storybook</a></li><li><a href="https://chat.example/chip">chat</a></li>"#))
    }

    @Test("without a description the summary stands in")
    func summaryStandsIn() throws {
        let (_, disk) = Self.build(FixtureSite("""
            -- Content/components/chip.md --
            ---
            title: Chip
            summary: A compact element.
            ---
            """))
        #expect(try #require(Self.html(disk, "components/chip/index.html")).contains(#"<p class="description">A compact element.</p>"#))
    }

    @Test("a draft is left out, errors and all, unless drafts are asked for")
    func drafts() throws {
        let site = FixtureSite("""
            -- Content/wip.md --
            ---
            title: Work in progress
            draft: true
            weight: heavy
            ---
            """)
        let (report, disk) = Self.build(site)
        #expect(report.diagnostics == [])
        #expect(Self.html(disk, "wip/index.html") == nil)
        let (withDrafts, _) = Self.build(site, drafts: true)
        #expect(withDrafts.diagnostics.map(\.description) == ["Content/wip.md:4:9: error: 'weight' must be a whole number; found 'heavy'"])
    }

    @Test("values of the wrong shape are errors that say what is allowed")
    func wrongValues() {
        let (report, _) = Self.build(FixtureSite("""
            -- Content/bad.md --
            ---
            title: Bad
            draft: maybe
            date: 2025-02-30
            lastmod: yesterday
            links: [figma]
            ---
            """))
        #expect(report.diagnostics.map(\.description) == [
            "Content/bad.md:3:8: error: 'draft' must be true or false; found 'maybe'",
            "Content/bad.md:4:7: error: 'date' must be \(Self.dateRule); found '2025-02-30'",
            "Content/bad.md:5:10: error: 'lastmod' must be \(Self.dateRule); found 'yesterday'",
            "Content/bad.md:6:8: error: 'links' must be a mapping of names to URLs, such as {figma: https://…, storybook: https://…}; found a list",
        ])
    }

    static let dateRule = "a date such as 2025-10-28 or 2025-10-28T14:30:00Z, in the years 0001 to 9999, with an offset from UTC of at most ±14:00"

    @Test("year 0, offsets past ±14:00 and a link without a name are errors")
    func outOfRange() {
        let (report, _) = Self.build(FixtureSite("""
            -- Content/a.md --
            ---
            title: A
            date: 0000-01-01T00:00:00+99:99
            lastmod: 2025-01-01T00:00:00+14:01
            ---
            -- Content/b.md --
            ---
            title: B
            date: 2025-01-01T00:00:00-14:00
            lastmod: 0001-01-01
            links: {"": https://figma.example/file}
            ---
            """))
        #expect(report.diagnostics.map(\.description) == [
            "Content/a.md:3:7: error: 'date' must be \(Self.dateRule); found '0000-01-01T00:00:00+99:99'",
            "Content/a.md:4:10: error: 'lastmod' must be \(Self.dateRule); found '2025-01-01T00:00:00+14:01'",
            "Content/b.md:5:9: error: a link in 'links' has no name, and would show as a link with no words; allowed: a name such as figma or storybook",
        ])
    }

    @Test("control characters made by YAML's or TOML's escapes are refused as raw ones are, at their text")
    func controlEscapes() {
        let (report, _) = Self.build(FixtureSite(#"""
            -- Content/a.md --
            ---
            title: "a\0b"
            ---
            -- Content/b.md --
            ---
            title: B
            summary: "\e[31mred"
            ---
            -- Content/c.md --
            ---
            title: C
            tags: ["\x9B", fine]
            ---
            -- Content/d.md --
            +++
            title = "a\u0000b"
            +++
            -- Content/e.md --
            +++
            title = 'E \u0000 is text in a literal string'
            summary = """
            many \\e lines \U0000001B"""
            +++
            -- Content/f.md --
            ---
            title: "Tabs\tand\nlines are fine"
            ---
            """#))
        let rule = "written as an escape; allowed: printable text, tabs and line breaks"
        #expect(report.diagnostics.map(\.description) == [
            "Content/a.md:2:8: error: this text holds the control character U+0000, \(rule)",
            "Content/b.md:3:10: error: this text holds the control character U+001B, \(rule)",
            "Content/c.md:3:8: error: this text holds the control character U+009B, \(rule)",
            "Content/d.md:2:11: error: this text holds the control character U+0000, \(rule)",
            "Content/e.md:4:16: error: this text holds the control character U+001B, \(rule)",
        ])
    }

    @Test("each alias gets a page that sends readers to the page, which links to the old address may still use")
    func aliases() throws {
        let (report, disk) = Self.build(FixtureSite("""
            -- Content/components/chip.md --
            ---
            title: Chip
            aliases: [/old/chip/, legacy-chip.html]
            ---
            Body.
            -- Content/guide.md --
            ---
            title: Guide
            ---
            The [chip](../old/chip/) moved.
            """))
        #expect(report.diagnostics == [])
        let folder = try #require(Self.html(disk, "old/chip/index.html"))
        #expect(folder.contains(#"<meta http-equiv="refresh" content="0; url=../../components/chip/">"#))
        #expect(folder.contains(#"<p>This page has moved to <a href="../../components/chip/">Chip</a>.</p>"#))
        #expect(folder.contains(#"<meta name="robots" content="noindex">"#))
        let file = try #require(Self.html(disk, "legacy-chip.html"))
        #expect(file.contains(#"content="0; url=components/chip/""#))
    }

    @Test("an alias where the build writes a page, or that is not a path of the site, is an error at the aliases")
    func aliasErrors() {
        let (report, _) = Self.build(FixtureSite("""
            -- Content/components/chip.md --
            ---
            title: Chip
            aliases: [/components/slider/, ../outside, https://elsewhere.example/]
            ---
            """))
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/chip.md:3:10: error: alias '../outside' is not a path on this site; write the old address from the site's root, such as /old/slider/",
            "Content/components/chip.md:3:10: error: alias '/components/slider/' is where the build already writes 'components/slider/index.html'; choose an address no page has",
            "Content/components/chip.md:3:10: error: alias 'https://elsewhere.example/' is not a path on this site; write the old address from the site's root, such as /old/slider/",
        ])
        let (collision, _) = Self.build(FixtureSite("""
            -- Content/components/chip.md --
            ---
            title: Chip
            aliases: [/components/slider/]
            ---
            """))
        #expect(collision.diagnostics.map(\.description) == [
            "Content/components/chip.md:3:10: error: alias '/components/slider/' is where the build already writes 'components/slider/index.html'; choose an address no page has",
        ])
    }

    @Test("TOML front matter between +++ lines reads as YAML does; a problem is at its key's line")
    func toml() throws {
        let (report, disk) = Self.build(FixtureSite("""
            -- Content/components/chip.md --
            +++
            title = "Chip"
            description = "Chips show a choice in a small space."
            date = 2025-10-28
            lastmod = 2025-11-02T09:30:00Z
            weight = 3
            tags = ["inputs", "compact"]
            categories = ["inputs"]

            [extra]
            owner = "Design Systems"

            [links]
            figma = "https://figma.example/file/chip"
            +++
            Body.
            """))
        #expect(report.diagnostics.map(\.description) == [
            Self.categoriesWarning,
        ])
        let html = try #require(Self.html(disk, "components/chip/index.html"))
        #expect(html.contains("<title>Chip · Fixture System</title>"))
        #expect(html.contains(#"<p class="description">Chips show a choice in a small space.</p>"#))
        #expect(html.contains(#"<p class="dates">2025-10-28 2025-11-02T09:30:00Z</p>"#))
        #expect(html.contains(#"<p class="owner">Design Systems </p>"#))
        #expect(html.contains(#"<a href="https://figma.example/file/chip">Figma</a>"#))

        let (wrong, _) = Self.build(FixtureSite("""
            -- Content/a.md --
            +++
            title = "A"
            weight = "heavy"
            +++
            -- Content/b.md --
            +++
            title = "B
            +++
            -- Content/c.md --
            +++
            title = "C"
            """))
        #expect(wrong.diagnostics.map(\.description) == [
            "Content/a.md:3:1: error: 'weight' must be a whole number; found 'heavy'",
            "Content/b.md:2:11: error: invalid TOML: Error while parsing string: unescaped control characters other than TAB (U+0009) are explicitly prohibited",
            "Content/c.md:1:1: error: front matter opened with '+++' on line 1 is never closed; end it with a line of three pluses '+++'",
        ])
    }
}
