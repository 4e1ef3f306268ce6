import Foundation
import Markdown
import ResolvedModel
import SiteModel

/// What a version of a site built with `--versions` writes for the others to read: `routes.json`, the addresses
/// of its pages and its aliases, which the version menu reads to send a reader to the same page in it; and the
/// lines llms.txt and the sitemap add to name the other versions.
package enum VersionFiles {
    /// The addresses of a version's pages and aliases, as `routes.json` holds them.
    struct Routes: Codable, Equatable {
        /// The version's name.
        var version: String
        /// Each page's address from the version's root, percent-encoded as links write it (`components/slider/`).
        var pages: [String]
        /// Each alias's address, with the address of the page it sends readers to.
        var aliases: [String: String]
        /// Each page's aliases, by the page's address: where the same page was before it moved.
        var pageAliases: [String: [String]]
    }

    /// `routes.json`, on a version of a site built with `--versions`; nil otherwise.
    package static func routes(of site: ResolvedSite) -> Data? {
        guard let versions = site.settings.versions else { return nil }
        var routes = Routes(version: versions.current.name, pages: [], aliases: [:], pageAliases: [:])
        for entry in site.pages where entry.page.route != NotFoundPage.route {
            let page = entry.page.route.encodedPath
            routes.pages.append(page)
            let aliases = entry.page.frontMatter.aliases.map { Route(path: $0.routePath).encodedPath }
            for alias in aliases {
                routes.aliases[alias] = routes.aliases[alias] ?? page
            }
            if !aliases.isEmpty {
                routes.pageAliases[page] = aliases
            }
        }
        routes.pages.sort()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(routes)
    }

    /// The section llms.txt ends with on a versioned site: each other version's llms.txt, relative to this
    /// version's root, or absolute under a base URL.
    package static func llmsSection(of site: ResolvedSite) -> String {
        guard let versions = site.settings.versions, versions.all.count > 1 else { return "" }
        let siteRoot = site.settings.baseURL.map { siteRootURL($0.text, versions) } ?? versions.up
        var out = "## Versions\n\n"
        for version in versions.all where version != versions.current {
            let label = version.name + (version.tag.map { " (\($0))" } ?? "")
            out += "- [" + TwinText.cell(label) + "](" + LLMsText.bare(siteRoot + version.path + LLMsText.indexPath) + "): "
                + (version.role == .latest ? "the latest version" : version.role == .next ? "the next version, not yet released" : "an older version")
                + "\n"
        }
        return out + "\n"
    }

    /// The other versions' home pages, for the latest version's sitemap; empty on any other.
    package static func sitemapHomes(of site: ResolvedSite, base: String) -> [String] {
        guard let versions = site.settings.versions, versions.current.role == .latest else { return [] }
        return versions.all.filter { $0.role == .older }.map { base + $0.path }
    }

    /// The site's root under `base`, the URL of the version `versions` is building.
    private static func siteRootURL(_ base: String, _ versions: PublishedVersions) -> String {
        base.hasSuffix(versions.current.path) ? String(base.dropLast(versions.current.path.count)) : base
    }
}
