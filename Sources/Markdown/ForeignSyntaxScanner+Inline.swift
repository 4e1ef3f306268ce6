extension ForeignSyntaxScanner {
    // MARK: - Inline constructs

    /// Finds the constructs inside line `index`, from `start`, leaving code spans alone, and says that each
    /// becomes a marked span; ``ConstructPlacer`` marks one only where cmark-gfm's tree has its text as text. In
    /// a raw HTML block, which cmark-gfm does not read, a construct inside a tag is only recorded: a marker there
    /// would put the box inside an attribute. On a line cmark-gfm shows no text of (a link definition), each is
    /// only recorded.
    mutating func markInline(_ index: Int, from start: Int, reading: LineReading) {
        let line = lines[index]
        if reading == .unshown {
            recordUnmarked(in: start..<line.upperBound, line: index)
            return
        }
        var position = start
        while position < line.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < line.upperBound {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "`") {
                position = codeSpanEnd(at: position, before: line.upperBound)
                continue
            }
            if reading == .html, byte == UInt8(ascii: "<"), let stop = tagInHTML(at: position, line: index) {
                recordUnmarked(in: position..<stop, line: index)
                position = stop
                continue
            }
            guard let (end, kind, name) = inlineConstruct(at: position, line: index) else {
                position += 1
                continue
            }
            guard let kind else {
                edits.append(.inline(line: index, range: position..<end, number: nil))
                position = end
                continue
            }
            let item = ForeignConstruct(kind: kind, name: name, line: index + 1 + lineOffset, column: position - line.lowerBound + 1)
            let code = String(decoding: bytes[position..<end], as: UTF8.self)
            let number = record(item, html: "<code class=\"unrendered\" title=\"Not rendered: \(HTMLEscaping.attribute(item.description))\">"
                + HTMLEscaping.attribute(code) + "</code>", source: code)
            edits.append(.inline(line: index, range: position..<end, number: number))
            position = end
        }
    }

    /// Line `index` of a raw HTML block, inside a tag a line before opened: text up to the tag's end, `tag`,
    /// where its constructs are only recorded, and read as any line after it.
    mutating func markInsideTag(_ index: Int, until tag: Offset, from start: Int) {
        let line = lines[index]
        guard tag.line == index else {
            recordUnmarked(in: start..<line.upperBound, line: index)
            return
        }
        tagOpenUntil = nil
        recordUnmarked(in: start..<tag.offset, line: index)
        markInline(index, from: tag.offset, reading: .html)
    }

    /// Just after the HTML tag (not a JSX element) that opens at `position` in a raw HTML block's line `index`, or
    /// its line's end when the tag goes on to a later line, which ``tagOpenUntil`` then says; nil where no tag
    /// opens.
    mutating func tagInHTML(at position: Int, line index: Int) -> Int? {
        let end = lines[index].upperBound
        guard position + 1 < end else { return nil }
        let nameStart = bytes[position + 1] == UInt8(ascii: "/") ? position + 2 : position + 1
        guard nameStart < end, isTagNameStart(bytes[nameStart]), jsxName(at: position + 1, in: position..<end) == nil else { return nil }
        if let stop = htmlTagEnd(from: position, before: end) { return stop }
        guard let tag = tagEndAcrossLines(from: position, line: index), tag.line > index else { return nil }
        tagOpenUntil = tag
        return end
    }

    /// The construct that starts at `position` on line `index` and ends on it: where it ends, its kind (nil for
    /// an MDX comment) and its name.
    func inlineConstruct(at position: Int, line index: Int) -> (end: Int, kind: ForeignConstruct.Kind?, name: String)? {
        let line = lines[index]
        let byte = bytes[position]
        if byte == UInt8(ascii: "{"), position + 1 < line.upperBound,
           [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(bytes[position + 1]),
           let end = templateEnd(from: position, line: index), end.line == index {
            return (end.offset, .templateExpression, templateName(position..<end.offset))
        }
        if syntax == .mdx, byte == UInt8(ascii: "{") {
            guard let end = braceEnd(from: position, line: index), end.line == index else { return nil }
            if isComment(position..<end.offset) { return (end.offset, nil, "") }
            return (end.offset, .mdxExpression, "{" + abbreviated(position + 1..<end.offset - 1) + "}")
        }
        guard byte == UInt8(ascii: "<"), let name = jsxName(at: position + 1, in: position..<line.upperBound) else { return nil }
        if case let .closed(endLine, offset) = elementEnd(from: position, line: index), endLine == index {
            return (offset, .jsxElement, "<\(name)>")
        }
        return tagEnd(from: position).map { ($0, .jsxElement, "<\(name)>") }
    }

    /// Just after the code span that opens at `position`, or after its backticks when it does not close.
    func codeSpanEnd(at position: Int, before end: Int) -> Int {
        let count = run(of: bytes[position], at: position, in: position..<end)
        let closing = [UInt8](repeating: bytes[position], count: count)
        var search = position + count
        while let found = find(closing, in: search..<end) {
            let length = run(of: bytes[position], at: found, in: found..<end)
            if length == count { return found + count }
            search = found + length
        }
        return position + count
    }

    /// Records the constructs in `range` of line `index` without marking them: the page shows them as written.
    mutating func recordUnmarked(in range: Range<Int>, line index: Int) {
        var position = range.lowerBound
        while position < range.upperBound {
            guard bytes[position] == UInt8(ascii: "{"), let (end, kind, name) = inlineConstruct(at: position, line: index),
                  end <= range.upperBound else {
                position += 1
                continue
            }
            if let kind {
                let code = String(decoding: bytes[position..<end], as: UTF8.self)
                _ = record(ForeignConstruct(kind: kind, name: name, line: index + 1 + lineOffset,
                                            column: position - lines[index].lowerBound + 1), html: "", source: code)
            }
            position = end
        }
    }

    /// Just after the `>` that ends the HTML tag opened at `start`, quoted attribute values skipped, on this line;
    /// what it reads is charged to the budget, and once that is spent it finds nothing, as the other look aheads.
    func htmlTagEnd(from start: Int, before end: Int) -> Int? {
        guard budget.left > 0 else { return nil }
        var quote: UInt8?
        var position = start + 1
        defer { budget.left -= position - start }
        while position < end {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return position
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            position += 1
        }
        return nil
    }
}
