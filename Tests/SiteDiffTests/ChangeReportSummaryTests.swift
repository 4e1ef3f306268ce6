import Foundation
import Markdown
@testable import SiteDiff
import Testing

/// The Markdown summary is posted as a pull-request comment from a stranger's commit: whatever a site title, page
/// title or token name holds, cmark-gfm reads the summary as the list Specimen wrote, with no element of theirs.
@Suite struct ChangeReportSummaryTests {
    static let hostileTitle = #"<img src="https://evil.example/t.png"> @octocat [x](https://evil.example) `code"#
        + "\n\n## Injected\n<script>alert(1)</script>"

    @Test("hostile site and page titles and token names stay text: no image, heading, link, mention or HTML")
    func hostileNames() throws {
        let comparison = try SiteComparisonTests.compare { content in
            try SiteComparisonTests.replace("title: Diff Fixture", with: "title: " + Self.yaml(Self.hostileTitle),
                                            in: content.appendingPathComponent("site.yml"))
            try SiteComparisonTests.replace("title: Writing component pages", with: "title: " + Self.yaml("``" + Self.hostileTitle),
                                            in: content.appendingPathComponent("guides/writing.md"))
            try SiteComparisonTests.replace(#""brand": {"#, with: ##""brand": { "``x](javascript:alert(1)) @octocat <img src=x>": {"$value": "#000000"},"##,
                                            in: content.appendingPathComponent("tokens.json"))
        }
        #expect(comparison.changes.count == 2, "\(comparison.changes.map(\.title.description))")
        let report = ChangeReport(comparison: comparison, oldName: "main`\n## x", newName: "@octocat")
        let markdown = report.markdown(reportURL: "changes/index.html> [y](https://evil.example)")
        let html = MarkdownRenderer().render(markdown).html
        #expect(html.components(separatedBy: "<h3").count == 2, "\(html)")
        for element in ["<img", "<h2", "<script", "<a href=\"https://evil", "<a href=\"javascript"] {
            #expect(!html.contains(element), "\(element) in \(html)")
        }
        // GitHub makes no mention of a name in a code span; outside them, none may be left.
        let outsideCode = html.split(separator: "<code>").map { $0.split(separator: "</code>").last ?? "" }.joined()
        #expect(!outsideCode.contains("@octocat"), "a mention in \(html)")
        // One list item per change, each with its one link to the report.
        #expect(html.components(separatedBy: "<li>").count == 1 + comparison.changes.count)
        #expect(html.components(separatedBy: "<a href=").count == 1 + comparison.changes.count)
        // The words are all there, as text: the site title and the token name as they were written.
        #expect(html.contains("&lt;img src=&quot;https://evil.example/t.png&quot;&gt; @\u{2060}octocat"))
        #expect(html.contains("<code>color/brand/``x](javascript:alert(1)) @octocat &lt;img src=x&gt;</code>"), "\(html)")
    }

    /// `text` as a YAML double-quoted scalar.
    static func yaml(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
