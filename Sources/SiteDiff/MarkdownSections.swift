/// A page's Markdown cut at its headings, as prose is compared: the front matter and preview fences left out,
/// since their changes are reported as facts and drawings.
package struct MarkdownSections: Sendable, Hashable {
    /// The lines before the first heading, then one section per ATX heading.
    package struct Section: Sendable, Hashable {
        /// The heading line as written (`## Usage`), or nil for what comes before the first heading.
        package var heading: String?
        /// The 1-based line of the heading in the file.
        package var line: Int
        package var lines: [String]
    }

    package var sections: [Section]

    package init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        var number = 1
        var first = 0
        if let opener = lines.first, opener == "---" || opener == "+++" {
            let closers: Set<String> = opener == "---" ? ["---", "..."] : ["+++"]
            if let end = lines.dropFirst().firstIndex(where: { closers.contains($0) }) {
                first = end + 1
            }
        }
        number += first
        lines.removeFirst(first)
        var sections = [Section(heading: nil, line: number, lines: [])]
        var fence: (marker: Character, length: Int, skipped: Bool)?
        for line in lines {
            defer { number += 1 }
            if let open = fence {
                if Self.closes(line, marker: open.marker, length: open.length) {
                    fence = nil
                    if open.skipped { continue }
                }
                if !open.skipped { sections[sections.count - 1].lines.append(line) }
                continue
            }
            if let opened = Self.fenceOpening(line) {
                fence = (opened.marker, opened.length, opened.info.hasPrefix("preview"))
                if !opened.info.hasPrefix("preview") { sections[sections.count - 1].lines.append(line) }
                continue
            }
            if Self.isHeading(line) {
                sections.append(Section(heading: line.trimmingLeadingSpaces, line: number, lines: []))
                continue
            }
            sections[sections.count - 1].lines.append(line)
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

    /// An ATX heading: up to three spaces, one to six `#`, then a space or the end of the line.
    static func isHeading(_ line: String) -> Bool {
        let text = line.trimmingLeadingSpaces
        guard line.count - text.count <= 3 else { return false }
        let hashes = text.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return false }
        let rest = text.dropFirst(hashes)
        return rest.isEmpty || rest.first == " " || rest.first == "\t"
    }

    /// A fence's opening line: its marker, its length and its info string.
    static func fenceOpening(_ line: String) -> (marker: Character, length: Int, info: Substring)? {
        let text = line.trimmingLeadingSpaces
        guard line.count - text.count <= 3, let marker = text.first, marker == "`" || marker == "~" else { return nil }
        let length = text.prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        let info = text.dropFirst(length).drop { $0 == " " }
        if marker == "`" && info.contains("`") { return nil }
        return (marker, length, info)
    }

    static func closes(_ line: String, marker: Character, length: Int) -> Bool {
        let text = line.trimmingLeadingSpaces
        guard line.count - text.count <= 3 else { return false }
        let run = text.prefix { $0 == marker }.count
        return run >= length && text.dropFirst(run).allSatisfy(\.isWhitespace)
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " })
    }
}
