import Foundation

/// Files a command writes into a folder the user named (`init`, `theme eject`), written so that no file of the
/// user's is lost: a folder that holds anything is refused unless forced, and even then an existing file is kept
/// as it is, and a symbolic link on the way is never followed.
struct NewFiles {
    /// Each file by its path under the folder, with its bytes.
    var files: [(path: String, data: Data)]

    /// What writing did: the files written and those kept because they existed.
    struct Outcome {
        var written: [String] = []
        var kept: [String] = []
    }

    /// Why files cannot be written into `folder`.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the files under `folder`, creating it and the folders between.
    /// - Parameters:
    ///   - folder: the folder, which must not exist or be empty unless `force`.
    ///   - force: write into a folder that holds files, keeping every file already there.
    ///   - option: the flag that forces, for the message (`--force`).
    func write(into folder: String, force: Bool, option: String = "--force") throws(Refusal) -> Outcome {
        let manager = FileManager.default
        if let kind = Self.kind(folder) {
            guard kind == .typeDirectory else {
                throw Refusal(description: "'\(folder)' exists and is not a folder; allowed: a new or empty folder")
            }
            let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            guard entries.isEmpty || force else {
                throw Refusal(description: "'\(folder)' is not empty (\(entries.count) \(entries.count == 1 ? "entry" : "entries")); allowed: a new or empty folder, or \(option) to add the files that are missing and keep every file there")
            }
        } else {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw Refusal(description: "cannot create the folder '\(folder)': \(error.localizedDescription)")
            }
        }
        var outcome = Outcome()
        for file in files.sorted(by: { $0.path < $1.path }) {
            let target = folder + "/" + file.path
            var parent = folder
            for part in file.path.split(separator: "/").dropLast() {
                parent += "/" + part
                switch Self.kind(parent) {
                case nil:
                    do {
                        try manager.createDirectory(atPath: parent, withIntermediateDirectories: false)
                    } catch {
                        throw Refusal(description: "cannot create the folder '\(parent)': \(error.localizedDescription)")
                    }
                case .typeDirectory?:
                    break
                default:
                    throw Refusal(description: "'\(parent)' is not a folder (a symbolic link is not followed); allowed: a folder, or nothing, at that path")
                }
            }
            if Self.kind(target) != nil {
                outcome.kept.append(file.path)
                continue
            }
            do {
                try file.data.write(to: URL(fileURLWithPath: target), options: .withoutOverwriting)
            } catch {
                throw Refusal(description: "cannot write '\(target)': \(error.localizedDescription)")
            }
            outcome.written.append(file.path)
        }
        return outcome
    }

    /// What is at `path`, without following a symbolic link; nil when nothing is.
    private static func kind(_ path: String) -> FileAttributeType? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return attributes[.type] as? FileAttributeType
    }
}
