import Disk
import Foundation
@testable import SiteBuilder
import SiteModel
import TestSupport
import Testing

/// `SiteBuilder.assemble`: folders other builds wrote, each put under its own folder of the output in one swap.
@Suite("Assemble")
struct AssembleTests {
    static func builder(_ folder: TemporaryFolder, force: Bool = false) -> SiteBuilder {
        SiteBuilder(options: BuildOptions(contentPath: folder.path("Content"), theme: .folder(folder.path("Theme")), outputPath: folder.path("public"), force: force))
    }

    /// Writes `files` (path → text) under `relative`.
    static func write(_ files: [String: String], under relative: String, in folder: TemporaryFolder) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder.path(relative + "/" + path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The files the output's marker lists.
    static func listed(_ folder: TemporaryFolder) throws -> Set<String> {
        let text = try String(contentsOfFile: folder.path("public/.specimen-output"), encoding: .utf8)
        return try #require(OutputManifest(markerText: text)).files
    }

    static func parts(_ folder: TemporaryFolder) -> [SitePart] {
        [SitePart(folder: folder.path("built/v2"), under: "", name: "v2"),
         SitePart(folder: folder.path("built/v1"), under: "v1/", name: "v1"),
         SitePart(folder: folder.path("built/v1-changes"), under: "v1/version-changes/", name: "the changes page of v1")]
    }

    static func writeParts(_ folder: TemporaryFolder) throws {
        try write(["index.html": "two", "components/slider/index.html": "slider 2", ".specimen-output": "marker of v2"], under: "built/v2", in: folder)
        try write(["index.html": "one", "routes.json": "{}", ".specimen-output": "marker of v1"], under: "built/v1", in: folder)
        try write(["index.html": "changes", "changes.json": "[]"], under: "built/v1-changes", in: folder)
    }

    @Test("each part under its folder, the site's own files beside them, and the marker listing every file")
    func placed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.writeParts(folder)
        let list = OutputFile(path: "versions.json", data: Data("[]\n".utf8))
        let diagnostics = Self.builder(folder).assemble(Self.parts(folder), files: [list])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let expected = [
            "index.html": "two", "components/slider/index.html": "slider 2", "v1/index.html": "one", "v1/routes.json": "{}",
            "v1/version-changes/index.html": "changes", "v1/version-changes/changes.json": "[]", "versions.json": "[]\n",
        ]
        var written = folder.snapshot("public")
        #expect(written.removeValue(forKey: ".specimen-output") != nil)
        #expect(written == expected.mapValues { Data($0.utf8) })
        #expect(try Self.listed(folder) == Set(expected.keys))
        // The parts are left as they were, and assembling again over the output it wrote is allowed.
        #expect(folder.snapshot("built/v2").count == 3)
        try Self.write(["index.html": "two, rebuilt"], under: "built/v2", in: folder)
        #expect(Self.builder(folder).assemble(Self.parts(folder), files: [list]).isEmpty)
        #expect(folder.snapshot("public")["index.html"] == Data("two, rebuilt".utf8))
        #expect(!FileManager.default.fileExists(atPath: Self.builder(folder).stagingPath))
    }

    @Test("two parts writing the same path: an error naming both, and the previous output left as it was")
    func samePath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.writeParts(folder)
        #expect(Self.builder(folder).assemble(Self.parts(folder), files: []).isEmpty)
        let before = folder.snapshot("public")
        // v2 has a page where v1's folder is.
        try Self.write(["v1/index.html": "a page of v2 at v1/"], under: "built/v2", in: folder)
        let clash = Self.builder(folder).assemble(Self.parts(folder), files: [])
        #expect(clash.map(\.description) == [
            "v1/index.html:1:1: error: v1 and v2 both publish 'v1/index.html'; rename the page or the folder of one of them",
        ])
        #expect(folder.snapshot("public") == before)
        // A part publishing a file the site writes itself.
        try FileManager.default.removeItem(atPath: folder.path("built/v2/v1"))
        try Self.write(["versions.json": "mine"], under: "built/v2", in: folder)
        let own = Self.builder(folder).assemble(Self.parts(folder), files: [OutputFile(path: "versions.json", data: Data())])
        #expect(own.map(\.message) == ["a version publishes 'versions.json', which the versioned site writes itself; rename that page"])
        #expect(folder.snapshot("public") == before)
        #expect(!FileManager.default.fileExists(atPath: Self.builder(folder).stagingPath))
    }

    @Test("an output folder with files Specimen did not write is refused and left alone; a part that cannot be read is named")
    func foreignFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.writeParts(folder)
        try Self.write(["notes.txt": "mine"], under: "public", in: folder)
        let refused = Self.builder(folder).assemble(Self.parts(folder), files: [])
        #expect(refused.count == 1)
        #expect(refused.first?.message.hasPrefix("the output folder holds files Specimen did not write ('notes.txt')") == true, "\(refused)")
        #expect(folder.snapshot("public") == ["notes.txt": Data("mine".utf8)])
        let missing = [SitePart(folder: folder.path("built/none"), under: "v0/", name: "v0")]
        let unread = Self.builder(folder, force: true).assemble(missing, files: [])
        #expect(unread.map(\.message) == ["v0's built files cannot be read"])
        #expect(folder.snapshot("public") == ["notes.txt": Data("mine".utf8)])
    }
}
