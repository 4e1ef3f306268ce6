extension TokenSet {
    /// Where an alias chain ends, and the type it gives.
    struct Resolution {
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
    struct AliasResolver {
        let raw: [String: RawToken]
        /// The files (by number) in Style Dictionary's plain form, whose references may name a group of plain
        /// values, as its reference helper resolves them to the object.
        let groupReferences: Set<Int>
        private var results: [String: Result<Resolution, TokenError>] = [:]

        /// The paths of the groups of `raw`'s tokens, when some file's references may name one.
        private let groups: Set<String>

        init(raw: [String: RawToken], groupReferences: Set<Int> = []) {
            self.raw = raw
            self.groupReferences = groupReferences
            var groups: Set<String> = []
            if !groupReferences.isEmpty {
                for path in raw.keys {
                    var parts = path.split(separator: "/").dropLast()
                    while !parts.isEmpty, groups.insert(parts.joined(separator: "/")).inserted { parts = parts.dropLast() }
                }
            }
            self.groups = groups
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
                                                  at: token.value))
                    for link in chain[first...] { results[link.token.path] = outcome }
                    chain.removeSubrange(first...)
                    break
                }
                guard let target = TokenSet.aliasTarget(token.value) else {
                    let type = token.type ?? token.groupType
                    outcome = .success(Resolution(literal: token.path, type: type, typedAt: type.map { _ in token.path }))
                    results[token.path] = outcome
                    break
                }
                guard let next = raw[target] else {
                    outcome = .failure(missing(target, from: token))
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
                    let other = DesignToken.Kind.other.rawValue
                    // A number may alias a dimension and the reverse, as Tokens Studio's sizes do: read as its own.
                    let interchangeable: Set<String> = ["number", "dimension"]
                    // A colour may alias a gradient, as CSS backgrounds take either (`linear-gradient()` in a colour):
                    // read as the gradient.
                    let gradientColour = token.type == DesignToken.Kind.color.rawValue && next.type == DesignToken.Kind.gradient.rawValue
                    if let own = token.type, let theirs = next.type, own != theirs, own != other, theirs != other,
                       !(interchangeable.contains(own) && interchangeable.contains(theirs)), !gradientColour {
                        return .failure(TokenError(path: path, message: "is a \(own) token but refers to {\((next.typedAt ?? target).replacingSlashes())}, a \(theirs) token", at: token.value))
                    }
                    // An alias of no type of its own takes its target's before its group's (Format Module 2025.10,
                    // type resolution).
                    let type = gradientColour ? next.type : token.type ?? next.type ?? token.groupType
                    return .success(Resolution(literal: next.literal, type: type,
                                               typedAt: token.type != nil || next.type == nil ? path : next.typedAt, aliasOf: target))
                }
                results[path] = outcome
            }
            return results[start.path] ?? outcome
        }

        /// The error of `token`'s reference to `target`, which is no token: kept as written where it names a group
        /// in a file whose form lets it (``groupReferences``).
        private func missing(_ target: String, from token: RawToken) -> TokenError {
            if groupReferences.contains(token.value.file), groups.contains(target) {
                var error = TokenError(path: token.path, message: "refers to {\(target.replacingSlashes())}, a group, as Style Dictionary's "
                                       + "references may: it is kept as written", at: token.value)
                error.keptAsWritten = true
                return error
            }
            return TokenError(path: token.path, message: "refers to {\(target.replacingSlashes())}, which is not a token", at: token.value, missingTarget: target)
        }
    }
}
