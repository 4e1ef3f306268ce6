extension ResolvedSite {
    /// Moves every page's body HTML into a store, by route, leaving each copy of the page (its entry, its place in
    /// a section, its sticker sheets) with an empty body: the store then holds the only reference to each body.
    mutating func takeBodies() -> HandOff<Route, String> {
        var bodies: [Route: String] = [:]
        bodies.reserveCapacity(pages.count)
        for index in pages.indices {
            bodies[pages[index].page.route] = pages[index].page.body.html
            pages[index].page.body.html = ""
        }
        sections = sections.map { section in
            var emptied = section
            for index in emptied.pages.indices {
                emptied.pages[index].body.html = ""
            }
            return emptied
        }
        for route in Array(stickerSheets.keys) {
            stickerSheets[route]?.body.html = ""
        }
        return HandOff(bodies)
    }
}
