import Foundation

extension SiteBuilder {
    /// Adds the search index to the rendered files: every page but the sticker sheets (every state, already
    /// reached from its page) and the 404 page.
    func index(_ site: ResolvedSite, files: [OutputFile]) -> [OutputFile] {
        var html: [String: Data] = [:]
        for file in files where file.path.hasSuffix(".html") {
            html[file.path] = file.data
        }
        let sources = site.pages.compactMap { entry -> SearchIndex.Source? in
            let route = entry.page.route
            guard site.stickerSheets[route] == nil, route != GeneratedPage.notFound.route,
                  let data = html[route.outputFile] else { return nil }
            return SearchIndex.Source(route: route, title: entry.page.title, html: data)
        }
        return (files + SearchIndex(pages: sources).files).sorted { $0.path < $1.path }
    }
}
