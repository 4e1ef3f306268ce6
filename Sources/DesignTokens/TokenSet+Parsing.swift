extension TokenSet {
    /// Reads a tokens file. Every problem is reported, each naming its token path, line and column; the tokens
    /// that are valid are kept.
    /// - Parameter json: the file's text.
    /// - Returns: the tokens and the problems, sorted by position.
    public static func parse(json: String) -> (TokenSet, [TokenError]) {
        load(entry: "tokens.json", from: .single("tokens.json", text: json))
    }

    /// The set `composition` makes: its documents merged, aliases resolved, and each mode's values where its
    /// documents give a token another value than the base does.
    static func read(_ composition: TokenComposition, errors: inout [TokenError]) -> TokenSet {
        guard let merged = TokenComposition.merged(composition.base) else { return TokenSet() }
        let (root, failedReferences) = resolvingReferences(merged, errors: &errors)
        var raw = collect(root, errors: &errors)
        for mode in composition.modes {
            overrideValues(in: &raw, with: mode, errors: &errors)
        }
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
                    let error = TokenError(path: path, message: "has no $type, on the token or a group above it; allowed: \(DesignToken.Kind.allCases.map(\.rawValue).joined(separator: ", "))", at: token.value)
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
                                                   aliasOf: resolution.aliasOf, line: token.value.line, column: token.value.column, file: token.value.file,
                                                   deprecated: token.deprecated, written: writtenInOtherUnit(literalToken.value, kind: kind),
                                                   proposed: token.proposed)
                }
            }
        }
        set.keepPathsSorted()
        set.hasDeprecatedTokens = set.tokens.values.contains { $0.deprecated != nil }
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
        return set
    }

    /// Gives each token that `mode`'s documents define with another value than `raw`'s that value in the mode,
    /// as `$extensions.mode` would.
    private static func overrideValues(in raw: inout [String: RawToken], with mode: TokenComposition.Mode,
                                       errors: inout [TokenError]) {
        guard let merged = TokenComposition.merged(mode.documents) else { return }
        let (root, _) = resolvingReferences(merged, errors: &errors)
        let tokens = collect(root, errors: &errors)
        for path in tokens.keys.sorted() {
            guard let token = tokens[path] else { continue }
            guard var base = raw[path] else {
                errors.append(TokenError(path: path, message: "is defined only in mode '\(mode.name)', so the site's tokens lack it; define it in a set, or in every context of the modifier", at: token.value, severity: .warning))
                continue
            }
            if token.value != base.value {
                base.modes[mode.name] = token.value
                raw[path] = base
            }
        }
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

    /// Every alias written inside `node` (its parts, at any depth), as token paths, in the order written.
    static func aliasTargets(in node: JSONNode) -> [String] {
        switch node.value {
        case let .object(members): members.flatMap { aliasTargets(in: $0.value) }
        case let .array(items): items.flatMap { aliasTargets(in: $0) }
        case .string: aliasTarget(node).map { [$0] } ?? []
        case .number, .bool, .null: []
        }
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
            TokenError(path: path, message: prefix + message, at: at ?? value, severity: severity)
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
            let names = DesignToken.fontWeightNames
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
            return .failure(Invalid(message: "\(shown) is out of range; allowed: \(DesignToken.text(range.lowerBound))…\(DesignToken.text(range.upperBound))\(unit)"))
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

extension StringProtocol {
    func replacingDots() -> String {
        String(map { $0 == "." ? "/" : $0 })
    }

    func replacingSlashes() -> String {
        String(map { $0 == "/" ? "." : $0 })
    }
}
