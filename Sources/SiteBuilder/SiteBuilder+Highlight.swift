import Highlighting
import PageTypes
import Parallel
import SiteModel

/// What the highlighter made of a site's code (component pages' snippets and every fenced code block with a
/// language), kept by `serve` between builds: the HTML of what it highlighted, the code it shows plain, and why
/// Pygments, where site.yml asks for it, could not highlight the rest, so that nothing is highlighted twice.
struct SnippetHighlights: Sendable, StageOutput {
    var html: [CodeSnippet: String] = [:]
    /// Code shown plain: in a language no lexer knows, plain by choice (`text`), or too large.
    var plain: Set<CodeSnippet> = []
    var failures: [CodeSnippet: PygmentsHighlighter.Failure] = [:]
    /// What highlighted the languages Specimen's lexers do not know: an earlier build's choice is not this one's.
    var otherLanguages = SiteSettings.OtherLanguages.builtIn
    /// How many distinct pieces of code the site has, and how many this build highlighted rather than took from
    /// the earlier build.
    var distinct = 0
    var highlightedNow = 0

    var stageDetail: String {
        "\(Wording.count(distinct, "distinct code block")), \(highlightedNow) highlighted now"
    }
}

/// A piece of code of the site, where it first appears.
struct WantedSnippet {
    var snippet: CodeSnippet
    var location: SourceLocation
}

extension SiteBuilder {
    /// How many snippets one task of the highlight stage takes: enough that handing them out costs little beside
    /// lexing them.
    static let snippetsPerTask = 64

    /// Highlights the site's code: each component page's snippets and each fenced code block with a language,
    /// every distinct piece once, by Specimen's own lexers on every core, taking from `earlier` what an earlier
    /// build did. Code in a language no lexer knows is shown plain, with one finding per language, or handed to
    /// Pygments where site.yml says `highlighter: pygments`.
    func highlight(_ pages: [Page], otherLanguages: SiteSettings.OtherLanguages, earlier: SnippetHighlights,
                   into diagnostics: inout Diagnostics) -> SnippetHighlights {
        let (wanted, present) = Self.wantedSnippets(pages)
        var highlights = SnippetHighlights(otherLanguages: otherLanguages)
        if earlier.otherLanguages == otherLanguages {
            highlights.html = earlier.html.filter { present.contains($0.key) }
            highlights.plain = earlier.plain.filter { present.contains($0) }
            highlights.failures = earlier.failures.filter { present.contains($0.key) }
        }
        highlights.distinct = wanted.count
        let missing = wanted.map(\.snippet).filter {
            highlights.html[$0] == nil && !highlights.plain.contains($0) && highlights.failures[$0] == nil
        }
        highlights.highlightedNow = missing.count
        let highlighter = options.highlighter
        let tasks = stride(from: 0, to: missing.count, by: Self.snippetsPerTask).map { missing[$0..<min($0 + Self.snippetsPerTask, missing.count)] }
        var others: [CodeSnippet] = []
        for (snippet, outcome) in zip(missing, tasks.concurrentMap { $0.map(highlighter.highlight) }.joined()) {
            switch outcome {
            case let .highlighted(html): highlights.html[snippet] = html
            case .plain, .tooLarge: highlights.plain.insert(snippet)
            case .unknownLanguage where otherLanguages == .pygments: others.append(snippet)
            case .unknownLanguage: highlights.plain.insert(snippet)
            }
        }
        highlightWithPygments(others, into: &highlights)
        reportPlainCode(wanted, highlights, into: &diagnostics)
        return highlights
    }

    /// Each distinct piece of code of `pages` in page order, where it first appears, and the set of them.
    static func wantedSnippets(_ pages: [Page]) -> (wanted: [WantedSnippet], present: Set<CodeSnippet>) {
        var wanted: [WantedSnippet] = []
        var seen: Set<CodeSnippet> = []
        for page in pages {
            let component = page.frontMatter.component
            if component.migration != nil {
                let location = component.migrationLocation ?? SourceLocation(path: page.displayPath)
                for snippet in UsageSnippet.all(for: component) where seen.insert(snippet.code).inserted {
                    wanted.append(WantedSnippet(snippet: snippet.code, location: location))
                }
            }
            for block in page.body.content.codeBlocks where !block.language.isEmpty {
                let snippet = CodeSnippet(language: .init(rawValue: block.language), code: block.code)
                if seen.insert(snippet).inserted {
                    wanted.append(WantedSnippet(snippet: snippet, location: SourceLocation(path: page.displayPath, line: block.line, column: block.column)))
                }
            }
        }
        return (wanted, seen)
    }

