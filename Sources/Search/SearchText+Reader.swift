import Foundation
import HTMLReading

extension SearchText {
    /// Reads a built page's sections as ``SearchText/rawSections(html:)`` gives them, token by token, so that the
    /// pass that reads the page's links can read its text too.
    ///
    /// Only the page's `<article>` is read. An element whose text is not the page's (``TagName/skipped``) and a
    /// heading's link to itself are passed over whole: up to their own end tag, counting elements of the same name
    /// inside them, but self-closing ones.
    package struct Reader {
        private var sections: [RawSection] = [RawSection(id: nil, heading: nil, text: [])]
        private var inArticle: Bool
        /// The heading whose text is being read, if any.
        private var headingTag: TagName?
        private var headingText: [UInt8] = []
        /// The element being passed over (its name, in the page's bytes), and how many of its name are open.
        private var skipped: Range<Int>?
        private var skippedDepth = 0
        /// The section the text goes to, and the table row with an id being read, if any: a row is a passage of
        /// its own, and the section's text goes on after it.
        private var section = 0
        private var row: Int?
        /// How many table cells, and how many code elements, are open.
        private var cellDepth = 0
        private var codeDepth = 0
        /// The id of the preview widget being read, whose choices are states a reader can be sent to.
        private var widget: String?

        /// A reader for `page`, the HTML its tokens will come from: a page without an `<article>` reads as a whole.
        package init(page: Data) {
            inArticle = page.withUnsafeBytes { $0.bindMemory(to: UInt8.self).firstIndex(of: "<article", from: 0) == nil }
        }

        /// Reads one token of a pass over the page that other readers may share.
        package mutating func read(_ token: HTMLTokenizer.Token, in tokenizer: HTMLTokenizer) {
            let nameRange: Range<Int>
            let closing: Bool
            var selfClosing = false
            switch token {
            case .text(let range):
                if inArticle && skipped == nil {
                    appendDecoded(tokenizer.slice(range))
                }
                return
            case .startTag(let range, let isSelfClosing):
                nameRange = range
                closing = false
                selfClosing = isSelfClosing
            case .endTag(let range):
                nameRange = range
                closing = true
            }
            if let skipped {
                readInside(skipped, nameRange, closing: closing, selfClosing: selfClosing, in: tokenizer)
                return
            }
            // Outside the article only `<article>` counts, and no other name has its seven letters.
            if !inArticle && nameRange.count != 7 { return }
            let name = TagName(tokenizer.slice(nameRange))
            if name == .article {
                inArticle = !closing
                return
            }
            guard inArticle else { return }
            // A heading's link to itself is a "#", not part of its name.
            let isHeadingAnchor = name == .anchor && !closing
                && tokenizer.attribute("class").map { tokenizer.slice($0).elementsEqual("heading-anchor".utf8) } == true
            if !closing, name == .skipped || isHeadingAnchor, !selfClosing {
                skipped = nameRange
                skippedDepth = 1
                return
            }
            switch name {
            case .heading:
                readHeading(name, closing: closing, in: tokenizer)
            case .row:
                readRow(closing: closing, in: tokenizer)
            case .cell:
                cellDepth = max(0, cellDepth + (closing ? -1 : 1))
                appendText { $0.append(UInt8(ascii: " ")) }
            case .code:
                if !selfClosing { codeDepth = max(0, codeDepth + (closing ? -1 : 1)) }
                if codeDepth == 0 { appendCode { $0.append(UInt8(ascii: " ")) } }
            case .figure:
                widget = closing ? nil : tokenizer.attribute("data-preview-widget").flatMap { _ in tokenizer.attribute("id") }
                    .map { HTMLReferences.decoded(tokenizer.slice($0)) }
            case .breaking:
                appendText { $0.append(UInt8(ascii: " ")) }
            default:
                break
            }
        }

        /// A tag inside the element being passed over: only its own name counts, and a preview's choices.
        private mutating func readInside(_ skipped: Range<Int>, _ nameRange: Range<Int>, closing: Bool, selfClosing: Bool,
                                         in tokenizer: HTMLTokenizer) {
            if nameRange.count == skipped.count, tokenizer.slice(nameRange).isSameName(as: tokenizer.slice(skipped)) {
                if closing {
                    skippedDepth -= 1
                    if skippedDepth == 0 { self.skipped = nil }
                } else if !selfClosing {
                    skippedDepth += 1
                }
            } else if widget != nil, !closing, nameRange.count == 5, tokenizer.slice(nameRange).isName("input") {
                readChoice(in: tokenizer)
            }
        }

        /// The passages read, once the page has been: a section whose text is only white space is one only when it
        /// has an id.
        package func finish() -> [RawSection] {
            sections.filter { $0.id != nil || !SearchText.isBlank($0.text) }
        }

        private mutating func readHeading(_ name: TagName, closing: Bool, in tokenizer: HTMLTokenizer) {
            if closing, headingTag == name {
                headingTag = nil
                sections[section].heading = SearchText.folded(headingText)
            } else if !closing, let id = tokenizer.attribute("id") {
                headingTag = name
                headingText.removeAll(keepingCapacity: true)
                row = nil
                sections.append(RawSection(id: HTMLReferences.decoded(tokenizer.slice(id)), heading: nil, text: []))
                section = sections.count - 1
            }
        }

        /// A table row with an id (a token's row) is a passage of its own, named by the token it shows, or else by
        /// its section's heading.
        private mutating func readRow(closing: Bool, in tokenizer: HTMLTokenizer) {
            if closing {
                row = nil
            } else if row == nil, headingTag == nil, let id = tokenizer.attribute("id") {
                let token = tokenizer.attribute("data-token").map { HTMLReferences.decoded(tokenizer.slice($0)) }
                sections.append(RawSection(id: HTMLReferences.decoded(tokenizer.slice(id)), heading: token ?? sections[section].heading,
                                           text: [], kind: .row))
                row = sections.count - 1
            }
            appendText { $0.append(UInt8(ascii: " ")) }
        }

        /// A preview's choice (`<input type="radio" data-property="state" value="pressed">`) is a state a link can
        /// show: `#slider=state:pressed`.
        private mutating func readChoice(in tokenizer: HTMLTokenizer) {
            guard let widget, let type = tokenizer.attribute("type"), tokenizer.slice(type).isName("radio"),
                  let property = tokenizer.attribute("data-property"), let value = tokenizer.attribute("value") else { return }
            let name = HTMLReferences.decoded(tokenizer.slice(property))
            let choice = HTMLReferences.decoded(tokenizer.slice(value))
            guard !name.isEmpty, !choice.isEmpty else { return }
            let heading = name.prefix(1).uppercased() + name.dropFirst() + ": " + choice
            sections.append(RawSection(id: widget + "=" + name + ":" + choice, heading: heading, text: [], kind: .state))
        }

        /// Appends `text`, a text of the page, its references decoded.
        @inline(__always)
        private mutating func appendDecoded(_ text: UnsafeBufferPointer<UInt8>) {
            // A text of one byte (most often the line break between two tags) is a reference to nothing: appended
            // as it is, without a search for `&` and a copy of a run.
            if text.count == 1 && text[0] != UInt8(ascii: "&") {
                appendText { $0.append(text[0]) }
            } else {
                appendText { HTMLReferences.appendDecoded(text, to: &$0) }
            }
        }

        /// Lets `add` append to the text of the heading being read, or else of the row or section being read (and
        /// to its cells' text inside a cell).
        private mutating func appendText(_ add: (inout [UInt8]) -> Void) {
            if headingTag != nil {
                add(&headingText)
                return
            }
            let target = row ?? section
            add(&sections[target].text)
            if cellDepth > 0 {
                add(&sections[target].cells)
            }
            if codeDepth > 0 {
                add(&sections[target].code)
            }
        }

        /// Lets `add` append to the code text of the row or section being read.
        private mutating func appendCode(_ add: (inout [UInt8]) -> Void) {
            guard headingTag == nil else { return }
            add(&sections[row ?? section].code)
        }
    }

