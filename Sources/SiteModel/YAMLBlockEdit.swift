/// Edits of one top-level key of a YAML block mapping, as text: everything else in the file (other keys, comments,
/// blank lines, quoting) stays byte for byte as the team wrote it. For commands that write into site.yml or front
/// matter because the user asked (`build --accept-current`, `stamp`).
package enum YAMLBlockEdit {
    /// Why a file cannot be edited safely, said as the message ends (`site.yml's accept: is written inline; …`).
    package struct Refusal: Error, Sendable, Hashable {
        package var message: String
    }

    /// `text` with `items` (each one line, without the dash) added at the end of the list under the top-level
    /// `key`, or with `key:` and the items added at the end when there is none. Refused when the mapping or the
    /// list is written inline (`{…}`, `accept: []`), which a line cannot be added to.
    package static func appending(_ items: [String], toList key: String, in text: String) -> Result<String, Refusal> {
        var lines = Self.lines(of: text)
        let end = Self.lineEnd(of: text)
        if let first = lines.first(where: { !Self.isBlankOrComment($0) }), first.hasPrefix("{") || first.hasPrefix("[") {
            return .failure(Refusal(message: "it is written inline ({…}); write it as one key: value per line"))
        }
        guard let block = Self.block(of: key, in: lines) else {
            let added = (["\(key):"] + items.map { "  - " + $0 }).map { $0 + end }
            if let last = lines.last, last.isEmpty { lines.removeLast() }
            return .success((lines + added).joined(separator: "\n") + "\n")
        }
        let rest = Self.bare(lines[block.lowerBound]).dropFirst(key.count + 1)
        guard Self.isBlankOrComment(String(rest)) else {
            return .failure(Refusal(message: "its '\(key):' is written inline; write it as a list of '- ' lines"))
        }
        let indent = lines[block.dropFirst()].first { !Self.isBlankOrComment($0) }
            .map { String($0.prefix { $0 == " " }) } ?? "  "
        lines.insert(contentsOf: items.map { indent + "- " + $0 + end }, at: block.upperBound)
        return .success(lines.joined(separator: "\n"))
    }

    /// `text` with the top-level `key` and everything indented under it replaced by `block` (its lines, the first
    /// being `key:` or `key: value`), or with `block` added at the end when there is no such key.
    package static func replacing(_ key: String, with block: [String], in text: String) -> String {
        var lines = Self.lines(of: text)
        let end = Self.lineEnd(of: text)
        let block = block.map { $0 + end }
        guard let range = Self.block(of: key, in: lines) else {
            if let last = lines.last, last.isEmpty {
                lines.removeLast()
                return (lines + block).joined(separator: "\n") + "\n"
            }
            return (lines + block).joined(separator: "\n")
        }
        lines.replaceSubrange(range, with: block)
        return lines.joined(separator: "\n")
    }

    /// `value` as a double-quoted YAML scalar: backslashes, quotes and control characters escaped, so that any
    /// text (a token path, a link a commit wrote) reads back as itself.
    package static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The lines of the key's block: from its `key:` line to its last line that is neither blank nor a comment
    /// before the next top-level line; nil when the mapping has no such key.
    private static func block(of key: String, in lines: [String]) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { line in
            let line = Self.bare(line)
            return line == key + ":" || line.hasPrefix(key + ": ") || line.hasPrefix(key + ":\t")
        })
        else { return nil }
        var end = start + 1
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            if !Self.isBlankOrComment(line) {
                guard line.hasPrefix(" ") || line.hasPrefix("\t") || line.hasPrefix("-") else { break }
                end = index + 1
            }
            index += 1
        }
        return start..<end
    }

    /// What ends the file's lines after the line feed is cut: a carriage return in a file written with CRLF, so
    /// that added lines end as the others do.
    private static func lineEnd(of text: String) -> String {
        text.contains("\r\n") ? "\r" : ""
    }

    /// The line without the carriage return a CRLF file ends it with.
    private static func bare(_ line: String) -> String {
        line.utf8.last == UInt8(ascii: "\r") ? String(decoding: line.utf8.dropLast(), as: UTF8.self) : line
    }

    private static func lines(of text: String) -> [String] {
        // Cut at each line feed byte: to Swift, a CRLF is one Character, which splitting Characters never cuts.
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "\r"
    }
}
