import Foundation
@testable import SiteBuilder
@testable import SiteDiff
import SiteModel
import Testing
import TestSupport

/// Comparisons of the fixture site (Tests/SiteDiffTests/Fixture/Content) with edited copies of itself.
@Suite struct SiteComparisonTests {
    static let fixture = SourceTree.packageRoot().appendingPathComponent("Tests/SiteDiffTests/Fixture/Content")
    static let theme = SourceTree.packageRoot().appendingPathComponent("Theme").path

    /// The fixture as it is, and after `edit` on a copy of it.
    static func compare(_ edit: (URL) throws -> Void) throws -> SiteComparison {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: fixture, to: copy)
        try edit(copy)
        func snapshot(_ content: URL) -> SiteSnapshot {
            let reviewed = SiteBuilder(options: BuildOptions(contentPath: content.path, theme: .folder(theme))).review()
            #expect(!reviewed.hasErrors, "\(reviewed.diagnostics.map(\.description))")
            return SiteSnapshot(reviewed)
        }
        return SiteComparison(old: snapshot(fixture), new: snapshot(copy))
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func tokensThatReferToAChangedTokenGoWithItsChange() throws {
        let comparison = try Self.compare { content in
            try Self.replace("\"$value\": \"#005CE5\"", with: "\"$value\": \"#7AA7EF\"", in: content.appendingPathComponent("tokens.json"))
        }
        #expect(comparison.changes.map(\.id) == ["token-color-brand-500"])
        let change = try #require(comparison.changes.first)
        #expect(change.tokenValues.map { "\($0.mode) \($0.before ?? "") \($0.after ?? "")" } == ["default #005CE5 #7AA7EF"])
        #expect(change.details.contains { $0.contains("`slider/color/fill`") && $0.contains("`slider/color/tooltip/bg`") })
        // Every pair drawn in the brand colour on a light track, and the white tooltip text on it, fall short now.
        #expect(change.contrast.filter(\.isRegression).map(\.pair.what).sorted() == [
            "Circular ring arc on its track", "Slider fill on the track", "Step Indicator segment fill on its track",
            "Tooltip text on the tooltip",
        ])
        #expect(change.effects == [.tokenChanged, .contrastRegression])
        #expect(change.details.contains("Slider, preview #slider: 11 states of 11 redrawn."))
        #expect(change.drawings.count == 1)
    }

    @Test func aPageMovedWithAnAliasBreaksNoLink() throws {
        let comparison = try Self.compare { content in
            let guides = content.appendingPathComponent("guides")
            try FileManager.default.moveItem(at: guides.appendingPathComponent("writing.md"), to: guides.appendingPathComponent("pages.md"))
            try Self.replace("title: Writing component pages\n", with: "title: Writing component pages\naliases: [/guides/writing/]\n",
                             in: guides.appendingPathComponent("pages.md"))
        }
        // The front matter changed too, so the Markdown differs: the page is paired by its title.
        #expect(comparison.changes.map(\.kind) == ["page-moved"])
        #expect(comparison.changes.first?.effects == [])
        #expect(comparison.changes.first?.details.last?.contains("An alias sends /guides/writing/ on to /guides/pages/") == true)
    }

    @Test func aRenamedHeadingIsAProseChangeThatRemovesAnAnchor() throws {
        let comparison = try Self.compare { content in
            try Self.replace("## Behaviour", with: "## How it behaves", in: content.appendingPathComponent("components/slider.md"))
        }
        let change = try #require(comparison.changes.first)
        #expect(comparison.changes.count == 1)
        #expect(change.kind == "prose-changed")
        #expect(change.effects == [.removedAnchor])
        #expect(change.brokenLinks.map(\.target) == ["components/slider/#behaviour"])
        #expect(change.prose.map(\.heading) == ["How it behaves"])
        #expect(change.prose.first?.lines.map(\.kind) == [.removed, .added, .same])
    }

    @Test func aWorseVerdictIsARegression() throws {
        let comparison = try Self.compare { content in
            try Self.replace("status: refine", with: "status: restructure", in: content.appendingPathComponent("components/slider.md"))
        }
        #expect(comparison.changes.map(\.kind) == ["facts-changed"])
        #expect(comparison.changes.first?.effects == [.verdictRegression])
        #expect(comparison.changes.first?.details == ["Verdict: refine → restructure."])
    }
}

