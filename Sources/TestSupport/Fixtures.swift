import Foundation

/// Fixture sites shared by the SiteBuilder and command-line tests.
public enum Fixtures {
    /// A theme small enough to read in a test: a layout, a page and a home template.
    public static let theme = FixtureSite(#"""
        -- Theme/templates/base.mustache --
        <!doctype html>
        <html lang="{{site.language}}">
        <head><title>{{page.title}} · {{site.title}}</title>{{#canonicalURL}}<link rel="canonical" href="{{canonicalURL}}">{{/canonicalURL}}</head>
        <body>
        <nav id="site-nav">{{#sections}}<h2>{{title}}</h2>{{#pages}}<a href="{{url}}"{{#isCurrent}} aria-current="page"{{/isCurrent}}>{{title}}</a>
        {{/pages}}{{/sections}}</nav>
        <main id="main">{{$main}}{{/main}}</main>
        </body>
        </html>
        -- Theme/templates/page.mustache --
        {{<base}}{{$main}}{{#page.showTitle}}<h1>{{page.title}}</h1>{{/page.showTitle}}
        {{{page.content}}}{{/main}}{{/base}}
        -- Theme/templates/home.mustache --
        {{<base}}{{$main}}<h1>{{page.title}}</h1>
        {{{page.content}}}{{/main}}{{/base}}
        -- Theme/assets/site.css --
        body { font-family: sans-serif; }
        """#)

    /// A valid site: a home page, two component pages, a guide in a sub-folder and a copied image.
    public static let validSite = theme.merging(FixtureSite(#"""
        -- Content/site.yml --
        title: Fixture System
        language: en
        -- Content/index.md --
        ---
        title: Home
        ---
        Welcome. See the [slider](components/slider/).
        -- Content/components/slider.md --
        ---
        title: Slider
        summary: Picks a value.
        weight: 2
        tags: [input, range]
        ---
        ## Usage

        Drag the knob.

        ## Usage

        ### Keyboard
        -- Content/components/stepper.md --
        ---
        title: Stepper
        weight: 1
        ---
        # Stepper, from the body

        Shows progress.
        -- Content/guides/writing/index.md --
        # Writing guide

        Headings get ids.
        -- Content/components/dot.svg --
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>
        """#))

    /// A site with one of each content error; its expected diagnostics are listed in the tests.
    public static let invalidSite = theme.merging(FixtureSite(#"""
        -- Content/site.yml --
        title: Broken
        base_url: ftp://nowhere
        -- Content/index.md --
        ---
        title: Home
        titel: typo
        weight: heavy
        ---
        # Home
        -- Content/yaml-syntax.md --
        ---
        title: Broken YAML
        tags: [one, two
        ---
        Body
        -- Content/unclosed.md --
        ---
        title: Never closed

        Body
        -- Content/no-title.md --
        Only a paragraph, no heading.
        -- Content/missing-template.md --
        ---
        title: Gallery
        template: gallery
        ---
        Body
        -- Content/duplicate-key.md --
        ---
        title: One
        summary: First
        title: Two
        ---
        Body
        -- Content/guide.md --
        # Guide
        -- Content/guide/index.md --
        # Guide again
        -- Theme/templates/broken.mustache --
        <p>
        {{#page}}{{title}}
        </p>
        """#))

    /// What building ``invalidSite`` (with ``latin1Page`` as Content/latin1.md) must report: every content error
    /// the build knows, each at the line and column of the offending text, sorted, with its code. Each location
    /// was checked against the fixture by hand, and each code against its meaning.
    public static let invalidSiteDiagnostics = [
        "Content/duplicate-key.md:4:1: warning: the key 'title' appears more than once; the first is on line 2; the last value, on line 4, is used, as Jekyll and Hugo read it; give each key once [front-matter.repeated-key]",
        "Content/guide.md:1:1: error: the output path 'guide/index.html' is also written by Content/guide/index.md; rename or move one of them [output.path]",
        "Content/guide/index.md:1:1: error: the output path 'guide/index.html' is also written by Content/guide.md; rename or move one of them [output.path]",
        "Content/index.md:3:1: warning: unknown front-matter key 'titel'; did you mean 'title'? allowed: title, summary, description, template, weight, status, tags, draft, date, lastmod, aliases, keywords, extra, links, accept, family, preview, verdict, health, scorecard, tokens, inventory, migration, changelog, assessed; it is ignored [front-matter.unknown-key]",
        "Content/index.md:4:9: error: 'weight' must be a whole number; found 'heavy' [config.value]",
        "Content/latin1.md:4:7: error: file is not valid UTF-8 (byte 0xE9); save it as UTF-8 [file.encoding]",
        "Content/missing-template.md:3:11: error: template 'gallery' is not in Theme/templates; available: base, home, page [template.missing]",
        "Content/no-title.md:1:1: warning: the page has no title, so it is titled 'No title' after its file name; add 'title:' to its front matter or start it with a '# Heading' [page.title]",
        "Content/site.yml:2:11: error: base URL 'ftp://nowhere' is not usable; give an absolute URL such as 'https://org.example/design-docs/' or a path from the host's root such as '/design-docs/' [config.value]",
        "Content/unclosed.md:1:1: error: front matter opened with '---' on line 1 is never closed; end it with a line of three dashes '---' [yaml.syntax]",
        "Content/yaml-syntax.md:4:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 3, column 7) [yaml.syntax]",
        "Theme/templates/broken.mustache:2:1: error: template syntax error: 'page' is opened but never closed; close it with '{{/page}}' [template.error]",
    ]

    /// Bytes of a page that is not UTF-8: a Latin-1 `é` (byte 0xE9) at line 4, column 7.
    public static let latin1Page = Data("---\ntitle: Caf\u{E9}\n---\n".utf8) + Data("na\u{EF}ve ".utf8) + Data([0xE9, 0x0A])
}
