/// Finds another generator's constructs in a page's Markdown where cmark-gfm reads text, and says what each
/// becomes: a marked block in place of the lines it takes, a marked span in place of its text, or nothing (an MDX
/// page's set-aside lines). It reads the page's lines for what a construct looks like and where it ends, but
/// never decides what is code or HTML: that is cmark-gfm's reading of the page (``LineReading``, one per line),
/// and ``ConstructPlacer`` puts the constructs into cmark-gfm's own tree.
///
/// The work is linear in the page: a construct that does not end within ``longestConstruct`` lines ends at the
/// next blank line, and every byte any look ahead reads is charged to one budget, a fixed multiple of the page's
/// size; a page that spends it (openings that never close, on every line) is searched no further, and says where
/// it stopped.
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

        /// What the page's Markdown twin says in its place: the construct as written, in a code span, marked as not
        /// rendered; nothing for a container's end.
        var twin: String {
            construct.map { TwinText.code(source ?? $0.name) + " (" + $0.kind.rawValue + ", not rendered)" } ?? ""
        }
    }

    /// What a construct does to the page, its lines counted from 0.
    enum Edit: Equatable {
        /// Lines `first` to `last` become construct `number`'s block; with no number they are set aside.
        case block(first: Int, last: Int, number: Int?)
        /// The bytes at `range` of the page, on line `line`, become construct `number`'s span; with no number they
        /// are set aside.
        case inline(line: Int, range: Range<Int>, number: Int?)
        /// Construct `number` (a container's end) goes after the page's last block.
        case end(number: Int)
    }

    /// What was found and what it does; nil from ``scan(reading:)`` when nothing was found or set aside.
    struct Result {
        var found: [Found]
        var edits: [Edit]
        /// The 1-based line (the caller's offset included) where the search stopped, its budget spent; nil when
        /// it read the whole page.
        var stoppedAt: Int?
    }

    let bytes: [UInt8]
    let syntax: ForeignSyntax
    let lineOffset: Int
    /// Each line's bytes, without its line break (a `\r` before `\n` is left out too).
    var lines: [Range<Int>] = []
    var found: [Found] = []
    var edits: [Edit] = []
    let budget: Budget
    /// Where an HTML tag that a line of a raw HTML block opened and left open ends, in a later line: up to there
    /// the block is a tag's text, an attribute's value, where no construct is marked.
    var tagOpenUntil: Offset?

    init(_ source: ArraySlice<UInt8>, syntax: ForeignSyntax, lineOffset: Int) {
        bytes = Array(source)
        self.syntax = syntax
        self.lineOffset = lineOffset
        budget = Budget(Self.budgetFloor + Self.budgetPerByte * source.count)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            lines.append(start..<contentEnd)
            if end >= bytes.count { break }
            start = end + 1
        }
    }

    /// Scans the whole page, each line where cmark-gfm's reading of it, `reading` (one per line), lets a construct
    /// be.
    mutating func scan(reading: [LineReading]) -> Result? {
        var containers: [(colons: Int, element: String?)] = []
        var index = 0
        var stoppedAt: Int?
        while index < lines.count {
            guard budget.left > 0 else {
                stoppedAt = index + 1 + lineOffset
                break
            }
            defer { index += 1 }
            let kind = index < reading.count ? reading[index] : .none
            let line = lines[index]
            let start = line.lowerBound + containerPrefix(line)
            guard kind != .none, !isBlank(start..<line.upperBound) else {
                tagOpenUntil = nil
                continue
            }
            if kind == .html, let tag = tagOpenUntil {
                markInsideTag(index, until: tag, from: start)
                continue
            }
            tagOpenUntil = nil
            if kind == .blockStart || kind == .html {
                if containerLine(index, start: start, containers: &containers) {
                    continue
                }
                if let end = blockConstruct(startingAt: index, start: start, containers: &containers) {
                    index = end
                    continue
                }
            }
            markInline(index, from: start, reading: kind)
        }
        for _ in containers {
            edits.append(.end(number: record(nil, html: "</div>")))
        }
        guard !found.isEmpty || !edits.isEmpty || stoppedAt != nil else { return nil }
        return Result(found: found, edits: edits, stoppedAt: stoppedAt)
    }

    /// Marks line `index` when it opens or closes a `:::` container, whose text is Markdown rendered inside the
    /// marked block, or closes a JSX element whose children are Markdown; true when it did.
    private mutating func containerLine(_ index: Int, start: Int, containers: inout [(colons: Int, element: String?)]) -> Bool {
        let line = lines[index]
        let rest = start..<line.upperBound
        let colons = run(of: UInt8(ascii: ":"), at: start, in: rest)
        if colons >= 3 {
            let after = start + colons..<line.upperBound
            if isBlank(after) {
                if let last = containers.lastIndex(where: { $0.element == nil && $0.colons <= colons }) {
                    containers.removeSubrange(last...)
                    edits.append(.block(first: index, last: index, number: record(nil, html: "</div>")))
                }
                return true
            }
            let info = text(after).trimmingCharacters(in: " \t{}")
            let name = String(repeating: ":", count: colons) + (info.isEmpty ? "" : " " + info)
            containers.append((colons, nil))
            let number = record(
                ForeignConstruct(kind: .container, name: name, line: index + 1 + lineOffset, column: start - line.lowerBound + 1),
                html: "<div class=\"unrendered unrendered-container\" role=\"note\"><p class=\"unrendered-label\">"
                    + "Not rendered as a container: <code>\(HTMLEscaping.attribute(name))</code></p>")
            edits.append(.block(first: index, last: index, number: number))
            return true
        }
        if starts(with: "</", at: start, in: rest), let name = tagName(at: start + 2, in: rest),
           let last = containers.last, last.element == name,
           let close = find([UInt8(ascii: ">")], in: start..<line.upperBound), isBlank(close + 1..<line.upperBound) {
            containers.removeLast()
            edits.append(.block(first: index, last: index, number: record(nil, html: "</div>")))
            return true
        }
        return false
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

    /// Lines `first` to `last` become one marked block, which shows the construct's source in a marked box, or
    /// `html` when given.
    mutating func markBlock(from first: Int, start: Int, to last: Int, construct: ForeignConstruct, html: String? = nil) {
        let code = String(decoding: bytes[start..<lines[last].upperBound], as: UTF8.self)
        let shown = html ?? "<div class=\"unrendered\" role=\"note\"><p class=\"unrendered-label\">Not rendered: "
            + "\(HTMLEscaping.attribute(construct.kind.rawValue)) <code>\(HTMLEscaping.attribute(construct.name))</code></p>"
            + "<pre><code>\(HTMLEscaping.attribute(code))</code></pre></div>"
        edits.append(.block(first: first, last: last, number: record(construct, html: shown, source: code)))
    }

    mutating func setAsideLines(_ range: ClosedRange<Int>) {
        edits.append(.block(first: range.lowerBound, last: range.upperBound, number: nil))
    }

    /// Records a construct, or a container's end, with what the page shows in its place; gives its number.
    mutating func record(_ construct: ForeignConstruct?, html: String, source: String? = nil) -> Int {
        found.append(Found(construct: construct, html: html, source: source))
        return found.count - 1
    }
}
