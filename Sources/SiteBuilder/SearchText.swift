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

    /// What a tag's name means to the reader.
    private enum TagKind {
        case article, skipped, heading, breaking, anchor, other
    }

    /// Reads `html`; a page without an `<article>` reads as a whole.
    ///
    /// Byte by byte, with text kept as UTF-8 until a section is done: building Strings scalar by scalar was most
    /// of the index stage on a large site.
    init(html: Data) {
        let bytes = [UInt8](html)
        var sections: [(id: String?, heading: String?, text: [UInt8])] = [(nil, nil, [])]
        let article = bytes.firstIndex(of: "<article", from: 0)
        var inArticle = article == nil
        var skipDepth = 0
        var skipTag: ArraySlice<UInt8> = []
        var headingTag: ArraySlice<UInt8>?
        var headingText: [UInt8] = []
        // Nothing before the first `<article` is read, so the scan starts there.
        var index = article ?? 0
        var text: [UInt8] = []
        var name: [UInt8] = []

        while index < bytes.count {
            guard let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) else {
                if inArticle && skipDepth == 0 { text += bytes[index...] }
                break
            }
            if inArticle && skipDepth == 0 { text += bytes[index..<open] }
            let end = bytes.firstIndex(of: UInt8(ascii: ">"), from: open + 1) ?? bytes.count
            let tag = bytes[(open + 1)..<end]
            index = end + 1
            let closing = tag.first == UInt8(ascii: "/")
            // Tag names are ASCII: lowercasing the bytes spares a Unicode case mapping per tag.
            name.removeAll(keepingCapacity: true)
            for byte in closing ? tag.dropFirst() : tag {
                if byte == 0x20 || byte == 0x0A || byte == UInt8(ascii: "/") { break }
                name.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            }
            let kind = Self.kind(of: name[...])
            if kind == .article {
                inArticle = !closing
                continue
            }
            guard inArticle else { continue }
            if skipDepth > 0 {
                if name[...] == skipTag {
                    skipDepth += closing ? -1 : 1
                }
                continue
            }
            // A heading's link to itself is a "#", not part of its name.
            let isHeadingAnchor = kind == .anchor && tag.contains("class=\"heading-anchor\"")
            if !closing, kind == .skipped || isHeadingAnchor, tag.last != UInt8(ascii: "/") {
                Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
                skipTag = name[...]
                skipDepth = 1
                continue
            }
            if kind == .heading {
                Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
                if closing, headingTag == name[...] {
                    headingTag = nil
                    sections[sections.count - 1].heading = Self.folded(headingText)
                } else if !closing, let id = Self.attribute("id", in: tag) {
                    headingTag = name[...]
                    headingText.removeAll(keepingCapacity: true)
                    sections.append((id, nil, []))
                }
                continue
            }
            if kind == .breaking {
                text.append(0x20)
            }
        }
        Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
        self.sections = sections.map { Section(id: $0.id, heading: $0.heading, text: Self.folded($0.text)) }
            .filter { $0.id != nil || !$0.text.isEmpty }
    }

    /// Moves the text read so far, references decoded, into the heading being read or the last section. Not a
    /// nested function: its captures would be checked for exclusive access at run time on every byte.
    private static func flush(_ text: inout [UInt8], into sections: inout [(id: String?, heading: String?, text: [UInt8])],
                              orHeading heading: inout [UInt8], inHeading: Bool) {
        guard !text.isEmpty else { return }
        if inHeading {
            HTMLReferences.appendDecoded(text[...], to: &heading)
        } else {
            HTMLReferences.appendDecoded(text[...], to: &sections[sections.count - 1].text)
        }
        text.removeAll(keepingCapacity: true)
    }

    private static func kind(of name: ArraySlice<UInt8>) -> TagKind {
        switch name.count {
        case 1:
            switch name[0] {
            case UInt8(ascii: "p"): return .breaking
            case UInt8(ascii: "a"): return .anchor
            default: return .other
            }
        case 2:
            switch (name[0], name[1]) {
            case (UInt8(ascii: "h"), UInt8(ascii: "2")...UInt8(ascii: "4")): return .heading
            case (UInt8(ascii: "h"), UInt8(ascii: "1")), (UInt8(ascii: "h"), UInt8(ascii: "5")...UInt8(ascii: "6")),
                 (UInt8(ascii: "l"), UInt8(ascii: "i")), (UInt8(ascii: "t"), UInt8(ascii: "d")),
                 (UInt8(ascii: "t"), UInt8(ascii: "h")), (UInt8(ascii: "t"), UInt8(ascii: "r")),
                 (UInt8(ascii: "b"), UInt8(ascii: "r")), (UInt8(ascii: "d"), UInt8(ascii: "d")),
                 (UInt8(ascii: "d"), UInt8(ascii: "t")):
                return .breaking
            default: return .other
            }
        default:
            // Compared as bytes: a String per tag was a large part of reading a page.
            switch name.count {
            case 3:
                if name.isName("div") || name.isName("pre") { return .breaking }
                if name.isName("nav") || name.isName("svg") { return .skipped }
            case 4:
                if name.isName("form") { return .skipped }
            case 5:
                if name.isName("style") { return .skipped }
            case 6:
                if name.isName("button") || name.isName("script") || name.isName("select") { return .skipped }
            case 7:
                if name.isName("article") { return .article }
                if name.isName("section") || name.isName("caption") { return .breaking }
            case 8:
                if name.isName("template") { return .skipped }
            case 10:
                if name.isName("blockquote") || name.isName("figcaption") { return .breaking }
            default:
                break
            }
            return .other
        }
    }

    /// The UTF-8 `bytes` with runs of white space (Unicode's White_Space) as one space, trimmed.
    static func folded(_ bytes: [UInt8]) -> String {
        // Written straight into the String's storage: the result is never longer than the input.
        String(unsafeUninitializedCapacity: bytes.count) { output in
            bytes.withUnsafeBufferPointer { input in
                var written = 0
                var pendingSpace = false
                var index = 0
                while index < input.count {
                    let byte = input[index]
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

    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let bytes = [UInt8](tag)
        let pattern = " \(name)=\""
        guard let start = bytes.firstIndex(of: pattern, from: 0) else { return nil }
        let valueStart = start + pattern.utf8.count
        guard let quote = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return HTMLReferences.decoded(bytes[valueStart..<quote])
    }
}
