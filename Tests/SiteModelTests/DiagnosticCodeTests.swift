import Foundation
import SiteModel
import Testing
import TestSupport

/// The codes themselves: stable names, one meaning each, and the guide that lists them.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    @Test("every code is a unique lower-case area.problem name with a one-line meaning")
    func names() {
        let names = DiagnosticCode.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == names.sorted())
        for code in DiagnosticCode.all {
            #expect(code.name.wholeMatch(of: /[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*/) != nil, "\(code.name)")
            #expect(!code.meaning.isEmpty && !code.meaning.contains("\n"), "\(code.name)")
            #expect(DiagnosticCode.named(code.name) == code)
        }
        #expect(DiagnosticCode.named("contrast.grafic") == nil)
        #expect(DiagnosticCode.suggestion(for: "contrast.grafic") == "contrast.graphic")
        #expect(DiagnosticCode.suggestion(for: "LINK.ANCHOR") == "link.anchor")
        #expect(DiagnosticCode.suggestion(for: "something else entirely") == nil)
    }

    @Test("the guide lists every code with its meaning and whether it is a finding, and no code that does not exist")
    func guide() throws {
        let guide = try String(contentsOf: SourceTree.packageRoot().appendingPathComponent("Content/guides/findings.md"), encoding: .utf8)
        let rows = guide.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        }
        let listed = rows.map { $0[0].trimmingCharacters(in: ["`"]) }
        #expect(listed == DiagnosticCode.all.map(\.name))
        for row in rows {
            guard let code = DiagnosticCode.named(row[0].trimmingCharacters(in: ["`"])) else { continue }
            #expect(row[1].replacingOccurrences(of: "\\|", with: "|") == code.meaning, "\(code.name)")
            #expect(row[2] == (code.isFinding ? "yes" : "no"), "\(code.name)")
        }
    }

    @Test("a day is YYYY-MM-DD of a real date; today follows SOURCE_DATE_EPOCH when it is set, in UTC")
    func days() {
        #expect(CalendarDay("2026-11-27")?.description == "2026-11-27")
        #expect(CalendarDay("2024-02-29") != nil)
        for wrong in ["2026-02-29", "2026-13-01", "2026-04-31", "2026-1-01", "26-01-01", "2026-01-01T00:00", "", "0000-01-01", "２０２６-01-01"] {
            #expect(CalendarDay(wrong) == nil, "\(wrong)")
        }
        #expect(CalendarDay("2026-11-27")! < CalendarDay("2026-12-01")!)
        #expect(CalendarDay.today(environment: ["SOURCE_DATE_EPOCH": "1767225599"]).description == "2025-12-31")
        #expect(CalendarDay.today(environment: ["SOURCE_DATE_EPOCH": "1767225600"]).description == "2026-01-01")
        // Every seventh day from 1603 to 2370 agrees with Foundation's Gregorian calendar in UTC (which, before
        // the reform of 1582, is the Julian one).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for days in stride(from: -134_000, through: 146_097 * 2, by: 7) {
            let date = Date(timeIntervalSince1970: TimeInterval(days) * 86_400 + 43_200)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let day = CalendarDay(date)
            #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day], "\(days)")
        }
        // Out of range or not a number: the clock's day.
        #expect(CalendarDay.today(environment: ["SOURCE_DATE_EPOCH": "-5"]) == CalendarDay.today(environment: [:]))
    }
}
