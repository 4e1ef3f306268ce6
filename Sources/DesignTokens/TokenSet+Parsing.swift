import Foundation

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
    static func read(_ composition: TokenComposition, external: ExternalDocuments = ExternalDocuments(),
                     errors: inout [TokenError]) -> TokenSet {
        var departures = Departures()
        let (composition, forms) = normalizingForms(of: composition, departures: &departures, errors: &errors)
        guard let merged = TokenComposition.merged(composition.base, keepingRoots: composition.keepsRoots) else { return TokenSet() }
        let (root, failedReferences) = resolvingReferences(merged, external: external, errors: &errors)
        var notes = TypeNotes()
        let rootTypes = rootTypes(of: composition.base + composition.modes.flatMap(\.documents), notes: &notes, errors: &errors)
        var raw = collect(root, rootTypes: rootTypes, failedReferences: Set(failedReferences.keys), notes: &notes,
                          departures: &departures, errors: &errors)
        raw = evaluatingExpressions(in: raw, departures: &departures, errors: &errors)
        var modeOnly: [String: [String: RawToken]] = [:]
        for mode in composition.modes {
            modeOnly[mode.name] = overrideValues(in: &raw, with: mode, rootTypes: rootTypes, external: external,
                                                 departures: &departures, errors: &errors)
        }
        errors += notes.told(into: &departures)
        var set = TokenSet()
        let resolved = resolvingAliases(in: raw, forms: forms, into: &set, departures: &departures, errors: &errors)
        readValues(of: resolved, raw: raw, failedReferences: failedReferences, into: &set, departures: &departures, errors: &errors)
        if raw.values.contains(where: { $0.modifier != nil }) {
            applyModifiers(to: &set, raw: raw, departures: &departures, errors: &errors)
        }
        errors += departures.warnings
        set.departures = departures
        set.forms = forms
        set.keepPathsSorted()
        set.hasDeprecatedTokens = set.tokens.values.contains { $0.deprecated != nil }
        resolveModes(of: &set, raw: raw, modeOnly: modeOnly, errors: &errors)
        return set
    }

    /// A token whose alias is resolved, with the kind its value is read as.
    private typealias ResolvedToken = (path: String, token: RawToken, resolution: Resolution, kind: DesignToken.Kind)

    /// The composition with each document in the Format Module's form, and the form each file was written in.
    private static func normalizingForms(of composition: TokenComposition, departures: inout Departures,
                                         errors: inout [TokenError]) -> (TokenComposition, [Int: TokenForm]) {
        var composition = composition
        var forms = composition.forms
        composition.base = composition.base.map { document in
            let (normalized, form) = TokenForm.normalized(document, departures: &departures, errors: &errors)
            forms[document.file] = forms[document.file] ?? form
            return normalized
        }
        for index in composition.modes.indices {
            // The mode's documents are the set's with some others, each a document of its own (a resolver may put
            // members beside a file's $ref): what they share with the set is counted once, by the set.
            var counted = departures
            composition.modes[index].documents = composition.modes[index].documents.map { document in
                // A mode's own file in a form not read is told like the set's (the same error twice is told once).
                let (normalized, form) = TokenForm.normalized(document, departures: &counted, errors: &errors)
                forms[document.file] = forms[document.file] ?? form
                return normalized
            }
        }
        return (composition, forms)
    }

    /// Each token's alias resolved, in path order, with the kind it is read as; one whose alias cannot be is shown
    /// as written in `set`.
    private static func resolvingAliases(in raw: [String: RawToken], forms: [Int: TokenForm], into set: inout TokenSet,
                                         departures: inout Departures, errors: inout [TokenError]) -> [ResolvedToken] {
        var aliases = AliasResolver(raw: raw, groupReferences: Set(forms.filter { $0.value == .styleDictionary }.map(\.key)))
        var resolved: [ResolvedToken] = []
        for path in raw.keys.sorted() {
            guard let token = raw[path] else { continue }
            switch aliases.resolve(token) {
            case let .failure(error):
                // A reference kept as written (to a group, in Style Dictionary's form) is shown so, not told.
                if !error.keptAsWritten { errors.append(error) }
                set.unreadable[path] = error
                set.notRead[path] = asWritten(token)
            case let .success(resolution):
                guard let typeName = resolution.type else {
                    // A colour is told by its form; any other value of no type is shown as written.
                    let kind: DesignToken.Kind = raw[resolution.literal]?.value.string.flatMap { Color(hex: $0) } != nil ? .color : .other
                    departures.note("a token of no $type (a colour read by its form, any other value shown as written)", at: token.value, path: path)
                    resolved.append((path, token, resolution, kind))
                    continue
                }
                resolved.append((path, token, resolution, DesignToken.Kind.named(typeName) ?? .other))
            }
        }
        return resolved
    }

    /// Each resolved token's literal value read as its kind into `set`, or the token shown as written with its error.
    private static func readValues(of resolved: [ResolvedToken], raw: [String: RawToken], failedReferences: [TokenError.Position: TokenError],
                                   into set: inout TokenSet, departures: inout Departures, errors: inout [TokenError]) {
        var literals: [LiteralKey: Result<DesignToken.Value, TokenError>] = [:]
        // A composite value's parts may refer to tokens of the simpler types (a border's colour to a colour token):
        // those are all read first.
        for tier in 0...2 {
            var entries = resolved.filter { readingTier(of: $0.kind) == tier }
            if tier == 2 {
                entries = inDependencyOrder(entries, raw: raw)
            }
            for (path, token, resolution, kind) in entries {
                guard let literalToken = raw[resolution.literal] else { continue }
                let key = LiteralKey(path: resolution.literal, kind: kind)
                let literal = literals[key] ?? literalValue(literalToken, kind: kind, parts: set, warnings: &errors, departures: &departures)
                literals[key] = literal
                switch literal {
                case let .failure(error):
                    // A value that fails where a $ref failed follows from that error, which is told already; one
                    // kept as written is told once for its file (``Departures/warnings``).
                    set.notRead[path] = asWritten(token)
                    if error.keptAsWritten {
                        set.unreadable[path] = error
                        continue
                    }
                    if let cause = failedReferences[error.position] {
                        set.unreadable[path] = cause
                        continue
                    }
                    errors.append(error)
                    set.unreadable[path] = error
                case let .success(value):
                    set.tokens[path] = DesignToken(path: path, kind: Self.kind(of: value, declared: kind), value: value, description: token.description,
                                                   aliasOf: resolution.aliasOf, line: token.value.line, column: token.value.column, file: token.value.file,
                                                   deprecated: token.deprecated, written: writtenInOtherUnit(literalToken.value, kind: kind),
                                                   writtenType: kind == .other ? token.writtenType ?? literalToken.writtenType : nil,
                                                   proposed: token.proposed)
                }
            }
        }
    }

    /// Each colour token with a Tokens Studio modifier takes its modified colour, and each alias that leads to one
    /// takes that (the first modified token along its chain). Each token's chain is walked once: what a token
    /// leads to is kept for every alias that passes through it.
    private static func applyModifiers(to set: inout TokenSet, raw: [String: RawToken], departures: inout Departures, errors: inout [TokenError]) {
        // A mix's colour is its token's as read, before any modifier: the same whatever order they are applied in.
        let read = set
        for path in set.tokens.keys.sorted() {
            guard let token = raw[path], let named = token.modifier, case let .color(color)? = set.tokens[path]?.value else { continue }
            guard let amounted = named.resolved(in: raw) else {
                let written = named.amountExpression ?? "{\((named.amountToken ?? "").replacingSlashes())}"
                errors.append(TokenError(path: path, message: "a Tokens Studio colour modifier's value, \(written), is no amount from 0 to 1", at: token.value))
                continue
            }
            guard let modifier = amounted.mixing({ target in
                if case let .color(other)? = read.tokens[target]?.value { other } else { nil }
            }) else {
                errors.append(TokenError(path: path, message: "a Tokens Studio mix's color, {\((named.otherToken ?? "").replacingSlashes())}, is no colour token; "
                                         + "allowed: a {reference} to a colour token, or a colour as CSS writes it", at: token.value))
                continue
            }
            if modifier.mixesNothing {
                departures.note("a Tokens Studio mix that names no colour (left unmixed, as sd-transforms leaves it)", at: token.value, path: path)
                continue
            }
            set.tokens[path]?.value = .color(modifier.applied(to: color))
            // A pipeline's `modify` beside $value is counted where it is read.
            guard !modifier.sassLightness else { continue }
            departures.note(["srgb", "hsl"].contains(modifier.space) ? "a Tokens Studio colour modifier, worked out"
                                : "a Tokens Studio colour modifier in \(modifier.space), worked out in srgb", at: token.value, path: path)
        }
        // Token → the modified token its chain reaches first (nil: none), worked out along each chain once.
        var reaches: [String: String?] = [:]
        for start in set.tokens.keys.sorted() where raw[start]?.modifier == nil {
            var walked: [String] = []
            var seen: Set<String> = []
            var current: String? = start
            var found: String?
            while let path = current, seen.insert(path).inserted {
                if let known = reaches[path] {
                    found = known
                    break
                }
                if path != start, raw[path]?.modifier != nil {
                    found = path
                    break
                }
                walked.append(path)
                current = set.tokens[path]?.aliasOf
            }
            for path in walked { reaches[path] = .some(found) }
            if let found, let value = set.tokens[found]?.value {
                set.tokens[start]?.value = value
            }
        }
    }

    /// Composite tokens ordered so that one whose array items alias others (`["{shadow.sm}", {…}]`) is read after
    /// them, to a depth of ``itemAliasDepth``; in path order otherwise.
    private static func inDependencyOrder(_ entries: [ResolvedToken], raw: [String: RawToken]) -> [ResolvedToken] {
        let paths = Set(entries.map(\.path))
        let dependencies = entries.map { entry in
            (raw[entry.resolution.literal].map { aliasTargets(in: $0.value) } ?? []).filter(paths.contains)
        }
        guard dependencies.contains(where: { !$0.isEmpty }) else { return entries }
        var level: [String: Int] = [:]
        for _ in 0..<itemAliasDepth {
            var changed = false
            for (entry, targets) in zip(entries, dependencies) where !targets.isEmpty {
                let next = 1 + (targets.map { level[$0] ?? 0 }.max() ?? 0)
                if next != level[entry.path], next <= itemAliasDepth {
                    level[entry.path] = next
                    changed = true
                }
            }
            if !changed { break }
        }
        return entries.enumerated().sorted { (level[$0.element.path] ?? 0, $0.offset) < (level[$1.element.path] ?? 0, $1.offset) }.map(\.element)
    }

    /// How deep composites' array items may alias composites that alias others.
    static let itemAliasDepth = 8

    /// A literal `$value` read as a kind: the cache key, since every alias of a token reads the same literal.
    private struct LiteralKey: Hashable {
        var path: String
        var kind: DesignToken.Kind
    }

    private static func literalValue(_ token: RawToken, kind: DesignToken.Kind, parts: TokenSet,
                                     warnings: inout [TokenError], departures: inout Departures) -> Result<DesignToken.Value, TokenError> {
        if let reason = token.keptAsWritten {
            departures.note(reason, at: token.value, path: token.path, told: true)
            var error = TokenError(path: token.path, message: reason, at: token.value)
            error.keptAsWritten = true
            return .failure(error)
        }
        // A value worked out from others' that could not be is told as it was found (``evaluatingExpressions``).
        if let failure = token.failure { return .failure(failure) }
        var found: [Invalid] = []
        defer {
            for invalid in found {
                if invalid.departure {
                    departures.note(invalid.message, at: invalid.at ?? token.value, path: token.path, told: invalid.told)
                } else {
                    warnings.append(invalid.error(path: token.path, value: token.value, severity: .warning))
                }
            }
        }
        return tokenValue(of: token.value, kind: kind, parts: parts, warnings: &found).mapError { $0.error(path: token.path, value: token.value) }
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
        /// Whether it is a departure from the Format Module 2025.10 that is read all the same (``Departures``):
        /// the message then says what departs, the same for every token that does.
        var departure = false
        /// For a departure: whether the build warns of it too, once per file (``Departures/Entry/told``).
        var told = false
        /// Whether the value is kept as written rather than wrong (CSS only a browser works out, or a composite
        /// with such a part): its file's one warning of the form tells it, not an error of its own.
        var keptAsWritten = false
        /// Where the error this one follows from is (a part's token that has one of its own), so that the build
        /// tells that one, with a count of those that follow.
        var cause: TokenError.Position?
        /// The token a part refers to that the set lacks (``TokenError/missingTarget``).
        var missingTarget: String?
        /// Whether the token's own parts contradict each other (``TokenError/isConflict``).
        var conflict = false

        /// A departure from the 2025.10 form at `node`.
        static func departure(_ what: String, at node: JSONNode) -> Invalid {
            Invalid(message: what, at: node, departure: true)
        }

        /// The problem as a token's error (or warning), at the part of `value` it names.
        func error(path: String, value: JSONNode, prefix: String = "", severity: TokenError.Severity = .error) -> TokenError {
            var error = TokenError(path: path, message: prefix + message, at: at ?? value, severity: severity)
            error.keptAsWritten = keptAsWritten
            error.cause = cause
            error.missingTarget = missingTarget
            error.isConflict = conflict
            return error
        }
    }

    /// A token that could not be read, as its file writes it.
    static func asWritten(_ token: RawToken) -> DesignToken {
        DesignToken(path: token.path, kind: .other, value: .asWritten(token.value.compactText()), description: token.description,
                    aliasOf: nil, line: token.value.line, column: token.value.column, file: token.value.file,
                    deprecated: token.deprecated, written: nil, writtenType: token.writtenType ?? token.type ?? token.groupType,
                    proposed: token.proposed)
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
