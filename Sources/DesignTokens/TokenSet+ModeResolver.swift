extension TokenSet {
    /// Every token's value in one mode: its own mode value (a literal, or an alias followed in that mode), else,
    /// for an alias, its target's value in that mode, else its value. Like ``AliasResolver``, each token is
    /// walked once.
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
}
