import Disk
import Foundation
import SiteBuilder
import TestSupport
import Testing

/// The output folder is replaced as a whole, so the build makes sure it is Specimen's to replace, that no other
/// build writes it at the same time, and that nothing outside the folders it was given reaches it.
@Suite("Output safety")
struct OutputSafetyTests {
    static func options(_ folder: TemporaryFolder, content: String = "Content", output: String = "public", force: Bool = false) -> BuildOptions {
        BuildOptions(contentPath: folder.path(content), theme: .folder(folder.path("Theme")), outputPath: folder.path(output), force: force)
    }

    @Test("an output folder with files Specimen did not write is refused, named, and left as it was; --force replaces it")
    func foreignFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(files: ["public/notes.txt": "mine"])).write(to: folder.url)
        let refused = SiteBuilder(options: Self.options(folder)).build()
        #expect(refused.diagnostics.map(\.message) == [
            "the output folder holds files Specimen did not write ('notes.txt'), and a build replaces the folder as a whole; "
                + "allowed: a new or empty folder, or one an earlier build wrote; pass --force to replace this one (.git, .nojekyll, CNAME are kept)",
        ])
        #expect(!refused.wroteOutput)
        #expect(folder.snapshot("public") == ["notes.txt": Data("mine".utf8)])

        let forced = SiteBuilder(options: Self.options(folder, force: true)).build()
        #expect(forced.succeeded && forced.wroteOutput)
        #expect(folder.snapshot("public")["notes.txt"] == nil)
        #expect(folder.snapshot("public")[".specimen-output"] != nil)
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded, "a folder an earlier build wrote is replaced")
    }

    @Test("CNAME, .nojekyll and .git survive every build, even one that replaces a checkout with --force")
    func keptFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(files: [
            "public/CNAME": "docs.example.org\n", "public/.nojekyll": "", "public/.git/HEAD": "ref: refs/heads/gh-pages\n",
        ])).write(to: folder.url)
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded, "kept files alone do not make a folder foreign")
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded)
        let output = folder.snapshot("public")
        #expect(output["CNAME"] == Data("docs.example.org\n".utf8))
        #expect(output[".nojekyll"] == Data())
        #expect(output[".git/HEAD"] == Data("ref: refs/heads/gh-pages\n".utf8))
        #expect(output["index.html"] != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(Set(leftovers) == ["Content", "Theme", "public"], "no staging folder or lock file is left")
    }

    @Test("a CNAME the site writes with other bytes than the output's own is an error, and both stay as they were")
    func conflictingKeptFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(files: ["public/CNAME": "old.example.org\n"])).write(to: folder.url)
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded)
        try Data("new.example.org\n".utf8).write(to: URL(fileURLWithPath: folder.path("Content/CNAME")))
        let before = folder.snapshot("public")
        let report = SiteBuilder(options: Self.options(folder)).build()
        #expect(report.diagnostics.map(\.message) == [
            "cannot write the site: the site has a 'CNAME' of its own that differs from this one; remove one of them; the previous output was left as it was",
        ])
        #expect(folder.snapshot("public") == before)
    }

    @Test("a stale staging folder is removed only when a build made it")
    func staleStaging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(files: [".public.staging/draft.txt": "mine"])).write(to: folder.url)
        let refused = SiteBuilder(options: Self.options(folder)).build()
        #expect(refused.diagnostics.map(\.description) == [
            folder.path(".public.staging") + ":1:1: error: the staging folder, where a build writes the site before putting it in place, "
                + "holds files Specimen did not write ('draft.txt'); move them away",
        ])
        #expect(folder.snapshot(".public.staging") == ["draft.txt": Data("mine".utf8)])

        try FileManager.default.removeItem(atPath: folder.path(".public.staging/draft.txt"))
        try Data("stale".utf8).write(to: URL(fileURLWithPath: folder.path(".public.staging/.specimen-output")))
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded, "a crashed build's staging folder is cleared")
    }

    @Test("files a user adds to a folder Specimen wrote are named and kept, unless --force; the marker lists what it wrote")
    func addedFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded)
        let marker = try String(contentsOfFile: folder.path("public/.specimen-output"), encoding: .utf8)
        #expect(marker.contains("\nFiles it wrote:\n") && marker.contains("\nindex.html\n"))
        // A browser's .DS_Store is no one's work; the kept files are carried over as ever.
        try "x".write(toFile: folder.path("public/.DS_Store"), atomically: true, encoding: .utf8)
        try "example.org".write(toFile: folder.path("public/CNAME"), atomically: true, encoding: .utf8)
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded)
        try "mine".write(toFile: folder.path("public/notes.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.path("public/downloads"), withIntermediateDirectories: true)
        try "zip".write(toFile: folder.path("public/downloads/app.zip"), atomically: true, encoding: .utf8)
        let before = folder.snapshot("public")
        let refused = SiteBuilder(options: Self.options(folder)).build()
        #expect(refused.diagnostics.map(\.message) == [
            "the output folder holds files the last build did not write ('downloads/app.zip' and 1 other), which replacing the "
                + "folder would lose; move them into the content folder (its files are copied to the output) or elsewhere, "
                + "or pass --force to replace the folder anyway (.git, .nojekyll, CNAME are kept)",
        ])
        #expect(folder.snapshot("public") == before)
        var forced = Self.options(folder)
        forced.force = true
        #expect(SiteBuilder(options: forced).build().succeeded)
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/notes.txt")))
        #expect(FileManager.default.fileExists(atPath: folder.path("public/CNAME")))
    }

    @Test("a second build while one holds the output's lock fails at once, writing nothing")
    func lock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        let release = try FileSystem.local.lock(folder.path(".public.specimen-lock"))
        let report = SiteBuilder(options: Self.options(folder)).build()
        #expect(report.diagnostics.map(\.message) == [
            "another Specimen build is writing this output folder (process \(getpid())); wait for it to finish, or choose another folder",
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.path("public")))
        release()
        #expect(SiteBuilder(options: Self.options(folder)).build().succeeded)
    }

    @Test("outputs equal to, inside or above a source folder are refused with symbolic links resolved", arguments: [
        ("c2", "Content", "the output folder '%@/Content' would replace the content folder; choose a folder of its own such as 'public'"),
        ("Content", "Content/public", "the output folder '%@/Content/public' lies inside the content folder, whose files each build reads; choose a folder outside it such as 'public'"),
        ("c2", "c2/public", "the output folder '%@/c2/public' lies inside the content folder, whose files each build reads; choose a folder outside it such as 'public'"),
        ("Content", "link-to-root/x/..", "the output folder '%@/link-to-root/x/..' would replace the content folder; choose a folder of its own such as 'public'"),
    ])
    func sourceFolders(content: String, output: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        try FileManager.default.createSymbolicLink(atPath: folder.path("c2"), withDestinationPath: folder.path("Content"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link-to-root"), withDestinationPath: folder.url.path)
        let before = folder.snapshot("Content")
        let options = Self.options(folder, content: content, output: output)
        let expected = message.replacingOccurrences(of: "%@", with: folder.url.path)
        #expect(options.outputProblem() == expected)
        let report = SiteBuilder(options: options).build()
        #expect(report.diagnostics.map(\.message) == [expected])
        #expect(folder.snapshot("Content") == before)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Content/public")))
    }

    @Test("a symbolic link out of the content or theme folder is not followed, and named; one inside is")
    func linksLeadingOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folder.path("secret.txt")))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Content/leak.txt"), withDestinationPath: folder.path("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Theme/assets/leak.css"), withDestinationPath: "../../secret.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Content/dot-copy.svg"), withDestinationPath: "components/dot.svg")
        let report = SiteBuilder(options: Self.options(folder)).build()
        #expect(report.diagnostics.map(\.description) == [
            folder.path("Content") + "/leak.txt:1:1: warning: this symbolic link leads out of the content folder (or nowhere) and is not followed; allowed: links to files inside it (copy the file in instead)",
            folder.path("Theme/assets") + "/leak.css:1:1: warning: this symbolic link leads out of the theme's assets folder (or nowhere) and is not followed; allowed: links to files inside it (copy the file in instead)",
        ])
        let output = folder.snapshot("public")
        #expect(output["leak.txt"] == nil && output["assets/leak.css"] == nil)
        #expect(!output.values.contains(Data("secret".utf8)))
        #expect(output["dot-copy.svg"] != nil && output["dot-copy.svg"] == output["components/dot.svg"])
    }
}

