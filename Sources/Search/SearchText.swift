import Foundation
import HTMLReading

/// The readable text of a built page, cut into sections at its headings (`<h2 id>` to `<h4 id>`), for the search
/// index; table rows with an id and a preview's choices are passages of their own (``RawSection/Kind``). Only the
/// page's `<article>` counts; navigation, forms, buttons, SVG drawings, scripts and styles are skipped, so a
/// result is found by what the page says, not by its chrome.
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

    /// A passage as read from the page: its text decoded but its white space not yet folded. Terms split the same
    /// either way, so the index reads them from these bytes and folds only the start, for the excerpt.
    package struct RawSection {
        /// What a passage is: the text under a heading, a table row with an id of its own (a token's), or a state
        /// a preview's controls can show.
        package enum Kind: Sendable, Hashable {
            case section
            case row
            case state
        }

        /// The anchor the passage is reached by: a heading's or row's id, or a preview state's `widget=property:value`.
        package var id: String?
        package var heading: String?
        package var text: [UInt8]
        /// The text of the passage's table cells, which count twice: a behaviour table's or a token row's words
        /// say more than a sentence's.
        package var cells: [UInt8] = []
        /// The text of the passage's code (`<code>`), where token paths, CSS variables and colours are written:
        /// only there, and in headings, are they read as compound terms.
        package var code: [UInt8] = []
        package var kind: Kind = .section

        package init(id: String?, heading: String?, text: [UInt8], cells: [UInt8] = [], code: [UInt8] = [], kind: Kind = .section) {
            self.id = id
            self.heading = heading
            self.text = text
            self.cells = cells
            self.code = code
            self.kind = kind
        }
    }

    /// Reads `html`; a page without an `<article>` reads as a whole.
    init(html: Data) {
        sections = Self.rawSections(html: html).map { Section(id: $0.id, heading: $0.heading, text: Self.folded($0.text)) }
    }

    /// The sections of `html` as ``init(html:)`` reads them, their text not folded: a section whose text is only
    /// white space is one only when it has an id.
    static func rawSections(html: Data) -> [RawSection] {
        html.withUnsafeBytes { bytes in
            let bytes = bytes.bindMemory(to: UInt8.self)
            var reader = Reader(page: html)
            var tokenizer = HTMLTokenizer(bytes)
            while let token = tokenizer.next() {
                reader.read(token, in: tokenizer)
            }
            return reader.finish()
        }
    }

    /// Whether the UTF-8 `text` is only white space, and so folds to nothing.
    static func isBlank(_ text: [UInt8]) -> Bool {
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
