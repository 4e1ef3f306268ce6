import Foundation

/// The files a folder's writer (a build, a diff report) put in it, listed in the marker file that says the folder
/// is Specimen's: the next writer, before it replaces the folder, tells the files it wrote from those a user added
/// since, and refuses to lose the latter.
public struct OutputManifest: Sendable, Hashable {
    /// The paths written, relative to the folder.
    public var files: Set<String>

    public init(files: some Sequence<String>) {
        self.files = Set(files)
    }

    /// The line before the list in the marker file.
    static let heading = "Files it wrote:"
    /// Files a system's file browser leaves in any folder it shows; they are no user's work.
    static let systemFiles: Set<String> = [".DS_Store", "Thumbs.db", "desktop.ini"]

    /// The marker's text: `header`, then the list, one path a line, sorted, with `%`, line feeds and carriage
    /// returns percent-encoded so that every path is one line.
    public func markerText(header: String) -> String {
        header + (header.hasSuffix("\n") ? "" : "\n") + "\n" + Self.heading + "\n"
            + files.sorted().map { Self.encoded($0) + "\n" }.joined()
    }

    /// The list in a marker's text; nil when the marker has none (an older Specimen's, or a staging folder's).
    public init?(markerText text: String) {
        guard let range = text.range(of: "\n" + Self.heading + "\n") else { return nil }
        files = Set(text[range.upperBound...].split(separator: "\n").map { Self.decoded(String($0)) })
    }

    /// The files below `folder` (and the links in it that lead out of it) that are not listed, not `marker`,
    /// not a system's browsing file, and not in one of the `kept` names at the folder's top; sorted.
    public func unlistedFiles(in folder: String, marker: String, kept: [String], fileSystem: FileSystem) throws -> [String] {
        let listing = try fileSystem.listFiles(folder)
        return (listing.files + listing.linksLeadingOut).filter { path in
            guard path != marker, !files.contains(path) else { return false }
            let parts = path.split(separator: "/")
            if let first = parts.first, kept.contains(String(first)) { return false }
            return !Self.systemFiles.contains(String(parts.last ?? ""))
        }.sorted()
    }

    private static func encoded(_ path: String) -> String {
        // Nearly every path has none of the three; the check keeps the replacing to those that have one.
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return path
        }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func decoded(_ line: String) -> String {
        guard line.utf8.contains(UInt8(ascii: "%")) else { return line }
        return line.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
