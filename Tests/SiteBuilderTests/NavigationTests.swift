import Foundation
import SiteBuilder
import Testing
import TestSupport
import ResolvedModel

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

    @Test("a section lists its pages by weight (pages without one last), then title, then source path")
    func sectionOrder() throws {
        let (report, files) = Self.build(Self.realTheme.merging(FixtureSite("""
            -- Content/notes/b-same.md --
            ---
            title: Same
            ---
            B.
            -- Content/notes/a-same.md --
            ---
            title: Same
            ---
            A.
            -- Content/notes/zed.md --
            ---
            title: Zed
            weight: 1
            ---
            Z.
            -- Content/notes/alpha.md --
            ---
            title: Alpha
            weight: 1
            ---
            A.
            -- Content/notes/heavy.md --
            ---
            title: Heavy
            weight: -3
            ---
            H.
            -- Content/notes/after.md --
            ---
            title: After
            ---
            Later.
            """)))
        #expect(report.diagnostics == [])
        let page = try #require(files["notes/zed/index.html"])
        let order = ["heavy", "alpha", "zed", "after", "a-same", "b-same"].map { name in
            page.range(of: #"<li><a href="../../notes/\#(name)/""#)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    /// `count` pages in `folder`, titled "Pattern 01" …, with the real theme.
    static func section(_ folder: String, pages count: Int) -> FixtureSite {
        var files: [String: String] = [:]
        for number in 1...count {
            let name = String(format: "%02d", number)
            files["Content/\(folder)/pattern-\(name).md"] = "---\ntitle: Pattern \(name)\nsummary: Summary \(name).\n---\nText.\n"
        }
        return realTheme.merging(FixtureSite(files: files))
    }

    @Test("a section of more than 50 pages is one link in the sidebar, to a section page that lists them all")
    func collapsedSection() throws {
        let (report, files) = Self.build(Self.section("patterns", pages: 51))
        #expect(report.diagnostics == [])
        let page = try #require(files["patterns/pattern-07/index.html"])
        let navStart = try #require(page.range(of: "<nav class=\"site-nav\"")).lowerBound
        let sidebar = String(page[navStart...]).components(separatedBy: "</nav>")[0]
        #expect(sidebar.contains(#"<a class="nav-section-link" href="../../patterns/">Patterns <span class="nav-count">51 pages</span></a>"#))
        #expect(sidebar.contains(#"<li><a href="../../patterns/pattern-07/" aria-current="page">Pattern 07</a></li>"#), "the current page is still shown")
        #expect(!sidebar.contains("Pattern 08"), "the other 50 are not")
        #expect(sidebar.contains(">Slider</a>"), "a small section is listed in full")
        #expect(page.contains(#"<a href="../../patterns/">Patterns</a>"#), "the breadcrumb reaches the section page")

        let listing = try #require(files["patterns/index.html"])
        #expect(listing.components(separatedBy: "<li class=\"card\">\n<a class=\"card-title\" href=").count - 1 == 51)
        #expect(listing.contains(#"<a class="card-title" href="../patterns/pattern-51/">Pattern 51</a>"#) && listing.contains("Summary 51."))
        #expect(!listing.contains("card-preview"), "a page without component facts has no drawing")
        #expect(listing.contains(#"href="../patterns/" aria-current="page">Patterns"#))
        #expect(!listing.contains("› Patterns</a>"), "the section page does not name itself twice in its breadcrumbs")
        let home = try #require(files["index.html"])
        #expect(home.contains(#"<a href="patterns/">All 51 pages of Patterns</a>"#))
        #expect(!home.contains("Pattern 07"))
    }

    @Test("50 pages are listed in full, and a section's own index.md is its section page")
    func expandedAndAuthoredSections() throws {
        let (report, files) = Self.build(Self.section("patterns", pages: 50))
        #expect(report.diagnostics == [])
        #expect(files["patterns/pattern-07/index.html"]?.contains(">Pattern 50</a>") == true)
        #expect(files["patterns/index.html"] == nil, "no section page for a section the sidebar lists")

        let authored = Self.section("patterns", pages: 60).merging(FixtureSite(files: [
            "Content/patterns/index.md": "---\ntitle: Pattern library\nweight: 0\n---\nHow patterns are organised.\n",
        ]))
        let (authoredReport, authoredFiles) = Self.build(authored)
        #expect(authoredReport.diagnostics == [])
        let index = try #require(authoredFiles["patterns/index.html"])
        #expect(index.contains("How patterns are organised."), "the author's page, not a generated one")
        #expect(authoredFiles["patterns/pattern-07/index.html"]?.contains(#"<a class="nav-section-link" href="../../patterns/">Patterns <span class="nav-count">61 pages</span></a>"#) == true)
    }
}
