import SiteModel
import Templates
import ResolvedModel

/// `404.html`: the page a static host serves for an address it has no file for (GitHub Pages, Netlify and most
/// others read it at the site's root). Its links start from the base URL, since it is served at any depth; it is
/// left out of the navigation, the search index and the sitemap, and asks search engines not to list it.
package enum NotFoundPage: PageType {
    package static let template = "404"
    package static let valueName = "notFound"
    package static let reads: SiteFacts = []
    package static let generated: GeneratedPage? = GeneratedPage(
        route: route, title: "Page not found", summary: "There is no page at this address.", weight: 1
    )

    /// Where the page goes.
    package static let route = Route(path: "404.html")

    package static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        nil
    }

    /// None: the 404 page has no twin.
    package static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        TwinFacts()
    }
}
