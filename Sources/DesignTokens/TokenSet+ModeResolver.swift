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
                let (parts, partsDiffer) = partsInMode(of: node)
                if own == nil, !partsDiffer, let resolved = base.tokens[current] {
                    outcome = .success(resolved.value)
                    break
                }
                var found: [Invalid] = []
                outcome = TokenSet.tokenValue(of: node, kind: kind, parts: parts, warnings: &found).mapError {
                    $0.error(path: current, value: node, prefix: "its \(mode) value: ")
                }
                // Warnings about the value as written are told once, where the set's own value is read.
                if own != nil {
                    warnings += found.filter { !$0.departure }.map { $0.error(path: current, value: node, prefix: "its \(mode) value: ", severity: .warning) }
                }
                break
            }
            results[current] = outcome
            for path in chain { results[path] = outcome }
            return outcome
        }

        /// The kind of a token the set has, or of one only the mode defines: its `$type`, its group's, or a colour
        /// told by its form. Nil for a token the set could not read.
        private func kind(of path: String) -> DesignToken.Kind? {
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
    /// Gives each token that `mode`'s documents define with another value than `raw`'s that value in the mode,
    /// as `$extensions.mode` would.
    /// - Returns: the tokens only the mode defines, each with its value as its value in the mode: the mode's
    ///   aliases may lead to them (``ModeResolver``), though the set lacks them, which a warning tells once.
    static func overrideValues(in raw: inout [String: RawToken], with mode: TokenComposition.Mode,
                               rootTypes: [Int: InheritedType], external: ExternalDocuments,
                               errors: inout [TokenError]) -> [String: RawToken] {
        guard let merged = TokenComposition.merged(mode.documents) else { return [:] }
        let (root, _) = resolvingReferences(merged, external: external, errors: &errors)
        // The mode's documents are the set's with some others: what they share is told once, by the set.
        var notes = TypeNotes()
        var departures = Departures()
        var modeErrors: [TokenError] = []
        // Errors in the mode's expressions are the set's, told once where the set's own are worked out.
        let tokens = evaluatingExpressions(in: collect(root, rootTypes: rootTypes, notes: &notes, departures: &departures, errors: &errors),
                                           departures: &departures, errors: &modeErrors)
        var modeOnly: [String: RawToken] = [:]
        for path in tokens.keys.sorted() {
            guard var token = tokens[path] else { continue }
            guard var base = raw[path] else {
                token.modes[mode.name] = token.value
                modeOnly[path] = token
                continue
            }
            if token.value != base.value {
                base.modes[mode.name] = token.value
                raw[path] = base
            }
        }
        if let first = modeOnly.keys.min(), let token = modeOnly[first] {
            let others = modeOnly.count == 1 ? "" : ", as \(modeOnly.count == 2 ? "is 1 other token" : "are \(modeOnly.count - 1) other tokens")"
            let it = modeOnly.count == 1 ? "it" : "them"
            errors.append(TokenError(path: first, message: "is defined only in mode '\(mode.name)'\(others), so the site's tokens lack \(it); the mode's aliases to \(it) are followed; to have \(it) in the site's tokens, define \(it) in a set, or in every context of the modifier", at: token.value, severity: .warning))
        }
        return modeOnly
    }
}
