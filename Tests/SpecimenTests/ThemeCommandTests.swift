import Foundation
import Testing
import TestSupport

/// The theme built into the command: used when a site has no theme folder, and written out by `theme eject`.
@Suite("built-in theme")
struct ThemeCommandTests {
    static let packageTheme = SourceTree.packageRoot().appendingPathComponent("Theme")

    /// The package's content folder copied into `folder`.
    static func copyContent(into folder: TemporaryFolder) throws {
        try FileManager.default.copyItem(at: SourceTree.packageRoot().appendingPathComponent("Content"),
                                         to: folder.url.appendingPathComponent("Content"))
    }

    @Test("a site without a theme folder builds with the built-in theme, the same bytes as Theme/ gives")
    func builtInTheme() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.copyContent(into: folder)
        let builtIn = try SpecimenCommandTests.run(["build"], in: folder.url)
        #expect(builtIn.status == 0, "\(builtIn.standardError)")
        let given = try SpecimenCommandTests.run(["build", "--theme", Self.packageTheme.path, "--output", "given"], in: folder.url)
        #expect(given.status == 0, "\(given.standardError)")
        let built = folder.snapshot("public")
        #expect(built.count > 100)
        #expect(built == folder.snapshot("given"))
    }

    @Test("theme eject writes Theme/ as built in; a Theme folder in the working folder is then the theme")
    func eject() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.copyContent(into: folder)
        let ejected = try SpecimenCommandTests.run(["theme", "eject"], in: folder.url)
        #expect(ejected.status == 0, "\(ejected.standardError)")
        #expect(ejected.standardOutput.hasPrefix("Wrote 27 theme files into Theme"))
        let written = folder.snapshot("Theme")
        #expect(written.count == 27)
        #expect(written == TemporaryFolder.snapshot(of: Self.packageTheme))

        let css = folder.url.appendingPathComponent("Theme/assets/specimen.css")
        try Data("body { color: rebeccapurple; }\n".utf8).write(to: css)
        let build = try SpecimenCommandTests.run(["build"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(folder.snapshot("public")["assets/specimen.css"] == Data("body {color:rebeccapurple;}\n".utf8))
    }

    @Test("eject never overwrites: a folder with files is refused, and --force adds only what is missing")
    func ejectKeepsFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let theme = folder.url.appendingPathComponent("Theme")
        try FileManager.default.createDirectory(at: theme.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let mine = Data("/* mine */\n".utf8)
        try mine.write(to: theme.appendingPathComponent("assets/specimen.css"))

        let refused = try SpecimenCommandTests.run(["theme", "eject"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.standardError == "error: 'Theme' is not empty (1 entry); allowed: a new or empty folder, or --force to add the files that are missing and keep every file there\n")
        #expect(folder.snapshot("Theme").count == 1)

        let forced = try SpecimenCommandTests.run(["theme", "eject", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardOutput == "Wrote 26 theme files into Theme; kept 1 that were there: assets/specimen.css\n")
        #expect(folder.snapshot("Theme")["assets/specimen.css"] == mine)
        #expect(folder.snapshot("Theme").count == 27)
    }

    @Test("eject does not follow a symbolic link out of the folder it was given")
    func ejectRefusesLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Theme"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("Theme/assets"), withDestinationURL: outside.url)
        let run = try SpecimenCommandTests.run(["theme", "eject", "--force"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'Theme/assets' is not a folder (a symbolic link is not followed)"))
        #expect(outside.snapshot(".").isEmpty)
    }
}
