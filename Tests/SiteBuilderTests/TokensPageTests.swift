import DesignTokens
import Foundation
import SiteBuilder
import Testing
import TestSupport

/// The tokens page of the real Content/ and Theme/.
@Suite("Tokens page")
struct TokensPageTests {
    @Test("every token is listed with its value and uses; every pair the previews draw has its computed contrast")
    func tokensPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = SourceTree.packageRoot()
        let report = RealSiteTests.build(content: "Content", into: folder)
        #expect(report.diagnostics.apartFromContrast == [])
        let html = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)

        let (tokens, _) = TokenSet.parse(json: try String(contentsOf: root.appendingPathComponent("Content/tokens.json"), encoding: .utf8))
        #expect(tokens.paths.count > 40)
        for path in tokens.paths {
            #expect(html.contains(#"data-token="\#(path)">"#), "\(path) is listed")
        }
        #expect(html.contains("\(tokens.paths.count) tokens from"))
        let row = try #require(html.components(separatedBy: #"<tr id="token-stepper-color-bg" "#).dropFirst().first)
            .components(separatedBy: "</tr>")[0]
        #expect(row.contains("#005CE5"))
        #expect(row.contains(#"<a href="../components/stepper-bullet/">Stepper - Bullet</a>"#))
        #expect(row.contains("previews: stepper (bullet), stepper (circular), stepper (dash)"))

        // Ratios computed independently (Python, WCAG 2.x): #005CE5 on #D2E5FF 4.48, #D2E5FF on white 1.28,
        // #005CE5 on white 5.73, white on #D2E5FF 1.28.
        let expected: [(String, String, String)] = [
            ("Circular ring arc on its track", "4.48:1", "pass"),
            ("Bullet upcoming dot on the page", "1.28:1", "fail"),
            ("Circular step digits on the page", "5.73:1", "pass"),
            ("Slider knob on the track", "1.28:1", "fail"),
            ("Tooltip text on the tooltip", "5.73:1", "pass"),
            ("Focus ring on the page", "5.73:1", "pass"),
        ]
        for (what, ratio, result) in expected {
            let row = try #require(html.components(separatedBy: "<th scope=\"row\">\(what)").dropFirst().first)
                .components(separatedBy: "</tr>")[0]
            #expect(row.contains("<td>\(ratio)</td>"), "\(what)")
            #expect(row.contains("badge--\(result)"), "\(what)")
        }
        #expect(html.components(separatedBy: "<th scope=\"row\">").count - 1 >= 14 + tokens.paths.count)

        // The dark columns, from the tokens' dark values (independently: #6F9DFF on #12151A 6.92, #0B1220 on
        // #6F9DFF 7.08, #2A3A57 on #12151A 1.60, #6F9DFF on #2A3A57 4.31).
        let dark: [(String, String, String)] = [
            ("Circular step digits on the page", "6.92:1", "pass"),
            ("Tooltip text on the tooltip", "7.08:1", "pass"),
            ("Bullet upcoming dot on the page", "1.60:1", "fail"),
            ("Circular ring arc on its track", "4.31:1", "pass"),
        ]
        for (what, ratio, result) in dark {
            let row = try #require(html.components(separatedBy: "<th scope=\"row\">\(what)").dropFirst().first)
                .components(separatedBy: "</tr>")[0]
            // The dark cells follow the dark colours' values, each written beside its swatch.
            let darkCells = try #require(row.components(separatedBy: "</code><br>").last)
            #expect(darkCells.hasPrefix(ratio + "</td>"), "\(what): \(darkCells.prefix(20))")
            #expect(darkCells.contains("badge--\(result)"), "\(what)")
        }
    }

    @Test("previews re-tint in the dark scheme through a stylesheet the build writes from the tokens' dark values")
    func darkPreviews() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = RealSiteTests.build(content: "Content", into: folder)
        #expect(report.succeeded)
        let css = try String(contentsOfFile: folder.path("public/previews/modes.css"), encoding: .utf8)
        // Each colour once, light and dark, as the page's colour scheme (the system's or the reader's) picks it.
        #expect(css.contains(#"[data-stroke-token="stepper/color/bg"] { stroke: light-dark(#005CE5, #6F9DFF); }"#))
        #expect(css.contains(#"[data-fill-token="slider/color/tooltip/text"] { fill: light-dark(#FFFFFF, #0B1220); }"#))
        #expect(css.components(separatedBy: "slider/color/tooltip/text").count == 3, "a fill rule and a stroke rule")
        #expect(css.contains(#"  :root:not([data-theme="light"]) .preview, :root:not([data-theme="light"]) .preview-inline"#))
        #expect(css.contains(#":root[data-theme="dark"] .preview, :root[data-theme="dark"] .preview-inline"#))
        #expect(css.contains("{ background: #12151A; }"))
        #expect(!css.contains("slider/color/knob/bg"), "a token without a dark value keeps its colour")
        let page = try String(contentsOfFile: folder.path("public/components/slider/index.html"), encoding: .utf8)
        #expect(page.contains(#"<link rel="stylesheet" href="../../previews/modes.css">"#))
    }

    /// The row of the token `path` on a built tokens page.
    private func row(_ path: String, in html: String) throws -> String {
        let rows = html.components(separatedBy: "<tr id=").map { $0.components(separatedBy: "</tr>")[0] }
        return try #require(rows.first { $0.contains("data-token=\"\(path)\">") }, "\(path)")
    }

    @Test("a site using every type of the Format module: each token drawn, aliases linked, deprecation shown")
    func everyTokenType() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = RealSiteTests.build(content: "Tests/Browser/fixtures/every-token-type/Content", into: folder)
        #expect(report.diagnostics == [])
        let html = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)
        let (tokens, _) = TokenSet.parse(json: try String(contentsOfFile: SourceTree.packageRoot()
            .appendingPathComponent("Tests/Browser/fixtures/every-token-type/Content/tokens.json").path, encoding: .utf8))
        #expect(Set(tokens.tokens.values.map(\.kind)) == Set(DesignToken.Kind.formatTypes))
        for path in tokens.paths {
            let drawn = try row(path, in: html).contains(##"<svg aria-hidden="true" class="token-specimen"##)
            #expect(drawn == (tokens.tokens[path]?.kind != .number), "\(path)")
        }
        #expect(try row("color/accent/$root", in: html).contains(##"→ <a href="#token-color-oklch"><code>color/<wbr>oklch</code></a>"##))
        #expect(try row("color/legacy", in: html).contains(##"<span class="deprecated">Deprecated: Use color.accent.muted.</span>"##))
        #expect(try row("border/focus", in: html).contains(##"stroke="#3B84F9" stroke-width="2""##))
        #expect(try row("line/custom", in: html).contains(##"stroke-dasharray="6 1" stroke-linecap="round""##))
        #expect(try row("fill/fade", in: html).contains(##"<stop offset="0.6" stop-color="#000000" stop-opacity="0.5"/>"##))
        #expect(try row("fill/fade", in: html).contains(##"-checks"##), "a translucent gradient is drawn over a checkerboard")
        #expect(try row("type/heading", in: html).contains(##"font-family="Georgia, serif" font-size="24" font-weight="700""##))
        #expect(try row("motion/fade", in: html).contains("200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms"))
        #expect(try row("size/body", in: html).contains("<code>1rem (16px)</code>"), "units as written, and px")
        #expect(try row("motion/slow", in: html).contains("<code>0.6s (600ms)</code>"))
        #expect(try row("size/gutter", in: html).contains("<code>48px</code>"))
        #expect(try row("elevation/layered", in: html).components(separatedBy: "<feGaussianBlur").count == 3)
    }

    @Test("values the token file marks proposed carry a marker with why, on the tokens page and component pages, and one list gathers them with their contrast")
    func proposedValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(RealSiteTests.build(content: "Content", into: folder).succeeded)
        let html = try String(contentsOfFile: folder.path("public/tokens/index.html"), encoding: .utf8)

        let list = try #require(html.components(separatedBy: #"<h2 id="proposed">Proposed values</h2>"#).dropFirst().first)
            .components(separatedBy: "</section>")[0]
        let tint = try #require(list.components(separatedBy: "<tr>").first { $0.contains("<code>color/<wbr>brand/<wbr>300</code>") && $0.contains("<td>default</td>") })
        #expect(tint.contains("the Stepper - Bullet assessment recommends a muted brand tint for completed dots but gives no value"))
        #expect(tint.contains("Bullet completed dot (tint) on the page: 2.44:1, needs 3:1"))
        #expect(tint.contains("Fail"))
        // Assessed values are not listed; a value taken through an alias is listed at the token that proposes it.
        #expect(!list.contains("<code>stepper/<wbr>size/<wbr>dot</code>"))
        #expect(!list.contains("<code>stepper/<wbr>color/<wbr>bg-<wbr>completed</code>"))
        #expect(list.contains("<code>color/<wbr>brand/<wbr>500</code></a></th>\n<td>dark</td>"))

        #expect(try row("color/brand/300", in: html).contains(#"<span class="proposed-mark">Proposed</span>"#))
        #expect(try row("color/brand/500", in: html).contains("<p class=\"proposed-note\">Proposed in dark: no assessment gives a dark palette"))
        #expect(!(try row("stepper/size/dot", in: html)).contains("proposed"))

        let bullet = try String(contentsOfFile: folder.path("public/components/stepper-bullet/index.html"), encoding: .utf8)
        let tokens = try #require(bullet.components(separatedBy: #"<table class="token-table">"#).dropFirst().first)
            .components(separatedBy: "</table>")[0].components(separatedBy: "<tr>")
        #expect(tokens.first { $0.contains("<td>Active dot</td>") }?.contains(#"<span class="proposed-mark">Proposed (dark)</span> no assessment gives a dark palette"#) == true)
        #expect(tokens.first { $0.contains("<td>Dot size</td>") }?.contains("proposed") == false)
    }
}

