import DesignTokens
import Previews
import ResolvedModel
import SiteModel

/// Every pair of colour tokens the pages' previews draw, measured in every mode, against the minimum WCAG sets
/// for text or graphics.
struct ContrastCheck: ResolveStageCheck {
    static let name = "contrast"
    static let summary = "each colour pair the pages' previews draw, in every mode, against WCAG's minimum for text or graphics"
    static let codes: [DiagnosticCode] = [.contrastGraphic, .contrastText]

    /// Every pair the components draw, measured.
    let report: ContrastReport
    /// The tokens the pairs are defined in, where a warning points; nil when the previews draw with the built-in
    /// tokens, which no file holds (the warning then points at the first page that draws the pair).
    let tokens: TokenSet?

    /// A foreground token on a background token that some page's previews draw and that falls short of its
    /// minimum, in any mode, is one warning at the foreground token (at the first page that draws it when the
    /// tokens are the built-in ones), naming each drawing that puts the one on the other. One pass over the pages.
    func check(_ pages: [Page], into diagnostics: inout Diagnostics) {
        // One foreground on one background: its drawings that fall short, and the pages that draw any of them.
        struct Finding {
            var entries: [ContrastReport.Entry]
            var drawn: Set<ContrastPair> = []
            var pages: [Int] = []
        }
        var findings: [Finding] = []
        for entry in report.entries where entry.fails {
            if let index = findings.firstIndex(where: { Self.sameColours($0.entries[0].pair, entry.pair) }) {
                findings[index].entries.append(entry)
            } else {
                findings.append(Finding(entries: [entry]))
            }
        }
        guard !findings.isEmpty else { return }
        for page in pages.indices {
            for index in findings.indices {
                let drawn = pages[page].contrastPairs.filter { pair in findings[index].entries.contains { $0.pair == pair } }
                guard !drawn.isEmpty else { continue }
                findings[index].drawn.formUnion(drawn)
                findings[index].pages.append(page)
            }
        }
        for finding in findings {
            guard let first = finding.pages.first else { continue }
            let pair = finding.entries[0].pair
            let firstPage = pages[first].displayPath
            let others = finding.pages.count > 1 ? " and \(Wording.count(finding.pages.count - 1, "other page"))" : ""
            let drawings = finding.entries.filter { finding.drawn.contains($0.pair) }.map { "'\($0.pair.what)'" }
            let shortfalls = finding.entries[0].shortfalls(modeNames: report.modes).joined(separator: ", ")
            let message = "\(pair.foreground) on \(pair.background) is \(shortfalls), below \(pair.kind.requirement) "
                + "(\(pair.kind.guideline)), in \(drawings.joined(separator: ", ")) on \(firstPage)\(others); "
                + "change either colour until the pair passes"
            diagnostics.append(.warning(pair.kind.code, at: tokens?.definition(of: pair.foreground) ?? SourceLocation(path: firstPage),
                                        message, subject: pair.subject))
        }
    }

    /// Whether two pairs put the same colour token on the same one, against the same minimum.
    private static func sameColours(_ one: ContrastPair, _ other: ContrastPair) -> Bool {
        (one.foreground, one.background, one.kind) == (other.foreground, other.background, other.kind)
    }

    /// Without token files of the site's own, the previews draw with the built-in tokens, which no file holds.
    static func run(on input: ResolveStageInput, into diagnostics: inout Diagnostics) {
        ContrastCheck(report: input.site.contrast, tokens: input.parsed.tokens.files.isEmpty ? nil : input.parsed.previewTokens)
            .check(input.pages, into: &diagnostics)
    }
}
