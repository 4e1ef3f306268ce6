import Foundation
import SiteModel

extension SiteComparison {
    /// The page's Markdown, section by section, without front matter and preview fences: one change per page
    /// listing each changed section's lines. Headings whose anchors are gone are named, since links to them break.
    mutating func compareProse(_ was: PageSnapshot, _ now: PageSnapshot) {
        guard was.source != now.source else { return }
        let before = MarkdownSections(String(decoding: was.source, as: UTF8.self), headingLines: was.headingLines,
                                      skippedLines: was.previewFenceLines).sections
        let after = MarkdownSections(String(decoding: now.source, as: UTF8.self), headingLines: now.headingLines,
                                     skippedLines: now.previewFenceLines).sections
        let oldAnchors = Dictionary(was.headings.map { ($0.line, $0.id) }, uniquingKeysWith: { first, _ in first })
        let newAnchors = Dictionary(now.headings.map { ($0.line, $0.id) }, uniquingKeysWith: { first, _ in first })
        // Sections are matched by heading text; what is left is matched in order, as headings reworded.
        var unmatchedNew = Array(after.indices)
        var pairs: [(Int?, Int?)] = []
        var unmatchedOld: [Int] = []
        for index in before.indices {
            if let match = unmatchedNew.firstIndex(where: { after[$0].heading == before[index].heading }) {
                pairs.append((index, unmatchedNew.remove(at: match)))
            } else {
                unmatchedOld.append(index)
            }
        }
        for (offset, index) in unmatchedOld.enumerated() {
            pairs.append((index, offset < unmatchedNew.count ? unmatchedNew[offset] : nil))
        }
        pairs += unmatchedNew.dropFirst(unmatchedOld.count).map { (nil, $0) }
        pairs.sort { ($0.1 ?? Int.max, $0.0 ?? Int.max) < ($1.1 ?? Int.max, $1.0 ?? Int.max) }
        var changed: [ProseSectionDiff] = []
        for (oldIndex, newIndex) in pairs {
            let oldSection = oldIndex.map { before[$0] }, newSection = newIndex.map { after[$0] }
            var lines = LineDiff.lines(oldSection.map(Self.lines) ?? [], newSection.map(Self.lines) ?? [])
            guard !lines.isEmpty else { continue }
            if lines.count > Self.proseLineLimit {
                let hidden = lines.count - Self.proseLineLimit
                lines = Array(lines.prefix(Self.proseLineLimit))
                lines.append(DiffLine(kind: .gap, text: "\(hidden) more lines of this section's diff"))
            }
            let section = newSection ?? oldSection
            let anchor = newSection.flatMap { newAnchors[$0.line] } ?? oldSection.flatMap { oldAnchors[$0.line] }
            changed.append(ProseSectionDiff(heading: section?.heading.map(Self.headingText) ?? now.title, anchor: anchor,
                                            lines: lines))
        }
        guard !changed.isEmpty else { return }
        // The home page's route is empty: "prose" alone would be the id of the section's heading.
        var change = Change(id: Self.id("prose", now.route.isEmpty ? "home" : now.route), section: .prose, kind: "prose-changed",
                            title: "\(now.title): \(Wording.count(changed.count, "section")) changed", page: now.route,
                            prose: changed)
        let kept = Set(now.headings.map(\.id))
        let lost = was.headings.filter { !kept.contains($0.id) }
        // A moved page's old links are reported with the move.
        if was.route == now.route, !lost.isEmpty {
            change.effects.insert(.removedAnchor)
            change.details.append("Headings gone, with the links to them: " + lost.map { "#\($0.id)" }.joined(separator: ", ") + ".")
            change.brokenLinks = lost.map { BrokenLink(kind: .anchor, target: now.route + "#" + $0.id, alias: nil) }
        }
        add(change)
    }

    /// The most diff lines a section shows.
    static let proseLineLimit = 200

    /// A section as compared: its heading line, then its lines.
    private static func lines(_ section: MarkdownSections.Section) -> [String] {
        (section.heading.map { [$0] } ?? []) + section.lines
    }

    /// `## Usage {#use}` as read: `Usage`.
    static func headingText(_ line: String) -> String {
        line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
    }
}
