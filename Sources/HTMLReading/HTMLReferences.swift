import Foundation

/// The element ids of a built HTML page and the URLs it refers to (`href` and `src`), read from its bytes.
///
/// A small tag scanner, not a parser: it skips comments, `<script>` and `<style>` content, reads each start tag's
/// attributes (quoted or not) and decodes the character references Mustache and cmark-gfm write. That is enough
/// for the pages the build itself wrote, and it runs in one pass, so link checking stays linear in the site's size.
package struct HTMLReferences: Sendable, Hashable {
    /// A URL the page refers to, with the attribute that holds it.
    package struct Reference: Sendable, Hashable {
        package var attribute: String
        package var url: String
    }

    /// Every `id` (and `<a name>`) in document order, repeats included.
    package var ids: [String] = []
    /// Every `href` and `src`, in document order, but those ``LinkIndex/settle(_:on:known:)`` found sure to pass.
    package var references: [Reference] = []
    /// How many references were dropped as sure to pass, which the check still counts as links it followed.
    package var settledCount = 0

    /// Scans `html`, in its own bytes: a copy of the page and a slice (with its retain and release) per name
    /// were most of the scan.
    package init(scanning html: Data) {
        html.withUnsafeBytes { scan($0.bindMemory(to: UInt8.self)) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) {
            index = open
            if bytes.hasPrefix("<!--", at: index) {
                index = bytes.firstIndex(of: "-->", from: index + 4).map { $0 + 3 } ?? count
                continue
            }
            index += 1
            guard index < count, Self.isLetter(bytes[index]) else { continue }
            let nameStart = index
            while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                index += 1
            }
            let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
            let isAnchor = name.isName("a")
            index = readAttributes(bytes, from: index, isAnchor: isAnchor)
            if name.isName("script") {
                index = bytes.firstIndex(ofCaseInsensitive: "</script", from: index) ?? count
            } else if name.isName("style") {
                index = bytes.firstIndex(ofCaseInsensitive: "</style", from: index) ?? count
            }
        }
    }

    /// Reads the attributes of a start tag up to its `>`, and returns the index after it.
    private mutating func readAttributes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isAnchor: Bool) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            while index < count, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
                index += 1
            }
            guard index < count, bytes[index] != UInt8(ascii: ">") else { return index + 1 }
            let nameStart = index
            while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
            while index < count, Self.isSpace(bytes[index]) {
                index += 1
            }
            guard index < count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < count, Self.isSpace(bytes[index]) {
                index += 1
            }
            guard index < count else { return count }
            let valueStart: Int
            let valueEnd: Int
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                valueStart = index + 1
                valueEnd = bytes.firstIndex(of: quote, from: valueStart) ?? count
                index = min(valueEnd + 1, count)
            } else {
                valueStart = index
                while index < count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                    index += 1
                }
                valueEnd = index
            }
            // Only id, name, href and src are kept: names of two to four letters.
            guard (2...4).contains(name.count) else { continue }
            let value = UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd])
            if name.isName("id") || isAnchor && name.isName("name") {
                ids.append(Self.decoded(value))
            } else if name.isName("href") {
                references.append(Reference(attribute: "href", url: Self.decoded(value)))
            } else if name.isName("src") {
                references.append(Reference(attribute: "src", url: Self.decoded(value)))
            }
        }
        return count
    }

    /// The attribute value with character references decoded: `&amp;`, `&quot;`, `&#39;`, `&#x2F;` and the like.
    package static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Looked for as a byte: most values have no reference, and then the bytes are the text.
        guard bytes.firstIndex(of: UInt8(ascii: "&"), from: 0) != nil else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        appendDecoded(bytes, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `bytes` to `output` with character references decoded, as UTF-8; an `&` that starts no known
    /// reference stays as it is. Each `&` is found with memchr and the runs between are copied whole: the search
    /// text of every page goes through here.
    package static func appendDecoded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard let ampersand = bytes.firstIndex(of: UInt8(ascii: "&"), from: index) else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...]))
                return
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<ampersand]))
            let after = ampersand + 1
            // A known reference is ASCII and at most ten bytes long, so bytes and characters agree here.
            let window = UnsafeBufferPointer(rebasing: bytes[after..<min(bytes.count, after + 10)])
            if let semicolon = window.firstIndex(of: UInt8(ascii: ";")).map({ after + $0 }),
               let character = Self.character(forEntity: Substring(decoding: UnsafeBufferPointer(rebasing: bytes[after..<semicolon]), as: UTF8.self))
            {
                output += character.utf8
                index = semicolon + 1
            } else {
                output.append(UInt8(ascii: "&"))
                index = after
            }
        }
    }

    private static func character(forEntity entity: Substring) -> Character? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        case "ndash": return "–"
        case "mdash": return "—"
        case "hellip": return "…"
        case "times": return "×"
        default:
            let number: UInt32?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                number = UInt32(entity.dropFirst(2), radix: 16)
            } else if entity.hasPrefix("#") {
                number = UInt32(entity.dropFirst())
            } else {
                number = nil
            }
            return number.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
