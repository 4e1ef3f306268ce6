/// Writes SVG as text, the same bytes for the same value: attributes sorted by name, numbers through
/// ``SVGNumber``, text and attribute values escaped.
public enum SVGWriter {
    /// The document as a standalone SVG file (no XML declaration, so it can also be inlined in HTML).
    /// - Parameter document: the image.
    /// - Returns: the SVG text, ending in a line break.
    public static func write(_ document: SVGDocument) -> String {
        var attributes = document.attributes
        attributes["xmlns"] = "http://www.w3.org/2000/svg"
        attributes["role"] = "img"
        let width = SVGNumber.format(document.width)
        let height = SVGNumber.format(document.height)
        attributes["width"] = width
        attributes["height"] = height
        attributes["viewBox"] = "0 0 " + width + " " + height
        // Written as UTF-8 bytes, appended in place: every preview state of the site goes through here. The root
        // is written from the document's parts, not made as an element holding a copy of every child.
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        openTag("svg", attributes, depth: 0, into: &output)
        output.append(UInt8(ascii: ">"))
        output.append(0x0A)
        indent(1, into: &output)
        append("<title>", to: &output)
        appendEscaped(document.title, to: &output)
        closeTag("title", into: &output)
        for child in document.children {
            write(child, depth: 1, into: &output)
        }
        closeTag("svg", into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Escapes `&`, `<`, `>` and `"` for text and double-quoted attribute values.
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    private static func write(_ element: SVGElement, depth: Int, into output: inout [UInt8]) {
        openTag(element.name, element.attributes, depth: depth, into: &output)
        if element.children.isEmpty {
            output.append(UInt8(ascii: "/"))
            output.append(UInt8(ascii: ">"))
            output.append(0x0A)
            return
        }
        if element.children.allSatisfy({ if case .text = $0 { true } else { false } }) {
            output.append(UInt8(ascii: ">"))
            for case let .text(text) in element.children {
                appendEscaped(text, to: &output)
            }
            closeTag(element.name, into: &output)
            return
        }
        output.append(UInt8(ascii: ">"))
        output.append(0x0A)
        for child in element.children {
            switch child {
            case let .element(inner):
                write(inner, depth: depth + 1, into: &output)
            case let .text(text):
                indent(depth + 1, into: &output)
                appendEscaped(text, to: &output)
                output.append(0x0A)
            }
        }
        indent(depth, into: &output)
        closeTag(element.name, into: &output)
    }

    /// `<name` and the attributes, indented, without the `>` or `/>` that ends the tag.
    private static func openTag(_ name: String, _ attributes: SVGAttributes, depth: Int, into output: inout [UInt8]) {
        indent(depth, into: &output)
        output.append(UInt8(ascii: "<"))
        append(name, to: &output)
        attributes.forEachPair { name, value in
            output.append(UInt8(ascii: " "))
            append(name, to: &output)
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "\""))
            appendEscaped(value, to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    /// Whether `text` has one of the four characters to escape: most values (numbers, colours, ids) have none, and
    /// ``escape(_:)`` gives them back as they are.
    private static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }
    }

    private static func indent(_ depth: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private static func closeTag(_ name: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        append(name, to: &output)
        output.append(UInt8(ascii: ">"))
        output.append(0x0A)
    }

    /// `text` escaped, appended as UTF-8: `&`, `<`, `>` and `"` are ASCII, so every other byte is copied as it is
    /// (a combining mark after one of them does not hide it, as it would in a Character). The runs between them
    /// are copied as blocks from the string's own bytes: every value of every preview state comes through here.
    private static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        withBytes(of: text) { appendEscaped(bytes: $0, to: &output) }
    }

    private static func appendEscaped(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var start = 0
        for index in bytes.indices {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            replacement.withUTF8Buffer { output.append(contentsOf: $0) }
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// A name's bytes, copied as a block.
    private static func append(_ text: String, to output: inout [UInt8]) {
        withBytes(of: text) { output.append(contentsOf: $0) }
    }

    /// Calls `body` with `text`'s UTF-8 bytes where the string keeps them, without the copy `withUTF8` makes of a
    /// string it may not change; a bridged string, which keeps no such bytes, is copied.
    private static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) == nil {
            var text = text
            text.withUTF8(body)
        }
    }
}
