import Foundation
import SiteBuilder
import SiteModel

/// What a version's built files depend on. Two builds with equal keys make the same bytes, so a version whose key
/// is the one its cache entry was built with is not built again.
struct VersionKey: Codable, Equatable, Sendable {
    /// This Specimen: its version and commit, or its executable's size and time where it was built from source.
    var tool: String
    /// Where the version is published, beside which others, and what its changes page compares with.
    var versions: PublishedVersions
    var baseURL: String?
    /// The tree id of the tag's content folder.
    var content: String
    /// The tree id of the tag's theme, a fingerprint of the theme folder's files, or `built-in`.
    var theme: String
    /// The tree id of the content folder of the version its changes page compares with.
    var comparedWith: String?
    var strict: Bool
    var drafts: Bool
}

/// The folder where `build --versions` keeps each version it built, one entry per version name: the key it was
/// built with (`key.json`), its site (`site/`) and its changes page (`changes/`). CI keeps the folder between runs
/// (the workflow `specimen init` writes caches it), so that only versions whose key changed are built.
struct VersionCache: Sendable {
    /// The cache's folder, absolute.
    var folder: String

    /// The folder of the entry for `name`, a version's name (a folder's name: ``SiteVersion/isFolderName(_:)``).
    func entry(_ name: String) -> String {
        folder + "/" + name
    }

    func site(_ name: String) -> String { entry(name) + "/site" }
    func changes(_ name: String) -> String { entry(name) + "/changes" }
    func tree(_ name: String) -> String { entry(name) + "/tree" }

    /// Whether the entry for `name` was built with `key` and still holds its site.
    func holds(_ name: String, built key: VersionKey) -> Bool {
        guard let data = FileManager.default.contents(atPath: entry(name) + "/key.json"),
              let stored = try? JSONDecoder().decode(VersionKey.self, from: data)
        else { return false }
        return stored == key && FileManager.default.fileExists(atPath: site(name) + "/" + SiteBuilder.outputMarker)
    }

    /// Forgets the key of `name`'s entry before it is built again: a build stopped halfway leaves no entry that
    /// claims to be current.
    func forget(_ name: String) {
        try? FileManager.default.removeItem(atPath: entry(name) + "/key.json")
    }

    /// Removes the entries of versions no longer published, and the tags' extracted trees, once the site is
    /// written: the cache holds what the next build may take, and no more. Only what a versioned build wrote is
    /// removed (an entry with its key or its built site): the cache may be a folder that holds other files too.
    func keepOnly(_ names: [String]) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !names.contains(entry) {
            guard SiteVersion.isFolderName(entry), FileManager.default.fileExists(atPath: self.entry(entry) + "/key.json")
                || FileManager.default.fileExists(atPath: site(entry) + "/" + SiteBuilder.outputMarker)
            else { continue }
            try? FileManager.default.removeItem(atPath: self.entry(entry))
        }
        for name in names {
            try? FileManager.default.removeItem(atPath: tree(name))
        }
    }

    /// Records that `name`'s entry now holds what `key` builds.
    func record(_ key: VersionKey, for name: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(key).write(to: URL(fileURLWithPath: entry(name) + "/key.json"), options: .atomic)
    }

    /// Which Specimen builds: a released binary by its commit, one built from source by its executable's size and
    /// time, so that a rebuilt Specimen never takes an entry an older one made.
    static var tool: String {
        if let commit = SpecimenVersion.commit { return SpecimenVersion.number + " " + commit }
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(SpecimenVersion.number) source \(size) \(time)"
    }

    /// A fingerprint of a theme folder's files, their paths and bytes (FNV-1a), stable from one run to the next.
    static func fingerprint(ofFolder folder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let files = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).sorted()
        for file in files {
            let path = folder + "/" + file
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            add(file.utf8)
            add([0])
            add(FileManager.default.contents(atPath: path) ?? Data())
        }
        return String(hash, radix: 16)
    }
}
