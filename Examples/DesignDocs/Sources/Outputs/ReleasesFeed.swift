import Foundation
import SpecimenKit

/// An output file Specimen does not ship, in one file: `releases.json`, every version of every component from the
/// components' changelogs, newest entry first as the pages list them, for a team's release tooling or a chat bot to
/// read. Made when a component page has a changelog.
public enum ReleasesFeed: SiteOutput {
    public static let path = "releases.json"

    struct Feed: Encodable {
        var site: String
        var components: [Component]
    }

    struct Component: Encodable {
        var title: String
        var url: String
        var versions: [Version]
    }

    struct Version: Encodable {
        var version: String?
        var date: String?
        var changes: Int
    }

    public static func data(for site: ResolvedSite, findings: [Diagnostic]) -> [UInt8]? {
        let components = site.componentPages.filter { !$0.frontMatter.component.changelog.isEmpty }.map { page in
            Component(title: page.title, url: page.route.path,
                      versions: page.frontMatter.component.changelog.map { Version(version: $0.version, date: $0.date, changes: $0.items.count) })
        }
        guard !components.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Feed(site: site.settings.title, components: components))).map { Array($0) + [0x0A] }
    }
}
