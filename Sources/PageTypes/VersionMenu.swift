import SiteModel
import Templates

/// What the version menu and the banner of an older version show on one page: each version with the address of
/// this page in it. Each link leads to the same address in the other version; the theme's script, which reads that
/// version's `routes.json`, sends a reader on to one of the page's aliases there, or to that version's home when
/// it has neither.
final class VersionMenu: TemplateObject {
    final class Entry: TemplateObject {
        let name: String
        let tag: String?
        /// This page's address in that version.
        let url: String
        /// The version's home page.
        let homeURL: String
        /// Its folder from the site's root (empty for the latest), for the script.
        let path: String
        let isCurrent: Bool
        let isLatest: Bool
        let isNext: Bool

        /// - Parameters:
        ///   - root: from the page to its version's root, which the current version's links start from, so that
        ///     they stay within the version's build.
        init(_ version: SiteVersion, current: SiteVersion, root: String, toSiteRoot: String, route: Route) {
            name = version.name
            tag = version.tag
            path = version.path
            let home = version == current ? root : toSiteRoot + version.path
            homeURL = home.isEmpty ? "./" : home
            let page = home + route.encodedPath
            url = page.isEmpty ? "./" : page
            isCurrent = version == current
            isLatest = version.role == .latest
            isNext = version.role == .next
        }

        func templateValue(named name: String) -> TemplateValue? {
            switch name {
            case "name": self.name.templateValue
            case "tag": self.tag.templateValue
            case "url": self.url.templateValue
            case "homeURL": self.homeURL.templateValue
            case "path": self.path.templateValue
            case "isCurrent": self.isCurrent.templateValue
            case "isLatest": self.isLatest.templateValue
            case "isNext": self.isNext.templateValue
            default: nil
            }
        }
    }

    let name: String
    let tag: String?
    let isLatest: Bool
    let isOlder: Bool
    let isNext: Bool
    /// From the page to the site's root, where `versions.json` is.
    let siteRoot: String
    /// From the page to its version's `routes.json`.
    let routesURL: String
    /// The page's route in its version, percent-encoded as `routes.json` spells it: what the script looks up there.
    let route: String
    /// Every version, in the menu's order.
    let versions: [Entry]
    /// The latest version, with this page's address in it: what an older version's banner leads to.
    let latest: Entry?
    /// This version's changes page, and the version it compares with, when it has one.
    let changesURL: String?
    let comparedWith: String?

    /// - Parameters:
    ///   - root: from the page to its version's root.
    ///   - route: the page's address in its version.
    init(_ versions: PublishedVersions, root: String, route: Route) {
        let current = versions.current
        name = current.name
        tag = current.tag
        isLatest = current.role == .latest
        isOlder = current.role == .older
        isNext = current.role == .next
        siteRoot = root + versions.up
        routesURL = root + PublishedVersions.routesPath
        self.route = route.encodedPath
        self.versions = versions.all.map { Entry($0, current: current, root: root, toSiteRoot: root + versions.up, route: route) }
        latest = self.versions.first { $0.isLatest }
        changesURL = versions.comparedWith.map { _ in root + PublishedVersions.changesPath }
        comparedWith = versions.comparedWith
    }

    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "tag": self.tag.templateValue
        case "isLatest": self.isLatest.templateValue
        case "isOlder": self.isOlder.templateValue
        case "isNext": self.isNext.templateValue
        case "siteRoot": self.siteRoot.templateValue
        case "routesURL": self.routesURL.templateValue
        case "route": self.route.templateValue
        case "versions": self.versions.templateValue
        case "latest": self.latest.templateValue
        case "changesURL": self.changesURL.templateValue
        case "comparedWith": self.comparedWith.templateValue
        default: nil
        }
    }
}
