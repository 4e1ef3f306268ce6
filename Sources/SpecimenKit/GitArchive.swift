import ArgumentParser
import Foundation

/// A commit's files, read with `git archive` into a scratch folder: the repository and its working tree are only
/// read, never changed.
enum GitArchive {
    /// Extracts `ref`'s tree into `folder` and gives back where the working folder's counterpart is in it: a site
    /// in `docs/` of its repository is compared from `docs/` of each commit.
    static func extract(_ ref: String, into folder: String) throws -> String {
        guard !ref.isEmpty, !ref.hasPrefix("-") else {
            throw ValidationError("'\(ref)' is neither a folder nor a git commit")
        }
        guard let top = try? git(["rev-parse", "--show-toplevel"]) else {
            throw ValidationError("'\(ref)' is not a folder, and the working folder is in no git repository to read it as a commit from")
        }
        let prefix = (try? git(["rev-parse", "--show-prefix"])) ?? ""
        guard let commit = try? git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"]), !commit.isEmpty else {
            throw ValidationError("'\(ref)' is neither a folder nor a commit of the repository at \(top)")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let archive = Process()
        archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        archive.arguments = ["git", "-C", top, "archive", "--format=tar", commit] + (prefix.isEmpty ? [] : ["--", prefix])
        let unpack = Process()
        unpack.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        unpack.arguments = ["tar", "-x", "-C", folder]
        let pipe = Pipe()
        archive.standardOutput = pipe
        unpack.standardInput = pipe
        let errors = Pipe()
        archive.standardError = errors
        try unpack.run()
        try archive.run()
        archive.waitUntilExit()
        unpack.waitUntilExit()
        guard archive.terminationStatus == 0, unpack.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ValidationError("git archive of '\(ref)' failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return prefix.isEmpty ? folder : folder + "/" + prefix
    }

    /// Runs git in the working folder and gives back its output, trimmed; throws when it fails.
    private static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
