import Foundation
import TOMLKit
import Yams

extension YAMLSource {
    /// TOML front matter (between `+++` lines, as Hugo and Zola write it) as the node tree YAML front matter gives,
    /// so that one reader checks both: strings quoted, numbers, booleans and dates plain, tables as mappings.
    /// TOML keeps no positions for values, so a value is placed at the line of its top-level key
    /// (``topLevelKeyLines``).
    func composeTOML() -> Result<Node?, Diagnostic> {
        // toml++ reads `\u0000` as a NUL, which ends the text TOMLKit gives back: the escapes are checked in the
        // text itself, before the parser sees them.
        if let escape = Self.controlEscape(in: text) {
            return .failure(.error(.yamlSyntax, at: SourceLocation(path: path, line: firstLine + escape.line, column: escape.column),
                                   Self.controlMessage(escape.control)))
        }
        do {
            let table = try TOMLTable(string: text)
            let node = Self.node(table, depth: 0)
            if let problem = treeProblem(node) {
                return .failure(problem)
            }
            return .success(node)
        } catch let error as TOMLParseError {
            return .failure(.error(.yamlSyntax,
                at: SourceLocation(path: path, line: firstLine + max(0, error.source.begin.line - 1), column: max(1, error.source.begin.column)),
                "invalid TOML: \(error.description)"
            ))
        } catch {
            return .failure(.error(.yamlSyntax, at: location(nil), "invalid TOML: \(error)"))
        }
    }

    /// The first escape in a basic string (`"…"` or `"""…"""`) of TOML `text` that makes a control character
    /// ``isRefusedControl(_:)`` refuses (`\u0000`, `\U0000001B`, `\x1B`, `\b`, `\f`, `\e`), with its line (from 0) and
    /// column (from 1); nil when there is none. Literal strings and comments hold no escapes.
    static func controlEscape(in text: String) -> (line: Int, column: Int, control: Unicode.Scalar)? {
        enum Place { case outside, basic(multiline: Bool), literal(multiline: Bool), comment }
        let characters = Array(text.unicodeScalars)
        var place = Place.outside
        var line = 0, lineStart = 0, index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                lineStart = index + 1
                if case .comment = place { place = .outside }
                if case .basic(false) = place { place = .outside }
                if case .literal(false) = place { place = .outside }
                index += 1
                continue
            }
            switch place {
            case .outside:
                if character == "#" { place = .comment }
                else if isTriple("\"", at: index, in: characters) { place = .basic(multiline: true); index += 2 }
                else if character == "\"" { place = .basic(multiline: false) }
                else if isTriple("'", at: index, in: characters) { place = .literal(multiline: true); index += 2 }
                else if character == "'" { place = .literal(multiline: false) }
            case .comment:
                break
            case let .literal(multiline):
                if multiline ? isTriple("'", at: index, in: characters) : character == "'" {
                    place = .outside
                    if multiline { index += 2 }
                }
            case let .basic(multiline):
                if character == "\\", index + 1 < characters.count {
                    let column = index - lineStart + 1
                    if let value = escapedValue(at: index, in: characters), let control = Unicode.Scalar(value), isRefusedControl(control) {
                        return (line, column, control)
                    }
                    index += 2
                    continue
                }
                if multiline ? isTriple("\"", at: index, in: characters) : character == "\"" {
                    place = .outside
                    if multiline { index += 2 }
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether three of `quote` start at `offset`: a multi-line string's delimiter.
    private static func isTriple(_ quote: Unicode.Scalar, at offset: Int, in characters: [Unicode.Scalar]) -> Bool {
        offset + 3 <= characters.count && characters[offset] == quote && characters[offset + 1] == quote && characters[offset + 2] == quote
    }

    /// The scalar value the escape at `index` (a backslash, with a character after it) writes, when it is `\b`, `\f`,
    /// `\e` or a `\x`, `\u` or `\U` with its digits; nil for another escape.
    private static func escapedValue(at index: Int, in characters: [Unicode.Scalar]) -> UInt32? {
        let kind = characters[index + 1]
        var value: UInt32?
        switch kind {
        case "b": value = 0x08
        case "f": value = 0x0C
        case "e": value = 0x1B
        case "x", "u", "U":
            let digits = kind == "x" ? 2 : kind == "u" ? 4 : 8
            if index + 2 + digits <= characters.count {
                value = UInt32(String(String.UnicodeScalarView(characters[(index + 2)..<(index + 2 + digits)])), radix: 16)
            }
        default: break
        }
        return value
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