@Suite("Content files where the build writes its own")
struct GeneratedPathCollisionTests {
    @Test("a content file in search/ or at previews/modes.css is an error naming it, as any other collision is")
    func generatedPaths() {
        var sources = IncrementalBuildTests.realSources
        sources["Content/search/index.json"] = Data("{}".utf8)
        sources["Content/search/notes.txt"] = Data("mine".utf8)
        sources["Content/previews/modes.css"] = Data("a{}".utf8)
        let disk = InMemoryDisk(files: sources)
        let report = SiteBuilder(options: IncrementalBuildTests.options, fileSystem: disk.fileSystem).build()
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.description)
        // A JSON file no page links to is not published, so it cannot take the index's place.
        #expect(!errors.contains { $0.contains("search/index.json") }, "\(errors)")
        #expect(report.diagnostics.contains { $0.severity == .warning && $0.message.contains("not published: 'search/index.json'") })
        // The real tokens have a dark mode, so the build writes the previews' mode styles.
        #expect(errors.contains("Content/previews/modes.css:1:1: error: the output path 'previews/modes.css' is where the previews' styles for the token modes are written; rename or move the file"))
        #expect(errors.contains("Content/search/notes.txt:1:1: error: the output path 'search/notes.txt' is in search/, where the search index is written; rename or move the file out of it"))
        #expect(disk.files(below: "public").isEmpty)
    }
}
