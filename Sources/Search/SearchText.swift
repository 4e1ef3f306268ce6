import Foundation
import HTMLReading

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

    /// A section as read from the page: its text decoded but its white space not yet folded. Terms split the same
    /// either way, so the index reads them from these bytes and folds only the start, for the excerpt.
    struct RawSection {
        var id: String?
        var heading: String?
        var text: [UInt8]
    }

    /// Reads `html`; a page without an `<article>` reads as a whole.
    init(html: Data) {
        sections = Self.rawSections(html: html).map { Section(id: $0.id, heading: $0.heading, text: Self.folded($0.text)) }
    }

    /// The sections of `html` as ``init(html:)`` reads them, their text not folded: a section whose text is only
    /// white space is one only when it has an id.
    static func rawSections(html: Data) -> [RawSection] {
        html.withUnsafeBytes { Self.read($0.bindMemory(to: UInt8.self)) }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [RawSection] {
        var sections: [(id: String?, heading: String?, text: [UInt8])] = [(nil, nil, [])]
        let article = bytes.firstIndex(of: "<article", from: 0)
        var inArticle = article == nil
        var headingTag: TagName?
        var headingText: [UInt8] = []
        var text: [UInt8] = []
        // Nothing before the first `<article` is read, so reading starts there.
        var tokenizer = HTMLTokenizer(bytes, from: article ?? 0)
        while let token = tokenizer.next() {
            let nameRange: Range<Int>
            var attributes = 0..<0
            let closing: Bool
            let selfClosing: Bool
            switch token {
            case .text(let range):
                if inArticle {
                    text.append(contentsOf: tokenizer.slice(range))
                }
                continue
            case .startTag(let range, let attributeBytes, let isSelfClosing):
                nameRange = range
                attributes = attributeBytes
                closing = false
                selfClosing = isSelfClosing
            case .endTag(let range):
                nameRange = range
                closing = true
                selfClosing = false
            }
            let name = TagName(tokenizer.slice(nameRange))
            if name == .article {
                inArticle = !closing
                continue
            }
            guard inArticle else { continue }
            // A heading's link to itself is a "#", not part of its name.
            let isHeadingAnchor = name == .anchor && !closing
                && tokenizer.attribute("class", in: attributes).map { tokenizer.slice($0).elementsEqual("heading-anchor".utf8) } == true
            if !closing, name == .skipped || isHeadingAnchor, !selfClosing {
                Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
                tokenizer.skipElement(named: nameRange)
                continue
            }
            if case .heading = name {
                Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
                if closing, headingTag == name {
                    headingTag = nil
                    sections[sections.count - 1].heading = Self.folded(headingText)
                } else if !closing, let id = tokenizer.attribute("id", in: attributes) {
                    headingTag = name
                    headingText.removeAll(keepingCapacity: true)
                    sections.append((HTMLReferences.decoded(tokenizer.slice(id)), nil, []))
                }
                continue
            }
            if name == .breaking {
                text.append(0x20)
            }
        }
        Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
        return sections.compactMap { section in
            section.id != nil || !isBlank(section.text) ? RawSection(id: section.id, heading: section.heading, text: section.text) : nil
        }
    }

    /// Whether the UTF-8 `text` is only white space, and so folds to nothing.
    private static func isBlank(_ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let length = whiteSpaceLength(bytes, at: index)
                guard length > 0 else { return false }
                index += length
            }
            return true
        }
    }

    /// What a tag's name means to the reader; names are ASCII, in any case.
    private enum TagName: Equatable {
        /// The page's own content; nothing outside it is read.
        case article
        /// A link: skipped when it is a heading's link to itself.
        case anchor
        /// `h2` to `h4` (the digit), which start sections when they have an id.
        case heading(UInt8)
        /// A tag whose text is not the page's: navigation, drawings, forms, buttons, scripts, styles, templates.
        case skipped
        /// A tag that parts the words on either side: paragraphs, list items, cells, other headings.
        case breaking
        /// Any other tag, which joins the text around it (`<em>`, `<code>`).
        case other

        init(_ name: UnsafeBufferPointer<UInt8>) {
            switch name.count {
            case 1:
                self = name.isName("p") ? .breaking : name.isName("a") ? .anchor : .other
            case 2:
                if name[0] | 0x20 == UInt8(ascii: "h"), (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(name[1]) {
                    self = .heading(name[1])
                } else if name.isName("h1") || name.isName("h5") || name.isName("h6") || name.isName("li")
                    || name.isName("td") || name.isName("th") || name.isName("tr") || name.isName("br")
                    || name.isName("dd") || name.isName("dt") {
                    self = .breaking
                } else {
                    self = .other
                }
            case 3:
                self = name.isName("div") || name.isName("pre") ? .breaking
                    : name.isName("nav") || name.isName("svg") ? .skipped : .other
            case 4:
                self = name.isName("form") ? .skipped : .other
            case 5:
                self = name.isName("style") ? .skipped : .other
            case 6:
                self = name.isName("button") || name.isName("script") || name.isName("select") ? .skipped : .other
            case 7:
                self = name.isName("article") ? .article
                    : name.isName("section") || name.isName("caption") ? .breaking : .other
            case 8:
                self = name.isName("template") ? .skipped : .other
            case 10:
                self = name.isName("blockquote") || name.isName("figcaption") ? .breaking : .other
            default:
                self = .other
            }
        }
    }

    /// Moves the text read so far, references decoded, into the heading being read or the last section. Not a
    /// nested function: its captures would be checked for exclusive access at run time on every byte.
    private static func flush(_ text: inout [UInt8], into sections: inout [(id: String?, heading: String?, text: [UInt8])],
                              orHeading heading: inout [UInt8], inHeading: Bool) {
        guard !text.isEmpty else { return }
        text.withUnsafeBufferPointer { text in
            if inHeading {
                HTMLReferences.appendDecoded(text, to: &heading)
            } else {
                HTMLReferences.appendDecoded(text, to: &sections[sections.count - 1].text)
            }
        }
        text.removeAll(keepingCapacity: true)
    }

    /// The UTF-8 `bytes` with runs of white space (Unicode's White_Space) as one space, trimmed.
    static func folded(_ bytes: [UInt8]) -> String {
        folded(bytes, atLeast: .max).text
    }

    /// The start of ``folded(_:)``'s text, at least `count` bytes of it when there are that many, and whether it
    /// is the whole text. Folding writes each byte once and never takes one back, so the start is the same
    /// whatever the rest of the text.
    static func folded(_ bytes: [UInt8], atLeast count: Int) -> (text: String, isWhole: Bool) {
        var isWhole = true
        // Written straight into the String's storage: the result is never longer than the input.
        let text = String(unsafeUninitializedCapacity: bytes.count) { output in
            bytes.withUnsafeBufferPointer { input in
                var written = 0
                var pendingSpace = false
                var index = 0
                while index < input.count {
                    if written >= count {
                        isWhole = false
                        break
                    }
                    let byte = input[index]
                    if byte > 0x20 && byte < 0x7F {
                        // A run of printable ASCII, nearly all of a page's text, is copied without asking each
                        // byte whether it is space.
                        if pendingSpace {
                            output[written] = 0x20
                            written += 1
                            pendingSpace = false
                        }
                        var next = byte
                        repeat {
                            output[written] = next
                            written += 1
                            index += 1
                            guard index < input.count else { break }
                            next = input[index]
                        } while next > 0x20 && next < 0x7F
                        continue
                    }
                    let space = byte == 0x20 || (0x09...0x0D).contains(byte) ? 1
                        : byte < 0x80 ? 0 : whiteSpaceLength(input, at: index)
                    if space > 0 {
                        pendingSpace = written > 0
                        index += space
                        continue
                    }
                    if pendingSpace {
                        output[written] = 0x20
                        written += 1
                        pendingSpace = false
                    }
                    output[written] = byte
                    written += 1
                    index += 1
                }
                return written
            }
        }
        return (text, isWhole)
    }

    /// The length in bytes of the white space character at `index`, or 0: ASCII tab to carriage return and space,
    /// and U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000.
    private static func whiteSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            return byte == 0x20 || (0x09...0x0D).contains(byte) ? 1 : 0
        }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch byte {
        case 0xC2:
            return next == 0x85 || next == 0xA0 ? 2 : 0
        case 0xE1:
            return next == 0x9A && third == 0x80 ? 3 : 0
        case 0xE2:
            if next == 0x80 {
                return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
            }
            return next == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3:
            return next == 0x80 && third == 0x80 ? 3 : 0
        default:
            return 0
        }
    }
}
