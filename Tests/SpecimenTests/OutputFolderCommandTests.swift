import Foundation
import Testing
import TestSupport

/// `specimen build` against output folders a careless user names: refused before anything is read or written.
@Suite("specimen build: the output folder")
struct OutputFolderCommandTests {
    @Test("a symbolic link to the content folder is the content folder: the output may not replace or nest in it (exit 2)")
    func symlinkedContent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        try FileManager.default.createSymbolicLink(atPath: folder.path("c2"), withDestinationPath: "Content")
        let before = folder.snapshot("Content")
        let replace = try SpecimenCommandTests.run(["build", "--content", "c2", "--output", "Content"], in: folder.url)
        #expect(replace.status == 2)
        #expect(replace.standardError.contains("the output folder 'Content' would replace the content folder"))
        let nested = try SpecimenCommandTests.run(["build", "--output", "Content/public"], in: folder.url)
        #expect(nested.status == 2)
        #expect(nested.standardError.contains("the output folder 'Content/public' lies inside the content folder"))
        #expect(folder.snapshot("Content") == before)
    }

    @Test("builds started together into one folder: each exits 0 or says another build holds it, and the output is one whole build")
    func concurrentBuilds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        #expect(try SpecimenCommandTests.run(["build"], in: folder.url).status == 0)
        let reference = folder.snapshot("public")
        for _ in 0..<6 {
            let runs = try [0, 1].map { _ in try SpecimenCommandTests.start(["build"], in: folder.url) }
            for run in runs {
                let result = run.wait()
                #expect(result.status == 0 || result.standardError.contains("another Specimen build is writing this output folder"))
            }
            #expect(folder.snapshot("public") == reference)
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            #expect(Set(entries) == ["Content", "Theme", "public"])
        }
    }

    @Test("an output that is a symbolic link is written through: the link stays and its folder holds the site")
    func linkedOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        try FileManager.default.createDirectory(atPath: folder.path("www/site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("public"), withDestinationPath: "www/site")
        for _ in 0..<2 {
            let run = try SpecimenCommandTests.run(["build"], in: folder.url)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("public")) == "www/site")
            #expect(FileManager.default.fileExists(atPath: folder.path("www/site/index.html")))
            #expect(FileManager.default.fileExists(atPath: folder.path("www/site/.specimen-output")))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("www")) == ["site"])
        // A link that leads nowhere is refused, and kept.
        try FileManager.default.createSymbolicLink(atPath: folder.path("dangling"), withDestinationPath: "nowhere")
        let dangling = try SpecimenCommandTests.run(["build", "--output", "dangling"], in: folder.url)
        #expect(dangling.status == 2)
        #expect(dangling.standardError.contains("the output 'dangling' is a symbolic link (to 'nowhere')"), "\(dangling.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("dangling")) == "nowhere")
    }
}
