/// Which versions `specimen build --versions` publishes, chosen from the repository's tags by site.yml's
/// `versions:` block: matched by its pattern, grouped into lines (one version per major, per minor, or per tag)
/// each built from its newest tag, the newest `keep` lines, the latest named or the newest release, and the working
/// tree as `next` when asked.
public struct VersionCatalog: Sendable, Hashable {
    /// A tag of the repository and the commit it points at.
    public struct Tag: Sendable, Hashable {
        public var name: String
        public var commit: String

        public init(name: String, commit: String) {
            self.name = name
            self.commit = commit
        }
    }

    /// A version to build: where it is published, and the commit it is built from (nil for `next`).
    public struct Chosen: Sendable, Hashable {
        public var version: SiteVersion
        public var commit: String?
    }

    /// The versions, in the menu's order: next, the latest, then the others, newest first.
    public var chosen: [Chosen] = []
    /// The version each compares with, for its changes page: the release before it (by version number), and, for
    /// `next`, the newest release.
    public var previous: [String: String] = [:]
    /// Tags the pattern matched that are left out, each with why, for the build's notes.
    public var leftOut: [(tag: String, reason: String)] = []

    public static func == (lhs: VersionCatalog, rhs: VersionCatalog) -> Bool {
        lhs.chosen == rhs.chosen && lhs.leftOut.map(\.tag) == rhs.leftOut.map(\.tag) && lhs.leftOut.map(\.reason) == rhs.leftOut.map(\.reason)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(chosen)
    }

    /// The versions `settings` choose from `tags`, or the error that stops the build: written at `location`
    /// (site.yml's block) and saying what is allowed.
    public init(tags: [Tag], settings: VersionSettings) throws(VersionCatalogError) {
        var lines: [String: (version: TagVersion?, tag: Tag)] = [:]
        for tag in tags where Self.matches(tag.name, settings.tags) && !settings.exclude.contains(tag.name) {
            let number = TagVersion(tag.name)
            if settings.per != .tag, number == nil {
                leftOut.append((tag.name, "its name holds no version number"))
                continue
            }
            if let number, !number.prerelease.isEmpty, !settings.prereleases {
                continue
            }
            guard let name = Self.name(of: tag.name, number, per: settings.per) else {
                leftOut.append((tag.name, "its name cannot name a folder (letters, digits, '.', '_' and '-' only)"))
                continue
            }
            if let held = lines[name], Self.isNewer(held, than: (number, tag)) { continue }
            lines[name] = (number, tag)
        }
        let newestFirst = lines.sorted { Self.isNewer($0.value, than: $1.value) }.prefix(settings.keep)
        let latest: String
        if let named = settings.latest {
            guard let line = newestFirst.first(where: { $0.key == named || $0.value.tag.name == named }) else {
                throw VersionCatalogError("versions.latest is '\(named)', which is none of the versions chosen; allowed: "
                    + (newestFirst.isEmpty ? "a version once a tag matches '\(settings.tags)'" : newestFirst.map(\.key).joined(separator: ", ")),
                    key: "latest")
            }
            latest = line.key
        } else {
            guard let newest = newestFirst.first(where: { $0.value.version?.prerelease.isEmpty ?? true }) ?? newestFirst.first else {
                throw VersionCatalogError("no tag matches versions.tags '\(settings.tags)'"
                    + (leftOut.isEmpty ? "" : " with a version number") + "; allowed: a pattern of * and ? that some tag matches (git tag lists them)",
                    key: "tags")
            }
            latest = newest.key
        }
        if settings.next {
            guard lines[Self.nextName] == nil else {
                throw VersionCatalogError("a version is named 'next', which is where the working tree is published; "
                    + "allowed: versions.next: false, or a versions.tags pattern without that tag", key: "next")
            }
            chosen.append(Chosen(version: SiteVersion(name: Self.nextName, tag: nil, role: .next), commit: nil))
        }
        for (name, line) in newestFirst where name == latest {
            chosen.append(Chosen(version: SiteVersion(name: name, tag: line.tag.name, role: .latest), commit: line.tag.commit))
        }
        for (name, line) in newestFirst where name != latest {
            chosen.append(Chosen(version: SiteVersion(name: name, tag: line.tag.name, role: .older), commit: line.tag.commit))
        }
        let oldestFirst = newestFirst.reversed().map(\.key) + (settings.next ? [Self.nextName] : [])
        for (before, after) in zip(oldestFirst, oldestFirst.dropFirst()) {
            previous[after] = before
        }
    }

    /// The versions in the order their changes pages compare them: each after the one it compares with.
    public var oldestFirst: [Chosen] {
        var order: [Chosen] = []
        var name = chosen.first { previous[$0.version.name] == nil }?.version.name
        while let current = name, let version = chosen.first(where: { $0.version.name == current }) {
            order.append(version)
            name = previous.first { $0.value == current }?.key
        }
        return order
    }

    /// The name the working tree's version has.
    public static let nextName = "next"

    /// The version a tag stands for: `v2` per major, `v1.4` per minor, the tag's own name per tag when it is a
    /// folder's name.
    static func name(of tag: String, _ number: TagVersion?, per: VersionSettings.Grouping) -> String? {
        switch per {
        case .major: number.map { "v\($0.major)" }
        case .minor: number.map { "v\($0.major).\($0.minor)" }
        case .tag: SiteVersion.isFolderName(tag) ? tag : nil
        }
    }

    /// Newer by version number where both have one; else by name.
    private static func isNewer(_ lhs: (version: TagVersion?, tag: Tag), than rhs: (version: TagVersion?, tag: Tag)) -> Bool {
        if let left = lhs.version, let right = rhs.version, left != right { return right < left }
        return lhs.tag.name > rhs.tag.name
    }

    /// Whether `name` matches `pattern`, where `*` is any run of characters and `?` any one.
    static func matches(_ name: String, _ pattern: String) -> Bool {
        let name = Array(name.unicodeScalars), pattern = Array(pattern.unicodeScalars)
        var n = 0, p = 0, star = -1, mark = 0
        // Linear in both lengths with backtracking to the last star only: no pattern makes it slow.
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                n += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = n
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                n = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// Why no versions can be chosen: site.yml's `versions:` block asks for what the tags do not have.
public struct VersionCatalogError: Error, Sendable, Hashable {
    public var message: String
    /// The key of the block the message is about (`latest`, `tags`, `next`): where site.yml wrote it is where
    /// the message points.
    public var key: String

    init(_ message: String, key: String) {
        self.message = message
        self.key = key
    }
}
