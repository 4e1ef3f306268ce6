import ExampleComponents
import Foundation
import Previews
import SiteBuilder
import Testing
import TestSupport

/// A component Specimen does not ship (the example package's `Switch`, built here as `ExampleComponents`),
/// registered in one line, used by a site built with the real theme: the site gets everything a standard
/// component gets, with no other change.
@Suite("A component added from outside")
struct ExtraComponentTests {
    static let site = FixtureSite(#"""
        -- Content/site.yml --
        title: Switches
        -- Content/tokens.json --
        {
          "page": {"background": {"$type": "color", "$value": "#FFFFFF"}},
          "state": {
            "focus-ring": {"$type": "color", "$value": "#005CE5"},
            "focus-ring-width": {"$type": "dimension", "$value": "2px"},
            "focus-ring-offset": {"$type": "dimension", "$value": "2px"},
            "pressed-halo-opacity": {"$type": "number", "$value": 0.16},
            "disabled-opacity": {"$type": "number", "$value": 0.4}
          },
          "switch": {
            "color": {
              "$type": "color",
              "track-on": {"$value": "#005CE5"},
              "track-off": {"$value": "#C9CED6"},
              "knob-on": {"$value": "#FFFFFF"},
              "knob-off": {"$value": "#FFFFFF"}
            },
            "size": {"$type": "dimension", "width": {"$value": "44px"}, "height": {"$value": "24px"}},
            "space": {"$type": "dimension", "inset": {"$value": "2px"}}
          }
        }
        -- Content/index.md --
        # Switches

        [The switch](components/switch/)
        -- Content/components/switch.md --
        ---
        title: Switch
        summary: Turns one setting on or off.
        family: switch
        preview: switch on=true
        tokens:
          - {role: Track on, token: switch/color/track-on}
        ---
        ## States

        ```preview controls=on,state
        switch on=true
        ```

        [Off and unavailable](#switch=on:false,state:disabled)
        """#)

    /// The one registration line.
    static let components = ComponentRegistry.standard.adding(Switch.self)

    static func build(_ site: FixtureSite, in folder: TemporaryFolder) throws -> BuildReport {
        try site.write(to: folder.url)
        return SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(SourceTree.packageRoot().appendingPathComponent("Theme").path),
            outputPath: folder.path("public"),
            components: components
        )).build()
    }

    @Test("fences, controls, state files, state links, a sticker sheet, contrast pairs and token uses")
    func wholeSite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(Self.site, in: folder)
        // Its contrast pairs are checked as the built-in components' are: the off track is too light.
        let tokenFile = folder.path("Content/tokens.json"), source = folder.path("Content/components/switch.md")
        #expect(report.diagnostics.map(\.description) == [
            "\(tokenFile):14:31: warning: switch/color/track-off on page/background is default 1.58:1, below the 3:1 a graphic needs (WCAG 1.4.11), in 'Switch off track on the page' on \(source); change either colour until the pair passes",
            "\(tokenFile):16:30: warning: switch/color/knob-off on switch/color/track-off is default 1.58:1, below the 3:1 a graphic needs (WCAG 1.4.11), in 'Switch knob on the off track' on \(source); change either colour until the pair passes",
        ])
        func text(_ path: String) throws -> String {
            try String(contentsOfFile: folder.path("public/" + path), encoding: .utf8)
        }

        let page = try text("components/switch/index.html")
        #expect(page.contains(#"<figure class="preview-widget" id="switch" data-preview-widget data-properties="on,state" data-src="../../previews/switch/on-{on}_state-{state}.svg" data-sheet="sticker-sheet/#switch--">"#))
        #expect(page.contains(#"<label><input type="checkbox" id="switch-on" data-property="on" checked> On</label>"#))
        #expect(page.contains(#"<p class="preview-readout" aria-live="polite" aria-atomic="true">On</p>"#))
        #expect(page.contains(#"<a class="preview-sheet-link" href="sticker-sheet/#switch--on-true_state-default">All 6 states on the sticker sheet</a>"#))

        // 44 × 24 track, a 4 px margin for the focus ring: 52 × 32; the knob (radius 10) at the right end when on.
        let on = try text("previews/switch/on-true_state-default.svg")
        #expect(on.contains(#"height="32" role="img" viewBox="0 0 52 32" width="52""#))
        #expect(on.contains(##"<circle cx="36" cy="16" data-fill-token="switch/color/knob-on" data-part="knob" fill="#FFFFFF" r="10"/>"##))
        let off = try text("previews/switch/on-false_state-disabled.svg")
        #expect(off.contains(#"<circle cx="16" cy="16""#))
        #expect(off.contains(#"<g opacity="0.4">"#))
        #expect(off.contains("<title>Off, unavailable</title>"))
        for on in ["false", "true"] {
            for state in ["default", "focused", "disabled"] {
                #expect(FileManager.default.fileExists(atPath: folder.path("public/previews/switch/on-\(on)_state-\(state).svg")))
            }
        }

        let sheet = try text("components/switch/sticker-sheet/index.html")
        #expect(sheet.components(separatedBy: #"src="../../../previews/switch/"#).count - 1 == 6, "one sticker per state")
        #expect(sheet.contains(#"<a href="../../../components/switch/#switch=on:false,state:disabled""#))

        let tokens = try text("tokens/index.html")
        for (what, ratio) in [("Switch knob on the on track", "5.73:1"), ("Switch knob on the off track", "1.58:1"), ("Switch off track on the page", "1.58:1")] {
            let row = try #require(tokens.components(separatedBy: "<th scope=\"row\">\(what)</th>").dropFirst().first)
                .components(separatedBy: "</tr>")[0]
            #expect(row.contains("<td>\(ratio)</td>"), "\(what)")
        }
        let knobRow = try #require(tokens.components(separatedBy: #"<tr id="token-switch-color-knob-on" "#).dropFirst().first)
            .components(separatedBy: "</tr>")[0]
        #expect(knobRow.contains("previews: switch"))

        let home = try text("index.html")
        #expect(home.contains(#"data-component="switch""#), "the front matter's preview draws on the home page's card")
    }

    @Test("the component's own checks are errors at their place, and a link to a state its controls do not reach is caught")
    func errors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try Self.build(Self.site.merging(FixtureSite("""
            -- Content/components/broken.md --
            # Broken

            ```preview
            switch on=maybe
            ```

            ```preview
            switch on=true state=pressed
            ```

            """)), in: folder)
        let path = folder.path("Content/components/broken.md")
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [
            "\(path):4:8: error: on must be true or false",
            "\(path):8:16: error: state = pressed is not available for a switch; allowed: default, focused, disabled",
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.path("public")), "a build with errors writes nothing")

        // Links are checked once the pages build.
        let linking = try TemporaryFolder()
        defer { linking.remove() }
        let linked = try Self.build(Self.site.merging(FixtureSite("""
            -- Content/components/links.md --
            # Links

            [Pressed](../switch/#switch=on:true,state:pressed)
            """)), in: linking)
        let messages = linked.diagnostics.apartFromContrast.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("\(linking.path("Content/components/links.md")):3:1: error: the link '../switch/#switch=on:true,state:pressed'") == true,
                "\(messages)")
        #expect(messages.first?.contains("allowed: default, focused, disabled") == true, "\(messages)")
    }

    @Test("a component that breaks its contract is an error naming it, at the fence, for each breach")
    func brokenContract() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fences = ["nan-size", "throws", "no-height", "inverted-range", "zero-step", "nan-range", "no-options"].map { fault in
            "```preview controls=level\nbroken fault=\(fault) level=0\n```\n"
        }
        let site = FixtureSite("-- Content/site.yml --\ntitle: Broken\n-- Content/index.md --\n# Broken\n\n" + fences.joined(separator: "\n"))
        try site.write(to: folder.url)
        let report = SiteBuilder(options: BuildOptions(
            contentPath: folder.path("Content"),
            theme: .folder(SourceTree.packageRoot().appendingPathComponent("Theme").path),
            outputPath: folder.path("public"),
            components: Self.components.adding(BrokenComponent.self)
        )).build()
        let drawing = "a drawing's width and height must be finite, above 0 and at most 100000: the component's document(tokens:) is at fault"
        let control = "the component's control(for:controlled:) is at fault"
        #expect(report.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
            "3:1: the broken state level:2 cannot be drawn: component 'broken' drew 'Level 2' nan × 20 px; \(drawing)",
            "8:1: the broken state level:3 cannot be drawn: the token 'broken/color' is not in the tokens",
            "11:1: the broken state level:0 cannot be drawn: component 'broken' drew 'Level 0' 40 × 0 px; \(drawing)",
            "15:1: component 'broken' offers 'level' as a range from 5 to 1; a range needs finite bounds, the minimum not above the maximum: \(control)",
            "19:1: component 'broken' offers 'level' as a step of 0; a range's step must be above 0: \(control)",
            "23:1: component 'broken' offers 'level' as a range from nan to 4; a range needs finite bounds, the minimum not above the maximum: \(control)",
            "27:1: component 'broken' offers 'level' as a choice of no options; a choice needs at least one: \(control)",
        ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .error && $0.location.path.hasSuffix("Content/index.md") })
        #expect(!FileManager.default.fileExists(atPath: folder.path("public")), "nothing is written")
    }
}
