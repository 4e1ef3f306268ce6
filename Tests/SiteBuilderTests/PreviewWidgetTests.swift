import DesignTokens
import Foundation
import Previews
import SiteBuilder
import Testing
import TestSupport

/// Preview blocks with controls: the widget on the page, a file for every state, and the sticker sheet.
@Suite("Interactive previews in pages")
struct PreviewWidgetTests {
    static let stickerSheetTemplate = FixtureSite(#"""
        -- Theme/templates/sticker-sheet.mustache --
        {{<base}}{{$main}}<h1>{{page.title}}</h1>{{#stickerSheet}}<a class="back" href="{{pageURL}}">{{pageTitle}}</a>
        {{#blocks}}<h2 id="{{id}}">{{title}}: {{stateCount}}</h2>
        {{#rows}}<h3>{{label}}</h3>
        {{#stickers}}<li id="{{id}}"><img src="{{src}}" alt="{{label}}" width="{{width}}" height="{{height}}"><a href="{{pageURL}}">{{summary}}</a></li>
        {{/stickers}}{{/rows}}{{/blocks}}{{/stickerSheet}}{{/main}}{{/base}}
        """#)

    static let circular = FixtureSite("""
        -- Content/components/stepper.md --
        ---
        title: Stepper
        family: stepper
        ---
        ## Sizes

        ```preview controls=steps,current
        stepper style=circular steps=4 current=2
        ```
        """)

    static func build(_ site: FixtureSite) -> (BuildReport, [String: Data]) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(PreviewFenceTests.tokens).merging(stickerSheetTemplate).merging(site))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        return (report, disk.files(below: "public"))
    }

    static func text(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try #require(files[path], "\(path) is written"), as: UTF8.self)
    }

    @Test("the page shows the block as written, with labelled controls kept to their ranges and links to the state")
    func widget() throws {
        let (report, files) = Self.build(Self.circular)
        #expect(report.diagnostics.apartFromContrast == [])
        let html = try Self.text(files, "components/stepper/index.html")
        #expect(html.contains(#"<figure class="preview-widget" id="stepper-circular" data-preview-widget data-properties="steps,current" data-src="../../previews/stepper/style-circular_steps-{steps}_current-{current}.svg" data-sheet="sticker-sheet/#stepper-circular--">"#))
        #expect(html.contains("<title>Step 2 of 4</title>"), "the default state is drawn inline, for readers without JavaScript")
        #expect(html.contains(#"<label for="stepper-circular-steps">Steps</label> <input type="range" id="stepper-circular-steps" data-property="steps" min="2" max="10" step="1" value="4" data-decimals="0">"#))
        #expect(html.contains(#"<input type="range" id="stepper-circular-current" data-property="current" min="1" max="4" step="1" value="2" data-decimals="0" data-limited-by="steps">"#),
                "current starts limited to the written steps")
        #expect(html.contains(#"<p class="preview-readout" aria-live="polite" aria-atomic="true">Step 2 of 4</p>"#))
        #expect(html.contains(#"<a class="preview-sheet-link" href="sticker-sheet/#stepper-circular--steps-4_current-2">All 54 states on the sticker sheet</a>"#))
        #expect(html.contains(#"<a class="preview-file-link" href="../../previews/stepper/style-circular_steps-4_current-2.svg">SVG of this state</a>"#))
        // 45 px circles and a 4 px margin for the focus ring: every horizontal state is 53 px tall.
        #expect(html.contains(#"<div class="preview preview-stage" style="--stage-height: 53px">"#))
    }

    @Test("every reachable state is a standalone SVG file, the same bytes the renderer draws, shared between pages")
    func stateFiles() throws {
        let (report, files) = Self.build(Self.circular.merging(FixtureSite("""
            -- Content/components/stepper-again.md --
            # Again

            ```preview controls=current,steps
            stepper style=circular steps=4 current=2
            ```
            """)))
        #expect(report.diagnostics.apartFromContrast == [])
        let states = files.keys.filter { $0.hasPrefix("previews/") && $0.hasSuffix(".svg") }
        #expect(states.count == 54, "both pages reach the same 54 states, written once")
        let renderer = PreviewRenderer(tokens: TokenSet.parse(json: PreviewFenceTests.tokens.files["Content/tokens.json"]!).0)
        let expected = try renderer.svg(for: Preview(Stepper(style: .circular, steps: 7, current: 3)))
        #expect(try Self.text(files, "previews/stepper/style-circular_steps-7_current-3.svg") == expected)
        #expect(expected.contains("<title>Step 3 of 7</title>") && expected.contains(#"role="img""#))
        #expect(!states.contains { $0.contains("steps-3_current-4") }, "current never exceeds steps")
    }

    @Test("blocks with the same file names but other ranges each get all their states (found by the link check on a 1,000-page site)")
    func sameNamesOtherRanges() throws {
        let (report, files) = Self.build(FixtureSite("""
            -- Content/a.md --
            # A

            ```preview controls=max,value
            slider max=8 value=5
            ```
            -- Content/b.md --
            # B

            ```preview controls=max,value
            slider max=9 value=5
            ```
            """))
        #expect(report.diagnostics.apartFromContrast == [])
        #expect(files["previews/slider/value-5_max-18.svg"] != nil, "b's max control reaches twice its written span")
        #expect(files["previews/slider/value-18_max-18.svg"] != nil)
    }

    @Test("a stage keeps the room of its tallest state: a vertical 10-step stepper")
    func stageHeight() throws {
        let (report, files) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            # Stepper

            ```preview controls=orientation,steps
            stepper style=circular steps=3 current=1
            ```
            """))
        #expect(report.diagnostics.apartFromContrast == [])
        // 10 circles of 45 px, 9 gaps of 20 px, and the 4 px margin on each side.
        #expect(try Self.text(files, "components/stepper/index.html").contains(#"style="--stage-height: 638px""#))
    }

    @Test("the sticker sheet shows every state in rows, each labelled, with its file and a link back to the page in that state")
    func stickerSheet() throws {
        let (report, files) = Self.build(Self.circular)
        #expect(report.diagnostics.apartFromContrast == [])
        let sheet = try Self.text(files, "components/stepper/sticker-sheet/index.html")
        #expect(sheet.contains("<h1>Stepper: sticker sheet</h1>"))
        #expect(sheet.contains(#"<a class="back" href="../../../components/stepper/">Stepper</a>"#))
        #expect(sheet.contains(#"<h2 id="stepper-circular">Steps × Current step: 54 states</h2>"#))
        #expect(sheet.components(separatedBy: "<li id=").count - 1 == 54)
        #expect(sheet.components(separatedBy: "<h3>").count - 1 == 9, "a row for each steps, 2…10")
        #expect(sheet.contains("<h3>Steps 7</h3>"))
        #expect(sheet.contains(#"<li id="stepper-circular--steps-7_current-3"><img src="../../../previews/stepper/style-circular_steps-7_current-3.svg" alt="Step 3 of 7" width="443" height="53"><a href="../../../components/stepper/#stepper-circular=steps:7,current:3">steps 7, current 3</a></li>"#))
        let home = try Self.text(files, "index.html")
        #expect(!home.contains("sticker sheet"), "sheets are reached from their page, not from the navigation")
    }

    @Test("a page that is not a component (no component facts) keeps its controls and state files, without a sheet")
    func noSheetForOtherPages() throws {
        let (report, files) = Self.build(FixtureSite("""
            -- Content/guides/steppers.md --
            # Choosing a stepper

            ```preview controls=steps
            stepper style=bullet steps=4
            ```
            """))
        #expect(report.diagnostics.apartFromContrast == [])
        let html = try Self.text(files, "guides/steppers/index.html")
        #expect(html.contains(#"data-src="../../previews/stepper/style-bullet_steps-{steps}.svg">"#))
        #expect(!html.contains("sticker"))
        #expect(files["guides/steppers/sticker-sheet/index.html"] == nil)
        #expect(files.keys.filter { $0.hasPrefix("previews/stepper/style-bullet_steps-") }.count == 8)
    }

    @Test("preview ids: the default, id=, and the same id twice or on a heading is an error at the fence")
    func ids() throws {
        let (named, files) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            # Stepper

            ```preview controls=steps
            stepper style=bullet steps=4
            ```

            ```preview controls=current
            stepper style=bullet steps=4
            ```

            ```preview id=sizes controls=steps
            stepper style=dash steps=4
            ```
            """))
        #expect(named.diagnostics.apartFromContrast == [])
        let html = try Self.text(files, "components/stepper/index.html")
        #expect(html.contains(#"id="stepper-bullet""#) && html.contains(#"id="stepper-bullet-2""#) && html.contains(#"id="sizes""#))

        let (report, _) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            ---
            family: stepper
            ---
            # Stepper

            ## Sizes

            ```preview id=sizes controls=steps
            stepper style=bullet steps=4
            ```

            ```preview id=main controls=steps
            stepper style=bullet steps=4
            ```

            ```preview id=main controls=current
            stepper style=bullet steps=4
            ```
            -- Content/components/stepper/sticker-sheet.md --
            # Taken
            -- Content/previews/stepper/style-bullet_steps-5.svg --
            <svg/>
            """))
        #expect(report.diagnostics.apartFromContrast.map(\.description) == [
            "Content/components/stepper.md:8:1: error: the preview id 'sizes' is also a heading's id on this page; give the preview another id=name",
            "Content/components/stepper.md:12:1: error: the preview id 'main' is already used on this page; give each preview with controls its own id=name",
            "Content/components/stepper.md:16:1: error: the preview id 'main' is already used on this page; give each preview with controls its own id=name",
            "Content/components/stepper/sticker-sheet.md:1:1: error: the page's route /components/stepper/sticker-sheet/ is where the sticker sheet of Content/components/stepper.md goes; rename or move the page",
            "Content/previews/stepper/style-bullet_steps-5.svg:1:1: error: the output path 'previews/stepper/style-bullet_steps-5.svg' is where a preview state's SVG is written; rename or move the file",
        ])
    }

    @Test("bad controls are errors at the fence or at the written property")
    func badControls() {
        let (report, files) = Self.build(FixtureSite("""
            -- Content/components/stepper.md --
            # Stepper

            ```preview controls=length
            stepper style=dash steps=4
            ```

            ```preview controls=progress
            stepper style=dash steps=4
              progress=0.3
            ```
            """))
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/stepper.md:3:1: error: 'length' cannot be a control: it changes what the stepper is, not its state; allowed: steps, current, orientation, state, progress",
            "Content/components/stepper.md:9:3: error: progress = 0.3 is not a value its control offers; allowed: 0, 0.25, 0.5, 0.75, 1",
        ])
        #expect(files.isEmpty)
    }
}
