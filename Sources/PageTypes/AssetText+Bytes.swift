/// ``AssetText``'s compaction read as UTF-8 bytes, for a text whose every Character is one Unicode scalar
/// (``AssetText/readsAsBytes(_:)``): a stylesheet or script compacted Character by Character spent more than a
/// thousand instructions a byte, which showed in every build's time.
extension AssetText {
    /// Whether the byte reading gives what the Character reading does: no Character of `text` is more than one
    /// scalar, so that an ASCII byte is an ASCII Character and bytes are kept or dropped as whole Characters; no
    /// scalar compares equal to an ASCII Character the reading looks for (U+037E is `;`, U+1FEF is a backtick, by
    /// canonical equivalence); and no carriage return, which could join a line feed into one Character once the
    /// comment between them is gone.
    static func readsAsBytes(_ text: String) -> Bool {
        var text = text
        var scalars = 0
        let plain = text.withUTF8 { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\r") { return false }
                if byte == 0xCD, index + 1 < bytes.count, bytes[index + 1] == 0xBE { return false }
                if byte == 0xE1, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xAF { return false }
                if byte & 0xC0 != 0x80 { scalars += 1 }
                index += 1
            }
            return true
        }
        guard plain else { return false }
        // All ASCII without a carriage return: every byte is a Character of its own, with no need to count them.
        return scalars == text.utf8.count || text.count == scalars
    }

    /// ``stylesheet(_:)`` on the bytes of a text that ``readsAsBytes(_:)``.
    static func stylesheetBytes(_ text: [UInt8]) -> [UInt8]? {
        guard !hasContinuedLine(text) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var quote: UInt8?
        var escaped = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if let open = quote {
                output.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            if byte == UInt8(ascii: "/"), index < text.count, text[index] == UInt8(ascii: "*") {
                guard let end = commentEnd(in: text, from: index + 1) else { break }
                index = end
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            }
            if byte == UInt8(ascii: " "), output.last.map(AssetText.dropsSpaceAfter) == true || (index < text.count && text[index] == UInt8(ascii: "}")) {
                continue
            }
            output.append(byte)
        }
        return lines(ofBytes: output)
    }

    /// ``script(_:)`` on the bytes of a text that ``readsAsBytes(_:)``.
    static func scriptBytes(_ text: [UInt8]) -> [UInt8]? {
        guard !hasBacktickInCode(text), !hasContinuedLine(text) else { return nil }
        return lines(ofBytes: text) { line in
            !(line.count >= 2 && line[line.startIndex] == UInt8(ascii: "/") && line[line.startIndex + 1] == UInt8(ascii: "/"))
        }
    }

    /// The offset just past the first `*/` at or after `start`, or nil.
    private static func commentEnd(in text: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < text.count {
            if text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Whether a backtick stands on a line that is not a whole-line `//` comment: there it may open a template
    /// literal. Where every backtick is in such a comment, the script has none.
    private static func hasBacktickInCode(_ text: [UInt8]) -> Bool {
        var start = 0
        while start < text.count {
            var first = start
            while first < text.count, text[first] == UInt8(ascii: " ") || text[first] == UInt8(ascii: "\t") {
                first += 1
            }
            let end = text[first...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            let isComment = end - first >= 2 && text[first] == UInt8(ascii: "/") && text[first + 1] == UInt8(ascii: "/")
            if !isComment, text[first..<end].contains(UInt8(ascii: "`")) { return true }
            start = end + 1
        }
        return false
    }

    /// Whether a line (of those not empty) ends in a backslash.
    private static func hasContinuedLine(_ text: [UInt8]) -> Bool {
        for index in text.indices where text[index] == UInt8(ascii: "\\") {
            if index + 1 == text.count || text[index + 1] == UInt8(ascii: "\n") { return true }
        }
        return false
    }

    /// The lines of `text` that are not empty, each without its leading white space, those `keeping` passes,
    /// each followed by a line feed.
    private static func lines(ofBytes text: [UInt8], keeping: (ArraySlice<UInt8>) -> Bool = { _ in true }) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count + 1)
        var first = true
        for line in text.split(separator: UInt8(ascii: "\n")) {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            guard !trimmed.isEmpty, keeping(trimmed) else { continue }
            if !first { output.append(UInt8(ascii: "\n")) }
            first = false
            output.append(contentsOf: trimmed)
        }
        output.append(UInt8(ascii: "\n"))
        return output
    }
}
