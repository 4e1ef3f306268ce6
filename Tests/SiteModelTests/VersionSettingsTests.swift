import SiteModel
import Testing

/// site.yml's `versions:` block, as `build --versions` reads it.
@Suite("Version settings")
struct VersionSettingsTests {
    /// site.yml's settings read from `text`, and what the reader said about them.
    static func read(_ text: String) -> (VersionSettings?, [String]) {
        let (settings, problems) = SiteSettings.read(YAMLSource(path: "site.yml", text: text, firstLine: 1))
        return (settings.versionSettings, problems.sorted().map(\.description))
    }

    @Test("no block: no settings; the defaults are v*, per major, keep 5, the newest, no next, no prereleases, the current theme")
    func defaults() {
        let (none, problems) = Self.read("title: Docs\n")
        #expect(none == nil)
        #expect(problems.isEmpty)
        let defaults = VersionSettings()
        #expect(defaults.tags == "v*" && defaults.exclude.isEmpty && defaults.per == .major && defaults.keep == 5)
        #expect(defaults.latest == nil && !defaults.next && !defaults.prereleases && defaults.theme == .current)
        let (empty, _) = Self.read("title: Docs\nversions: {}\n")
        var expected = VersionSettings()
        expected.location = empty?.location
        #expect(empty == expected)
        #expect(empty?.location?.description == "site.yml:2:11")
    }

    @Test("each key read")
    func everyKey() throws {
        let text = """
            title: Docs
            versions:
              tags: "release-?.*"
              exclude: [release-1.0.0, release-1.0.1]
              per: minor
              keep: 12
              latest: v1.4
              next: true
              prereleases: true
              theme: tag

            """
        let (read, problems) = Self.read(text)
        #expect(problems.isEmpty)
        let settings = try #require(read)
        #expect(settings.tags == "release-?.*")
        #expect(settings.exclude == ["release-1.0.0", "release-1.0.1"])
        #expect(settings.per == .minor)
        #expect(settings.keep == 12)
        #expect(settings.latest == "v1.4")
        #expect(settings.next && settings.prereleases)
        #expect(settings.theme == .tag)
        #expect(settings.location?.description == "site.yml:3:3")
        // Each value's place, for the messages about it that come once the tags are read.
        #expect(settings.keyLocations["latest"]?.description == "site.yml:7:11")
        #expect(settings.keyLocations["tags"]?.description == "site.yml:3:9")
        #expect(settings.keyLocations.count == 8)
        // A single exclusion may be written as text; per: tag and keep's bounds are allowed.
        let (single, none) = Self.read("versions:\n  exclude: v0.1.0\n  per: tag\n  keep: 50\n  theme: current\n")
        #expect(none.isEmpty)
        #expect(single?.exclude == ["v0.1.0"] && single?.per == .tag && single?.keep == 50 && single?.theme == .current)
        #expect(Self.read("versions:\n  keep: 1\n").0?.keep == 1)
    }

    @Test("each wrong value is an error at its own line and column, saying what is allowed")
    func wrongValues() {
        let text = """
            versions:
              tags: [a, b]
              exclude: {a: b}
              per: patch
              keep: 0
              latest: ""
              next: yes please
              prereleases: 3
              theme: mine

            """
        let (_, problems) = Self.read(text)
        #expect(problems == [
            "site.yml:2:9: error: versions.tags must be text; found a list",
            "site.yml:3:12: error: versions.exclude must be a list (- item); found a mapping",
            "site.yml:4:8: error: unknown versions.per 'patch'; allowed: major, minor, tag",
            "site.yml:5:9: error: versions.keep is '0'; allowed: a whole number from 1 to 50",
            "site.yml:6:11: error: versions.latest is empty",
            "site.yml:7:9: error: versions.next is 'yes please'; allowed: true, false",
            "site.yml:8:16: error: versions.prereleases is '3'; allowed: true, false",
            "site.yml:9:10: error: unknown versions.theme 'mine'; allowed: current, tag",
        ])
    }

    @Test("keep out of range, 0 and 51, or not a whole number")
    func keepRange() {
        for (value, shown) in [("0", "'0'"), ("51", "'51'"), ("-1", "'-1'"), ("2.5", "'2.5'"), ("many", "'many'"), ("[5]", "a list")] {
            let (settings, problems) = Self.read("versions:\n  keep: \(value)\n")
            #expect(problems == ["site.yml:2:9: error: versions.keep is \(shown); allowed: a whole number from 1 to 50"], "\(value)")
            #expect(settings?.keep == 5)
        }
    }

    @Test("an unknown key is named with the keys allowed; a block that is not a mapping is an error")
    func unknownKey() {
        let (_, problems) = Self.read("versions:\n  per: tag\n  keeps: 3\n")
        #expect(problems == [
            "site.yml:3:3: error: unknown key 'keeps' in versions; did you mean 'keep'? "
                + "allowed: tags, exclude, per, keep, latest, next, prereleases, theme",
        ])
        let (settings, notMapping) = Self.read("versions: true\n")
        #expect(settings == nil)
        #expect(notMapping == ["site.yml:1:11: error: versions must be a mapping (key: value); found 'true'"])
    }
}
