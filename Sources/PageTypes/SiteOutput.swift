import ResolvedModel
import SiteModel

/// A file a team adds to every build in one file, as it adds a check; `Examples/DesignDocs/Sources/Outputs/ReleasesFeed.swift`
/// is the example. It is made from the resolved site once every check has run, with the findings the build
/// reports, and written at ``path`` in the output folder. A path that leaves the folder, or where the build
/// already writes a page or a file, is an error before anything is written.
public protocol SiteOutput: Sendable {
    /// The file's path in the output folder, relative, `/`-separated (`releases.json`, `feeds/releases.xml`).
    static var path: String { get }
    /// The file's bytes, nil for no file this build.
    static func data(for site: ResolvedSite, findings: [Diagnostic]) -> [UInt8]?
}
