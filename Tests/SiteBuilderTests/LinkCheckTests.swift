import Foundation
import SiteBuilder
import Testing
import TestSupport

/// The check stage: links, images, anchors, preview-state links and ids of the built site, reported at the
/// Markdown source's line and column.
@Suite("Link check")
struct LinkCheckTests {
    static func build(_ site: FixtureSite) -> BuildReport {
        let disk = InMemoryDisk(Fixtures.validSite.merging(PreviewFenceTests.tokens).merging(site))
        return SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
    }

    static let stepper = FixtureSite("""
        -- Content/components/stepper.md --
        ---
        title: Stepper
        ---
        ## Sizes

        ```preview controls=steps,current
        stepper style=circular steps=4 current=2
        ```
        """)

    @Test("links that lead somewhere pass: pages, folders without their slash, headings, states, files, assets, elsewhere")
    func validLinks() {
        let report = Self.build(Self.stepper.merging(FixtureSite(#"""
            -- Content/guides/links.md --
            # Links

            [page](../../components/slider/) [heading](../../components/slider/#keyboard) [no slash](../../components/slider)
            [same page](#links) [top](#top) [state](../../components/stepper/#stepper-circular=steps:7,current:3)
            [one control](../../components/stepper/#stepper-circular=current:4) [file](../../components/dot.svg)
            ![image](../../components/dot.svg) [css](../../assets/site.css) [home](../../) [query](../../?q=1)
            [web](https://example.com/x) [mail](mailto:a@example.com) [host](//cdn.example/x.js) [escaped](../../components/%73lider/)

            <a href="../../components/stepper/#sizes">raw</a>
            """#)))
        #expect(report.diagnostics.apartFromContrast == [])
        #expect(report.stages.map(\.name).contains("check"))
    }

    @Test("the check, beside the search index, knows the index's files by name before they are written")
    func linksToSearchFiles() {
        let report = Self.build(FixtureSite(#"""
            -- Theme/assets/search.js --
            // reads search/index.json
            -- Content/guides/links.md --
            # Links

            [index](../../search/index.json) [first documents](../../search/docs/0.json) [far](../../search/docs/99.json)
            """#))
        #expect(report.stages.map(\.name).suffix(2) == ["index", "check"])
        #expect(report.diagnostics.map(\.location.line) == [3], "\(report.diagnostics)")
        #expect(report.diagnostics.first?.message.contains("search/docs/99.json") == true)
    }

    @Test("broken links, anchors and states are errors at their line and column, with what would be right")
    func brokenLinks() {
        let report = Self.build(Self.stepper.merging(FixtureSite(#"""
            -- Content/guides/links.md --
            ---
            title: Links
            ---
            See [the slidr](../../components/slidr/) and [keyboard](../../components/slider/#keybord).
            [too many](../../components/stepper/#stepper-circular=steps:3,current:5) [off the scale](../../components/stepper/#stepper-circular=steps:11)
            [no such control](../../components/stepper/#stepper-circular=style:dash) [absolute](/components/slidr/#usage)
            [source](../components/steper.md) [up](../../../x/)
            ![missing](diagram.png)

            <a href="../../nowhere/">raw</a>
            """#)))
        let path = "Content/guides/links.md"
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [
            "\(path):1:1: error: the built page's href=\"../../nowhere/\" (from the theme or raw HTML): the link '../../nowhere/' leads to /nowhere/, which this build does not write; links are relative to the page's URL, /guides/links/",
            "\(path):4:5: error: the link '../../components/slidr/' leads to /components/slidr/, which this build does not write; did you mean '../../components/slider/'? links are relative to the page's URL, /guides/links/",
            "\(path):4:46: error: the link '../../components/slider/#keybord' names the anchor '#keybord', which is not on /components/slider/; did you mean '#keyboard'? anchors are heading ids, preview ids and the ids the templates write",
            "\(path):5:1: error: the link '../../components/stepper/#stepper-circular=steps:3,current:5' names the state steps:3,current:5 of the 'stepper-circular' preview on /components/stepper/, which its controls do not reach; current never exceeds steps, a slider's value never exceeds its max",
            "\(path):5:74: error: the link '../../components/stepper/#stepper-circular=steps:11' sets steps to 11, which the 'stepper-circular' preview on /components/stepper/ does not reach; allowed: 2, 3, … 10 (by 1)",
            "\(path):6:1: error: the link '../../components/stepper/#stepper-circular=style:dash' sets 'style', which the 'stepper-circular' preview on /components/stepper/ has no control for; allowed: steps, current",
            "\(path):6:74: warning: the link '/components/slidr/#usage' is read from the site's root, and the site has no /components/slidr/ yet; add that page, or link to the full URL of the site that has it",
            "\(path):7:1: error: the link '../components/steper.md', published as '../../components/steper/', leads to /components/steper/, which this build does not write; did you mean '../../components/stepper/'? links are relative to the page's URL, /guides/links/",
            "\(path):7:35: error: the link '../../../x/' leads above the site's root; links are relative to the page's URL, /guides/links/",
            "\(path):8:1: error: the link 'diagram.png' leads to /guides/links/diagram.png, which this build does not write; links are relative to the page's URL, /guides/links/",
        ])
        #expect(!report.wroteOutput)
    }

    @Test("a theme's broken asset is one error for all its pages; an id used twice on a page is an error")
    func themeAndIDs() {
        let report = Self.build(FixtureSite(#"""
            -- Theme/templates/page.mustache --
            {{<base}}{{$main}}<link rel="stylesheet" href="{{root}}assets/missing.css">{{{page.content}}}{{/main}}{{/base}}
            -- Content/guides/twice.md --
            # Twice

            <p id="note">One.</p>
            <p id='note'>Two.</p>
            """#))
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/slider.md:1:1: error: the built page's href=\"../../assets/missing.css\" (from the theme or raw HTML): the link '../../assets/missing.css' leads to /assets/missing.css, which this build does not write; links are relative to the page's URL, /components/slider/ (and on 3 other pages)",
            "Content/guides/twice.md:1:1: error: the id 'note' is used 2 times on the built page /guides/twice/; each id must be unique, so that a link to it lands in one place",
        ])
    }

    @Test("link_check: warning in site.yml reports broken links as warnings and builds; --strict fails again; other values are errors")
    func warningLevel() {
        let broken = FixtureSite("""
            -- Content/site.yml --
            title: Fixture System
            link_check: warning
            -- Content/guides/old.md --
            # Old

            [gone](../gone/)
            """)
        let disk = InMemoryDisk(Fixtures.validSite.merging(broken))
        let lenient = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(lenient.diagnostics.map(\.description) == [
            "Content/guides/old.md:3:1: warning: the link '../gone/' leads to /guides/gone/, which this build does not write; links are relative to the page's URL, /guides/old/",
        ])
        #expect(lenient.succeeded && lenient.wroteOutput)
        let strict = SiteBuilder(options: BuildOptions(strict: true), fileSystem: InMemoryDisk(Fixtures.validSite.merging(broken)).fileSystem).build()
        #expect(!strict.succeeded && !strict.wroteOutput)

        let wrong = Self.build(FixtureSite("""
            -- Content/site.yml --
            title: Fixture System
            link_check: off
            """))
        #expect(wrong.diagnostics.map(\.description) == [
            "Content/site.yml:2:13: error: link_check 'off' is not a level; allowed: error, warning",
        ])
    }

    @Test("a one-shot build, which settles most references as it renders, finds and counts what a kept-memo build does")
    func settledReferences() throws {
        let site = Fixtures.validSite.merging(PreviewFenceTests.tokens).merging(Self.stepper).merging(FixtureSite(#"""
            -- Content/site.yml --
            title: Fixture System
            base_url: https://example.org/docs/
            -- Theme/templates/page.mustache --
            {{<base}}{{$main}}<link rel="stylesheet" href="{{root}}assets/missing.css"><a href="{{root}}components/slider/#keyboard">k</a>{{{page.content}}}{{/main}}{{/base}}
            -- Content/guides/links.md --
            # Links

            [slider](../../components/slider/) [gone](../../gone/)

            <a href="../../components/slider/">repeated</a> <a href="../../components/slider/#keybord">anchor</a>
            <a href="https://example.org/docs/components/stepper/">own</a> <a href="https://example.org/docs/nowhere/">own, broken</a>
            <a href="../../components/stepper/#stepper-circular=steps:3,current:2">state</a> <img src="../../assets/site.css">
            <a href="#links">self</a> <a href="./#top">top</a> <a href="#lnks">self, broken</a>
            """#))
        let oneShot = SiteBuilder(options: BuildOptions(), fileSystem: InMemoryDisk(site).fileSystem).build()
        var memo = BuildMemo()
        let kept = SiteBuilder(options: BuildOptions(), fileSystem: InMemoryDisk(site).fileSystem).build(advancing: &memo)
        let check = try #require(oneShot.stages.first { $0.name == "check" })
        #expect(check.detail == kept.stages.first { $0.name == "check" }?.detail)
        #expect(oneShot.diagnostics == kept.diagnostics)
        #expect(oneShot.diagnostics.map(\.message).contains { $0.contains("'../../gone/'") })
        #expect(oneShot.diagnostics.map(\.message).contains { $0.contains("'#keybord'") })
        #expect(oneShot.diagnostics.map(\.message).contains { $0.contains("'#lnks'") })
        #expect(oneShot.diagnostics.map(\.message).contains { $0.contains("'https://example.org/docs/nowhere/'") })
        #expect(oneShot.diagnostics.map(\.message).contains { $0.hasPrefix("the built page's href=\"../../assets/missing.css\"") })
    }
}
