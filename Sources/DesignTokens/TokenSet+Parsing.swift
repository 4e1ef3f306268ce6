extension TokenSet {
    /// Reads a tokens file. Every problem is reported, each naming its token path, line and column; the tokens
    /// that are valid are kept.
    /// - Parameter json: the file's text.
    /// - Returns: the tokens and the problems, sorted by position.
    public static func parse(json: String) -> (TokenSet, [TokenError]) {
        let root: JSONNode
        switch JSONParser.parse(json) {
        case let .success(node): root = node
        case let .failure(failure):
            return (TokenSet(), [TokenError(path: "", message: "not valid JSON: \(failure.message)", line: failure.line, column: failure.column)])
        }
        var errors: [TokenError] = []
        let raw = collect(root, errors: &errors)
        var set = TokenSet()
        for token in raw.values.sorted(by: { $0.path < $1.path }) {
            switch resolve(token, in: raw) {
            case let .success(resolved): set.tokens[resolved.path] = resolved
            case let .failure(error): errors.append(error)
            }
        }
        for mode in Set(raw.values.flatMap(\.modes.keys)).sorted() {
            var values: [String: DesignToken.Value] = [:]
            for path in set.paths {
                guard let token = set.tokens[path] else { continue }
                var visiting: Set<String> = []
                switch modeValue(path, mode: mode, kind: token.kind, raw: raw, base: set, visiting: &visiting) {
                case let .success(value): values[path] = value
                case let .failure(error): errors.append(error)
                }
            }
            set.modeValues[mode] = values
        }
        return (set, errors.sorted { ($0.line, $0.column, $0.path) < ($1.line, $1.column, $1.path) })
    }

    /// The value of `path` in `mode`: its own mode value (a literal, or an alias followed in that mode), else,
    /// for an alias, its target's value in that mode, else its value.
    private static func modeValue(
        _ path: String, mode: String, kind: DesignToken.Kind, raw: [String: RawToken], base: TokenSet, visiting: inout Set<String>
    ) -> Result<DesignToken.Value, TokenError> {
        guard let token = raw[path], let resolved = base.tokens[path] else {
            return .failure(TokenError(path: path, message: "its \(mode) value refers to {\(path.replacingSlashes())}, which is not a token", line: 1, column: 1))
        }
        guard visiting.insert(path).inserted else {
            return .failure(TokenError(path: path, message: "alias cycle in mode '\(mode)' through \(path)", line: token.value.line, column: token.value.column))
        }
        let own = token.modes[mode]
        let node = own ?? token.value
        if let target = aliasTarget(node) {
            guard raw[target] != nil else {
                return .failure(TokenError(path: path, message: "its \(mode) value refers to {\(target.replacingSlashes())}, which is not a token", line: node.line, column: node.column))
            }
            return modeValue(target, mode: mode, kind: kind, raw: raw, base: base, visiting: &visiting)
        }
        guard let own else { return .success(resolved.value) }
        switch value(of: own, kind: kind) {
        case let .success(value): return .success(value)
        case let .failure(invalid):
            return .failure(TokenError(path: path, message: "its \(mode) value: " + invalid.message, line: own.line, column: own.column))
        }
    }

    /// A token as written, before its alias and type are resolved.
    private struct RawToken {
        var path: String
        var type: String?
        var value: JSONNode
        var description: String?
        /// `$extensions.mode`: the token's value in other modes (`{"dark": "#6F9DFF"}`), literal or alias.
        var modes: [String: JSONNode] = [:]
    }

    private static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$schema", "$deprecated"]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// Walks groups with an explicit stack: the file is data, and its nesting is not ours to trust.
    private static func collect(_ root: JSONNode, errors: inout [TokenError]) -> [String: RawToken] {
        var tokens: [String: RawToken] = [:]
        guard root.members != nil else {
            errors.append(TokenError(path: "", message: "the file must be one JSON object of token groups; found \(root.kindDescription)", line: root.line, column: root.column))
            return tokens
        }
        var stack: [(node: JSONNode, path: [String], type: String?)] = [(root, [], nil)]
        while let (group, path, inheritedType) = stack.popLast() {
            let members = group.members ?? []
            var groupType = inheritedType
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
                if member.key.hasPrefix("$") {
                    if !groupProperties.contains(member.key) {
                        errors.append(TokenError(path: path.joined(separator: "/"), message: "unknown group property '\(member.key)'; allowed: \(groupProperties.sorted().joined(separator: ", "))", line: member.keyLine, column: member.keyColumn))
                    }
                    continue
                }
                if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" || $0 == "/" }) {
                    errors.append(TokenError(path: pathText, message: "names may not contain '.', '/', '{' or '}'", line: member.keyLine, column: member.keyColumn))
                    continue
                }
                guard let fields = member.value.members else {
                    errors.append(TokenError(path: pathText, message: "expected a group (an object) or a token (an object with \"$value\"); found \(member.value.kindDescription)", line: member.value.line, column: member.value.column))
                    continue
                }
                guard let valueField = fields.first(where: { $0.key == "$value" }) else {
                    stack.append((member.value, memberPath, groupType))
                    continue
                }
                for field in fields where !tokenProperties.contains(field.key) {
                    errors.append(TokenError(path: pathText, message: "unknown token property '\(field.key)'; allowed: \(tokenProperties.sorted().joined(separator: ", "))", line: field.keyLine, column: field.keyColumn))
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
                if let extensions = fields.first(where: { $0.key == "$extensions" })?.value.members,
                   let mode = extensions.first(where: { $0.key == "mode" })
                {
                    if let entries = mode.value.members {
                        for entry in entries { modes[entry.key] = entry.value }
                    } else {
                        errors.append(TokenError(path: pathText, message: "$extensions.mode must be an object of mode names and values, such as {\"dark\": \"#6F9DFF\"}; found \(mode.value.kindDescription)", line: mode.value.line, column: mode.value.column))
                    }
                }
                tokens[pathText] = RawToken(
                    path: pathText,
                    type: type,
                    value: valueField.value,
                    description: fields.first(where: { $0.key == "$description" })?.value.string,
                    modes: modes
                )
            }
        }
        return tokens
    }

    private static func unknownType(_ node: JSONNode, path: String) -> TokenError {
        TokenError(
            path: path,
            message: "unknown $type \(node.string.map { "'\($0)'" } ?? node.kindDescription); allowed: \(DesignToken.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
            line: node.line,
            column: node.column
        )
    }

    /// `{stepper.color.bg}` → `stepper/color/bg`.
    private static func aliasTarget(_ node: JSONNode) -> String? {
        guard let text = node.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return text.dropFirst().dropLast().replacingDots()
    }

    /// Follows the alias chain to a literal value, reporting a missing target or a cycle.
    private static func resolve(_ token: RawToken, in tokens: [String: RawToken]) -> Result<DesignToken, TokenError> {
        var chain = [token.path]
        var current = token
        var type = token.type
        while let target = aliasTarget(current.value) {
            guard let next = tokens[target] else {
                return .failure(TokenError(path: token.path, message: "refers to {\(target.replacingSlashes())}, which is not a token", line: token.value.line, column: token.value.column))
            }
            if chain.contains(target) {
                return .failure(TokenError(path: token.path, message: "alias cycle: \((chain + [target]).joined(separator: " → "))", line: token.value.line, column: token.value.column))
            }
            if let own = type, let theirs = next.type, own != theirs {
                return .failure(TokenError(path: token.path, message: "is a \(own) token but refers to {\(target.replacingSlashes())}, a \(theirs) token", line: token.value.line, column: token.value.column))
            }
            type = type ?? next.type
            chain.append(target)
            current = next
        }
        guard let typeName = type, let kind = DesignToken.Kind(rawValue: typeName) else {
            return .failure(TokenError(path: token.path, message: "has no $type, on the token or a group above it; allowed: \(DesignToken.Kind.allCases.map(\.rawValue).joined(separator: ", "))", line: token.value.line, column: token.value.column))
        }
        switch value(of: current.value, kind: kind) {
        case let .success(value):
            return .success(DesignToken(
                path: token.path,
                kind: kind,
                value: value,
                description: token.description,
                aliasOf: chain.count > 1 ? chain[1] : nil,
                line: token.value.line,
                column: token.value.column
            ))
        case let .failure(message):
            let at = current.value
            return .failure(TokenError(path: current.path, message: message.message, line: at.line, column: at.column))
        }
    }

    private struct Invalid: Error {
        var message: String
    }

    private static func value(of node: JSONNode, kind: DesignToken.Kind) -> Result<DesignToken.Value, Invalid> {
        let shown = node.string.map { "'\($0)'" } ?? node.kindDescription
        switch kind {
        case .color:
            guard let text = node.string, let color = Color(hex: text) else {
                return .failure(Invalid(message: "\(shown) is not a colour; write #RGB, #RRGGBB or #RRGGBBAA"))
            }
            return .success(.color(color))
        case .dimension:
            guard let pixels = measure(node, units: ["px": 1, "rem": 16]) else {
                return .failure(Invalid(message: "\(shown) is not a dimension; write \"8px\", \"0.5rem\" or {\"value\": 8, \"unit\": \"px\"}"))
            }
            return .success(.dimension(pixels))
        case .duration:
            guard let milliseconds = measure(node, units: ["ms": 1, "s": 1_000]) else {
                return .failure(Invalid(message: "\(shown) is not a duration; write \"120ms\", \"0.2s\" or {\"value\": 120, \"unit\": \"ms\"}"))
            }
            return .success(.duration(milliseconds))
        case .number:
            guard let number = node.number else {
                return .failure(Invalid(message: "\(shown) is not a number"))
            }
            return .success(.number(number))
        case .fontWeight:
            let names: [String: Double] = ["thin": 100, "extra-light": 200, "light": 300, "normal": 400, "regular": 400,
                                           "medium": 500, "semi-bold": 600, "bold": 700, "extra-bold": 800, "black": 900]
            if let number = node.number, (1...1000).contains(number) { return .success(.fontWeight(number)) }
            if let name = node.string, let number = names[name] { return .success(.fontWeight(number)) }
            return .failure(Invalid(message: "\(shown) is not a font weight; write 1…1000 or one of \(names.keys.sorted().joined(separator: ", "))"))
        case .fontFamily:
            if let name = node.string { return .success(.fontFamily([name])) }
            if case let .array(items) = node.value, !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
                return .success(.fontFamily(items.compactMap(\.string)))
            }
            return .failure(Invalid(message: "\(shown) is not a font family; write a name or a list of names"))
        }
    }

    /// A number with a unit, as `"8px"` or `{"value": 8, "unit": "px"}`, converted with `units`.
    private static func measure(_ node: JSONNode, units: [String: Double]) -> Double? {
        if let text = node.string {
            for (unit, factor) in units.sorted(by: { $0.key.count > $1.key.count }) where text.hasSuffix(unit) {
                if let number = Double(text.dropLast(unit.count)), number.isFinite { return number * factor }
            }
            return nil
        }
        if let fields = node.members,
           let number = fields.first(where: { $0.key == "value" })?.value.number,
           let unit = fields.first(where: { $0.key == "unit" })?.value.string,
           let factor = units[unit]
        {
            return number * factor
        }
        return nil
    }
}

private extension StringProtocol {
    func replacingDots() -> String {
        String(map { $0 == "." ? "/" : $0 })
    }

    func replacingSlashes() -> String {
        String(map { $0 == "/" ? "." : $0 })
    }
}
