extension ResolvedSite {
    /// Moves every page's body HTML into a store, by route, leaving each copy of the page (its entry, its place in
    /// a section, its sticker sheets) with an empty body: the store then holds the only reference to each body.
    mutating func takeBodies() -> HandOff<Route, [UInt8]> {
        var bodies: [Route: [UInt8]] = [:]
        bodies.reserveCapacity(pages.count)
        for index in pages.indices {
            bodies[pages[index].page.route] = pages[index].page.body.htmlUTF8
            pages[index].page.body.htmlUTF8 = []
        }
        sections = sections.map { section in
            var emptied = section
            for index in emptied.pages.indices {
                emptied.pages[index].body.htmlUTF8 = []
            }
            return emptied
        }
        for route in Array(stickerSheets.keys) {
            stickerSheets[route]?.body.htmlUTF8 = []
        }
        return HandOff(bodies)
    }
}
