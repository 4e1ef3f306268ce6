extension ForeignSyntaxScanner {
    // MARK: - Bytes

    /// How many bytes of a line's container prefix (spaces, tabs and `>` of quotes) come before its text.
    func containerPrefix(_ line: Range<Int>) -> Int {
        var end = line.lowerBound
        while end < line.upperBound, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")].contains(bytes[end]) { end += 1 }
        // A line that is only `>`s is a quote's blank line, and one that starts `>` before a tag is not a prefix.
        return end - line.lowerBound
    }

    func leadingSpaces(_ line: Range<Int>) -> Int {
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

    func isListItem(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[first]) {
            return first + 1 == range.upperBound || bytes[first + 1] == UInt8(ascii: " ") || bytes[first + 1] == UInt8(ascii: "\t")
        }
        var index = first
        while index < range.upperBound, index - first < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard index > first, index < range.upperBound, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") else { return false }
        return index + 1 == range.upperBound || bytes[index + 1] == UInt8(ascii: " ")
    }

    func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") || bytes[$0] == 0x0D }
    }

    func run(of byte: UInt8, at start: Int, in range: Range<Int>) -> Int {
        var end = start
        while end < range.upperBound, bytes[end] == byte { end += 1 }
        return end - start
    }

    func starts(with text: String, at start: Int, in range: Range<Int>) -> Bool {
        let wanted = Array(text.utf8)
        guard start + wanted.count <= range.upperBound else { return false }
        return bytes[start..<start + wanted.count].elementsEqual(wanted)
    }

    func find(_ needle: [UInt8], in range: Range<Int>) -> Int? {
        guard !needle.isEmpty, range.count >= needle.count else { return nil }
        budget.left -= range.count
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func isTagNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    func isTagNameByte(_ byte: UInt8) -> Bool {
        isTagNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    /// HTML's elements, which a page may write in capitals without being JSX.
    static let htmlElements: Set<String> = [
        "a", "abbr", "address", "article", "aside", "audio", "b", "blockquote", "body", "br", "button", "caption", "cite",
        "code", "col", "colgroup", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt", "em", "figcaption", "figure",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "i", "iframe", "img", "input",
        "ins", "kbd", "label", "legend", "li", "main", "mark", "nav", "ol", "option", "p", "picture", "pre", "q", "s",
        "samp", "section", "select", "small", "source", "span", "strong", "sub", "summary", "sup", "svg", "table", "tbody",
        "td", "textarea", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "video", "wbr",
    ]
}

extension String {
    /// The string without the characters of `set` at either end.
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        guard let first = firstIndex(where: { !characters.contains($0) }), let last = lastIndex(where: { !characters.contains($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
