extension TheoForm {
    /// `document`'s props in Style Dictionary's form, `global` merged into each, every `{!NAME}` in a value
    /// replaced from `aliases`. A prop that names an alias the file cannot reach is left out, with one error per
    /// alias at its first use.
    /// Where an import of the file could not be read (`failedImport`), a missing alias follows from that warning.
    mutating func props(of document: JSONNode, aliases: [String: JSONNode?], failedImport: TokenError.Position? = nil) -> [JSONNode.Member] {
        let global = document.members?.first { $0.key == "global" }?.value.members ?? []
        let written = document.members?.first { $0.key == "props" }?.value
        var entries: [JSONNode.Member] = []
        if let items = written?.arrayItems {
            // The array form: each prop names itself.
            for item in items {
                guard let name = item.members?.first(where: { $0.key == "name" })?.value.string else {
                    errors.append(TokenError(path: "", message: "a Theo prop in an array needs a \"name\"; allowed: {name: …, value: …, type: …}", at: item))
                    continue
                }
                entries.append(JSONNode.Member(key: name, keyLine: item.line, keyColumn: item.column, value: item))
            }
        } else {
            entries = written?.members ?? []
        }
        var missing: [String: (node: JSONNode, prop: String, count: Int)] = [:]
        var result: [JSONNode.Member] = []
        for entry in entries {
            guard let fields = entry.value.members, let value = fields.first(where: { $0.key == "value" })?.value else {
                errors.append(TokenError(path: entry.key, message: "a Theo prop must be an object with a \"value\"; found \(entry.value.kindDescription)", at: entry.value))
                continue
            }
            let unknown = Self.aliasNames(in: value.compactText()).filter { (aliases[$0] ?? nil) == nil }
            if let first = unknown.first {
                missing[first, default: (value, entry.key, 0)].count += 1
                continue
            }
            let resolved = Self.substituted(value) { aliases[$0] ?? nil }
            var merged = global.filter { field in !fields.contains { $0.key == field.key } } + fields
            merged = merged.compactMap { field in
                var field = field
                switch field.key {
                case "value": field.value = resolved
                case "type":
                    guard let name = field.value.string else { return nil }
                    field.value = field.value.replacing(with: .string(Self.typeNames[name] ?? name))
                case "comment", "deprecated": break
                default: return nil
                }
                return field
            }
            result.append(JSONNode.Member(key: entry.key, keyLine: entry.keyLine, keyColumn: entry.keyColumn,
                                          value: entry.value.replacing(with: .object(merged))))
        }
        for (name, use) in missing.sorted(by: { ($0.value.node.line, $0.key) < ($1.value.node.line, $1.key) }) {
            let others = use.count > 1 ? " (and \(use.count - 1) other prop\(use.count == 2 ? "" : "s") of this file name it)" : ""
            var error = TokenError(path: use.prop, message: "Theo alias '{!\(name)}' is defined neither in this file's aliases nor in those of the files it imports (or leads back to itself, or grows past 10,000 characters), so the prop is left out\(others); allowed: an alias of `aliases` here or in a file of `imports`", at: use.node)
            error.cause = failedImport
            errors.append(error)
        }
        return result
    }
}
