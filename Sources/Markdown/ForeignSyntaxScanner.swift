/// Finds another generator's constructs in a page's Markdown, outside code, and writes the page again with each
/// one replaced by an HTML comment marker that cmark-gfm copies as it is, so that the renderer puts the marked
/// block in its place. Every line keeps its number, and the text of a line before a construct keeps its columns.
///
/// Code is left alone: fenced and indented code blocks, code spans and HTML comments are skipped, as cmark-gfm
/// reads them. The work is linear in the page: a construct that does not end within ``longestConstruct`` lines
/// ends at the next blank line, and every byte any look ahead reads is charged to one budget, a fixed multiple
/// of the page's size; a page that spends it (openings that never close, on every line) is searched no further,
/// and says where it stopped.
struct ForeignSyntaxScanner {
    /// The most lines one construct may take before it is cut at its first blank line.
    static let longestConstruct = 400
    /// How many times its own size the look aheads may read of a page, plus a floor for small pages.
    static let budgetPerByte = 24
    static let budgetFloor = 1 << 16

    /// The bytes the look aheads may still read. A class, so that the look aheads, which change nothing else,
    /// can charge it.
    private final class Budget {
        var left: Int
        init(_ left: Int) { self.left = left }
    }

    /// A construct found, with the HTML that takes its place.
    struct Found {
        /// Nil for a container's end, which is no construct of its own.
        var construct: ForeignConstruct?
        /// What the page shows: a marked block, a marked span, or a container's start or end.
        var html: String
        /// The construct as written, for the page's Markdown twin; nil for a container's start or end.
        var source: String? = nil
    }

    /// The page written again, and what was found; nil when nothing was found or set aside.
    struct Result {
        var source: [UInt8]
        var found: [Found]
        /// The 1-based line (the caller's offset included) where the search stopped, its budget spent; nil when
        /// it read the whole page.
        var stoppedAt: Int?
    }

    private let bytes: [UInt8]
    private let syntax: ForeignSyntax
    private let lineOffset: Int
    /// The marker's opening, `<!--PREFIXc`: a construct's number and, after any bytes, `-->` complete it.
    private let markerOpen: [UInt8]
    /// Each line's bytes, without its line break (a `\r` before `\n` is left out too).
    private var lines: [Range<Int>] = []
    /// The line break after each line, as written.
    private var breaks: [Range<Int>] = []
    /// What each line becomes; nil keeps it.
    private var replaced: [[UInt8]?] = []
    private var found: [Found] = []
    private var setAside = false
    private let budget: Budget

