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
        let bytes = Array(html.utf8)
        guard bytes.firstIndex(of: "<table", from: 0) != nil else { return html }
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
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open
            if bytes.hasPrefix("<table>", at: index) || bytes.hasPrefix("<table ", at: index),
               let close = bytes.firstIndex(of: "</table>", from: index)
            {
                counts[section, default: 0] += 1
                let number = counts[section]!
                let label = section + " table" + (number > 1 ? " \(number)" : "")
                output += bytes[copied..<index]
                output += Array("<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(label))\">\n".utf8)
                let end = close + "</table>".utf8.count
                output += bytes[index..<end]
                output += Array("\n</div>".utf8)
                copied = end
                index = end
                continue
            }
            if bytes.hasPrefix("<h2 id=\"", at: index) || bytes.hasPrefix("<h3 id=\"", at: index)
                || bytes.hasPrefix("<h4 id=\"", at: index)
            {
                let start = index + 8
                var quote = start
                while quote < bytes.count, bytes[quote] != UInt8(ascii: "\"") {
                    quote += 1
                }
                if let text = texts[String(decoding: bytes[start..<quote], as: UTF8.self)] {
                    section = text
                }
            }
            index += 1
        }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}
