import Markdown
import ResolvedModel

/// sitemap.xml and robots.txt: what a crawler reads about the site. A sitemap needs absolute URLs, so it is
/// written only when the base URL is one (`https://org.example/design-docs/`); robots.txt names it then.
/// A file of the same name in Content/ takes the place of either.
package struct SiteMap {
    package static let sitemapPath = "sitemap.xml"
    package static let robotsPath = "robots.txt"

    /// Every listed page's absolute URL, in route order, with the day it last changed when its front matter says
    /// (`lastmod`, else `date`).
    package var urls: [(url: String, lastModified: String?)]
    /// The sitemap's own URL, when there is a sitemap.
    package var sitemapURL: String?

    package init(site: ResolvedSite) {
        guard let base = site.settings.baseURL, base.text.hasPrefix("http://") || base.text.hasPrefix("https://") else {
            urls = []
            sitemapURL = nil
            return
        }
        urls = site.pages.map(\.page)
            .filter { $0.route != NotFoundPage.route }
            .sorted { $0.route < $1.route }
            // The day alone: a W3C datetime with a time needs a zone, which front matter may leave out.
            .map { (base.text + $0.route.encodedPath, ($0.frontMatter.lastmod ?? $0.frontMatter.date).map { String($0.prefix(10)) }) }
            + VersionFiles.sitemapHomes(of: site, base: base.text).map { ($0, nil) }
        sitemapURL = base.text + Self.sitemapPath
    }

    /// The sitemap protocol's XML, or nil without an absolute base URL.
    package var xml: String? {
        guard sitemapURL != nil else { return nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for (url, lastModified) in urls {
            xml += "<url><loc>\(HTMLEscaping.attribute(url))</loc>" + (lastModified.map { "<lastmod>\($0)</lastmod>" } ?? "") + "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// Allows every crawler everywhere, and names the sitemap when there is one.
    package var robots: String {
        "User-agent: *\nAllow: /\n" + (sitemapURL.map { "Sitemap: \($0)\n" } ?? "")
    }
}
