import Markdown
import Parallel
import SiteModel

extension ResolvedSite {
    /// Moves every page's body into a store, by route, leaving each copy of the page (its entry, its sticker
    /// sheets) with an empty body: the store then holds the only reference to each body. The sections' copies
    /// never had one: the resolve stage gives them none.
    package mutating func takeBodies() -> TakeOnceStore<Route, PageBody> {
        var bodies: [Route: PageBody] = [:]
        bodies.reserveCapacity(pages.count)
        for index in pages.indices {
            bodies[pages[index].page.route] = pages[index].page.body.content
            pages[index].page.body.content = PageBody()
        }
        for route in Array(stickerSheets.keys) {
            stickerSheets[route]?.body.content = PageBody()
        }
        return TakeOnceStore(bodies)
    }
}
