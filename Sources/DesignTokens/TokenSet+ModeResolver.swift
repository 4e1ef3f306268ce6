extension TokenSet {
    /// Every token's value in one mode: its own mode value (a literal, or an alias followed in that mode), else,
    /// for an alias, its target's value in that mode, else its value, read again when it is a composite whose
    /// parts refer to tokens that have other values in the mode (a border's colour). Like ``AliasResolver``,
    /// each token is walked once.
    struct ModeResolver {
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
                    outcome = .failure(TokenError(path: current, message: "alias cycle in mode '\(mode)' through \(current)", at: token.value))
                    break
                }
                let own = token.modes[mode]
                let node = own ?? token.value
                if let target = TokenSet.aliasTarget(node) {
                    guard raw[target] != nil else {
                        outcome = .failure(TokenError(path: current, message: "its \(mode) value refers to {\(target.replacingSlashes())}, which is not a token", at: node, missingTarget: target))
                        break
                    }
                    chain.append(current)
                    current = target
                    continue
                }
                let (parts, partsDiffer) = partsInMode(of: node)
                guard own != nil || partsDiffer else {
                    outcome = .success(resolved.value)
                    break
                }
                var found: [Invalid] = []
                outcome = TokenSet.value(of: node, kind: resolved.kind, parts: parts, warnings: &found).mapError {
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

        /// The tokens the parts of a literal refer to (`{color.line}` in a border), with their values in this
        /// mode, and whether any of those differs from its value in the set. Parts are of simpler types than the
        /// composites that hold them, so this recursion ends at once.
        private mutating func partsInMode(of literal: JSONNode) -> (TokenSet, differ: Bool) {
            var parts = TokenSet()
            var differ = false
            for target in Set(TokenSet.aliasTargets(in: literal)).sorted() {
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
