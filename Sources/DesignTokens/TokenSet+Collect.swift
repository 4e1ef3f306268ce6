extension TokenSet {
    /// A token as written, before its alias and type are resolved.
    struct RawToken {
        var path: String
        var type: String?
        var value: JSONNode
        var description: String?
        /// `$deprecated`: nil, or why (empty when the file gives no reason), its own or its group's.
        var deprecated: String?
        /// `$extensions.mode`: the token's value in other modes (`{"dark": "#6F9DFF"}`), literal or alias.
        var modes: [String: JSONNode] = [:]
        /// `$extensions.proposed`: which of its values no assessment gives, and why.
        var proposed = DesignToken.Proposal()
    }

    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$schema", "$deprecated", "$root"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// Walks groups with an explicit stack: the file is data, and its nesting is not ours to trust.
    static func collect(_ root: JSONNode, errors: inout [TokenError]) -> [String: RawToken] {
        var tokens: [String: RawToken] = [:]
        guard root.members != nil else {
            errors.append(TokenError(path: "", message: "the file must be one JSON object of token groups; found \(root.kindDescription)", at: root))
            return tokens
        }
        var stack: [(node: JSONNode, path: [String], type: String?, deprecated: String?)] = [(root, [], nil, nil)]
        while let (group, path, inheritedType, inheritedDeprecation) = stack.popLast() {
            let members = group.members ?? []
            var groupType = inheritedType
            var groupDeprecation = inheritedDeprecation
            if let member = members.first(where: { $0.key == "$deprecated" }) {
                switch deprecation(member.value) {
                case let .success(reason): groupDeprecation = reason
                case let .failure(error): errors.append(error.error(path: path.joined(separator: "/"), value: member.value))
                }
            }
            if let typeMember = members.first(where: { $0.key == "$type" }) {
                if let name = typeMember.value.string, DesignToken.Kind(rawValue: name) != nil {
                    groupType = name
                } else {
                    errors.append(unknownType(typeMember.value, path: path.joined(separator: "/")))
                }
            }
            for member in members.reversed() {
                let memberPath = path + [member.key]
                let pathText = memberPath.joined(separator: "/")
                // A group's own value is the token `$root` (Format Module 2025.10), referred to as `{group.$root}`.
                if member.key.hasPrefix("$") && member.key != "$root" {
                    if !groupProperties.contains(member.key) {
                        errors.append(TokenError(path: path.joined(separator: "/"), message: "unknown group property '\(member.key)'; allowed: \(groupProperties.sorted().joined(separator: ", "))", atKeyOf: member))
                    }
                    continue
                }
                if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" || $0 == "/" }) {
                    errors.append(TokenError(path: pathText, message: "names may not contain '.', '/', '{' or '}'", atKeyOf: member))
                    continue
                }
                guard let fields = member.value.members else {
                    // Style Dictionary 3 and Tokens Studio's older form write `value` without the `$`.
                    let hint = member.key == "value" ? "; a token's value is written \"$value\" (Style Dictionary 4 reads this form too)" : ""
                    errors.append(TokenError(path: pathText, message: "expected a group (an object) or a token (an object with \"$value\"); found \(member.value.kindDescription)\(hint)", at: member.value))
                    continue
                }
                guard let valueField = fields.first(where: { $0.key == "$value" }) else {
                    if member.key == "$root" {
                        errors.append(TokenError(path: pathText, message: "$root must be a token, an object with \"$value\"", at: member.value))
                    } else {
                        stack.append((member.value, memberPath, groupType, groupDeprecation))
                    }
                    continue
                }
                var deprecated = groupDeprecation
                if let field = fields.first(where: { $0.key == "$deprecated" }) {
                    switch deprecation(field.value) {
                    case let .success(reason): deprecated = reason
                    case let .failure(error): errors.append(error.error(path: pathText, value: field.value))
                    }
                }
                for field in fields where !tokenProperties.contains(field.key) {
                    errors.append(TokenError(path: pathText, message: "unknown token property '\(field.key)'; allowed: \(tokenProperties.sorted().joined(separator: ", "))", atKeyOf: field))
                }
                var type = groupType
                if let typeField = fields.first(where: { $0.key == "$type" }) {
                    if let name = typeField.value.string, DesignToken.Kind(rawValue: name) != nil {
                        type = name
                    } else {
                        errors.append(unknownType(typeField.value, path: pathText))
                        continue
                    }
                }
                var modes: [String: JSONNode] = [:]
                var proposed = DesignToken.Proposal()
                let extensions = fields.first(where: { $0.key == "$extensions" })?.value.members ?? []
                if let mode = extensions.first(where: { $0.key == "mode" }) {
                    if let entries = mode.value.members {
                        for entry in entries { modes[entry.key] = entry.value }
                    } else {
                        errors.append(TokenError(path: pathText, message: "$extensions.mode must be an object of mode names and values, such as {\"dark\": \"#6F9DFF\"}; found \(mode.value.kindDescription)", at: mode.value))
                    }
                }
                if let field = extensions.first(where: { $0.key == "proposed" }) {
                    proposed = proposal(field.value, path: pathText, modes: Set(modes.keys), errors: &errors)
                }
                tokens[pathText] = RawToken(
                    path: pathText,
                    type: type,
                    value: valueField.value,
                    description: fields.first(where: { $0.key == "$description" })?.value.string,
                    deprecated: deprecated,
                    modes: modes,
                    proposed: proposed
                )
            }
        }
        return tokens
    }

    /// `$extensions.proposed`: a reason (every value of the token is proposed), or an object of reasons by mode,
    /// `default` naming the value outside any mode (`{"dark": "no assessment gives a dark palette"}`).
    static func proposal(_ node: JSONNode, path: String, modes: Set<String>, errors: inout [TokenError]) -> DesignToken.Proposal {
        let shape = "$extensions.proposed must be a reason, or an object of reasons by mode such as {\"dark\": \"no assessment gives a dark palette\"}"
        if let reason = node.string, !reason.isEmpty {
            return DesignToken.Proposal(everyValue: reason)
        }
        guard let entries = node.members, !entries.isEmpty else {
            errors.append(TokenError(path: path, message: "\(shape); found \(node.kindDescription)", at: node))
            return DesignToken.Proposal()
        }
        var proposal = DesignToken.Proposal()
        for entry in entries {
            guard let reason = entry.value.string, !reason.isEmpty else {
                errors.append(TokenError(path: path, message: "\(shape); found \(entry.value.kindDescription) for '\(entry.key)'", at: entry.value))
                continue
            }
            guard entry.key == DesignToken.Proposal.defaultMode || modes.contains(entry.key) else {
                let allowed = ([DesignToken.Proposal.defaultMode] + modes.sorted()).joined(separator: ", ")
                errors.append(TokenError(path: path, message: "$extensions.proposed names mode '\(entry.key)', which the token gives no value in; allowed: \(allowed)", atKeyOf: entry))
                continue
            }
            proposal.byMode[entry.key] = reason
        }
        return proposal
    }

    /// A dimension or duration as written when its unit is not the one Specimen keeps it in (`1rem`, `0.6s`).
    static func writtenInOtherUnit(_ node: JSONNode, kind: DesignToken.Kind) -> String? {
        let kept: String
        switch kind {
        case .dimension: kept = "px"
        case .duration: kept = "ms"
        default: return nil
        }
        if let text = node.string {
            return text.hasSuffix(kept) ? nil : text
        }
        guard let fields = node.members, let number = fields.first(where: { $0.key == "value" })?.value.number,
              let unit = fields.first(where: { $0.key == "unit" })?.value.string, unit != kept else { return nil }
        return DesignToken.text(number) + unit
    }

    /// `$deprecated`: true (no reason given), a reason, or false (not deprecated, whatever its group says).
    static func deprecation(_ node: JSONNode) -> Result<String?, Invalid> {
        switch node.value {
        case let .bool(isDeprecated): .success(isDeprecated ? "" : nil)
        case let .string(reason): .success(reason)
        default: .failure(Invalid(message: "$deprecated must be true, false or a reason; found \(node.kindDescription)", at: node))
        }
    }

    static func unknownType(_ node: JSONNode, path: String) -> TokenError {
        TokenError(
            path: path,
            message: "unknown $type \(node.string.map { "'\($0)'" } ?? node.kindDescription); allowed: \(DesignToken.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
            at: node
        )
    }
}
