extension TokenFolder {
    /// Whether `root` is a Tokens Studio export in one file: its sets beside `$themes` or `$metadata`.
    static func isSingleFileExport(_ root: JSONNode) -> Bool {
        root.members?.contains { $0.key == "$themes" || $0.key == "$metadata" } == true || isSetKeyedExport(root)
    }

    /// Whether `root` is a Tokens Studio export in one file whose top keys are its sets, with neither `$themes` nor
    /// `$metadata`: its references name tokens without the set (`{core.color}` for `foo.core.color`), and none
    /// resolves as written, as sd-transforms' `excludeParentKeys` option reads such a file.
    static func isSetKeyedExport(_ root: JSONNode) -> Bool {
        guard let sets = root.members, sets.count >= 2, sets.allSatisfy({ $0.value.members != nil && !$0.key.hasPrefix("$") }) else { return false }
        var paths: Set<String> = []
        var setless: Set<String> = []
        var references: Set<String> = []
        var stack: [(node: JSONNode, path: [String])] = [(root, [])]
        while let (node, path) = stack.popLast(), paths.count + references.count < 100_000 {
            guard let members = node.members else {
                if let text = node.string, let target = TokenSet.aliasTarget(node), text.filter({ $0 == "{" }).count == 1 {
                    references.insert(target)
                }
                continue
            }
            if let value = members.first(where: { $0.key == "value" || $0.key == "$value" }) {
                paths.insert(path.joined(separator: "/"))
                setless.insert(path.dropFirst().joined(separator: "/"))
                stack.append((value.value, path))
                continue
            }
            stack += members.map { ($0.value, path + [$0.key]) }
        }
        return !references.isEmpty && references.allSatisfy(setless.contains) && !references.contains(where: paths.contains)
    }

    /// The Tokens Studio export in the one file `root`: each member a set, merged in `$metadata`'s
    /// `tokenSetOrder`, its `$themes` modes.
    static func singleFileExport(_ root: JSONNode, errors: inout [TokenError]) -> TokenComposition {
        var sets: [String: JSONNode] = [:]
        for member in root.members ?? [] where !member.key.hasPrefix("$") {
            sets[member.key] = member.value
        }
        let member = { (key: String) in root.members?.first(where: { $0.key == key })?.value }
        return tokensStudio(sets: sets, metadata: member("$metadata"), themes: member("$themes"), errors: &errors)
    }

    /// `composition`, a plain folder's, with each file of it that is a Tokens Studio export in one file (as
    /// MetaMask keeps `tokens.json` beside its other files) read as that export: its sets in their order in the
    /// file's place, and, where the folder has no modes of its own, the export's themes as the modes.
    static func readingSingleFileExports(_ composition: TokenComposition, errors: inout [TokenError]) -> TokenComposition {
        var exports: [Int: TokenComposition] = [:]
        for document in composition.base + composition.modes.flatMap(\.documents)
        where exports[document.file] == nil && isSingleFileExport(document) {
            exports[document.file] = singleFileExport(document, errors: &errors)
        }
        guard !exports.isEmpty else { return composition }
        func expanded(_ documents: [JSONNode]) -> [JSONNode] {
            documents.flatMap { document in
                isSingleFileExport(document) ? exports[document.file]?.base ?? [] : [document]
            }
        }
        var result = composition
        result.base = expanded(composition.base)
        result.modes = composition.modes.map { TokenComposition.Mode(name: $0.name, documents: expanded($0.documents)) }
        for (file, export) in exports.sorted(by: { $0.key < $1.key }) {
            result.forms.merge(export.forms) { known, _ in known }
            result.errors += export.errors
            guard composition.modes.isEmpty else { continue }
            // The export's modes are its sets for each other theme, among the folder's other files.
            for mode in export.modes where !result.modes.contains(where: { $0.name == mode.name }) {
                let documents = composition.base.flatMap { $0.file == file ? mode.documents : [$0] }
                result.modes.append(TokenComposition.Mode(name: mode.name, documents: documents))
            }
        }
        return result
    }
}
