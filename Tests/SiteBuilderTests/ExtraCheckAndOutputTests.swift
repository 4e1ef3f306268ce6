import ExampleChecks
import ExampleOutputs
import Foundation
import PageTypes
import ResolvedModel
@testable import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// A check and an output file Specimen does not ship (the example package's `Sources/Checks/ChangelogCheck.swift`
/// and `Sources/Outputs/ReleasesFeed.swift`), each registered in one line: the check's findings are the build's,
/// the file is written with the site, and an output where the build already writes is refused.
@Suite("A check and an output added from outside")
struct ExtraCheckAndOutputTests {
    static func options(checks: [any SiteWideCheck.Type] = [ChangelogCheck.self],
                        outputs: [any SiteOutput.Type] = [ReleasesFeed.self]) -> BuildOptions {
        var options = IncrementalBuildTests.options
        options.additions = SiteAdditions(checks: checks, outputs: outputs)
        return options
    }

    @Test("the check's finding is reported at the page, listed in site.json, and the feed is written")
    func wholeSite() throws {
        let disk = InMemoryDisk(files: IncrementalBuildTests.realSources)
        let report = SiteBuilder(options: Self.options(), fileSystem: disk.fileSystem).build()
        #expect(report.succeeded)
        let found = report.diagnostics.filter { $0.code == ChangelogCheck.unversioned }
        #expect(found.map(\.subject) == ["Stepper - Circular"])
        #expect(found.first?.location.path.hasSuffix("components/stepper-circular.md") == true)
        #expect(found.first?.message == "1 changelog entry of Stepper - Circular names no version; give each a 'version:'")
        let files = disk.files(below: "public")
        let manifest = try #require(try JSONSerialization.jsonObject(with: files["site.json"] ?? Data()) as? [String: Any])
        let codes = (manifest["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("changelog.unversioned"), "site.json lists the team's finding")
        let feed = try #require(files["releases.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: feed) as? [String: Any])
        let components = try #require(json["components"] as? [[String: Any]])
        #expect(components.compactMap { $0["title"] as? String } == ["Stepper - Bullet", "Stepper - Circular"])
        // Without the registration there is neither.
        let standard = InMemoryDisk(files: IncrementalBuildTests.realSources)
        let plain = SiteBuilder(options: IncrementalBuildTests.options, fileSystem: standard.fileSystem).build()
        #expect(!plain.diagnostics.contains { $0.code == ChangelogCheck.unversioned })
        #expect(standard.files(below: "public")["releases.json"] == nil)
    }

    /// The real site with `yaml` added to its site.yml.
    static func sources(siteYAML yaml: String) -> [String: Data] {
        var sources = IncrementalBuildTests.realSources
        sources["Content/site.yml"] = (sources["Content/site.yml"] ?? Data()) + Data(("\n" + yaml).utf8)
        return sources
    }

    @Test("site.yml sets the check's code off, or accepts its finding, as it does Specimen's; without the check the code is unknown")
    func levelsAndAcceptances() {
        let off = InMemoryDisk(files: Self.sources(siteYAML: "diagnostics:\n  changelog.unversioned: off\n"))
        let quiet = SiteBuilder(options: Self.options(), fileSystem: off.fileSystem).build()
        #expect(quiet.succeeded && !quiet.diagnostics.contains { $0.code == ChangelogCheck.unversioned })
        // Content/site.yml ends in its accept list: one more item.
        let accepting = InMemoryDisk(files: Self.sources(siteYAML: """
              - {code: changelog.unversioned, subject: Stepper - Circular, reason: The circular stepper ships with the next release.}

            """))
        let accepted = SiteBuilder(options: Self.options(), fileSystem: accepting.fileSystem).build()
        #expect(accepted.succeeded && !accepted.diagnostics.contains { $0.code == ChangelogCheck.unversioned })
        #expect(accepted.accepted.filter { $0.code == ChangelogCheck.unversioned }.map(\.subject) == ["Stepper - Circular"])
        let unknown = SiteBuilder(options: IncrementalBuildTests.options, fileSystem: InMemoryDisk(files: Self.sources(
            siteYAML: "diagnostics:\n  changelog.unversioned: off\n")).fileSystem).build()
        #expect(unknown.diagnostics.contains { $0.severity == .error && $0.message.contains("changelog.unversioned") })
    }

    @Test("a build --strict fails on the check's warning, and writes nothing")
    func strict() {
        let disk = InMemoryDisk(files: IncrementalBuildTests.realSources)
        var options = Self.options()
        options.strict = true
        #expect(!SiteBuilder(options: options, fileSystem: disk.fileSystem).build().succeeded)
        #expect(disk.files(below: "public").isEmpty)
    }

    /// An output whose file says nothing: only its path matters here.
    protocol StubOutput: SiteOutput {}

    enum OnAPage: StubOutput { static let path = "components/slider/index.html" }
    enum OnAnAsset: StubOutput { static let path = "assets/specimen.css" }
    enum OnAFolder: StubOutput { static let path = "components/slider" }
    enum InsideAFile: StubOutput { static let path = "robots.txt/feed.json" }
    enum OutOfTheFolder: StubOutput { static let path = "../outside.txt" }

    @Test("an output where the build writes a page, the theme's asset or a folder of pages, inside a file, or out of the output folder, is an error and nothing is written",
          arguments: [OnAPage.self, OnAnAsset.self, OnAFolder.self, InsideAFile.self, OutOfTheFolder.self] as [any SiteOutput.Type])
    func refused(_ output: any SiteOutput.Type) {
        let disk = InMemoryDisk(files: IncrementalBuildTests.realSources)
        let report = SiteBuilder(options: Self.options(checks: [], outputs: [output]), fileSystem: disk.fileSystem).build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.severity == .error && $0.message.contains(output.path) })
        #expect(disk.files(below: "public").isEmpty)
        #expect(disk.files(below: "").keys.allSatisfy { !$0.hasSuffix("outside.txt") })
    }
}

extension ExtraCheckAndOutputTests.StubOutput {
    static func data(for site: ResolvedSite, findings: [Diagnostic]) -> [UInt8]? { Array("x".utf8) }
}
