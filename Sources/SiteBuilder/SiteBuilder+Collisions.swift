import Disk
import PageTypes
import Previews
import ResolvedModel
import Search
import SiteModel

extension SiteBuilder {
    /// Output paths that two sources would write, or that one writes as a file and another as a folder of its files
    /// (`index.md`, the home page's Markdown twin, and `index.md/index.html`, the page of `index.md.md`): an
    /// error at each source, found before anything is written, so that no writer races another for the path.
    func reportCollisions(_ parsed: ParsedSite, into diagnostics: inout Diagnostics) {
        var writers: [String: [String]] = [:]
        /// What a source writes at a path when it is not the source's own file: `its Markdown twin`.
        var roles: [String: String] = [:]
        var twins: [String: [String]] = [:]
        for page in parsed.pages {
            writers[page.route.outputFile, default: []].append(page.displayPath)
            // Two pages' twins meet only where their pages do, which is reported once, below; a twin can still be
            // another path's folder.
            if MarkdownTwin.isMade(at: page.route) {
                let twin = MarkdownTwin.path(of: page.route)
                twins[twin, default: []].append(page.displayPath)
                roles[twin + "\n" + page.displayPath] = "its Markdown twin"
            }
        }
        for file in parsed.contentFiles {
            writers[file.relativePath, default: []].append(file.displayPath)
            reportGeneratedPath(of: file, in: parsed, into: &diagnostics)
        }
        for asset in parsed.theme.assets {
            writers[Theme.assetsFolder + asset.relativePath, default: []]
                .append(FileSystem.join(FileSystem.join(options.theme.displayRoot, "assets"), asset.relativePath))
        }
        func shown(_ source: String, at output: String) -> String {
            roles[output + "\n" + source].map { "\(source) (\($0))" } ?? source
        }
        for (output, sources) in writers where sources.count > 1 {
            for source in sources {
                let others = sources.filter { $0 != source }.map { shown($0, at: output) }.sorted().joined(separator: ", ")
                diagnostics.append(.error(.outputPath, at: SourceLocation(path: source),
                    "the output path '\(output)' is also written by \(others); rename or move one of them"))
            }
        }
        writers.merge(twins) { pages, twins in pages + twins }
        // Each path written as a file that is also a folder of other paths, with the sources writing below it and
        // the first path each writes there.
        var below: [String: [String: String]] = [:]
        for (output, sources) in writers.sorted(by: { $0.key < $1.key }) {
            // By bytes: `/` is ASCII, so each prefix ends on a character.
            var folder = Substring(output)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                let path = String(folder)
                guard writers[path] != nil else { continue }
                for source in sources where below[path, default: [:]][source] == nil {
                    below[path, default: [:]][source] = output
                }
            }
        }
        for (folder, inside) in below.sorted(by: { $0.key < $1.key }) {
            let files = writers[folder, default: []].map { shown($0, at: folder) }.sorted().joined(separator: ", ")
            let folders = inside.sorted { $0.key < $1.key }.map { "\($0.key) ('\($0.value)')" }.joined(separator: ", ")
            for source in Set(writers[folder, default: []]).union(inside.keys).sorted() {
                diagnostics.append(.error(.outputPath, at: SourceLocation(path: source),
                    "the output path '\(folder)' is a file written by \(files) and a folder written into by \(folders); rename or move one of them"))
            }
        }
    }

    /// An error when a content file is copied where the build writes a file of its own.
    private func reportGeneratedPath(of file: SourceFile, in parsed: ParsedSite, into diagnostics: inout Diagnostics) {
        if file.relativePath.hasPrefix(PreviewFiles.folder),
           parsed.previewFiles.document(at: String(file.relativePath.dropFirst(PreviewFiles.folder.count))) != nil {
            diagnostics.append(.error(.outputPath, at: SourceLocation(path: file.displayPath),
                "the output path '\(file.relativePath)' is where a preview state's SVG is written; rename or move the file"))
        } else if file.relativePath == PreviewModeStyles.path, PreviewModeStyles.css(tokens: parsed.tokens) != nil {
            diagnostics.append(.error(.outputPath, at: SourceLocation(path: file.displayPath),
                "the output path '\(file.relativePath)' is where the previews' styles for the token modes are written; rename or move the file"))
        } else if file.relativePath.hasPrefix(SearchIndex.folder),
                  parsed.theme.assets.contains(where: { $0.relativePath == SearchIndex.script }) {
            diagnostics.append(.error(.outputPath, at: SourceLocation(path: file.displayPath),
                "the output path '\(file.relativePath)' is in \(SearchIndex.folder), where the search index is written; "
                    + "rename or move the file out of it"))
        }
    }
}
