extension ForeignSyntaxScanner {
    // MARK: - Inline constructs

    /// Marks the constructs inside line `index`, from `start`, leaving code spans alone. A construct inside an
    /// HTML tag, a link's destination, an image's description or a link definition is left as text and only
    /// recorded: a marker there would put the box inside an attribute, or reach the page escaped.
    mutating func markInline(_ index: Int, from start: Int) {
        let line = lines[index]
        var output: [UInt8] = Array(bytes[line.lowerBound..<start])
        var position = start
        var changed = false
        while position < line.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < line.upperBound {
                output += bytes[position...position + 1]
                position += 2
                continue
            }
            if let stop = byte == UInt8(ascii: "`") ? codeSpanEnd(at: position, before: line.upperBound)
                : textOnlyEnd(at: position, lineStart: start, line: index) {
                if byte != UInt8(ascii: "`") { recordUnmarked(in: position..<stop, line: index) }
                output += bytes[position..<stop]
                position = stop
                continue
            }
            if byte == UInt8(ascii: "<"), let tag = tagEndOnLaterLine(at: position, line: index) {
                recordUnmarked(in: position..<line.upperBound, line: index)
                output += bytes[position..<line.upperBound]
                position = line.upperBound
                tagOpenUntil = tag
                continue
            }
            guard let (end, kind, name) = inlineConstruct(at: position, line: index) else {
                output.append(byte)
                position += 1
                continue
            }
            guard let kind else {
                // An MDX comment is set aside, unless the bytes on either side of it would then join into a
                // placeholder of the renderer's.
                if formsMarker(output, then: end..<line.upperBound) {
                    output += bytes[position..<end]
                } else {
                    setAside = true
                    changed = true
                }
                position = end
                continue
            }
            let item = ForeignConstruct(kind: kind, name: name, line: index + 1 + lineOffset, column: position - line.lowerBound + 1)
            let code = String(decoding: bytes[position..<end], as: UTF8.self)
            output += marker(for: item, html: "<code class=\"unrendered\" title=\"Not rendered: \(HTMLEscaping.attribute(item.description))\">"
                + HTMLEscaping.attribute(code) + "</code>", source: code)
            position = end
            changed = true
        }
        if changed {
            replaced[index] = output
        }
    }

    /// Line `index`, inside an HTML tag a line before it opened: text up to the tag's end, `tag`, where its
    /// constructs are only recorded, and marked as any line after it.
    mutating func markInsideTag(_ index: Int, until tag: Offset, from start: Int) {
        let line = lines[index]
        guard tag.line == index else {
            recordUnmarked(in: start..<line.upperBound, line: index)
            return
        }
        tagOpenUntil = nil
        recordUnmarked(in: start..<tag.offset, line: index)
        markInline(index, from: tag.offset)
    }

    /// Where the HTML tag opened at `position` ends, when that is on a later line, as cmark-gfm reads a tag over
    /// lines; nil when it ends on this line or not at all, or when a line before its end is blank or could start
    /// a block (a fence, a heading, a quote, a list item, HTML), which would end the paragraph and the tag.
    func tagEndOnLaterLine(at position: Int, line index: Int) -> Offset? {
        let end = lines[index].upperBound
        guard position + 1 < end, isTagNameStart(bytes[position + 1]), jsxName(at: position + 1, in: position..<end) == nil,
              htmlTagEnd(from: position, before: end) == nil,
              let tag = tagEndAcrossLines(from: position, line: index), tag.line > index else { return nil }
        let blockStarts = Set("`~#><-*+=_|0123456789".utf8)
        for later in index + 1...tag.line {
            let first = lines[later].first { bytes[$0] != UInt8(ascii: " ") && bytes[$0] != UInt8(ascii: "\t") }
            guard let first, !blockStarts.contains(bytes[first]) else { return nil }
        }
        return tag
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
                _ = marker(for: ForeignConstruct(kind: kind, name: name, line: index + 1 + lineOffset,
                                                 column: position - lines[index].lowerBound + 1), html: "", source: code)
            }
            position = end
        }
    }

    /// Whether the bytes written so far, `output`, and those of `rest` after them would hold `<!--` and the
    /// placeholders' prefix across the join, which every marker of the renderer's starts with.
    func formsMarker(_ output: [UInt8], then rest: Range<Int>) -> Bool {
        let open = markerOpen.dropLast()
        let tail = output.suffix(open.count - 1)
        var start = tail.startIndex
        while let candidate = tail[start...].firstIndex(of: open[open.startIndex]) {
            let inTail = tail.endIndex - candidate
            if tail[candidate...].elementsEqual(open.prefix(inTail)), rest.count >= open.count - inTail,
               bytes[rest.lowerBound..<rest.lowerBound + open.count - inTail].elementsEqual(open.dropFirst(inTail)) {
                return true
            }
            start = candidate + 1
        }
        return false
    }

    // MARK: - Where a marker would not be read as HTML

    /// Just after the text that starts at `position` where cmark-gfm would not read a marker as HTML: an HTML tag
    /// or autolink (`<a href="{{ url }}">`), a link's destination and title (`](…)`), an image's description and
    /// destination (`![…](…)`), and a link definition's destination (`[name]: …` at `lineStart`); nil elsewhere.
    func textOnlyEnd(at position: Int, lineStart: Int, line index: Int) -> Int? {
        let end = lines[index].upperBound
        guard position + 1 < end else { return nil }
        let byte = bytes[position], next = bytes[position + 1]
        switch byte {
        case UInt8(ascii: "<"):
            let nameStart = next == UInt8(ascii: "/") ? position + 2 : position + 1
            guard nameStart < end, isTagNameStart(bytes[nameStart]), jsxName(at: position + 1, in: position..<end) == nil else { return nil }
            return htmlTagEnd(from: position, before: end)
        case UInt8(ascii: "]") where next == UInt8(ascii: "("):
            guard let close = closingParenthesis(from: position + 1, before: end), isLinkTail(position + 2..<close - 1, line: index) else { return nil }
            return close
        case UInt8(ascii: "!") where next == UInt8(ascii: "["):
            guard let close = closingBracket(from: position + 1, before: end) else { return nil }
            if close < end, bytes[close] == UInt8(ascii: "(") { return closingParenthesis(from: close, before: end) ?? close }
            return close
        case UInt8(ascii: "[") where position == lineStart && next != UInt8(ascii: "^"):
            guard let close = closingBracket(from: position, before: end), close < end, bytes[close] == UInt8(ascii: ":") else { return nil }
            return end
        default:
            return nil
        }
    }

    /// Whether `range` of line `index`, between a link's parentheses, would be a destination cmark-gfm takes, with
    /// or without a title, once each construct in it is a marker: then a marker would be the link's `href`, so
    /// the constructs there stay text. `{{ site.baseurl }}/a` is text either way (`/a` cannot follow a marker,
    /// which reads as a destination in angle brackets), and its construct is marked as in any text; but
    /// `({% link a.md %})` and `(mailto:{{ email }})` are links once marked.
    func isLinkTail(_ range: Range<Int>, line index: Int) -> Bool {
        var marked: [UInt8] = []
        var position = range.lowerBound
        while position < range.upperBound {
            if let (end, _, _) = inlineConstruct(at: position, line: index), end <= range.upperBound {
                marked += Array("<!--m-->".utf8)
                position = end
            } else {
                marked.append(bytes[position])
                position += 1
            }
        }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard var start = marked.firstIndex(where: { !isSpace($0) }) else { return true }
        if marked[start] == UInt8(ascii: "<") {
            guard let close = marked[start...].firstIndex(of: UInt8(ascii: ">")),
                  !marked[(start + 1)..<close].contains(UInt8(ascii: "<")) else { return false }
            start = close + 1
            if start < marked.count, !isSpace(marked[start]) { return false }
        }
        guard let space = marked[start...].firstIndex(where: isSpace),
              let title = marked[space...].firstIndex(where: { !isSpace($0) }) else { return true }
        return [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "(")].contains(marked[title])
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

    /// Just after the `]` that closes the `[` at `start`, brackets nested and escapes skipped, on this line.
    func closingBracket(from start: Int, before end: Int) -> Int? {
        balancedEnd(from: start, before: end, open: UInt8(ascii: "["), close: UInt8(ascii: "]"))
    }

    /// Just after the `)` that closes the `(` at `start`, parentheses nested and escapes skipped, on this line.
    func closingParenthesis(from start: Int, before end: Int) -> Int? {
        balancedEnd(from: start, before: end, open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
    }

    private func balancedEnd(from start: Int, before end: Int, open: UInt8, close: UInt8) -> Int? {
        guard budget.left > 0 else { return nil }
        var depth = 0
        var position = start
        defer { budget.left -= position - start }
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 1
            case open: depth += 1
            case close:
                depth -= 1
                if depth == 0 {
                    position += 1
                    return position
                }
            default: break
            }
            position += 1
        }
        return nil
    }
}
