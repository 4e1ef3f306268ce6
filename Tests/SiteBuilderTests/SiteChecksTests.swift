import Foundation
@testable import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// The checks are listed in one place, and the findings guide lists the same ones.
@Suite("Site checks")
struct SiteChecksTests {
    @Test("each check has a unique name and known codes, and the guide's table lists every check as the build runs it")
    func listedInTheGuide() throws {
        let names = SiteChecks.all.map { $0.check.name }
        #expect(Set(names).count == names.count)
        #expect(SiteChecks.all.map(\.stage) == ["parse", "resolve", "resolve", "resolve", "check", "check"])
        for (check, _) in SiteChecks.all {
            #expect(!check.codes.isEmpty, "\(check.name)")
            #expect(check.codes.allSatisfy { DiagnosticCode.named($0.name) != nil }, "\(check.name)")
        }
        let guide = try String(contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/guides/findings.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "## The checks").last?.components(separatedBy: "## The codes").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Check") }.map { line in
            line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        }
        #expect(rows.count == SiteChecks.all.count)
        for (row, (check, stage)) in zip(rows, SiteChecks.all) {
            #expect(row == [check.name, stage, check.summary, check.codes.map { "`\($0.name)`" }.joined(separator: ", ")])
        }
    }
}
