import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Pages written for other generators, as design systems publish them: front matter whose keys mean something
/// else there, and pages with none.
@Suite("Pages of other generators")
struct OtherGeneratorsPagesTests {
    static func build(_ pages: String) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite(pages)))
        return (SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build(), disk)
    }

    @Test("GOV.UK's aliases, search words, and an empty key are warnings that say what Specimen expected, never errors")
    func govukFrontMatter() {
        let (report, _) = Self.build("""
            -- Content/back-link.md --
            ---
            title: Back link
            aliases: return link, back button
            ---
            Body.
            -- Content/button.md --
            ---
            title: Button
            aliases:
            ---
            Body.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/back-link.md:3:10: warning: 'aliases' holds words ('return link, back button'), not old addresses, so they are left out; Specimen's aliases are the page's old paths from the site's root, such as /old/slider/, each redirected here",
            "Content/button.md:3:9: warning: 'aliases' is empty, so it is left out; allowed: a list of texts, or no 'aliases' at all",
        ])
    }

    @Test("a page without front matter takes its title from its first heading of any level, else from its file name")
    func titleWithoutFrontMatter() throws {
        let (report, disk) = Self.build("""
            -- Content/guides/tokens.md --
            ## Design tokens in code

            Body.
            -- Content/guides/button-group/index.md --
            Only a paragraph.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/guides/button-group/index.md:1:1: warning: the page has no title, so it is titled 'Button group' after its file name; add 'title:' to its front matter or start it with a '# Heading'",
        ])
        let files = disk.files(below: "public")
        let tokens = String(decoding: try #require(files["guides/tokens/index.html"]), as: UTF8.self)
        #expect(tokens.contains("<title>Design tokens in code"))
        let group = String(decoding: try #require(files["guides/button-group/index.html"]), as: UTF8.self)
        #expect(group.contains("<title>Button group"))
    }

    @Test("a page with front matter but no title is still an error: a typo of 'title' is likelier than a page named after its file")
    func frontMatterWithoutTitle() {
        let (report, _) = Self.build("""
            -- Content/typo.md --
            ---
            titel: x
            ---
            Body.
            """)
        #expect(report.diagnostics.contains { $0.description == "Content/typo.md:1:1: error: the page has no title; add 'title:' to its front matter or start it with a '# Heading'" })
    }
}
