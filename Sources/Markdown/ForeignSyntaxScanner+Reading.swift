extension ForeignSyntaxScanner {
    // MARK: - Reading constructs

    struct Offset {
        var line: Int
        var offset: Int
    }

    /// Walks the bytes from `start`, on line `index` and the lines after it (at most ``longestConstruct``), each
    /// line charged to the budget, until `ends` says the byte at an offset is the construct's last; gives the
    /// offset just after it. With `stopsAtBlankLine`, a blank line ends the walk with nothing found.
    func walk(from start: Int, line index: Int, stopsAtBlankLine: Bool = false, until ends: (Int) -> Bool) -> Offset? {
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
    func templateEnd(from start: Int, line index: Int) -> Offset? {
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
    func braceEnd(from start: Int, line index: Int) -> Offset? {
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

    enum ElementEnd {
        /// The element and its children end at this offset.
        case closed(line: Int, offset: Int)
        /// The opening tag ends at this offset and the element is still open.
        case openedAt(line: Int, offset: Int)
        /// Its opening tag does not end within bounds.
        case unended
    }

    /// Reads the JSX element opened at `start`, tag by tag, its attributes' strings and braces skipped, until
    /// every element it opened is closed.
    func elementEnd(from start: Int, line index: Int) -> ElementEnd {
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
    func tagEndAcrossLines(from start: Int, line index: Int) -> Offset? {
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
    func tagEnd(from start: Int) -> Int? {
        guard let end = tagEndAcrossLines(from: start, line: lineIndex(of: start)), end.line == lineIndex(of: start) else { return nil }
        return end.offset
    }

    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The component name of a JSX tag at `start` (just after `<`): a capital letter first (`Box`, `Tabs.Panel`,
    /// and `Blockquote` or `Source`, components named like HTML's elements), then letters, digits, `.`, `_` or `-`,
    /// and then a space, `/` or `>`; `<>`, a fragment, is named `<>`. An HTML element written all in capitals
    /// (`<DIV>`, `<B>`) or an autolink (`<Ada@example.com>`) is not one.
    func jsxName(at start: Int, in range: Range<Int>) -> String? {
        guard start < range.upperBound else { return nil }
        if bytes[start] == UInt8(ascii: ">") { return "" }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]), let name = tagName(at: start, in: range) else { return nil }
        return name.uppercased() == name && Self.htmlElements.contains(name.lowercased()) ? nil : name
    }

    /// The name of the HTML element whose opening tag starts at `start` (at its `<`) and gives a JSX attribute,
    /// `className=` or `htmlFor=`: `<div className="doc lead">` is JSX, which a browser reads without its class.
    func classNameElement(at start: Int, line index: Int) -> String? {
        let line = lines[index]
        guard start + 1 < line.upperBound, isTagNameStart(bytes[start + 1]), let name = tagName(at: start + 1, in: start + 1..<line.upperBound),
              let end = tagEndAcrossLines(from: start, line: index)
        else { return nil }
        let tag = text(start..<end.offset)
        return tag.contains(" className=") || tag.contains("\tclassName=") || tag.contains("\nclassName=") || tag.contains(" htmlFor=")
            ? name : nil
    }

    /// The value of the attribute `name` in the opening tag from `start` to `end` (`src="…"` or `src='…'`), or nil.
    func attributeValue(_ name: String, from start: Int, to end: Int) -> String? {
        let tag = text(start..<end)
        for quote in ["\"", "'"] {
            for space in [" ", "\n", "\t"] {
                guard let open = tag.firstRange(of: space + name + "=" + quote) else { continue }
                let rest = tag[open.upperBound...]
                guard let close = rest.firstIndex(of: Character(quote)) else { continue }
                return String(rest[..<close])
            }
        }
        return nil
    }

    /// A tag's name at `start`, when a space, `/`, `>` or the line's end follows it.
    func tagName(at start: Int, in range: Range<Int>) -> String? {
        var end = start
        while end < range.upperBound, isTagNameByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        if end < range.upperBound, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) {
            return nil
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `script`, `style` or `template` when a block of one opens at `start` (just after `<`).
    func scriptBlockName(at start: Int, in range: Range<Int>) -> String? {
        for name in ["script", "style", "template"] where starts(with: name, at: start, in: range) {
            let after = start + name.utf8.count
            if after == range.upperBound || [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "\t")].contains(bytes[after]) {
                return name
            }
        }
        return nil
    }

    /// The opening tag at `start` as written, shortened: `<script setup lang="ts">`.
    func openingTag(from start: Int, in range: Range<Int>) -> String {
        let end = find([UInt8(ascii: ">")], in: start..<range.upperBound).map { $0 + 1 } ?? range.upperBound
        return abbreviated(start..<end)
    }

    /// Whether the line is an ES module statement: `import X from '…'`, `import '…'`, `import {`, `export const …`,
    /// `export default …`; in an `.mdx` page any `import name`.
    func isModuleStatement(_ range: Range<Int>) -> Bool {
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
    func templateName(_ range: Range<Int>) -> String {
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
    func abbreviated(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        let words = text(range).split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == " " }).joined(separator: " ")
        return words.count > 60 ? String(words.prefix(59)) + "…" : words
    }

    /// Whether the braces at `range` hold only a comment, `{/* … */}`.
    func isComment(_ range: Range<Int>) -> Bool {
        let inner = text(range.lowerBound + 1..<range.upperBound - 1).trimmingCharacters(in: " \t\r\n")
        return inner.hasPrefix("/*") && inner.hasSuffix("*/")
    }
}
