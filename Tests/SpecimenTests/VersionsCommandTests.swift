import Foundation
import Testing
import TestSupport

/// `specimen build --versions` on the versions fixture (Tests/SpecimenTests/Fixtures/make-versioned-repository.sh):
/// tags v1.0.0, v1.1.0 and v2.0.0 (annotated), and a working tree after them, built per tag with next/.
@Suite("specimen build --versions")
struct VersionsCommandTests {
    /// A new copy of the fixture repository, at `repo` in the folder given back.
    static func repository() throws -> TemporaryFolder {
        try SpecimenCommandTests.fixtureRepository("Tests/SpecimenTests/Fixtures/make-versioned-repository.sh")
    }

    struct VersionList: Decodable, Equatable {
        struct Entry: Decodable, Equatable {
            var name: String
            var tag: String?
            var commit: String?
            var path: String
            var role: String
        }

        var latest: String?
        var versions: [Entry]
    }

    struct Changes: Decodable {
        struct Entry: Decodable {
            struct Drawing: Decodable {
                var label: String
            }

            var id: String
            var kind: String
            var drawings: [Drawing]
        }

        var old: String
        var new: String
        var headline: String
        var changes: [Entry]
    }

    /// `specimen build --versions` and `arguments` in the fixture's repository, with TMPDIR inside `folder`.
    static func build(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> SpecimenCommandTests.Run {
        let scratch = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        return try SpecimenCommandTests.start(["build", "--versions"] + arguments, in: URL(fileURLWithPath: folder.path("repo")),
                                              through: ["/usr/bin/env", "TMPDIR=\(scratch)"]).wait()
    }

    static func versionList(_ folder: TemporaryFolder) throws -> VersionList {
        try JSONDecoder().decode(VersionList.self, from: Data(contentsOf: URL(fileURLWithPath: folder.path("repo/public/versions.json"))))
    }

    static func changes(_ folder: TemporaryFolder, _ version: String) throws -> Changes {
        let path = folder.path("repo/public/" + version + "version-changes/changes.json")
        return try JSONDecoder().decode(Changes.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func exists(_ folder: TemporaryFolder, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.path("repo/public/" + path))
    }

    static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path("repo/public/" + path), encoding: .utf8)
    }

