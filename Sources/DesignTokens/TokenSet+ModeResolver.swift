extension TokenSet {
    /// Every token's value in one mode: its own mode value (a literal, or an alias followed in that mode), else,
    /// for an alias, its target's value in that mode, else its value, read again when it is a composite whose
    /// parts refer to tokens that have other values in the mode (a border's colour). Like ``AliasResolver``,
    /// each token is walked once.
    ///
    /// A mode is its context as a whole (Resolver Module 2025.10): the tokens only its documents define are
    /// among those its aliases may lead to, though the set lacks them.
    struct ModeResolver {
        let mode: String
        let raw: [String: RawToken]
        /// The tokens only the mode defines, each with its value as its value in the mode.
        let modeOnly: [String: RawToken]
        let base: TokenSet
        private var results: [String: Result<DesignToken.Value, TokenError>] = [:]
        /// What reading the mode's own values warned of.
        private(set) var warnings: [TokenError] = []

        init(mode: String, raw: [String: RawToken], modeOnly: [String: RawToken] = [:], base: TokenSet) {
            self.mode = mode
            self.raw = raw
            self.modeOnly = modeOnly
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
                    chain.append(current)
                    break
                }
                guard let token = raw[current] ?? modeOnly[current], let kind = kind(of: current) else {
                    outcome = .failure(TokenError(path: current, message: "its \(mode) value refers to {\(current.replacingSlashes())}, which is not a token", line: 1, column: 1))
                    break
                }
                guard visited.insert(current).inserted else {
                    outcome = .failure(TokenError(path: current, message: "alias cycle in mode '\(mode)' through \(current)", at: token.value))
                    break
                }
                let own = token.modes[mode]
                let node = own ?? token.value
                if let target = TokenSet.aliasTarget(node) {
                    guard (raw[target] ?? modeOnly[target]) != nil else {
                        outcome = .failure(TokenError(path: current, message: "its \(mode) value refers to {\(target.replacingSlashes())}, which is not a token", at: node, missingTarget: target))
                        break
                    }
                    chain.append(current)
                    current = target
                    continue
                }
                if own != nil, kind == .color, let text = node.string, case let .success(form)? = ColourAtAlpha.read(text) {
                    outcome = colourAtAlpha(form, path: current, at: node)
                    break
                }
                let (parts, partsDiffer) = partsInMode(of: node)
                if own == nil, !partsDiffer, let resolved = base.tokens[current] {
                    outcome = .success(resolved.value)
                    break
                }
                var found: [Invalid] = []
                outcome = TokenSet.value(of: node, kind: kind, parts: parts, warnings: &found).mapError {
                    $0.error(path: current, value: node, prefix: "its \(mode) value: ")
                }
                // Warnings about the value as written are told once, where the set's own value is read.
                if own != nil {
                    warnings += found.filter { !$0.departure }.map { $0.error(path: current, value: node, prefix: "its \(mode) value: ", severity: .warning) }
                }
                break
            }
            // Each token's Tokens Studio modifier in the mode changes what its alias leads to, the nearest first.
            if chain.last != current { outcome = modified(outcome, at: current) }
            results[current] = outcome
            for path in chain.dropLast(chain.last == current ? 1 : 0).reversed() {
                outcome = modified(outcome, at: path)
                results[path] = outcome
            }
            return results[start] ?? outcome
        }

        /// `outcome`, a colour, changed by the Tokens Studio modifier the token at `path` has in this mode's own
        /// documents (Sage's dark mode mixes with white); as it is when it has none, or one that cannot be worked out.
        private mutating func modified(_ outcome: Result<DesignToken.Value, TokenError>, at path: String) -> Result<DesignToken.Value, TokenError> {
            guard case let .success(.color(color)) = outcome, let named = raw[path]?.modeModifiers[mode] ?? modeOnly[path]?.modifier,
                  let amounted = named.resolved(in: modeOnly.isEmpty ? raw : raw.merging(modeOnly) { own, _ in own }) else { return outcome }
            var other: Color?
            if let target = amounted.otherToken, case let .success(.color(found)) = value(target) { other = found }
            guard let modifier = amounted.mixing({ _ in other }) else { return outcome }
            return .success(.color(modifier.applied(to: color)))
        }

        /// A mode's own `rgba({c}, a)` (``ColourAtAlpha``, Telekom's `{color, alpha}`): the colour `c` has in this
        /// mode, at the alpha.
        private mutating func colourAtAlpha(_ form: ColourAtAlpha, path: String, at node: JSONNode) -> Result<DesignToken.Value, TokenError> {
            // What refers back to this token finds it has no value yet, rather than walking round.
            results[path] = .failure(TokenError(path: path, message: "its \(mode) value refers to itself", at: node))
            guard case let .success(.color(color)) = value(form.reference) else {
                return .failure(TokenError(path: path, message: "its \(mode) value: {\(form.reference.replacingSlashes())} is not a colour token", at: node))
            }
            var alpha: Double
            switch form.alpha {
            case let .number(number):
                alpha = number
            case let .token(target):
                guard case let .success(.number(number)) = value(target) else {
                    return .failure(TokenError(path: path, message: "its \(mode) value: {\(target.replacingSlashes())} is not a number, the alpha", at: node))
                }
                alpha = number
            }
            return .success(.color(ColourAtAlpha.applying(alpha, to: color)))
        }

        /// The kind of a token the set has, or of one only the mode defines: its `$type`, its group's, or a colour
        /// told by its form. Nil for a token the set could not read.
        func kind(of path: String) -> DesignToken.Kind? {
            if let token = base.tokens[path] { return token.kind }
            guard let token = modeOnly[path] else { return nil }
            if let type = token.type ?? token.groupType { return DesignToken.Kind.named(type) ?? .other }
            return token.value.string.flatMap { Color(hex: $0) } != nil ? .color : .other
        }

        /// The tokens the parts of a literal refer to (`{color.line}` in a border), with their values in this
        /// mode, and whether any of those differs from its value in the set. Parts are of simpler types than the
        /// composites that hold them, so this recursion ends at once.
        private mutating func partsInMode(of literal: JSONNode) -> (TokenSet, differ: Bool) {
            var parts = TokenSet()
            var differ = false
            for target in Set(TokenSet.aliasTargets(in: literal)).sorted() {
                if let token = modeOnly[target], let kind = kind(of: target), case let .success(value) = value(target) {
                    parts.tokens[target] = DesignToken(path: target, kind: kind, value: value, line: token.value.line,
                                                       column: token.value.column, file: token.value.file)
                    differ = true
                    continue
                }
                guard var token = base.tokens[target] else {
                    parts.unreadable[target] = base.unreadable[target]
                    continue
                }
                if case let .success(value) = value(target), value != token.value {
                    token.value = value
                    differ = true
                }
                parts.tokens[target] = token
            }
            return (parts, differ)
        }
    }
}

