/// The token documents a set is made of, in order, and those each of its modes is made of: where one document
/// defines a token an earlier one defines too, the later one's token is the one kept (Resolver Module 2025.10,
/// composition). A single file is one document and no modes; a resolver or a Tokens Studio folder gives more.
struct TokenComposition {
    /// A mode (`dark`): the documents it is made of.
    struct Mode {
        var name: String
        var documents: [JSONNode]
    }

    /// A choice among contexts (a resolver's modifier, a group of Tokens Studio themes): its name, its contexts'
    /// names, and the one the site's tokens use.
    struct Modifier {
        var name: String
        var contexts: [String]
        var chosen: Int
    }

    var base: [JSONNode]
    var modes: [Mode] = []

    init(base: [JSONNode]) {
        self.base = base
    }

    /// The composition with every modifier at its chosen context, and each other context of each modifier as a
    /// mode, the others staying at theirs. A mode is named after its context (`dark`), or `modifier/context` where
    /// two modifiers share the context's name.
    /// - Parameter documents: the documents for one choice: for each modifier, the index of its context.
    init(modifiers: [Modifier], documents: ([Int]) -> [JSONNode]) {
        let chosen = modifiers.map(\.chosen)
        self.init(base: documents(chosen))
        var uses: [String: Int] = [:]
        for context in modifiers.flatMap(\.contexts) {
            uses[context, default: 0] += 1
        }
        for (position, modifier) in modifiers.enumerated() {
            for (index, context) in modifier.contexts.enumerated() where index != modifier.chosen {
                var choice = chosen
                choice[position] = index
                let shared = uses[context, default: 0] > 1 && !modifier.name.isEmpty
                modes.append(Mode(name: shared ? "\(modifier.name)/\(context)" : context, documents: documents(choice)))
            }
        }
    }

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
