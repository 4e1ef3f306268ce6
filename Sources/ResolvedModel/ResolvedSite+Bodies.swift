import Parallel
import SiteModel

extension ResolvedSite {
    /// Moves every page's body HTML into a store, by route, leaving each copy of the page (its entry, its sticker
    /// sheets) with an empty body: the store then holds the only reference to each body. The sections' copies
    /// never had one: the resolve stage gives them none.
    package mutating func takeBodies() -> TakeOnceStore<Route, [UInt8]> {
        var bodies: [Route: [UInt8]] = [:]
        bodies.reserveCapacity(pages.count)
        for index in pages.indices {
            bodies[pages[index].page.route] = pages[index].page.body.htmlUTF8
            pages[index].page.body.htmlUTF8 = []
        }
        for route in Array(stickerSheets.keys) {
            stickerSheets[route]?.body.htmlUTF8 = []
        }
        return TakeOnceStore(bodies)
    }
}
