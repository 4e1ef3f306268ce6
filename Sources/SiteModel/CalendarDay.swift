import Foundation

/// A day of the calendar, as site.yml and front matter write it (`2026-11-27`): an acceptance's expiry, the day an
/// assessment was stamped, the day a build runs.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day `text` names in ISO 8601's `YYYY-MM-DD`, or nil when it is not one: a month outside 1…12, a day the
    /// month lacks (`2026-02-30`), a year outside 1…9999, any other form.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...9999).contains(year), (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in UTC, so that machines in every time zone agree.
    ///
    /// Worked out from the count of days since 1970 (the proleptic Gregorian calendar's civil-from-days), not
    /// through Foundation's `Calendar`, whose first use loads ICU's data: 2.5 MiB more at the peak of every build.
    public init(_ date: Date) {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        // Eras of 400 years, each 146,097 days, counted from 0000-03-01.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Today in UTC; with `SOURCE_DATE_EPOCH` set (seconds since 1970, as reproducible builds set it), that day.
    public static func today(environment: [String: String] = ProcessInfo.processInfo.environment) -> CalendarDay {
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init), (0...253_402_300_799).contains(epoch) {
            return CalendarDay(Date(timeIntervalSince1970: TimeInterval(epoch)))
        }
        return CalendarDay(Date())
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (left: CalendarDay, right: CalendarDay) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    private static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
