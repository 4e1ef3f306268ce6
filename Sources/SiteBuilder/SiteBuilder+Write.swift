import Disk
import Foundation
import SiteModel

/// What the write stage did.
struct WriteOutcome: StageOutput {
    /// Whether the output folder now holds this build's site.
    var wrote = false
    /// Output paths written or removed, sorted; every path when the folder was replaced as a whole.
    var changedPaths: [String] = []
    /// Whether only the changed files were written, into the folder the memo knew.
    var updatedInPlace = false
    /// What the output folder holds now, for the next build to update in place; nil when that is not kept or the
    /// folder is not known to hold this build's site.
    var written: WrittenOutput?

    var stageDetail: String {
        guard wrote else { return "kept the previous output" }
        return updatedInPlace ? "updated \(Wording.count(changedPaths.count, "file")) in place" : "replaced the output folder"
    }
}

extension SiteBuilder {
    /// The staging folder this build writes into as it goes; nil when the memo knows what the output folder holds,
    /// so that the write stage updates it in place.
    func stagingFolder(memo: BuildMemo) -> StagingFolder? {
        if let known = memo.written, known.folder == options.outputPath, fileSystem.itemKind(options.outputPath) == .directory {
            return nil
        }
        return freshStagingFolder()
    }

    /// A staging folder emptied of what an earlier build may have left. One that cannot be emptied fails the
    /// first write into it, which the write stage reports.
    /// It holds the marker from the start, so that one a crash leaves behind is known to be Specimen's.
    private func freshStagingFolder() -> StagingFolder {
        try? fileSystem.removeItem(stagingPath)
        let staging = StagingFolder(path: stagingPath, output: options.outputPath,
                                    hasPrevious: fileSystem.itemKind(options.outputPath) == .directory, fileSystem: fileSystem,
                                    writerCount: options.writerCount)
        try? staging.write(Self.outputMarker, Data(Self.outputMarkerText.utf8))
        return staging
    }

    /// Finishes writing the site. With a staging folder, which holds every file already, it is swapped into place.
    /// Without one, the memo knows what the output folder holds: only the files that changed are written, each
    /// replaced in one step, and files no longer built are removed; should that fail, the whole site goes through
    /// a staging folder after all (every file's bytes were kept). Whatever goes wrong in a swap, the previous
    /// output folder is left as it was and the staging folder is removed. The outcome says what the output folder
    /// now holds when the memo keeps that.
    func write(_ rendered: RenderedSite, earlier memo: BuildMemo, into diagnostics: inout Diagnostics) -> WriteOutcome {
        let known = memo.written
        let staging: StagingFolder
        let failure: FileSystemError?
        if let streamed = rendered.staging {
            staging = streamed
            failure = staging.finishWriting()
        } else {
            if let known, let changed = try? update(known.files, to: rendered.files) {
                return WriteOutcome(wrote: true, changedPaths: changed, updatedInPlace: true,
                                    written: WrittenOutput(folder: options.outputPath, files: Self.byPath(rendered.files)))
            }
            staging = freshStagingFolder()
            staging.send(rendered.files)
            failure = staging.finishWriting()
        }
        var carried: [String] = []
        do {
            if let failure {
                throw failure
            }
            // The marker lists what this build wrote, so that the next can tell a file a user adds from its own.
            try fileSystem.writeFile(FileSystem.join(staging.path, Self.outputMarker), markerData(for: rendered.paths))
            carried = try carryKeptFiles(into: staging.path)
            try fileSystem.exchangeItems(staging.path, options.outputPath)
            carried = []
            try fileSystem.removeItem(staging.path)
            let written = memo.retention == .reusable
                ? WrittenOutput(folder: options.outputPath, files: Self.byPath(rendered.files)) : nil
            return WriteOutcome(wrote: true, changedPaths: rendered.paths.sorted(), written: written)
        } catch {
            returnKeptFiles(carried, from: staging.path)
            try? fileSystem.removeItem(staging.path)
            let path = (error as? FileSystemError)?.path ?? options.outputPath
            diagnostics.append(.error(.outputFolder,
                at: SourceLocation(path: path),
                "cannot write the site: \(Self.reason(error)); the previous output was left as it was"
            ))
            return WriteOutcome()
        }
    }

    /// Removes the staging folder of a build that found errors, once its writers are done: the output folder
    /// stays as it was.
    func discard(_ staging: StagingFolder?) {
        guard let staging else { return }
        _ = staging.finishWriting()
        try? fileSystem.removeItem(staging.path)
    }

    /// The output marker's bytes: what it says, and the files the build wrote.
    func markerData(for paths: some Sequence<String>) -> Data {
        Data(OutputManifest(files: paths).markerText(header: Self.outputMarkerText).utf8)
    }

    /// Writes the files whose bytes differ from `previous` and removes the ones no longer built, with any folder
    /// that leaves empty, and lists the files anew in the marker when they are others. Returns the paths it
    /// changed, sorted.
    private func update(_ previous: [String: Data], to files: [OutputFile]) throws -> [String] {
        var changed: [String] = []
        var current: Set<String> = []
        if Set(previous.keys) != Set(files.map(\.path)) {
            try fileSystem.replaceFile(FileSystem.join(options.outputPath, Self.outputMarker), markerData(for: files.map(\.path)))
        }
        for file in files {
            current.insert(file.path)
            if previous[file.path] != file.data {
                try fileSystem.replaceFile(FileSystem.join(options.outputPath, file.path), file.data)
                changed.append(file.path)
            }
        }
        for path in previous.keys.sorted() where !current.contains(path) {
            try fileSystem.removeItem(FileSystem.join(options.outputPath, path))
            changed.append(path)
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                let absolute = FileSystem.join(options.outputPath, String(folder))
                guard try fileSystem.listFolder(absolute).isEmpty else { break }
                try fileSystem.removeItem(absolute)
            }
        }
        return changed.sorted()
    }

    private static func byPath(_ files: [OutputFile]) -> [String: Data] {
        Dictionary(files.map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
    }
}