    /// `others` highlighted by Pygments, in as many processes as there are cores to share them (the whole step
    /// bounded by its deadline); what it cannot highlight is shown plain, with why.
    func highlightWithPygments(_ others: [CodeSnippet], into highlights: inout SnippetHighlights) {
        guard !others.isEmpty else { return }
        let runs = max(1, min(Cores.usable, others.count / PygmentsHighlighter.snippetsPerProcess))
        let share = (others.count + runs - 1) / runs
        let chunks = stride(from: 0, to: others.count, by: share).map { Array(others[$0..<min($0 + share, others.count)]) }
        let pygments = options.pygments
        for (chunk, outcome) in zip(chunks, chunks.concurrentMap { pygments.highlight($0) }) {
            switch outcome {
            case let .success(html):
                for (snippet, html) in zip(chunk, html) {
                    if let html { highlights.html[snippet] = html } else { highlights.plain.insert(snippet) }
                }
            case let .failure(failure):
                for snippet in chunk { highlights.failures[snippet] = failure }
            }
        }
    }

    /// One finding per language no highlighter knows, one per block too large to read, and one warning, at the
    /// first such block, when Pygments could not run.
    func reportPlainCode(_ wanted: [WantedSnippet], _ highlights: SnippetHighlights, into diagnostics: inout Diagnostics) {
        let plain = wanted.filter { highlights.plain.contains($0.snippet) }
        var unknownCount: [String: Int] = [:]
        for item in plain where !Highlighter.knows(item.snippet.language) {
            unknownCount[item.snippet.language.rawValue.lowercased(), default: 0] += 1
        }
        var reported: Set<String> = []
        for item in plain {
            let language = item.snippet.language.rawValue.lowercased()
            if item.snippet.code.utf8.count > options.highlighter.largestSnippet, Highlighter.knows(item.snippet.language) {
                diagnostics.append(.warning(.highlightTooLarge, at: item.location,
                    "this \(item.snippet.language.rawValue) code block of \(item.snippet.code.utf8.count) bytes is shown plain: the highlighter reads at most \(options.highlighter.largestSnippet) bytes of one block"))
            } else if !Highlighter.knows(item.snippet.language), reported.insert(language).inserted {
                let count = unknownCount[language, default: 0]
                let who = highlights.otherLanguages == .pygments ? "neither Specimen nor Pygments has a lexer for it" : "Specimen has no lexer for it"
                let remedy = highlights.otherLanguages == .pygments ? "" : "; 'highlighter: pygments' in site.yml has Pygments highlight other languages"
                diagnostics.append(.warning(.highlightUnknownLanguage, at: item.location,
                    "\(Wording.count(count, "code block")) in '\(item.snippet.language.rawValue)' shown plain: \(who); Specimen highlights "
                        + BuiltInLanguage.allCases.filter { $0 != .plain }.map(\.rawValue).joined(separator: ", ") + remedy,
                    subject: language))
            }
        }
        guard let first = wanted.first(where: { highlights.failures[$0.snippet] != nil }), let failure = highlights.failures[first.snippet] else { return }
        let remedy = failure.pygmentsMissing
            ? "; install Pygments (Debian: python3-pygments, or pip install pygments), or name a Python that has it in SPECIMEN_PYTHON"
            : ""
        let count = wanted.count { highlights.failures[$0.snippet] != nil }
        diagnostics.append(.warning(.highlightUnavailable, at: first.location,
            "\(Wording.count(count, "code block")) shown without highlighting: \(failure.reason)\(remedy)"))
    }

    /// `pages` with each code block of their bodies given its highlighted HTML, where `highlights` has it.
    static func highlightingCodeBlocks(of pages: [Page], with highlights: SnippetHighlights) -> [Page] {
        var pages = pages
        for index in pages.indices where !pages[index].body.content.slots.isEmpty {
            pages[index].body.content.highlight { block in
                block.language.isEmpty ? nil : highlights.html[CodeSnippet(language: .init(rawValue: block.language), code: block.code)]
            }
        }
        return pages
    }
}
