/// Adobe Spectrum's token form (spectrum-design-data): each token at the file's top level, a `$schema` URL naming
/// its type (`…/token-types/color.json`), and either a `value` or `sets` of values by mode (`light`, `dark`,
/// `wireframe`; `desktop`, `mobile`). It is read as the Format Module's form: the `light` or `desktop` value (else
/// the first) is the token's `$value`, every other set's value is the token's in that mode (`$extensions.mode`),
/// and `uuid`, `component`, `private` and `renamed` are Spectrum's bookkeeping.
enum SpectrumForm {
    /// Spectrum's type names (the last name of the `$schema` URL) for the Format Module's; a set's type is that of
    /// its values, and an alias's that of the token it names.
    static let types: [String: String] = [
        "color": "color", "color-set": "color", "dimension": "dimension", "font-size": "dimension",
        "font-weight": "fontWeight", "font-family": "fontFamily", "opacity": "number", "multiplier": "number",
    ]
    /// The sets whose value a token has outside any mode, first found first.
    static let defaultSets = ["light", "desktop"]

    /// Whether a top-level member of `document` is a Spectrum token: `sets` of values (`{"sets": {"light":
    /// {"value": …}}}`), or a `value` beside a Spectrum `$schema` URL.
    static func matches(_ document: JSONNode) -> Bool {
        (document.members ?? []).contains { member in
            guard let fields = member.value.members else { return false }
            if let sets = field("sets", of: member.value)?.members, !sets.isEmpty {
                return sets.allSatisfy { $0.value.members?.contains { $0.key == "value" } == true }
            }
            return field("value", of: member.value) != nil
                && field("$schema", of: member.value)?.string?.contains("/token-types/") == true
                && !fields.contains { $0.key == "$value" }
        }
    }

    /// `document` in the Format Module's form.
    static func translated(_ document: JSONNode) -> JSONNode {
        let tokens = (document.members ?? []).compactMap { member -> JSONNode.Member? in
            guard member.value.members != nil else { return nil }
            var result = member
            result.value = token(member.value)
            return result
        }
        return document.replacing(with: .object(tokens))
    }

    private static func token(_ node: JSONNode) -> JSONNode {
        var fields: [JSONNode.Member] = []
        var type = typeName(of: node)
        if let sets = field("sets", of: node)?.members, !sets.isEmpty {
            let chosen = sets.firstIndex { defaultSets.contains($0.key) } ?? 0
            // A set's values say their type where the set's own says another (an opacity in a `color-set`).
            type = sets.lazy.compactMap { typeName(of: $0.value) }.first ?? type
            if let value = field("value", of: sets[chosen].value) {
                fields.append(member("$value", value))
            }
            let modes = sets.enumerated().compactMap { index, set -> JSONNode.Member? in
                guard index != chosen, let value = field("value", of: set.value) else { return nil }
                return JSONNode.Member(key: set.key, keyLine: set.keyLine, keyColumn: set.keyColumn, value: value)
            }
            if !modes.isEmpty {
                let mode = member("mode", node.replacing(with: .object(modes)))
                fields.append(member("$extensions", node.replacing(with: .object([mode]))))
            }
        } else if let value = field("value", of: node) {
            fields.append(member("$value", value))
        }
        if let type {
            fields.insert(member("$type", node.replacing(with: .string(type))), at: 0)
        }
        if let description = field("description", of: node), description.string != nil {
            fields.append(member("$description", description))
        }
        if let deprecated = field("deprecated", of: node), deprecated.value == .bool(true) {
            fields.append(member("$deprecated", field("deprecated_comment", of: node).flatMap { $0.string != nil ? $0 : nil } ?? deprecated))
        }
        return node.replacing(with: .object(fields))
    }

    /// The Format Module's type of the token or set value `node`, from its `$schema` URL.
    private static func typeName(of node: JSONNode) -> String? {
        guard let url = field("$schema", of: node)?.string, let last = url.split(separator: "/").last else { return nil }
        return types[String(last.hasSuffix(".json") ? last.dropLast(5) : last)]
    }

    private static func field(_ key: String, of node: JSONNode) -> JSONNode? {
        node.members?.first { $0.key == key }?.value
    }

    private static func member(_ key: String, _ value: JSONNode) -> JSONNode.Member {
        JSONNode.Member(key: key, keyLine: value.line, keyColumn: value.column, value: value)
    }
}
