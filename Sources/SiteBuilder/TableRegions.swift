import Markdown

/// Wraps each table of a page's Markdown in a labelled, focusable region that scrolls sideways, so that a wide
/// table fits a 360 px screen and a keyboard can scroll it. The label names the section the table is in
/// ("Behaviour table"), numbered when a section has more than one, since region labels must differ.
enum TableRegions {
    /// - Parameters:
    ///   - html: the rendered Markdown.
    ///   - headings: its headings, for the labels.
    ///   - title: the page's title, for a table before the first heading.
    static func wrap(_ html: String, headings: [Heading], title: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            guard bytes.firstIndex(of: "<table", from: 0) != nil else { return nil }
            return wrap(bytes, headings: headings, title: title)
        } ?? html
    }

    private static func wrap(_ bytes: UnsafeBufferPointer<UInt8>, headings: [Heading], title: String) -> String {
        var texts: [String: String] = [:]
        for heading in headings {
            if let id = heading.id { texts[id] = heading.text }
        }
        // One pass over the bytes: a heading with an id names the section, a table is wrapped whole.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var section = title
        var counts: [String: Int] = [:]
        var copied = 0
        var index = 0
        while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) {
            index = open + 1
            guard index + 7 < bytes.count else { break }
            let next = bytes[index]
            if next == UInt8(ascii: "t"), bytes[index..<(index + 5)].elementsEqual("table".utf8),
               bytes[index + 5] == UInt8(ascii: ">") || bytes[index + 5] == UInt8(ascii: " "),
               let closeStart = bytes.firstIndex(of: "</table>", from: index)
            {
                let close = closeStart..<(closeStart + "</table>".utf8.count)
                counts[section, default: 0] += 1
                let number = counts[section]!
                let label = section + " table" + (number > 1 ? " \(number)" : "")
                output += bytes[copied..<open]
                output += "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"".utf8
                output += HTMLEscaping.attribute(label).utf8
                output += "\">\n".utf8
                output += bytes[open..<close.upperBound]
                output += "\n</div>".utf8
                copied = close.upperBound
                index = close.upperBound
                continue
            }
            if next == UInt8(ascii: "h"), (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(bytes[index + 1]),
               bytes[(index + 2)..<(index + 7)].elementsEqual(" id=\"".utf8)
            {
                let start = index + 7
                var quote = start
                while quote < bytes.count, bytes[quote] != UInt8(ascii: "\"") {
                    quote += 1
                }
                if let text = texts[String(decoding: bytes[start..<quote], as: UTF8.self)] {
                    section = text
                }
            }
        }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}
