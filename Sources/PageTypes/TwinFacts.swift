/// What a page type adds to a page's Markdown twin (`index.md`, and `llms-full.txt`, which holds every twin): the
/// Markdown of what its template shows from the site's data, put before the page's own body or after it, where the
/// template puts it.
public struct TwinFacts: Sendable, Equatable {
    /// Markdown written after the page's title, summary and component facts, before its body.
    public var beforeBody: String
    /// Markdown written after the page's body.
    public var afterBody: String

    /// - Parameters:
    ///   - beforeBody: Markdown before the page's own body, ending in a blank line when not empty.
    ///   - afterBody: Markdown after it.
    public init(beforeBody: String = "", afterBody: String = "") {
        self.beforeBody = beforeBody
        self.afterBody = afterBody
    }
}
