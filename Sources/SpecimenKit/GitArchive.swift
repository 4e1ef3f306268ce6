import ArgumentParser
import Foundation

/// A commit's files, read with `git archive` into a scratch folder: the repository and its working tree are only
/// read, never changed. Only the folders the site reads are extracted, and only when they are within the limits.
enum GitArchive {
    /// The most files and bytes one side may extract: a large design system's content and theme, many times over.
    static let fileLimit = 200_000
    static let byteLimit: Int64 = 2 << 30

    /// Whether `ref` names a commit of the repository the working folder is in.
    static func isCommit(_ ref: String) -> Bool {
        guard !ref.isEmpty, !ref.hasPrefix("-") else { return false }
        return (try? git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"])).map { !$0.isEmpty } ?? false
    }

    /// Extracts the `folders` (relative to the working folder's place in the repository) of `ref`'s tree into
    /// `folder`, and gives back where the working folder's counterpart is in it: a site in `docs/` of its
    /// repository is compared from `docs/` of each commit. Every child process is registered with `interruption`.
    static func extract(_ ref: String, folders: [String], into folder: String, interruption: Interruption) throws -> String {
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
        return try extract(commit: commit, repository: (top, prefix), ref: ref, folders: folders, into: folder, interruption: interruption)
    }

    /// Extracts `folders` of `commit` (a full commit id) of the repository at `repository.top`, where the working
    /// folder is at `repository.prefix`, as ``extract(_:folders:into:interruption:)`` does, for a caller that
    /// knows them already; `ref` names the commit in messages.
    static func extract(commit: String, repository: (top: String, prefix: String), ref: String, folders: [String],
                        into folder: String, interruption: Interruption) throws -> String {
        let (top, prefix) = repository
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let root = prefix.isEmpty ? folder : folder + "/" + prefix
        // Pathspecs are literal: a folder named `*` or `:(top)` is that folder.
        let paths = folders.map { prefix + $0 }
        let present = try pathsPresent(paths, in: commit, repository: top, ref: ref, folders: folders)
        guard !present.isEmpty else { return root }
        try unpackArchive(of: commit, paths: present, repository: top, into: folder, ref: ref, interruption: interruption)
        return root
    }

    /// The `paths` that hold files in `commit`'s tree, counted against the limits first: `ref` holding more than
    /// they allow in `folders` is refused before anything is extracted.
    private static func pathsPresent(_ paths: [String], in commit: String, repository top: String, ref: String,
                                     folders: [String]) throws -> [String] {
        var files = 0
        var bytes: Int64 = 0
        var present: [String] = []
        for path in paths {
            var found = false
            // Read as git writes it, entry by entry, so that a tree of millions of files is refused at the limit
            // without its whole listing in memory.
            try gitRecords(["--literal-pathspecs", "-C", top, "ls-tree", "-r", "-l", "-z", "--full-tree", commit, "--", path]) { entry in
                found = true
                files += 1
                // `MODE TYPE OBJECT SIZE\tPATH`: the size is `-` for a submodule.
                let fields = entry.prefix { $0 != "\t" }.split(separator: " ")
                if fields.count == 4, let size = Int64(fields[3]) { bytes += size }
                guard files <= fileLimit, bytes <= byteLimit else {
                    throw ValidationError("'\(ref)' holds more than \(fileLimit) files or \(byteLimit >> 30) GiB in "
                        + "\(folders.joined(separator: " and ")); a side may extract at most that, and nothing was extracted")
                }
            }
            if found { present.append(path) }
        }
        return present
    }

    /// Extracts `paths` of `commit` with `git archive`, piped into `tar`, into `folder`.
    private static func unpackArchive(of commit: String, paths present: [String], repository top: String, into folder: String,
                                      ref: String, interruption: Interruption) throws {
        let archive = Process()
        archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        archive.arguments = ["git", "--literal-pathspecs", "-C", top, "archive", "--format=tar", commit, "--"] + present
        let unpack = Process()
        unpack.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        unpack.arguments = ["tar", "-x", "--no-same-owner", "-C", folder]
        let pipe = Pipe()
        archive.standardOutput = pipe
        unpack.standardInput = pipe
        let errors = Pipe()
        archive.standardError = errors
        try unpack.run()
        interruption.started(unpack)
        try archive.run()
        interruption.started(archive)
        archive.waitUntilExit()
        unpack.waitUntilExit()
        interruption.finished(archive)
        interruption.finished(unpack)
        guard archive.terminationStatus == 0, unpack.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw ValidationError("git archive of '\(ref)' failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }

    /// Runs git in the working folder and gives back its output, trimmed; throws when it fails.
    static func git(_ arguments: [String]) throws -> String {
        var output = Data()
        try gitRecords(arguments, separator: nil) { output.append(contentsOf: $0.utf8) }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in the working folder and hands `body` each record of its output ended by `separator` (the whole
    /// output as one when nil) as it arrives, holding no more than one record and one read. When `body` throws,
    /// git is stopped and the error passed on; when git fails, its exit status is thrown.
    static func gitRecords(_ arguments: [String], separator: UInt8? = 0, _ body: (Substring) throws -> Void) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var pending = Data()
        do {
            while let chunk = try output.fileHandleForReading.read(upToCount: 65_536), !chunk.isEmpty {
                pending.append(chunk)
                guard let separator else { continue }
                var start = pending.startIndex
                while let end = pending[start...].firstIndex(of: separator) {
                    try body(Substring(decoding: pending[start..<end], as: UTF8.self))
                    start = end + 1
                }
                pending = Data(pending[start...])
            }
            if !pending.isEmpty { try body(Substring(decoding: pending, as: UTF8.self)) }
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw error
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
    }
}