extension SiteComparisonTests {
    @Test func anAliasTakenAwayBreaksItsAddress() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let withAlias = folder.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Self.fixture, to: withAlias)
        try Self.replace("title: Writing component pages\n", with: "title: Writing component pages\naliases: [/guides/old-writing/]\n",
                         in: withAlias.appendingPathComponent("guides/writing.md"))
        let reviewed = SiteBuilder(options: BuildOptions(contentPath: withAlias.path, theme: .folder(Self.theme))).review()
        let original = SiteBuilder(options: BuildOptions(contentPath: Self.fixture.path, theme: .folder(Self.theme))).review()
        let comparison = SiteComparison(old: SiteSnapshot(reviewed), new: SiteSnapshot(original))
        let alias = comparison.changes.first { $0.kind == "alias-removed" }
        #expect(alias?.effects == [.removedPage])
        #expect(alias?.brokenLinks.map(\.target) == ["guides/old-writing/"])
        #expect(alias?.title == "The alias /guides/old-writing/ to /guides/writing/ removed")
    }
}

extension SiteComparisonTests {
    /// The fixture with its slider page stamped as assessed against what it draws, before `edit`, and after.
    static func compareStamped(_ edit: (URL) throws -> Void) throws -> SiteComparison {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let old = folder.url.appendingPathComponent("old/Content"), new = folder.url.appendingPathComponent("new/Content")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: old)
        let reviewed = SiteBuilder(options: BuildOptions(contentPath: old.path, theme: .folder(theme))).review()
        let fingerprint = try #require(reviewed.site.pages.first { $0.page.sourcePath == "components/slider.md" }?.page.assessment)
        let slider = old.appendingPathComponent("components/slider.md")
        let text = try String(contentsOf: slider, encoding: .utf8)
        let close = try #require(text.range(of: "\n---\n", range: text.index(after: text.startIndex)..<text.endIndex))
        try (String(text[..<close.lowerBound]) + "\n" + fingerprint.frontMatterLines(assessedOn: CalendarDay("2026-11-20")!).joined(separator: "\n")
            + String(text[close.lowerBound...])).write(to: slider, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: new.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: old, to: new)
        try edit(new)
        func snapshot(_ content: URL) -> SiteSnapshot {
            let reviewed = SiteBuilder(options: BuildOptions(contentPath: content.path, theme: .folder(theme))).review()
            #expect(!reviewed.hasErrors, "\(reviewed.diagnostics.map(\.description))")
            return SiteSnapshot(reviewed)
        }
        return SiteComparison(old: snapshot(old), new: snapshot(new))
    }

    @Test func aTokenChangeListsTheAssessmentItMakesStale() throws {
        let comparison = try Self.compareStamped { content in
            try Self.replace("\"$value\": \"#005CE5\"", with: "\"$value\": \"#7AA7EF\"", in: content.appendingPathComponent("tokens.json"))
        }
        // The token is the root cause, listed first; the assessment it makes stale is listed with the facts.
        #expect(comparison.changes.map(\.id) == ["token-color-brand-500", "assessment-components-slider"])
        let stale = try #require(comparison.changes.last)
        #expect(stale.section == .facts)
        #expect(stale.kind == "assessment-stale")
        #expect(stale.effects == [.assessmentStale])
        #expect(stale.title.description == "Slider: the assessment of 2026-11-20 is now stale")
        #expect(stale.details.count == 1)
        #expect(stale.details[0].hasPrefix("Redrawn since the assessment (review the verdict and scorecard, then run `specimen stamp "))
        #expect(stale.details[0].contains("slider/color/fill #005CE5 → #7AA7EF"))
        // A change that redraws nothing the assessment looked at makes nothing stale.
        let prose = try Self.compareStamped { content in
            try Self.replace("title: Slider\n", with: "title: Slider\nweight: 3\n", in: content.appendingPathComponent("components/slider.md"))
        }
        #expect(!prose.changes.contains { $0.kind == "assessment-stale" })
    }
}
