extension SiteBuilder {
    /// Writes every file into a staging folder beside the output folder, then swaps it into place. Whatever
    /// goes wrong, the previous output folder is left as it was and the staging folder is removed.
    func write(_ files: [OutputFile], into diagnostics: inout Diagnostics) -> Bool {
        let staging = stagingPath
        do {
            try fileSystem.removeItem(staging)
            for file in files {
                try fileSystem.writeFile(join(staging, file.path), file.data)
            }
            try fileSystem.exchangeItems(staging, options.outputPath)
            try fileSystem.removeItem(staging)
            return true
        } catch {
            try? fileSystem.removeItem(staging)
            let path = (error as? FileSystemError)?.path ?? options.outputPath
            diagnostics.append(.error(
                at: SourceLocation(path: path),
                "cannot write the site: \(Self.reason(error)); the previous output was left as it was"
            ))
            return false
        }
    }

    /// `.NAME.staging` beside the output folder, on the same file system so that the swap is a rename.
    var stagingPath: String {
        var output = Substring(options.outputPath)
        while output.count > 1, output.hasSuffix("/") { output = output.dropLast() }
        guard let slash = output.lastIndex(of: "/") else { return ".\(output).staging" }
        return String(output[...slash]) + "." + output[output.index(after: slash)...] + ".staging"
    }
}
