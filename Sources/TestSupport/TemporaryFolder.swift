import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates a new, empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    public func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every regular file below `relative`, path → bytes, for comparing whole output folders.
    public func snapshot(_ relative: String) -> [String: Data] {
        Self.snapshot(of: url.appendingPathComponent(relative))
    }

    /// Every regular file below `folder`, path → bytes.
    public static func snapshot(of folder: URL) -> [String: Data] {
        let root = folder.standardizedFileURL
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return result }
        for case let file as URL in enumerator
        where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let relativePath = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
            result[relativePath] = try? Data(contentsOf: file)
        }
        return result
    }
}
