/// The modes a plain folder of token files keeps in its layout, told by what the files define: sibling files or
/// folders that define largely the same token paths are contexts of one modifier, not files to merge, where
/// merging would keep only the last one's values.
/// - Figma's Variables export: a file per collection and mode, `🌗 Color scheme.Dark.json`: the files named
///   `COLLECTION.MODE` that share a collection and its tokens are the collection's modes.
/// - Style Dictionary theme folders (`default/light`, `default/dark`): sibling folders whose files define largely
///   the same tokens are the contexts of a modifier named after their parent; folders of the same names in each
///   context of such a modifier (`default/dark`, `redhat/dark`) are the contexts of one second modifier.
/// - Files that define mostly the same tokens (`light.tokens.json`, `dark.tokens.json`): each context is named
///   after the part of its name the others lack.
struct FolderModes {
    /// How documents are chosen: all of some, or one of several by a modifier's context.
    indirect enum Node {
        case files([String])
        case all([Node])
        case choice(modifier: Int, [Node])
    }

    /// Above this many files or folders side by side, they are merged without being compared, so that comparing
    /// pairs stays quick.
    static let comparedAtMost = 256

    /// The token paths each file defines.
    let paths: [String: Set<String>]
    /// Each file's tokens with their values as written (`path`, NUL, value): units whose shared tokens all have
    /// the same values are no modes of one another (a resolved export repeating its base in each file).
    let values: [String: Set<String>]
    /// The modifiers found, in the order found.
    private(set) var modifiers: [TokenComposition.Modifier] = []
    /// Which modifier stands for contexts of a name in a scope: folders of the same names under each context of
    /// one modifier are one modifier.
    private var modifierKeys: [String: Int] = [:]
    private var scopes = 0
    /// Whether some files are named `COLLECTION.MODE` as Figma names a collection's modes: each collection names
    /// its variables for itself.
    private(set) var hasCollections = false

    init(paths: [String: Set<String>], values: [String: Set<String>] = [:]) {
        self.paths = paths
        self.values = values
    }

