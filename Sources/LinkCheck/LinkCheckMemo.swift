import HTMLReading
import SiteModel

/// What a check keeps for the next build's.
package struct LinkCheckMemo: Sendable {
    /// Output path → the built HTML and the ids and references the link check read from it.
    package var references: [String: FileReading<HTMLReferences>] = [:]
    /// What links could land on in the last check, and each page's findings, valid while that is unchanged.
    package var linkTargets: LinkTargets?
    package var pageChecks: [String: PageCheck] = [:]

    package init() {}
}
