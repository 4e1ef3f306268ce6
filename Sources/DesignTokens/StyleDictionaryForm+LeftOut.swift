extension StyleDictionaryForm {
    /// Tells, in one warning per file and kind, the values that a file in Style Dictionary's form (or one with no
    /// token at all) holds where a group's members are but that are no token and no plain value, so are left out:
    /// lists (`"props": [ … ]`, as Theo writes tokens) but those of plain values, and `true`, `false` or `null`. A Theo file's `global`
    /// (beside its `props`) is what each of its tokens shares, and its `imports` name other files: neither is looked
    /// into.
    static func noteLeftOut(in document: JSONNode, errors: inout [TokenError]) {
        let theo = document.members?.contains { $0.key == "props" } == true
        var found: [String: (count: Int, first: JSONNode.Member, path: String)] = [:]
        var stack: [(node: JSONNode, path: [String])] = [(document, [])]
        while let (node, path) = stack.popLast() {
            guard let members = node.members, !members.contains(where: { $0.key == "value" }),
                  path.count < JSONParser.maximumDepth else { continue }
            for member in members where !(path.isEmpty && (member.key == "imports" || theo && member.key == "global"))
                && !isVendorExtensions(member) && !(member.key == "description" && member.value.value == .null) {
                let kind: String
                switch member.value.value {
                case .object: stack.append((member.value, path + [member.key])); continue
                case .array where isPlainList(member.value): continue
                case .array: kind = "a list"
                case .bool, .null: kind = "true, false or null"
                case .string, .number: continue
                }
                let known = found[kind]
                let first = known.map { ($0.first.keyLine, $0.first.keyColumn) < (member.keyLine, member.keyColumn) ? $0.first : member } ?? member
                let firstPath = first == member ? (path + [member.key]).joined(separator: "/") : known?.path ?? ""
                found[kind] = ((known?.count ?? 0) + 1, first, firstPath)
            }
        }
        for (kind, entry) in found.sorted(by: { $0.key < $1.key }) {
            let others = entry.count - 1
            let more = others == 0 ? "" : ", as are \(others) other value\(others == 1 ? "" : "s") of this file like it"
            errors.append(TokenError(path: entry.path, message: "is \(kind) where a group's members are, not a token, and is left out\(more); allowed: a token (an object with \"value\"), a group (an object of them) or a plain value", line: entry.first.keyLine, column: entry.first.keyColumn, file: entry.first.value.file, severity: .warning))
        }
    }
}
