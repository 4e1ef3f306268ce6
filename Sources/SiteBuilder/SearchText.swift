import Foundation

/// The readable text of a built page, cut into sections at its headings (`<h2 id>` to `<h4 id>`), for the search
/// index. Only the page's `<article>` counts; navigation, forms, buttons, SVG drawings, scripts and styles are
/// skipped, so a result is found by what the page says, not by its chrome.
struct SearchText: Sendable, Hashable {
    struct Section: Sendable, Hashable {
        /// The heading's id, or nil for the text before the first heading.
        var id: String?
        /// The heading's text, or nil.
        var heading: String?
        /// The section's text, whitespace folded.
        var text: String
    }

    var sections: [Section]

    private static let skipped: Set<String> = ["nav", "form", "button", "svg", "script", "style", "template", "select"]
    private static let headings: Set<String> = ["h2", "h3", "h4"]
    private static let breaking: Set<String> = ["p", "li", "td", "th", "tr", "div", "section", "br", "h1", "h2", "h3", "h4",
                                                "h5", "h6", "pre", "blockquote", "figcaption", "dd", "dt", "caption"]

    /// Reads `html`; a page without an `<article>` reads as a whole.
    init(html: Data) {
        let bytes = [UInt8](html)
        var sections = [Section(id: nil, heading: nil, text: "")]
        var inArticle = bytes.firstIndex(of: "<article", from: 0) == nil
        var skipDepth = 0
        var skipTag = ""
        var headingTag: String?
        var headingText = ""
        var index = 0
        var text: [UInt8] = []

        func flushText() {
            guard !text.isEmpty else { return }
            let piece = HTMLReferences.decoded(ArraySlice(text))
            if headingTag != nil {
                headingText += piece
            } else {
                sections[sections.count - 1].text += piece
            }
            text.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                if inArticle && skipDepth == 0 {
                    text.append(byte)
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                end += 1
            }
            let tag = bytes[(index + 1)..<min(end, bytes.count)]
            index = end + 1
            let closing = tag.first == UInt8(ascii: "/")
            let nameBytes = (closing ? tag.dropFirst() : tag).prefix { $0 != 0x20 && $0 != 0x0A && $0 != UInt8(ascii: "/") }
            // Tag names are ASCII: lowercasing the bytes spares a Unicode case mapping per tag.
            let name = String(decoding: nameBytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            if name == "article" {
                inArticle = !closing
                continue
            }
            guard inArticle else { continue }
            if skipDepth > 0 {
                if name == skipTag {
                    skipDepth += closing ? -1 : 1
                }
                continue
            }
            // A heading's link to itself is a "#", not part of its name.
            let isAnchor = name == "a" && [UInt8](tag).firstIndex(of: "class=\"heading-anchor\"", from: 0) != nil
            if !closing, Self.skipped.contains(name) || isAnchor, tag.last != UInt8(ascii: "/") {
                flushText()
                skipTag = name
                skipDepth = 1
                continue
            }
            if Self.headings.contains(name) {
                flushText()
                if closing, headingTag == name {
                    headingTag = nil
                    sections[sections.count - 1].heading = Self.folded(headingText)
                } else if !closing, let id = Self.attribute("id", in: tag) {
                    headingTag = name
                    headingText = ""
                    sections.append(Section(id: id, heading: nil, text: ""))
                }
                continue
            }
            if Self.breaking.contains(name) {
                text.append(0x20)
            }
        }
        flushText()
        self.sections = sections.map { Section(id: $0.id, heading: $0.heading, text: Self.folded($0.text)) }
            .filter { $0.id != nil || !$0.text.isEmpty }
    }

    /// Runs of white space as one space, trimmed. Scalar by scalar, with ASCII answered without a property lookup:
    /// splitting into Characters was most of the index stage.
    static func folded(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.isASCII
                ? scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 0x0B || scalar.value == 0x0C
                : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let bytes = [UInt8](tag)
        let pattern = " \(name)=\""
        guard let start = bytes.firstIndex(of: pattern, from: 0) else { return nil }
        let valueStart = start + pattern.utf8.count
        guard let quote = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return HTMLReferences.decoded(bytes[valueStart..<quote])
    }
}
