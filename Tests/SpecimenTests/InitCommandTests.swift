import Foundation
import Testing
import TestSupport

/// `specimen init`: a site to start from, which builds at once, written without touching a file already there.
@Suite("specimen init")
struct InitCommandTests {
    /// What init adds in a build from source, which knows no repository for its workflows' action.
    static let sourceBuildNote = "Note: this specimen was built from source and does not know where its releases are "
        + "published; replace OWNER/specimen in .github/workflows/pages.yml and review.yml\n"

    @Test("writes settings, tokens, pages, a README, a Pages workflow and a review workflow; the site builds with no problem")
    func site() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try SpecimenCommandTests.run(["init", "site"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "Wrote 8 files into site\nNext: cd site && specimen serve\n" + Self.sourceBuildNote)
        #expect(folder.snapshot("site").keys.sorted() == [
            ".github/workflows/pages.yml", ".github/workflows/review.yml", ".gitignore", "Content/components/slider.md", "Content/index.md",
            "Content/site.yml", "Content/tokens.json", "README.md",
        ])
        // The workflows install this version with the action; a build from source names no repository.
        for workflow in [".github/workflows/pages.yml", ".github/workflows/review.yml"] {
            let text = String(decoding: folder.snapshot("site")[workflow] ?? Data(), as: UTF8.self)
            #expect(text.contains("      - uses: OWNER/specimen@v0.1.0\n"), "\(workflow)")
            #expect(!text.contains("pygments"), "code is highlighted without Python: \(workflow)")
            #expect(!text.contains("{{specimen") && !text.contains("swift build") && !text.contains("vars."), "\(workflow)")
        }
        let site = folder.url.appendingPathComponent("site")
        let build = try SpecimenCommandTests.run(["build", "--strict"], in: site)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError == "")
        let built = folder.snapshot("site/public")
        for page in ["index.html", "components/slider/index.html", "components/slider/sticker-sheet/index.html", "tokens/index.html"] {
            #expect(built[page] != nil, "\(page)")
        }
        let slider = String(decoding: built["components/slider/index.html"] ?? Data(), as: UTF8.self)
        #expect(slider.contains("data-preview-widget"))
        let tokens = String(decoding: built["tokens/index.html"] ?? Data(), as: UTF8.self)
        #expect(!tokens.contains("✕ Fail"), "every contrast pair of the starter passes, light and dark")
    }

    @Test("a folder with files is refused; --force adds what is missing and keeps what is there")
    func keepsFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mine = Data("# Our own README\n".utf8)
        try mine.write(to: folder.url.appendingPathComponent("README.md"))
        let refused = try SpecimenCommandTests.run(["init"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.standardError == "error: '.' is not empty (1 entry); allowed: a new or empty folder, or --force to add the files that are missing and keep every file there\n")
        let forced = try SpecimenCommandTests.run(["init", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardOutput == "Wrote 7 files into .; kept 1 that were there: README.md\nNext: specimen serve\n"
            + Self.sourceBuildNote)
        #expect(folder.snapshot(".")["README.md"] == mine)
    }

    @Test("--package writes the example package, depending on Specimen where --specimen says")
    func package() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let refused = try SpecimenCommandTests.run(["init", "pkg", "--package"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--package needs --specimen"))

        let root = SourceTree.packageRoot()
        let byPath = try SpecimenCommandTests.run(["init", "pkg", "--package", "--specimen", root.path], in: folder.url)
        #expect(byPath.status == 0, "\(byPath.standardError)")
        let written = folder.snapshot("pkg")
        var example = TemporaryFolder.snapshot(of: root.appendingPathComponent("Examples/DesignDocs"))
        example = example.filter { !$0.key.hasPrefix(".") && !$0.key.contains("/.") && $0.key != "Package.resolved" }
        #expect(written.keys.sorted() == example.keys.sorted())
        for (path, data) in example where path != "Package.swift" {
            #expect(written[path] == data, "\(path)")
        }
        let manifest = String(decoding: written["Package.swift"] ?? Data(), as: UTF8.self)
        #expect(manifest.contains(".package(name: \"Specimen\", path: \"\(root.standardizedFileURL.path)\"),"))
        #expect(!manifest.contains("\"../..\""))

        let byURL = try SpecimenCommandTests.run(["init", "url", "--package", "--specimen", "https://git.example/ds/specimen-fork.git"], in: folder.url)
        #expect(byURL.status == 0, "\(byURL.standardError)")
        let urlManifest = String(decoding: folder.snapshot("url")["Package.swift"] ?? Data(), as: UTF8.self)
        #expect(urlManifest.contains(#".package(url: "https://git.example/ds/specimen-fork.git", branch: "main"),"#))
        #expect(urlManifest.contains(#".product(name: "SpecimenKit", package: "specimen-fork")"#))
        #expect(!urlManifest.contains(#"package: "Specimen""#))
    }

    @Test("a --specimen path with a line break, quotes and backslashes is one Swift literal: the manifest parses")
    func oddPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let odd = folder.path("spec\nimen \"x\" \\ \u{7}")
        let run = try SpecimenCommandTests.run(["init", "pkg", "--package", "--specimen", odd], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardOutput.contains("\u{7}"))
        let manifest = String(decoding: folder.snapshot("pkg")["Package.swift"] ?? Data(), as: UTF8.self)
        #expect(manifest.contains(#"spec\nimen \"x\" \\ \u{7}")"#), "\(manifest)")
        // The manifest is Swift that SwiftPM reads, and the path it reads is the one given.
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        dump.arguments = ["swift", "package", "dump-package", "--package-path", folder.path("pkg")]
        let output = Pipe()
        dump.standardOutput = output
        dump.standardError = FileHandle.nullDevice
        try dump.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        dump.waitUntilExit()
        #expect(dump.terminationStatus == 0)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"spec\nimen \"x\" \\ \u0007"#), "\(text.prefix(2000))")
    }
}
