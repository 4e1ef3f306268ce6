import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// The repository's own Content/ and Theme/, built as `make site` builds them.
@Suite("The real site")
struct RealSiteTests {
    static let root = SourceTree.packageRoot()

    static func build(content: String, into folder: TemporaryFolder) -> BuildReport {
        SiteBuilder(options: BuildOptions(
            contentPath: root.appendingPathComponent(content).path,
            theme: .folder(root.appendingPathComponent("Theme").path),
            outputPath: folder.path("public")
        )).build()
    }

    @Test("Content/ builds without a diagnostic and the home page links to every component page")
    func homeLinksEveryComponent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = Self.build(content: "Content", into: folder)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(report.succeeded)

        let components = try FileManager.default
            .contentsOfDirectory(atPath: Self.root.appendingPathComponent("Content/components").path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
        #expect(components.count >= 4)
        let home = try String(contentsOfFile: folder.path("public/index.html"), encoding: .utf8)
        for component in components {
            #expect(home.contains("href=\"components/\(component)/\""), "home links to \(component)")
            #expect(FileManager.default.fileExists(atPath: folder.path("public/components/\(component)/index.html")))
        }
        #expect(FileManager.default.fileExists(atPath: folder.path("public/assets/specimen.css")))
        #expect(home.contains(#"<div class="card-preview">"#) && home.contains("<title>Step 2 of 4</title>"),
                "a component card shows its default preview")
    }

    @Test("the build's time is its wall-clock time: the index and the check, side by side, are counted once")
    func buildTimeIsWallClock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = ContinuousClock()
        let start = clock.now
        let report = Self.build(content: "Content", into: folder)
        let around = clock.now - start
        #expect(report.succeeded)
        let names = report.stages.map(\.name)
        #expect(names == ["load", "parse", "resolve", "render", "index", "check", "write"])
        // The stages that ran one after another fit inside the build's time, which fits inside the time around it.
        let serial = report.stages.filter { $0.name != "check" }.reduce(Duration.zero) { $0 + $1.duration }
        #expect(serial <= report.duration && report.duration <= around)
        let check = try #require(report.stages.first { $0.name == "check" })
        let index = try #require(report.stages.first { $0.name == "index" })
        // The check started after the index did and ended before the build did.
        #expect(check.duration <= index.duration + (report.duration - serial))
    }

    @Test("each component page has a sticker sheet, and its HTML, CSS and JavaScript stay under 100 KB before compression")
    func componentPageBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = Self.build(content: "Content", into: folder)
        #expect(report.succeeded)
        let size = { (path: String) -> Int in
            (try? FileManager.default.attributesOfItem(atPath: folder.path("public/" + path))[.size] as? Int) ?? 0
        }
        // Everything a component page loads besides its previews' state files: both stylesheets, both scripts.
        let css = size("assets/specimen.css") + size("previews/modes.css")
        let script = size("assets/specimen.js") + size("assets/search.js")
        #expect(size("previews/modes.css") > 0 && size("assets/search.js") > 0)
        let components = try FileManager.default
            .contentsOfDirectory(atPath: Self.root.appendingPathComponent("Content/components").path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
            .sorted()
        for component in components {
            let html = size("components/\(component)/index.html")
            let total = html + css + script
            print("budget: components/\(component)/: HTML \(html) + CSS \(css) + JS \(script) = \(total) bytes")
            #expect(html > 0 && total < 100_000, "components/\(component)/ weighs \(total) bytes")
            #expect(size("components/\(component)/sticker-sheet/index.html") > 0, "components/\(component)/ has a sticker sheet")
        }
    }

    @Test("the real theme renders a fixture page as recorded (golden file, reviewed in a browser)")
    func goldenPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.removing("Content/site.yml").files
            .filter { $0.key.hasPrefix("Content/") }
            .reduce(into: FixtureSite(files: [:])) { $0.files[$1.key] = $1.value }
            .write(to: folder.url)
        let report = SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(Self.root.appendingPathComponent("Theme").path),
            outputPath: folder.path("public"),
            baseURL: try BaseURL.parse("https://org.example/design-docs/").get()
        )).build()
        #expect(report.succeeded)
        let html = try String(contentsOfFile: folder.path("public/components/slider/index.html"), encoding: .utf8)
        let outcome = Golden.compare(html, named: "slider-page.html")
        #expect(outcome == .match, "\(outcome)")
    }
}
