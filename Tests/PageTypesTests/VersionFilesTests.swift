import Foundation
import Markdown
@testable import PageTypes
import ResolvedModel
import SiteModel
import Testing

/// What a version of a site built with `--versions` writes for the others: routes.json, llms.txt's Versions
/// section and the sitemap's other homes.
@Suite("Version files")
struct VersionFilesTests {
    static let versions = [
        SiteVersion(name: "next", tag: nil, role: .next),
        SiteVersion(name: "v2", tag: "v2.0.0", role: .latest),
        SiteVersion(name: "v1", tag: "v1.4.2", role: .older),
    ]

    static func page(_ path: String, aliases: [String] = []) -> ResolvedSite.Entry {
        var frontMatter = PageFrontMatter()
        frontMatter.aliases = aliases.compactMap { PageAlias($0, at: SourceLocation(path: "page.md")) }
        let page = Page(sourcePath: path + "index.md", displayPath: path + "index.md", route: Route(path: path), frontMatter: frontMatter,
                        title: path.isEmpty ? "Home" : path, body: RenderedMarkdown(html: "", headings: [], links: [], fences: []))
        return ResolvedSite.Entry(page: page, template: "page")
    }

    /// A site of a few pages, built as `current` of the three versions, under `base` when given.
    static func site(_ current: Int, base: String? = nil, versions: [SiteVersion] = versions) throws -> ResolvedSite {
        var site = ResolvedSite()
        site.settings.title = "Docs"
        site.settings.versions = PublishedVersions(current: versions[current], all: versions, comparedWith: nil)
        if let base { site.settings.baseURL = try BaseURL.parse(base).get() }
        site.pages = [
            page(""), page("components/slider/"), page("guides/authoring/writing/", aliases: ["/guides/writing/", "old-writing.html"]),
            page("guides/caf\u{E9} menu/"), page(NotFoundPage.route.path),
        ]
        return site
    }

    @Test("routes.json: the version, every page's address but the 404 page, sorted and percent-encoded, and the aliases both ways")
    func routes() throws {
        let data = try #require(VersionFiles.routes(of: Self.site(2)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"aliases":{"guides/writing/":"guides/authoring/writing/","old-writing.html":"guides/authoring/writing/"},"#
            + #""pageAliases":{"guides/authoring/writing/":["guides/writing/","old-writing.html"]},"#
            + #""pages":["","components/slider/","guides/authoring/writing/","guides/caf%C3%A9%20menu/"],"version":"v1"}"#)
        // A site of one version writes none.
        var single = try Self.site(1)
        single.settings.versions = nil
        #expect(VersionFiles.routes(of: single) == nil)
    }

    @Test("llms.txt's Versions section: each other version's llms.txt, relative to this version's root")
    func llmsRelative() throws {
        #expect(VersionFiles.llmsSection(of: try Self.site(1)) == """
            ## Versions

            - [next](next/llms.txt): the next version, not yet released
            - [v1 (v1.4.2)](v1/llms.txt): an older version


            """)
        #expect(VersionFiles.llmsSection(of: try Self.site(2)) == """
            ## Versions

            - [next](../next/llms.txt): the next version, not yet released
            - [v2 (v2.0.0)](../llms.txt): the latest version


            """)
        // The section ends the file.
        #expect(LLMsText(site: try Self.site(0)).index.hasSuffix("- [v2 (v2.0.0)](../llms.txt): the latest version\n- [v1 (v1.4.2)](../v1/llms.txt): an older version\n\n"))
        // A site of one version has none.
        var single = try Self.site(1)
        single.settings.versions = nil
        #expect(VersionFiles.llmsSection(of: single).isEmpty)
        #expect(VersionFiles.llmsSection(of: try Self.site(0, versions: [Self.versions[0]])).isEmpty)
    }

    @Test("llms.txt's Versions section under a base URL: absolute, from the site's root however deep the version is")
    func llmsAbsolute() throws {
        let older = VersionFiles.llmsSection(of: try Self.site(2, base: "https://example.org/docs/v1/"))
        #expect(older.contains("- [v2 (v2.0.0)](https://example.org/docs/llms.txt): the latest version\n"), "\(older)")
        #expect(older.contains("- [next](https://example.org/docs/next/llms.txt)"))
        let latest = VersionFiles.llmsSection(of: try Self.site(1, base: "/docs/"))
        #expect(latest.contains("- [v1 (v1.4.2)](/docs/v1/llms.txt): an older version\n"), "\(latest)")
    }

    @Test("a tag's name in llms.txt stays one link's text: brackets and bars escaped, the URL bare")
    func oddTag() throws {
        let versions = [SiteVersion(name: "v2", tag: "v2.0.0", role: .latest), SiteVersion(name: "v1", tag: "v1.0.0+](x)|<b>", role: .older)]
        let section = VersionFiles.llmsSection(of: try Self.site(0, versions: versions))
        #expect(section.contains(#"- [v1 (v1.0.0+\](x)\|\<b>)](v1/llms.txt): an older version"#), "\(section)")
    }

    @Test("the latest version's sitemap lists the older versions' homes, not next's; the others list none")
    func sitemap() throws {
        let latest = SiteMap(site: try Self.site(1, base: "https://example.org/docs/"))
        #expect(latest.urls.map(\.url) == [
            "https://example.org/docs/", "https://example.org/docs/components/slider/", "https://example.org/docs/guides/authoring/writing/",
            "https://example.org/docs/guides/caf%C3%A9%20menu/", "https://example.org/docs/v1/",
        ])
        #expect(latest.xml?.contains("<url><loc>https://example.org/docs/v1/</loc></url>") == true)
        #expect(VersionFiles.sitemapHomes(of: try Self.site(2, base: "https://example.org/docs/v1/"), base: "https://example.org/docs/v1/").isEmpty)
        #expect(VersionFiles.sitemapHomes(of: try Self.site(0), base: "https://example.org/docs/next/").isEmpty)
        #expect(SiteMap(site: try Self.site(1)).xml == nil)
    }
}
