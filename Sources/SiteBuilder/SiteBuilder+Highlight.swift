import Highlighting
import PageTypes
import SiteModel

/// What the highlighter made of a site's snippets, kept by `serve` between builds: the HTML of those it
/// highlighted, and why the others are shown plain, so that a snippet that failed or took too long is not tried
/// again on every save.
struct SnippetHighlights: Sendable {
    var html: [CodeSnippet: String] = [:]
    var failures: [CodeSnippet: Highlighter.Failure] = [:]
}

extension SiteBuilder {
    /// Highlights every component page's code snippets in one run of the highlighter, taking from `earlier` the
    /// ones an earlier build highlighted or gave up on. When the highlighter cannot run, the snippets are shown
    /// escaped, and one warning, at the first page with such a snippet, says why.
    func highlight(_ pages: [Page], earlier: SnippetHighlights, into diagnostics: inout Diagnostics) -> SnippetHighlights {
        var wanted: [CodeSnippet] = []
        var firstPage: [CodeSnippet: Page] = [:]
        for page in pages where page.frontMatter.component.migration != nil {
            for snippet in UsageSnippet.all(for: page.frontMatter.component) where firstPage[snippet.code] == nil {
                firstPage[snippet.code] = page
                wanted.append(snippet.code)
            }
        }
        var highlights = SnippetHighlights(html: earlier.html.filter { firstPage[$0.key] != nil },
                                           failures: earlier.failures.filter { firstPage[$0.key] != nil })
        let missing = wanted.filter { highlights.html[$0] == nil && highlights.failures[$0] == nil }
        switch options.highlighter.highlight(missing) {
        case let .success(html):
            for (snippet, html) in zip(missing, html) {
                highlights.html[snippet] = html
            }
        case let .failure(failure):
            for snippet in missing {
                highlights.failures[snippet] = failure
            }
        }
        if let snippet = wanted.first(where: { highlights.failures[$0] != nil }), let failure = highlights.failures[snippet],
           let page = firstPage[snippet]
        {
            let remedy = failure.pygmentsMissing
                ? "; install Pygments (Debian: python3-pygments, or pip install pygments), or name a Python that has it in SPECIMEN_PYTHON"
                : ""
            let count = wanted.count { highlights.failures[$0] != nil }
            diagnostics.append(.warning(at: page.frontMatter.component.migrationLocation ?? SourceLocation(path: page.displayPath),
                "\(Wording.count(count, "code snippet")) shown without highlighting: \(failure.reason)\(remedy)"))
        }
        return highlights
    }
}
