import Highlighting
import PageTypes
import Parallel
import SiteModel

/// What the highlighter made of a site's code (component pages' snippets and every fenced code block with a
/// language), kept by `serve` between builds: the HTML of what it highlighted, the code in languages it does not
/// know, and why the rest is shown plain, so that nothing is highlighted twice and code that failed or took too
/// long is not tried again on every save.
struct SnippetHighlights: Sendable, StageOutput {
    var html: [CodeSnippet: String] = [:]
    /// Code in a language the highlighter does not know: shown plain, with no warning.
    var plain: Set<CodeSnippet> = []
    var failures: [CodeSnippet: Highlighter.Failure] = [:]
    /// How many distinct pieces of code the site has, and how many this build highlighted rather than took from
    /// the earlier build.
    var distinct = 0
    var highlightedNow = 0

    var stageDetail: String {
        "\(Wording.count(distinct, "distinct code block")), \(highlightedNow) highlighted now"
    }
}

extension SiteBuilder {
    /// The fewest pieces of code worth a highlighter process of their own: below it, starting Python costs more
    /// than the process saves.
    static let codePerHighlighterProcess = 150

    /// Highlights the site's code: each component page's snippets and each fenced code block with a language,
    /// every distinct piece once, in as many runs of the highlighter as there are cores to share them (each run a
    /// process of its own, the whole step bounded by the highlighter's deadline), taking from `earlier` what an
    /// earlier build highlighted or gave up on. When the highlighter cannot run, the code is shown escaped, and one
    /// warning, at the first page with such code, says why.
    func highlight(_ pages: [Page], earlier: SnippetHighlights, into diagnostics: inout Diagnostics) -> SnippetHighlights {
        var wanted: [CodeSnippet] = []
        var firstPage: [CodeSnippet: Page] = [:]
        for page in pages {
            if page.frontMatter.component.migration != nil {
                for snippet in UsageSnippet.all(for: page.frontMatter.component) where firstPage[snippet.code] == nil {
                    firstPage[snippet.code] = page
                    wanted.append(snippet.code)
                }
            }
            for block in page.codeBlocks {
                let snippet = CodeSnippet(language: .init(rawValue: block.language), code: block.code)
                if firstPage[snippet] == nil {
                    firstPage[snippet] = page
                    wanted.append(snippet)
                }
            }
        }
        var highlights = SnippetHighlights(html: earlier.html.filter { firstPage[$0.key] != nil },
                                           plain: earlier.plain.filter { firstPage[$0] != nil },
                                           failures: earlier.failures.filter { firstPage[$0.key] != nil })
        highlights.distinct = wanted.count
        let missing = wanted.filter { highlights.html[$0] == nil && !highlights.plain.contains($0) && highlights.failures[$0] == nil }
        highlights.highlightedNow = missing.count
        let runs = max(1, min(Cores.usable, missing.count / Self.codePerHighlighterProcess))
        let share = (missing.count + runs - 1) / max(runs, 1)
        let chunks = stride(from: 0, to: missing.count, by: max(share, 1)).map { Array(missing[$0..<min($0 + share, missing.count)]) }
        let highlighter = options.highlighter
        for (chunk, outcome) in zip(chunks, chunks.concurrentMap { highlighter.highlight($0) }) {
            switch outcome {
            case let .success(html):
                for (snippet, html) in zip(chunk, html) {
                    if let html {
                        highlights.html[snippet] = html
                    } else {
                        highlights.plain.insert(snippet)
                    }
                }
            case let .failure(failure):
                for snippet in chunk {
                    highlights.failures[snippet] = failure
                }
            }
        }
        if let snippet = wanted.first(where: { highlights.failures[$0] != nil }), let failure = highlights.failures[snippet],
           let page = firstPage[snippet]
        {
            let remedy = failure.pygmentsMissing
                ? "; install Pygments (Debian: python3-pygments, or pip install pygments), or name a Python that has it in SPECIMEN_PYTHON"
                : ""
            let count = wanted.count { highlights.failures[$0] != nil }
            let location = page.frontMatter.component.migrationLocation.flatMap { location in
                UsageSnippet.all(for: page.frontMatter.component).contains { $0.code == snippet } ? location : nil
            } ?? SourceLocation(path: page.displayPath)
            diagnostics.append(.warning(.highlightUnavailable, at: location,
                "\(Wording.count(count, "code block")) shown without highlighting: \(failure.reason)\(remedy)"))
        }
        return highlights
    }

    /// `pages` with each fenced code block's escaped code replaced by its highlighted HTML.
    static func highlightingCodeBlocks(of pages: [Page], with highlights: SnippetHighlights) -> [Page] {
        var pages = pages
        for index in pages.indices where !pages[index].codeBlocks.isEmpty {
            pages[index].body.htmlUTF8 = CodeBlock.splice(pages[index].body.htmlUTF8, blocks: pages[index].codeBlocks) { block in
                // The highlighter ends the code without its last line break, which a fence's code keeps.
                highlights.html[CodeSnippet(language: .init(rawValue: block.language), code: block.code)].map {
                    block.code.hasSuffix("\n") ? $0 + "\n" : $0
                }
            }
            // The ranges were the escaped code's; the body no longer has it.
            pages[index].codeBlocks = []
        }
        return pages
    }
}