    static func git(_ arguments: [String], in folder: TemporaryFolder, input: Data? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path("repo"))
        let output = Pipe()
        process.standardOutput = output
        let feed = Pipe()
        if input != nil { process.standardInput = feed }
        try process.run()
        if let input {
            try feed.fileHandleForWriting.write(contentsOf: input)
            try feed.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every file and folder name below `folder`.
    static func names(below folder: TemporaryFolder) -> [String] {
        (FileManager.default.enumerator(atPath: folder.url.path)?.compactMap { ($0 as? String).map { ($0 as NSString).lastPathComponent } }) ?? []
    }

    static func editSiteYAML(_ folder: TemporaryFolder, _ old: String, _ new: String) throws {
        try SiteComparisonFiles.replace(old, with: new, in: folder.path("repo/Content/site.yml"))
    }

    @Test("four versions: each as its tag had it, versions.json, and each version's changes page")
    func fourVersions() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let run = try Self.build(folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Built 4 versions into public in "), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("unchanged"))
        // The latest at the root, each other under its folder; each with its tag's pages.
        for root in ["", "v1.1.0/", "v1.0.0/", "next/"] {
            #expect(Self.exists(folder, root + "index.html"), "\(root)")
            #expect(Self.exists(folder, root + "routes.json"), "\(root)")
        }
        #expect(!Self.exists(folder, "v1.0.0/components/stepper/index.html"))
        #expect(Self.exists(folder, "v1.1.0/components/stepper/index.html"))
        #expect(Self.exists(folder, "components/stepper/index.html"))
        #expect(Self.exists(folder, "guides/authoring/writing/index.html"))
        #expect(Self.exists(folder, "guides/writing/index.html"), "the alias page where the guide was")
        #expect(try Self.text(folder, "guides/writing/index.html").contains("authoring/writing/"))
        #expect(Self.exists(folder, "v1.1.0/guides/writing/index.html") && !Self.exists(folder, "v1.1.0/guides/authoring/writing/index.html"))
        #expect(try Self.text(folder, "next/index.html").contains("Unreleased: a paragraph only the working tree has."))
        #expect(try !Self.text(folder, "index.html").contains("Unreleased"))
        #expect(try !Self.text(folder, "v1.0.0/index.html").contains("Unreleased"))
        // versions.json: every version, where it is and what it was built from (an annotated tag's commit).
        var expected = VersionList(latest: "v2.0.0", versions: [
            .init(name: "next", tag: nil, commit: nil, path: "next/", role: "next"),
            .init(name: "v2.0.0", tag: "v2.0.0", commit: nil, path: "", role: "latest"),
            .init(name: "v1.1.0", tag: "v1.1.0", commit: nil, path: "v1.1.0/", role: "older"),
            .init(name: "v1.0.0", tag: "v1.0.0", commit: nil, path: "v1.0.0/", role: "older"),
        ])
        for index in 1...3 {
            expected.versions[index].commit = try Self.git(["rev-parse", expected.versions[index].name + "^{commit}"], in: folder)
        }
        #expect(try Self.versionList(folder) == expected)
        // site.json and routes.json: which version each is, beside which, and where its pages moved from.
        struct Manifest: Decodable {
            struct Site: Decodable {
                struct Versions: Decodable {
                    var current: String
                    var comparedWith: String?
                    var all: [VersionList.Entry]
                }

                var versions: Versions
            }

            var site: Site
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(Self.text(folder, "v1.1.0/site.json").utf8))
        #expect(manifest.site.versions.current == "v1.1.0" && manifest.site.versions.comparedWith == "v1.0.0")
        #expect(manifest.site.versions.all.map(\.path) == ["next/", "", "v1.1.0/", "v1.0.0/"])
        #expect(try Self.text(folder, "routes.json").contains(#""aliases":{"guides/writing/":"guides/authoring/writing/"}"#))
        #expect(try Self.text(folder, "v1.1.0/routes.json").contains(#""version":"v1.1.0""#))
        // The oldest has no changes page; each other compares with the one before it.
        #expect(!Self.exists(folder, "v1.0.0/version-changes/index.html"))
        let minor = try Self.changes(folder, "v1.1.0/")
        #expect(minor.old == "v1.0.0" && minor.new == "v1.1.0")
        #expect(Set(minor.changes.map(\.kind)).isSuperset(of: ["page-added", "token-added", "token-removed", "token-changed"]), "\(minor.changes.map(\.kind))")
        let major = try Self.changes(folder, "")
        #expect(major.old == "v1.1.0" && major.new == "v2.0.0")
        #expect(Set(major.changes.map(\.kind)).isSuperset(of: ["page-moved", "token-changed"]), "\(major.changes.map(\.kind))")
        let previews = try FileManager.default.subpathsOfDirectory(atPath: folder.path("repo/public/version-changes/previews"))
        #expect(previews.contains { $0.hasPrefix("before/") && $0.hasSuffix(".svg") } && previews.contains { $0.hasPrefix("after/") && $0.hasSuffix(".svg") }, "\(previews)")
        let next = try Self.changes(folder, "next/")
        #expect(next.old == "v2.0.0" && next.new == "next")
        // The changes page's links lead to the version's own pages, and its header to the version's home.
        #expect(try Self.text(folder, "version-changes/index.html").contains("href=\"../guides/authoring/writing/\""))
        #expect(try Self.text(folder, "v1.1.0/version-changes/index.html").contains("<p class=\"site\"><a href=\"../\">Diff Fixture · v1.1.0</a></p>"))
    }

    @Test("the working tree's base_url publishes every version under it, each at its folder; --base-url overrides it")
    func baseURLFromSiteYML() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let settings = folder.url.appendingPathComponent("repo/Content/site.yml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "versions:\n", with: "base_url: https://example.org/ds/\nversions:\n").utf8).write(to: settings)
        let run = try Self.build(folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Self.text(folder, "components/slider/index.html").contains(#"<link rel="canonical" href="https://example.org/ds/components/slider/">"#))
        #expect(try Self.text(folder, "v1.0.0/components/slider/index.html")
            .contains(#"<link rel="canonical" href="https://example.org/ds/v1.0.0/components/slider/">"#))
        #expect(try Self.text(folder, "next/index.html").contains(#"<link rel="canonical" href="https://example.org/ds/next/">"#))
        #expect(try Self.text(folder, "sitemap.xml").contains("<loc>https://example.org/ds/v1.1.0/</loc>"))

        let overridden = try Self.build(folder, ["--base-url", "/docs/"])
        #expect(overridden.status == 0, "\(overridden.standardError)")
        #expect(try Self.text(folder, "v1.0.0/components/slider/index.html").contains(#"href="/docs/v1.0.0/components/slider/""#))
    }

    @Test("a second run reuses every tag's version and writes the same bytes; a moved tag is built again; only the cache and the output are written")
    func cache() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).status == 0)
        let first = folder.snapshot("repo/public")
        let second = try Self.build(folder)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains(" (3 unchanged: v1.0.0, v1.1.0, v2.0.0)\n"), "\(second.standardOutput)")
        #expect(folder.snapshot("repo/public") == first)
        // Nothing but the output and the cache is written: not the working tree, not the temporary folder.
        // (The working tree's own change, for next/, is the fixture's.)
        #expect(try Self.git(["status", "--porcelain", "--ignored"], in: folder) == "M Content/index.md\n?? .specimen-cache/\n?? public/")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("repo/.specimen-cache/versions")).sorted()
            == ["next", "v1.0.0", "v1.1.0", "v2.0.0"])
        // v1.1.0 moved to v1.0.0's commit: built again, and v2.0.0, whose changes page compares with it.
        _ = try Self.git(["tag", "-f", "v1.1.0", "v1.0.0^{commit}"], in: folder)
        let moved = try Self.build(folder)
        #expect(moved.status == 0, "\(moved.standardError)")
        #expect(moved.standardOutput.contains(" (1 unchanged: v1.0.0)\n"), "\(moved.standardOutput)")
        #expect(!Self.exists(folder, "v1.1.0/components/stepper/index.html"))
        #expect(try Self.changes(folder, "v1.1.0/").changes.isEmpty)
        #expect(try Self.versionList(folder).versions[2].commit == Self.git(["rev-parse", "v1.0.0^{commit}"], in: folder))
    }

    /// Every file below `relative` whose text holds `needle`.
    static func files(_ folder: TemporaryFolder, _ relative: String, holding needle: String) -> [String] {
        folder.snapshot(relative).filter { String(decoding: $0.value, as: UTF8.self).contains(needle) }.keys.sorted()
    }

    @Test("a tag whose Content is a symbolic link out of the repository: refused by name, the output left as it was, nothing of the link's target read")
    func contentLinkLeadingOut() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).status == 0)
        let before = folder.snapshot("repo/public")
        let outside = folder.path("outside")
        try FileManager.default.copyItem(atPath: folder.path("repo/Content"), toPath: outside)
        try SiteComparisonFiles.replace("title: Diff Fixture", with: "title: Secret Outside Title", in: outside + "/site.yml")
        // A commit whose Content is a link, made without touching the working tree.
        let link = try Self.git(["hash-object", "-w", "--stdin"], in: folder, input: Data(outside.utf8))
        let tree = try Self.git(["mktree"], in: folder, input: Data("120000 blob \(link)\tContent\n".utf8))
        let commit = try Self.git(["commit-tree", tree, "-p", "v2.0.0^{commit}", "-m", "Content elsewhere"], in: folder)
        _ = try Self.git(["tag", "v3.0.0", commit], in: folder)
        let run = try Self.build(folder)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("v3.0.0"), "\(run.standardError)")
        #expect(run.standardError.contains("'Content' is a symbolic link to '\(outside)'"), "\(run.standardError)")
        #expect(run.standardError.contains("public was left as it was"), "\(run.standardError)")
        #expect(!(run.standardOutput + run.standardError).contains("Secret"))
        #expect(folder.snapshot("repo/public") == before)
        #expect(Self.files(folder, "repo/.specimen-cache", holding: "Secret").isEmpty)
        #expect(Self.files(folder, "tmp", holding: "Secret").isEmpty)
    }

    @Test("a tag of a million files is refused before anything is extracted, in seconds, and the output left as it was")
    func millionFiles() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).status == 0)
        let before = folder.snapshot("repo/public")
        // One blob, a tree of a thousand of it, a tree of a thousand of those: a million files in a few objects.
        let blob = try Self.git(["hash-object", "-w", "--stdin"], in: folder, input: Data("x".utf8))
        let leaf = try Self.git(["mktree"], in: folder, input: Data((0..<1_000).map { "100644 blob \(blob)\tf\($0)\n" }.joined().utf8))
        let bulk = try Self.git(["mktree"], in: folder, input: Data((0..<1_000).map { "040000 tree \(leaf)\td\($0)\n" }.joined().utf8))
        let content = try Self.git(["ls-tree", "v2.0.0:Content"], in: folder) + "\n040000 tree \(bulk)\tbulk\n"
        let contentTree = try Self.git(["mktree"], in: folder, input: Data(content.utf8))
        let root = try Self.git(["mktree"], in: folder, input: Data("040000 tree \(contentTree)\tContent\n".utf8))
        let commit = try Self.git(["commit-tree", root, "-p", "v2.0.0^{commit}", "-m", "A million files"], in: folder)
        _ = try Self.git(["tag", "v3.0.0", commit], in: folder)
        let start = ContinuousClock.now
        let run = try Self.build(folder)
        let took = ContinuousClock.now - start
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("v3.0.0"), "\(run.standardError)")
        #expect(run.standardError.contains("holds more than 200000 files or 2 GiB in Content; a side may extract at most that, and nothing was extracted"),
                "\(run.standardError)")
        #expect(took < .seconds(30), "\(took)")
        #expect(folder.snapshot("repo/public") == before)
        #expect(folder.snapshot("repo/.specimen-cache/versions/v3.0.0").isEmpty)
    }

    @Test("tag names with shell and HTML characters: left out per tag; per major built, escaped in pages and JSON, and never run")
    func oddTagNames() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let odd = "v3.0.0+\"$(>pwned)\"<b>&amp;'`>pwned`;"
        _ = try Self.git(["check-ref-format", "refs/tags/" + odd], in: folder)
        _ = try Self.git(["tag", odd, "v2.0.0^{commit}"], in: folder)
        let perTag = try Self.build(folder, ["--verbose"])
        #expect(perTag.status == 0, "\(perTag.standardError)")
        #expect(perTag.standardOutput.contains("left out tag '\(odd)': its name cannot name a folder"), "\(perTag.standardOutput)")
        #expect(try Self.versionList(folder).versions.map(\.name) == ["next", "v2.0.0", "v1.1.0", "v1.0.0"])

        try Self.editSiteYAML(folder, "per: tag", "per: major")
        let perMajor = try Self.build(folder)
        #expect(perMajor.status == 0, "\(perMajor.standardError)")
        let list = try Self.versionList(folder)
        #expect(list.latest == "v3")
        #expect(list.versions.map(\.name) == ["next", "v3", "v2", "v1"])
        #expect(list.versions[1].tag == odd)
        let json = try Self.text(folder, "versions.json")
        #expect(json.contains(#""tag" : "v3.0.0+\"$(>pwned)\"<b>&amp;'`>pwned`;""#), "\(json)")
        // Pages name the tag escaped, never as markup.
        let escaped = "v3.0.0+&quot;$(&gt;pwned)&quot;&lt;b&gt;&amp;amp;"
        let pages = folder.snapshot("repo/public").filter { $0.key.hasSuffix(".html") }
        #expect(pages.filter { String(decoding: $0.value, as: UTF8.self).contains("<b>&amp;") }.isEmpty)
        #expect(pages.contains { String(decoding: $0.value, as: UTF8.self).contains(escaped) }, "the tag's name is on no page")
        #expect(try Self.changes(folder, "").changes.isEmpty, "v3 and v2 are one commit")
        #expect(!Self.names(below: folder).contains("pwned"))
    }

    @Test("two tags at one commit: two versions per tag, with no changes between them; one per major, from the newer tag")
    func tagsAtOneCommit() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        _ = try Self.git(["tag", "v2.0.1", "v2.0.0^{commit}"], in: folder)
        let perTag = try Self.build(folder)
        #expect(perTag.status == 0, "\(perTag.standardError)")
        #expect(try Self.versionList(folder).versions.map(\.name) == ["next", "v2.0.1", "v2.0.0", "v1.1.0", "v1.0.0"])
        let same = try Self.changes(folder, "")
        #expect(same.old == "v2.0.0" && same.new == "v2.0.1")
        #expect(same.changes.isEmpty && same.headline == "No changes")
        try Self.editSiteYAML(folder, "per: tag", "per: major")
        let perMajor = try Self.build(folder)
        #expect(perMajor.status == 0, "\(perMajor.standardError)")
        let list = try Self.versionList(folder)
        #expect(list.versions.map(\.name) == ["next", "v2", "v1"])
        #expect(list.versions.map(\.tag) == [nil, "v2.0.1", "v1.1.0"])
    }

    @Test("errors: outside a git repository, versions.latest naming no version, --cache inside the output, --format json")
    func errors() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: folder.path("repo/Content"), toPath: folder.path("plain/Content"))
        let plain = try SpecimenCommandTests.start(["build", "--versions"], in: URL(fileURLWithPath: folder.path("plain")),
                                                   through: ["/usr/bin/env", "GIT_CEILING_DIRECTORIES=\(folder.url.path)"]).wait()
        #expect(plain.status == 2, "\(plain.standardError)")
        #expect(plain.standardError.contains("--versions builds the versions from the tags of a git repository, and the working folder is in none"),
                "\(plain.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("plain/public")))

        try Self.editSiteYAML(folder, "  next: true\n", "  next: true\n  latest: v9\n")
        let latest = try Self.build(folder)
        #expect(latest.status == 1)
        #expect(latest.standardError.contains("Content/site.yml:12:11: error: versions.latest is 'v9', which is none of the versions chosen; "
            + "allowed: v2.0.0, v1.1.0, v1.0.0"), "\(latest.standardError)")
        #expect(!Self.exists(folder, ""))

        let cache = try Self.build(folder, ["--cache", "public/cache"])
        #expect(cache.status == 2)
        #expect(cache.standardError.contains("--cache 'public/cache' and the output folder 'public' overlap"), "\(cache.standardError)")
        let json = try Self.build(folder, ["--format", "json"])
        #expect(json.status == 2)
        #expect(json.standardError.contains("--versions prints text only and accepts no findings"), "\(json.standardError)")
        let content = try Self.build(folder, ["--content", "../Content"])
        #expect(content.status == 2)
    }

    /// Tags `tag` at a commit after v2.0.0 whose Content is v2.0.0's with `entries` (as `git mktree` reads them)
    /// added, made without touching the working tree.
    static func tagContent(_ folder: TemporaryFolder, _ tag: String, adding entries: String) throws {
        let content = try git(["ls-tree", "v2.0.0:Content"], in: folder) + "\n" + entries
        let contentTree = try git(["mktree"], in: folder, input: Data(content.utf8))
        let root = try git(["mktree"], in: folder, input: Data("040000 tree \(contentTree)\tContent\n".utf8))
        let commit = try git(["commit-tree", root, "-p", "v2.0.0^{commit}", "-m", "Tagged content"], in: folder)
        _ = try git(["tag", tag, commit], in: folder)
    }

    @Test("a tag whose page has an error: the build stops naming the version and the error, the output left as it was")
    func versionWithErrors() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        #expect(try Self.build(folder).status == 0)
        let before = folder.snapshot("repo/public")
        let page = try Self.git(["hash-object", "-w", "--stdin"], in: folder, input: Data("---\nweight: heavy\n---\n\nText.\n".utf8))
        try Self.tagContent(folder, "v2.1.0", adding: "100644 blob \(page)\tbroken.md\n")
        let run = try Self.build(folder)
        #expect(run.status == 1)
        #expect(run.standardError.contains("v2.1.0: Content/broken.md:2:9: error: 'weight' must be a whole number"), "\(run.standardError)")
        #expect(run.standardError.contains("error: a version does not build; public was left as it was"), "\(run.standardError)")
        #expect(folder.snapshot("repo/public") == before)
    }

    @Test("a link inside a tag's Content leading out of it is not followed: nothing of its target reaches the site")
    func linkInsideContent() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        try "---\ntitle: Secret Outside Page\n---\n\nSecret outside text.\n".write(toFile: folder.path("secret.md"), atomically: true, encoding: .utf8)
        let link = try Self.git(["hash-object", "-w", "--stdin"], in: folder, input: Data(folder.path("secret.md").utf8))
        let up = try Self.git(["hash-object", "-w", "--stdin"], in: folder, input: Data("../../secret.md".utf8))
        try Self.tagContent(folder, "v2.1.0", adding: "120000 blob \(link)\tsecret.md\n120000 blob \(up)\tup.md\n")
        let run = try Self.build(folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.exists(folder, "index.html") && !Self.exists(folder, "secret/index.html"))
        #expect(!(run.standardOutput + run.standardError).contains("Secret"), "\(run.standardError)")
        #expect(Self.files(folder, "repo/public", holding: "Secret").isEmpty)
        #expect(Self.files(folder, "repo/.specimen-cache", holding: "Secret").isEmpty)
    }

    @Test("a tag of a tree, not a commit, is no version")
    func tagOfTree() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        _ = try Self.git(["tag", "v9.0.0", "v1.0.0^{tree}"], in: folder)
        let run = try Self.build(folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Self.versionList(folder).versions.map(\.name) == ["next", "v2.0.0", "v1.1.0", "v1.0.0"])
    }

    @Test("theme: tag builds each tag with its own Theme/ where it has one; theme: current with the working tree's")
    func tagThemes() throws {
        let folder = try Self.repository()
        defer { folder.remove() }
        let repo = URL(fileURLWithPath: folder.path("repo"))
        #expect(try SpecimenCommandTests.run(["theme", "eject"], in: repo).status == 0)
        try SiteComparisonFiles.replace("<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\"><meta name=\"TAG-THEME-MARKER\">",
                                        in: folder.path("repo/Theme/templates/base.mustache"))
        _ = try Self.git(["add", "Theme"], in: folder)
        _ = try Self.git(["commit", "--quiet", "-m", "A theme of its own"], in: folder)
        _ = try Self.git(["tag", "v2.1.0"], in: folder)
        _ = try Self.git(["rm", "-r", "--quiet", "Theme"], in: folder)
        _ = try Self.git(["commit", "--quiet", "-m", "Back to the built-in theme"], in: folder)
        let current = try Self.build(folder)
        #expect(current.status == 0, "\(current.standardError)")
        #expect(Self.files(folder, "repo/public", holding: "TAG-THEME-MARKER").isEmpty)
        try Self.editSiteYAML(folder, "  next: true\n", "  next: true\n  theme: tag\n")
        let own = try Self.build(folder)
        #expect(own.status == 0, "\(own.standardError)")
        let marked = Self.files(folder, "repo/public", holding: "TAG-THEME-MARKER")
        #expect(!marked.isEmpty && marked.allSatisfy { !$0.hasPrefix("v1.") && !$0.hasPrefix("v2.0.0/") && !$0.hasPrefix("next/") }, "\(marked)")

        // A theme of the working tree's own is next's; a tag without one is built with the built-in theme, not it.
        #expect(try SpecimenCommandTests.run(["theme", "eject"], in: repo).status == 0)
        try SiteComparisonFiles.replace("<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\"><meta name=\"WORKING-THEME-MARKER\">",
                                        in: folder.path("repo/Theme/templates/base.mustache"))
        // Built afresh: the tags' keys do not name the working tree's theme, which they do not use.
        try FileManager.default.removeItem(atPath: folder.path("repo/.specimen-cache"))
        let working = try Self.build(folder)
        #expect(working.status == 0, "\(working.standardError)")
        let workingMarked = Self.files(folder, "repo/public", holding: "WORKING-THEME-MARKER")
        #expect(!workingMarked.isEmpty && workingMarked.allSatisfy { $0.hasPrefix("next/") }, "\(workingMarked)")
    }
}
