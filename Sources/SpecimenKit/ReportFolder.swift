import Disk
import Foundation
import SiteModel

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
            if let text = try? String(contentsOfFile: FileSystem.join(path, marker), encoding: .utf8),
               let manifest = OutputManifest(markerText: text),
               let added = try? manifest.unlistedFiles(in: path, marker: marker, kept: [], fileSystem: .local), let first = added.first {
                let example = added.count == 1 ? "'\(first)'" : "'\(first)' and \(Wording.count(added.count - 1, "other"))"
                return "the output folder '\(path)' holds files the last report did not write (\(example)), which a new "
                    + "report would lose; move them away, or give another folder"
            }
        }
        return nil
    }

    /// Writes `files` to a folder beside `path` and puts it in place of `path` in one step, as a build swaps its
    /// staging folder; the earlier report, if any, is removed after.
    static func write(_ files: [(path: String, data: Data)], to path: String, interruption: Interruption) throws {
        let disk = FileSystem.local
        let url = URL(fileURLWithPath: path)
        let staging = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)").path
        interruption.remove(staging)
        defer { interruption.forget(staging) }
        try? disk.removeItem(staging)
        do {
            let listed = OutputManifest(files: files.map(\.path))
                .markerText(header: "Written by specimen diff; the whole folder is replaced by the next report.")
            for file in files + [(marker, Data(listed.utf8))] {
                try disk.writeFile(FileSystem.join(staging, file.path), file.data)
            }
            try disk.exchangeItems(staging, path)
        } catch {
            try? disk.removeItem(staging)
            throw error
        }
        // Where the report was staged now holds the earlier one, if there was one.
        try? disk.removeItem(staging)
    }
}
