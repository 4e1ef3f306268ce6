import Foundation

/// A whole site written inline in a test, in the txtar form Hugo's integration tests use:
///
///     -- Content/index.md --
///     # Home
///     -- Theme/templates/page.mustache --
///     {{{page.content}}}
public struct FixtureSite: Sendable {
    /// Every file of the site: path relative to the site's folder → text.
    public var files: [String: String]

    /// - Parameter files: path → text.
    public init(files: [String: String]) {
        self.files = files
    }

    /// Parses the txtar form: a line `-- path --` starts each file.
    public init(_ archive: String) {
        var files: [String: String] = [:]
        var current: String?
        var lines: [Substring] = []
        func flush() {
            if let current {
                files[current] = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
            }
        }
        for line in archive.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("-- "), line.hasSuffix(" --"), line.count > 6 {
                flush()
                current = String(line.dropFirst(3).dropLast(3))
                lines = []
            } else if current != nil {
                lines.append(line)
            }
        }
        flush()
        self.files = files
    }

    /// The same site with `other`'s files added or replacing these.
    public func merging(_ other: FixtureSite) -> FixtureSite {
        FixtureSite(files: files.merging(other.files) { _, new in new })
    }

    /// The same site without the file at `path`.
    public func removing(_ path: String) -> FixtureSite {
        var copy = files
        copy[path] = nil
        return FixtureSite(files: copy)
    }

    /// Writes every file below `folder`, creating folders as needed.
    public func write(to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }
    }
}
