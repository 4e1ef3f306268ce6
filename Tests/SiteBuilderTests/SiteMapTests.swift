import Foundation
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// What a host and a crawler read besides the pages: sitemap.xml, robots.txt and 404.html.
@Suite("Sitemap, robots.txt and the 404 page")
struct SiteMapTests {
    static let notFoundTemplate = FixtureSite("""
        -- Theme/templates/404.mustache --
        {{<base}}{{$main}}<h1>{{page.title}}</h1><a href="{{homeURL}}">home</a> <link href="{{root}}assets/site.css">{{/main}}{{/base}}
        """)

    static func build(baseURL: String?, extra: FixtureSite = FixtureSite("")) -> (BuildReport, [String: String]) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(notFoundTemplate).merging(extra))
        let options = BuildOptions(baseURL: baseURL.flatMap { try? BaseURL.parse($0).get() })
        let report = SiteBuilder(options: options, fileSystem: disk.fileSystem).build()
        return (report, disk.files(below: "public").mapValues { String(decoding: $0, as: UTF8.self) })
    }

    @Test("with an absolute base URL: every page but the 404 in the sitemap, in route order, and robots.txt names it")
    func sitemap() throws {
        let (report, files) = Self.build(baseURL: "https://org.example/design-docs")
        #expect(report.diagnostics == [])
        #expect(files["sitemap.xml"] == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>https://org.example/design-docs/</loc></url>
            <url><loc>https://org.example/design-docs/components/slider/</loc></url>
            <url><loc>https://org.example/design-docs/components/stepper/</loc></url>
            <url><loc>https://org.example/design-docs/guides/writing/</loc></url>
            </urlset>

            """)
        #expect(files["robots.txt"] == "User-agent: *\nAllow: /\nSitemap: https://org.example/design-docs/sitemap.xml\n")
    }

    @Test("a page's lastmod, else its date, is the day its sitemap entry last changed")
    func lastModified() {
        let (report, files) = Self.build(baseURL: "https://org.example/", extra: FixtureSite("""
            -- Content/guides/dated.md --
            ---
            title: Dated
            date: 2025-10-28
            ---
            -- Content/guides/changed.md --
            ---
            title: Changed
            date: 2025-10-28
            lastmod: 2025-11-02T09:30:00+01:00
            ---
            """))
        #expect(report.diagnostics == [])
        let sitemap = files["sitemap.xml"] ?? ""
        #expect(sitemap.contains("<url><loc>https://org.example/guides/dated/</loc><lastmod>2025-10-28</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>https://org.example/guides/changed/</loc><lastmod>2025-11-02</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>https://org.example/guides/writing/</loc></url>"))
    }

    @Test("a path-only base URL or none gives no sitemap (it needs absolute URLs); Content/robots.txt takes precedence")
    func noSitemap() {
        let (_, pathOnly) = Self.build(baseURL: "/design-docs/")
        #expect(pathOnly["sitemap.xml"] == nil)
        #expect(pathOnly["robots.txt"] == "User-agent: *\nAllow: /\n")
        let (report, own) = Self.build(baseURL: nil, extra: FixtureSite("""
            -- Content/robots.txt --
            User-agent: *
            Disallow: /drafts/
            """))
        #expect(report.diagnostics == [])
        #expect(own["robots.txt"] == "User-agent: *\nDisallow: /drafts/\n")
    }

    @Test("404.html links from the base URL, since a host serves it at any depth, and is in no navigation")
    func notFoundPage() throws {
        let (report, files) = Self.build(baseURL: "/design-docs/")
        #expect(report.diagnostics == [])
        let page = try #require(files["404.html"])
        #expect(page.contains(#"<h1>Page not found</h1><a href="/design-docs/">home</a> <link href="/design-docs/assets/site.css">"#))
        #expect(page.contains(#"<a href="/design-docs/components/slider/">Slider</a>"#), "the navigation too")
        #expect(!page.contains("rel=\"canonical\""), "a 404 page has no address of its own")
        #expect(!(files["index.html"] ?? "").contains("Page not found"))

        let (_, relative) = Self.build(baseURL: nil)
        #expect((relative["404.html"] ?? "").contains(#"<a href="./">home</a> <link href="assets/site.css">"#),
                "without a base URL it works at the root only")
    }
}
