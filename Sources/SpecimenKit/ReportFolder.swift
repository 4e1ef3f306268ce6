import Foundation

/// The folder `specimen diff` writes its report to: taken only when it is new, empty or an earlier report, and
/// replaced as a whole, so a reader never sees half of one and no other file is ever lost.
enum ReportFolder {
    /// The file that marks a folder as a report.
    static let marker = ".specimen-changes"

    /// Why `path` may not take a report, or nil when it may.
    static func problem(with path: String) -> String? {
        let manager = FileManager.default
        if let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType {
            if type == .typeSymbolicLink {
                return "the output '\(path)' is a symbolic link; give the folder itself"
            }
            guard type == .typeDirectory else {
                return "the output '\(path)' is a file; give a folder for the report"
            }
            let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            if !names.isEmpty && !names.contains(marker) {
                return "the output folder '\(path)' holds files that are not a changes report; give a new or empty folder"
            }
        }
        return nil
    }

    /// Writes `files` to a folder beside `path` and puts it in place of `path`.
    static func write(_ files: [(path: String, data: Data)], to path: String) throws {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let id = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).staging-\(id)")
        let previous = parent.appendingPathComponent(".\(url.lastPathComponent).previous-\(id)")
        do {
            for file in files + [(marker, Data("Written by specimen diff; the whole folder is replaced by the next report.\n".utf8))] {
                let target = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: target)
            }
            if manager.fileExists(atPath: path) {
                try manager.moveItem(at: url, to: previous)
            }
            try manager.moveItem(at: staging, to: url)
            try? manager.removeItem(at: previous)
        } catch {
            try? manager.removeItem(at: staging)
            if !manager.fileExists(atPath: path), manager.fileExists(atPath: previous.path) {
                try? manager.moveItem(at: previous, to: url)
            }
            throw error
        }
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
