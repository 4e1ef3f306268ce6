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
        guard html.contains("<table") else { return html }
        var texts: [String: String] = [:]
        for heading in headings {
            if let id = heading.id { texts[id] = heading.text }
        }
        var result = ""
        result.reserveCapacity(html.utf8.count + 256)
        var section = title
        var counts: [String: Int] = [:]
        var rest = Substring(html)
        while let open = rest.range(of: "<") {
            result += rest[..<open.lowerBound]
            let tag = rest[open.lowerBound...]
            if tag.hasPrefix("<table>") || tag.hasPrefix("<table "), let close = tag.range(of: "</table>") {
                counts[section, default: 0] += 1
                let number = counts[section]!
                let label = section + " table" + (number > 1 ? " \(number)" : "")
                result += "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(label))\">\n"
                result += tag[..<close.upperBound]
                result += "\n</div>"
                rest = tag[close.upperBound...]
                continue
            }
            if tag.hasPrefix("<h2 id=\"") || tag.hasPrefix("<h3 id=\"") || tag.hasPrefix("<h4 id=\"") {
                let idStart = tag.index(tag.startIndex, offsetBy: 8)
                if let quote = tag[idStart...].firstIndex(of: "\""), let text = texts[String(tag[idStart..<quote])] {
                    section = text
                }
            }
            result += "<"
            rest = tag.dropFirst()
        }
        return result + rest
    }
}
