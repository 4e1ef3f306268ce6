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

    @Test("GOV.UK's aliases, search words, are the page's search words without a warning; an empty key is a warning that says what Specimen expected")
    func govukFrontMatter() throws {
        let (report, disk) = Self.build("""
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
            "Content/button.md:3:9: warning: 'aliases' is empty, so it is left out; allowed: a list of texts, or no 'aliases' at all",
        ])
        let files = disk.files(below: "public")
        #expect(files.keys.contains("back-link/index.html"))
        #expect(!files.keys.contains { $0.hasPrefix("return") }, "no redirect page is made for a word")
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

    @Test("a page without a title or a # heading takes its title from its first heading of any level, else from its file name, with a warning that says which")
    func titleWithoutFrontMatter() throws {
        let (report, disk) = Self.build("""
            -- Content/guides/tokens.md --
            Some words.

            ## Design tokens in code

            Body.
            -- Content/guides/button-group/index.md --
            Only a paragraph.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/guides/button-group/index.md:1:1: warning: the page has no title, so it is titled 'Button group' after its file name; add 'title:' to its front matter or start it with a '# Heading'",
            "Content/guides/tokens.md:3:1: warning: the page has no title, so it is titled 'Design tokens in code' after its first heading, a '##' one; add 'title:' to its front matter or start it with a '# Heading'",
        ])
        #expect(report.diagnostics.allSatisfy { $0.code == .titleMissing })
        let files = disk.files(below: "public")
        let tokens = String(decoding: try #require(files["guides/tokens/index.html"]), as: UTF8.self)
        #expect(tokens.contains("<title>Design tokens in code"))
        let group = String(decoding: try #require(files["guides/button-group/index.html"]), as: UTF8.self)
        #expect(group.contains("<title>Button group"))
    }

    @Test("a page with front matter but no title is titled as one without: after its first heading, else its file name, with a warning")
    func frontMatterWithoutTitle() throws {
        let (report, disk) = Self.build("""
            -- Content/accordion.md --
            ---
            layout: component
            ---
            ## About Accordions

            Body.
            -- Content/typo.md --
            ---
            titel: x
            ---
            Body.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/accordion.md:2:1: warning: unknown front-matter key 'layout'; allowed: title, summary, description, template, weight, status, tags, draft, date, lastmod, aliases, keywords, extra, links, accept, family, preview, verdict, health, scorecard, tokens, inventory, migration, changelog, assessed; it is ignored",
            "Content/accordion.md:4:1: warning: the page has no title, so it is titled 'About Accordions' after its first heading, a '##' one; add 'title:' to its front matter or start it with a '# Heading'",
            "Content/typo.md:1:1: warning: the page has no title, so it is titled 'Typo' after its file name; add 'title:' to its front matter or start it with a '# Heading'",
            "Content/typo.md:2:1: warning: unknown front-matter key 'titel'; did you mean 'title'? allowed: title, summary, description, template, weight, status, tags, draft, date, lastmod, aliases, keywords, extra, links, accept, family, preview, verdict, health, scorecard, tokens, inventory, migration, changelog, assessed; it is ignored",
        ])
        let accordion = String(decoding: try #require(disk.files(below: "public")["accordion/index.html"]), as: UTF8.self)
        #expect(accordion.contains("<title>About Accordions"))
    }

    @Test("a key given twice at the top of a page's front matter keeps its last value, as Jekyll reads it, with a warning; in site.yml it stays an error")
    func repeatedFrontMatterKey() throws {
        let (report, disk) = Self.build("""
            -- Content/card.md --
            ---
            title: One
            redirect_from:
            - /cards/
            template: home
            summary: One
            template: page
            title: Card
            ---
            Body.
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.filter { $0.code != .frontMatterUnknownKey }.map(\.description) == [
            "Content/card.md:7:1: warning: the key 'template' appears more than once; the first is on line 5; the last value, on line 7, is used, as Jekyll and Hugo read it; give each key once",
            "Content/card.md:8:1: warning: the key 'title' appears more than once; the first is on line 2; the last value, on line 8, is used, as Jekyll and Hugo read it; give each key once",
        ])
        let card = String(decoding: try #require(disk.files(below: "public")["card/index.html"]), as: UTF8.self)
        #expect(card.contains("<title>Card"))
        let (siteReport, _) = Self.build("""
            -- Content/site.yml --
            title: One
            title: Two
            """)
        #expect(!siteReport.succeeded)
        #expect(siteReport.diagnostics.contains { $0.severity == .error && $0.code == .yamlSyntax && $0.location.path == "Content/site.yml" })
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

extension OtherGeneratorsPagesTests {
    @Test("a link without an extension relative to the file (Docusaurus's ./textfield) leads to the page of that source, also once the source is added in a rebuild")
    func extensionlessLinks() throws {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite("""
            -- Content/docs/inputs/search.mdx --
            # Search
            -- Content/docs/inputs/autocomplete.md --
            # Autocomplete

            Built on [the text field](./textfield#usage) and [search](../inputs/search).
            """)))
        let builder = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem)
        var memo = BuildMemo()
        let first = builder.build(advancing: &memo)
        #expect(first.diagnostics.map(\.code) == [.linkBroken])
        #expect(first.diagnostics.first?.location.line == 3)
        #expect(first.diagnostics.first?.message.hasPrefix("the link './textfield#usage' leads to /docs/inputs/autocomplete/textfield,") == true)
        try disk.fileSystem.writeFile("Content/docs/inputs/textfield.md", Data("# Text field\n\n## Usage\n".utf8))
        let second = builder.build(advancing: &memo)
        #expect(second.diagnostics == [])
        let page = String(decoding: try #require(disk.files(below: "public")["docs/inputs/autocomplete/index.html"]), as: UTF8.self)
        #expect(page.contains(#"<a href="../../../docs/inputs/textfield/#usage">the text field</a>"#))
        #expect(page.contains(#"<a href="../../../docs/inputs/search/">search</a>"#))
    }
}

extension OtherGeneratorsPagesTests {
    @Test("a link from the root to a page the site lacks yet is a warning in a page's raw HTML (Jekyll's {{ site.baseurl }} read as the root) as it is in its Markdown")
    func rawHTMLLinksFromTheRoot() {
        let (report, _) = Self.build("""
            -- Content/components/combobox.md --
            # Combobox

            See [menus](/components/menus/).

            <p>See <a href="/components/dueling-picklist/">the picklist</a>.</p>
            -- Content/components/form.md --
            # Form

            <p>Also see <a href="{{ site.baseurl }}/form-templates/">form templates</a>.</p>
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.description) == [
            "Content/components/combobox.md:1:1: warning: the built page's href=\"/components/dueling-picklist/\" (from the theme or raw HTML) is read from the site's root, and the site has no /components/dueling-picklist/ yet; add that page, or link to the full URL of the site that has it",
            "Content/components/combobox.md:3:5: warning: the link '/components/menus/' is read from the site's root, and the site has no /components/menus/ yet; add that page, or link to the full URL of the site that has it",
            "Content/components/form.md:1:1: warning: the built page's href=\"{{ site.baseurl }}/form-templates/\" (from the theme or raw HTML) is read from the site's root, and the site has no /form-templates/ yet; add that page, or link to the full URL of the site that has it",
            "Content/components/form.md:3:22: warning: the template expression {{ site.baseurl }} (Nunjucks, Liquid or Vue) is not rendered, so the page marks it; convert it to Markdown, HTML or a preview fence",
        ])
        #expect(report.diagnostics.filter { $0.code != .constructUnrendered }.allSatisfy { $0.code == .linkMissingPage })
    }
}
