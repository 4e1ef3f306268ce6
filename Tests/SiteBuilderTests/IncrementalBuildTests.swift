import Foundation
@testable import Previews
import SiteBuilder
import Testing
import TestSupport

/// A rebuild with the memo of the build before it writes what a clean build of the same sources writes, byte for
/// byte, after every kind of edit `specimen serve` sees; and it redoes only the pages the edit reaches.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    static let options = BuildOptions(contentPath: "Content", theme: .folder("Theme"), outputPath: "public")

    /// The repository's Content/ and Theme/, in memory.
    static let realSources: [String: Data] = {
        let root = SourceTree.packageRoot()
        var files: [String: Data] = [:]
        for folder in ["Content", "Theme"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
                files[folder + "/" + relative] = try? Data(contentsOf: url)
            }
        }
        return files
    }()

    /// Builds the real site with a memo, applies `edit` to the sources, rebuilds with the memo, and returns that
    /// report and output beside a clean build's of the edited sources.
    static func rebuild(
        from base: [String: Data] = realSources, after edit: (inout [String: Data]) -> Void
    ) -> (report: BuildReport, incremental: [String: Data], clean: [String: Data], first: [String: Data]) {
        let disk = InMemoryDisk(files: base)
        let builder = SiteBuilder(options: options, fileSystem: disk.fileSystem)
        var memo = BuildMemo()
        let first = builder.build(advancing: &memo)
        #expect(first.succeeded, "the real site builds: \(first.diagnostics)")
        let before = disk.files(below: "public")

        var sources = base
        edit(&sources)
        for (path, data) in sources where base[path] != data {
            try? disk.fileSystem.writeFile(path, data)
        }
        for path in base.keys where sources[path] == nil {
            try? disk.fileSystem.removeItem(path)
        }
        let report = builder.build(advancing: &memo)

        let cleanDisk = InMemoryDisk(files: sources)
        let clean = SiteBuilder(options: options, fileSystem: cleanDisk.fileSystem).build()
        #expect(clean.succeeded, "the edited sources build: \(clean.diagnostics)")
        #expect(report.succeeded, "the rebuild succeeds: \(report.diagnostics)")
        return (report, disk.files(below: "public"), cleanDisk.files(below: "public"), before)
    }

    /// The real site and a page in a folder of its own, which no other page links to.
    static let withDraft: [String: Data] = realSources.merging(
        ["Content/notes/draft.md": Data("---\ntitle: Draft notes\n---\nNotes on the [slider](../../components/slider/).\n".utf8)],
        uniquingKeysWith: { _, new in new })

    /// Writes `sources` (path → bytes) below `folder`, for the tests that build on the real disk.
    static func write(_ sources: [String: Data], into folder: TemporaryFolder) throws {
        for (path, data) in sources {
            let url = URL(fileURLWithPath: folder.path(path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    static func replacing(_ path: String, _ old: String, with new: String) -> (inout [String: Data]) -> Void {
        { sources in
            let text = String(decoding: sources[path] ?? Data(), as: UTF8.self)
            #expect(text.contains(old), "\(path) has '\(old)' to replace")
            sources[path] = Data(text.replacingOccurrences(of: old, with: new).utf8)
        }
    }

    /// The files whose bytes differ between two outputs, or that only one has.
    static func differences(_ left: [String: Data], _ right: [String: Data]) -> [String] {
        Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    }

    /// How many files differ, and the first few: a whole site's list would drown the failure.
    static func differenceSummary(_ left: [String: Data], _ right: [String: Data]) -> String {
        let paths = differences(left, right)
        return paths.isEmpty ? "none" : "\(paths.count) files: " + paths.prefix(5).joined(separator: ", ")
    }

    @Test("a body edit re-renders its page only, not its sticker sheet, and equals a clean build")
    func bodyEdit() {
        let result = Self.rebuild(after: Self.replacing("Content/components/slider.md", "## Behaviour\n",
                                                          with: "## Behaviour\n\nDragging the knob is the main interaction.\n"))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.report.renderedPages == 1, "the slider page: \(result.report.stages)")
        // The page, its Markdown twin, llms-full.txt (which holds every twin) and the search index change; nothing
        // else does.
        #expect(result.report.changedPaths.contains("components/slider/index.html"))
        #expect(result.report.changedPaths.contains("components/slider/index.md"))
        #expect(!result.report.changedPaths.contains("index.html"))
        #expect(result.report.changedPaths.allSatisfy {
            ["components/slider/index.html", "components/slider/index.md", "llms-full.txt"].contains($0) || $0.hasPrefix("search/")
        }, "changed: \(result.report.changedPaths)")
        #expect(Self.differences(result.first, result.incremental).sorted() == result.report.changedPaths)
    }

    @Test("a preview edit re-renders its page and sticker sheet, and equals a clean build")
    func previewEdit() {
        let result = Self.rebuild(after: Self.replacing("Content/components/stepper-circular.md",
                                                          "```preview controls=steps,current\nstepper style=circular steps=4 current=2",
                                                          with: "```preview controls=steps\nstepper style=circular steps=4 current=2"))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.report.renderedPages == 2, "the circular page and its sheet: \(result.report.stages)")
        #expect(Self.differences(result.first, result.incremental).contains("components/stepper-circular/sticker-sheet/index.html"))
    }

    @Test("a title edit re-renders every page, since each lists the others, and equals a clean build")
    func titleEdit() {
        let result = Self.rebuild(after: Self.replacing("Content/components/slider.md", "title: Slider\n", with: "title: Range slider\n"))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.report.renderedPages == result.report.pageCount)
        #expect(String(decoding: result.incremental["index.html"] ?? Data(), as: UTF8.self).contains("Range slider"))
    }

    @Test("a verdict edit re-renders the page, the home page and the pages that gather facts")
    func verdictEdit() {
        let result = Self.rebuild(after: Self.replacing("Content/components/stepper-bullet.md",
                                                          "verdict:\n  status: restructure", with: "verdict:\n  status: refine"))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.report.renderedPages == 5, "bullet page, home, dashboard, tokens, migration")
        #expect(Self.differences(result.first, result.incremental).contains("dashboard/index.html"))
    }

    @Test("a preview: edit re-renders a collapsed section's page, whose cards draw it, and the dashboard, as a clean build")
    func cardDrawingEdit() {
        var collapsed = Self.realSources
        for number in 1...50 {
            collapsed["Content/components/note-\(number).md"] = Data("---\ntitle: Note \(number)\n---\nText.\n".utf8)
        }
        let result = Self.rebuild(from: collapsed, after: Self.replacing("Content/components/stepper-bullet.md",
                                                                         "preview: stepper style=bullet steps=4 current=2",
                                                                         with: "preview: stepper style=bullet steps=4 current=3"))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        let changed = Self.differences(result.first, result.incremental)
        #expect(changed.contains("components/index.html") && changed.contains("dashboard/index.html"), "\(changed)")
    }

    @Test("a token edit draws every preview again and equals a clean build")
    func tokenEdit() {
        let result = Self.rebuild(after: Self.replacing("Content/tokens.json", "\"#005CE5\"", with: "\"#0047B3\""))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        let changed = Self.differences(result.first, result.incremental)
        #expect(changed.contains { $0.hasPrefix("previews/slider/") }, "the slider's state drawings change colour")
        #expect(changed.contains("previews/modes.css") == false || result.incremental["previews/modes.css"] != nil)
    }

    @Test("a template edit re-renders every page and equals a clean build")
    func templateEdit() {
        let result = Self.rebuild(after: Self.replacing("Theme/templates/base.mustache", "</footer>", with: "<p>Draft</p></footer>"))
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.report.renderedPages == result.report.pageCount)
    }

    @Test("an asset and a site.yml edit equal a clean build")
    func settingsAndAssetEdit() {
        let result = Self.rebuild { sources in
            Self.replacing("Theme/assets/specimen.css", ":root {", with: ":root { --draft: 1;")(&sources)
            Self.replacing("Content/site.yml", "title: ", with: "title: Draft ")(&sources)
        }
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.report.changedPaths.contains("assets/specimen.css"))
    }

    @Test("an added page and a removed one: the new files are written, the old ones removed, as a clean build")
    func addAndRemovePages() {
        let result = Self.rebuild(from: Self.withDraft) { sources in
            sources["Content/guides/review.md"] = Data("---\ntitle: Review\n---\nHow a [component](../../components/slider/) is reviewed.\n".utf8)
            sources["Content/notes/draft.md"] = nil
        }
        #expect(result.report.succeeded, "\(result.report.diagnostics)")
        #expect(Self.differenceSummary(result.incremental, result.clean) == "none")
        #expect(result.incremental["guides/review/index.html"] != nil)
        #expect(result.first["notes/draft/index.html"] != nil && result.incremental["notes/draft/index.html"] == nil)
        #expect(result.report.changedPaths.contains("notes/draft/index.html"))
    }

    @Test("an edit with an error writes nothing; fixing it writes what a clean build writes")
    func errorThenFix() {
        let disk = InMemoryDisk(files: Self.realSources)
        let builder = SiteBuilder(options: Self.options, fileSystem: disk.fileSystem)
        var memo = BuildMemo()
        #expect(builder.build(advancing: &memo).succeeded)
        let good = disk.files(below: "public")
        let path = "Content/components/slider.md"
        let original = Self.realSources[path] ?? Data()
        let text = String(decoding: original, as: UTF8.self)
        try? disk.fileSystem.writeFile(path, Data(text.replacingOccurrences(of: "weight: 4", with: "weight: four").utf8))
        let broken = builder.build(advancing: &memo)
        #expect(!broken.succeeded)
        #expect(broken.diagnostics.contains { $0.location.path == path && $0.location.line == 7 })
        #expect(disk.files(below: "public") == good, "a failed build leaves the site as it was")

        let edited = text.replacingOccurrences(of: "weight: 4", with: "weight: 5")
        try? disk.fileSystem.writeFile(path, Data(edited.utf8))
        let fixed = builder.build(advancing: &memo)
        #expect(fixed.succeeded)
        // The memo still knew what the output folder held, so the fix updated it in place: files that did not
        // change (the stylesheet) were not written again, as they are when the whole folder is replaced.
        #expect(!fixed.changedPaths.contains("assets/specimen.css"), "changed: \(fixed.changedPaths.count) of \(fixed.fileCount)")
        var sources = Self.realSources
        sources[path] = Data(edited.utf8)
        let cleanDisk = InMemoryDisk(files: sources)
        #expect(SiteBuilder(options: Self.options, fileSystem: cleanDisk.fileSystem).build().succeeded)
        #expect(Self.differenceSummary(disk.files(below: "public"), cleanDisk.files(below: "public")) == "none")
    }

    @Test("renaming a heading that another page links to: the rebuild finds the broken anchor there, as a clean build does")
    func anchorBrokenElsewhere() {
        var base = Self.realSources
        base["Content/notes/draft.md"] = Data("---\ntitle: Draft notes\n---\nSee [behaviour](../../components/slider/#behaviour).\n".utf8)
        let disk = InMemoryDisk(files: base)
        let builder = SiteBuilder(options: Self.options, fileSystem: disk.fileSystem)
        var memo = BuildMemo()
        #expect(builder.build(advancing: &memo).succeeded)
        var edited = base
        Self.replacing("Content/components/slider.md", "## Behaviour\n", with: "## How it behaves\n")(&edited)
        try? disk.fileSystem.writeFile("Content/components/slider.md", edited["Content/components/slider.md"] ?? Data())
        let rebuilt = builder.build(advancing: &memo)
        let clean = SiteBuilder(options: Self.options, fileSystem: InMemoryDisk(files: edited).fileSystem).build()
        #expect(!rebuilt.succeeded)
        #expect(rebuilt.diagnostics.map(\.description) == clean.diagnostics.map(\.description))
        #expect(rebuilt.diagnostics.contains { $0.location.path == "Content/notes/draft.md" && $0.location.line == 4 })
    }

    @Test("on disk, a removed page's folder goes too, and the tree equals a clean build's")
    func removedFolderOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.write(Self.withDraft, into: folder)
        let options = BuildOptions(contentPath: folder.path("Content"), theme: .folder(folder.path("Theme")),
                                   outputPath: folder.path("public"))
        let builder = SiteBuilder(options: options)
        var memo = BuildMemo()
        #expect(builder.build(advancing: &memo).succeeded)
        #expect(FileManager.default.fileExists(atPath: folder.path("public/notes/draft/index.html")))
        try FileManager.default.removeItem(atPath: folder.path("Content/notes/draft.md"))
        let report = builder.build(advancing: &memo)
        #expect(report.succeeded)
        #expect(report.stages.last?.detail.hasPrefix("updated") == true, "written in place: \(report.stages.last?.detail ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder.path("public/notes")), "the emptied folders are removed")

        let clean = SiteBuilder(options: BuildOptions(contentPath: options.contentPath, theme: options.theme,
                                                      outputPath: folder.path("clean"))).build()
        #expect(clean.succeeded)
        #expect(Self.differenceSummary(folder.snapshot("public"), folder.snapshot("clean")) == "none")
        let folders = { (root: String) in
            (FileManager.default.subpaths(atPath: folder.path(root)) ?? []).filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.path(root + "/" + $0), isDirectory: &isFolder) && isFolder.boolValue
            }.sorted()
        }
        #expect(folders("public") == folders("clean"))
    }

    @Test("a build over an existing output keeps each unchanged file (same inode), writes the changed ones anew")
    func unchangedFilesAreLinked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.write(Self.realSources, into: folder)
        let options = BuildOptions(contentPath: folder.path("Content"), theme: .folder(folder.path("Theme")),
                                   outputPath: folder.path("public"))
        #expect(SiteBuilder(options: options).build().succeeded)
        let inode = { (path: String) in
            (try? FileManager.default.attributesOfItem(atPath: folder.path("public/" + path)))?[.systemFileNumber] as? UInt64
        }
        let sheet = "components/slider/sticker-sheet/index.html"
        let before = (inode(sheet), inode("assets/specimen.css"), inode("components/slider/index.html"))

        let page = folder.path("Content/components/slider.md")
        try (String(contentsOfFile: page, encoding: .utf8) + "\nOne more line.\n").write(toFile: page, atomically: true, encoding: .utf8)
        // A new builder, without a memo: the whole folder is written again, through the staging folder.
        let report = SiteBuilder(options: options).build()
        #expect(report.succeeded)
        #expect(report.stages.last?.detail == "replaced the output folder")
        #expect(inode(sheet) == before.0 && inode("assets/specimen.css") == before.1, "unchanged files are the same files")
        #expect(inode("components/slider/index.html") != before.2, "the changed page is a new file")

        let clean = SiteBuilder(options: BuildOptions(contentPath: options.contentPath, theme: options.theme,
                                                      outputPath: folder.path("clean"))).build()
        #expect(clean.succeeded)
        #expect(Self.differenceSummary(folder.snapshot("public"), folder.snapshot("clean")) == "none")
    }

    @Test("removing a tokens.json that equals the preview defaults still re-checks the claims, as a clean build does")
    func claimsFollowTheSiteTokens() {
        let page = Data("---\ntitle: Stepper\n---\nThe ring uses `stepper/color/nowhere`.\n".utf8)
        var sources = Fixtures.validSite.files.mapValues { Data($0.utf8) }
        sources["Content/components/stepper.md"] = page
        sources["Content/tokens.json"] = Data(PreviewRenderer.defaultTokensJSON(for: .standard).utf8)
        let disk = InMemoryDisk(files: sources)
        let builder = SiteBuilder(options: Self.options, fileSystem: disk.fileSystem)
        var memo = BuildMemo()
        let withTokens = builder.build(advancing: &memo)
        #expect(withTokens.diagnostics.contains { $0.message.contains("token path 'stepper/color/nowhere' is not in tokens.json") })

        // The previews draw with the same tokens either way; only the claims' tokens change.
        try? disk.fileSystem.removeItem("Content/tokens.json")
        let rebuilt = builder.build(advancing: &memo)
        sources["Content/tokens.json"] = nil
        let clean = SiteBuilder(options: Self.options, fileSystem: InMemoryDisk(files: sources).fileSystem).build()
        #expect(rebuilt.diagnostics.map(\.description) == clean.diagnostics.map(\.description))
        #expect(!rebuilt.diagnostics.contains { $0.message.contains("stepper/color/nowhere") })
    }
}
