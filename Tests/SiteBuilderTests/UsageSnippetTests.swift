import Foundation
import Highlighting
import PageTypes
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// Component pages' code snippets: the `migration` calls with the preview's values, highlighted once for the site.
@Suite("Code snippets")
struct UsageSnippetTests {
    @Test("placeholders become names for the highlighter, then the values in spans naming their property; {Name} takes a capital")
    func placeholders() {
        let snippet = UsageSnippet(template: "Slider(value = {value}f, tooltip = Tooltip.{Tooltip}, size = {size})", language: .kotlin)
        #expect(snippet.code.code == "Slider(value = __specimen_0__f, tooltip = Tooltip.__specimen_1__, size = __specimen_2__)")
        #expect(snippet.placeholders.map(\.property) == ["value", "tooltip", "size"])
        // Without highlighting the code is escaped; a placeholder without a value stays as written.
        let html = snippet.html(highlighted: nil, values: ["value": "50", "tooltip": "onDrag"])
        #expect(html == #"Slider(value = <span class="mi" data-property="value">50</span>f, tooltip = Tooltip.<span class="n" data-property="tooltip" data-capital>OnDrag</span>, size = {size})"#)
        // Highlighted: the spans no theme colours are dropped, the others kept.
        let highlighted = #"<span class="n">Slider</span><span class="p">(</span><span class="kd">val</span> <span class="n">__specimen_0__f</span>"#
        #expect(snippet.html(highlighted: highlighted, values: ["value": "7"])
            == #"Slider(<span class="kd">val</span> <span class="mi" data-property="value">7</span>f"#)
    }

    @Test("eleven placeholders: the tenth's name is not read inside the eleventh's")
    func manyPlaceholders() {
        let template = (0...10).map { "{p\($0)}" }.joined(separator: " ")
        let values = Dictionary(uniqueKeysWithValues: (0...10).map { ("p\($0)", "v\($0)") })
        let html = UsageSnippet(template: template, language: .swift).html(highlighted: nil, values: values)
        #expect(html.contains(#"data-property="p1">v1<"#) && html.contains(#"data-property="p10">v10<"#))
        #expect(!html.contains("__specimen_"))
    }

    /// The repository's Content/ with `highlighter: pygments` in site.yml and a page of Ruby, which Specimen's
    /// lexers do not know: what Pygments is handed.
    static var sourcesWithRuby: [String: Data] {
        var sources = IncrementalBuildTests.realSources
        let settings = String(decoding: sources["Content/site.yml"] ?? Data(), as: UTF8.self)
        sources["Content/site.yml"] = Data((settings + "\nhighlighter: pygments\n").utf8)
        sources["Content/guides/ruby.md"] = Data("---\ntitle: Ruby\n---\n\nIn Ruby:\n\n```ruby\nputs \"<b>\"\n```\n".utf8)
        return sources
    }

    @Test("without Pygments, code site.yml hands to it warns once, at the first such block, and shows it escaped; the rest is highlighted")
    func withoutPygments() throws {
        var options = IncrementalBuildTests.options
        options.pygments = PygmentsHighlighter(interpreters: ["/nonexistent/python3"])
        let disk = InMemoryDisk(files: Self.sourcesWithRuby)
        let report = SiteBuilder(options: options, fileSystem: disk.fileSystem).build()
        let warnings = report.diagnostics.apartFromContrast.map(\.description)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Content/guides/ruby.md:7:1: warning: 1 code block shown without highlighting: /nonexistent/python3 could not be started; install Pygments") == true, "\(warnings)")
        let ruby = String(decoding: try #require(disk.files(below: "public")["guides/ruby/index.html"]), as: UTF8.self)
        #expect(ruby.contains(#"<code class="language-ruby">puts &quot;&lt;b&gt;&quot;"#))
        let slider = String(decoding: try #require(disk.files(below: "public")["components/slider/index.html"]), as: UTF8.self)
        #expect(slider.contains(#"<span class="n" data-property="tooltip">always</span>"#))
        #expect(slider.contains(#"step: <span class="kc">nil</span>"#), "Swift is highlighted without Python")
    }

    @Test("code Pygments gave up on is remembered by the next build: shown plain, with the warning, not tried again")
    func failureRemembered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-slow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("runs").path
        let script = folder.appendingPathComponent("python3")
        try "#!/bin/sh\necho run >> '\(log)'\nexec sleep 60\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        var options = IncrementalBuildTests.options
        options.pygments = PygmentsHighlighter(interpreters: [script.path], timeout: .seconds(1))
        let disk = InMemoryDisk(files: Self.sourcesWithRuby)
        var memo = BuildMemo()
        let first = SiteBuilder(options: options, fileSystem: disk.fileSystem).build(advancing: &memo)
        let second = SiteBuilder(options: options, fileSystem: disk.fileSystem).build(advancing: &memo)
        for report in [first, second] {
            let warnings = report.diagnostics.apartFromContrast.map(\.description)
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("shown without highlighting: highlighting took more than 1 s and was stopped") == true, "\(warnings)")
            #expect(warnings.first?.contains("install Pygments") == false)
        }
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "run\n")
    }

    @Test("text of the page's own that looks like a placeholder's name stays as written")
    func forgedPlaceholder() {
        let snippet = UsageSnippet(template: "Slider(__specimen_0__, {value}, __specimen_x_0__)", language: .swift)
        #expect(!snippet.code.code.hasPrefix("Slider(__specimen_0__, __specimen_0__"))
        let html = snippet.html(highlighted: nil, values: ["value": "5"])
        #expect(html == #"Slider(__specimen_0__, <span class="mi" data-property="value">5</span>, __specimen_x_0__)"#)
        #expect(snippet.text(values: ["value": "5"]) == "Slider(__specimen_0__, 5, __specimen_x_0__)")
    }
}
