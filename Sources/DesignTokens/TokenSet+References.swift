extension TokenSet {
    /// The file with every `{"$ref": "#/json/pointer"}` replaced by what it points at, and every group's
    /// `"$extends": "{other.group}"` by that group's members under its own (Format Module 2025.10). A pointer to
    /// nothing, a cycle of either, or references that would grow the file past ``ReferenceExpansion/limit``
    /// values or ``ReferenceExpansion/maximumDepth`` levels are errors at the reference, which is then left out.
    /// - Returns: the file, and each `$ref` that failed by the position of the `null` that stands in its place, so
    ///   that a token whose value holds it is kept out with that error rather than a second one.
    static func resolvingReferences(_ root: JSONNode, errors: inout [TokenError]) -> (JSONNode, failed: [TokenError.Position: TokenError]) {
        var expansion = ReferenceExpansion(root: root)
        let pointed = expansion.replacingPointers(root, depth: 0)
        var groups = GroupExtension(root: pointed)
        let extended = groups.extending(pointed, path: [], depth: 0)
        errors += expansion.errors + groups.errors
        return (extended, Dictionary(expansion.errors.map { ($0.position, $0) }) { first, _ in first })
    }

    /// Replaces `$ref` objects, each pointer resolved once.
    struct ReferenceExpansion {
        /// How many values the file may grow to through references, however they nest: beyond it a chain of
        /// references doubling at each step would take time exponential in the file's size.
        static let limit = 1_000_000
        static let maximumDepth = 512

        let root: JSONNode
        /// Each pointer's target with its references replaced, and how many values that holds; nil when it has none.
        private var resolved: [String: (node: JSONNode, size: Int)?] = [:]
        private var resolving: Set<String> = []
        private var produced = 0
        private var overflowed = false
        private(set) var errors: [TokenError] = []

        init(root: JSONNode) {
            self.root = root
        }

        mutating func replacingPointers(_ node: JSONNode, depth: Int) -> JSONNode {
            produced += 1
            guard depth < Self.maximumDepth, produced <= Self.limit else {
                if !overflowed {
                    overflowed = true
                    fail(at: node, "references grow the file past \(Self.limit) values or \(Self.maximumDepth) levels")
                }
                return JSONNode(value: .null, line: node.line, column: node.column, file: node.file)
            }
            switch node.value {
            case let .object(members):
                if let reference = members.first(where: { $0.key == "$ref" }) {
                    let failed = JSONNode(value: .null, line: reference.value.line, column: reference.value.column, file: reference.value.file)
                    guard let pointer = reference.value.string else {
                        fail(at: reference.value, "$ref must be a JSON pointer such as \"#/color/base/$value\"")
                        return failed
                    }
                    guard let found = target(of: pointer, at: reference.value, depth: depth) else { return failed }
                    let siblings = members.filter { $0.key != "$ref" }
                    guard !siblings.isEmpty else { return found }
                    // The members beside a $ref override the object it points at, member by member.
                    guard var merged = found.members else {
                        fail(at: reference.value, "$ref \(pointer) points at \(found.kindDescription), which the members beside it cannot override; point at an object")
                        return failed
                    }
                    for sibling in siblings {
                        var sibling = sibling
                        sibling.value = replacingPointers(sibling.value, depth: depth + 1)
                        if let index = merged.firstIndex(where: { $0.key == sibling.key }) {
                            merged[index] = sibling
                        } else {
                            merged.append(sibling)
                        }
                    }
                    var node = node
                    node.value = .object(merged)
                    return node
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
            guard let found = Self.find(pointer, in: root) else {
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

    /// Merges `$extends` groups, each group extended once.
    struct GroupExtension {
        let root: JSONNode
        private var extended: [String: JSONNode] = [:]
        private var extending: Set<String> = []
        private(set) var errors: [TokenError] = []

        init(root: JSONNode) {
            self.root = root
        }

        /// The group at `path` with its `$extends` merged in, and its subgroups' too.
        mutating func extending(_ group: JSONNode, path: [String], depth: Int) -> JSONNode {
            guard var members = group.members, depth < ReferenceExpansion.maximumDepth else { return group }
            let key = path.joined(separator: "/")
            if let known = extended[key] { return known }
            extending.insert(key)
            defer { extending.remove(key) }
            if let index = members.firstIndex(where: { $0.key == "$extends" }) {
                let reference = members[index].value
                members.remove(at: index)
                if let base = base(reference, from: path, depth: depth) {
                    members = Self.merged(base, under: members)
                }
            }
            for index in members.indices where !members[index].key.hasPrefix("$") && members[index].value.members?.contains(where: { $0.key == "$value" }) == false {
                members[index].value = extending(members[index].value, path: path + [members[index].key], depth: depth + 1)
            }
            var result = group
            result.value = .object(members)
            extended[key] = result
            return result
        }

        /// The members of the group `reference` names, extended themselves; nil with an error when it names no
        /// group or leads back to `path`.
        private mutating func base(_ reference: JSONNode, from path: [String], depth: Int) -> [JSONNode.Member]? {
            guard let target = TokenSet.aliasTarget(reference) else {
                fail(at: reference, path, "$extends must name a group, such as \"{color.base}\"")
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
            return extending(node, path: targetPath, depth: depth + 1).members
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
