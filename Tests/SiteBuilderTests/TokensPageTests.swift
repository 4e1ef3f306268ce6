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
            #expect(html.contains(#"<th scope="row"><code>\#(path)</code>"#), "\(path) is listed")
        }
        #expect(html.contains("\(tokens.paths.count) tokens from"))
        let row = try #require(html.components(separatedBy: #"<tr id="token-stepper-color-bg">"#).dropFirst().first)
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
            let row = try #require(html.components(separatedBy: "<th scope=\"row\">\(what)</th>").dropFirst().first)
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
            let row = try #require(html.components(separatedBy: "<th scope=\"row\">\(what)</th>").dropFirst().first)
                .components(separatedBy: "</tr>")[0]
            let darkCells = try #require(row.components(separatedBy: "aria-hidden=\"true\"></span>").last)
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
        #expect(css.contains(#"  :root:not([data-theme="light"]) [data-stroke-token="stepper/color/bg"] { stroke: #6F9DFF; }"#))
        #expect(css.contains(#":root[data-theme="dark"] [data-fill-token="slider/color/tooltip/text"] { fill: #0B1220; }"#))
        #expect(css.contains(#":root[data-theme="dark"] .preview, :root[data-theme="dark"] .preview-inline"#))
        #expect(css.contains("{ background: #12151A; }"))
        #expect(!css.contains("slider/color/knob/bg"), "a token without a dark value keeps its colour")
        let page = try String(contentsOfFile: folder.path("public/components/slider/index.html"), encoding: .utf8)
        #expect(page.contains(#"<link rel="stylesheet" href="../../previews/modes.css">"#))
    }

    /// The row of the token `path` on a built tokens page.
    private func row(_ path: String, in html: String) throws -> String {
        let rows = html.components(separatedBy: "<tr id=").map { $0.components(separatedBy: "</tr>")[0] }
        return try #require(rows.first { $0.contains("<th scope=\"row\"><code>\(path)</code>") }, "\(path)")
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
            let drawn = try row(path, in: html).contains(##"<svg aria-hidden="true" class="token-specimen""##)
            #expect(drawn == (tokens.tokens[path]?.kind != .number), "\(path)")
        }
        #expect(try row("color/accent/$root", in: html).contains(##"→ <a href="#token-color-oklch"><code>color/oklch</code></a>"##))
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
        let tint = try #require(list.components(separatedBy: "<tr>").first { $0.contains("<code>color/brand/300</code>") && $0.contains("<td>default</td>") })
        #expect(tint.contains("the Stepper - Bullet assessment recommends a muted brand tint for completed dots but gives no value"))
        #expect(tint.contains("Bullet completed dot (tint) on the page: 2.44:1, needs 3:1"))
        #expect(tint.contains("Fail"))
        // Assessed values are not listed; a value taken through an alias is listed at the token that proposes it.
        #expect(!list.contains("<code>stepper/size/dot</code>"))
        #expect(!list.contains("<code>stepper/color/bg-completed</code>"))
        #expect(list.contains("<code>color/brand/500</code></a></th>\n<td>dark</td>"))

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
