import Highlighting
import PageTypes
import SiteModel

extension SiteBuilder {
    /// Highlights every component page's code snippets in one run of the highlighter, taking from `earlier` the
    /// ones an earlier build highlighted. When the highlighter cannot run, the snippets are shown escaped, and
    /// one warning, at the first page with snippets, says why.
    func highlight(_ pages: [Page], earlier: [CodeSnippet: String], into diagnostics: inout Diagnostics) -> [CodeSnippet: String] {
        let withSnippets = pages.filter { $0.frontMatter.component.migration != nil }
        var wanted: [CodeSnippet] = []
        var seen: Set<CodeSnippet> = []
        for page in withSnippets {
            for snippet in UsageSnippet.all(for: page.frontMatter.component) where seen.insert(snippet.code).inserted {
                wanted.append(snippet.code)
            }
        }
        var highlighted = earlier.filter { seen.contains($0.key) }
        let missing = wanted.filter { highlighted[$0] == nil }
        switch options.highlighter.highlight(missing) {
        case let .success(html):
            for (snippet, html) in zip(missing, html) {
                highlighted[snippet] = html
            }
        case let .failure(failure):
            if let page = withSnippets.first {
                diagnostics.append(.warning(at: page.frontMatter.component.migrationLocation ?? SourceLocation(path: page.displayPath),
                    "code snippets are shown without highlighting: \(failure.reason); install Pygments (Debian: python3-pygments, or pip install pygments), or name a Python that has it in SPECIMEN_PYTHON"))
            }
        }
        return highlighted
    }
}
