@testable import PageTypes
@testable import SiteBuilder
import Foundation
import SiteModel
import TestSupport
import ResolvedModel

extension ResolvedSite {
    /// `files` (Content/ and Theme/, in memory) loaded, parsed and resolved as a build does it, with what those
    /// stages reported.
    static func resolving(_ files: [String: Data]) -> (site: ResolvedSite, diagnostics: Diagnostics) {
        let disk = InMemoryDisk(files: files)
        let builder = SiteBuilder(options: IncrementalBuildTests.options, fileSystem: disk.fileSystem)
        var diagnostics = Diagnostics()
        let (parsed, _) = builder.parse(builder.load(into: &diagnostics), earlier: BuildMemo(), into: &diagnostics)
        let site = builder.resolve(parsed, into: &diagnostics)
        return (site, diagnostics)
    }
}
