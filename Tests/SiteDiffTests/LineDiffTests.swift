@testable import SiteDiff
import Testing

@Suite struct LineDiffTests {
    @Test func marksRemovedAndAddedLinesWithContext() {
        let before = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
        var after = before
        after[3] = "D"
        after.append("m")
        let lines = LineDiff.lines(before, after)
        #expect(lines.map { "\($0.kind.rawValue) \($0.text)" } == [
            "gap 1 unchanged line", "same b", "same c", "removed d", "added D", "same e", "same f",
            "gap 4 unchanged lines", "same k", "same l", "added m",
        ])
    }

    @Test func marksTheWordsThatChangedInALine() {
        let words = LineDiff.words("The tooltip shows in all variants.", "The tooltip is visible in all variants.")
        #expect(words.filter { $0.kind != .same }.map { "\($0.kind.rawValue) \($0.text)" } == [
            "removed shows", "added is", "added  ", "added visible",
        ])
    }

    @Test func equalLinesGiveNothing() {
        #expect(LineDiff.lines(["a", "b"], ["a", "b"]).isEmpty)
    }

    @Test func aMiddleTooLargeForTheTableIsReplacedWhole() {
        let before = (0..<600).map { "old \($0)" }
        let after = (0..<600).map { "new \($0)" }
        let lines = LineDiff.compare(before, after)
        #expect(lines.count == 1_200)
        #expect(lines.prefix(600).allSatisfy { $0.kind == .removed })
        #expect(lines.suffix(600).allSatisfy { $0.kind == .added })
    }
}
