import Markdown
import SiteModel

/// A page's Markdown cut at its headings, as prose is compared: the front matter and preview fences left out,
/// since their changes are reported as facts and drawings. Where the headings and fences are is what cmark-gfm
/// found when the page was parsed, and the front matter is split off as the build splits it.
package struct MarkdownSections: Sendable, Hashable {
    /// The lines before the first heading, then one section per heading.
    package struct Section: Sendable, Hashable {
        /// The heading's first line as written (`## Usage`), or nil for what comes before the first heading.
        package var heading: String?
        /// The 1-based line of the heading in the file.
        package var line: Int
        package var lines: [String]
    }

    package var sections: [Section]

    /// - Parameters:
    ///   - text: the whole file.
    ///   - headingLines: the 1-based lines, in the file, where headings start.
    ///   - skippedLines: the lines to leave out (preview fences, from their opening line to their closing one).
    package init(_ text: String, headingLines: Set<Int>, skippedLines: Set<Int>) {
        var body = Substring(text)
        var number = 1
        // A file whose front matter is never closed does not build; here it is read as text.
        if case let .success(document) = SourceDocument.split(text, path: "") {
            body = Substring(decoding: document.body, as: UTF8.self)
            number += document.bodyLineOffset
        }
        var sections = [Section(heading: nil, line: number, lines: [])]
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { number += 1 }
            let line = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            if skippedLines.contains(number) { continue }
            if headingLines.contains(number) {
                sections.append(Section(heading: String(line.drop { $0 == " " }), line: number, lines: []))
            } else {
                sections[sections.count - 1].lines.append(line)
            }
        }
        for index in sections.indices {
            while sections[index].lines.last?.allSatisfy(\.isWhitespace) == true {
                sections[index].lines.removeLast()
            }
            while sections[index].lines.first?.allSatisfy(\.isWhitespace) == true {
                sections[index].lines.removeFirst()
            }
        }
        if sections[0].lines.isEmpty {
            sections.removeFirst()
        }
        self.sections = sections
    }

    /// The lines of the preview fences among `fences`, from each opening fence to its closing one.
    package static func previewLines(of fences: [FencedBlock]) -> Set<Int> {
        Set(fences.filter { $0.language == "preview" }.flatMap { fence in
            fence.line...(fence.line + fence.body.count(where: { $0 == "\n" }) + 1)
        })
    }
}