/// The tokens page at a real system's size: groups with a jump list, a column per mode, the form each file was
/// read as, a sentence where no pair is drawn, and specimens that tell lengths and corners apart.
@Suite("Tokens page of a real system")
struct TokensPageLayoutTests {
    static let site = FixtureSite(#"""
        -- Content/site.yml --
        title: Tokens
        tokens: tokens
        -- Content/index.md --
        ---
        title: Home
        ---
        No component pages.
        -- Content/tokens/base.json --
        {"color": {"$type": "color", "ink": {"$value": "#111111", "$extensions": {"mode": {"dark": "#EEEEEE", "dim": "#111111"}}},
                   "line": {"$value": "#CCCCCC", "$extensions": {"mode": {"dim": "#999999"}}}},
         "space": {"$type": "dimension", "gap": {"$value": "8px"}, "column": {"$value": "544px"}, "screen": {"$value": "1440px"}},
         "radius": {"$type": "dimension", "sm": {"$value": "4px"}, "pill": {"$value": "9999px"}}}
        -- Content/tokens/legacy.json --
        {"brand": {"accent": {"value": "#FF0000", "type": "color", "attributes": {"category": "color"}}}}
        """#)

    /// The package's own Theme/, whose tokens template is the one under test.
    static func theme() throws -> FixtureSite {
        let root = SourceTree.packageRoot().appendingPathComponent("Theme")
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? NSEnumerator() {
            let url = root.appendingPathComponent(path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files["Theme/" + path] = text
        }
        return FixtureSite(files: files)
    }

    static func page() throws -> String {
        let disk = InMemoryDisk(try theme().merging(site))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        return String(decoding: try #require(disk.files(below: "public")["tokens/index.html"]), as: UTF8.self)
    }

    @Test("groups with a jump list, one column per mode a token of the group differs in, and where no pair is measured, why not for each")
    func layout() throws {
        let html = try Self.page()
        #expect(html.contains(#"<nav class="token-jump" aria-label="Token groups">"#))
        for group in ["brand", "color", "radius", "space"] {
            #expect(html.contains(##"<li><a href="#group-\##(group)">\##(group)</a>"##), "\(group)")
            #expect(html.contains(#"<h3 id="group-\#(group)">\#(group) "#), "\(group)")
        }
        #expect(html.contains(#"<th scope="col">Value</th><th scope="col">dark</th><th scope="col">dim</th>"#))
        let ink = try #require(html.components(separatedBy: #"<tr id="token-color-ink" "#).dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(ink.contains(#"<td class="token-mode-value">"#) && ink.contains("<code>#EEEEEE</code>"))
        #expect(ink.contains(#"<td class="token-mode-value is-same">"#), "dim is the default's value, shown muted")
        let space = try #require(html.components(separatedBy: #"<h3 id="group-space">"#).dropFirst().first?.components(separatedBy: "</table>").first)
        #expect(space.contains(#"<th scope="col">Value</th><th scope="col" class="token-type-col">Type</th>"#), "no space token differs in a mode")
        #expect(!space.contains("token-mode-value"))
        #expect(html.contains(#"<p class="token-mode-list">Modes: <code>dark</code> <code>dim</code> </p>"#), "every mode is listed")
        #expect(!html.contains(#"<table class="contrast-table">"#))
        #expect(html.contains("No pair of colours the previews draw is measured"))
        // The built-in components draw 14 pairs: 9 on page/background, 5 of two of their own colours.
        #expect(html.contains("Of the 14 pairs the components draw, 9 need page/background, which the set has no colour for; and 5 are drawn with two built-in defaults."))
    }

    @Test("each file with the form it was read as, and what departs from 2025.10")
    func files() throws {
        let html = try Self.page()
        #expect(html.contains("<li><code>Content/tokens/base.json</code>: Design Tokens Format Module 2025.10, with what departs"))
        #expect(html.contains("<li><code>Content/tokens/legacy.json</code>: Style Dictionary, with what departs"))
        // Counted by hand from the fixture: two hex colours outside the modes, five dimensions as strings; the
        // Style Dictionary file's colour is a string too, and its `attributes` are its form's own.
        #expect(html.contains("<li>2 × a colour as a hex string (first: color/ink, line 1)</li>"))
        #expect(html.contains("<li>5 × a dimension as a string (first: space/gap, line 3)</li>"))
        #expect(html.contains("<li>1 × a colour as a hex string (first: brand/accent, line 1)</li>"))
    }

    @Test("lengths on a logarithmic bar: 8, 544 and 1,440 px apart; radii drawn as corners")
    func specimens() throws {
        let html = try Self.page()
        func filled(_ path: String) throws -> String {
            let row = try #require(html.components(separatedBy: #"<tr id="token-\#(path)" "#).dropFirst().first?.components(separatedBy: "</tr>").first)
            let cell = try #require(row.components(separatedBy: #"<td class="token-value">"#).dropFirst().first)
            // The second rect of a bar is the filled part.
            return cell.components(separatedBy: "<rect").dropFirst(2).first?.components(separatedBy: "width=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
        }
        // 96 × log10(1 + px) / log10(10001), worked out by hand: 8 → 22.9, 544 → 65.7, 1440 → 75.8.
        let widths = try ["space-gap", "space-column", "space-screen"].map { Double(try filled($0)) ?? -1 }
        #expect(widths.count == 3 && abs(widths[0] - 22.9) < 0.1 && abs(widths[1] - 65.7) < 0.1 && abs(widths[2] - 75.8) < 0.1, "\(widths)")
        let pill = try #require(html.components(separatedBy: #"<tr id="token-radius-pill" "#).dropFirst().first)
        #expect(pill.components(separatedBy: "</tr>")[0].contains(#"rx="14""#), "a 9999px radius is a round end")
        let small = try #require(html.components(separatedBy: #"<tr id="token-radius-sm" "#).dropFirst().first)
        #expect(small.components(separatedBy: "</tr>")[0].contains(#"rx="4""#))
    }

    @Test("names that differ only in case or spaces (the Format Module tells them apart) each have a row and an id of their own")
    func caseDistinctNames() throws {
        let disk = InMemoryDisk(try Self.theme().merging(FixtureSite(#"""
            -- Content/site.yml --
            title: Tokens
            -- Content/index.md --
            ---
            title: Home
            ---
            Home.
            -- Content/tokens.json --
            {"size": {"$type": "dimension", "font-size": {"$value": "16px"}, "FONT-SIZE": {"$value": "20px"}},
             "color": {"$type": "color", "Button Background": {"$value": "#FF0000"}, "button-background": {"$value": "{color.Button Background}"}}}
            """#)))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        let html = String(decoding: try #require(disk.files(below: "public")["tokens/index.html"]), as: UTF8.self)
        // Paths in order: FONT-SIZE before font-size, "Button Background" before button-background.
        #expect(html.contains(#"<tr id="token-size-font-size" data-token="size/FONT-SIZE">"#))
        #expect(html.contains(#"<tr id="token-size-font-size-2" data-token="size/font-size">"#))
        #expect(html.contains(#"<tr id="token-color-button-background" data-token="color/Button Background">"#))
        #expect(html.contains(#"<tr id="token-color-button-background-2" data-token="color/button-background">"#))
        #expect(html.contains(##"<a href="#token-color-button-background"><code>color/<wbr>Button Background</code></a>"##), "the alias links to its own target")
    }
}
