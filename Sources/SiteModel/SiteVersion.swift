/// One version of a site built from several (`specimen build --versions`): where it is published and what it was
/// built from.
public struct SiteVersion: Sendable, Hashable, Codable {
    /// What a version is to the site.
    public enum Role: String, Sendable, Hashable, Codable {
        /// The version at the site's root.
        case latest
        /// A release before it, or beside it, under a folder of its own.
        case older
        /// The working tree, not yet released.
        case next
    }

    /// Its name in the menu and its folder: `v2`, `v1.4`, `next`. Only letters, digits, `.`, `_` and `-`.
    public var name: String
    /// The tag it was built from; nil for `next`.
    public var tag: String?
    public var role: Role

    /// Its folder relative to the site's root, ending in `/`; empty for the latest.
    public var path: String {
        role == .latest ? "" : name + "/"
    }

    public init(name: String, tag: String?, role: Role) {
        self.name = name
        self.tag = tag
        self.role = role
    }

    /// Whether `name` may name a version's folder: letters, digits, `.`, `_` and `-`, starting with a letter or
    /// digit, at most 64 characters, so that it is one safe path segment in a URL and on disk.
    public static func isFolderName(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 64, isLetterOrDigit(first) else { return false }
        return name.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// The versions a build publishes, and which of them it is building: set on ``SiteSettings/versions`` by the
/// build, not read from site.yml.
public struct PublishedVersions: Sendable, Hashable, Codable {
    /// The version this build makes.
    public var current: SiteVersion
    /// Every version the site publishes, in the menu's order: next, the latest, then the older ones, newest first.
    public var all: [SiteVersion]
    /// The version this one's changes page compares with, when it has one.
    public var comparedWith: String?

    public init(current: SiteVersion, all: [SiteVersion], comparedWith: String?) {
        self.current = current
        self.all = all
        self.comparedWith = comparedWith
    }

    /// The latest version.
    public var latest: SiteVersion? {
        all.first { $0.role == .latest }
    }

    /// From this version's root to the site's root: `../` under a version's folder, empty at the root.
    public var up: String {
        current.role == .latest ? "" : "../"
    }

    /// The folder of this version's changes page, relative to its root.
    public static let changesPath = "version-changes/"
    /// The file listing a version's page addresses and aliases, which the version menu reads.
    public static let routesPath = "routes.json"
    /// The file at the site's root listing the versions.
    public static let listPath = "versions.json"
}
