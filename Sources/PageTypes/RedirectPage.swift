import Markdown
import SiteModel

/// The page written at one of a page's `aliases`: it sends the reader on at once (a meta refresh, and a link for
/// a browser that ignores it), names the page's address as canonical, and asks search engines not to list it.
/// Written from no template: it is the same on every theme, and has nothing of the site's but the address.
package enum RedirectPage {
    /// - Parameters:
    ///   - alias: where the redirect is written.
    ///   - route: the page it leads to.
    ///   - title: that page's title.
    ///   - settings: the site's language and base URL.
    package static func html(at alias: PageAlias, to route: Route, title: String, settings: SiteSettings) -> String {
        let relative = alias.rootPrefix + route.encodedPath
        let target = HTMLEscaping.attribute(relative.isEmpty ? "./" : relative)
        let canonical = settings.baseURL.map { "<link rel=\"canonical\" href=\"\(HTMLEscaping.attribute($0.url(of: route)))\">\n" } ?? ""
        return """
            <!doctype html>
            <html lang="\(HTMLEscaping.attribute(settings.language))">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLEscaping.attribute(title))</title>
            \(canonical)<meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <p>This page has moved to <a href="\(target)">\(HTMLEscaping.attribute(title))</a>.</p>
            </body>
            </html>

            """
    }
}
