import DesignTokens

/// "Did you mean …?" for a misspelt name: of a preview property here, and of front-matter keys, token paths and
/// the like in the site's checks.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let scored = candidates.map { ($0, EditDistance.between(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= limit else { return nil }
        return best.0
    }
}
