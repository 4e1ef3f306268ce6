extension TokenSet {
    /// The file with every `{"$ref": "#/json/pointer"}` replaced by what it points at, and every group's
    /// `"$extends": "{other.group}"` by that group's members under its own (Format Module 2025.10). A pointer to
    /// nothing, a cycle of either, or references that would add more than ``ReferenceExpansion/limit`` values to
    /// the file or nest deeper than ``ReferenceExpansion/maximumDepth`` levels are errors at the reference, which
    /// is then left out.
    /// - Returns: the file, and each `$ref` that failed by the position of the `null` that stands in its place, so
    ///   that a token whose value holds it is kept out with that error rather than a second one.
    static func resolvingReferences(_ root: JSONNode, external: ExternalDocuments = ExternalDocuments(),
                                    errors: inout [TokenError]) -> (JSONNode, failed: [TokenError.Position: TokenError]) {
        // The budget is for what references add: a large file of its own is no expansion.
        let own = root.valueCount
        var expansion = ReferenceExpansion(root: root, ceiling: own + ReferenceExpansion.limit, external: external)
        let pointed = expansion.replacingPointers(root, depth: 0)
        var groups = GroupExtension(root: pointed, budget: ReferenceExpansion.limit - max(0, expansion.produced - own))
        let extended = groups.extending(pointed, path: [], depth: 0)
        errors += expansion.errors + groups.errors
        if expansion.overflowed || groups.overflowed {
            // A file whose references would grow it without end is no set of tokens to build a site with: none
            // is read, so that what would have come of the expansion so far costs no more time, nor adds errors
            // that follow from this one.
            return (JSONNode(value: .object([]), line: root.line, column: root.column, file: root.file), [:])
        }
        return (extended, Dictionary(expansion.errors.map { ($0.position, $0) }) { first, _ in first })
    }

    /// Replaces `$ref` objects, each pointer resolved once.
    struct ReferenceExpansion {
        /// How many values references may add to the file, `$ref` and `$extends` together, however they nest:
        /// beyond it a chain of references doubling at each step would take time exponential in the file's size.
        static let limit = 1_000_000
        static let maximumDepth = 512

        let root: JSONNode
        /// The files a `$ref` may point into (`./base/colors.json#/base/color`).
        let external: ExternalDocuments
        /// The most values the file may hold with its references replaced.
        let ceiling: Int
        /// Each pointer's target with its references replaced, and how many values that holds; nil when it has none.
        private var resolved: [String: (node: JSONNode, size: Int)?] = [:]
        private var resolving: Set<String> = []
        private(set) var produced = 0
        private(set) var overflowed = false
        private(set) var errors: [TokenError] = []

        init(root: JSONNode, ceiling: Int, external: ExternalDocuments = ExternalDocuments()) {
            self.root = root
            self.ceiling = ceiling
            self.external = external
        }

        mutating func replacingPointers(_ node: JSONNode, depth: Int) -> JSONNode {
            produced += 1
            guard depth < Self.maximumDepth, produced <= ceiling else {
                if !overflowed {
                    overflowed = true
                    fail(at: node, "references add more than \(Self.limit) values to the file or nest deeper than "
                        + "\(Self.maximumDepth) levels, so no token of it is read; allowed: $ref and $extends that together "
                        + "add fewer values")
                }
                return JSONNode(value: .null, line: node.line, column: node.column, file: node.file)
            }
            switch node.value {
            case let .object(members):
                if let reference = members.first(where: { $0.key == "$ref" }) {
                    return replacingReference(reference, of: node, members: members, depth: depth)
                }
                var node = node
                node.value = .object(members.map { member in
                    var member = member
                    member.value = replacingPointers(member.value, depth: depth + 1)
                    return member
                })
                return node
            case let .array(items):
                var node = node
                node.value = .array(items.map { replacingPointers($0, depth: depth + 1) })
                return node
            default:
                return node
            }
        }

        /// The object `node` that holds the `$ref` member `reference`, with what it points at in its place: the
        /// token's value, or the object it points at with the members beside it over its own; `null` when it fails.
        private mutating func replacingReference(_ reference: JSONNode.Member, of node: JSONNode, members: [JSONNode.Member],
                                                 depth: Int) -> JSONNode {
            let failed = JSONNode(value: .null, line: reference.value.line, column: reference.value.column, file: reference.value.file)
            guard let pointer = reference.value.string else {
                fail(at: reference.value, "$ref must be a JSON pointer such as \"#/color/base/$value\"")
                return failed
            }
            guard let found = target(of: pointer, at: reference.value, depth: depth) else { return failed }
            let siblings = members.filter { $0.key != "$ref" }
            guard !siblings.isEmpty else { return found }
            // A token's `$ref` into another token's value, beside its own `$type` or `$description`, is
            // the token's value (Format Module 2025.10, JSON Pointer references).
            let intoValue = pointer.split(separator: "/").contains("$value")
            if siblings.contains(where: { $0.key == "$type" }), !intoValue, !siblings.contains(where: { $0.key == "$value" }) {
                fail(at: reference.value, "$ref \(pointer) beside $type must give the token its value, so it must point into one (#/group/token/$value); it points at \(found.members?.contains(where: { $0.key == "$value" }) == true ? "a token" : found.kindDescription)")
                return failed
            }
            if intoValue, !siblings.contains(where: { $0.key == "$value" }),
               siblings.allSatisfy({ $0.key.hasPrefix("$") }) {
                var token = node
                token.value = .object([JSONNode.Member(key: "$value", keyLine: reference.keyLine, keyColumn: reference.keyColumn, value: found)]
                    + siblings.map { sibling in
                        var sibling = sibling
                        sibling.value = replacingPointers(sibling.value, depth: depth + 1)
                        return sibling
                    })
                return token
            }
            // The members beside a $ref override the object it points at, member by member.
            guard let members = found.members else {
                fail(at: reference.value, "$ref \(pointer) points at \(found.kindDescription), which the members beside it cannot override; point at an object")
                return failed
            }
            var node = node
            node.value = .object(overriding(members, with: siblings, depth: depth))
            return node
        }

        /// `members` with each of `siblings`, its own references replaced, in place of the member of its name or
        /// after them.
        private mutating func overriding(_ members: [JSONNode.Member], with siblings: [JSONNode.Member], depth: Int) -> [JSONNode.Member] {
            var merged = members
            for sibling in siblings {
                var sibling = sibling
                sibling.value = replacingPointers(sibling.value, depth: depth + 1)
                if let index = merged.firstIndex(where: { $0.key == sibling.key }) {
                    merged[index] = sibling
                } else {
                    merged.append(sibling)
                }
            }
            return merged
        }

        /// What `pointer` points at, its own references replaced; nil (with an error) when it points at nothing or
        /// at itself.
        private mutating func target(of pointer: String, at node: JSONNode, depth: Int) -> JSONNode? {
            if let known = resolved[pointer] {
                // The target is shared, not copied, but everything after reads each of its values again.
                if let known { produced += known.size }
                return known?.node
            }
            guard !resolving.contains(pointer) else {
                fail(at: node, "$ref \(pointer) refers to itself through its own value")
                return nil
            }
            let found: JSONNode?
            if pointer.hasPrefix("#") {
                found = Self.find(pointer, in: root)
            } else {
                // Another file of the content folder, then a pointer in it (`./base.json#/color/red`); the file
                // alone is the whole of it.
                let parts = pointer.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                guard let document = external.document(String(parts[0]), from: node.file) else {
                    fail(at: node, "$ref \(pointer) names no token file of the set; allowed: #/a/pointer in this file, or a path relative to this file to a file in the content folder, then #/a/pointer")
                    resolved[pointer] = .some(nil)
                    return nil
                }
                found = parts.count > 1 ? Self.find("#" + parts[1], in: document) : document
            }
            guard let found else {
                fail(at: node, "$ref \(pointer) points at nothing; write #/group/token/$value, each name as the file spells it")
                resolved[pointer] = .some(nil)
                return nil
            }
            resolving.insert(pointer)
            let before = produced
            let replaced = replacingPointers(found, depth: depth + 1)
            resolving.remove(pointer)
            resolved[pointer] = (replaced, produced - before)
            return replaced
        }

        /// RFC 6901: `#/a/b~1c/0` is member `a`, member `b/c`, item 0.
        static func find(_ pointer: String, in root: JSONNode) -> JSONNode? {
            guard pointer.hasPrefix("#") else { return nil }
            var node = root
            for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
                let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                switch node.value {
                case let .object(members):
                    guard let member = members.first(where: { $0.key == name }) else { return nil }
                    node = member.value
                case let .array(items):
                    guard let index = Int(name), items.indices.contains(index) else { return nil }
                    node = items[index]
                default:
                    return nil
                }
            }
            return node
        }

        private mutating func fail(at node: JSONNode, _ message: String) {
            errors.append(TokenError(path: "", message: message, at: node))
        }
    }

    /// Merges `$extends` groups, each group extended once. What the merges add is counted against what is left of
    /// the values `$ref` may add (``ReferenceExpansion/limit`` for both), before each merge is made: groups that
    /// extend each other twice over would otherwise double the file at each step.
    struct GroupExtension {
        let root: JSONNode
        /// Each extended group, with how many values it holds.
        private var extended: [String: (node: JSONNode, size: Int)] = [:]
        private var extending: Set<String> = []
        private var budget: Int
        private(set) var overflowed = false
        private(set) var errors: [TokenError] = []

        init(root: JSONNode, budget: Int) {
            self.root = root
            self.budget = budget
        }

        /// The group at `path` with its `$extends` merged in, and its subgroups' too.
        mutating func extending(_ group: JSONNode, path: [String], depth: Int) -> JSONNode {
            extendingWithSize(group, path: path, depth: depth).node
        }

        private mutating func extendingWithSize(_ group: JSONNode, path: [String], depth: Int) -> (node: JSONNode, size: Int) {
            guard var members = group.members, depth < ReferenceExpansion.maximumDepth else { return (group, 1) }
            let key = path.joined(separator: "/")
            if let known = extended[key] { return known }
            extending.insert(key)
            defer { extending.remove(key) }
            if let index = members.firstIndex(where: { $0.key == "$extends" }) {
                let reference = members[index].value
                members.remove(at: index)
                if let base = base(reference, from: path, depth: depth) {
                    guard base.size <= budget else {
                        budget = 0
                        if !overflowed {
                            overflowed = true
                            fail(at: reference, path, "$extends adds more than \(ReferenceExpansion.limit) values to the file, "
                                + "with those $ref adds, so no token of it is read; allowed: $ref and $extends that together add "
                                + "fewer values")
                        }
                        var empty = group
                        empty.value = .object([])
                        extended[key] = (empty, 1)
                        return (empty, 1)
                    }
                    budget -= base.size
                    members = Self.merged(base.members, under: members)
                }
            }
            var size = 1
            for index in members.indices {
                if !members[index].key.hasPrefix("$"), members[index].value.members?.contains(where: { $0.key == "$value" }) == false {
                    let child = extendingWithSize(members[index].value, path: path + [members[index].key], depth: depth + 1)
                    members[index].value = child.node
                    size += child.size
                } else {
                    size += members[index].value.valueCount
                }
            }
            var result = group
            result.value = .object(members)
            extended[key] = (result, size)
            return (result, size)
        }

        /// The members of the group `reference` names, extended themselves, with how many values they hold; nil
        /// with an error when it names no group or leads back to `path`.
        private mutating func base(_ reference: JSONNode, from path: [String], depth: Int) -> (members: [JSONNode.Member], size: Int)? {
            if let members = reference.members, !members.contains(where: { $0.key == "$value" }) {
                // `{"$ref": "./base.json"}` or `{"$ref": "#/color/base"}`, already replaced by the group it points at
                // (Format Module 2025.10 names a group to extend either way).
                let extended = extendingWithSize(reference, path: path + ["$extends"], depth: depth + 1)
                return extended.node.members.map { ($0, extended.size) }
            }
            guard let target = TokenSet.aliasTarget(reference) else {
                fail(at: reference, path, "$extends must name a group, such as \"{color.base}\" or {\"$ref\": \"#/color/base\"}")
                return nil
            }
            let targetPath = target.split(separator: "/").map(String.init)
            guard !extending.contains(target), !(path.starts(with: targetPath)) else {
                fail(at: reference, path, "$extends {\(targetPath.joined(separator: "."))} leads back to this group")
                return nil
            }
            var node = root
            for name in targetPath {
                guard let member = node.members?.first(where: { $0.key == name }) else {
                    fail(at: reference, path, "$extends {\(targetPath.joined(separator: "."))} names no group")
                    return nil
                }
                node = member.value
            }
            guard node.members != nil, node.members?.contains(where: { $0.key == "$value" }) == false else {
                fail(at: reference, path, "$extends {\(targetPath.joined(separator: "."))} names a token, not a group")
                return nil
            }
            let extended = extendingWithSize(node, path: targetPath, depth: depth + 1)
            return extended.node.members.map { ($0, extended.size) }
        }

        /// `base`'s members with `own` over them: a subgroup both have is merged the same way; any other member of
        /// `own` replaces `base`'s.
        static func merged(_ base: [JSONNode.Member], under own: [JSONNode.Member]) -> [JSONNode.Member] {
            var result = base
            for member in own {
                guard let index = result.firstIndex(where: { $0.key == member.key }) else {
                    result.append(member)
                    continue
                }
                if let baseGroup = result[index].value.members, let ownGroup = member.value.members,
                   !baseGroup.contains(where: { $0.key == "$value" }), !ownGroup.contains(where: { $0.key == "$value" }) {
                    var merged = member
                    merged.value.value = .object(Self.merged(baseGroup, under: ownGroup))
                    result[index] = merged
                } else {
                    result[index] = member
                }
            }
            return result
        }

        private mutating func fail(at node: JSONNode, _ path: [String], _ message: String) {
            errors.append(TokenError(path: path.joined(separator: "/"), message: message, at: node))
        }
    }
}

/// The files a set's `$ref`s point into, by path relative to the content folder, and each numbered file's path:
/// read before the set is, so that resolving a reference reads no file.
struct ExternalDocuments {
    var documents: [String: JSONNode] = [:]
    /// Each file's path, by its number.
    var paths: [Int: String] = [:]

    /// The file `reference` names, relative to the file numbered `file`.
    func document(_ reference: String, from file: Int) -> JSONNode? {
        guard let base = paths[file], let path = TokenDocuments.resolve(reference, from: base) else { return nil }
        return documents[path]
    }

    /// The file references of `$ref`s in `node`: the part before `#`, when there is one.
    static func fileReferences(in node: JSONNode) -> [(reference: String, at: JSONNode)] {
        var found: [(String, JSONNode)] = []
        var stack = [node]
        while let current = stack.popLast() {
            switch current.value {
            case let .object(members):
                if let reference = members.first(where: { $0.key == "$ref" })?.value, let text = reference.string, !text.hasPrefix("#") {
                    found.append((String(text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]), reference))
                }
                stack += members.map(\.value)
            case let .array(items):
                stack += items
            default:
                continue
            }
        }
        return found
    }
}
