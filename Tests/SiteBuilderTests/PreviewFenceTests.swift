import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Preview blocks in pages: drawn inline from the site's tokens, or reported at their file, line and column.
@Suite("Preview blocks in pages")
struct PreviewFenceTests {
    static let tokens = FixtureSite(files: [
        "Content/tokens.json": (try? String(
            contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/tokens.json"), encoding: .utf8
        )) ?? "{}",
    ])

    /// Builds the valid fixture site with `site` merged in, and the real tokens.json unless `withTokens` is false.
    static func build(_ site: FixtureSite, withTokens: Bool = true) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(withTokens ? tokens : FixtureSite(files: [:])).merging(site))
        return (SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build(), disk)
    }

    @Test("a preview block becomes an inline SVG drawn from the tokens; other code blocks stay code")
    func inline() throws {
        let (report, disk) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            ---
            ```preview
            stepper style=circular steps=4 current=2
            ```

            ```swift
            EBStepper(current: 2, total: 4, style: .circular)
            ```
            """))
        #expect(report.diagnostics.apartFromContrast == [])
        let html = String(decoding: try #require(disk.files(below: "public")["components/stepper/index.html"]), as: UTF8.self)
        #expect(html.contains(#"<div class="preview">"#))
        #expect(html.contains("<title>Step 2 of 4</title>"), "the SVG's title survives tagfilter")
        #expect(html.contains(#"data-stroke-token="stepper/color/bg""#))
        #expect(html.contains(#"<div class="code-block"><p class="code-block-actions"><button type="button" class="code-copy" aria-label="Copy the swift code">Copy</button> <span role="status"></span></p><pre><code class="language-swift">EBStepper<span class="p">(</span>current<span class="p">:</span> <span class="mi">2</span>"#))
        #expect(!html.contains("language-preview"))
    }

    @Test("without a tokens.json, previews draw with the default tokens; with one, a missing token is still an error")
    func defaultTokens() throws {
        let page = FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            ---
            ```preview
            stepper style=circular steps=4 current=2
            ```

            | Token | Use |
            |---|---|
            | `stepper/color/nowhere` | not checked without a tokens.json |
            """)
        let (report, disk) = Self.build(page, withTokens: false)
        #expect(report.diagnostics == [])
        let html = String(decoding: try #require(disk.files(below: "public")["components/stepper/index.html"]), as: UTF8.self)
        #expect(html.contains("<title>Step 2 of 4</title>") && html.contains(##"stroke="#005CE5""##), "drawn in the default brand blue")

        let (strict, _) = Self.build(page.merging(FixtureSite(files: [
            "Content/tokens.json": ##"{"color": {"$type": "color", "ink": {"$value": "#000000"}}}"##,
        ])), withTokens: false)
        // A built-in component's token the site's own set lacks is drawn with its default, and one warning at
        // the tokens names every such token and how to give it.
        #expect(strict.diagnostics.filter { $0.severity == .error } == [], "\(strict.diagnostics)")
        let lacking = strict.diagnostics.filter { $0.message.contains("lacks") }
        #expect(lacking.count == 1 && lacking[0].severity == .warning && lacking[0].location.path == "Content/tokens.json", "\(strict.diagnostics)")
        #expect(lacking.first?.message.contains("the stepper: stepper/color/bg, ") == true, "\(lacking)")
        #expect(lacking.first?.message.contains(#"such as {"stepper": {"color": {"bg": {"$value": "{your.token}"}}}}"#) == true, "\(lacking)")
    }

    @Test("a bad preview is an error at the line and column of the property, front matter counted")
    func badProperty() {
        let (report, disk) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            ---
            Intro.

            - In a list:

              ```preview
              stepper style=circular
                steps=11 current=2
              ```

            ```preview controls=steps,colour
            stepper style=bullet steps=4
            ```

            ```preview
            slider value=50 step=7
            ```
            """))
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/stepper.md:10:5: error: steps = 11 is out of range for the circular style; allowed: 2…10",
            "Content/components/stepper.md:13:1: error: controls names 'colour', which stepper does not have; allowed: style, steps, current, orientation, connector, state, completed-tint, check, progress, length, labels, active-ring",
            "Content/components/stepper.md:18:8: error: value = 50 is not on the step grid; allowed: 0, 7, … 100 (nearest: 49 or 56)",
        ])
        #expect(disk.files(below: "public").isEmpty, "no half-written site, no blank box")
    }

    @Test("a fence repeated on pages and within a page is drawn once, yet each keeps its own id, links and error place")
    func repeatedFences() throws {
        let fence = "```preview controls=steps,current\nstepper style=bullet steps=5 current=2\n```\n"
        let bad = "```preview\nstepper style=circular steps=11\n```\n"
        let (report, disk) = Self.build(FixtureSite(files: [
            "Content/components/one.md": "---\ntitle: One\n---\n" + fence + "\n" + fence + "\n" + bad,
            "Content/components/two.md": "---\ntitle: Two\n---\nIntro.\n\n" + bad + "\n" + fence,
        ]))
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [
            "Content/components/one.md:13:24: error: steps = 11 is out of range for the circular style; allowed: 2…10",
            "Content/components/two.md:7:24: error: steps = 11 is out of range for the circular style; allowed: 2…10",
        ])
        #expect(disk.files(below: "public").isEmpty)

        let (fixed, built) = Self.build(FixtureSite(files: [
            "Content/components/one.md": "---\ntitle: One\n---\n" + fence + "\n" + fence,
            "Content/components/two.md": "---\ntitle: Two\n---\n" + fence,
        ]))
        #expect(fixed.succeeded)
        let files = built.files(below: "public")
        let one = String(decoding: try #require(files["components/one/index.html"]), as: UTF8.self)
        let two = String(decoding: try #require(files["components/two/index.html"]), as: UTF8.self)
        #expect(one.contains(#"id="stepper-bullet""#) && one.contains(#"id="stepper-bullet-2""#),
                "the second widget on a page gets its own id")
        #expect(two.contains(#"id="stepper-bullet""#) && !two.contains(#"id="stepper-bullet-2""#))
        #expect(one.contains("<title>Step 2 of 5</title>") && two.contains("<title>Step 2 of 5</title>"))
    }

    @Test("a token that cannot be read is reported at its line and column with its path; no page needs it, so it is a warning")
    func badToken() {
        let (report, _) = Self.build(FixtureSite(#"""
            -- Content/tokens.json --
            {
              "stepper": {
                "color": {
                  "bg": { "$type": "color", "$value": "#05CE5" },
                  "label": { "$type": "color", "$value": "{stepper.color.text}" }
                }
              }
            }
            """#))
        #expect(report.diagnostics.map(\.description) == [
            "Content/tokens.json:4:43: warning: token 'stepper/color/bg': '#05CE5' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name",
            "Content/tokens.json:5:46: warning: token 'stepper/color/label': refers to {stepper.color.text}, which is not a token",
        ])
    }

    @Test("a code span `preview: …` draws inline, in a table cell say; a bad one is an error at its property")
    func inlinePreview() throws {
        let (report, _) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            ---
            | State | Preview |
            |---|---|
            | Current | `preview: stepper style=bullet steps=4 current=2` |
            | Upcoming | `preview:  stepper style=bullet steps=4 current=9` |

            Plain `code` stays code.
            """))
        // Line 7 is the Upcoming row; the span starts at column 15, `current=9` at column 54.
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [
            "Content/components/stepper.md:7:54: error: current = 9 is outside 1…steps; allowed: 1…4",
        ])
        let fixed = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            ---
            | State | Preview |
            |---|---|
            | Current | `preview: stepper style=bullet steps=4 current=2` |

            Plain `code` stays code.
            """))
        #expect(fixed.0.diagnostics.apartFromContrast == [])
        let html = String(decoding: try #require(fixed.1.files(below: "public")["components/stepper/index.html"]), as: UTF8.self)
        #expect(html.contains(#"<td><span class="preview-inline"><svg class="specimen-preview""#))
        #expect(html.contains("<title>Step 2 of 4</title>"))
        #expect(html.contains("Plain <code>code</code> stays code."))
    }

    @Test("a deprecated token a preview draws with, or a component page names, is a warning there with the reason")
    func deprecatedTokens() throws {
        let real = try String(contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/tokens.json"), encoding: .utf8)
        let deprecated = real.replacingOccurrences(
            of: #""bg": { "$value": "{color.brand.500}","#,
            with: #""bg": { "$deprecated": "use stepper/color/fill", "$value": "{color.brand.500}","#
        )
        #expect(deprecated != real)
        let (report, _) = Self.build(FixtureSite(files: ["Content/tokens.json": deprecated]).merging(FixtureSite("""
            -- Content/components/stepper.md --
            ---
            title: Stepper
            tokens:
              - {role: Current step, token: stepper/color/bg}
            ---
            ```preview
            stepper style=circular steps=4 current=2
            ```
            """)))
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [
            "Content/components/stepper.md:4:33: warning: token 'stepper/color/bg' is deprecated: use stepper/color/fill; name the token that replaces it",
            "Content/components/stepper.md:6:1: warning: the preview draws with 'stepper/color/bg', which tokens.json marks deprecated: use stepper/color/fill",
        ])
    }
}
