import Parallel
import Disk
import Foundation
import SiteModel

/// The files a build reads, sorted into what they are for.
struct LoadedSources: StageOutput {
    var settings: SourceFile?
    var pages: [SourceFile] = []
    var contentFiles: [SourceFile] = []
    var templates: [SourceFile] = []
    var assets: [SourceFile] = []

    var stageDetail: String {
        "\(pages.count) pages, \(templates.count) templates, \(contentFiles.count + assets.count) other files"
    }

    /// Moves the pages' bytes into a store, by relative path, leaving each page's file with none: the parse stage
    /// then takes each page's bytes as it parses it, and they are freed with that page's parse.
    mutating func takePageBytes() -> TakeOnceStore<String, Data> {
        var bytes: [String: Data] = [:]
        bytes.reserveCapacity(pages.count)
        for index in pages.indices {
            bytes[pages[index].relativePath] = pages[index].data
            pages[index].data = Data()
        }
        return TakeOnceStore(bytes)
    }
}

extension SiteBuilder {
    /// Content files with these names at the root are read by later stages instead of being copied; so are the
    /// token files the parse stage reads.
    static let reservedContentFiles: Set<String> = ["site.yml", "tokens.json", "tokens.resolver.json"]

    /// Reads every file the build needs. Hidden files and folders (names starting with `.`) are left out.
    func load(into diagnostics: inout Diagnostics) -> LoadedSources {
        var sources = LoadedSources()

        for file in readTree(options.contentPath, what: "content folder", required: true, into: &diagnostics) {
            if file.relativePath == "site.yml" {
                sources.settings = file
            } else if Route.isPageSource(file.relativePath) {
                sources.pages.append(file)
            } else {
                sources.contentFiles.append(file)
            }
        }
        switch options.theme {
        case let .folder(path):
            let templatesPath = FileSystem.join(path, "templates")
            sources.templates = readTree(templatesPath, what: "theme's templates folder", required: true, into: &diagnostics)
            sources.assets = readTree(FileSystem.join(path, "assets"), what: "", required: false, into: &diagnostics)
        case let .builtIn(files):
            sources.templates = Self.themeFiles(files, under: "templates")
            sources.assets = Self.themeFiles(files, under: "assets")
        }
        return sources
    }

    /// The files of a theme held in memory that lie under `folder`, in path order.
    private static func themeFiles(_ files: [ThemeFile], under folder: String) -> [SourceFile] {
        let prefix = folder + "/"
        return files.filter { $0.path.hasPrefix(prefix) }.sorted { $0.path < $1.path }.map { file in
            SourceFile(relativePath: String(file.path.dropFirst(prefix.count)),
                       displayPath: FileSystem.join(ThemeSource.builtIn([]).displayRoot, file.path), data: file.data)
        }
    }

    private func readTree(
        _ root: String, what: String, required: Bool, into diagnostics: inout Diagnostics
    ) -> [SourceFile] {
        guard fileSystem.itemKind(root) == .directory else {
            if required {
                diagnostics.append(.error(.fileUnreadable,
                    at: SourceLocation(path: root),
                    "the \(what) '\(root)' does not exist or is not a folder"
                ))
            }
            return []
        }
        let paths: [String]
        do {
            let listing = try fileSystem.listFiles(root)
            paths = listing.files
            for link in listing.linksLeadingOut where !Self.isHidden(link) {
                diagnostics.append(.warning(.fileLinkOutside,
                    at: SourceLocation(path: FileSystem.join(root, link)),
                    "this symbolic link leads out of the \(what.isEmpty ? "theme's assets folder" : what) (or nowhere) and is not followed; "
                        + "allowed: links to files inside it (copy the file in instead)"
                ))
            }
        } catch {
            diagnostics.append(.error(.fileUnreadable, at: SourceLocation(path: root), "cannot list the folder: \(Self.reason(error))"))
            return []
        }
        // Files are read on every core; the order stays the listing's.
        let fileSystem = fileSystem
        let visible = paths.filter { !Self.isHidden($0) }
        let reads = visible.concurrentMap { relativePath -> Result<SourceFile, FileSystemError> in
            let displayPath = FileSystem.join(root, relativePath)
            do {
                return .success(SourceFile(relativePath: relativePath, displayPath: displayPath,
                                           data: try fileSystem.readFile(displayPath)))
            } catch {
                return .failure((error as? FileSystemError) ?? FileSystemError(path: displayPath, reason: "\(error)"))
            }
        }
        var files: [SourceFile] = []
        for read in reads {
            switch read {
            case let .success(file):
                files.append(file)
            case let .failure(error):
                diagnostics.append(.error(.fileUnreadable,
                    at: SourceLocation(path: error.path),
                    "cannot read the file: \(error.reason)"
                ))
            }
        }
        return files
    }

    /// Whether a path names a hidden file or lies in a hidden folder (a name starting with `.`).
    static func isHidden(_ relativePath: String) -> Bool {
        relativePath.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static func reason(_ error: Error) -> String {
        (error as? FileSystemError)?.reason ?? "\(error)"
    }
}
