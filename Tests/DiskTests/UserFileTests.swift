import Disk
import Foundation
import Testing
import TestSupport

@Suite("A user's file replaced")
struct UserFileTests {
    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test("replaced whole, with its mode and byte-order mark, and nothing left beside it")
    func keepsModeAndMark() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("Content/site.yml")
        try FileManager.default.createDirectory(atPath: folder.path("Content"), withIntermediateDirectories: true)
        try Data([0xEF, 0xBB, 0xBF] + Array("title: A\n".utf8)).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let file = try UserFile.read(path, below: folder.path("Content"))
        #expect(file.contents == Array("title: A\n".utf8))
        #expect(file.hasByteOrderMark)
        try file.replace(with: Array("title: B\n".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([0xEF, 0xBB, 0xBF] + Array("title: B\n".utf8)))
        #expect(try Self.mode(path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Content")) == ["site.yml"])
    }

    @Test("a file that does not exist is made, with the mode a new file gets")
    func makesMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("site.yml")
        #expect(throws: UserFile.Refusal.self) { try UserFile.read(path, below: folder.url.path) }
        let file = try UserFile.read(path, below: folder.url.path, mayBeMissing: true)
        #expect(file.contents.isEmpty)
        try file.replace(with: Array("a: 1\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a: 1\n")
        // A file made as any program makes one, whose mode the process's umask decides.
        let reference = folder.path("reference")
        close(open(reference, O_CREAT | O_WRONLY, 0o666))
        #expect(try Self.mode(path) == Self.mode(reference))
    }

    @Test("a symbolic link, or a folder on the way that is one, is refused, and neither it nor its target changes")
    func refusesLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder.path("Content/inside"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        try "secret\n".write(toFile: folder.path("elsewhere/hosts.yml"), atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder.path("Content/site.yml"), withDestinationPath: folder.path("elsewhere/hosts.yml"))
        try manager.createSymbolicLink(atPath: folder.path("Content/linked"), withDestinationPath: folder.path("elsewhere"))
        try "a: 1\n".write(toFile: folder.path("Content/inside/page.md"), atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder.path("Content/page.md"), withDestinationPath: "inside/page.md")

        let content = folder.path("Content")
        #expect(throws: UserFile.Refusal(reason: "is a symbolic link (to '\(folder.path("elsewhere/hosts.yml"))'), which Specimen does not write through; allowed: a regular file (edit the file it leads to by hand, or put the file itself in its place)")) {
            try UserFile.read(folder.path("Content/site.yml"), below: content, mayBeMissing: true)
        }
        #expect(throws: UserFile.Refusal.self) { try UserFile.read(folder.path("Content/page.md"), below: content) }
        #expect(throws: UserFile.Refusal(reason: "is reached through the symbolic link '\(content)/linked', which Specimen does not write through; allowed: a regular file in a folder of '\(content)'")) {
            try UserFile.read(folder.path("Content/linked/hosts.yml"), below: content)
        }
        #expect(throws: UserFile.Refusal.self) { try UserFile.read(folder.path("elsewhere/hosts.yml"), below: content) }
        #expect(throws: UserFile.Refusal.self) { try UserFile.read(content + "/../elsewhere/hosts.yml", below: content) }
        #expect(try String(contentsOfFile: folder.path("elsewhere/hosts.yml"), encoding: .utf8) == "secret\n")
        #expect(try manager.destinationOfSymbolicLink(atPath: folder.path("Content/site.yml")) == folder.path("elsewhere/hosts.yml"))
    }

    @Test("a read-only file is refused with what to do, and stays as it is")
    func refusesReadOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("site.yml")
        try "a: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(throws: UserFile.Refusal(reason: "is read-only (mode 444), so Specimen does not rewrite it; allowed: a file you can write (chmod u+w) to let Specimen change it")) {
            try UserFile.read(path, below: folder.url.path)
        }
        #expect(try Self.mode(path) == 0o444)
    }

    @Test("links planted at every name a staging file could once have had are never followed")
    func stagingIsExclusive() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("site.yml")
        try "a: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let pid = getpid()
        for candidate in [pid, pid + 1] {
            try FileManager.default.createSymbolicLink(atPath: path + ".specimen-\(candidate)", withDestinationPath: folder.path("outside"))
        }
        let file = try UserFile.read(path, below: folder.url.path)
        try file.replace(with: Array("a: 2\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.path("outside")))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a: 2\n")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular)
    }

    @Test("a file changed, removed or made after it was read is not replaced")
    func refusesChangedFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("site.yml")
        try "a: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try UserFile.read(path, below: folder.url.path)
        try "a: 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: UserFile.Refusal(reason: "was replaced or made while Specimen worked; it was left as it is")) {
            try file.replace(with: Array("a: 2\n".utf8))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a: 3\n")

        let missing = try UserFile.read(folder.path("new.yml"), below: folder.url.path, mayBeMissing: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("new.yml"), withDestinationPath: folder.path("outside"))
        #expect(throws: UserFile.Refusal.self) { try missing.replace(with: Array("b: 1\n".utf8)) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("outside")))
    }
}
