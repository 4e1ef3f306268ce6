/// Adobe's Design System Package (DSP) form, as Material Design 3 publishes its tokens: a file with
/// `dsp_spec_version` whose `entities` list tokens as `{"class": "token", "name": "md.ref.palette.error0",
/// "value": "#000000ff", "type": "color"}`. Each token entity is read as the token at its dotted name's path; a
/// value may be a reference (`{md.sys.color.primary}`). The file's other members (its version, `settings`) are
/// the package's, not tokens.
enum DSPForm {
    /// Whether `document` is a DSP file.
    static func matches(_ document: JSONNode) -> Bool {
        document.members?.contains { $0.key == "dsp_spec_version" } == true
    }

    /// `document`'s token entities as groups and tokens of the Format Module. Entities of another class (a
    /// `collection`) are told in one warning; token entities this reads not (no name, a value that is no text or
    /// number) in one error; both with how many are left out, at the first.
    static func translated(_ document: JSONNode, errors: inout [TokenError]) -> JSONNode {
        let entities = document.members?.first { $0.key == "entities" }?.value
        var root: [JSONNode.Member] = []
        var otherClasses: [String: (count: Int, first: JSONNode)] = [:]
        var unread: [JSONNode] = []
        let roots = rootNames(entities?.arrayItems ?? [])
        for entity in entities?.arrayItems ?? [] {
            let fields = entity.members ?? []
            let field = { (key: String) in fields.first { $0.key == key }?.value }
            let kind = field("class")?.string ?? ""
            guard kind == "token" else {
                let known = otherClasses[kind]
                otherClasses[kind] = ((known?.count ?? 0) + 1, known?.first ?? entity)
                continue
            }
            guard let nameNode = field("name"), let name = nameNode.string, let value = field("value"),
                  value.string != nil || value.number != nil,
                  case let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init),
                  !path.contains(""), path.count < JSONParser.maximumDepth
            else {
                unread.append(entity)
                continue
            }
            var token = [JSONNode.Member(key: "$value", keyLine: value.line, keyColumn: value.column, value: rootReference(value, roots: roots))]
            if let type = field("type"), let written = type.string, let kind = StyleDictionaryForm.kind(named: written) {
                token.append(JSONNode.Member(key: "$type", keyLine: type.line, keyColumn: type.column, value: type.replacing(with: .string(kind.rawValue))))
            }
            if let description = field("description"), description.string?.isEmpty == false {
                token.append(JSONNode.Member(key: "$description", keyLine: description.line, keyColumn: description.column, value: description))
            }
            // A token whose name other tokens' names go on from (`md.sys.color.primary` and `….primary.light`) is
            // its group's `$root`, as the Format Module writes a group that is a token too.
            let key = roots.contains(name) ? "$root" : path[path.count - 1]
            let member = JSONNode.Member(key: key, keyLine: nameNode.line, keyColumn: nameNode.column,
                                         value: entity.replacing(with: .object(token)))
            if !insert(member, at: roots.contains(name) ? path[...] : path.dropLast(), into: &root) { unread.append(entity) }
        }
        report(otherClasses: otherClasses, unread: unread, in: document, errors: &errors)
        return document.replacing(with: .object(root))
    }

    /// The token entities' names that other token entities' names go on from.
    private static func rootNames(_ entities: [JSONNode]) -> Set<String> {
        let names = entities.compactMap { entity -> String? in
            let fields = entity.members ?? []
            guard fields.first(where: { $0.key == "class" })?.value.string == "token" else { return nil }
            return fields.first { $0.key == "name" }?.value.string
        }
        var prefixes: Set<String> = []
        for name in names {
            var parts = name.split(separator: ".", omittingEmptySubsequences: false).dropLast()
            while !parts.isEmpty, prefixes.insert(parts.joined(separator: ".")).inserted {
                parts = parts.dropLast()
            }
        }
        return Set(names).intersection(prefixes)
    }

    /// `{md.sys.color.primary}`, naming a token that is its group's `$root`, as `{md.sys.color.primary.$root}`.
    private static func rootReference(_ value: JSONNode, roots: Set<String>) -> JSONNode {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), roots.contains(String(text.dropFirst().dropLast())) else {
            return value
        }
        return value.replacing(with: .string("{\(text.dropFirst().dropLast()).$root}"))
    }

    /// Puts `token` into the group at `groups`, made where missing, in the order first named; false where its name
    /// is taken, or lies inside a token's, which the first entity keeps.
    private static func insert(_ token: JSONNode.Member, at groups: ArraySlice<String>, into members: inout [JSONNode.Member]) -> Bool {
        guard let group = groups.first else {
            guard !members.contains(where: { $0.key == token.key }) else { return false }
            members.append(token)
            return true
        }
        if let index = members.firstIndex(where: { $0.key == group }) {
            guard var children = members[index].value.members, !children.contains(where: { $0.key == "$value" }),
                  insert(token, at: groups.dropFirst(), into: &children) else { return false }
            members[index].value.value = .object(children)
            return true
        }
        var children: [JSONNode.Member] = []
        _ = insert(token, at: groups.dropFirst(), into: &children)
        members.append(JSONNode.Member(key: group, keyLine: token.keyLine, keyColumn: token.keyColumn,
                                       value: token.value.replacing(with: .object(children))))
        return true
    }

    private static func report(otherClasses: [String: (count: Int, first: JSONNode)], unread: [JSONNode],
                               in document: JSONNode, errors: inout [TokenError]) {
        if let first = otherClasses.values.min(by: { ($0.first.line, $0.first.column) < ($1.first.line, $1.first.column) }) {
            let total = otherClasses.values.reduce(0) { $0 + $1.count }
            let classes = otherClasses.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            errors.append(TokenError(path: "", message: "\(total) entit\(total == 1 ? "y" : "ies") of this Design System Package (DSP) file \(total == 1 ? "is" : "are") of class \(classes), not tokens, and \(total == 1 ? "is" : "are") left out; allowed: entities of class 'token'", at: first.first, severity: .warning))
        }
        if let first = unread.first {
            errors.append(TokenError(path: "", message: "\(unread.count) token entit\(unread.count == 1 ? "y" : "ies") of this Design System Package (DSP) file \(unread.count == 1 ? "is" : "are") left out: each needs a \"name\" of dot-separated names, not another entity's nor inside one, and a \"value\" of text or a number", at: first))
        }
        if let entities = document.members?.first(where: { $0.key == "entities" })?.value, entities.arrayItems == nil {
            errors.append(TokenError(path: "", message: "a Design System Package (DSP) file's \"entities\" must be an array of entities; found \(entities.kindDescription)", at: entities))
        }
    }
}
