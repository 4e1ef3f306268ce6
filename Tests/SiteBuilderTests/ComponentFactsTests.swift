import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Component facts in front matter: validated at the key or value, rendered by one partial each.
@Suite("Component facts")
struct ComponentFactsTests {
    static let site = Fixtures.theme.merging(FixtureSite(#"""
        -- Content/site.yml --
        title: Facts
        criteria:
          - {id: C1, name: Layer Structure & Naming}
          - {id: C2, name: Variant & Property Naming}
          - {id: C3, name: Token Coverage}
        -- Content/tokens.json --
        {"stepper": {"color": {"$type": "color", "bg": {"$value": "#005CE5"}, "bg-track": {"$value": "#D2E5FF"}}}}
        -- Theme/templates/page.mustache --
        {{<base}}{{$main}}{{#page.component}}{{#verdict}}<p class="verdict">{{badge.label}}: {{summary}}</p>{{/verdict}}
        {{#health}}<p class="health">{{aspect}} {{badge.icon}} {{badge.label}}: {{note}}</p>
        {{/health}}{{#scorecard}}<tr id="{{anchor}}"><td>{{id}}</td><td>{{name}}</td><td>{{badge.icon}} {{badge.label}}</td><td>{{note}}</td></tr>
        {{/scorecard}}{{#tokens}}<p class="token">{{role}} {{token}} {{value}} {{swatch}}</p>
        {{/tokens}}<p class="total">{{siblingCount}} siblings, {{inventoryTotal}} variants</p>
        {{#changelog}}{{#items}}<li>{{criterion}} {{text}} {{state}}</li>{{/items}}{{/changelog}}{{/page.component}}
        {{{page.content}}}{{/main}}{{/base}}
        """#))

    static let validPage = FixtureSite(#"""
        -- Content/components/dots.md --
        ---
        title: Dots
        family: stepper
        verdict: {status: restructure, summary: Collapse the siblings.}
        health:
          reusable: {status: partial, note: Swap needed.}
          self-contained: {status: warn, note: Raster dots.}
          consistent: {status: fail, note: Three components.}
          composable: {status: pass, note: Small.}
        scorecard:
          - {criterion: C1, status: requires-rework, note: Siblings.}
          - {criterion: C3, status: ready}
        tokens:
          - {role: Active dot, token: stepper/color/bg}
        inventory:
          - {name: Dots 3, node: "1:1", frame: 80 × 12, variants: [1st, 2nd, 3rd]}
          - {name: Dots 4, node: "1:2", frame: 96 × 16, variants: [1st, 2nd, 3rd, 4th]}
        changelog:
          - version: 1.0.0
            date: April 2026
            type: major
            items:
              - {text: Collapse., criterion: C1, state: open}
              - {text: Assessed.}
          - items:
              - {text: No version named.}
        ---
        ## C1
        Body.
        """#)

    static func build(_ page: FixtureSite) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(site.merging(page))
        return (SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build(), disk)
    }

    @Test("facts render through the partials: badges with words and shapes, every criterion, computed totals")
    func renders() throws {
        let (report, disk) = Self.build(Self.validPage)
        #expect(report.diagnostics == [])
        let html = String(decoding: try #require(disk.files(below: "public")["components/dots/index.html"]), as: UTF8.self)
        #expect(html.contains(#"<p class="verdict">Restructure: Collapse the siblings.</p>"#))
        #expect(html.contains(#"<p class="health">Self-contained ▲ Warn: Raster dots.</p>"#))
        #expect(html.contains(#"<tr id="c1"><td>C1</td><td>Layer Structure &amp; Naming</td><td>✕ Requires rework</td><td>Siblings.</td></tr>"#))
        #expect(html.contains(#"<tr id="c2"><td>C2</td><td>Variant &amp; Property Naming</td><td>· Not assessed</td><td></td></tr>"#))
        #expect(html.contains(#"<tr id="c3"><td>C3</td><td>Token Coverage</td><td>✓ Ready</td><td></td></tr>"#))
        #expect(html.contains(#"<p class="token">Active dot stepper/color/bg #005CE5 #005CE5</p>"#))
        #expect(html.contains(#"<p class="total">2 siblings, 7 variants</p>"#))
        #expect(html.contains("<li>C1 Collapse. open</li>"))
        // An item whose source gives no state shows none; an entry may name no version.
        #expect(html.contains("<li> Assessed. </li>"))
        #expect(html.contains("<li> No version named. </li>"))
        #expect(html.contains(##"<h2 id="c1-1">C1<a class="heading-anchor" href="#c1-1" aria-label="Link to the section C1">#</a></h2>"##), "a heading never takes a scorecard row's id")
    }

    @Test("every problem is reported at the key or value, naming what is allowed")
    func invalid() {
        let (report, _) = Self.build(FixtureSite(#"""
            -- Content/components/dots.md --
            ---
            title: Dots
            verdict: {status: rethink}
            health:
              reusable: {status: partial, note: Swap.}
              self-contained: {status: warn, note: Raster.}
              consistent: {status: fine, note: Three.}
              composible: {status: pass, note: Small.}
            scorecard:
              - {criterion: C1, status: ready}
              - {criterion: C9, status: ready}
              - {criterion: C1, status: requires-rework}
              - {criterion: C2, status: requires rework}
            tokens:
              - {role: Active dot, token: stepper/color/background}
            inventory:
              - {name: Dots 3, node: "1:1", frame: 80 × 12}
            changelog:
              - {version: 1.0.0, date: April 2026, type: huge}
            ---
            Body.
            """#))
        // Lines counted in the fixture: 1 is the opening ---, 3 the verdict, 5-8 health, 10-13 the scorecard.
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/dots.md:3:10: error: verdict is missing 'summary'; it needs status, summary",
            "Content/components/dots.md:3:19: error: unknown verdict status 'rethink'; allowed: restructure, refine, ready",
            "Content/components/dots.md:5:3: error: health is missing 'composable'; it needs reusable, self-contained, consistent, composable",
            "Content/components/dots.md:7:24: error: unknown health status 'fine'; allowed: pass, partial, warn, fail",
            "Content/components/dots.md:8:3: error: unknown key 'composible' in health; did you mean 'composable'? allowed: reusable, self-contained, consistent, composable",
            "Content/components/dots.md:11:17: error: unknown criterion 'C9'; allowed: C1, C2, C3",
            "Content/components/dots.md:12:17: error: criterion 'C1' is listed twice in the scorecard (first on line 10); list each criterion once",
            "Content/components/dots.md:13:29: error: unknown criterion status 'requires rework'; did you mean 'requires-rework'? allowed: ready, needs-refinement, requires-rework, not-mapped, not-applicable",
            "Content/components/dots.md:15:31: error: token 'stepper/color/background' is not in tokens.json; did you mean 'stepper/color/bg'? token roles name a token path such as stepper/color/bg",
            "Content/components/dots.md:17:5: error: an inventory entry is missing 'variants'; it needs name, variants",
            "Content/components/dots.md:19:46: error: unknown change type 'huge'; allowed: major, minor, patch",
        ])
    }

    @Test("a default preview that cannot be drawn is an error at its property, inside the front matter")
    func badDefaultPreview() {
        let (report, _) = Self.build(FixtureSite(#"""
            -- Content/components/dots.md --
            ---
            title: Dots
            preview: stepper style=bullet steps=11
            ---
            Body.
            """#))
        // Line 3 is `preview: stepper style=bullet steps=11`; `steps` starts at column 31. (The fixture's tokens
        // lack the stepper's, which a warning of its own says.)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Content/components/dots.md:3:31: error: steps = 11 is out of range for the bullet style; allowed: 3…10",
        ])
    }
}