    init(_ source: ArraySlice<UInt8>, syntax: ForeignSyntax, lineOffset: Int, markerOpen: [UInt8]) {
        bytes = Array(source)
        self.syntax = syntax
        self.lineOffset = lineOffset
        self.markerOpen = markerOpen
        budget = Budget(Self.budgetFloor + Self.budgetPerByte * source.count)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            lines.append(start..<contentEnd)
            breaks.append(contentEnd..<min(end + 1, bytes.count))
            if end >= bytes.count { break }
            start = end + 1
        }
        replaced = Array(repeating: nil, count: lines.count)
    }

    /// Whether the source may hold a construct at all: a cheap look for the bytes every construct starts with.
    static func mayHoldConstructs(_ source: ArraySlice<UInt8>, syntax: ForeignSyntax) -> Bool {
        if syntax == .mdx { return true }
        var previous: UInt8 = 0x0A
        var colons = 0
        for byte in source {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#"):
                if previous == UInt8(ascii: "{") { return true }
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: ">"):
                if previous == UInt8(ascii: "<") { return true }
            case UInt8(ascii: "i"), UInt8(ascii: "e"):
                if previous == 0x0A { return true }
            default:
                break
            }
            colons = byte == UInt8(ascii: ":") && (colons > 0 || previous == 0x0A || previous == 0x20) ? colons + 1 : 0
            if colons == 3 { return true }
            previous = byte
        }
        return false
    }

    /// Scans the whole page.
    mutating func scan() -> Result? {
        var fence: (character: UInt8, count: Int)?
        var inComment = false
        var previousBlank = true
        var inList = false
        /// Open containers: the number of colons of a `:::` one, or the name of a JSX element whose children are
        /// Markdown.
        var containers: [(colons: Int, element: String?)] = []
        var index = 0
        var stoppedAt: Int?
        while index < lines.count {
            guard budget.left > 0 else {
                stoppedAt = index + 1 + lineOffset
                break
            }
            let line = lines[index]
            let prefix = containerPrefix(line)
            let start = line.lowerBound + prefix
            let indent = leadingSpaces(line)
            let rest = start..<line.upperBound
            defer { index += 1 }
            if let open = fence {
                let run = run(of: open.character, at: start, in: rest)
                if run >= open.count, isBlank(start + run..<line.upperBound) { fence = nil }
                continue
            }
            if rest.isEmpty || isBlank(rest) {
                previousBlank = true
                continue
            }
            if inComment {
                if find(Array("-->".utf8), in: rest) != nil { inComment = false }
                previousBlank = false
                continue
            }
            if indent >= 4, previousBlank, !inList {
                continue
            }
            defer { previousBlank = false }
            let first = bytes[start]
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                let count = run(of: first, at: start, in: rest)
                if count >= 3, first == UInt8(ascii: "~") || find([UInt8(ascii: "`")], in: start + count..<line.upperBound) == nil {
                    fence = (first, count)
                    continue
                }
            }
            if starts(with: "<!--", at: start, in: rest) {
                if find(Array("-->".utf8), in: start + 4..<line.upperBound) == nil { inComment = true }
                continue
            }
            if isListItem(rest) {
                inList = true
            } else if indent == 0, previousBlank, prefix == 0 {
                inList = false
            }

            // `:::` containers: their text is Markdown, rendered inside the marked block.
            let colons = run(of: UInt8(ascii: ":"), at: start, in: rest)
            if colons >= 3 {
                let after = start + colons..<line.upperBound
                if isBlank(after) {
                    if let last = containers.lastIndex(where: { $0.element == nil && $0.colons <= colons }) {
                        containers.removeSubrange(last...)
                        replaceLine(index, keeping: prefix, with: marker(for: nil, html: "</div>"))
                    }
                    continue
                }
                let info = text(after).trimmingCharacters(in: " \t{}")
                let name = String(repeating: ":", count: colons) + (info.isEmpty ? "" : " " + info)
                containers.append((colons, nil))
                replaceLine(index, keeping: prefix, with: marker(
                    for: ForeignConstruct(kind: .container, name: name, line: index + 1 + lineOffset, column: start - line.lowerBound + 1),
                    html: "<div class=\"unrendered unrendered-container\" role=\"note\"><p class=\"unrendered-label\">"
                        + "Not rendered as a container: <code>\(HTMLEscaping.attribute(name))</code></p>"))
                continue
            }
            // The end of a JSX element whose children are Markdown.
            if starts(with: "</", at: start, in: rest), let name = tagName(at: start + 2, in: rest),
               let last = containers.last, last.element == name,
               let close = find([UInt8(ascii: ">")], in: start..<line.upperBound), isBlank(close + 1..<line.upperBound) {
                containers.removeLast()
                replaceLine(index, keeping: prefix, with: marker(for: nil, html: "</div>"))
                continue
            }
            if let end = blockConstruct(startingAt: index, start: start, containers: &containers) {
                index = end
                continue
            }
            markInline(index, from: start)
        }
        // A container left open ends with the page.
        if !containers.isEmpty, let last = lines.indices.last {
            let closing = containers.map { _ in marker(for: nil, html: "</div>") }.joined(separator: [0x0A])
            let ending = (replaced[last] ?? Array(bytes[lines[last]]))
            replaced[last] = ending + (ending.isEmpty ? [] : [0x0A, 0x0A]) + closing
        }
        guard !found.isEmpty || setAside || stoppedAt != nil else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + found.count * 64)
        for index in lines.indices {
            output += replaced[index] ?? Array(bytes[lines[index]])
            output += bytes[breaks[index]]
        }
        return Result(source: output, found: found, stoppedAt: stoppedAt)
    }

    // MARK: - Block constructs

    /// Marks the construct that starts line `index` at `start`, if any, and gives the last line it takes.
    private mutating func blockConstruct(startingAt index: Int, start: Int,
                                         containers: inout [(colons: Int, element: String?)]) -> Int? {
        let line = lines[index]
        let rest = start..<line.upperBound
        let column = start - line.lowerBound + 1
        let first = bytes[start]
        let location = (line: index + 1 + lineOffset, column: column)

        if first == UInt8(ascii: "{"), start + 1 < line.upperBound,
           [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(bytes[start + 1]) {
            guard let end = templateEnd(from: start, line: index), isBlank(end.offset..<lines[end.line].upperBound) else { return nil }
            let name = templateName(start..<end.offset)
            markBlock(from: index, start: start, to: end.line, construct: ForeignConstruct(
                kind: .templateExpression, name: name, line: location.line, column: location.column))
            return end.line
        }
        if syntax == .mdx, first == UInt8(ascii: "{") {
            guard let end = braceEnd(from: start, line: index) else { return nil }
            guard isBlank(end.offset..<lines[end.line].upperBound) else { return nil }
            if isComment(start..<end.offset) {
                setAsideLines(index...end.line)
            } else {
                markBlock(from: index, start: start, to: end.line, construct: ForeignConstruct(
                    kind: .mdxExpression, name: "{" + abbreviated(start + 1..<end.offset - 1) + "}", line: location.line, column: location.column))
            }
            return end.line
        }
        if isModuleStatement(rest) {
            // An ES module statement runs to the next blank line, as MDX reads it.
            var last = index
            while last + 1 < lines.count, last - index < Self.longestConstruct, !isBlank(lines[last + 1]) {
                last += 1
                budget.left -= lines[last].count + 1
            }
            if syntax == .mdx {
                setAsideLines(index...last)
            } else {
                markBlock(from: index, start: start, to: last, construct: ForeignConstruct(
                    kind: .moduleLine, name: abbreviated(rest),
                    line: location.line, column: location.column))
            }
            return last
        }
        guard first == UInt8(ascii: "<"), start + 1 < line.upperBound else { return nil }
        if let block = scriptBlockName(at: start + 1, in: rest) {
            let closing = Array("</\(block)".utf8)
            var last = index
            while last < lines.count, last - index < Self.longestConstruct, budget.left > 0,
                  find(closing, in: (last == index ? start : lines[last].lowerBound)..<lines[last].upperBound) == nil {
                last += 1
            }
            if last >= lines.count || last - index >= Self.longestConstruct || budget.left <= 0 { last = blankEnd(after: index) }
            let tag = openingTag(from: start, in: rest)
            markBlock(from: index, start: start, to: last, construct: ForeignConstruct(
                kind: .scriptBlock, name: tag, line: location.line, column: location.column))
            return last
        }
        guard let name = jsxName(at: start + 1, in: rest) else { return nil }
        let shown = "<\(name)>"
        switch elementEnd(from: start, line: index) {
        case let .closed(endLine, offset) where isBlank(offset..<lines[endLine].upperBound):
            markBlock(from: index, start: start, to: endLine, construct: ForeignConstruct(
                kind: .jsxElement, name: shown, line: location.line, column: location.column))
            return endLine
        case .closed:
            return nil
        case let .openedAt(endLine, offset) where isBlank(offset..<lines[endLine].upperBound)
            && (endLine + 1 >= lines.count || isBlank(lines[endLine + 1])):
            // Its children are Markdown, as MDX reads an element followed by a blank line: they are rendered, in a
            // marked block, up to its closing tag.
            containers.append((0, name))
            markBlock(from: index, start: start, to: endLine, construct: ForeignConstruct(
                kind: .jsxElement, name: shown, line: location.line, column: location.column),
                html: "<div class=\"unrendered unrendered-container\" role=\"note\"><p class=\"unrendered-label\">"
                    + "Not rendered: <code>\(HTMLEscaping.attribute(shown))</code>; its content is</p>")
            return endLine
        case .openedAt, .unended:
            let last = blankEnd(after: index)
            markBlock(from: index, start: start, to: last, construct: ForeignConstruct(
                kind: .jsxElement, name: shown, line: location.line, column: location.column))
            return last
        }
    }

    /// The last line before the first blank line after `index` (or the page's last line).
    private func blankEnd(after index: Int) -> Int {
        var last = index
        while last + 1 < lines.count, !isBlank(lines[last + 1]) {
            last += 1
            budget.left -= lines[last].count + 1
        }
        return last
    }

    /// Replaces lines `first` to `last` with one marker, kept at the construct's column on the first line and
    /// under each line's container prefix, so that cmark-gfm reads it as one HTML block in the same list item
    /// or quote; the block shows the construct's source in a marked box, or `html` when given.
    private mutating func markBlock(from first: Int, start: Int, to last: Int, construct: ForeignConstruct, html: String? = nil) {
        let source = first == last ? start..<lines[first].upperBound : start..<lines[last].upperBound
        let code = String(decoding: bytes[source], as: UTF8.self)
        let shown = html ?? "<div class=\"unrendered\" role=\"note\"><p class=\"unrendered-label\">Not rendered: "
            + "\(HTMLEscaping.attribute(construct.kind.rawValue)) <code>\(HTMLEscaping.attribute(construct.name))</code></p>"
            + "<pre><code>\(HTMLEscaping.attribute(code))</code></pre></div>"
        let open = marker(for: construct, html: shown, source: code, closed: first == last)
        replaced[first] = Array(bytes[lines[first].lowerBound..<start]) + open
        guard last > first else { return }
        for index in first + 1...last {
            let prefix = Array(bytes[lines[index].lowerBound..<lines[index].lowerBound + containerPrefix(lines[index])])
            replaced[index] = index == last ? prefix + Array("-->".utf8) : prefix
        }
    }

    private mutating func setAsideLines(_ range: ClosedRange<Int>) {
        setAside = true
        for index in range {
            replaced[index] = []
        }
    }

    /// Replaces line `index` after its container prefix of `prefix` bytes.
    private mutating func replaceLine(_ index: Int, keeping prefix: Int, with content: [UInt8]) {
        replaced[index] = Array(bytes[lines[index].lowerBound..<lines[index].lowerBound + prefix]) + content
    }

    /// `<!--PREFIXcN` and, when `closed`, `-->`; the construct, if any, is recorded with `html`.
    private mutating func marker(for construct: ForeignConstruct?, html: String, source: String? = nil, closed: Bool = true) -> [UInt8] {
        let number = found.count
        found.append(Found(construct: construct, html: html, source: source))
        return markerOpen + Array(String(number).utf8) + (closed ? Array("-->".utf8) : [])
    }

    // MARK: - Inline constructs

    /// Marks the constructs inside line `index`, from `start`, leaving code spans alone.
    private mutating func markInline(_ index: Int, from start: Int) {
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
            if byte == UInt8(ascii: "`") {
                let count = run(of: byte, at: position, in: position..<line.upperBound)
                let closing = [UInt8](repeating: byte, count: count)
                var search = position + count
                var end: Int?
                while let found = find(closing, in: search..<line.upperBound) {
                    let length = run(of: byte, at: found, in: found..<line.upperBound)
                    if length == count { end = found + count; break }
                    search = found + length
                }
                let stop = end ?? position + count
                output += bytes[position..<stop]
                position = stop
                continue
            }
            var construct: (end: Int, kind: ForeignConstruct.Kind, name: String)?
            if byte == UInt8(ascii: "{"), position + 1 < line.upperBound,
               [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(bytes[position + 1]),
               let end = templateEnd(from: position, line: index), end.line == index {
                construct = (end.offset, .templateExpression, templateName(position..<end.offset))
            } else if syntax == .mdx, byte == UInt8(ascii: "{"), let end = braceEnd(from: position, line: index), end.line == index {
                if isComment(position..<end.offset) {
                    setAside = true
                    changed = true
                    position = end.offset
                    continue
                }
                construct = (end.offset, .mdxExpression, "{" + abbreviated(position + 1..<end.offset - 1) + "}")
            } else if byte == UInt8(ascii: "<"), let name = jsxName(at: position + 1, in: position..<line.upperBound) {
                switch elementEnd(from: position, line: index) {
                case let .closed(endLine, offset) where endLine == index:
                    construct = (offset, .jsxElement, "<\(name)>")
                default:
                    if let close = tagEnd(from: position) {
                        construct = (close, .jsxElement, "<\(name)>")
                    }
                }
            }
            guard let (end, kind, name) = construct else {
                output.append(byte)
                position += 1
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

    // MARK: - Reading constructs

    private struct Offset {
        var line: Int
        var offset: Int
    }

    /// Walks the bytes from `start`, on line `index` and the lines after it (at most ``longestConstruct``), each
    /// line charged to the budget, until `ends` says the byte at an offset is the construct's last; gives the
    /// offset just after it. With `stopsAtBlankLine`, a blank line ends the walk with nothing found.
    private func walk(from start: Int, line index: Int, stopsAtBlankLine: Bool = false, until ends: (Int) -> Bool) -> Offset? {
        var line = index
        var position = start
        while line < lines.count, line - index < Self.longestConstruct, budget.left > 0 {
            let end = lines[line].upperBound
            budget.left -= end - position + 1
            while position < end {
                if ends(position) { return Offset(line: line, offset: position + 1) }
                position += 1
            }
            line += 1
            guard line < lines.count else { break }
            if stopsAtBlankLine, isBlank(lines[line]) { return nil }
            position = lines[line].lowerBound
        }
        return nil
    }

    /// Where the template expression opened at `start` (`{{`, `{%` or `{#`) ends, just after its `}}`, `%}` or
    /// `#}`, on this line or a later one; a blank line ends all but a comment.
    private func templateEnd(from start: Int, line index: Int) -> Offset? {
        let kind = bytes[start + 1]
        var depth = 0
        var closing = false
        return walk(from: start + 2, line: index, stopsAtBlankLine: kind != UInt8(ascii: "#")) { position in
            if closing { return true }
            let byte = bytes[position]
            let closesNext = position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "}")
            if kind == UInt8(ascii: "{") {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") {
                    if depth == 0, closesNext { closing = true }
                    depth = max(0, depth - 1)
                }
            } else if byte == kind, closesNext {
                closing = true
            }
            return false
        }
    }

    /// Where the braces opened at `start` close, just after the `}`; quoted strings are skipped.
    private func braceEnd(from start: Int, line index: Int) -> Offset? {
        var depth = 0
        var quote: UInt8?
        var escaped = false
        return walk(from: start, line: index) { position in
            let byte = bytes[position]
            if let open = quote {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return true }
            }
            return false
        }
    }

    private enum ElementEnd {
        /// The element and its children end at this offset.
        case closed(line: Int, offset: Int)
        /// The opening tag ends at this offset and the element is still open.
        case openedAt(line: Int, offset: Int)
        /// Its opening tag does not end within bounds.
        case unended
    }

    /// Reads the JSX element opened at `start`, tag by tag, its attributes' strings and braces skipped, until
    /// every element it opened is closed.
    private func elementEnd(from start: Int, line index: Int) -> ElementEnd {
        var depth = 0
        var firstTag: Offset?
        var line = index
        var position = start
        while line < lines.count, line - index < Self.longestConstruct {
            guard budget.left > 0 else { return .unended }
            budget.left -= 1
            let end = lines[line].upperBound
            guard position < end else {
                // An element still open at the end of a line that a blank line follows has Markdown children.
                if let first = firstTag, depth > 0, line + 1 >= lines.count || isBlank(lines[line + 1]) {
                    return .openedAt(line: first.line, offset: first.offset)
                }
                line += 1
                if line < lines.count { position = lines[line].lowerBound }
                continue
            }
            if bytes[position] == UInt8(ascii: "<"), position + 1 < end {
                let closing = bytes[position + 1] == UInt8(ascii: "/")
                let nameStart = position + (closing ? 2 : 1)
                if nameStart < end, isTagNameStart(bytes[nameStart]) || bytes[nameStart] == UInt8(ascii: ">") {
                    guard let tag = tagEndAcrossLines(from: position, line: line) else { return .unended }
                    if closing {
                        depth -= 1
                    } else if bytes[tag.offset - 2] != UInt8(ascii: "/") {
                        depth += 1
                    }
                    if firstTag == nil { firstTag = tag }
                    if depth <= 0 { return .closed(line: tag.line, offset: tag.offset) }
                    line = tag.line
                    position = tag.offset
                    continue
                }
            }
            position += 1
        }
        return firstTag.map { .openedAt(line: $0.line, offset: $0.offset) } ?? .unended
    }

    /// Just after the `>` that ends the tag opened at `start`, on this line or a later one; attribute strings
    /// and brace expressions (`sx={{ gap: 2 }}`, `onClick={() => x > 1}`) are skipped.
    private func tagEndAcrossLines(from start: Int, line index: Int) -> Offset? {
        var depth = 0
        var quote: UInt8?
        return walk(from: start + 1, line: index) { position in
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if depth > 0 {
                if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth -= 1 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth = 1
            } else if byte == UInt8(ascii: ">") {
                return true
            }
            return false
        }
    }

    /// Just after the `>` of the tag opened at `start`, on its own line.
    private func tagEnd(from start: Int) -> Int? {
        guard let end = tagEndAcrossLines(from: start, line: lineIndex(of: start)), end.line == lineIndex(of: start) else { return nil }
        return end.offset
    }

    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The component name of a JSX tag at `start` (just after `<`): a capital letter first (`Box`, `Tabs.Panel`),
    /// then letters, digits, `.`, `_` or `-`, and then a space, `/` or `>`; `<>`, a fragment, is named `<>`. An
    /// HTML element written in capitals (`<DIV>`) or an autolink (`<Ada@example.com>`) is not one.
    private func jsxName(at start: Int, in range: Range<Int>) -> String? {
        guard start < range.upperBound else { return nil }
        if bytes[start] == UInt8(ascii: ">") { return "" }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]), let name = tagName(at: start, in: range) else { return nil }
        return Self.htmlElements.contains(name.lowercased()) ? nil : name
    }

    /// A tag's name at `start`, when a space, `/`, `>` or the line's end follows it.
    private func tagName(at start: Int, in range: Range<Int>) -> String? {
        var end = start
        while end < range.upperBound, isTagNameByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        if end < range.upperBound, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) {
            return nil
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `script`, `style` or `template` when a block of one opens at `start` (just after `<`).
    private func scriptBlockName(at start: Int, in range: Range<Int>) -> String? {
        for name in ["script", "style", "template"] where starts(with: name, at: start, in: range) {
            let after = start + name.utf8.count
            if after == range.upperBound || [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "\t")].contains(bytes[after]) {
                return name
            }
        }
        return nil
    }

    /// The opening tag at `start` as written, shortened: `<script setup lang="ts">`.
    private func openingTag(from start: Int, in range: Range<Int>) -> String {
        let end = find([UInt8(ascii: ">")], in: start..<range.upperBound).map { $0 + 1 } ?? range.upperBound
        return abbreviated(start..<end)
    }

    /// Whether the line is an ES module statement: `import X from '…'`, `import '…'`, `import {`, `export const …`,
    /// `export default …`; in an `.mdx` page any `import name`.
    private func isModuleStatement(_ range: Range<Int>) -> Bool {
        let line = text(range)
        if line.hasPrefix("import ") {
            let rest = line.dropFirst("import ".count)
            return rest.contains(" from ") || rest.hasPrefix("'") || rest.hasPrefix("\"") || rest.hasPrefix("{") || rest.hasPrefix("* as ")
                || (syntax == .mdx && rest.first.map { $0.isLetter || $0 == "_" || $0 == "$" } == true)
        }
        guard line.hasPrefix("export ") else { return false }
        let rest = line.dropFirst("export ".count)
        return ["const ", "let ", "var ", "function ", "async ", "default ", "class ", "{", "* "].contains { rest.hasPrefix($0) }
    }

    /// How a template expression is named: `{{ example(…) }}`, `{% from … %}`, `{{ title }}`, `{# … #}`.
    private func templateName(_ range: Range<Int>) -> String {
        let open = text(range.lowerBound..<range.lowerBound + 2)
        let close = text(range.upperBound - 2..<range.upperBound)
        let inner = text(range.lowerBound + 2..<range.upperBound - 2).trimmingCharacters(in: " \t-~")
        if open == "{#" { return "{# … #}" }
        var word = ""
        for character in inner {
            guard character.isLetter || character.isNumber || character == "_" || character == "." else { break }
            word.append(character)
        }
        if word.isEmpty { return open + " … " + close }
        let called = inner.dropFirst(word.count).first == "("
        let more = inner.count > word.count + (called ? 2 : 0)
        return open + " " + word + (called ? "(…)" : "") + (more && !called ? " …" : "") + " " + close
    }

    /// The text of `range`, on one line and at most 60 characters, with `…` where it is cut.
    private func abbreviated(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        let words = text(range).split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == " " }).joined(separator: " ")
        return words.count > 60 ? String(words.prefix(59)) + "…" : words
    }

    /// Whether the braces at `range` hold only a comment, `{/* … */}`.
    private func isComment(_ range: Range<Int>) -> Bool {
        let inner = text(range.lowerBound + 1..<range.upperBound - 1).trimmingCharacters(in: " \t\r\n")
        return inner.hasPrefix("/*") && inner.hasSuffix("*/")
    }

    // MARK: - Bytes

    /// How many bytes of a line's container prefix (spaces, tabs and `>` of quotes) come before its text.
    private func containerPrefix(_ line: Range<Int>) -> Int {
        var end = line.lowerBound
        while end < line.upperBound, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")].contains(bytes[end]) { end += 1 }
        // A line that is only `>`s is a quote's blank line, and one that starts `>` before a tag is not a prefix.
        return end - line.lowerBound
    }

    private func leadingSpaces(_ line: Range<Int>) -> Int {
        var count = 0
        for index in line {
            switch bytes[index] {
            case UInt8(ascii: " "): count += 1
            case UInt8(ascii: "\t"): count += 4 - count % 4
            default: return count
            }
        }
        return count
    }

    private func isListItem(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[first]) {
            return first + 1 == range.upperBound || bytes[first + 1] == UInt8(ascii: " ") || bytes[first + 1] == UInt8(ascii: "\t")
        }
        var index = first
        while index < range.upperBound, index - first < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard index > first, index < range.upperBound, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") else { return false }
        return index + 1 == range.upperBound || bytes[index + 1] == UInt8(ascii: " ")
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") || bytes[$0] == 0x0D }
    }

    private func run(of byte: UInt8, at start: Int, in range: Range<Int>) -> Int {
        var end = start
        while end < range.upperBound, bytes[end] == byte { end += 1 }
        return end - start
    }

    private func starts(with text: String, at start: Int, in range: Range<Int>) -> Bool {
        let wanted = Array(text.utf8)
        guard start + wanted.count <= range.upperBound else { return false }
        return bytes[start..<start + wanted.count].elementsEqual(wanted)
    }

    private func find(_ needle: [UInt8], in range: Range<Int>) -> Int? {
        guard !needle.isEmpty, range.count >= needle.count else { return nil }
        budget.left -= range.count
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func isTagNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private func isTagNameByte(_ byte: UInt8) -> Bool {
        isTagNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    /// HTML's elements, which a page may write in capitals without being JSX.
    private static let htmlElements: Set<String> = [
        "a", "abbr", "address", "article", "aside", "audio", "b", "blockquote", "body", "br", "button", "caption", "cite",
        "code", "col", "colgroup", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt", "em", "figcaption", "figure",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "i", "iframe", "img", "input",
        "ins", "kbd", "label", "legend", "li", "main", "mark", "nav", "ol", "option", "p", "picture", "pre", "q", "s",
        "samp", "section", "select", "small", "source", "span", "strong", "sub", "summary", "sup", "svg", "table", "tbody",
        "td", "textarea", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "video", "wbr",
    ]
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        guard let first = firstIndex(where: { !characters.contains($0) }), let last = lastIndex(where: { !characters.contains($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
