import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// The migration guide: legacy siblings and variants from the inventories, mapped and counted.
@Suite("Migration guide")
struct MigrationTests {
    static func build(_ site: FixtureSite) throws -> (BuildReport, String, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let root = SourceTree.packageRoot()
        try FixtureSite(files: ["Content/tokens.json": try String(contentsOf: root.appendingPathComponent("Content/tokens.json"), encoding: .utf8)])
            .merging(site).write(to: folder.url)
        let report = SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(root.appendingPathComponent("Theme").path),
            outputPath: folder.path("public")
        )).build()
        let html = (try? String(contentsOfFile: folder.path("public/migration/index.html"), encoding: .utf8)) ?? ""
        return (report, html, folder)
    }

    static let dots = FixtureSite(#"""
        -- Content/migration.md --
        ---
        title: Migration
        template: migration
        ---
        Every legacy variant and what it becomes.
        -- Content/components/dots.md --
        ---
        title: Dots
        migration:
          swiftui: "EBStepper(current: {current}, total: {steps}, style: .bullet)"
          compose: "EBStepper(current = {current}, total = {steps}, style = StepperStyle.{Style})"
        inventory:
          - name: Dots - 3 Steps
            node: "27:48235"
            frame: 80 × 12
            maps-to: stepper style=bullet steps=3
            variants:
              - {name: 1st, set: current=1}
              - {name: 2nd, set: current=2}
              - {name: 3rd, set: current=3}
          - name: Dots - 4 Steps
            maps-to: stepper style=bullet steps=4
            variants:
              - {name: 4th, set: current=4, note: the last dot}
        ---
        Body.
        """#)

    @Test("every variant is mapped, with its calls and preview; the counts come from the inventory")
    func mapped() throws {
        let (report, html, folder) = try Self.build(Self.dots)
        defer { folder.remove() }
        #expect(report.diagnostics == [])
        #expect(html.contains("In all: 1 component, 2 legacy siblings, 4 variants"))
        #expect(html.contains("<p>2 siblings, 4 variants.</p>"))
        #expect(html.contains("<code>EBStepper(current: 2, total: 3, style: .bullet)</code>"))
        #expect(html.contains("<code>EBStepper(current = 4, total = 4, style = StepperStyle.Bullet)</code>"))
        #expect(html.contains("<code>style=bullet steps=3 current=2</code>"))
        #expect(html.contains("<title>Step 4 of 4</title>"))
        #expect(html.components(separatedBy: "<td class=\"migration-preview\"><svg").count - 1 == 4)
        #expect(html.contains("Every legacy variant and what it becomes."))
    }

    @Test("with site.yml naming the Figma file, node ids link to their node on the migration and component pages; a bad address is an error")
    func figmaLinks() throws {
        let site = Self.dots.merging(FixtureSite(files: ["Content/site.yml": "figma: https://www.figma.com/design/AbC123/Design-System?node-id=0-1\n"]))
        let (report, html, folder) = try Self.build(site)
        defer { folder.remove() }
        #expect(report.diagnostics == [])
        let link = #"<a href="https://www.figma.com/design/AbC123/Design-System?node-id=27-48235"><code>27:48235</code></a>"#
        #expect(html.contains("Node " + link))
        let component = try String(contentsOfFile: folder.path("public/components/dots/index.html"), encoding: .utf8)
        #expect(component.contains("<td>" + link + "</td>"))
        let file = try #require(FigmaFile("https://www.figma.com/file/AbC123"))
        #expect(file.url(ofNode: "1:2") == "https://www.figma.com/file/AbC123?node-id=1-2")
        #expect(file.url(ofNode: "I1:2;3:4") == nil && file.url(ofNode: "27") == nil && file.url(ofNode: ":2") == nil)

        let (bad, _, badFolder) = try Self.build(Self.dots.merging(FixtureSite(files: ["Content/site.yml": "figma: https://example.com/design/AbC123\n"])))
        defer { badFolder.remove() }
        #expect(bad.diagnostics.map { $0.description.replacingOccurrences(of: badFolder.url.path + "/", with: "") } == [
            "Content/site.yml:1:8: error: figma 'https://example.com/design/AbC123' is not a Figma file's address; allowed: https://www.figma.com/design/KEY/Name (or file/ or proto/)",
        ])
    }

    @Test("a mapping that cannot be drawn is an error at its inventory entry")
    func badMapping() throws {
        let site = Self.dots.merging(FixtureSite(#"""
            -- Content/components/dots.md --
            ---
            title: Dots
            inventory:
              - name: Dots - 3 Steps
                maps-to: stepper style=bullet steps=3
                variants:
                  - {name: 4th, set: current=4}
            ---
            """#))
        let (report, _, folder) = try Self.build(site)
        defer { folder.remove() }
        #expect(report.diagnostics.map(\.description).map { $0.replacingOccurrences(of: folder.url.path + "/", with: "") } == [
            "Content/components/dots.md:4:5: error: the migration of 'Dots - 3 Steps' variant '4th' cannot be drawn: current = 4 is outside 1…steps; allowed: 1…3",
        ])
    }
}
