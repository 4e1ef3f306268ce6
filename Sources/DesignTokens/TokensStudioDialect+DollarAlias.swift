extension TokensStudioDialect {
    /// `node` with each string that is a whole reference in Tokens Studio's older form, `$fontSize.7` (the plugin
    /// read `$name` as an alias before it wrote `{name}`), as `{fontSize.7}`, in the value and in its parts.
    static func dollarAliases(_ node: JSONNode, depth: Int = 0) -> JSONNode {
        guard depth < JSONParser.maximumDepth else { return node }
        switch node.value {
        case let .string(text):
            guard let path = dollarAliasPath(text) else { return node }
            return node.replacing(with: .string("{\(path)}"))
        case let .object(members):
            return node.replacing(with: .object(members.map { member in
                var member = member
                member.value = dollarAliases(member.value, depth: depth + 1)
                return member
            }))
        case let .array(items):
            return node.replacing(with: .array(items.map { dollarAliases($0, depth: depth + 1) }))
        default:
            return node
        }
    }

    /// `fontSize.7` for `$fontSize.7`: a `$`, then a name, dot-separated, of letters, digits, `-` and `_`; nil for
    /// any other text (`$5`, `US$`, `$ 2`).
    static func dollarAliasPath(_ text: String) -> String? {
        guard text.hasPrefix("$"), let first = text.dropFirst().first, first.isLetter || first == "_" else { return nil }
        let path = text.dropFirst()
        let allowed = path.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        guard allowed, !path.hasSuffix("."), !path.contains("..") else { return nil }
        return String(path)
    }
}
