import Foundation

/// Where the package and the shared folder beside it are, found from a test file's own path so that no
/// absolute path is written down and no bundle resources are needed on Linux.
public enum SourceTree {
    /// The package root: the first folder above `filePath` that holds Package.swift.
    /// - Parameter filePath: pass `#filePath`.
    /// - Returns: the package root.
    public static func packageRoot(from filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The shared folder (`../shared` from the package root, or `$SPECIMEN_SHARED`).
    /// - Parameter filePath: pass `#filePath`.
    /// - Returns: the shared folder.
    public static func sharedFolder(from filePath: String = #filePath) -> URL {
        if let override = ProcessInfo.processInfo.environment["SPECIMEN_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot(from: filePath).deletingLastPathComponent().appendingPathComponent("shared")
    }
}
