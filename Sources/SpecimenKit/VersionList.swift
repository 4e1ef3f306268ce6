import Foundation
import SiteModel

/// `versions.json` at the root of a site built with `--versions`: every version, where it is, and what it was
/// built from, for tools and for a host that redirects to the latest.
struct VersionList: Encodable {
    struct Entry: Encodable {
        var name: String
        var tag: String?
        var commit: String?
        /// Its folder from the site's root; empty for the latest.
        var path: String
        var role: String
    }

    var latest: String?
    var versions: [Entry]

    init(_ catalog: VersionCatalog) {
        versions = catalog.chosen.map {
            Entry(name: $0.version.name, tag: $0.version.tag, commit: $0.commit, path: $0.version.path, role: $0.version.role.rawValue)
        }
        latest = catalog.chosen.first { $0.version.role == .latest }?.version.name
    }

    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
