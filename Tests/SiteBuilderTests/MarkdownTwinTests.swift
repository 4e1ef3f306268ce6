@testable import PageTypes
import Foundation
import Markdown
import Previews
import ResolvedModel
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// Each page's `index.md`, read back through cmark-gfm as a tool would read it.
@Suite("Markdown twins")
struct MarkdownTwinTests {
    static let root = SourceTree.packageRoot()

    /// The repository's Content/ and Theme/ as files in memory, for the resolve stage.
    static func realFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in ["Content", "Theme"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
                let relative = String(url.path.dropFirst(base.path.count + 1))
                files[folder + "/" + relative] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The rows of every table in `html`, each a list of its cells' text.
    static func rows(in html: String) -> [[String]] {
        html.components(separatedBy: "<tr>").dropFirst().map { row in
            let row = row.components(separatedBy: "</tr>")[0]
            return row.components(separatedBy: "<td").dropFirst().map { cell in
                let inner = cell.drop { $0 != ">" }.dropFirst()
                let text = String(inner).components(separatedBy: "</td>")[0]
                    .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
                    .trimmingCharacters(in: .whitespaces)
            }
        }.filter { !$0.isEmpty }
    }

    @Test("every page but the 404 and the sticker sheets has an index.md its head links, and cmark-gfm reads each with the page's headings")
    func everyPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = RealSiteTests.build(content: "Content", into: folder)
        #expect(report.succeeded)
        let (site, _) = ResolvedSite.resolving(try Self.realFiles())
        var headings = 0
        let public_ = folder.path("public")
        let pages = FileManager.default.enumerator(atPath: public_)!.compactMap { $0 as? String }.filter { $0.hasSuffix("index.html") }
        var twins = 0
        for page in pages.sorted() {
            let html = try String(contentsOfFile: public_ + "/" + page, encoding: .utf8)
            let twinPath = public_ + "/" + page.dropLast("index.html".count) + "index.md"
            let link = #"<link rel="alternate" type="text/markdown" href="index.md">"#
            if page.contains("sticker-sheet/") {
                #expect(!html.contains(link) && !FileManager.default.fileExists(atPath: twinPath), "\(page)")
                continue
            }
            #expect(html.contains(link), "\(page)")
            let twin = try String(contentsOfFile: twinPath, encoding: .utf8)
            twins += 1
            let read = MarkdownRenderer().render(twin)
            #expect(!twin.contains("specimen-marker"), "\(page)")
            #expect(!read.fences.contains { $0.language == "preview" }, "\(page): every preview is a line of text")
            // Every heading of the page's body is a heading of the twin.
            let route = String(page.dropLast("index.html".count))
            let entry = try #require(site.pages.first { $0.page.route.path == route }, "\(page)")
            let twinHeadings = Set(read.headings.map(\.text))
            for heading in entry.page.body.headings {
                #expect(twinHeadings.contains(heading.text), "\(page): \(heading.text) not in \(twinHeadings.sorted())")
            }
            headings += entry.page.body.headings.count
        }
        #expect(!FileManager.default.fileExists(atPath: public_ + "/404.md"))
        #expect(brokenLinks(in: public_) == [])
        // The check finds what it looks for.
        try FileManager.default.createDirectory(atPath: public_ + "/probe", withIntermediateDirectories: true)
        try "[a](../nowhere/) [b](../components/slider/#no-such-id) [c](../components/slider/#behaviour)\n"
            .write(toFile: public_ + "/probe/index.md", atomically: true, encoding: .utf8)
        #expect(brokenLinks(in: public_) == ["probe/index.md → ../nowhere/", "probe/index.md → ../components/slider/#no-such-id (no such anchor)"])
        // The build's 20 pages less the 404 page and the four sticker sheets.
        #expect(twins == 15)
        #expect(headings > 50)
    }

    /// The rows of the body of each `<table class="CLASS">` in `html`.
    static func tableRows(_ html: String, class name: String) -> Int {
        html.components(separatedBy: "<table class=\"\(name)\">").dropFirst().reduce(0) { count, table in
            let body = table.components(separatedBy: "</table>")[0].components(separatedBy: "<tbody>").last ?? ""
            return count + body.components(separatedBy: "<tr").count - 1
        }
    }

    /// The rows of the tables under the twin's heading `heading` (up to the next heading of its level or above).
    static func twinRows(_ twin: String, under heading: String) -> [String] {
        let level = heading.prefix { $0 == "#" }.count
        guard let start = twin.range(of: "\n" + heading + "\n") else { return [] }
        var rows: [String] = []
        for line in twin[start.upperBound...].split(separator: "\n") {
            let hashes = line.prefix { $0 == "#" }.count
            if hashes > 0, hashes <= level, line.dropFirst(hashes).hasPrefix(" ") { break }
            if line.hasPrefix("|"), !line.hasPrefix("|---"), !line.hasPrefix("| Legacy variant"), !line.hasPrefix("| What"),
               !line.hasPrefix("| Token |") {
                rows.append(String(line))
            }
        }
        return rows
    }

