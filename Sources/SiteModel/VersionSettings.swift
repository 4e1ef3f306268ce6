/// site.yml's `versions:` block: which of the repository's tags `specimen build --versions` publishes, and how.
///
///     versions:
///       tags: "v*"          # the tags to consider, a pattern of * and ?
///       per: major          # one version per major line (v2), per minor line (v1.4), or per tag
///       keep: 5             # the newest this many
///       latest: v2          # the version at the site's root (default: the newest)
///       next: true          # the working tree, published as next/
public struct VersionSettings: Sendable, Hashable {
    /// What one version stands for.
    public enum Grouping: String, Sendable, Hashable, CaseIterable {
        /// A major line, named `v2`, built from its newest tag.
        case major
        /// A minor line, named `v1.4`, built from its newest tag.
        case minor
        /// Each tag, named as the tag is.
        case tag
    }

    /// Which theme each tag is built with.
    public enum ThemeChoice: String, Sendable, Hashable, CaseIterable {
        /// The working tree's (or the built-in) theme, so that every version has the version menu and one look.
        case current
        /// The tag's own `Theme/` folder where it has one.
        case tag
    }

    /// The tags considered, a pattern of `*` (any characters) and `?` (one).
    public var tags = "v*"
    /// The tags left out by name, for a tag that cannot be built.
    public var exclude: [String] = []
    public var per = Grouping.major
    /// How many versions are published besides `next`, the newest first.
    public var keep = 5
    /// The version at the site's root; nil takes the newest that is not a prerelease.
    public var latest: String?
    /// Whether the working tree is published too, as `next/`.
    public var next = false
    /// Whether tags with a prerelease part (`v3.0.0-beta.1`) are considered.
    public var prereleases = false
    public var theme = ThemeChoice.current
    /// Where the block was written, for messages about it.
    public var location: SourceLocation?
    /// Where each key's value was written, for messages about it.
    public var keyLocations: [String: SourceLocation] = [:]

    /// The numbers of versions `keep` may ask for.
    public static let keepRange = 1...50
    /// The keys the block may have.
    public static let keys = ["tags", "exclude", "per", "keep", "latest", "next", "prereleases", "theme"]

    public init() {}
}

extension VersionSettings {
    /// Reads the block, reporting what is wrong at its own line and column.
    package static func read(_ value: YAMLValue, into diagnostics: inout Diagnostics) -> VersionSettings? {
        guard let fields = value.mapping("versions", allowed: keys, into: &diagnostics) else { return nil }
        var settings = VersionSettings()
        settings.location = value.location
        settings.keyLocations = fields.mapValues(\.location)
        if let pattern = fields["tags"]?.text("versions.tags", into: &diagnostics) {
            settings.tags = pattern
        }
        settings.exclude = fields["exclude"]?.texts("versions.exclude", into: &diagnostics) ?? []
        if let per = fields["per"]?.choice("versions.per", Grouping.self, into: &diagnostics) { settings.per = per }
        if let theme = fields["theme"]?.choice("versions.theme", ThemeChoice.self, into: &diagnostics) { settings.theme = theme }
        if let keep = fields["keep"] {
            if let count = keep.node.wholeNumber, keepRange.contains(count) {
                settings.keep = count
            } else {
                diagnostics.append(.error(.configValue, at: keep.location, "versions.keep is \(keep.node.kindDescription); "
                    + "allowed: a whole number from \(keepRange.lowerBound) to \(keepRange.upperBound)"))
            }
        }
        settings.latest = fields["latest"]?.text("versions.latest", into: &diagnostics)
        for (key, path) in [("next", \VersionSettings.next), ("prereleases", \VersionSettings.prereleases)] {
            guard let flag = fields[key] else { continue }
            if let bool = flag.node.bool {
                settings[keyPath: path] = bool
            } else {
                diagnostics.append(.error(.configValue, at: flag.location, "versions.\(key) is \(flag.node.kindDescription); allowed: true, false"))
            }
        }
        return settings
    }
}