    /// What a tag's name means to the reader; names are ASCII, in any case.
    fileprivate enum TagName: Equatable {
        /// The page's own content; nothing outside it is read.
        case article
        /// A link: skipped when it is a heading's link to itself.
        case anchor
        /// `h2` to `h4` (the digit), which start sections when they have an id.
        case heading(UInt8)
        /// A tag whose text is not the page's: navigation, drawings, forms, buttons, scripts, styles, templates.
        case skipped
        /// A table row, which is a passage of its own when it has an id.
        case row
        /// A table cell, whose words count twice.
        case cell
        /// A figure: a preview widget's, whose choices are states.
        case figure
        /// Code, whose text is also read for compound terms.
        case code
        /// A tag that parts the words on either side: paragraphs, list items, other headings.
        case breaking
        /// Any other tag, which joins the text around it (`<em>`, `<code>`).
        case other

        init(_ name: UnsafeBufferPointer<UInt8>) {
            // Sorted by length, then first letter, so that each tag is compared with the few names it could be.
            switch (name.count, name.first.map(\.lowercasedASCII)) {
            case (1, UInt8(ascii: "p")):
                self = .breaking
            case (1, UInt8(ascii: "a")):
                self = .anchor
            case (2, UInt8(ascii: "h")):
                if (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(name[1]) {
                    self = .heading(name[1])
                } else {
                    self = name.isName("h1") || name.isName("h5") || name.isName("h6") ? .breaking : .other
                }
            case (2, UInt8(ascii: "l")):
                self = name.isName("li") ? .breaking : .other
            case (2, UInt8(ascii: "t")):
                self = name.isName("td") || name.isName("th") ? .cell : name.isName("tr") ? .row : .other
            case (2, UInt8(ascii: "b")):
                self = name.isName("br") ? .breaking : .other
            case (2, UInt8(ascii: "d")):
                self = name.isName("dd") || name.isName("dt") ? .breaking : .other
            case (3, _):
                self = name.isName("div") || name.isName("pre") ? .breaking
                    : name.isName("nav") || name.isName("svg") ? .skipped : .other
            case (4, UInt8(ascii: "f")):
                self = name.isName("form") ? .skipped : .other
            case (4, UInt8(ascii: "c")):
                self = name.isName("code") ? .code : .other
            case (5, UInt8(ascii: "s")):
                self = name.isName("style") ? .skipped : .other
            case (6, UInt8(ascii: "f")):
                self = name.isName("figure") ? .figure : .other
            case (6, _):
                self = name.isName("button") || name.isName("script") || name.isName("select") ? .skipped : .other
            case (7, UInt8(ascii: "a")):
                self = name.isName("article") ? .article : .other
            case (7, _):
                self = name.isName("section") || name.isName("caption") ? .breaking : .other
            case (8, UInt8(ascii: "t")):
                self = name.isName("template") ? .skipped : .other
            case (10, _):
                self = name.isName("blockquote") || name.isName("figcaption") ? .breaking : .other
            default:
                self = .other
            }
        }
    }
}
