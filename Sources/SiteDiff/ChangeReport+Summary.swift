import Foundation
import TextEscaping

extension ChangeReport {
    /// The most changes the Markdown summary lists; the report has them all.
    static let summaryLimit = 25

    /// A summary short enough for a pull-request comment: the headline, then one line per change, regressions
    /// first, each linking to its place in the report at `reportURL` (`changes/index.html` or the URL it is
    /// published at).
    package func markdown(reportURL: String) -> String {
        let versions = "from \(MarkdownText.code(oldName)) to \(MarkdownText.code(newName))"
        var text = "### \(MarkdownText.inline(comparison.new.title)): \(headline.prefix(1).lowercased() + headline.dropFirst()) \(versions)\n\n"
        let changes = comparison.changes.filter(\.isRegression) + comparison.changes.filter { !$0.isRegression }
        guard !changes.isEmpty else {
            return text + "No changes to pages, tokens, previews or facts.\n"
        }
        for change in changes.prefix(Self.summaryLimit) {
            let effects = change.effects.subtracting([.tokenChanged]).sorted().map(\.rawValue)
            let title = change.title.markdown
            text += "- " + (change.isRegression ? "**\(title)**" : title)
                + (effects.isEmpty ? "" : " (" + effects.joined(separator: ", ") + ")")
                + " [details](\(MarkdownText.destination(reportURL + "#" + change.id)))\n"
        }
        if changes.count > Self.summaryLimit {
            text += "- and \(changes.count - Self.summaryLimit) more in [the report](\(MarkdownText.destination(reportURL)))\n"
        }
        return text
    }

    /// The facts of every change for tools, with sorted keys: the same inputs give the same bytes.
    package func json() -> Data {
        let document = JSONReport(
            old: oldName, new: newName, headline: headline,
            changes: comparison.changes.map { change in
                JSONReport.Entry(
                    id: change.id, section: change.section.rawValue, kind: change.kind, title: change.title.description,
                    page: change.page.map(SiteComparison.display), effects: change.effects.sorted().map(\.rawValue),
                    details: change.details,
                    values: change.tokenValues.map { .init(mode: $0.mode, before: $0.before, after: $0.after) },
                    contrast: change.contrast.map {
                        .init(what: $0.pair.what, foreground: $0.pair.foreground, background: $0.pair.background,
                              minimum: $0.pair.kind.minimumText, mode: $0.mode, before: $0.before, after: $0.after,
                              passedBefore: $0.passedBefore, passesAfter: $0.passesAfter)
                    },
                    drawings: change.drawings.map {
                        .init(label: $0.label, link: SiteComparison.display($0.link), differences: $0.differences)
                    },
                    moreDrawings: change.moreDrawings,
                    brokenLinks: change.brokenLinks.map {
                        .init(kind: $0.kind.rawValue, target: SiteComparison.display($0.target), alias: $0.alias.map(SiteComparison.display))
                    },
                    prose: change.prose.map { section in
                        .init(heading: section.heading, anchor: section.anchor,
                              lines: section.lines.map { .init(kind: $0.kind.rawValue, text: $0.text) })
                    }
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(document)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}

/// The JSON document: plain values, no drawings.
private struct JSONReport: Encodable {
    struct Entry: Encodable {
        var id, section, kind, title: String
        var page: String?
        var effects: [String]
        var details: [String]
        var values: [Value]
        var contrast: [Flip]
        var drawings: [Drawing]
        var moreDrawings: Int
        var brokenLinks: [Link]
        var prose: [Section]
    }

    struct Value: Encodable {
        var mode: String
        var before, after: String?
    }

    struct Flip: Encodable {
        var what, foreground, background, minimum, mode: String
        var before, after: String?
        var passedBefore, passesAfter: Bool?
    }

    struct Drawing: Encodable {
        var label, link: String
        var differences: [String]
    }

    struct Link: Encodable {
        var kind, target: String
        var alias: String?
    }

    struct Section: Encodable {
        var heading: String
        var anchor: String?
        var lines: [Line]
    }

    struct Line: Encodable {
        var kind, text: String
    }

    var old, new, headline: String
    var changes: [Entry]
}
