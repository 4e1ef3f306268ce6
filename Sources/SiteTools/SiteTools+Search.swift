import Foundation
import Markdown
import PageTypes
import Search
import SiteModel

extension SiteTools {
    /// The longest passage text an answer gives, in characters.
    static let passageLength = 300

    /// The pages that match `query`, found and ranked by the site's own search (``SearchQuery`` over the index the
    /// build writes, the one the search box reads): each with its title, where it leads (the page, or the passage
    /// that matched), the passage's heading and text, and the page's twin.
    package func search(_ query: String, limit: Int = 10) -> Answer {
        guard query.utf8.count <= Self.inputLimit else { return .refused("the query is longer than \(Self.inputLimit) bytes") }
        guard (1...Self.resultLimit).contains(limit) else { return .refused("limit must be 1 to \(Self.resultLimit)") }
        guard query.contains(where: { $0.isLetter || $0.isNumber }) else { return .refused("give a word to search for") }
        guard let finder else {
            return .refused("this site has no search index: its theme has no assets/search.js; use get_page or list_components")
        }
        let found = finder.search(query, limit: limit)
        guard !found.isEmpty else {
            return .text("Nothing on the site matches '\(Self.quoted(query))'.", structured: ["query": .string(query), "results": []])
        }
        var lines: [String] = []
        var results: [JSONValue] = []
        for result in found {
            let passage = result.passages.first
            let heading = passage.flatMap { $0.heading.isEmpty ? nil : $0.heading }
            let text = String((passage?.text ?? "").prefix(Self.passageLength))
            let twin = MarkdownTwin.path(of: Route(path: result.path))
            let url = result.url.isEmpty || result.url.hasPrefix("#") ? "./" + result.url : result.url
            let title = result.title + (heading.map { " › " + $0 } ?? "")
            lines.append("- [\(TwinText.cell(title))](\(TwinText.destination(url))) (twin: \(TwinText.destination(twin))): \(TwinText.cell(text))")
            results.append(["title": .string(result.title), "url": .string(url), "section": heading.map(JSONValue.string) ?? .null,
                            "passage": .string(text), "twin": .string(twin)])
        }
        return .text(lines.joined(separator: "\n") + "\n", structured: ["query": .string(query), "results": .array(results)])
    }
}
