import DesignTokens

/// A token value that no assessment gives, chosen by whoever wrote the tokens (`$extensions.proposed`), as pages mark
/// it: the mode it is proposed in (nil outside any mode) and why.
struct ProposedValue: Hashable {
    var mode: String?
    var reason: String
    /// The token whose file entry says so, when the value comes through an alias of it.
    var origin: String?

    /// Every proposed value of `path`: outside any mode, then in each of the set's modes where the reason differs.
    static func all(of path: String, in tokens: TokenSet) -> [ProposedValue] {
        var found: [ProposedValue] = []
        if let proposal = tokens.proposal(of: path, inMode: nil) {
            found.append(ProposedValue(mode: nil, reason: proposal.reason, origin: proposal.token == path ? nil : proposal.token))
        }
        for mode in tokens.modes {
            guard let proposal = tokens.proposal(of: path, inMode: mode),
                  !found.contains(where: { $0.reason == proposal.reason }) else { continue }
            found.append(ProposedValue(mode: mode, reason: proposal.reason, origin: proposal.token == path ? nil : proposal.token))
        }
        return found
    }
}
