import Foundation

/// Golden-file comparison: the expected output lives in a file beside the tests and is re-recorded when
/// `RECORD_GOLDEN=1` is set or the file is missing. A recorded file must be reviewed (for SVG, rendered to PNG
/// and looked at) before it is committed.
public enum Golden {
    /// The outcome of one comparison.
    public enum Outcome: Sendable, Equatable {
        /// The output equals the golden file.
        case match
        /// The golden file was written from this output; the test should fail so that it gets reviewed.
        case recorded(path: String)
        /// The output differs; the text is a line diff.
        case mismatch(diff: String)
    }

    /// Compares `actual` with the golden file `name` in the `Golden` folder beside the calling test file.
    /// - Parameters:
    ///   - actual: the output under test.
    ///   - name: the golden file's name (`page.html`).
    ///   - filePath: pass `#filePath` (the default).
    /// - Returns: match, recorded or mismatch with a diff.
    public static func compare(_ actual: String, named name: String, filePath: String = #filePath) -> Outcome {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return .recorded(path: url.path)
        }
        return expected == actual ? .match : .mismatch(diff: LineDiff.make(expected: expected, actual: actual))
    }
}

/// A readable difference between two texts, line by line.
public enum LineDiff {
    /// The lines only in `expected` (prefixed `-`) and only in `actual` (prefixed `+`), in order, around the
    /// first difference.
    public static func make(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var lines = ["@@ line \(prefix + 1) @@"]
        lines += old[prefix..<(old.count - suffix)].map { "-" + $0 }
        lines += new[prefix..<(new.count - suffix)].map { "+" + $0 }
        return lines.joined(separator: "\n")
    }
}
