@testable import SiteModel
import Testing

/// Which versions site.yml's `versions:` block chooses from the repository's tags.
@Suite("Version catalog")
struct VersionCatalogTests {
    /// Tags named `names`, each at a commit named after it.
    static func tags(_ names: [String]) -> [VersionCatalog.Tag] {
        names.map { VersionCatalog.Tag(name: $0, commit: "commit-" + $0) }
    }

    static let releases = tags(["v1.0.0", "v1.1.0", "v1.1.1", "v2.0.0", "v2.1.0-beta.1", "docs", "v0.9"])

    static func settings(_ change: (inout VersionSettings) -> Void = { _ in }) -> VersionSettings {
        var settings = VersionSettings()
        change(&settings)
        return settings
    }

    /// `name (tag) role` for each version chosen, in the menu's order.
    static func lines(_ catalog: VersionCatalog) -> [String] {
        catalog.chosen.map { "\($0.version.name) \($0.version.tag ?? "-") \($0.version.role.rawValue)" }
    }

    @Test("per major: one version per major line, each built from its newest tag at that tag's commit; the newest at the root")
    func perMajor() throws {
        let catalog = try VersionCatalog(tags: Self.releases, settings: Self.settings())
        #expect(Self.lines(catalog) == ["v2 v2.0.0 latest", "v1 v1.1.1 older", "v0 v0.9 older"])
        #expect(catalog.chosen.map(\.commit) == ["commit-v2.0.0", "commit-v1.1.1", "commit-v0.9"])
        #expect(catalog.chosen.map(\.version.path) == ["", "v1/", "v0/"])
        // `docs` does not match v*, so it is not left out: it was never considered.
        #expect(catalog.leftOut.isEmpty)
    }

