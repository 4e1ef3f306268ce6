/// Writes SVG as text, the same bytes for the same value: attributes sorted by name, numbers through
/// ``SVGNumber``, text and attribute values escaped.
public enum SVGWriter {
    /// The document as a standalone SVG file (no XML declaration, so it can also be inlined in HTML).
    /// - Parameter document: the image.
    /// - Returns: the SVG text, ending in a line break.
    public static func write(_ document: SVGDocument) -> String {
        var root = SVGElement("svg", document.attributes, children: [
            .element(SVGElement("title", children: [.text(document.title)])),
        ] + document.children.map(SVGNode.element))
        root.attributes["xmlns"] = "http://www.w3.org/2000/svg"
        root.attributes["role"] = "img"
        root.attributes["width"] = SVGNumber.format(document.width)
        root.attributes["height"] = SVGNumber.format(document.height)
        root.attributes["viewBox"] = "0 0 \(SVGNumber.format(document.width)) \(SVGNumber.format(document.height))"
        var output = ""
        write(root, depth: 0, into: &output)
        return output
    }

    /// Escapes `&`, `<`, `>` and `"` for text and double-quoted attribute values.
    public static func escape(_ text: String) -> String {
        // Most values (numbers, colours, ids) have nothing to escape: looking at their bytes is cheaper than
        // rebuilding them Character by Character.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func write(_ element: SVGElement, depth: Int, into output: inout String) {
        let indent = String(repeating: "  ", count: depth)
        output += indent + "<" + element.name
        for name in element.attributes.keys.sorted() {
            output += " \(name)=\"\(escape(element.attributes[name]!))\""
        }
        if element.children.isEmpty {
            output += "/>\n"
            return
        }
        if element.children.allSatisfy({ if case .text = $0 { true } else { false } }) {
            output += ">"
            for case let .text(text) in element.children {
                output += escape(text)
            }
            output += "</\(element.name)>\n"
            return
        }
        output += ">\n"
        for child in element.children {
            switch child {
            case let .element(inner):
                write(inner, depth: depth + 1, into: &output)
            case let .text(text):
                output += indent + "  " + escape(text) + "\n"
            }
        }
        output += indent + "</\(element.name)>\n"
    }
}
