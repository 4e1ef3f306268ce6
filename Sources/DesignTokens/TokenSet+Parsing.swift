extension TokenSet {
    /// Reads a tokens file. Every problem is reported, each naming its token path, line and column; the tokens
    /// that are valid are kept.
    /// - Parameter json: the file's text.
    /// - Returns: the tokens and the problems, sorted by position.
    public static func parse(json: String) -> (TokenSet, [TokenError]) {
        let parsed: JSONNode
        switch JSONParser.parse(json) {
        case let .success(node): parsed = node
        case let .failure(failure):
            var set = TokenSet()
            let error = TokenError(path: "", message: "not valid JSON: \(failure.message)", line: failure.line, column: failure.column)
            set.fileError = error
            return (set, [error])
        }
        var errors: [TokenError] = []
        let (root, failedReferences) = resolvingReferences(parsed, errors: &errors)
        let raw = collect(root, errors: &errors)
        var set = TokenSet()
        var aliases = AliasResolver(raw: raw)
        var literals: [LiteralKey: Result<DesignToken.Value, TokenError>] = [:]
        var resolved: [(path: String, token: RawToken, resolution: Resolution, kind: DesignToken.Kind)] = []
        for path in raw.keys.sorted() {
            guard let token = raw[path] else { continue }
            switch aliases.resolve(token) {
            case let .failure(error):
                errors.append(error)
                set.unreadable[path] = error
            case let .success(resolution):
                guard let typeName = resolution.type, let kind = DesignToken.Kind(rawValue: typeName) else {
                    let error = TokenError(path: path, message: "has no $type, on the token or a group above it; allowed: \(DesignToken.Kind.allCases.map(\.rawValue).joined(separator: ", "))", line: token.value.line, column: token.value.column)
                    errors.append(error)
                    set.unreadable[path] = error
                    continue
                }
                resolved.append((path, token, resolution, kind))
            }
        }
        // A composite value's parts may refer to tokens of the simpler types (a border's colour to a colour token):
        // those are all read first.
        for tier in 0...2 {
            for (path, token, resolution, kind) in resolved where readingTier(of: kind) == tier {
                guard let literalToken = raw[resolution.literal] else { continue }
                let key = LiteralKey(path: resolution.literal, kind: kind)
                let literal = literals[key] ?? literalValue(literalToken, kind: kind, parts: set, warnings: &errors)
                literals[key] = literal
                switch literal {
                case let .failure(error):
                    // A value that fails where a $ref failed follows from that error, which is told already.
                    if let cause = failedReferences[error.position] {
                        set.unreadable[path] = cause
                        continue
                    }
                    errors.append(error)
                    set.unreadable[path] = error
                case let .success(value):
                    set.tokens[path] = DesignToken(path: path, kind: kind, value: value, description: token.description,
                                                   aliasOf: resolution.aliasOf, line: token.value.line, column: token.value.column,
                                                   deprecated: token.deprecated, written: writtenInOtherUnit(literalToken.value, kind: kind))
                }
            }
        }
        set.keepPathsSorted()
        for mode in Set(raw.values.flatMap(\.modes.keys)).sorted() {
            var resolver = ModeResolver(mode: mode, raw: raw, base: set)
            var values: [String: DesignToken.Value] = [:]
            for path in set.paths {
                switch resolver.value(path) {
                case let .success(value): values[path] = value
                case let .failure(error): errors.append(error)
                }
            }
            set.modeValues[mode] = values
            errors += resolver.warnings
        }
        // A token that leads into a broken alias shares its error; each is told once.
        let unique = Array(Set(errors))
        return (set, unique.sorted { ($0.line, $0.column, $0.path, $0.message) < ($1.line, $1.column, $1.path, $1.message) })
    }

    /// A literal `$value` read as a kind: the cache key, since every alias of a token reads the same literal.
    private struct LiteralKey: Hashable {
        var path: String
        var kind: DesignToken.Kind
    }

    private static func literalValue(_ token: RawToken, kind: DesignToken.Kind, parts: TokenSet,
                                     warnings: inout [TokenError]) -> Result<DesignToken.Value, TokenError> {
        var found: [Invalid] = []
        defer { warnings += found.map { $0.error(path: token.path, value: token.value, severity: .warning) } }
        return value(of: token.value, kind: kind, parts: parts, warnings: &found).mapError { $0.error(path: token.path, value: token.value) }
    }

    /// Where an alias chain ends, and the type it gives.
    private struct Resolution {
        /// The path of the token whose `$value` is the literal: a token of the file.
        var literal: String
        /// The first `$type` along the chain, and the token that gives it.
        var type: String?
        var typedAt: String?
        /// The token's own alias target.
        var aliasOf: String?
    }

    /// Follows every token's alias chain to its literal. Each token is walked once: a token's result is kept and
    /// shared by every token whose chain passes through it, so a chain of n aliases costs n steps, not n².
    private struct AliasResolver {
        let raw: [String: RawToken]
        private var results: [String: Result<Resolution, TokenError>] = [:]

        init(raw: [String: RawToken]) {
            self.raw = raw
        }

        /// - Parameter start: a token of `raw`.
        mutating func resolve(_ start: RawToken) -> Result<Resolution, TokenError> {
            if let known = results[start.path] { return known }
            // The aliases walked so far, each with its target, and where each stands in the chain.
            var chain: [(token: RawToken, target: String)] = []
            var position: [String: Int] = [:]
            var token = start
            var outcome: Result<Resolution, TokenError>
            while true {
                if let known = results[token.path] {
                    outcome = known
                    break
                }
                if let first = position[token.path] {
                    let cycle = chain[first...].map(\.token.path) + [token.path]
                    outcome = .failure(TokenError(path: token.path, message: "alias cycle: \(cycle.joined(separator: " → "))",
                                                  line: token.value.line, column: token.value.column))
                    for link in chain[first...] { results[link.token.path] = outcome }
                    chain.removeSubrange(first...)
                    break
                }
                guard let target = TokenSet.aliasTarget(token.value) else {
                    outcome = .success(Resolution(literal: token.path, type: token.type, typedAt: token.type.map { _ in token.path }))
                    results[token.path] = outcome
                    break
                }
                guard let next = raw[target] else {
                    outcome = .failure(TokenError(path: token.path, message: "refers to {\(target.replacingSlashes())}, which is not a token", line: token.value.line, column: token.value.column))
                    results[token.path] = outcome
                    break
                }
                position[token.path] = chain.count
                chain.append((token, target))
                token = next
            }
            for (token, target) in chain.reversed() {
                let path = token.path
                outcome = outcome.flatMap { next in
                    if let own = token.type, let theirs = next.type, own != theirs {
                        return .failure(TokenError(path: path, message: "is a \(own) token but refers to {\((next.typedAt ?? target).replacingSlashes())}, a \(theirs) token", line: token.value.line, column: token.value.column))
                    }
                    return .success(Resolution(literal: next.literal, type: token.type ?? next.type,
                                               typedAt: token.type == nil ? next.typedAt : path, aliasOf: target))
                }
                results[path] = outcome
            }
            return results[start.path] ?? outcome
        }
    }

    /// Every token's value in one mode: its own mode value (a literal, or an alias followed in that mode), else,
    /// for an alias, its target's value in that mode, else its value. Like ``AliasResolver``, each token is
    /// walked once.
    private struct ModeResolver {
        let mode: String
        let raw: [String: RawToken]
        let base: TokenSet
        private var results: [String: Result<DesignToken.Value, TokenError>] = [:]
        /// What reading the mode's own values warned of.
        private(set) var warnings: [TokenError] = []

        init(mode: String, raw: [String: RawToken], base: TokenSet) {
            self.mode = mode
            self.raw = raw
            self.base = base
        }

        mutating func value(_ start: String) -> Result<DesignToken.Value, TokenError> {
            if let known = results[start] { return known }
            var chain: [String] = []
            var visited: Set<String> = []
            var current = start
            var outcome: Result<DesignToken.Value, TokenError>
            while true {
                if let known = results[current] {
                    outcome = known
                    break
                }
                guard let token = raw[current], let resolved = base.tokens[current] else {
                    outcome = .failure(TokenError(path: current, message: "its \(mode) value refers to {\(current.replacingSlashes())}, which is not a token", line: 1, column: 1))
                    break
                }
                guard visited.insert(current).inserted else {
                    outcome = .failure(TokenError(path: current, message: "alias cycle in mode '\(mode)' through \(current)", line: token.value.line, column: token.value.column))
                    break
                }
                let own = token.modes[mode]
                let node = own ?? token.value
                if let target = TokenSet.aliasTarget(node) {
                    guard raw[target] != nil else {
                        outcome = .failure(TokenError(path: current, message: "its \(mode) value refers to {\(target.replacingSlashes())}, which is not a token", line: node.line, column: node.column))
                        break
                    }
                    chain.append(current)
                    current = target
                    continue
                }
                guard let own else {
                    outcome = .success(resolved.value)
                    break
                }
                var found: [Invalid] = []
                outcome = TokenSet.value(of: own, kind: resolved.kind, parts: base, warnings: &found).mapError {
                    $0.error(path: current, value: own, prefix: "its \(mode) value: ")
                }
                warnings += found.map { $0.error(path: current, value: own, prefix: "its \(mode) value: ", severity: .warning) }
                break
            }
            results[current] = outcome
            for path in chain { results[path] = outcome }
            return outcome
        }
    }

    /// A token as written, before its alias and type are resolved.
    private struct RawToken {
        var path: String
        var type: String?
        var value: JSONNode
        var description: String?
        /// `$deprecated`: nil, or why (empty when the file gives no reason), its own or its group's.
        var deprecated: String?
        /// `$extensions.mode`: the token's value in other modes (`{"dark": "#6F9DFF"}`), literal or alias.
        var modes: [String: JSONNode] = [:]
    }

    private static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$schema", "$deprecated", "$root"]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// Walks groups with an explicit stack: the file is data, and its nesting is not ours to trust.
    private static func collect(_ root: JSONNode, errors: inout [TokenError]) -> [String: RawToken] {
        var tokens: [String: RawToken] = [:]
        guard root.members != nil else {
            errors.append(TokenError(path: "", message: "the file must be one JSON object of token groups; found \(root.kindDescription)", line: root.line, column: root.column))
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
                    if member.key == "$root" {
                        errors.append(TokenError(path: pathText, message: "$root must be a token, an object with \"$value\"", line: member.value.line, column: member.value.column))
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
                    deprecated: deprecated,
                    modes: modes
                )
            }
        }
        return tokens
    }

    /// A dimension or duration as written when its unit is not the one Specimen keeps it in (`1rem`, `0.6s`).
    private static func writtenInOtherUnit(_ node: JSONNode, kind: DesignToken.Kind) -> String? {
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
        return (Int64(exactly: number).map(String.init) ?? String(number)) + unit
    }

    /// `$deprecated`: true (no reason given), a reason, or false (not deprecated, whatever its group says).
    private static func deprecation(_ node: JSONNode) -> Result<String?, Invalid> {
        switch node.value {
        case let .bool(isDeprecated): .success(isDeprecated ? "" : nil)
        case let .string(reason): .success(reason)
        default: .failure(Invalid(message: "$deprecated must be true, false or a reason; found \(node.kindDescription)", at: node))
        }
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
    static func aliasTarget(_ node: JSONNode) -> String? {
        guard let text = node.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return text.dropFirst().dropLast().replacingDots()
    }

    /// What is wrong with a value, and the part of it that is, when that is not the whole value.
    struct Invalid: Error {
        var message: String
        var at: JSONNode?

        /// The problem as a token's error (or warning), at the part of `value` it names.
        func error(path: String, value: JSONNode, prefix: String = "", severity: TokenError.Severity = .error) -> TokenError {
            TokenError(path: path, message: prefix + message, line: (at ?? value).line, column: (at ?? value).column,
                       severity: severity)
        }
    }

    /// `node` read as a value of `kind`; what is wrong with a value that is read but not as written (a colour sRGB
    /// cannot show) goes to `warnings`. A composite's parts may refer to tokens of `parts`.
    static func value(of node: JSONNode, kind: DesignToken.Kind, parts: TokenSet, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        let shown = node.string.map { "'\($0)'" } ?? node.kindDescription
        switch kind {
        case .color:
            if let fields = node.members {
                return colorObject(node, fields: fields, warnings: &warnings).map(DesignToken.Value.color)
            }
            guard let text = node.string, let color = Color(hex: text) else {
                return .failure(Invalid(message: "\(shown) is not a colour; write #RGB, #RRGGBB, #RRGGBBAA "
                                        + "or {\"colorSpace\": …, \"components\": […]}"))
            }
            return .success(.color(color))
        case .dimension:
            guard let pixels = measure(node, units: ["px": 1, "rem": 16]) else {
                return .failure(Invalid(message: "\(shown) is not a dimension; write \"8px\", \"0.5rem\" or {\"value\": 8, \"unit\": \"px\"}"))
            }
            return checked(pixels, in: DesignToken.dimensionRange, shown: shown, unit: "px").map(DesignToken.Value.dimension)
        case .duration:
            guard let milliseconds = measure(node, units: ["ms": 1, "s": 1_000]) else {
                return .failure(Invalid(message: "\(shown) is not a duration; write \"120ms\", \"0.2s\" or {\"value\": 120, \"unit\": \"ms\"}"))
            }
            return checked(milliseconds, in: DesignToken.durationRange, shown: shown, unit: "ms").map(DesignToken.Value.duration)
        case .number:
            guard let number = node.number else {
                return .failure(Invalid(message: "\(shown) is not a number"))
            }
            return checked(number, in: DesignToken.numberRange, shown: shown, unit: "").map(DesignToken.Value.number)
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
        case .cubicBezier:
            return cubicBezier(node).map(DesignToken.Value.cubicBezier)
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
            return composite(node, kind: kind, parts: parts, warnings: &warnings)
        }
    }

    /// `value` when `range` holds it; otherwise an error that gives the range, in `unit`.
    static func checked(_ value: Double, in range: ClosedRange<Double>, shown: String, unit: String) -> Result<Double, Invalid> {
        guard range.contains(value) else {
            func text(_ bound: Double) -> String { Int64(exactly: bound).map(String.init) ?? String(bound) }
            return .failure(Invalid(message: "\(shown) is out of range; allowed: \(text(range.lowerBound))…\(text(range.upperBound))\(unit)"))
        }
        return .success(value)
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
