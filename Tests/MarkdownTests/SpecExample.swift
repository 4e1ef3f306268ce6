import Foundation

/// One example of a cmark-style spec file (spec.txt, extensions.txt, regression.txt).
struct SpecExample: Sendable, CustomStringConvertible {
    var file: String
    /// 1-based, counted within the file, as the spec runner numbers them.
    var number: Int
    var line: Int
    var section: String
    var markdown: String
    var html: String
    /// The words after `example` on the opening fence.
    var infoWords: [String]

    var id: String { "\(file):\(number)" }
    var description: String { "\(file) example \(number) (line \(line), \(section))" }

    /// Splits a spec file into examples the way cmark-gfm's spec_tests.py does: an opening line of 32 backticks
    /// and `example`, a line holding `.` between Markdown and HTML, a closing line of 32 backticks; `→` stands for
    /// a tab.
    static func parse(_ text: String, file: String) -> [SpecExample] {
        let fence = String(repeating: "`", count: 32)
        var examples: [SpecExample] = []
        var state = 0
        var section = ""
        var markdown = ""
        var html = ""
        var info: [String] = []
        var startLine = 0
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = String(rawLine)
            if state == 0 {
                if line.hasPrefix(fence + " example") {
                    state = 1
                    startLine = lineNumber
                    info = line.dropFirst(fence.count + " example".count).split(separator: " ").map(String.init)
                    markdown = ""
                    html = ""
                } else if line.hasPrefix("#"), let space = line.firstIndex(of: " "),
                          line[..<space].allSatisfy({ $0 == "#" })
                {
                    section = String(line[line.index(after: space)...])
                }
            } else if state == 1 {
                if line == "." {
                    state = 2
                } else {
                    markdown += line.replacingOccurrences(of: "→", with: "\t") + "\n"
                }
            } else if line == fence {
                state = 0
                examples.append(SpecExample(
                    file: file, number: examples.count + 1, line: startLine, section: section,
                    markdown: markdown, html: html, infoWords: info
                ))
            } else {
                html += line.replacingOccurrences(of: "→", with: "\t") + "\n"
            }
        }
        return examples
    }
}
