/// A line diff for reading: the lines both sides share at the start and end are matched directly, and the rest by
/// a longest common subsequence while it is small enough to afford; past that the middle is shown as removed and
/// added whole, so the work stays bounded by ``tableLimit`` whatever the input.
package enum LineDiff {
    /// The most cells the subsequence table may have.
    static let tableLimit = 250_000
    /// Unchanged lines kept around each change.
    static let context = 2

    /// The lines of `before` and `after`, each marked same, removed or added, with long unchanged runs cut to
    /// ``context`` lines around each change and a gap between.
    package static func lines(_ before: [String], _ after: [String]) -> [DiffLine] {
        let full = compare(before, after)
        return trimmed(full)
    }

    /// The words of two versions of a line (runs of spaces and of other characters), each marked same, removed or
    /// added: what a reader's eye should go to in a long line where one word changed.
    package static func words(_ before: String, _ after: String) -> [DiffLine] {
        compare(wordRuns(before), wordRuns(after))
    }

    private static func wordRuns(_ line: String) -> [String] {
        var runs: [String] = []
        var current = "", inSpace = false
        for character in line {
            if !current.isEmpty, character.isWhitespace != inSpace {
                runs.append(current)
                current = ""
            }
            inSpace = character.isWhitespace
            current.append(character)
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    static func compare(_ before: [String], _ after: [String]) -> [DiffLine] {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] {
            suffix += 1
        }
        let old = Array(before[prefix..<(before.count - suffix)])
        let new = Array(after[prefix..<(after.count - suffix)])
        var result = before[..<prefix].map { DiffLine(kind: .same, text: $0) }
        if (old.count + 1).multipliedReportingOverflow(by: new.count + 1).partialValue <= tableLimit {
            result += subsequence(old, new)
        } else {
            result += old.map { DiffLine(kind: .removed, text: $0) } + new.map { DiffLine(kind: .added, text: $0) }
        }
        result += before[(before.count - suffix)...].map { DiffLine(kind: .same, text: $0) }
        return result
    }

    /// The classic longest-common-subsequence table, walked from the start: removals before additions.
    private static func subsequence(_ old: [String], _ new: [String]) -> [DiffLine] {
        let width = new.count + 1
        // lengths[i * width + j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = old[i] == new[j] ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var lines: [DiffLine] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(DiffLine(kind: .same, text: old[i]))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                lines.append(DiffLine(kind: .removed, text: old[i]))
                i += 1
            } else {
                lines.append(DiffLine(kind: .added, text: new[j]))
                j += 1
            }
        }
        return lines
    }

    /// Keeps ``context`` unchanged lines on each side of every change; longer runs become one gap line.
    static func trimmed(_ lines: [DiffLine]) -> [DiffLine] {
        let changed = lines.indices.filter { lines[$0].kind != .same }
        guard !changed.isEmpty else { return [] }
        var keep = [Bool](repeating: false, count: lines.count)
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) {
                keep[near] = true
            }
        }
        var result: [DiffLine] = []
        var skipped = 0
        for (index, line) in lines.enumerated() {
            if keep[index] {
                if skipped > 0 {
                    result.append(DiffLine(kind: .gap, text: skipped == 1 ? "1 unchanged line" : "\(skipped) unchanged lines"))
                    skipped = 0
                }
                result.append(line)
            } else {
                skipped += 1
            }
        }
        if skipped > 0 {
            result.append(DiffLine(kind: .gap, text: skipped == 1 ? "1 unchanged line" : "\(skipped) unchanged lines"))
        }
        return result
    }
}
