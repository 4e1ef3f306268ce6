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

    /// The most JSON values a composition merges, over the site's tokens and every mode. Each mode merges all its
    /// documents again and a document may be named any number of times, so a few lines of a resolver could
    /// otherwise ask for minutes of work. Twenty modes of a 10,000-token system fit many times over.
    static let valueBudget = 4_000_000

    var base: [JSONNode]
    var modes: [Mode] = []
    /// The form of each file whose form the composition knows (a Tokens Studio export's), by file number; the
    /// others are told by their contents.
    var forms: [Int: TokenForm] = [:]
    /// Why the composition is incomplete: it would have merged more than ``valueBudget`` values.
    var errors: [TokenError] = []
    /// Where the composition is told to lack sets it names (a Tokens Studio theme's): a token missing from it may
    /// be missing for that reason.
    var lackingSets: TokenError.Position?
    /// Whether the documents are Figma collections, each naming its variables for itself: a token one names where
    /// another has a group is kept as that group's `$root` rather than replacing it (``merged(_:keepingRoots:)``).
    var keepsRoots = false

    init(base: [JSONNode]) {
        self.base = base
    }

    /// The composition with every modifier at its chosen context, and each other context of each modifier as a
    /// mode, the others staying at theirs. A mode is named after its context (`dark`), or `modifier/context` where
    /// two modifiers share the context's name. Past ``valueBudget`` the remaining modes are left out, with an
    /// error at `source`.
    /// - Parameters:
    ///   - source: the resolver or themes document the modifiers are read from.
    ///   - budget: the most JSON values to merge.
    ///   - documents: the documents for one choice: for each modifier, the index of its context.
    init(modifiers: [Modifier], source: JSONNode, budget: Int = valueBudget, documents: ([Int]) -> [JSONNode]) {
        let chosen = modifiers.map(\.chosen)
        let site = documents(chosen)
        var remaining = budget
        guard Self.spend(site, from: &remaining) else {
            self.init(base: [])
            errors.append(Self.overBudget(budget, at: source, what: "the site's tokens alone", leftOut: "all tokens are"))
            return
        }
        self.init(base: site)
        var uses: [String: Int] = [:]
        for context in modifiers.flatMap(\.contexts) {
            uses[context, default: 0] += 1
        }
        for (position, modifier) in modifiers.enumerated() {
            for (index, context) in modifier.contexts.enumerated() where index != modifier.chosen {
                var choice = chosen
                choice[position] = index
                let shared = uses[context, default: 0] > 1 && !modifier.name.isEmpty
                let name = shared ? "\(modifier.name)/\(context)" : context
                let modeDocuments = documents(choice)
                guard Self.spend(modeDocuments, from: &remaining) else {
                    let total = modifiers.reduce(0) { $0 + $1.contexts.count - 1 }
                    errors.append(Self.overBudget(budget, at: source, what: "the site's tokens and its \(total) modes", leftOut: "modes from '\(name)' on are"))
                    return
                }
                modes.append(Mode(name: name, documents: modeDocuments))
            }
        }
    }

    /// Takes the documents' values from `remaining`; false, leaving it unchanged, when there are not that many left.
    private static func spend(_ documents: [JSONNode], from remaining: inout Int) -> Bool {
        var left = remaining
        for document in documents {
            guard document.countValues(within: &left) else { return false }
        }
        remaining = left
        return true
    }

    /// `4000000` → `4,000,000`.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }

    private static func overBudget(_ budget: Int, at source: JSONNode, what: String, leftOut: String) -> TokenError {
        TokenError(path: "", message: "composing \(what) would merge more than \(grouped(budget)) JSON values (a file counts once for each set or context that names it), so \(leftOut) left out; allowed: fewer modifier contexts, or sets named fewer times", at: source)
    }

    /// The documents as one: groups are merged member by member, and a token, or a group property such as
    /// `$type`, that a later document gives replaces the earlier one. Work is linear in the documents' size; the
    /// recursion is as deep as their nesting, which the parser bounds.
    /// - Parameter keepingRoots: a token where other documents have a group of the same name is kept as the
    ///   group's `$root` (Format Module 2025.10), as Figma keeps a collection's `Stroke` beside another's
    ///   `Stroke/thickness`, rather than replacing the group or being replaced by it.
    static func merged(_ documents: [JSONNode], keepingRoots: Bool = false) -> JSONNode? {
        documents.isEmpty ? nil : merged(all: documents[...], keepingRoots: keepingRoots)
    }

    /// `nodes` merged in order, all at once: a member's values from every group that has it are merged in one
    /// call, so that a folder of many files takes time linear in its size, not in its files times its groups.
    private static func merged(all nodes: ArraySlice<JSONNode>, keepingRoots: Bool = false) -> JSONNode {
        if keepingRoots, let token = nodes.last(where: { $0.members.map(isToken) ?? false }), nodes.contains(where: isGroup) {
            return rooted(token, in: merged(all: ArraySlice(nodes.filter(isGroup)), keepingRoots: true))
        }
        // A token or a value that is no group replaces whatever came before it; the groups after the last such
        // node are merged, the first of them giving the result its place.
        let start = (nodes.lastIndex { !isGroup($0) }).map { nodes.index(after: $0) } ?? nodes.startIndex
        guard nodes.distance(from: start, to: nodes.endIndex) > 1 else {
            // The last node alone: no group, or one group after whatever it replaces.
            return nodes.last ?? JSONNode(value: .null, line: 1, column: 1)
        }
        let groups = nodes[start...]
        var order: [String] = []
        var byKey: [String: (member: JSONNode.Member, values: [JSONNode])] = [:]
        for group in groups {
            for member in group.members ?? [] {
                if byKey[member.key] == nil {
                    order.append(member.key)
                    byKey[member.key] = (member, [])
                }
                byKey[member.key]?.member = member
                byKey[member.key]?.values.append(member.value)
            }
        }
        let members = order.compactMap { key -> JSONNode.Member? in
            guard var entry = byKey[key] else { return nil }
            // A group property such as `$type` that a later document gives replaces the earlier one.
            if !key.hasPrefix("$"), entry.values.count > 1 {
                entry.member.value = merged(all: entry.values[...], keepingRoots: keepingRoots)
            }
            return entry.member
        }
        let place = groups[groups.startIndex]
        return JSONNode(value: .object(members), line: place.line, column: place.column, file: place.file)
    }

    /// `group` with `token` as its `$root`, in place of any it had.
    private static func rooted(_ token: JSONNode, in group: JSONNode) -> JSONNode {
        let members = (group.members ?? []).filter { $0.key != "$root" }
            + [JSONNode.Member(key: "$root", keyLine: token.line, keyColumn: token.column, value: token)]
        return group.replacing(with: .object(members))
    }

    /// An object that is not a token.
    private static func isGroup(_ node: JSONNode) -> Bool {
        guard let members = node.members else { return false }
        return !isToken(members)
    }

    private static func isToken(_ members: [JSONNode.Member]) -> Bool {
        members.contains { $0.key == "$value" }
    }
}
