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
    final class Budget {
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

    let bytes: [UInt8]
    let syntax: ForeignSyntax
    let lineOffset: Int
    /// The marker's opening, `<!--PREFIXc`: a construct's number and, after any bytes, `-->` complete it.
    let markerOpen: [UInt8]
    /// Each line's bytes, without its line break (a `\r` before `\n` is left out too).
    var lines: [Range<Int>] = []
    /// The line break after each line, as written.
    var breaks: [Range<Int>] = []
    /// What each line becomes; nil keeps it.
    var replaced: [[UInt8]?] = []
    var found: [Found] = []
    var setAside = false
    let budget: Budget
    /// Where an HTML tag that a line opened and left open ends, in a later line: up to there the page is text
    /// that a marker must not enter (an attribute's value).
    var tagOpenUntil: Offset?

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

    /// Where the scan is, besides its line: what the lines before opened.
    struct Reading {
        var fence: (character: UInt8, count: Int)?
        var inComment = false
        var previousBlank = true
        var inList = false
        /// Open containers: the number of colons of a `:::` one, or the name of a JSX element whose children are
        /// Markdown.
        var containers: [(colons: Int, element: String?)] = []
    }

    /// Scans the whole page.
    mutating func scan() -> Result? {
        var reading = Reading()
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
            defer { index += 1 }
            if isCodeOrText(index, start: start, prefix: prefix, reading: &reading) {
                continue
            }
            defer { reading.previousBlank = false }
            if containerLine(index, start: start, prefix: prefix, containers: &reading.containers) {
                continue
            }
            if let end = blockConstruct(startingAt: index, start: start, containers: &reading.containers) {
                index = end
                continue
            }
            markInline(index, from: start)
        }
        return result(closing: reading.containers, stoppedAt: stoppedAt)
    }

    /// Whether line `index`, its text from `start`, is no place for a construct, as cmark-gfm reads it: inside or
    /// opening a code fence or an HTML comment, inside an HTML tag a line before opened (marked as the tag's text),
    /// blank, or indented code. Keeps `reading` up to date.
    private mutating func isCodeOrText(_ index: Int, start: Int, prefix: Int, reading: inout Reading) -> Bool {
        let line = lines[index]
        let rest = start..<line.upperBound
        if let open = reading.fence {
            let run = run(of: open.character, at: start, in: rest)
            if run >= open.count, isBlank(start + run..<line.upperBound) { reading.fence = nil }
            return true
        }
        if rest.isEmpty || isBlank(rest) {
            reading.previousBlank = true
            tagOpenUntil = nil
            return true
        }
        if let tag = tagOpenUntil {
            reading.previousBlank = false
            markInsideTag(index, until: tag, from: start)
            return true
        }
        if reading.inComment {
            if find(Array("-->".utf8), in: rest) != nil { reading.inComment = false }
            reading.previousBlank = false
            return true
        }
        let indent = leadingSpaces(line)
        if indent >= 4, reading.previousBlank, !reading.inList {
            return true
        }
        let first = bytes[start]
        if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
            let count = run(of: first, at: start, in: rest)
            if count >= 3, first == UInt8(ascii: "~") || find([UInt8(ascii: "`")], in: start + count..<line.upperBound) == nil {
                reading.fence = (first, count)
                reading.previousBlank = false
                return true
            }
        }
        if starts(with: "<!--", at: start, in: rest) {
            if find(Array("-->".utf8), in: start + 4..<line.upperBound) == nil { reading.inComment = true }
            reading.previousBlank = false
            return true
        }
        if isListItem(rest) {
            reading.inList = true
        } else if indent == 0, reading.previousBlank, prefix == 0 {
            reading.inList = false
        }
        return false
    }

    /// Marks line `index` when it opens or closes a `:::` container, whose text is Markdown rendered inside the
    /// marked block, or closes a JSX element whose children are Markdown; true when it did.
    private mutating func containerLine(_ index: Int, start: Int, prefix: Int, containers: inout [(colons: Int, element: String?)]) -> Bool {
        let line = lines[index]
        let rest = start..<line.upperBound
        let colons = run(of: UInt8(ascii: ":"), at: start, in: rest)
        if colons >= 3 {
            let after = start + colons..<line.upperBound
            if isBlank(after) {
                if let last = containers.lastIndex(where: { $0.element == nil && $0.colons <= colons }) {
                    containers.removeSubrange(last...)
                    replaceLine(index, keeping: prefix, with: marker(for: nil, html: "</div>"))
                }
                return true
            }
            let info = text(after).trimmingCharacters(in: " \t{}")
            let name = String(repeating: ":", count: colons) + (info.isEmpty ? "" : " " + info)
            containers.append((colons, nil))
            replaceLine(index, keeping: prefix, with: marker(
                for: ForeignConstruct(kind: .container, name: name, line: index + 1 + lineOffset, column: start - line.lowerBound + 1),
                html: "<div class=\"unrendered unrendered-container\" role=\"note\"><p class=\"unrendered-label\">"
                    + "Not rendered as a container: <code>\(HTMLEscaping.attribute(name))</code></p>"))
            return true
        }
        if starts(with: "</", at: start, in: rest), let name = tagName(at: start + 2, in: rest),
           let last = containers.last, last.element == name,
           let close = find([UInt8(ascii: ">")], in: start..<line.upperBound), isBlank(close + 1..<line.upperBound) {
            containers.removeLast()
            replaceLine(index, keeping: prefix, with: marker(for: nil, html: "</div>"))
            return true
        }
        return false
    }

    /// The page written again, each container left open ended with the page; nil when nothing was found or set
    /// aside and the whole page was read.
    private mutating func result(closing containers: [(colons: Int, element: String?)], stoppedAt: Int?) -> Result? {
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
    mutating func blockConstruct(startingAt index: Int, start: Int,
                                 containers: inout [(colons: Int, element: String?)]) -> Int? {
        let line = lines[index]
        let location = (line: index + 1 + lineOffset, column: start - line.lowerBound + 1)
        if bytes[start] == UInt8(ascii: "{") {
            return expressionBlock(startingAt: index, start: start, location: location)
        }
        if let last = lineBlock(startingAt: index, start: start, location: location) {
            return last
        }
        guard bytes[start] == UInt8(ascii: "<"), start + 1 < line.upperBound else { return nil }
        if let end = embed(startingAt: index, start: start, location: location) {
            return end
        }
        if let last = scriptBlock(startingAt: index, start: start, location: location) {
            return last
        }
        return elementBlock(startingAt: index, start: start, location: location, containers: &containers)
    }

    /// A template expression or tag alone on its lines (`{{ … }}`, `{% … %}`, `{# … #}`), or, in MDX, an
    /// expression in braces (a comment is set aside).
    private mutating func expressionBlock(startingAt index: Int, start: Int, location: (line: Int, column: Int)) -> Int? {
        let line = lines[index]
        if start + 1 < line.upperBound, [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(bytes[start + 1]) {
            guard let end = templateEnd(from: start, line: index), isBlank(end.offset..<lines[end.line].upperBound) else { return nil }
            let name = templateName(start..<end.offset)
            markBlock(from: index, start: start, to: end.line, construct: ForeignConstruct(
                kind: .templateExpression, name: name, line: location.line, column: location.column))
            return end.line
        }
        guard syntax == .mdx, let end = braceEnd(from: start, line: index),
              isBlank(end.offset..<lines[end.line].upperBound) else { return nil }
        if isComment(start..<end.offset) {
            setAsideLines(index...end.line)
        } else {
            markBlock(from: index, start: start, to: end.line, construct: ForeignConstruct(
                kind: .mdxExpression, name: "{" + abbreviated(start + 1..<end.offset - 1) + "}", line: location.line, column: location.column))
        }
        return end.line
    }

    /// An ES module statement, which runs to the next blank line as MDX reads it (set aside in MDX, marked
    /// elsewhere), or an include line (`@include`, `[[snippet]]`).
    private mutating func lineBlock(startingAt index: Int, start: Int, location: (line: Int, column: Int)) -> Int? {
        let rest = start..<lines[index].upperBound
        if isModuleStatement(rest) {
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
        guard let end = includeLine(rest) else { return nil }
        markBlock(from: index, start: start, to: index, construct: ForeignConstruct(
            kind: .includeLine, name: abbreviated(start..<end), line: location.line, column: location.column))
        return index
    }

    /// A `<script>`, `<style>` or `<template>` block, up to its closing tag (or the next blank line when that is
    /// too far or missing).
    private mutating func scriptBlock(startingAt index: Int, start: Int, location: (line: Int, column: Int)) -> Int? {
        let rest = start..<lines[index].upperBound
        guard let block = scriptBlockName(at: start + 1, in: rest) else { return nil }
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

    /// A JSX element (or an HTML one with `className`): marked whole, or, where its children are Markdown, opened
    /// as a container whose content is rendered up to its closing tag.
    private mutating func elementBlock(startingAt index: Int, start: Int, location: (line: Int, column: Int),
                                       containers: inout [(colons: Int, element: String?)]) -> Int? {
        let rest = start..<lines[index].upperBound
        let jsx = jsxName(at: start + 1, in: rest)
        let withClassName = jsx == nil ? classNameElement(at: start, line: index) : nil
        guard let name = jsx ?? withClassName else { return nil }
        let shown = withClassName == nil ? "<\(name)>" : "<\(name) className=…>"
        let construct = ForeignConstruct(kind: .jsxElement, name: shown, line: location.line, column: location.column)
        switch elementEnd(from: start, line: index) {
        case let .closed(endLine, offset) where isBlank(offset..<lines[endLine].upperBound):
            markBlock(from: index, start: start, to: endLine, construct: construct)
            return endLine
        case .closed:
            return nil
        case let .openedAt(endLine, offset) where isBlank(offset..<lines[endLine].upperBound)
            && (endLine + 1 >= lines.count || isBlank(lines[endLine + 1])):
            // Its children are Markdown, as MDX reads an element followed by a blank line: they are rendered, in a
            // marked block, up to its closing tag.
            containers.append((0, name))
            // The label shows the opening tag as written, so that its attributes' text stays on the page.
            let tag = String(decoding: bytes[start..<offset], as: UTF8.self)
            markBlock(from: index, start: start, to: endLine, construct: construct,
                html: "<div class=\"unrendered unrendered-container\" role=\"note\"><p class=\"unrendered-label\">"
                    + "Not rendered: <code>\(HTMLEscaping.attribute(tag))</code>; its content is</p>")
            return endLine
        case .openedAt, .unended:
            let last = blankEnd(after: index)
            markBlock(from: index, start: start, to: last, construct: construct)
            return last
        }
    }

    /// The last line before the first blank line after `index` (or the page's last line).
    func blankEnd(after index: Int) -> Int {
        var last = index
        while last + 1 < lines.count, !isBlank(lines[last + 1]) {
            last += 1
            budget.left -= lines[last].count + 1
        }
        return last
    }

    /// Replaces lines `first` to `last` with one marker, kept at the construct's column on the first line and
    /// under the first line's container prefix on every other, so that cmark-gfm reads it as one HTML block in
    /// the same list item or quote; the block shows the construct's source in a marked box, or `html` when given.
    mutating func markBlock(from first: Int, start: Int, to last: Int, construct: ForeignConstruct, html: String? = nil) {
        let source = first == last ? start..<lines[first].upperBound : start..<lines[last].upperBound
        let code = String(decoding: bytes[source], as: UTF8.self)
        let shown = html ?? "<div class=\"unrendered\" role=\"note\"><p class=\"unrendered-label\">Not rendered: "
            + "\(HTMLEscaping.attribute(construct.kind.rawValue)) <code>\(HTMLEscaping.attribute(construct.name))</code></p>"
            + "<pre><code>\(HTMLEscaping.attribute(code))</code></pre></div>"
        let open = marker(for: construct, html: shown, source: code, closed: first == last)
        let prefix = Array(bytes[lines[first].lowerBound..<start])
        replaced[first] = prefix + open
        guard last > first else { return }
        // A line's own prefix could leave the quote or the list item (a lazy line, a blank line without its `>`),
        // which would end the HTML block before its `-->`: every line of the construct stays in the first's. And
        // none is blank, which would end an HTML block the construct sits in (`<Blockquote …>` reads as HTML):
        // each holds a `>`, which inside the marker's comment is text, and which the substitution passes over.
        for index in first + 1...last {
            replaced[index] = prefix + Array((index == last ? "-->" : ">").utf8)
        }
    }

    mutating func setAsideLines(_ range: ClosedRange<Int>) {
        setAside = true
        for index in range {
            replaced[index] = []
        }
    }

    /// Replaces line `index` after its container prefix of `prefix` bytes.
    mutating func replaceLine(_ index: Int, keeping prefix: Int, with content: [UInt8]) {
        replaced[index] = Array(bytes[lines[index].lowerBound..<lines[index].lowerBound + prefix]) + content
    }

    /// `<!--PREFIXcN` and, when `closed`, `-->`; the construct, if any, is recorded with `html`.
    mutating func marker(for construct: ForeignConstruct?, html: String, source: String? = nil, closed: Bool = true) -> [UInt8] {
        let number = found.count
        found.append(Found(construct: construct, html: html, source: source))
        return markerOpen + Array(String(number).utf8) + (closed ? Array("-->".utf8) : [])
    }
}
