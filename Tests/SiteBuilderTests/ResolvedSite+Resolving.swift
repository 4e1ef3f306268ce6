@testable import PageTypes
@testable import SiteBuilder
import Foundation
import SiteModel
import TestSupport

extension ResolvedSite {
    /// `files` (Content/ and Theme/, in memory) loaded, parsed and resolved as a build does it, with what those
    /// stages reported.
    static func resolving(_ files: [String: Data]) -> (site: ResolvedSite, diagnostics: Diagnostics) {
        let disk = InMemoryDisk(files: files)
        let builder = SiteBuilder(options: IncrementalBuildTests.options, fileSystem: disk.fileSystem)
        var diagnostics = Diagnostics()
        var memo = BuildMemo()
        let site = builder.resolve(builder.parse(builder.load(into: &diagnostics), memo: &memo, into: &diagnostics),
                                   into: &diagnostics)
        return (site, diagnostics)
    }
}
