import Disk
import Foundation
import Parallel
import SiteModel

/// A folder other builds wrote, placed into an assembled site under a folder of its own.
public struct SitePart: Sendable, Hashable {
    /// The folder a build wrote.
    public var folder: String
    /// Where its files go in the site: empty for its root, else a folder ending in `/`.
    public var under: String
    /// How the part is named in messages: `v2`.
    public var name: String

    public init(folder: String, under: String, name: String) {
        self.folder = folder
        self.under = under
        self.name = name
    }
}

extension SiteBuilder {
    /// Writes a site made of the folders other builds wrote, each under its own folder, and `files` besides, as
    /// the write stage writes one build's site: the output's lock held, a folder that is not Specimen's refused,
    /// everything put in a staging folder and swapped into place whole, the output marker listing every file.
    /// Nothing is changed when two parts would write the same file. A part's files are linked where the file
    /// system allows, else copied: a build never changes a file it wrote, it replaces its folder.
    package func assemble(_ parts: [SitePart], files: [OutputFile]) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        let claim = claimOutput(into: &diagnostics)
        defer { claim.release?() }
        guard !diagnostics.hasErrors else { return diagnostics.sorted }
        var placed: [String: String] = [:]
        var sources: [(from: String, to: String)] = []
        for part in parts {
            guard let listing = try? fileSystem.listFiles(part.folder) else {
                diagnostics.append(.error(.outputFolder, at: SourceLocation(path: part.folder), "\(part.name)'s built files cannot be read"))
                continue
            }
            for file in listing.files where file != Self.outputMarker {
                let path = part.under + file
                if let other = placed[path] {
                    diagnostics.append(.error(.outputFolder, at: SourceLocation(path: path),
                        "\(part.name) and \(other) both publish '\(path)'; rename the page or the folder of one of them"))
                    break
                }
                placed[path] = part.name
                sources.append((FileSystem.join(part.folder, file), path))
            }
        }
        for file in files where placed.updateValue("the site", forKey: file.path) != nil {
            diagnostics.append(.error(.outputFolder, at: SourceLocation(path: file.path),
                "a version publishes '\(file.path)', which the versioned site writes itself; rename that page"))
        }
        guard !diagnostics.hasErrors else { return diagnostics.sorted }
        if !holds(sources, files) {
            write(sources, files, into: &diagnostics)
        }
        return diagnostics.sorted
    }

    /// Whether the output folder already is this site: its marker lists the same files, each of the parts' is
    /// the very file (a link), and the others hold the same bytes. A site assembled again from parts none of
    /// which was built again is then left as it is.
    private func holds(_ sources: [(from: String, to: String)], _ files: [OutputFile]) -> Bool {
        let output = options.outputPath
        guard let marker = try? fileSystem.readFile(FileSystem.join(output, Self.outputMarker)),
              marker == markerData(for: sources.map(\.to) + files.map(\.path))
        else { return false }
        return sources.allSatisfy { fileSystem.sameFile($0.from, FileSystem.join(output, $0.to)) }
            && files.allSatisfy { (try? fileSystem.readFile(FileSystem.join(output, $0.path))) == $0.data }
    }

    /// Links or copies `sources` and writes `files` into a fresh staging folder, then swaps it into place.
    private func write(_ sources: [(from: String, to: String)], _ files: [OutputFile], into diagnostics: inout Diagnostics) {
        try? fileSystem.removeItem(stagingPath)
        var carried: [String] = []
        do {
            try fileSystem.makeFolder(stagingPath)
            // Each link is a call into the file system, and most of the site's files are links: they are made on
            // every core.
            let (fileSystem, staging) = (fileSystem, stagingPath)
            let failures = sources.concurrentMap { from, to -> (any Error)? in
                let target = FileSystem.join(staging, to)
                do {
                    try fileSystem.linkFile(from, target)
                    return nil
                } catch {
                    do {
                        try fileSystem.writeFile(target, try fileSystem.readFile(from))
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first {
                throw failure
            }
            for file in files {
                try fileSystem.writeFile(FileSystem.join(stagingPath, file.path), file.data)
            }
            try fileSystem.writeFile(FileSystem.join(stagingPath, Self.outputMarker),
                                     markerData(for: sources.map(\.to) + files.map(\.path)))
            carried = try carryKeptFiles(into: stagingPath)
            try fileSystem.exchangeItems(stagingPath, options.outputPath)
            carried = []
            try fileSystem.removeItem(stagingPath)
        } catch {
            returnKeptFiles(carried, from: stagingPath)
            try? fileSystem.removeItem(stagingPath)
            diagnostics.append(.error(.outputFolder, at: SourceLocation(path: (error as? FileSystemError)?.path ?? options.outputPath),
                "cannot write the site: \(Self.reason(error)); the previous output was left as it was"))
        }
    }
}
