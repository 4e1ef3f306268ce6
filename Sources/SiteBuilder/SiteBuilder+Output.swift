import Disk
import SiteModel

/// What the build may do to the output folder, decided before any stage runs: the folder is Specimen's to replace
/// (new, empty, marked as written by Specimen, or `force`), no other build is writing it, and nothing a user left
/// beside or in it is lost.
extension SiteBuilder {
    /// The file every output folder Specimen writes holds, so that a later build knows the folder is its to replace.
    package static let outputMarker = ".specimen-output"
    static let outputMarkerText = """
        This folder was written by Specimen, and each build replaces it as a whole (CNAME, .nojekyll and .git are
        carried over). Remove this file and Specimen will refuse to replace the folder unless given --force.

        """
    /// Files a user keeps in the output folder on purpose (a custom domain, a Pages setting, a deploy checkout):
    /// each build carries them into the new folder.
    static let keptInOutput = [".git", ".nojekyll", "CNAME"]

    /// Checks where the build will write and takes the output's lock. Returns the function that lets the lock go,
    /// nil when the lock was not taken. Every reason the build may not write is an error in `diagnostics`; when
    /// `stop` is set, the output path itself is wrong and no stage should run; `refused` says the folder is not
    /// Specimen's to replace (someone else's files are in it, or it is no folder).
    /// - Parameter updatingInPlace: whether the memo knows the output folder, so that the build writes only its
    ///   own files into it, and the folder is not read for files a user added.
    func claimOutput(updatingInPlace: Bool = false, into diagnostics: inout Diagnostics)
        -> (release: (@Sendable () -> Void)?, stop: Bool, refused: Bool)
    {
        let output = options.outputPath
        let here = SourceLocation(path: output)
        if let problem = options.outputProblem() {
            diagnostics.append(.error(.outputFolder, at: here, problem))
            return (nil, true, true)
        }
        if fileSystem.itemKind(output) == .file {
            diagnostics.append(.error(.outputFolder, at: here, "the output path is a file; give a folder, which the build replaces as a whole"))
            return (nil, false, true)
        }
        let release: @Sendable () -> Void
        do {
            release = try fileSystem.lock(lockPath)
        } catch let refusal as LockRefusal where refusal.isForeignFile {
            diagnostics.append(.error(.outputFolder, at: SourceLocation(path: lockPath),
                "this file is where Specimen keeps the output folder's lock, and it is not a lock Specimen made; "
                    + "move it away (Specimen never removes a file it did not make)"))
            return (nil, false, false)
        } catch let refusal as LockRefusal {
            diagnostics.append(.error(.outputFolder, at: here,
                "another Specimen build is writing this output folder" + (refusal.holder.map { " (process \($0))" } ?? "")
                    + "; wait for it to finish, or choose another folder"))
            return (nil, false, false)
        } catch {
            diagnostics.append(.error(.outputFolder, at: here,
                "the output folder's lock \(lockPath) cannot be taken: \(Self.reason(error)); choose another folder"))
            return (nil, false, false)
        }
        if !updatingInPlace, let problem = foreignFilesProblem(in: output, allowedByForce: true) {
            diagnostics.append(.error(.outputFolder, at: here, problem))
            return (release, false, true)
        } else if let problem = foreignFilesProblem(in: stagingPath, allowedByForce: false) {
            diagnostics.append(.error(.outputFolder, at: SourceLocation(path: stagingPath), problem))
        }
        return (release, false, false)
    }