extension TokenSet {
    /// What a token only some modes define departs in: the tokens page lists it, with its value in those modes.
    static let modeOnlyDeparture = "a token only some modes define (the tokens page shows its value in those modes and none outside them)"

    /// Gives each token that `mode`'s documents define with another value than `raw`'s that value in the mode,
    /// as `$extensions.mode` would.
    /// - Returns: the tokens only the mode defines, each with its value as its value in the mode: the mode's
    ///   aliases may lead to them (``ModeResolver``), and the tokens page lists them (``TokenSet/modeOnly``),
    ///   counted in `departures` for each file that defines them.
    static func overrideValues(in raw: inout [String: RawToken], with mode: TokenComposition.Mode,
                               rootTypes: [Int: InheritedType], external: ExternalDocuments,
                               departures: inout Departures, errors: inout [TokenError]) -> [String: RawToken] {
        guard let merged = TokenComposition.merged(mode.documents) else { return [:] }
        let (root, _) = resolvingReferences(merged, external: external, errors: &errors)
        // The mode's documents are the set's with some others: what they share is told once, by the set.
        var notes = TypeNotes()
        var modeDepartures = Departures()
        var modeErrors: [TokenError] = []
        // Errors in the mode's expressions are the set's, told once where the set's own are worked out.
        let collected = collect(root, rootTypes: rootTypes, notes: &notes, departures: &modeDepartures, errors: &errors)
        // A reference joined into a string may lead to a token only the set defines (Gestalt's `{dataviz.01}1A`
        // in its dark file): the mode's strings are worked out among the set's tokens, the mode's own in front.
        let evaluated = evaluatingExpressions(in: raw.merging(collected) { _, own in own }, departures: &modeDepartures, errors: &modeErrors)
        let tokens = evaluated.filter { collected[$0.key] != nil }
        var modeOnly: [String: RawToken] = [:]
        for path in tokens.keys.sorted() {
            guard var token = tokens[path] else { continue }
            guard var base = raw[path] else {
                token.modes[mode.name] = token.value
                modeOnly[path] = token
                departures.note(modeOnlyDeparture, at: token.value, path: path)
                continue
            }
            if token.value != base.value || token.modifier != base.modifier {
                base.modes[mode.name] = token.value
                base.modeModifiers[mode.name] = token.modifier
                raw[path] = base
            }
        }
        return modeOnly
    }

    /// Each mode's values (``modeValues``): every token's, and those of the tokens only some modes define, which
    /// become ``modeOnly``. A mode that only adds tokens is a mode too.
    static func resolveModes(of set: inout TokenSet, raw: [String: RawToken], modeOnly: [String: [String: RawToken]],
                             errors: inout [TokenError]) {
        let names = Set(raw.values.flatMap(\.modes.keys)).union(modeOnly.filter { !$0.value.isEmpty }.keys).sorted()
        var told: Set<TokenError> = []
        for mode in names {
            let own = modeOnly[mode] ?? [:]
            var resolver = ModeResolver(mode: mode, raw: raw, modeOnly: own, base: set)
            var values: [String: DesignToken.Value] = [:]
            for path in set.paths {
                switch resolver.value(path) {
                case let .success(value): values[path] = value
                case let .failure(error):
                    errors.append(error)
                    told.insert(error)
                }
            }
            for path in own.keys.sorted() {
                guard let token = own[path] else { continue }
                switch resolver.value(path) {
                case let .success(value):
                    values[path] = value
                    guard set.modeOnly[path] == nil, let kind = resolver.kind(of: path) else { continue }
                    set.modeOnly[path] = DesignToken(path: path, kind: kind, value: value, description: token.description,
                                                     aliasOf: aliasTarget(token.value), line: token.value.line,
                                                     column: token.value.column, file: token.value.file, deprecated: token.deprecated)
                // What the set's aliases led to is told already; a value kept as written is no fault of the mode.
                case let .failure(error) where !error.keptAsWritten && told.insert(error).inserted:
                    errors.append(error)
                case .failure: continue
                }
            }
            set.modeValues[mode] = values
            errors += resolver.warnings
        }
    }
}
