import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Pages written for other generators, as design systems publish them: front matter whose keys mean something
/// else there, and pages with none.
@Suite("Pages of other generators")
struct OtherGeneratorsPagesTests {
    static func build(_ pages: String) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite(pages)))
        return (SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build(), disk)
    }

    @Test("GOV.UK's aliases, search words, and an empty key are warnings that say what Specimen expected, never errors")
    func govukFrontMatter() {
        let (report, _) = Self.build("""
            -- Content/back-link.md --
            ---
            title: Back link
            aliases: return link, back button
            ---
            Body.
            -- Content/button.md --
            ---
            title: Button
            aliases:
            ---
            Body.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/back-link.md:3:10: warning: 'aliases' holds words ('return link, back button'), not old addresses, so they are left out; Specimen's aliases are the page's old paths from the site's root, such as /old/slider/, each redirected here",
            "Content/button.md:3:9: warning: 'aliases' is empty, so it is left out; allowed: a list of texts, or no 'aliases' at all",
        ])
    }

    @Test("Helios's status mapping and USWDS's changelog mapping are warnings that say what Specimen reads, never errors")
    func foreignFrontMatterValues() {
        let (report, _) = Self.build("""
            -- Content/stepper.md --
            ---
            title: Stepper list
            status:
              updated: 4.20.0
            ---
            Body.
            -- Content/accordion.md --
            ---
            title: Accordion
            changelog:
              key: accordion
            ---
            Body.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/accordion.md:4:3: warning: 'changelog' holds a mapping, as another generator's front matter writes it, so it is left out; Specimen's changelog is a list of releases, such as - {version: 2.1.0, date: 2025-10-01, items: [Added a size]}",
            "Content/stepper.md:4:3: warning: 'status' holds a mapping or a list, as another generator's front matter writes it, so it is left out; Specimen's status is one word, such as stable, beta or deprecated",
        ])
        #expect(report.diagnostics.allSatisfy { $0.code == .frontMatterForeign })
    }

    @Test("a page without front matter takes its title from its first heading of any level, else from its file name")
    func titleWithoutFrontMatter() throws {
        let (report, disk) = Self.build("""
            -- Content/guides/tokens.md --
            ## Design tokens in code

            Body.
            -- Content/guides/button-group/index.md --
            Only a paragraph.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/guides/button-group/index.md:1:1: warning: the page has no title, so it is titled 'Button group' after its file name; add 'title:' to its front matter or start it with a '# Heading'",
        ])
        let files = disk.files(below: "public")
        let tokens = String(decoding: try #require(files["guides/tokens/index.html"]), as: UTF8.self)
        #expect(tokens.contains("<title>Design tokens in code"))
        let group = String(decoding: try #require(files["guides/button-group/index.html"]), as: UTF8.self)
        #expect(group.contains("<title>Button group"))
    }

    @Test("a page with front matter but no title is still an error: a typo of 'title' is likelier than a page named after its file")
    func frontMatterWithoutTitle() {
        let (report, _) = Self.build("""
            -- Content/typo.md --
            ---
            titel: x
            ---
            Body.
            """)
        #expect(report.diagnostics.contains { $0.description == "Content/typo.md:1:1: error: the page has no title; add 'title:' to its front matter or start it with a '# Heading'" })
    }
}

extension OtherGeneratorsPagesTests {
    @Test("links to another page's source (.md, .mdx, with an anchor) lead to its page and are checked as any other link")
    func linksToSources() throws {
        let (report, _) = Self.build("""
            -- Content/components/button/index.md --
            # Button

            See [checkboxes](../checkboxes.mdx#usage), [home](../../index.md) and [radios](../radios.md).
            -- Content/components/checkboxes.mdx --
            # Checkboxes

            ## Usage

            Back to [the button](button/index.md#button).
            """)
        #expect(!report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/button/index.md:3:71: error: the link '../radios.md', published as '../../components/radios/', leads to /components/radios/, which this build does not write; did you mean '../../components/slider/'? links are relative to the page's URL, /components/button/",
        ])
        let (fixedReport, fixed) = Self.build("""
            -- Content/components/button/index.md --
            # Button

            See [checkboxes](../checkboxes.mdx#usage) and [home](../../index.md).
            -- Content/components/checkboxes.mdx --
            # Checkboxes

            ## Usage

            Back to [the button](button/index.md#button).
            """)
        #expect(fixedReport.diagnostics == [])
        let button = String(decoding: try #require(fixed.files(below: "public")["components/button/index.html"]), as: UTF8.self)
        #expect(button.contains(#"<a href="../../components/checkboxes/#usage">checkboxes</a>"#))
        #expect(button.contains(#"<a href="../../">home</a>"#))
        let checkboxes = String(decoding: try #require(fixed.files(below: "public")["components/checkboxes/index.html"]), as: UTF8.self)
        #expect(checkboxes.contains(#"<a href="../../components/button/#button">the button</a>"#))
    }

    @Test("a link from the site's root leads to the page relative to it; one to a page the site lacks yet is a warning")
    func linksFromTheRoot() throws {
        let (report, disk) = Self.build("""
            -- Content/components/button.md --
            # Button

            Use it on [a start page](/patterns/start-using-a-service/) beside [the slider](/components/slider/).
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/button.md:3:11: warning: the link '/patterns/start-using-a-service/' is read from the site's root, and the site has no /patterns/start-using-a-service/ yet; add that page, or link to the full URL of the site that has it",
        ])
        let button = String(decoding: try #require(disk.files(below: "public")["components/button/index.html"]), as: UTF8.self)
        #expect(button.contains(#"<a href="../../components/slider/">the slider</a>"#))
    }
}

extension OtherGeneratorsPagesTests {
    @Test("only pages and the files a site serves are published: an .mdx page is built, a template or source is named in one warning")
    func publishedFiles() throws {
        let (report, disk) = Self.build("""
            -- Content/components/button/index.mdx --
            # Button

            Get [the kit](../../downloads/kit.zip) or [the tokens](/downloads/tokens.json).
            -- Content/components/button/button.njk --
            {{ govukButton({ text: "Save" }) }}
            -- Content/components/button/Button.tsx --
            export const Button = () => null
            -- Content/notes.yaml --
            todo: true
            -- Content/downloads/kit.zip --
            PK
            -- Content/downloads/tokens.json --
            {}
            -- Content/images/dot.PNG --
            png
            -- Content/fonts/inter.woff2 --
            woff2
            -- Content/robots.txt --
            User-agent: *
            -- Content/CNAME --
            design.example
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/button/Button.tsx:1:1: warning: 3 files in the content folder are not published: 'components/button/Button.tsx', 'components/button/button.njk', 'notes.yaml'; a site publishes its pages (.md, .mdx), the files it serves (images, fonts, media, PDF, HTML, CSS, JavaScript, text, CNAME …) and any other file a page links to",
        ])
        let published = Set(disk.files(below: "public").keys)
        for path in ["components/button/index.html", "downloads/kit.zip", "downloads/tokens.json", "images/dot.PNG",
                     "fonts/inter.woff2", "robots.txt", "CNAME"] {
            #expect(published.contains(path), "\(path)")
        }
        for path in ["components/button/index.mdx", "components/button/button.njk", "components/button/Button.tsx", "notes.yaml"] {
            #expect(!published.contains(path), "\(path)")
        }
    }
}

extension OtherGeneratorsPagesTests {
    /// One page per generator, as each writes its component pages.
    static let constructPages = """
        -- Content/components/primer-button.mdx --
        ---
        title: Button
        ---
        import {Box} from '@primer/react'
        import ~/components/Example from '~/src/example'

        <LivePreview code={`<Button>Save</Button>`} />

        Use it with <TokenList category="button" /> in mind.
        -- Content/components/govuk-button.md --
        ---
        title: Button
        ---
        {% from "_example.njk" import example %}

        {{ example({ group: "components", item: "button", example: "default" }) }}
        -- Content/components/codex-button.md --
        ---
        title: Button
        ---
        <script setup>
        import { CdxButton } from '@wikimedia/codex'
        </script>

        ::: tip Accessibility
        Give every button a **label**.
        :::

        Write `{{ example() }}` in a code span, and:

        ```html
        <CdxButton>{{ label }}</CdxButton>
        ```
        """

    @Test("each construct another generator renders is a warning at its line and column, and a marked block on the page")
    func constructs() throws {
        let (report, disk) = Self.build(Self.constructPages)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/codex-button.md:4:1: warning: the <script setup> block is neither run nor rendered, so the page marks it; convert it to Markdown, HTML or a preview fence",
            "Content/components/codex-button.md:8:1: warning: the ::: tip Accessibility container is not rendered as one: its text is, in a marked block; write it as Markdown, a blockquote say",
            "Content/components/govuk-button.md:4:1: warning: the template expression {% from … %} (Nunjucks, Liquid or Vue) is not rendered, so the page marks it; convert it to Markdown, HTML or a preview fence",
            "Content/components/govuk-button.md:6:1: warning: the template expression {{ example(…) }} (Nunjucks, Liquid or Vue) is not rendered, so the page marks it; convert it to Markdown, HTML or a preview fence",
            "Content/components/primer-button.mdx:7:1: warning: the JSX element <LivePreview> is not rendered, so the page marks it; convert it to Markdown, HTML or a preview fence",
            "Content/components/primer-button.mdx:9:13: warning: the JSX element <TokenList> is not rendered, so the page marks it; convert it to Markdown, HTML or a preview fence",
        ])
        let files = disk.files(below: "public")
        let primer = String(decoding: try #require(files["components/primer-button/index.html"]), as: UTF8.self)
        #expect(!primer.contains("import") && !primer.contains("<del>"))
        #expect(primer.contains(#"<p class="unrendered-label">Not rendered: JSX element <code>&lt;LivePreview&gt;</code></p>"#))
        let codex = String(decoding: try #require(files["components/codex-button/index.html"]), as: UTF8.self)
        #expect(codex.contains("<strong>label</strong>"))
        #expect(codex.contains("<code>{{ example() }}</code>"))
        #expect(!codex.contains("<script setup"))
    }
}

extension OtherGeneratorsPagesTests {
    @Test("a page whose openings never close is searched until its work bound is spent, and a warning says where it stopped")
    func searchStops() {
        let line = String(repeating: "{{ ", count: 50_000)
        let (report, _) = Self.build("-- Content/guides/noise.md --\n# Noise\n\n\(line)\n")
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/guides/noise.md:4:1: warning: other generators' syntax was looked for only up to this line: the page opens more JSX tags, braces or template expressions that never close than Specimen reads through; what follows is left as written",
        ])
    }
}

extension OtherGeneratorsPagesTests {
    @Test("a template expression in a link's destination stays text there: the link is reported as written and the construct warned of")
    func constructInDestination() throws {
        let (report, _) = Self.build("""
            -- Content/guides/jekyll.md --
            # Jekyll

            See <a href="{{ site.baseurl }}/guides/">the guides</a> and [them](/guides/{{site.version}}/).
            """)
        let descriptions = report.diagnostics.map(\.description)
        #expect(!descriptions.contains { $0.contains("<code") || $0.contains("specimen-marker") }, "\(descriptions)")
        #expect(descriptions.contains { $0.hasPrefix("Content/guides/jekyll.md:3:61: warning: the link '/guides/{{site.version}}/' is read from the site's root") },
                "\(descriptions)")
        #expect(descriptions.contains { $0.contains("href=\"{{ site.baseurl }}/guides/\"") }, "\(descriptions)")
        #expect(descriptions.filter { $0.contains("warning: the template expression {{ site.") }.count == 2, "\(descriptions)")
    }

    @Test("a template tag over lines of a quote that lose their '>' keeps the rest of the page, in the page and its twin")
    func constructOverLazyLines() throws {
        let (report, disk) = Self.build("""
            -- Content/guides/jekyll.md --
            # Jekyll

            > A note: {% include note.html
            with text %}

            > {% include card.html
            title="x" %}

            The words after the quote.

            ```
            let after = 1
            ```
            """)
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let files = disk.files(below: "public")
        for path in ["guides/jekyll/index.html", "guides/jekyll/index.md", "llms-full.txt"] {
            let text = String(decoding: try #require(files[path]), as: UTF8.self)
            #expect(text.contains("The words after the quote.") && text.contains("let after = 1"), "\(path): \(text)")
            #expect(!text.contains("specimen-marker"), "\(path): \(text)")
        }
    }
}
