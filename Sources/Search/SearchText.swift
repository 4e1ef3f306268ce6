import Foundation
import HTMLReading

/// The readable text of a built page, cut into sections at its headings (`<h2 id>` to `<h4 id>`), for the search
/// index. Only the page's `<article>` counts; navigation, forms, buttons, SVG drawings, scripts and styles are
/// skipped, so a result is found by what the page says, not by its chrome.
package struct SearchText: Sendable, Hashable {
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

    /// What a tag's name means to the reader.
    private enum TagKind {
        case article, skipped, heading, breaking, anchor, other
    }

    /// Reads `html`; a page without an `<article>` reads as a whole.
    ///
    /// Byte by byte where the page's bytes are, with text kept as UTF-8 until a section is done: building Strings
    /// scalar by scalar was most of the index stage on a large site, and a copy of the page or a slice of it per
    /// tag most of the rest.
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
        var skipDepth = 0
        var skipTag = TagName.none
        var headingTag: TagName?
        var headingText: [UInt8] = []
        // Nothing before the first `<article` is read, so the scan starts there.
        var index = article ?? 0
        var text: [UInt8] = []

        while index < bytes.count {
            guard let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) else {
                if inArticle && skipDepth == 0 { text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...])) }
                break
            }
            if inArticle && skipDepth == 0 {
                // Between two tags there is often a single line break: appended as a byte, it costs a tenth.
                if open - index == 1 {
                    text.append(bytes[index])
                } else if open > index {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<open]))
                }
            }
            let end = bytes.firstIndex(of: UInt8(ascii: ">"), from: open + 1) ?? bytes.count
            let tag = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<end])
            index = end + 1
            let closing = tag.first == UInt8(ascii: "/")
            // Most tags of a page are inside what is skipped (navigation, drawings, forms). There only the skipped
            // tag's own name and `<article` matter, so any other tag is passed over without reading its name:
            // one that starts with neither `a` nor the skipped name's bytes.
            if skipDepth > 0 {
                let start = closing ? 1 : 0
                if start < tag.count, tag[start] | 0x20 != UInt8(ascii: "a"), !skipTag.isName(of: tag, from: start) {
                    continue
                }
            }
            let name = TagName(tag, from: closing ? 1 : 0, readable: bytes.count - open - 1)
            let kind = name.kind
            if kind == .article {
                inArticle = !closing
                continue
            }
            guard inArticle else { continue }
            if skipDepth > 0 {
                // A self-closing one (`<svg/>` in a drawing) opens nothing to wait for.
                if name == skipTag, closing || tag.last != UInt8(ascii: "/") {
                    skipDepth += closing ? -1 : 1
                }
                continue
            }
            // A heading's link to itself is a "#", not part of its name.
            let isHeadingAnchor = kind == .anchor && tag.firstIndex(of: "class=\"heading-anchor\"", from: 0) != nil
            if !closing, kind == .skipped || isHeadingAnchor, tag.last != UInt8(ascii: "/") {
                Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
                skipTag = name
                skipDepth = 1
                continue
            }
            if kind == .heading {
                Self.flush(&text, into: &sections, orHeading: &headingText, inHeading: headingTag != nil)
                if closing, headingTag == name {
                    headingTag = nil
                    sections[sections.count - 1].heading = Self.folded(headingText)
                } else if !closing, let id = Self.id(in: tag) {
                    headingTag = name
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

    /// A tag's name, lowercased (tag names are ASCII), packed into a number when it has at most eight bytes, and
    /// what it means to the reader. Only a skipped tag or a heading is compared with another name, and those
    /// names are short; a longer name packs to a number no short one has.
    private struct TagName: Equatable {
        static let none = TagName(packed: 0, count: 0)

        private var packed: UInt64
        private var count: Int

        private init(packed: UInt64, count: Int) {
            self.packed = packed
            self.count = count
        }

        /// The name that starts at `start` in `tag` (the bytes between `<` and `>`); `readable` is how many bytes
        /// from the tag's first may be read, at least its count (the page's bytes go on past its `>`).
        ///
        /// Eight bytes are read as one number and the name's end and capitals found in all eight at once: byte by
        /// byte, with the checks each step needed, this was a fifth of reading a page's text, since every tag
        /// outside what is skipped is named.
        init(_ tag: UnsafeBufferPointer<UInt8>, from start: Int, readable: Int) {
            var packed: UInt64 = 0
            var index = start
            if readable - start >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(tag.baseAddress! + start).loadUnaligned(as: UInt64.self))
                var ends = Self.bytes(of: word, equalTo: 0x20) | Self.bytes(of: word, equalTo: 0x0A)
                    | Self.bytes(of: word, equalTo: UInt8(ascii: "/"))
                // The tag's end ends the name too, when it is among the eight.
                let left = tag.count - start
                if left < 8 {
                    ends |= 0x80 << (8 * UInt64(left))
                }
                if ends != 0 {
                    let count = ends.trailingZeroBitCount / 8
                    let kept: UInt64 = count == 0 ? 0 : UInt64.max >> (64 - 8 * count)
                    self.init(packed: Self.lowered(word) & kept, count: count)
                    return
                }
                packed = Self.lowered(word)
                index += 8
            }
            while index < tag.count {
                let byte = tag[index]
                if Self.endsName(byte) { break }
                let offset = index &- start
                if offset < 8 {
                    packed |= UInt64(Self.lowered(byte)) &<< (8 &* UInt64(offset))
                }
                index &+= 1
            }
            let count = index - start
            self.init(packed: count <= 8 ? packed : UInt64.max, count: count)
            if count == 10 {
                let name = UnsafeBufferPointer(rebasing: tag[start..<index])
                if name.isName("blockquote") || name.isName("figcaption") {
                    self.packed = Self.longBreaking
                }
            }
        }

        // Each name's bytes, first byte lowest, written out: a constant costs nothing to read, where a static
        // computed on first use is checked for initialisation at every read, and every tag of every page reads.
        /// Stands for `blockquote` and `figcaption`, which no packed name of eight bytes or fewer equals.
        private static let longBreaking = UInt64.max - 1
        private static let p: UInt64 = 0x70 // "p"
        private static let a: UInt64 = 0x61 // "a"
        private static let h1: UInt64 = 0x3168 // "h1"
        private static let h5: UInt64 = 0x3568 // "h5"
        private static let h6: UInt64 = 0x3668 // "h6"
        private static let li: UInt64 = 0x696C // "li"
        private static let td: UInt64 = 0x6474 // "td"
        private static let th: UInt64 = 0x6874 // "th"
        private static let tr: UInt64 = 0x7274 // "tr"
        private static let br: UInt64 = 0x7262 // "br"
        private static let dd: UInt64 = 0x6464 // "dd"
        private static let dt: UInt64 = 0x7464 // "dt"
        private static let div: UInt64 = 0x766964 // "div"
        private static let pre: UInt64 = 0x657270 // "pre"
        private static let nav: UInt64 = 0x76616E // "nav"
        private static let svg: UInt64 = 0x677673 // "svg"
        private static let form: UInt64 = 0x6D726F66 // "form"
        private static let style: UInt64 = 0x656C797473 // "style"
        private static let button: UInt64 = 0x6E6F74747562 // "button"
        private static let script: UInt64 = 0x747069726373 // "script"
        private static let select: UInt64 = 0x7463656C6573 // "select"
        private static let article: UInt64 = 0x656C6369747261 // "article"
        private static let section: UInt64 = 0x6E6F6974636573 // "section"
        private static let caption: UInt64 = 0x6E6F6974706163 // "caption"
        private static let template: UInt64 = 0x6574616C706D6574 // "template"

        /// Whether the name that starts at `start` in `tag` is this one: what `TagName(tag, from: start) == self`
        /// says, without packing the name first. For names of up to eight bytes, as every skipped tag's is.
        func isName(of tag: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
            guard count <= 8, tag.count - start >= count else { return false }
            for offset in 0..<count where UInt64(Self.lowered(tag[start + offset])) != (packed >> (8 * UInt64(offset))) & 0xFF {
                return false
            }
            let after = start + count
            return after == tag.count || Self.endsName(tag[after])
        }

        /// Whether `byte` ends a tag's name: a space, a line feed or `/`.
        private static func endsName(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == UInt8(ascii: "/")
        }

        /// `byte` lower-cased when it is an ASCII capital: tag names are ASCII.
        private static func lowered(_ byte: UInt8) -> UInt8 {
            (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        }

        /// The eight bytes of `word`, each lower-cased when it is an ASCII capital (`lowered(_:)` on each).
        static func lowered(_ word: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            // On the low seven bits of each byte no sum carries into the next byte; a byte's top bit is then set
            // when it reached 0x41 (A), and when it reached 0x5B (past Z).
            let low = word & (0x7F &* ones)
            let fromA = low &+ (0x3F &* ones)
            let pastZ = low &+ (0x25 &* ones)
            let capitals = fromA & ~pastZ & ~word & (0x80 &* ones)
            return word | capitals >> 2
        }

        /// A number whose lowest set bit is the top bit of the first (lowest) byte of `word` equal to `byte`, or 0
        /// when none is. Bits above that one may be set where no byte is equal: only the lowest is to be read.
        static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let zeroWhereEqual = word ^ (UInt64(byte) &* ones)
            return (zeroWhereEqual &- ones) & ~zeroWhereEqual & (0x80 &* ones)
        }

        var kind: TagKind {
            // By length first: most names are one or two letters, and each length has few candidates.
            switch count {
            case 1:
                return packed == Self.p ? .breaking : packed == Self.a ? .anchor : .other
            case 2:
                if packed & 0xFF == UInt64(UInt8(ascii: "h")),
                   (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(UInt8(truncatingIfNeeded: packed >> 8)) {
                    return .heading
                }
                switch packed {
                case Self.h1, Self.h5, Self.h6, Self.li, Self.td, Self.th, Self.tr, Self.br, Self.dd, Self.dt: return .breaking
                default: return .other
                }
            case 3:
                switch packed {
                case Self.div, Self.pre: return .breaking
                case Self.nav, Self.svg: return .skipped
                default: return .other
                }
            case 4:
                return packed == Self.form ? .skipped : .other
            case 5:
                return packed == Self.style ? .skipped : .other
            case 6:
                return packed == Self.button || packed == Self.script || packed == Self.select ? .skipped : .other
            case 7:
                return packed == Self.article ? .article : packed == Self.section || packed == Self.caption ? .breaking : .other
            case 8:
                return packed == Self.template ? .skipped : .other
            case 10:
                return packed == Self.longBreaking ? .breaking : .other
            default:
                return .other
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

    /// The value of the tag's `id="…"`, references decoded.
    private static func id(in tag: UnsafeBufferPointer<UInt8>) -> String? {
        let pattern: StaticString = " id=\""
        guard let start = tag.firstIndex(of: pattern, from: 0) else { return nil }
        let valueStart = start + pattern.utf8CodeUnitCount
        guard let quote = tag.firstIndex(of: UInt8(ascii: "\""), from: valueStart) else { return nil }
        return HTMLReferences.decoded(UnsafeBufferPointer(rebasing: tag[valueStart..<quote]))
    }
}
