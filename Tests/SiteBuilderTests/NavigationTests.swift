import Foundation
import SiteBuilder
import Testing
import TestSupport

/// The order of the navigation, breadcrumbs, and previous / next links.
@Suite("Navigation")
struct NavigationTests {
    /// The repository's Theme/, templates and assets.
    static let realTheme: FixtureSite = {
        let root = SourceTree.packageRoot()
        let theme = root.appendingPathComponent("Theme")
        let paths = FileManager.default.enumerator(atPath: theme.path)?.compactMap { $0 as? String } ?? []
        return FixtureSite(files: Dictionary(uniqueKeysWithValues: paths.compactMap { path in
            (try? String(contentsOf: theme.appendingPathComponent(path), encoding: .utf8)).map { ("Theme/" + path, $0) }
        }))
    }()

    static func build(_ site: FixtureSite) -> (BuildReport, [String: String]) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(site))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        return (report, disk.files(below: "public").mapValues { String(decoding: $0, as: UTF8.self) })
    }

    @Test("site.yml's navigation orders the sections; the others follow; / is the root pages")
    func order() throws {
        let (report, files) = Self.build(FixtureSite("""
            -- Content/site.yml --
            title: Fixture System
            navigation: [guides, /]
            -- Content/about.md --
            # About
            """))
        #expect(report.diagnostics == [])
        let home = try #require(files["index.html"])
        let headings = home.components(separatedBy: "<h2>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(headings == ["Guides", "Pages", "Components"])
    }

    @Test("a navigation entry that is no section, or one named twice, is an error at its place")
    func unknownSection() {
        let (report, _) = Self.build(FixtureSite("""
            -- Content/site.yml --
            title: Fixture System
            navigation:
              - guides
              - componets
              - guides
            """))
        #expect(report.diagnostics.map(\.description) == [
            "Content/site.yml:4:5: error: navigation names 'componets', which is no section of this site; allowed: components, guides (/ is the pages at the root of the content folder)",
            "Content/site.yml:5:5: error: navigation names 'guides' twice; name each section once",
        ])
    }

    @Test("breadcrumbs lead from the overview through the section (linked when it has a page) to the page; previous and next follow the navigation")
    func breadcrumbsAndPager() throws {
        let (report, files) = Self.build(Self.realTheme.merging(FixtureSite("""
            -- Content/guides/index.md --
            # Guides
            """)))
        #expect(report.diagnostics == [])
        let slider = try #require(files["components/slider/index.html"])
        #expect(slider.contains("""
            <nav class="breadcrumbs" aria-label="Breadcrumb">
            <ol>
            <li><a href="../../">Overview</a></li>
            <li>Components</li>
            <li aria-current="page">Slider</li>
            </ol>
            </nav>
            """))
        // Components by weight (Stepper 1, Slider 2), then Guides: Guides, Writing guide.
        #expect(slider.contains(#"<a class="pager-previous" href="../../components/stepper/" rel="prev"><span class="pager-label">Previous</span> Stepper</a>"#))
        #expect(slider.contains(#"<a class="pager-next" href="../../guides/" rel="next"><span class="pager-label">Next</span> Guides</a>"#))
        let writing = try #require(files["guides/writing/index.html"])
        #expect(writing.contains(#"<li><a href="../../guides/">Guides</a></li>"#), "a section with its own page is linked")
        #expect(!writing.contains("pager-next"), "the last page has no next")
        let home = try #require(files["index.html"])
        #expect(!home.contains("breadcrumbs"))
        #expect(home.contains(#"<a class="pager-next" href="components/stepper/" rel="next">"#))
    }
}
