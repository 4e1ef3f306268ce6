extension FolderModes {
    /// Files of one folder that are contexts of one modifier: its name, its contexts' names and their files.
    struct FileGroup {
        var name: String
        var contexts: [String]
        var files: [String]
        /// Whether the files are a Figma collection's modes (`COLLECTION.MODE`).
        var isCollection = false
    }

    /// The files of one folder (sorted) that are contexts of one another: first those named `COLLECTION.MODE`
    /// sharing a collection, as Figma names them, then any others that define mostly the same tokens.
    func fileGroups(_ files: [String]) -> [FileGroup] {
        var groups: [FileGroup] = []
        var byCollection: [String: [String]] = [:]
        for file in files {
            let stem = Self.stem(file)
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex
            else { continue }
            byCollection[String(stem[..<dot]), default: []].append(file)
        }
        var grouped: Set<String> = []
        for collection in byCollection.keys.sorted() {
            let members = byCollection[collection] ?? []
            for cluster in clusters(of: members, paths: { self.paths[$0] ?? [] }, values: { self.values[$0] ?? [] }, near: Self.overlapsHalf) {
                let contexts = cluster.map { String(Self.stem($0).dropFirst(collection.count + 1)) }
                groups.append(FileGroup(name: collection, contexts: contexts, files: cluster, isCollection: true))
                grouped.formUnion(cluster)
            }
        }
        let rest = files.filter { !grouped.contains($0) }
        for cluster in clusters(of: rest, paths: { self.paths[$0] ?? [] }, values: { self.values[$0] ?? [] }, near: Self.overlapsMostly) {
            let (name, contexts) = Self.differingParts(cluster.map(Self.stem))
            groups.append(FileGroup(name: name, contexts: contexts, files: cluster))
        }
        return groups.sorted { $0.files[0] < $1.files[0] }
    }

    /// A file's name without its folder and its extensions (`.tokens.json`, `.json`, `.json5`, `.yaml`).
    static func stem(_ path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        for suffix in [".json", ".json5", ".jsonc", ".yaml", ".yml", ".tokens"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        return name
    }

    /// The parts of names that differ (`Color Light.Mode 1`, `Color Dark.Mode 1` → `Light`, `Dark`), split at
    /// `.`, `-`, `_` and spaces, and what they share, as the modifier's name; each whole name where the parts
    /// would leave one empty or two alike.
    static func differingParts(_ names: [String]) -> (shared: String, parts: [String]) {
        let separators: Set<Character> = [".", "-", "_", " "]
        let words = names.map { name in name.split(omittingEmptySubsequences: false) { separators.contains($0) } }
        let shortest = words.map(\.count).min() ?? 0
        var lead = 0
        while lead < shortest, words.allSatisfy({ $0[lead] == words[0][lead] }) { lead += 1 }
        var trail = 0
        while trail < shortest - lead,
              words.allSatisfy({ $0[$0.count - 1 - trail] == words[0][words[0].count - 1 - trail] }) {
            trail += 1
        }
        let parts = zip(names, words).map { name, split -> String in
            // The text between the shared words, separators inside it kept as written.
            guard lead < split.count - trail else { return "" }
            let start = split[lead].startIndex
            let end = split[split.count - 1 - trail].endIndex
            return String(name[start..<end])
        }
        let shared = (words[0].prefix(lead) + words[0].suffix(trail)).joined(separator: " ")
        guard !parts.contains(where: \.isEmpty), Set(parts).count == parts.count else { return (shared, names) }
        return (shared, parts)
    }
}
