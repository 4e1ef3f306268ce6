/// The token documents a set is made of, in order, and those each of its modes is made of: where one document
/// defines a token an earlier one defines too, the later one's token is the one kept (Resolver Module 2025.10,
/// composition). A single file is one document and no modes; a resolver or a Tokens Studio folder gives more.
struct TokenComposition {
    /// A mode (`dark`): the documents it is made of.
    struct Mode {
        var name: String
        var documents: [JSONNode]
    }

    var base: [JSONNode]
    var modes: [Mode] = []

    /// The documents as one: groups are merged member by member, and a token, or a group property such as
    /// `$type`, that a later document gives replaces the earlier one. Work is linear in the documents' size; the
    /// recursion is as deep as their nesting, which the parser bounds.
    static func merged(_ documents: [JSONNode]) -> JSONNode? {
        guard var result = documents.first else { return nil }
        for document in documents.dropFirst() {
            result = merged(result, document)
        }
        return result
    }

    private static func merged(_ earlier: JSONNode, _ later: JSONNode) -> JSONNode {
        guard let own = earlier.members, let added = later.members, !isToken(own), !isToken(added) else { return later }
        var members = own
        var indices: [String: Int] = [:]
        for (index, member) in own.enumerated() {
            indices[member.key] = index
        }
        for member in added {
            guard let index = indices[member.key] else {
                indices[member.key] = members.count
                members.append(member)
                continue
            }
            var replaced = member
            if !member.key.hasPrefix("$") {
                replaced.value = merged(members[index].value, member.value)
            }
            members[index] = replaced
        }
        return JSONNode(value: .object(members), line: earlier.line, column: earlier.column, file: earlier.file)
    }

    private static func isToken(_ members: [JSONNode.Member]) -> Bool {
        members.contains { $0.key == "$value" }
    }
}
