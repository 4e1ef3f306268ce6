/// Tokens that two files merged into one set both define, where the folder's layout does not tell them apart as
/// modes: the later file's values are used and the earlier one's are lost, which is told once for each pair of
/// files, at the later file's first such token.
enum FolderDuplicates {
    /// The tokens `document` defines (objects with `$value`, Style Dictionary's `value` or Fluent's `aliasOf`), each with its path
    /// (`color/red`) and node, in document order. The walk visits each value once.
    static func tokens(in document: JSONNode) -> [(path: String, node: JSONNode)] {
        var found: [(path: String, node: JSONNode)] = []
        var pending: [(path: String, node: JSONNode)] = [("", document)]
        while let (path, node) = pending.popLast() {
            guard let members = node.members else { continue }
            if !path.isEmpty, isToken(members) {
                found.append((path, node))
                continue
            }
            for member in members.reversed() where !member.key.hasPrefix("$") {
                pending.append((path.isEmpty ? member.key : path + "/" + member.key, member.value))
            }
        }
        return found
    }

    /// A token's value as written, compact: two files that give a token the same value lose nothing when merged.
    static func valueText(of token: JSONNode) -> String {
        let value = token.members?.first { $0.key == "$value" } ?? token.members?.first { $0.key == "value" }
        return value?.value.compactText() ?? ""
    }

    private static func isToken(_ members: [JSONNode.Member]) -> Bool {
        members.contains { member in
            member.key == "$value" || (member.key == "aliasOf" && member.value.string != nil)
                || (member.key == "value" && !(member.value.members?.contains { $0.key == "$value" } ?? false))
        }
    }

    /// One warning for each pair of documents where the later one defines some of the earlier one's tokens again
    /// with other values, or a token where the earlier one has a group of them, or a group where it has a token, in
    /// the order merged. A token given the same value again is no loss (a resolved export repeats its base in
    /// each platform's file).
    /// - Parameters:
    ///   - keepingRoots: whether a token where another document has a group is kept as the group's `$root`
    ///     (Figma collections, ``TokenComposition/keepsRoots``): then only a token defined again is told.
    ///   - name: how a document's file is named in messages, by its number.
    static func warnings(_ documents: [JSONNode], keepingRoots: Bool = false, name: (Int) -> String) -> [TokenError] {
        var definedIn: [String: Int] = [:]
        var valueOf: [String: String] = [:]
        // The last file that defines a token under each group path.
        var groupIn: [String: Int] = [:]
        var warnings: [TokenError] = []
        for document in documents {
            var pairs: [Int: (count: Int, first: (path: String, node: JSONNode))] = [:]
            let tokens = tokens(in: document)
            for token in tokens {
                let groups = ancestors(of: token.path)
                let replaced = keepingRoots ? definedIn[token.path]
                    : definedIn[token.path] ?? groupIn[token.path] ?? groups.lazy.compactMap { definedIn[$0] }.first
                let same = definedIn[token.path] != nil && valueOf[token.path] == valueText(of: token.node)
                if let earlier = replaced, earlier != document.file, !same {
                    pairs[earlier, default: (0, token)].count += 1
                }
            }
            for token in tokens {
                definedIn[token.path] = document.file
                valueOf[token.path] = valueText(of: token.node)
                for group in ancestors(of: token.path) { groupIn[group] = document.file }
            }
            for earlier in pairs.keys.sorted() {
                guard let (count, first) = pairs[earlier] else { continue }
                let more = count == 2 ? "does 1 other token" : "do \(count - 1) other tokens"
                let others = count == 1 ? "" : ", as \(more) of this file"
                var warning = TokenError(path: first.path, message: "takes the place of what \(name(earlier)) defines there\(others); the files are merged in path order, so the other file's tokens there are lost; to keep both, make the files contexts of a modifier (modifiers/NAME/CONTEXT.tokens.json) or name them in a resolver", at: first.node, severity: .warning)
                warning.isConflict = true
                warnings.append(warning)
            }
        }
        return warnings
    }

    /// `a/b/c` → `a`, `a/b`.
    private static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return parts.indices.dropLast().map { parts[...$0].joined(separator: "/") }
    }
}