    /// The layout of `files`, relative paths under `folder` (`""` for the root), in path order.
    mutating func layout(of files: [String], in folder: String, scope: Int = 0) -> Node {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var here: [String] = []
        var below: [String: [String]] = [:]
        var folders: [String] = []
        for file in files {
            let rest = file.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                let name = prefix + rest[..<slash]
                if below[name] == nil { folders.append(name) }
                below[name, default: []].append(file)
            } else {
                here.append(file)
            }
        }
        // Each unit (a file or a folder) in path order, with the node it becomes; a modifier at its first context.
        var units: [(key: String, node: Node)] = []
        var placed: Set<String> = []
        for cluster in clusters(of: folders, paths: { self.unionPaths(below[$0] ?? []) }, values: { self.unionValues(below[$0] ?? []) },
                                near: Self.overlapsSmaller) {
            let outer = scopes + 1
            scopes += 1
            var names = cluster.map { String($0.split(separator: "/").last ?? "") }
            var contexts = cluster.map { layout(of: below[$0] ?? [], in: $0, scope: outer) }
            let own = flattenThemeFolders(&names, &contexts, folders: cluster)
            let parent = folder.split(separator: "/").last.map(String.init) ?? ""
            let index = modifier(parent, contexts: names, key: "\(scope)/folders/\(names.joined(separator: "\u{1}"))", site: own)
            units.append((cluster[0], .choice(modifier: index, contexts)))
            placed.formUnion(cluster)
        }
        for name in folders where !placed.contains(name) {
            units.append((name, layout(of: below[name] ?? [], in: name, scope: scope)))
        }
        for group in fileGroups(here) {
            hasCollections = hasCollections || group.isCollection
            let key = "\(scope)/files/\(group.name)/\(group.contexts.joined(separator: "\u{1}"))"
            let index = modifier(group.name, contexts: group.contexts, key: key)
            units.append((group.files[0], .choice(modifier: index, group.files.map { .files([$0]) })))
            placed.formUnion(group.files)
        }
        for file in here where !placed.contains(file) {
            units.append((file, .files([file])))
        }
        return .all(units.sorted { $0.key < $1.key }.map(\.node))
    }

    /// A context that is a folder of theme folders (`themes/dark`, `themes/sendgrid` beside the default theme's
    /// `global/`, most of them modes of one another, a few changing only a token or two) gives each theme to the
    /// modifier in its place: each is a mode, where the site's choice of the outer modifier would leave all but one
    /// unreachable. Gives the index of the first context that was no such folder (the default theme's), when one was.
    private mutating func flattenThemeFolders(_ names: inout [String], _ contexts: inout [Node], folders: [String]) -> Int? {
        // Folders of the same context names under every context (`default/dark`, `redhat/dark`) are one second
        // modifier instead, and stay so.
        let nested = contexts.map { context -> [Int] in
            guard case let .all(units) = context else { return [] }
            return units.compactMap { if case let .choice(modifier, _) = $0 { modifier } else { nil } }
        }
        guard let index = nested.firstIndex(where: { !$0.isEmpty }), nested[index] == [modifiers.count - 1],
              nested.count(where: { !$0.isEmpty }) == 1, case let .all(units) = contexts[index] else { return nil }
        var themes: [(name: String, node: Node)] = []
        for unit in units {
            switch unit {
            case let .choice(_, inner):
                themes += zip(modifiers[modifiers.count - 1].contexts, inner).map { ($0, $1) }
            case .all:
                // A theme folder that changes too few tokens to be told a mode by them.
                let first = Self.files(unit, choice: []).first ?? ""
                let name = first.dropFirst(folders[index].count + 1).split(separator: "/").first.map(String.init) ?? ""
                guard !name.isEmpty else { return nil }
                themes.append((name, unit))
            case .files:
                return nil
            }
        }
        modifiers.removeLast()
        modifierKeys = modifierKeys.filter { $0.value != modifiers.count }
        themes.sort { $0.name < $1.name }
        names.replaceSubrange(index...index, with: themes.map(\.name))
        contexts.replaceSubrange(index...index, with: themes.map(\.node))
        return index == 0 ? themes.count : 0
    }

    /// The documents' files for one choice: for each modifier, the index of its context.
    /// - Parameter everyContext: each modifier's other contexts too, before the chosen one, so that a token only
    ///   they define is kept (with the last one's value), as merging the whole folder kept it.
    static func files(_ node: Node, choice: [Int], everyContext: Bool = false) -> [String] {
        switch node {
        case let .files(files): return files
        case let .all(nodes): return nodes.flatMap { files($0, choice: choice, everyContext: everyContext) }
        case let .choice(modifier, nodes):
            let index = choice.indices.contains(modifier) ? choice[modifier] : 0
            guard nodes.indices.contains(index) else { return [] }
            let others = everyContext ? nodes.indices.filter { $0 != index }.map { nodes[$0] } : []
            return (others + [nodes[index]]).flatMap { files($0, choice: choice, everyContext: everyContext) }
        }
    }

    /// The modifier for `key`, made on first asking: its site context is `site`, else `default`, `light` or its first.
    private mutating func modifier(_ name: String, contexts: [String], key: String, site: Int? = nil) -> Int {
        if let index = modifierKeys[key] { return index }
        modifiers.append(TokenComposition.Modifier(name: name, contexts: contexts, chosen: site ?? Self.siteContext(of: contexts)))
        modifierKeys[key] = modifiers.count - 1
        return modifiers.count - 1
    }

    /// The context the site's tokens use where the files name none: `default`, else `light` (in any case), else
    /// the first.
    static func siteContext(of contexts: [String]) -> Int {
        let lowered = contexts.map { $0.lowercased() }
        return lowered.firstIndex(of: "default") ?? lowered.firstIndex(of: "light") ?? 0
    }

    private func unionPaths(_ files: [String]) -> Set<String> {
        files.reduce(into: Set<String>()) { $0.formUnion(paths[$1] ?? []) }
    }

    private func unionValues(_ files: [String]) -> Set<String> {
        files.reduce(into: Set<String>()) { $0.formUnion(values[$1] ?? []) }
    }

    /// Folders, or a partial context beside a full one (`dark` giving only colours): at least two shared tokens,
    /// half of the smaller one's.
    static func overlapsSmaller(_ a: Set<String>, _ b: Set<String>) -> Bool {
        let shared = a.intersection(b).count
        return shared >= 2 && 2 * shared >= min(a.count, b.count)
    }

    /// Files of one Figma collection: half of the smaller one's tokens shared (a collection's files may share only
    /// a token or two with another's, such as a `Documentation` string).
    static func overlapsHalf(_ a: Set<String>, _ b: Set<String>) -> Bool {
        let shared = a.intersection(b).count
        return shared >= 1 && 2 * shared >= min(a.count, b.count)
    }

    /// Files of different names: most of the larger one's tokens shared.
    static func overlapsMostly(_ a: Set<String>, _ b: Set<String>) -> Bool {
        let shared = a.intersection(b).count
        return shared >= 1 && 2 * shared > max(a.count, b.count)
    }

    /// The units (files or folders, sorted) joined where `near` holds between two of them and some token they
    /// share has other values in each (when ``values`` are known), as groups of two or more, each sorted, in the
    /// order of their first units.
    func clusters(of units: [String], paths unitPaths: (String) -> Set<String>, values unitValues: (String) -> Set<String> = { _ in [] },
                  near: (Set<String>, Set<String>) -> Bool) -> [[String]] {
        guard units.count > 1, units.count <= Self.comparedAtMost else { return [] }
        let sets = units.map(unitPaths)
        let valued = values.isEmpty ? [] : units.map(unitValues)
        let differ = { (first: Int, second: Int) in
            valued.isEmpty || sets[first].intersection(sets[second]).count > valued[first].intersection(valued[second]).count
        }
        var root = Array(units.indices)
        func find(_ index: Int) -> Int {
            var index = index
            while root[index] != index { index = root[index] }
            return index
        }
        for first in units.indices where !sets[first].isEmpty {
            for second in units.indices.dropFirst(first + 1) where near(sets[first], sets[second]) && differ(first, second) {
                let (a, b) = (find(first), find(second))
                if a != b { root[max(a, b)] = min(a, b) }
            }
        }
        var groups: [Int: [String]] = [:]
        for index in units.indices { groups[find(index), default: []].append(units[index]) }
        return groups.keys.sorted().compactMap { groups[$0] }.filter { $0.count > 1 }
    }
}
