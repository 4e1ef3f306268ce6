import Foundation
import TOMLKit
import Yams

extension YAMLSource {
    /// TOML front matter (between `+++` lines, as Hugo and Zola write it) as the node tree YAML front matter gives,
    /// so that one reader checks both: strings quoted, numbers, booleans and dates plain, tables as mappings.
    /// TOML keeps no positions for values, so a value is placed at the line of its top-level key
    /// (``topLevelKeyLines``).
    func composeTOML() -> Result<Node?, Diagnostic> {
        do {
            let table = try TOMLTable(string: text)
            return .success(Self.node(table, depth: 0))
        } catch let error as TOMLParseError {
            return .failure(.error(
                at: SourceLocation(path: path, line: firstLine + max(0, error.source.begin.line - 1), column: max(1, error.source.begin.column)),
                "invalid TOML: \(error.description)"
            ))
        } catch {
            return .failure(.error(at: location(nil), "invalid TOML: \(error)"))
        }
    }

    /// The line (of the file) of each top-level key: `key = …`, or a table header `[key]` or `[key.sub]`.
    static func topLevelKeyLines(_ text: String, firstLine: Int) -> [String: Int] {
        var lines: [String: Int] = [:]
        var inTable = false
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("[") {
                let name = trimmed.drop { $0 == "[" || $0 == " " }.prefix { $0 != "." && $0 != "]" && $0 != " " }
                inTable = true
                if lines[String(name)] == nil { lines[String(name)] = firstLine + offset }
            } else if !inTable, let equals = trimmed.firstIndex(of: "=") {
                let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                if !key.isEmpty, lines[key] == nil { lines[key] = firstLine + offset }
            }
        }
        return lines
    }

    private static func node(_ value: TOMLValueConvertible, depth: Int) -> Node {
        // toml++ bounds nesting itself; this bound only keeps the conversion's recursion finite whatever it allows.
        guard depth < 256 else { return Node("", .implicit, .doubleQuoted) }
        if let table = value.table {
            var pairs: [(Node, Node)] = []
            for (key, item) in table {
                pairs.append((Node(key, .implicit, .plain), node(item, depth: depth + 1)))
            }
            return Node(pairs)
        }
        if let array = value.array {
            return Node((0..<array.count).map { node(array[$0], depth: depth + 1) })
        }
        if let text = value.string {
            return Node(text, .implicit, .doubleQuoted)
        }
        if let bool = value.bool {
            return Node(bool ? "true" : "false", .implicit, .plain)
        }
        if let int = value.int {
            return Node(String(int), .implicit, .plain)
        }
        if let double = value.double {
            return Node(String(double), .implicit, .plain)
        }
        return Node(value.debugDescription, .implicit, .plain)
    }
}
