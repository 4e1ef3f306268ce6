import Yams

extension YAMLSource {
    /// Parses a page's front matter as ``compose()`` does, except that a top-level key given more than once keeps
    /// its last value, as Jekyll's and Hugo's YAML readers do, with a warning at the last one that says so. A key
    /// repeated deeper in, and every key of site.yml (which reads ``compose()``), stays an error.
    package func composeKeepingLastOfRepeatedKeys() -> (result: Result<Node?, Diagnostic>, warnings: [Diagnostic]) {
        let result = compose()
        guard case .failure = result, !isTOML else { return (result, []) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var byKey: [String: [Int]] = [:]
        var order: [String] = []
        for (index, line) in lines.enumerated() {
            guard let key = Self.topLevelKey(line) else { continue }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(index)
        }
        var warnings: [Diagnostic] = []
        for key in order {
            guard let indexes = byKey[key], indexes.count > 1, let last = indexes.last else { continue }
            // Every line keeps its number: the earlier values are blanked, not removed.
            for start in indexes.dropLast() {
                lines[start] = ""
                var next = start + 1
                while next < lines.count, Self.continuesValue(lines[next]) {
                    lines[next] = ""
                    next += 1
                }
            }
            warnings.append(.warning(.frontMatterRepeatedKey, at: SourceLocation(path: path, line: firstLine + last, column: 1),
                "the key '\(key)' appears more than once; the first is on line \(firstLine + indexes[0]); the last value, on line "
                    + "\(firstLine + last), is used, as Jekyll and Hugo read it; give each key once"))
        }
        guard !warnings.isEmpty else { return (result, []) }
        var lenient = self
        lenient.text = lines.joined(separator: "\n")
        let second = lenient.compose()
        guard case .success = second else { return (result, []) }
        return (second, warnings)
    }

    /// The key a line at the mapping's top level gives (`layout: component` → `layout`), or nil.
    private static func topLevelKey(_ line: String) -> String? {
        guard let first = line.unicodeScalars.first, first != " ", first != "\t", first != "#", first != "-",
              first != "\"", first != "'", first != "[", first != "{", first != "?",
              let colon = line.firstIndex(of: ":")
        else { return nil }
        let after = line.index(after: colon)
        guard after == line.endIndex || line[after] == " " || line[after] == "\t" || line[after] == "\r" else { return nil }
        return String(line[..<colon])
    }

    /// Whether a line after a top-level key still belongs to its value: blank, indented, a comment, or an item of
    /// a list written at the key's own indent.
    private static func continuesValue(_ line: String) -> Bool {
        guard let first = line.unicodeScalars.first else { return true }
        return first == " " || first == "\t" || first == "#" || first == "\r" || line == "-" || line.hasPrefix("- ")
    }
}
