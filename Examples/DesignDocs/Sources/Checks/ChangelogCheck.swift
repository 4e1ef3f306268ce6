import SpecimenKit

/// A check Specimen does not ship, in one file: every entry of a component's changelog names its version, so that
/// the releases page and feed can say which release a change went out in. An entry without one is a warning at
/// the page's `changelog`, about the component.
public struct ChangelogCheck: SiteWideCheck {
    public static let name = "changelog"
    public static let summary = "every entry of a component's changelog names its version"
    public static let unversioned = DiagnosticCode.own("changelog.unversioned",
        "a changelog entry names no version, so no release can be said to carry its changes")
    public static let codes = [unversioned]

    public init() {}

    public func check(_ site: ResolvedSite, into diagnostics: inout Diagnostics) {
        for page in site.componentPages {
            let unnamed = page.frontMatter.component.changelog.count { $0.version == nil }
            guard unnamed > 0 else { continue }
            let location = page.frontMatter.locations["changelog"] ?? SourceLocation(path: page.displayPath)
            diagnostics.append(.warning(Self.unversioned, at: location,
                (unnamed == 1 ? "1 changelog entry of \(page.title) names" : "\(unnamed) changelog entries of \(page.title) name")
                    + " no version; give each a 'version:'", subject: page.title))
        }
    }
}
