import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

@Suite("Building a site on disk")
struct SiteBuilderTests {
    /// Builds `site` inside a new temporary folder; the caller removes the folder.
    static func build(_ site: FixtureSite, in folder: TemporaryFolder, baseURL: BaseURL? = nil) throws -> BuildReport {
        try site.write(to: folder.url)
        return rebuild(in: folder, baseURL: baseURL)
    }

    static func rebuild(in folder: TemporaryFolder, baseURL: BaseURL? = nil) -> BuildReport {
        SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(folder.path("Theme")),
            outputPath: folder.path("public"),
            baseURL: baseURL
        )).build()
    }

    static func html(_ folder: TemporaryFolder, _ path: String) -> String {
        (try? String(contentsOfFile: folder.path("public/" + path), encoding: .utf8)) ?? ""
    }

    @Test("writes one folder with index.html per page, the content's other files and the theme's assets")
    func outputLayout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(Fixtures.validSite, in: folder)
        #expect(report.diagnostics.isEmpty)
        #expect(report.succeeded && report.wroteOutput)
        #expect(report.pageCount == 4)
        #expect(Set(folder.snapshot("public").keys) == [
            "index.html",
            "components/slider/index.html",
            "components/stepper/index.html",
            "guides/writing/index.html",
            "index.md",
            "components/slider/index.md",
            "components/stepper/index.md",
            "guides/writing/index.md",
            "components/dot.svg",
            "assets/site.css",
            "robots.txt",
            "llms.txt",
            "llms-full.txt",
            "site.json",
            "site.schema.json",
            ".specimen-output",
        ])
        #expect(report.stages.map(\.name) == ["load", "parse", "highlight", "resolve", "render", "check", "write"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(leftovers) == ["Content", "Theme", "public"])
    }

    @Test("two builds of the same content are byte-identical, file by file")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(Fixtures.validSite, in: folder)
        let first = folder.snapshot("public")
        _ = Self.rebuild(in: folder)
        let second = folder.snapshot("public")
        #expect(first.count == 16, "15 files and the marker")
        #expect(first == second)
    }

    @Test("a page removed from Content/ disappears from the output on the next build")
    func noStaleFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(Fixtures.validSite, in: folder)
        #expect(folder.snapshot("public")["components/slider/index.html"] != nil)
        try FileManager.default.removeItem(atPath: folder.path("Content/components/slider.md"))
        let linked = Self.rebuild(in: folder)
        #expect(linked.diagnostics.map(\.description) == [
            folder.path("Content/index.md") + ":4:18: error: the link 'components/slider/' leads to /components/slider/, which this build does not write; did you mean 'components/stepper/'? links are relative to the page's URL, /",
        ], "the home page still links to the removed page")
        try Data("---\ntitle: Home\n---\nWelcome.\n".utf8).write(to: URL(fileURLWithPath: folder.path("Content/index.md")))
        let report = Self.rebuild(in: folder)
        #expect(report.succeeded)
        let output = folder.snapshot("public")
        #expect(output["components/slider/index.html"] == nil)
        #expect(output["components/stepper/index.html"] != nil)
        #expect(!Self.html(folder, "index.html").contains("Slider"))
    }

    @Test("a build with errors leaves the previous output byte-identical")
    func failedBuildKeepsOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(Fixtures.validSite, in: folder)
        let before = folder.snapshot("public")
        try Data("---\ntitle: x\nweight: heavy\n---\n".utf8).write(to: folder.url.appendingPathComponent("Content/components/slider.md"))
        let report = Self.rebuild(in: folder)
        #expect(!report.succeeded && !report.wroteOutput)
        #expect(folder.snapshot("public") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(leftovers) == ["Content", "Theme", "public"])
    }

    @Test("an error found after the pages went into the staging folder (a broken link) leaves the output as it was")
    func lateErrorRemovesStaging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(Fixtures.validSite, in: folder)
        let before = folder.snapshot("public")
        let page = folder.path("Content/components/slider.md")
        try (String(contentsOfFile: page, encoding: .utf8) + "\nSee [nowhere](../nowhere/).\n")
            .write(toFile: page, atomically: true, encoding: .utf8)
        let report = Self.rebuild(in: folder)
        #expect(report.stages.map(\.name) == ["load", "parse", "highlight", "resolve", "render", "check"])
        #expect(report.stages.first { $0.name == "render" }?.detail.contains("sent to the staging folder") == true)
        #expect(report.diagnostics.map(\.message).contains { $0.hasPrefix("the link '../nowhere/' leads to /components/nowhere/") })
        #expect(!report.wroteOutput)
        #expect(folder.snapshot("public") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(leftovers) == ["Content", "Theme", "public"])
    }

    @Test("a write that fails halfway leaves the previous output as it was and removes the staging folder")
    func failedWriteKeepsOutput() {
        let first = InMemoryDisk(Fixtures.validSite)
        #expect(SiteBuilder(options: BuildOptions(), fileSystem: first.fileSystem).build().succeeded)
        let before = first.files(below: "public")
        #expect(before.count == 16, "15 files and the marker")

        let second = InMemoryDisk(
            files: first.allFiles,
            failingWrites: [".public.staging/components/stepper/index.html"]
        )
        let report = SiteBuilder(options: BuildOptions(), fileSystem: second.fileSystem).build()
        #expect(report.diagnostics.map(\.description) == [
            ".public.staging/components/stepper/index.html:1:1: error: cannot write the site: No space left on device; "
                + "the previous output was left as it was",
        ])
        #expect(second.files(below: "public") == before)
        #expect(second.files(below: ".public.staging").isEmpty)
    }

    @Test("pages link to each other relatively, in weight order, and mark the current page")
    func navigation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(Fixtures.validSite, in: folder)
        let slider = Self.html(folder, "components/slider/index.html")
        let stepperLink = #"<a href="../../components/stepper/">Stepper</a>"#
        let sliderLink = #"<a href="../../components/slider/" aria-current="page">Slider</a>"#
        #expect(slider.contains(stepperLink))
        #expect(slider.contains(sliderLink))
        let stepperIndex = try #require(slider.range(of: stepperLink)).lowerBound
        let sliderIndex = try #require(slider.range(of: sliderLink)).lowerBound
        #expect(stepperIndex < sliderIndex, "weight 1 comes before weight 2")
        #expect(Self.html(folder, "index.html").contains(#"<a href="components/slider/">Slider</a>"#))
        #expect(Self.html(folder, "guides/writing/index.html").contains(#"<a href="../../components/slider/">"#))
    }

    @Test("headings get unique ids, and the title comes from the front matter or else the first h1")
    func headingsAndTitles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.build(Fixtures.validSite, in: folder)
        let slider = Self.html(folder, "components/slider/index.html")
        #expect(slider.contains(##"<h2 id="usage">Usage<a class="heading-anchor" href="#usage" aria-label="Link to the section Usage">#</a></h2>"##))
        #expect(slider.contains(##"<h2 id="usage-1">Usage<a class="heading-anchor" href="#usage-1" aria-label="Link to the section Usage">#</a></h2>"##))
        #expect(slider.contains(##"<h3 id="keyboard">Keyboard<a class="heading-anchor" href="#keyboard" aria-label="Link to the section Keyboard">#</a></h3>"##))
        #expect(slider.contains("<h1>Slider</h1>"))

        let stepper = Self.html(folder, "components/stepper/index.html")
        #expect(stepper.components(separatedBy: "<h1").count - 1 == 1, "the body's own h1 is the only one")
        #expect(stepper.contains("<title>Stepper · Fixture System</title>"))

        let guide = Self.html(folder, "guides/writing/index.html")
        #expect(guide.contains("<title>Writing guide · Fixture System</title>"))
        #expect(guide.contains(##"<h1 id="writing-guide">Writing guide<a class="heading-anchor" href="#writing-guide" aria-label="Link to the section Writing guide">#</a></h1>"##))
    }

    @Test("heading ids never take an id that the templates use")
    func reservedIDs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = Fixtures.validSite.merging(FixtureSite("""
            -- Content/ids.md --
            # Ids
            ## Main
            ## Site nav
            """))
        _ = try Self.build(site, in: folder)
        let html = Self.html(folder, "ids/index.html")
        #expect(html.contains(##"<h2 id="main-1">Main<a class="heading-anchor" href="#main-1" aria-label="Link to the section Main">#</a></h2>"##))
        #expect(html.contains(##"<h2 id="site-nav-1">Site nav<a class="heading-anchor" href="#site-nav-1" aria-label="Link to the section Site nav">#</a></h2>"##))
        #expect(html.components(separatedBy: #"id="main""#).count - 1 == 1)
    }

    @Test("text from front matter is escaped; the rendered Markdown is inserted as HTML")
    func escaping() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = Fixtures.validSite.merging(FixtureSite(#"""
            -- Content/escape.md --
            ---
            title: "<script>alert(1)</script> & \"quotes\""
            ---
            Some *emphasis* and <b>raw</b> and <script>x</script>.
            """#))
        _ = try Self.build(site, in: folder)
        let html = Self.html(folder, "escape/index.html")
        #expect(html.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</h1>"))
        #expect(!html.contains("<script>alert(1)"))
        #expect(html.contains("<em>emphasis</em> and <b>raw</b> and &lt;script>x&lt;/script>."), "tagfilter is on")
    }

    @Test("a base URL gives canonical URLs; internal links stay relative")
    func baseURL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let base = try BaseURL.parse("https://org.example/design-docs").get()
        _ = try Self.build(Fixtures.validSite, in: folder, baseURL: base)
        let slider = Self.html(folder, "components/slider/index.html")
        #expect(slider.contains(#"<link rel="canonical" href="https://org.example/design-docs/components/slider/">"#))
        #expect(slider.contains(#"href="../../components/stepper/""#))
        #expect(!slider.contains(#"href="/"#))
    }

    @Test("without Content/index.md a home page listing the sections is generated")
    func generatedHome() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(Fixtures.validSite.removing("Content/index.md"), in: folder)
        #expect(report.succeeded)
        let home = Self.html(folder, "index.html")
        #expect(home.contains("<h1>Fixture System</h1>"))
        #expect(home.contains(#"<a href="components/slider/">Slider</a>"#))
    }

    @Test("an output folder that would replace the sources or the working folder is refused")
    func protectedOutput() {
        for output in ["Content", ".", "..", "./", "Theme/..", ""] {
            let options = BuildOptions(outputPath: output)
            #expect(options.outputProblem(workingDirectory: "/srv/docs") != nil, "\(output)")
        }
        #expect(BuildOptions(outputPath: "public").outputProblem(workingDirectory: "/srv/docs") == nil)
        #expect(BuildOptions(outputPath: "/tmp/out").outputProblem(workingDirectory: "/srv/docs") == nil)

        let disk = InMemoryDisk(Fixtures.validSite)
        let report = SiteBuilder(options: BuildOptions(outputPath: "Content"), fileSystem: disk.fileSystem).build()
        #expect(!report.succeeded && !report.wroteOutput)
        #expect(disk.files(below: "Content").count == Fixtures.validSite.files.keys.count { $0.hasPrefix("Content/") })
    }
}
