import Foundation
import SiteBuilder
import Testing
import TestSupport

@Suite("Invalid sites")
struct InvalidSiteTests {
    @Test("every error of the invalid fixture, sorted, at its line and column")
    func exactDiagnostics() {
        let disk = InMemoryDisk(files: Self.invalidFiles)
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.map(\.formatted) == Fixtures.invalidSiteDiagnostics)
        #expect(!report.succeeded)
        #expect(!report.wroteOutput)
        #expect(report.stages.map(\.name) == ["load", "parse", "highlight", "resolve", "render"])
        #expect(disk.files(below: "public").isEmpty)
    }

    @Test("a missing content folder and a missing templates folder are both reported")
    func missingFolders() {
        let disk = InMemoryDisk()
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.map(\.description) == [
            "Content:1:1: error: the content folder 'Content' does not exist or is not a folder",
            "Theme/templates:1:1: error: the theme's templates folder 'Theme/templates' does not exist or is not a folder",
        ])
    }

    @Test("a file that cannot be read is an error at its path; the other pages are still checked")
    func unreadableFile() {
        let site = Fixtures.validSite.merging(FixtureSite("""
            -- Content/secret.md --
            # Secret
            -- Content/typo.md --
            ---
            titel: x
            ---
            """))
        let disk = InMemoryDisk(site, failingReads: ["Content/secret.md"])
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.map(\.description) == [
            "Content/secret.md:1:1: error: cannot read the file: Permission denied",
            "Content/typo.md:1:1: warning: the page has no title, so it is titled 'Typo' after its file name; add 'title:' to its front matter or start it with a '# Heading'",
            "Content/typo.md:2:1: warning: unknown front-matter key 'titel'; did you mean 'title'? "
                + "allowed: title, summary, description, template, weight, status, tags, draft, date, lastmod, aliases, keywords, extra, links, "
                + "accept, family, preview, verdict, health, scorecard, tokens, inventory, migration, changelog, assessed; it is ignored",
        ])
    }

    @Test("a template that includes a partial the theme does not have")
    func unknownPartial() {
        let site = Fixtures.validSite.merging(FixtureSite(#"""
            -- Theme/templates/page.mustache --
            <main>
              {{> partials/sidebar}}
            </main>
            """#))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: InMemoryDisk(site).fileSystem).build()
        #expect(report.diagnostics.map(\.description) == [
            "Theme/templates/page.mustache:2:3: error: template 'partials/sidebar' is not in Theme/templates; available: base, home, page",
        ])
    }

    @Test("front matter that is not a mapping, and values of the wrong shape")
    func wrongShapes() {
        let site = Fixtures.validSite.merging(FixtureSite(#"""
            -- Content/list.md --
            ---
            - just
            - a list
            ---
            # List
            -- Content/shapes.md --
            ---
            title: Shapes
            tags: {a: 1}
            summary: [x]
            ---
            """#))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: InMemoryDisk(site).fileSystem).build()
        #expect(report.diagnostics.map(\.description) == [
            "Content/list.md:2:1: error: front-matter must be a mapping of keys to values (key: value); found a list",
            "Content/shapes.md:3:7: error: 'tags' must be a list of texts; found a mapping",
            "Content/shapes.md:4:10: error: 'summary' must be text; found a list",
        ])
    }

    static var invalidFiles: [String: Data] {
        var files = Fixtures.invalidSite.files.mapValues { Data($0.utf8) }
        files["Content/latin1.md"] = Fixtures.latin1Page
        return files
    }
}