    /// Why the build may not replace `folder`, or nil when it may: it does not exist, holds nothing but kept
    /// files, or holds the marker and no file besides those the marker lists.
    private func foreignFilesProblem(in folder: String, allowedByForce: Bool) -> String? {
        guard fileSystem.itemKind(folder) == .directory else { return nil }
        let marker = FileSystem.join(folder, Self.outputMarker)
        if fileSystem.itemKind(marker) == .file {
            guard allowedByForce, !options.force,
                  let text = try? fileSystem.readFile(marker),
                  let manifest = OutputManifest(markerText: String(decoding: text, as: UTF8.self)),
                  let added = try? manifest.unlistedFiles(in: folder, marker: Self.outputMarker, kept: Self.keptInOutput, fileSystem: fileSystem),
                  let first = added.first
            else { return nil }
            let example = added.count == 1 ? "'\(first)'" : "'\(first)' and \(Wording.count(added.count - 1, "other"))"
            return "the output folder holds files the last build did not write (\(example)), which replacing the folder "
                + "would lose; move them into the content folder (its files are copied to the output) or elsewhere, "
                + "or pass --force to replace the folder anyway (\(Self.keptInOutput.joined(separator: ", ")) are kept)"
        }
        let names: [String]
        do {
            names = try fileSystem.listFolder(folder).filter { !Self.keptInOutput.contains($0) }
        } catch {
            return "cannot look inside the folder: \(Self.reason(error))"
        }
        guard let first = names.first else { return nil }
        let example = names.count == 1 ? "'\(first)'" : "'\(first)' and \(Wording.count(names.count - 1, "other"))"
        if allowedByForce {
            if options.force { return nil }
            return "the output folder holds files Specimen did not write (\(example)), and a build replaces the folder "
                + "as a whole; allowed: a new or empty folder, or one an earlier build wrote; pass --force to replace "
                + "this one (\(Self.keptInOutput.joined(separator: ", ")) are kept)"
        }
        return "the staging folder, where a build writes the site before putting it in place, holds files Specimen did "
            + "not write (\(example)); move them away"
    }

    /// `.NAME.specimen-lock` beside the output folder: held while a build may write either. The name is
    /// Specimen's own, and a file there that is not its lock is refused, never removed.
    package var lockPath: String {
        Self.besideOutput(options.outputPath, suffix: ".specimen-lock")
    }

    /// `.NAME.specimen-serve` beside the output folder: held by `specimen serve` for as long as it serves the
    /// folder, so that a second one is refused.
    package var serveLockPath: String {
        Self.besideOutput(options.outputPath, suffix: ".specimen-serve")
    }

    /// `.NAME.staging` beside the output folder, on the same file system so that the swap is a rename.
    package var stagingPath: String {
        Self.besideOutput(options.outputPath, suffix: ".staging")
    }

    private static func besideOutput(_ outputPath: String, suffix: String) -> String {
        var output = Substring(outputPath)
        while output.count > 1, output.hasSuffix("/") { output = output.dropLast() }
        guard let slash = output.lastIndex(of: "/") else { return ".\(output)\(suffix)" }
        return String(output[...slash]) + "." + output[output.index(after: slash)...] + suffix
    }

    /// Moves the kept files of the output folder into `staging`, before the two are swapped. Gives back what it
    /// moved, so that a swap that fails can put them back; throws when the site itself writes one of them with
    /// other bytes, which would lose the user's.
    func carryKeptFiles(into staging: String) throws -> [String] {
        var moved: [String] = []
        for name in Self.keptInOutput {
            let kept = FileSystem.join(options.outputPath, name)
            guard fileSystem.itemKind(kept) != nil else { continue }
            let built = FileSystem.join(staging, name)
            if fileSystem.itemKind(built) != nil {
                guard let keptBytes = try? fileSystem.readFile(kept), let builtBytes = try? fileSystem.readFile(built),
                      keptBytes == builtBytes
                else {
                    throw FileSystemError(path: kept, reason: "the site has a '\(name)' of its own that differs from this one; remove one of them")
                }
                continue
            }
            try fileSystem.exchangeItems(kept, built)
            moved.append(name)
        }
        return moved
    }

    /// Puts back what ``carryKeptFiles(into:)`` moved, after a swap that failed.
    func returnKeptFiles(_ names: [String], from staging: String) {
        for name in names {
            try? fileSystem.exchangeItems(FileSystem.join(staging, name), FileSystem.join(options.outputPath, name))
        }
    }
}
