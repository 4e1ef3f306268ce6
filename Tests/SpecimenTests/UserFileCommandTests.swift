import Foundation
import Testing
import TestSupport

/// `build --accept-current` and `stamp` rewrite a file of the user's: never through a link the content holds, never
/// through a file planted where they stage, keeping what the file was (its mode, its byte-order mark, its being
/// read-only).
@Suite("Commands that rewrite a user's file")
struct UserFileCommandTests {
    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> SpecimenCommandTests.Run {
        try FindingsCommandTests.run(arguments, in: folder)
    }

    /// Links at `path.specimen-N` for the process numbers the next commands will most likely get, to a file
    /// outside the content folder, as a repository can commit them.
    static func plantStagingLinks(for path: String, to target: String) throws {
        let last = (try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? getpid()
        for pid in last...last + 400 {
            try FileManager.default.createSymbolicLink(atPath: "\(path).specimen-\(pid)", withDestinationPath: target)
        }
    }

    @Test("--accept-current refuses a site.yml that is a link out of the content folder, and the file it leads to stays as it was")
    func acceptCurrentRefusesLinkOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FindingsCommandTests.site(in: folder)
        let outside = folder.path("hosts.yml")
        try "github.com:\n  oauth_token: gho_secret\n".write(toFile: outside, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder.path("Content/site.yml"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Content/site.yml"), withDestinationPath: outside)

        let run = try Self.run(["build", "--accept-current"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: Content/site.yml was left as it was: it is a symbolic link (to '\(outside)'), which Specimen does not write through; allowed: a regular file"))
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "github.com:\n  oauth_token: gho_secret\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("Content/site.yml")) == outside)
    }

    @Test("--accept-current keeps a link inside the content folder, a read-only site.yml and a byte-order mark")
    func acceptCurrentKeepsWhatTheFileIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FindingsCommandTests.site(in: folder)
        let manager = FileManager.default
        let site = folder.path("Content/site.yml")
        let text = try String(contentsOfFile: site, encoding: .utf8)

        try manager.moveItem(atPath: site, toPath: folder.path("Content/settings.yml"))
        try manager.createSymbolicLink(atPath: site, withDestinationPath: "settings.yml")
        let linked = try Self.run(["build", "--accept-current"], in: folder)
        #expect(linked.status == 1)
        #expect(linked.standardError.contains("Content/site.yml was left as it was: it is a symbolic link (to 'settings.yml')"))
        #expect(try manager.destinationOfSymbolicLink(atPath: site) == "settings.yml")
        #expect(try String(contentsOfFile: folder.path("Content/settings.yml"), encoding: .utf8) == text)

        try manager.removeItem(atPath: site)
        try manager.moveItem(atPath: folder.path("Content/settings.yml"), toPath: site)
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: site)
        let readOnly = try Self.run(["build", "--accept-current"], in: folder)
        #expect(readOnly.status == 1)
        #expect(readOnly.standardError.contains("Content/site.yml was left as it was: it is read-only (mode 444), so Specimen does not rewrite it; allowed: a file you can write (chmod u+w)"))
        #expect(try String(contentsOfFile: site, encoding: .utf8) == text)

        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: site)
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: site))
        let marked = try Self.run(["build", "--accept-current"], in: folder)
        #expect(marked.status == 0, "\(marked.standardError)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: site))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF] + Array(text.utf8)))
        #expect(String(decoding: bytes, as: UTF8.self).contains("accept:\n  - {code: front-matter.unknown-key"))
        #expect((try manager.attributesOfItem(atPath: site)[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    @Test("--accept-current and stamp never follow a link planted at a staging name")
    func plantedStagingLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FindingsCommandTests.site(in: folder)
        let site = folder.path("Content/site.yml")
        let page = folder.path("Content/components/dots.md")
        try Self.plantStagingLinks(for: site, to: folder.path("outside-site"))
        try Self.plantStagingLinks(for: page, to: folder.path("outside-page"))

        let accepting = try Self.run(["build", "--accept-current"], in: folder)
        #expect(accepting.status == 0, "\(accepting.standardError)")
        let stamped = try Self.run(["stamp", "Content/components/dots.md"], in: folder)
        #expect(stamped.status == 0, "\(stamped.standardError)")

        #expect(!FileManager.default.fileExists(atPath: folder.path("outside-site")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("outside-page")))
        for path in [site, page] {
            #expect((try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular)
        }
        #expect(try String(contentsOfFile: site, encoding: .utf8).contains("accept:\n"))
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("assessed:\n"))
    }

    @Test("stamp refuses a read-only page and a page reached through a link, and leaves both as they were")
    func stampRefuses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FindingsCommandTests.site(in: folder)
        let page = folder.path("Content/components/dots.md")
        let text = try String(contentsOfFile: page, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: page)
        let run = try Self.run(["stamp", "Content/components/dots.md"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardError == "error: Content/components/dots.md: was left as it was: it is read-only (mode 444), so Specimen does not rewrite it; allowed: a file you can write (chmod u+w) to let Specimen change it\n")
        #expect(try String(contentsOfFile: page, encoding: .utf8) == text)

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: page)
        try FileManager.default.moveItem(atPath: page, toPath: folder.path("Content/dots.txt"))
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: "../dots.txt")
        let linked = try Self.run(["stamp", "Content/components/dots.md"], in: folder)
        #expect(linked.status == 1)
        #expect(linked.standardError.hasPrefix("error: Content/components/dots.md: was left as it was: it is a symbolic link (to '../dots.txt')"))
        #expect(try String(contentsOfFile: folder.path("Content/dots.txt"), encoding: .utf8) == text)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: page) == "../dots.txt")
    }
}
