import Foundation
import SiteBuilder
import Testing
import TestSupport

/// The seed documents against the site built from Content/: every table row, list item, code block and number of
/// each seed reaches its page as written, or as a correction listed with its reason in
/// `Fidelity/seed-fidelity.json`.
@Suite("Fidelity to the seeds")
struct SeedFidelityTests {
    static let fidelity = RealSiteTests.root.appendingPathComponent("Tests/SiteBuilderTests/Fidelity/seed-fidelity.json")
    static let seeds = SourceTree.sharedFolder().appendingPathComponent("seeds")

    static func problems(content: String) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = SiteBuilder(options: BuildOptions(
            contentPath: content,
            theme: .folder(RealSiteTests.root.appendingPathComponent("Theme").path),
            outputPath: folder.path("public")
        )).build()
        #expect(report.succeeded)
        let fidelity = try JSONDecoder().decode(SeedFidelity.self, from: Data(contentsOf: fidelity))
        return try fidelity.problems(site: URL(fileURLWithPath: folder.path("public")), seeds: seeds)
    }

    @Test("every seed row, item, code block and number reaches the built site, or is a listed correction")
    func contentCarriesTheSeeds() throws {
        let problems = try Self.problems(content: RealSiteTests.root.appendingPathComponent("Content").path)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("no built page names a seed by its file: readers never saw the seeds")
    func noSeedNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(RealSiteTests.build(content: "Content", into: folder).succeeded)
        let site = URL(fileURLWithPath: folder.path("public"))
        let pages = try #require(FileManager.default.enumerator(atPath: site.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 15)
        for page in pages {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            #expect(html.firstMatch(of: #/(?i)seeds? ?\d{3}|\d{3}_[0-9a-f]{16}/#) == nil, "\(page) names a seed")
        }
    }

    @Test("a behaviour row removed from Content/ is reported as the seed row the site no longer carries")
    func removedRowIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let content = URL(fileURLWithPath: folder.path("Content"))
        try FileManager.default.copyItem(at: RealSiteTests.root.appendingPathComponent("Content"), to: content)
        let page = content.appendingPathComponent("components/stepper-bullet.md")
        let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.hasPrefix("| Connector line |") }
        #expect(kept.count == lines.count - 1)
        try kept.joined(separator: "\n").write(to: page, atomically: true, encoding: .utf8)

        let problems = try Self.problems(content: content.path)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("000_5d191fedeef1a25c.txt: 'Connector line N/A N/A Not modeled") == true, "\(problems)")
    }
}
