import Foundation
import SiteBuilder
import Testing
import TestSupport

@Suite("Invalid sites")
struct InvalidSiteTests {
    /// Every content error the build knows, each at the line and column of the offending text, sorted, all at
    /// once. Each location was checked against the fixture by hand.
    static let expected = [
        "Content/duplicate-key.md:4:1: error: the key 'title' appears more than once; the first is on line 2; give each key once",
        "Content/guide.md:1:1: error: the output path 'guide/index.html' is also written by Content/guide/index.md; rename or move one of them",
        "Content/guide/index.md:1:1: error: the output path 'guide/index.html' is also written by Content/guide.md; rename or move one of them",
        "Content/index.md:3:1: error: unknown front-matter key 'titel'; did you mean 'title'? allowed: title, summary, template, weight, status, tags",
        "Content/index.md:4:9: error: 'weight' must be a whole number; found 'heavy'",
        "Content/latin1.md:4:7: error: file is not valid UTF-8 (byte 0xE9); save it as UTF-8",
        "Content/missing-template.md:3:11: error: template 'gallery' is not in Theme/templates; available: base, home, page",
        "Content/no-title.md:1:1: error: the page has no title; add 'title:' to its front matter or start it with a '# Heading'",
        "Content/site.yml:2:11: error: base URL 'ftp://nowhere' is not usable; give an absolute URL such as 'https://org.example/design-docs/' or a path from the host's root such as '/design-docs/'",
        "Content/unclosed.md:1:1: error: front matter opened with '---' on line 1 is never closed; end it with a line of three dashes '---'",
        "Content/yaml-syntax.md:4:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 3, column 7)",
        "Theme/templates/broken.mustache:4:1: error: template syntax error: a section is opened but never closed with '{{/name}}'",
    ]

    @Test("every error of the invalid fixture, sorted, at its line and column")
    func exactDiagnostics() {
        let disk = InMemoryDisk(files: Self.invalidFiles)
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.map(\.description) == Self.expected)
        #expect(!report.succeeded)
        #expect(!report.wroteOutput)
        #expect(report.stages.map(\.name) == ["load", "parse", "resolve", "render"])
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
