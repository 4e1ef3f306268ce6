extension ForeignSyntaxScanner {
    // MARK: - Embeds and include lines

    /// Where the include line `range` ends, when the line is one: `@include "partials/overview.md"` (Helios) or
    /// `[[code-snippets/badge-basic]]` (a snippet named in double brackets, alone on its line); else nil.
    func includeLine(_ range: Range<Int>) -> Int? {
        var end = range.upperBound
        while end > range.lowerBound, [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0D].contains(bytes[end - 1]) { end -= 1 }
        if starts(with: "@include ", at: range.lowerBound, in: range) {
            let rest = text(range.lowerBound + "@include ".utf8.count..<end).trimmingCharacters(in: " \t")
            return rest.first == "\"" || rest.first == "'" ? end : nil
        }
        guard starts(with: "[[", at: range.lowerBound, in: range), end - range.lowerBound > 4,
              bytes[end - 1] == UInt8(ascii: "]"), bytes[end - 2] == UInt8(ascii: "]")
        else { return nil }
        // One name inside: no bracket of its own, so that `[[1]](#note)` or `[[a] [b]]` stay Markdown.
        let inner = range.lowerBound + 2..<end - 2
        return inner.contains { bytes[$0] == UInt8(ascii: "[") || bytes[$0] == UInt8(ascii: "]") } ? nil : end
    }

    /// Marks the `<iframe>` that starts line `index` at `start`, if one does, as an embed shown by its address
    /// and not loaded; gives the last line it takes.
    mutating func embed(startingAt index: Int, start: Int, location: (line: Int, column: Int)) -> Int? {
        let line = lines[index]
        guard starts(with: "<iframe", at: start, in: start..<line.upperBound) else { return nil }
        let after = start + "<iframe".utf8.count
        guard after == line.upperBound || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"), 0x0D].contains(bytes[after]) else {
            return nil
        }
        let last: Int
        switch elementEnd(from: start, line: index) {
        case let .closed(endLine, offset) where isBlank(offset..<lines[endLine].upperBound):
            last = endLine
        default:
            last = blankEnd(after: index)
        }
        let tagEnd = tagEndAcrossLines(from: start, line: index)?.offset ?? lines[last].upperBound
        let source = attributeValue("src", from: start, to: min(tagEnd, lines[last].upperBound)) ?? ""
        let name = "<iframe src=\"\(source.count > 80 ? String(source.prefix(79)) + "…" : source)\">"
        markBlock(from: index, start: start, to: last, construct: ForeignConstruct(
            kind: .embed, name: name, line: location.line, column: location.column),
            html: "<div class=\"unrendered unrendered-embed\" role=\"note\"><p class=\"unrendered-label\">Not loaded: embed of "
                + "<code>\(HTMLEscaping.attribute(source))</code></p></div>")
        return last
    }
}
