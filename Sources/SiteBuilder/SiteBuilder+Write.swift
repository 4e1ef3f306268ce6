import Foundation

/// What the write stage did.
struct WriteOutcome: StageOutput {
    /// Whether the output folder now holds this build's site.
    var wrote = false
    /// Output paths written or removed, sorted; every path when the folder was replaced as a whole.
    var changedPaths: [String] = []
    /// Whether only the changed files were written, into the folder the memo knew.
    var updatedInPlace = false

    var stageDetail: String {
        guard wrote else { return "kept the previous output" }
        return updatedInPlace ? "updated \(Wording.count(changedPaths.count, "file")) in place" : "replaced the output folder"
    }
}

extension SiteBuilder {
    /// Writes the site. When the memo knows what the output folder holds, only the files that changed are written,
    /// each replaced in one step, and files no longer built are removed; otherwise every file goes into a staging
    /// folder beside the output folder, which is then swapped into place. Whatever goes wrong in the swap, the
    /// previous output folder is left as it was and the staging folder is removed.
    func write(_ files: [OutputFile], memo: inout BuildMemo, into diagnostics: inout Diagnostics) -> WriteOutcome {
        let known = memo.written
        memo.written = nil
        if let known, known.folder == options.outputPath, fileSystem.itemKind(options.outputPath) == .directory,
           let changed = try? update(known.files, to: files)
        {
            memo.written = WrittenOutput(folder: options.outputPath, files: Self.byPath(files))
            return WriteOutcome(wrote: true, changedPaths: changed, updatedInPlace: true)
        }
        // No memo, or an update that failed halfway: the whole folder is written again.
        let staging = stagingPath
        do {
            try fileSystem.removeItem(staging)
            // Files are written on every core: creating thousands of files is mostly the kernel's work. A file
            // whose bytes the previous output already holds becomes a second name for it (a hard link): no new
            // file for the kernel to allocate, and removing the previous output only drops a name.
            let fileSystem = fileSystem
            let output = options.outputPath
            let hasPrevious = fileSystem.itemKind(output) == .directory
            let failures = files.concurrentSlices { slice -> FileSystemError? in
                for file in slice {
                    let previous = join(output, file.path)
                    if hasPrevious, (try? fileSystem.readFile(previous)) == file.data,
                       (try? fileSystem.linkFile(previous, join(staging, file.path))) != nil {
                        continue
                    }
                    do {
                        try fileSystem.writeFile(join(staging, file.path), file.data)
                    } catch {
                        return (error as? FileSystemError) ?? FileSystemError(path: join(staging, file.path), reason: "\(error)")
                    }
                }
                return nil
            }
            if let failure = failures.compactMap({ $0 }).first {
                throw failure
            }
            try fileSystem.exchangeItems(staging, options.outputPath)
            try fileSystem.removeItem(staging)
            memo.written = WrittenOutput(folder: options.outputPath, files: Self.byPath(files))
            return WriteOutcome(wrote: true, changedPaths: files.map(\.path))
        } catch {
            try? fileSystem.removeItem(staging)
            let path = (error as? FileSystemError)?.path ?? options.outputPath
            diagnostics.append(.error(
                at: SourceLocation(path: path),
                "cannot write the site: \(Self.reason(error)); the previous output was left as it was"
            ))
            return WriteOutcome()
        }
    }

    /// Writes the files whose bytes differ from `previous` and removes the ones no longer built, with any folder
    /// that leaves empty. Returns the paths it changed, sorted.
    private func update(_ previous: [String: Data], to files: [OutputFile]) throws -> [String] {
        var changed: [String] = []
        var current: Set<String> = []
        for file in files {
            current.insert(file.path)
            if previous[file.path] != file.data {
                try fileSystem.replaceFile(join(options.outputPath, file.path), file.data)
                changed.append(file.path)
            }
        }
        for path in previous.keys.sorted() where !current.contains(path) {
            try fileSystem.removeItem(join(options.outputPath, path))
            changed.append(path)
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                let absolute = join(options.outputPath, String(folder))
                guard try fileSystem.listFiles(absolute).isEmpty else { break }
                try fileSystem.removeItem(absolute)
            }
        }
        return changed.sorted()
    }

    private static func byPath(_ files: [OutputFile]) -> [String: Data] {
        Dictionary(files.map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
    }

    /// `.NAME.staging` beside the output folder, on the same file system so that the swap is a rename.
    var stagingPath: String {
        var output = Substring(options.outputPath)
        while output.count > 1, output.hasSuffix("/") { output = output.dropLast() }
        guard let slash = output.lastIndex(of: "/") else { return ".\(output).staging" }
        return String(output[...slash]) + "." + output[output.index(after: slash)...] + ".staging"
    }
}
