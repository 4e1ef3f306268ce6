import Foundation
import SiteBuilder
import Testing
import TestSupport

/// A component page's stage: its first preview with controls shown under its title, where a theme's page template
/// shows `page.stage`, with a link up to it where the block was written.
@Suite("The stage of a component page")
struct PageStageTests {
    static let stageTemplate = FixtureSite("""
        -- Theme/templates/page.mustache --
        {{<base}}{{$main}}<h1>{{page.title}}</h1>{{#page.stage}}<section class="stage">{{{page.stage}}}</section>{{/page.stage}}
        <div class="prose">{{{page.content}}}</div>{{/main}}{{/base}}
        """)

    static let pages = FixtureSite("""
        -- Content/components/stepper.md --
        ---
        title: Stepper
        family: stepper
        ---
        Shows progress.

        ## Live preview

        The proposed content.

        ```preview controls=steps,current
        stepper style=circular steps=4 current=2
        ```

        ## Sizes

        ```preview id=second controls=steps
        stepper style=circular steps=3 current=1
        ```
        -- Content/guides/steps.md --
        ---
        title: Steps in a guide
        ---
        ```preview controls=steps
        stepper style=circular steps=5 current=1
        ```
        """)

    static func build(_ site: FixtureSite) throws -> (stepper: String, guide: String) {
        let (report, files) = PreviewWidgetTests.build(site)
        #expect(report.diagnostics.apartFromContrast == [])
        return (try PreviewWidgetTests.text(files, "components/stepper/index.html"),
                try PreviewWidgetTests.text(files, "guides/steps/index.html"))
    }

    /// The part of `html` between `start` and `end`.
    static func part(of html: String, from start: String, to end: String) -> String {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex) else { return "" }
        return String(html[from.upperBound..<to.lowerBound])
    }

    @Test("the first preview with controls of a component page is on its stage; the body links up to it where it was written")
    func firstWidgetOnStage() throws {
        let (stepper, guide) = try Self.build(Self.pages.merging(Self.stageTemplate))
        let stage = Self.part(of: stepper, from: #"<section class="stage">"#, to: "</section>")
        #expect(stage.hasPrefix(#"<figure class="preview-widget" id="stepper-circular" data-preview-widget"#))
        #expect(stage.contains("<title>Step 2 of 4</title>") && stage.hasSuffix("</figure>\n"))
        let body = Self.part(of: stepper, from: #"<div class="prose">"#, to: "</div></main>")
        #expect(body.contains("""
            <p>The proposed content.</p>
            <p class="stage-pointer"><a href="#stepper-circular">The preview with its controls is at the top of this page</a></p>
            <h2 id="sizes">
            """))
        #expect(!body.contains(#"id="stepper-circular""#), "the widget is on the page once")
        #expect(body.contains(#"<figure class="preview-widget" id="second""#), "a second preview stays where it was written")
        // A page with no component facts is no component page: its preview stays in its body.
        #expect(!guide.contains(#"class="stage""#) && guide.contains(#"<figure class="preview-widget" id="stepper-circular""#))
        #expect(!guide.contains("stage-pointer"))
    }

    @Test("a theme whose page template does not show page.stage gets the preview where it was written, as before")
    func themeWithoutStage() throws {
        let (stepper, _) = try Self.build(Self.pages)
        let (staged, _) = try Self.build(Self.pages.merging(Self.stageTemplate))
        #expect(!stepper.contains("stage-pointer"))
        let widget = Self.part(of: staged, from: #"<section class="stage">"#, to: "</section>")
        #expect(stepper.contains("<p>The proposed content.</p>\n" + widget + #"<h2 id="sizes">"#),
                "the same widget, byte for byte, in the body")
    }

    @Test("a page's template that shows page.stage only inside a section or a block still counts; a partial's does not")
    func stageTemplates() throws {
        let (stepper, _) = try Self.build(Self.pages.merging(FixtureSite("""
            -- Theme/templates/page.mustache --
            {{<base}}{{$main}}{{#page.component}}{{> partials/stage}}{{/page.component}}{{{page.content}}}{{/main}}{{/base}}
            -- Theme/templates/partials/stage.mustache --
            <section class="stage">{{{page.stage}}}</section>
            """)))
        #expect(!stepper.contains("stage-pointer"), "page.mustache itself does not show it: the preview stays in the body")
        #expect(stepper.contains(#"<section class="stage"></section>"#))
    }
}
