import Foundation
import Markdown

extension SiteTools {
    /// The largest diff report the changes tool reads, in bytes.
    package static let diffLimit = 16 << 20

    /// What `specimen diff --format json` printed, read back: the parts a reader of changes needs.
    private struct DiffReport: Decodable {
        struct Change: Decodable {
            struct Flip: Decodable {
                var what, mode: String
                var before, after: String?
                var passedBefore, passesAfter: Bool?
            }

            struct BrokenLink: Decodable {
                var kind, target: String
                var alias: String?
            }

            var id, section, kind, title: String
            var page: String?
            var effects: [String]
            var details: [String]
            var contrast: [Flip]
            var brokenLinks: [BrokenLink]
        }

        var old, new, headline: String
        var changes: [Change]
    }

    /// The changes a `specimen diff --format json` report lists, as Markdown: its headline, then each change with
    /// its section, page, effects and details, the contrast verdicts it flips and the links it breaks; only those
    /// of `section` (tokens, previews, facts, pages, prose) when given.
    package func changes(_ report: String, section: String? = nil) -> Answer {
        guard report.utf8.count <= Self.diffLimit else { return .refused("the report is larger than \(Self.diffLimit >> 20) MiB") }
        let read: DiffReport
        do {
            read = try JSONDecoder().decode(DiffReport.self, from: Data(report.utf8))
        } catch let DecodingError.keyNotFound(key, context) {
            return .refused("not what specimen diff --format json prints: no '\(Self.quoted(key.stringValue))' at \(Self.path(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            return .refused("not what specimen diff --format json prints: a wrong value at \(Self.path(context.codingPath))")
        } catch {
            return .refused("not JSON, or not what specimen diff --format json prints")
        }
        let sections = Set(read.changes.map(\.section))
        if let section, !sections.contains(section) {
            return .refused("no change in section '\(Self.quoted(section))'; sections with changes: \(sections.sorted().joined(separator: ", "))")
        }
        let shown = read.changes.filter { section == nil || $0.section == section }
        var out = "# \(TwinText.inline(read.old)) → \(TwinText.inline(read.new))\n\n\(TwinText.inline(read.headline))\n\n"
        for change in shown.prefix(Self.resultLimit) {
            out += "- **\(TwinText.cell(change.title))** (\(TwinText.cell(change.section))"
                + (change.page.map { ", \(TwinText.cell($0))" } ?? "") + ")"
                + (change.effects.isEmpty ? "" : ": \(TwinText.cell(change.effects.joined(separator: ", ")))") + "\n"
            for detail in change.details {
                out += "  - \(TwinText.cell(detail))\n"
            }
            for flip in change.contrast {
                let verdict = { (passes: Bool?) in passes.map { $0 ? "passes" : "fails" } ?? "not measured" }
                out += "  - \(TwinText.cell(flip.what)) in \(TwinText.cell(flip.mode)): \(TwinText.cell(flip.before ?? "none")) "
                    + "(\(verdict(flip.passedBefore))) → \(TwinText.cell(flip.after ?? "none")) (\(verdict(flip.passesAfter)))\n"
            }
            for link in change.brokenLinks {
                out += "  - breaks a link to \(TwinText.cell(link.target)) (\(TwinText.cell(link.kind)))"
                    + (link.alias.map { ", which an alias at \(TwinText.cell($0)) covers" } ?? "") + "\n"
            }
        }
        if shown.count > Self.resultLimit {
            out += "\n\(shown.count - Self.resultLimit) more; ask for one section at a time.\n"
        }
        let listed: [JSONValue] = shown.prefix(Self.resultLimit).map { change in
            ["id": .string(change.id), "section": .string(change.section), "kind": .string(change.kind), "title": .string(change.title),
             "page": .string(change.page), "effects": .array(change.effects.map(JSONValue.string)),
             "details": .array(change.details.map(JSONValue.string)),
             "brokenLinks": .array(change.brokenLinks.map { ["kind": .string($0.kind), "target": .string($0.target), "alias": .string($0.alias)] })]
        }
        return .text(out, structured: ["old": .string(read.old), "new": .string(read.new), "headline": .string(read.headline),
                                       "changes": .array(listed), "more": .int(max(0, shown.count - Self.resultLimit))])
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top" : keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}
