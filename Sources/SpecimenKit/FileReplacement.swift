import Foundation

/// Replaces a file of the user's with new bytes in one step: written beside it with its permissions, then renamed
/// over it, so that the file is either as it was or whole, never half written.
enum FileReplacement {
    /// Why the file could not be replaced; it was left as it was.
    struct Failure: Error {
        var reason: String
    }

    /// Replaces the file at `path` (or makes it, when there is none) with `data`.
    static func replace(_ path: String, with data: Data) throws(Failure) {
        let staging = path + ".specimen-\(getpid())"
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? NSNumber
        do {
            try data.write(to: URL(fileURLWithPath: staging))
            if let mode {
                try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: staging)
            }
        } catch {
            unlink(staging)
            throw Failure(reason: "it cannot be written beside: \(error.localizedDescription)")
        }
        guard rename(staging, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(staging)
            throw Failure(reason: "it cannot be replaced: \(reason)")
        }
    }
}
