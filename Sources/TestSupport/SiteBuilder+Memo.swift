import SiteBuilder

extension SiteBuilder {
    /// Builds reusing `memo` and leaves the next build's memo in it, as `specimen serve` does between saves.
    public func build(advancing memo: inout BuildMemo) -> BuildReport {
        let (report, next) = build(reusing: memo)
        memo = next
        return report
    }
}
