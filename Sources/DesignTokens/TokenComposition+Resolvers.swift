extension TokenComposition {
    /// Whether `document` is a resolver document (Resolver Module 2025.10): `resolutionOrder`, or a `version` with
    /// `sets` or `modifiers`.
    static func isResolver(_ document: JSONNode) -> Bool {
        let keys = Set(document.members?.map(\.key) ?? [])
        return keys.contains("resolutionOrder") || (keys.contains("version") && (keys.contains("sets") || keys.contains("modifiers")))
    }

    /// The composition of a folder without the resolver documents in it, which name token files rather than hold
    /// tokens (a folder of Terrazzo's fixtures has one per test): one warning for them all, naming the first, which
    /// site.yml may name instead of the folder.
    mutating func leavingOutResolvers(named paths: [Int: String], errors: inout [TokenError]) {
        let resolvers = base.filter(Self.isResolver)
        guard let first = resolvers.min(by: { $0.file < $1.file }) else { return }
        let files = Set(resolvers.map(\.file))
        base.removeAll { files.contains($0.file) }
        for index in modes.indices {
            modes[index].documents.removeAll { files.contains($0.file) }
        }
        let others = resolvers.count == 1 ? "this file is" : "this and \(resolvers.count - 1) other file\(resolvers.count == 2 ? "" : "s") of the folder are"
        errors.append(TokenError(path: "", message: "\(others) a resolver document, which names token files rather than holds tokens, and \(resolvers.count == 1 ? "is" : "are") not read as tokens; to read the set it composes, name it in site.yml: tokens: \(paths[first.file] ?? "")", line: 1, column: 1, file: first.file, severity: .warning))
    }
}
