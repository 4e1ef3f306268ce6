import ExamplePages
import Foundation
import PageTypes
@testable import SiteBuilder
import Testing
import TestSupport
import ResolvedModel
import SiteModel
import Templates

/// A page type Specimen does not ship (the example package's `Sources/Pages/ReleasesPage.swift`), registered in one
/// line: the site makes the page, lists it, checks its links, indexes it for search, and renders it again when a
/// fact it reads changes, with no other change to Specimen. A theme's own template for it wins over the one the
/// type brings.
@Suite("A page type added from outside")
struct ExtraPageTypeTests {
    /// The one registration line.
    static let pageTypes = PageTypeRegistry.standard.adding(ReleasesPage.self)

    /// The theme's own template for the page type: the type's, with a class of its own, so that a page shows which
    /// template made it.
    static let template = Data((ReleasesPage.defaultTemplate ?? "")
        .replacingOccurrences(of: #"<article class="page releases">"#, with: #"<article class="page releases theme-template">"#).utf8)

    /// The real site with the page type's template in its theme.
    static let sources = IncrementalBuildTests.realSources.merging(["Theme/templates/releases.mustache": template],
                                                                   uniquingKeysWith: { _, new in new })

    static var options: BuildOptions {
        var options = IncrementalBuildTests.options
        options.pageTypes = pageTypes
        return options
    }

    static func text(_ files: [String: Data], _ path: String) -> String {
        String(decoding: files[path] ?? Data(), as: UTF8.self)
    }

    @Test("the page is made, listed, link-checked and indexed")
    func wholeSite() throws {
        let disk = InMemoryDisk(files: Self.sources)
        let report = SiteBuilder(options: Self.options, fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [])
        let files = disk.files(below: "public")

        let page = Self.text(files, "releases/index.html")
        #expect(page.contains("<h1>Releases</h1>"))
        // Content/ has changelogs on the bullet and circular steppers, one entry each; the circular one names no version.
        #expect(page.contains(#"<p class="releases-summary">2 versions of 2 components</p>"#))
        #expect(page.contains(#"<h2 id="releases-stepper-circular"><a href="../components/stepper-circular/">Stepper - Circular</a></h2>"#))
        #expect(page.contains("<li>unversioned: 7 items, 7 open</li>"))
        #expect(page.contains("<li>1.0.0 (April 2026): "))

        // Listed in every page's navigation, as a page at the root of Content/ is.
        #expect(Self.text(files, "components/slider/index.html").contains(#"href="../../releases/">Releases</a>"#))
        let search = files.filter { $0.key.hasPrefix("search/") }.values.map { String(decoding: $0, as: UTF8.self) }
        #expect(search.contains { $0.contains("releases/") }, "the search index lists the page")

        // Without the registration line there is no such page.
        let standard = InMemoryDisk(files: Self.sources)
        #expect(SiteBuilder(options: IncrementalBuildTests.options, fileSystem: standard.fileSystem).build().succeeded)
        #expect(standard.files(below: "public")["releases/index.html"] == nil)
    }

    @Test("the page type's twin holds what its page shows: the summary and each component's versions, read from its values")
    func twin() throws {
        let disk = InMemoryDisk(files: Self.sources)
        #expect(SiteBuilder(options: Self.options, fileSystem: disk.fileSystem).build().succeeded)
        let twin = Self.text(disk.files(below: "public"), "releases/index.md")
        #expect(twin.hasSuffix("""
            - Summary: 2 versions of 2 components

            ## [Stepper - Bullet](<../components/stepper-bullet/>)

            | Version | Date | Item count | Open count |
            |---|---|---|---|
            | 1.0.0 | April 2026 | 8 | 7 |

            ## [Stepper - Circular](<../components/stepper-circular/>)

            | Version | Item count | Open count |
            |---|---|---|
            | unversioned | 7 | 7 |


            """))
        // Nothing of the template's layout: no ids.
        #expect(!twin.contains("releases-stepper"))
    }

    @Test("site.json's entry of the page holds what the page shows, as its type gives it; the migration page's too")
    func siteJSONFacts() throws {
        let disk = InMemoryDisk(files: Self.sources)
        #expect(SiteBuilder(options: Self.options, fileSystem: disk.fileSystem).build().succeeded)
        let json = try #require(disk.files(below: "public")["site.json"])
        let manifest = try JSONDecoder().decode(SiteManifest.self, from: json)
        let releases = try #require(manifest.pages.first { $0.url == "releases/" })
        let bullet: PageFacts = .record([
            "title": .text("Stepper - Bullet"), "url": .text("../components/stepper-bullet/"),
            "versions": .list([.record(["version": .text("1.0.0"), "date": .text("April 2026"), "itemCount": .integer(8), "openCount": .integer(7)])]),
        ])
        let circular: PageFacts = .record([
            "title": .text("Stepper - Circular"), "url": .text("../components/stepper-circular/"),
            "versions": .list([.record(["version": .text("unversioned"), "itemCount": .integer(7), "openCount": .integer(7)])]),
        ])
        #expect(releases.facts == .record(["summary": .text("2 versions of 2 components"), "components": .list([bullet, circular])]))

        // The migration guide's facts are its tables: 3 components, 13 legacy siblings, 77 variants, each with its calls.
        let migration = try #require(manifest.pages.first { $0.template == "migration" }?.facts)
        guard case .record(let guide) = migration, case .list(let components)? = guide["components"] else {
            Issue.record("no components in \(migration)")
            return
        }
        #expect(guide["variantCount"] == .integer(77))
        let variants = components.flatMap { component -> [PageFacts] in
            guard case .record(let fields) = component, case .list(let siblings)? = fields["siblings"] else { return [] }
            return siblings.flatMap { sibling -> [PageFacts] in
                guard case .record(let fields) = sibling, case .list(let variants)? = fields["variants"] else { return [] }
                return variants
            }
        }
        #expect(variants.count == 77)
        #expect(variants.first == .record([
            "name": .text("highlighted = 1st"), "properties": .text("style=bullet steps=3 current=1"),
            "swiftUI": .text("EBStepper(current: 1, total: 3, style: .bullet)"),
            "compose": .text("EBStepper(current = 1, total = 3, style = StepperStyle.Bullet)"),
        ]))
        // The tokens page, the dashboard and sections give none: site.json holds what they show elsewhere.
        #expect(manifest.pages.filter { ["tokens", "dashboard", "section"].contains($0.template) }.allSatisfy { $0.facts == nil })
    }

    @Test("a theme without the page type's template renders the page with the template the type brings")
    func ownTemplate() throws {
        let themeless = InMemoryDisk(files: IncrementalBuildTests.realSources)
        let report = SiteBuilder(options: Self.options, fileSystem: themeless.fileSystem).build()
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [])
        let page = Self.text(themeless.files(below: "public"), "releases/index.html")
        #expect(page.contains(#"<p class="releases-summary">2 versions of 2 components</p>"#))
        #expect(page.contains("<li>1.0.0 (April 2026): "))
        #expect(page.contains(#"<article class="page releases">"#))
        // A theme with a template of that name renders the page with its own: the same page, with its class.
        let themed = InMemoryDisk(files: Self.sources)
        #expect(SiteBuilder(options: Self.options, fileSystem: themed.fileSystem).build().succeeded)
        #expect(Self.text(themed.files(below: "public"), "releases/index.html")
            == page.replacingOccurrences(of: #"<article class="page releases">"#, with: #"<article class="page releases theme-template">"#))
        // A template the type brings is checked as a theme's is: an error in it is reported at the type.
        enum Broken: PageType {
            static let template = "broken"
            static let valueName = "broken"
            static let reads: SiteFacts = []
            static let generated: GeneratedPage? = GeneratedPage(route: Route(path: "broken/"), title: "Broken", summary: "", weight: 3)
            static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? { nil }
            static let defaultTemplate: String? = "{{#open}}never closed\n"
        }
        var options = Self.options
        options.pageTypes = options.pageTypes.adding(Broken.self)
        let broken = SiteBuilder(options: options, fileSystem: InMemoryDisk(files: IncrementalBuildTests.realSources).fileSystem).build()
        #expect(!broken.succeeded)
        #expect(broken.diagnostics.apartFromContrast.map(\.description).contains {
            $0.hasPrefix("(page type broken)/broken.mustache:") && $0.contains("error: template syntax error")
        }, "\(broken.diagnostics.map(\.description))")
    }

    @Test("a link the template writes to a page that does not exist is caught")
    func linkCheck() throws {
        var sources = Self.sources
        sources["Theme/templates/releases.mustache"] = Data(String(decoding: Self.template, as: UTF8.self)
            .replacingOccurrences(of: #"<a href="{{url}}">"#, with: #"<a href="{{url}}missing/">"#).utf8)
        let report = SiteBuilder(options: Self.options, fileSystem: InMemoryDisk(files: sources).fileSystem).build()
        let messages = report.diagnostics.apartFromContrast.map(\.description)
        #expect(messages.count == 2, "one for each component with a changelog: \(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("Content/releases.md:1:1: error: the built page's href=") && $0.contains("missing/") })
        #expect(messages.contains { $0.contains(#"href="../components/stepper-circular/missing/""#) }, "\(messages)")
        #expect(!report.wroteOutput)
    }

    @Test("editing a changelog renders the page again, as a clean build would")
    func rebuild() throws {
        let disk = InMemoryDisk(files: Self.sources)
        let builder = SiteBuilder(options: Self.options, fileSystem: disk.fileSystem)
        var memo = BuildMemo()
        #expect(builder.build(advancing: &memo).succeeded)
        var edited = Self.sources
        IncrementalBuildTests.replacing("Content/components/stepper-bullet.md", "version: 1.0.0", with: "version: 2.0.0")(&edited)
        try disk.fileSystem.writeFile("Content/components/stepper-bullet.md", edited["Content/components/stepper-bullet.md"] ?? Data())
        let report = builder.build(advancing: &memo)
        #expect(report.succeeded)
        let incremental = disk.files(below: "public")
        #expect(Self.text(incremental, "releases/index.html").contains("<li>2.0.0 (April 2026): 8 items, 7 open</li>"))

        let clean = InMemoryDisk(files: edited)
        #expect(SiteBuilder(options: Self.options, fileSystem: clean.fileSystem).build().succeeded)
        #expect(IncrementalBuildTests.differenceSummary(incremental, clean.files(below: "public")) == "none")
    }
}