    @Test("per minor and per tag")
    func perMinorAndTag() throws {
        let minor = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.per = .minor })
        #expect(Self.lines(minor) == ["v2.0 v2.0.0 latest", "v1.1 v1.1.1 older", "v1.0 v1.0.0 older", "v0.9 v0.9 older"])
        let tag = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.per = .tag })
        #expect(Self.lines(tag) == ["v2.0.0 v2.0.0 latest", "v1.1.1 v1.1.1 older", "v1.1.0 v1.1.0 older", "v1.0.0 v1.0.0 older",
                                    "v0.9 v0.9 older"])
    }

    @Test("keep: the newest that many lines")
    func keep() throws {
        let catalog = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.per = .tag; $0.keep = 2 })
        #expect(Self.lines(catalog) == ["v2.0.0 v2.0.0 latest", "v1.1.1 v1.1.1 older"])
        #expect(catalog.previous == ["v2.0.0": "v1.1.1"])
    }

    @Test("latest: named by the version or by its tag; the others stay newest first, and compare by version number")
    func latestNamed() throws {
        for named in ["v1", "v1.1.1"] {
            let catalog = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.latest = named; $0.next = true })
            #expect(Self.lines(catalog) == ["next - next", "v1 v1.1.1 latest", "v2 v2.0.0 older", "v0 v0.9 older"])
            #expect(catalog.previous == ["v1": "v0", "v2": "v1", "next": "v2"])
            #expect(catalog.oldestFirst.map(\.version.name) == ["v0", "v1", "v2", "next"])
        }
    }

    @Test("next: the working tree first in the menu, with no commit, comparing with the newest release")
    func next() throws {
        let catalog = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.next = true; $0.keep = 2 })
        #expect(Self.lines(catalog) == ["next - next", "v2 v2.0.0 latest", "v1 v1.1.1 older"])
        #expect(catalog.chosen.first?.commit == nil)
        #expect(catalog.chosen.first?.version.path == "next/")
        #expect(catalog.previous == ["v2": "v1", "next": "v2"])
        #expect(catalog.oldestFirst.map(\.version.name) == ["v1", "v2", "next"])
    }

    @Test("prereleases: left out unless asked for; asked for, the latest is still the newest release")
    func prereleases() throws {
        let without = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.per = .tag })
        #expect(!without.chosen.contains { $0.version.name.contains("beta") })
        #expect(without.leftOut.isEmpty)
        let with = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.per = .tag; $0.prereleases = true })
        #expect(Self.lines(with).prefix(2) == ["v2.0.0 v2.0.0 latest", "v2.1.0-beta.1 v2.1.0-beta.1 older"])
        #expect(with.previous["v2.1.0-beta.1"] == "v2.0.0")
        // Only prereleases: the newest of them is the latest.
        let only = try VersionCatalog(tags: Self.tags(["v3.0.0-rc.1", "v3.0.0-rc.2"]), settings: Self.settings { $0.prereleases = true; $0.per = .tag })
        #expect(Self.lines(only) == ["v3.0.0-rc.2 v3.0.0-rc.2 latest", "v3.0.0-rc.1 v3.0.0-rc.1 older"])
    }

    @Test("exclude leaves tags out by name; a line falls back to its newest tag not excluded")
    func exclude() throws {
        let catalog = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.exclude = ["v1.1.1", "v0.9"] })
        #expect(Self.lines(catalog) == ["v2 v2.0.0 latest", "v1 v1.1.0 older"])
    }

    @Test("the tags pattern: * any run of characters, ? any one, the whole name matched")
    func pattern() throws {
        #expect(VersionCatalog.matches("v1.0.0", "v*"))
        #expect(VersionCatalog.matches("v1.0.0", "*"))
        #expect(VersionCatalog.matches("v1.0.0", "v?.0.0"))
        #expect(!VersionCatalog.matches("v10.0.0", "v?.0.0"))
        #expect(VersionCatalog.matches("release/v1.2", "release/*.?"))
        #expect(!VersionCatalog.matches("xv1.0.0", "v*"))
        #expect(!VersionCatalog.matches("v1.0.0", "v*.1"))
        #expect(VersionCatalog.matches("", "*"))
        #expect(!VersionCatalog.matches("", "?"))
        #expect(VersionCatalog.matches("a*b", "a*b"))
        // Backtracking only to the last star: a long name against many stars stays quick.
        #expect(!VersionCatalog.matches(String(repeating: "a", count: 2_000), String(repeating: "*a", count: 500) + "b"))
        let catalog = try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.tags = "v1.?.?"; $0.per = .tag })
        #expect(catalog.chosen.map(\.version.name) == ["v1.1.1", "v1.1.0", "v1.0.0"])
    }

    @Test("a tag per major with no version number, or per tag whose name cannot be a folder, is left out with its reason")
    func leftOut() throws {
        let tags = Self.tags(["v1.0.0", "docs", "v2.0.0+\"$(>pwned)\"<b>&amp;'", "v3.0.0/x"])
        let perMajor = try VersionCatalog(tags: tags, settings: Self.settings { $0.tags = "*" })
        #expect(perMajor.leftOut.map(\.tag) == ["docs"])
        #expect(perMajor.leftOut.first?.reason == "its name holds no version number")
        // Per major, an odd tag's version is named by its number: v2, v3.
        #expect(Self.lines(perMajor) == ["v3 v3.0.0/x latest", "v2 v2.0.0+\"$(>pwned)\"<b>&amp;' older", "v1 v1.0.0 older"])
        let perTag = try VersionCatalog(tags: tags, settings: Self.settings { $0.tags = "*"; $0.per = .tag })
        #expect(perTag.leftOut.map(\.tag) == ["v2.0.0+\"$(>pwned)\"<b>&amp;'", "v3.0.0/x"])
        #expect(perTag.leftOut.allSatisfy { $0.reason == "its name cannot name a folder (letters, digits, '.', '_' and '-' only)" })
        #expect(Self.lines(perTag) == ["v1.0.0 v1.0.0 latest", "docs docs older"])
    }

    @Test("two tags at one commit: two versions per tag; one line per major, from the newer tag")
    func sameCommit() throws {
        let tags = [VersionCatalog.Tag(name: "v1.0.0", commit: "abc"), VersionCatalog.Tag(name: "v1.0.1", commit: "abc")]
        let perTag = try VersionCatalog(tags: tags, settings: Self.settings { $0.per = .tag })
        #expect(Self.lines(perTag) == ["v1.0.1 v1.0.1 latest", "v1.0.0 v1.0.0 older"])
        #expect(perTag.previous == ["v1.0.1": "v1.0.0"])
        let perMajor = try VersionCatalog(tags: tags, settings: Self.settings())
        #expect(Self.lines(perMajor) == ["v1 v1.0.1 latest"])
        #expect(perMajor.previous.isEmpty)
        #expect(perMajor.oldestFirst.map(\.version.name) == ["v1"])
    }

    @Test("errors: latest naming no version chosen, no tag matching, a version named next beside next: true")
    func errors() {
        #expect(throws: VersionCatalogError("versions.latest is 'v9', which is none of the versions chosen; allowed: v2, v1, v0", key: "latest")) {
            try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.latest = "v9" })
        }
        // A version `keep` leaves out is not chosen either.
        #expect(throws: VersionCatalogError("versions.latest is 'v0', which is none of the versions chosen; allowed: v2, v1", key: "latest")) {
            try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.latest = "v0"; $0.keep = 2 })
        }
        #expect(throws: VersionCatalogError("versions.latest is 'v1', which is none of the versions chosen; allowed: a version once a tag matches 'release-*'", key: "latest")) {
            try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.latest = "v1"; $0.tags = "release-*" })
        }
        #expect(throws: VersionCatalogError("no tag matches versions.tags 'release-*'; allowed: a pattern of * and ? that some tag matches (git tag lists them)", key: "tags")) {
            try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.tags = "release-*" })
        }
        #expect(throws: VersionCatalogError("no tag matches versions.tags 'd*' with a version number; allowed: a pattern of * and ? that some tag matches (git tag lists them)", key: "tags")) {
            try VersionCatalog(tags: Self.releases, settings: Self.settings { $0.tags = "d*" })
        }
        #expect(throws: VersionCatalogError("a version is named 'next', which is where the working tree is published; allowed: versions.next: false, or a versions.tags pattern without that tag", key: "next")) {
            try VersionCatalog(tags: Self.tags(["v1.0.0", "next"]), settings: Self.settings { $0.tags = "*"; $0.per = .tag; $0.next = true })
        }
        // Without next: true, a tag named next is a version like any other.
        #expect((try? VersionCatalog(tags: Self.tags(["v1.0.0", "next"]), settings: Self.settings { $0.tags = "*"; $0.per = .tag }))?
            .chosen.map(\.version.name) == ["v1.0.0", "next"])
    }
}
