import Foundation

/// The theme's stylesheets and scripts as the site serves them: without comments, indentation or blank lines, which
/// readers download on every page and never read. Only what cannot change a file's meaning is removed; a file this
/// cannot tell is safe is served as written.
package enum AssetText {
    /// The asset's bytes as served: `.css` and `.js` files compacted, others as they are.
    package static func served(_ data: Data, path: String) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        if path.hasSuffix(".css") {
            return stylesheet(text).map { Data($0.utf8) } ?? data
        }
        if path.hasSuffix(".js") {
            return script(text).map { Data($0.utf8) } ?? data
        }
        return data
    }

    /// A stylesheet without its `/* … */` comments (those inside strings kept), each line without its leading white
    /// space, and without blank lines; outside strings, a space after `;`, `{`, `:`, `,` or another space, or
    /// before `}`, goes too, which CSS never reads (a selector's descendant space stands before its `:`, never
    /// after). Nil when a line ends in a backslash, which may continue a string.
    package static func stylesheet(_ text: String) -> String? {
        if readsAsBytes(text) {
            return stylesheetBytes(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        }
        guard !text.split(whereSeparator: isLineBreak).contains(where: { $0.hasSuffix("\\") }) else { return nil }
        var output = ""
        var quote: Character?
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                output.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
                index = text.index(after: index)
                continue
            }
            if character == "/", text[index...].hasPrefix("/*") {
                guard let end = text[text.index(index, offsetBy: 2)...].range(of: "*/") else { break }
                index = end.upperBound
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
            }
            if character == " ", output.last?.asciiValue.map(dropsSpaceAfter) == true
                || text[text.index(after: index)...].first == "}" {
                index = text.index(after: index)
                continue
            }
            output.append(character)
            index = text.index(after: index)
        }
        return lines(of: output)
    }

    /// Whether a stylesheet's space after `byte`, outside a string, is one CSS never reads.
    static func dropsSpaceAfter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: " ")
    }

    /// A script without its whole-line `//` comments, each line without its leading white space, and without blank
    /// lines; nil when it may have a template literal (a backtick outside those comments) or a line ending in a
    /// backslash, either of which may carry a line break inside a string.
    package static func script(_ text: String) -> String? {
        if readsAsBytes(text) {
            return scriptBytes(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        }
        let written = text.split(whereSeparator: isLineBreak)
        guard !written.contains(where: { $0.contains("`") && !$0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }),
              !written.contains(where: { $0.hasSuffix("\\") }) else { return nil }
        return lines(of: text) { !$0.hasPrefix("//") }
    }

    /// A line feed, alone or after a carriage return: "\r\n" is one Character, which a split at "\n" would not
    /// part. Other line separators (U+2028) may stand inside a script's string, and are left as they are.
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// The lines of `text` that are not empty, each without its leading white space, those `keeping` passes.
    private static func lines(of text: String, keeping: (Substring) -> Bool = { _ in true }) -> String {
        text.split(omittingEmptySubsequences: true, whereSeparator: isLineBreak)
            .map { $0.drop { $0 == " " || $0 == "\t" || $0 == "\r" } }
            .filter { !$0.isEmpty && keeping($0) }
            .joined(separator: "\n") + "\n"
    }
}