    @Test("the tokens page's twin holds its contrast and proposed values as the page shows them, a row for each of its rows")
    func tokensPageTables() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(RealSiteTests.build(content: "Content", into: folder).succeeded)
        let html = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        let twin = try String(contentsOfFile: folder.path("public/tokens/index.md"), encoding: .utf8)
        let contrast = Self.twinRows(twin, under: "## Contrast")
        let proposed = Self.twinRows(twin, under: "## Proposed values")
        #expect(contrast.count == Self.tableRows(html, class: "contrast-table"))
        #expect(proposed.count == Self.tableRows(html, class: "proposed-list"))
        #expect(contrast.count == 14 && proposed.count == 20, "\(contrast.count) \(proposed.count)")
        #expect(contrast.contains { $0.hasPrefix("| Slider track on the page | `slider/color/track/bg` | `page/background` | 3:1 | 1.28:1 (fails) |") })
        #expect(proposed.contains { $0.hasPrefix("| `color/brand/300` | default | #7AA7EF | the Stepper - Bullet assessment") })
        // cmark-gfm reads both as tables under their headings.
        let read = MarkdownRenderer(options: .site).render(twin)
        #expect(read.headings.map(\.text).filter { ["Contrast", "Proposed values"].contains($0) } == ["Contrast", "Proposed values"])
    }

    @Test("the migration guide's twin holds its tables after its body: each legacy sibling's variants, with what each becomes and its calls")
    func migrationTables() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(RealSiteTests.build(content: "Content", into: folder).succeeded)
        let html = try String(contentsOfFile: folder.path("public/migration/index.html"), encoding: .utf8)
        let twin = try String(contentsOfFile: folder.path("public/migration/index.md"), encoding: .utf8)
        let tables = twin.components(separatedBy: "| Legacy variant | Node | Note | New properties | SwiftUI | Compose |").count - 1
        #expect(tables == html.components(separatedBy: "<table class=\"migration-table\">").count - 1)
        #expect(tables == 13)
        let rows = Self.twinRows(twin, under: "## Migration")
        #expect(rows.count == Self.tableRows(html, class: "migration-table"))
        #expect(rows.contains("| highlighted = 2nd |  |  | `style=bullet steps=3 current=2` | `EBStepper(current: 2, total: 3, style: .bullet)` | `EBStepper(current = 2, total = 3, style = StepperStyle.Bullet)` |"))
        // After the page's own body, as the page shows them.
        let body = try #require(twin.range(of: "## Migration\n"))
        #expect(twin[..<body.lowerBound].contains("# "))
        #expect(twin.contains("### [Stepper - Bullet](<../components/stepper-bullet/index.md>)"))
    }

    /// Every link of every twin and of llms.txt that stays on the site, as cmark-gfm reads it, that leads to no
    /// file the build wrote (a folder leads to its index.html), or to an anchor its page lacks: `file → link`.
    func brokenLinks(in output: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: output)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix("index.md") || $0 == "llms.txt" }
        var broken: [String] = []
        var checked = 0
        for file in files.sorted() {
            let text = (try? String(contentsOfFile: output + "/" + file, encoding: .utf8)) ?? ""
            let folder = URL(fileURLWithPath: output + "/" + file).deletingLastPathComponent()
            for link in MarkdownRenderer().render(text).links where !link.destination.contains("://") {
                let parts = link.destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                var target = path.isEmpty ? folder.appendingPathComponent("index.html") : folder.appendingPathComponent(path)
                if path.hasSuffix("/") || path.isEmpty { target = path.isEmpty ? target : target.appendingPathComponent("index.html") }
                checked += 1
                guard let html = try? String(contentsOf: target.standardizedFileURL, encoding: .utf8) else {
                    broken.append("\(file) → \(link.destination)")
                    continue
                }
                if parts.count == 2, !parts[1].isEmpty, target.pathExtension == "html", !html.contains("id=\"\(parts[1])\"") {
                    broken.append("\(file) → \(link.destination) (no such anchor)")
                }
            }
        }
        #expect(checked > 30, "links checked")
        return broken
    }

    @Test("the slider's twin, read back through cmark-gfm, holds its page's verdict, scorecard, tokens in both modes, contrast and previews")
    func sliderFacts() throws {
        let (site, diagnostics) = ResolvedSite.resolving(try Self.realFiles())
        #expect(!diagnostics.hasErrors)
        let entry = try #require(site.pages.first { $0.page.route.path == "components/slider/" })
        let twin = String(decoding: MarkdownTwin.markdown(for: entry, in: site, pageTypes: .standard), as: UTF8.self)
        let html = MarkdownRenderer().render(twin).html
        let rows = Self.rows(in: html)
        let facts = entry.page.frontMatter.component

        let verdict = try #require(facts.verdict)
        #expect(html.contains("<p><strong>\(verdict.status.rawValue)</strong>: \(verdict.summary)</p>"), "\(html.prefix(2000))")

        #expect(facts.scorecard.count == 7)
        for score in facts.scorecard {
            let name = try #require(site.settings.criteria.first { $0.id == score.criterion }?.name)
            #expect(rows.contains([score.criterion, name, score.status.rawValue, score.note ?? ""]), "\(score.criterion)")
        }

        #expect(site.tokens.modes == ["dark"])
        #expect(facts.tokens.count == 6)
        for role in facts.tokens {
            let token = try #require(site.tokens[role.token])
            let dark = try #require(site.tokens.modeValues["dark"]?[role.token])
            #expect(rows.contains([role.role, role.token, token.kind.rawValue, token.value.text, dark.text]), "\(role.token)")
        }

        let measured = entry.page.contrastPairs.compactMap(site.contrast.entry(for:))
        #expect(measured.count == 6)
        for pair in measured {
            let dark = try #require(pair.modes.first ?? nil)
            let cell = { (measure: ContrastReport.Measure) in measure.ratioText + (measure.passes ? "" : " (fails)") }
            #expect(rows.contains([pair.pair.what, pair.pair.foreground, pair.pair.background, pair.pair.kind.minimumText,
                                   cell(pair.measure), cell(dark), pair.fails ? "fails" : "passes"]), "\(pair.pair.what)")
        }
        // Two fail in the default values only, one in both: the page's summary says the same.
        #expect(measured.filter(\.fails).count == 3)

        let widget = try #require(entry.page.widgets.first)
        let state = widget.preview.initialState
        let label = try widget.preview.preview(in: state).accessibilityLabel
        #expect(label == "50 percent")
        #expect(html.contains("<code>slider value=50 tooltip=always</code> (controls: value, state; \(widget.preview.states.count) states): \(label). "
            + "<a href=\"../../previews/\(widget.preview.fileName(of: state))\">SVG of this state</a>"), "\(html)")
        #expect(site.previewFiles.document(at: widget.preview.fileName(of: state)) != nil, "the linked state is drawn")

        let calls = try #require(facts.migration)
        #expect(twin.contains("```swift\n" + calls.swiftUI + "\n```"))
        #expect(twin.contains("```kotlin\n" + calls.compose + "\n```"))
    }

    @Test("the GOV.UK Design System's own component pages (shared/realworld): each twin reads through cmark-gfm with every heading, and shows every Nunjucks construct as written")
    func govukPages() throws {
        let source = SourceTree.sharedFolder().appendingPathComponent("realworld/docs/govuk-design-system/src/components")
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
            .filter { FileManager.default.fileExists(atPath: source.appendingPathComponent($0).appendingPathComponent("index.md").path) }
        try #require(names.count >= 10, "\(source.path) holds the pages")
        var files: [String: Data] = [:]
        for name in names {
            files["Content/components/\(name).md"] = try Data(contentsOf: source.appendingPathComponent(name).appendingPathComponent("index.md"))
        }
        for (path, text) in Fixtures.validSite.files where path.hasPrefix("Theme/") {
            files[path] = Data(text.utf8)
        }
        let disk = InMemoryDisk(files: files)
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.succeeded, "\(report.diagnostics.filter { $0.severity == .error })")
        let output = disk.files(below: "public")
        var constructs = 0
        for name in names {
            let page = try #require(files["Content/components/\(name).md"].map { String(decoding: $0, as: UTF8.self) })
            let twin = try #require(output["components/\(name)/index.md"].map { String(decoding: $0, as: UTF8.self) }, "\(name)")
            let read = MarkdownRenderer().render(twin)
            // The body after the front matter, as the build reads it.
            let body = page.hasPrefix("---\n") ? page.components(separatedBy: "\n---\n").dropFirst().joined(separator: "\n---\n") : page
            let written = MarkdownRenderer().render(body, foreignSyntax: .markdown)
            #expect(Set(written.headings.map { $0.text }).isSubset(of: Set(read.headings.map { $0.text })), "\(name)")
            #expect(!twin.contains("specimen-marker"), "\(name)")
            // Each `{{ example(…) }}` of the page, whole, in a code span of the twin.
            for line in page.split(separator: "\n") where line.hasPrefix("{{ example(") && line.hasSuffix("}}") {
                #expect(twin.contains("`\(line)` (template expression, not rendered)"), "\(name): \(line)")
                constructs += 1
            }
        }
        #expect(constructs > 50)
    }

    @Test("text from a page reaches the twin as text: Markdown and HTML in a title, a summary or a table cell do nothing")
    func hostileText() throws {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite("""
            -- Content/components/odd.md --
            ---
            title: "# Odd <script>alert(1)</script> | [x](javascript:alert(1))"
            summary: "*bold* ![img](x) `code`\\n- item"
            verdict: {status: restructure, summary: "a | b <b>c</b> [l](x)"}
            ---

            Body.
            """)))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let twin = try #require(disk.files(below: "public")["components/odd/index.md"].map { String(decoding: $0, as: UTF8.self) })
        let html = MarkdownRenderer().render(twin).html
        #expect(html.hasPrefix("<h1 id="), "\(twin)")
        #expect(!html.contains("<script>") && !html.contains("<b>") && !html.contains("<a href") && !html.contains("<img")
                && !html.contains("<em>") && !html.contains("<li>"), "\(html)")
        #expect(html.contains("# Odd &lt;script&gt;alert(1)&lt;/script&gt; | [x](javascript:alert(1))"), "\(html)")
    }
}
