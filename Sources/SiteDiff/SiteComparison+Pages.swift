import SiteModel

extension SiteComparison {
    /// Pages removed, added and moved, then each page present on both sides compared: its facts, previews and
    /// prose. A page that left its route is paired with a new one that has the same Markdown (or, failing that,
    /// the same title): a rename, not a removal and an addition.
    mutating func comparePages() {
        let gone = old.pages.keys.filter { new.pages[$0] == nil }.sorted()
        var arrived = new.pages.keys.filter { old.pages[$0] == nil }.sorted()
        var pairs: [(old: PageSnapshot, new: PageSnapshot)] = []
        for route in old.pages.keys.sorted() {
            if let was = old.pages[route], let now = new.pages[route] {
                pairs.append((was, now))
            }
        }
        var removed: [PageSnapshot] = []
        for route in gone {
            guard let was = old.pages[route] else { continue }
            let match = arrived.firstIndex { new.pages[$0]?.source == was.source }
                ?? arrived.firstIndex { route in new.pages[route]?.title == was.title && arrived.count(where: { new.pages[$0]?.title == was.title }) == 1 }
            if let match, let now = new.pages[arrived[match]] {
                arrived.remove(at: match)
                reportMove(from: was, to: now)
                pairs.append((was, now))
            } else {
                removed.append(was)
            }
        }
        for was in removed {
            var change = Change(id: Self.id("page", was.route, "removed"), section: .pages, kind: "page-removed",
                                title: "“\(was.title)” removed (\(Self.display(was.route)))", page: was.route)
            change.details.append("\(was.displayPath) is gone.")
            reportLinks(of: was, leading: nil, into: &change)
            add(change)
        }
        for route in arrived {
            guard let now = new.pages[route] else { continue }
            add(Change(id: Self.id("page", route, "added"), section: .pages, kind: "page-added",
                       title: "“\(now.title)” added (\(Self.display(route)))", page: route,
                       details: ["New page from \(now.displayPath)."]))
        }
        // Addresses no Markdown page had: aliases, and the pages the build makes (sticker sheets, the tokens page,
        // section lists). One that is gone breaks the links to it, unless it went with a page reported above.
        for route in old.routes.subtracting(new.routes).sorted()
        where old.pages[route] == nil && !gone.contains(where: { route.hasPrefix($0) }) {
            let alias = old.aliases[route]
            var change = Change(id: Self.id("route", route, "removed"), section: .pages,
                                kind: alias == nil ? "generated-page-removed" : "alias-removed",
                                title: alias.map { "The alias \(Self.display(route)) to \(Self.display($0)) removed" }
                                    ?? "\(Self.display(route)) is no longer built",
                                page: alias, effects: [.removedPage])
            change.details.append(alias == nil
                ? "The build made this page from the site's content; links to it break."
                : "Links that still use the old address break.")
            change.brokenLinks = [BrokenLink(kind: .page, target: route, alias: nil)]
            add(change)
        }
        for (was, now) in pairs {
            compareFacts(was, now)
            compareAssessments(was, now)
            compareWidgets(was, now)
            compareProse(was, now)
        }
    }

    private mutating func reportMove(from was: PageSnapshot, to now: PageSnapshot) {
        var change = Change(id: Self.id("page", was.route, "moved"), section: .pages, kind: "page-moved",
                            title: "“\(now.title)” moved from \(Self.display(was.route)) to \(Self.display(now.route))",
                            page: now.route)
        change.details.append("\(was.displayPath) is now \(now.displayPath).")
        reportLinks(of: was, leading: now, into: &change)
        add(change)
    }

    /// The links into `was` that stop working now that it has left its route: the page, its headings and its
    /// preview states, unless an alias or another page now serves the route.
    private func reportLinks(of was: PageSnapshot, leading now: PageSnapshot?, into change: inout Change) {
        if let target = new.aliases[was.route] {
            change.details.append("An alias sends \(Self.display(was.route)) on to \(Self.display(target)); links to its headings and preview states land at the top of that page.")
            return
        }
        if new.serves(was.route) {
            change.details.append("Another page is now at \(Self.display(was.route)).")
            return
        }
        let advice = now.map { " Add `aliases: [\(Self.display(was.route))]` to \($0.displayPath) to keep them." } ?? ""
        change.effects.insert(.removedPage)
        var links = [BrokenLink(kind: .page, target: was.route, alias: nil)]
        links += was.headings.map { BrokenLink(kind: .anchor, target: was.route + "#" + $0.id, alias: nil) }
        let states = was.widgets.reduce(0) { $0 + $1.preview.states.count }
        let parts = [was.headings.isEmpty ? nil : Wording.count(was.headings.count, "heading"),
                     states == 0 ? nil : Wording.count(states, "preview state")].compactMap { $0 }
        change.details.append("No alias covers \(Self.display(was.route)): links to it break"
            + (parts.isEmpty ? "" : ", with those to its " + parts.joined(separator: " and ")) + "." + advice)
        change.brokenLinks = links
    }
}
