import Yams

/// A block of YAML and where it sits in its file, so that every node's position maps back to the file.
package struct YAMLSource: Sendable {
    /// The file's path as the user named it.
    package var path: String
    /// The YAML text.
    package var text: String
    /// The file line on which the YAML's first line stands.
    package var firstLine: Int
    /// Whether the text is TOML (`+++` front matter) rather than YAML.
    package var isTOML: Bool
    /// For TOML, whose values carry no position: the file line of each top-level key.
    private var keyLines: [String: Int] = [:]

    package init(path: String, text: String, firstLine: Int, isTOML: Bool = false) {
        self.path = path
        self.text = text
        self.firstLine = firstLine
        self.isTOML = isTOML
        if isTOML {
            keyLines = Self.topLevelKeyLines(text, firstLine: firstLine)
        }
    }

    /// Where the value of the top-level `key` is: its YAML mark, or for TOML the line of the key.
    package func location(_ mark: Mark?, key: String) -> SourceLocation {
        if mark == nil, let line = keyLines[key] {
            return SourceLocation(path: path, line: line, column: 1)
        }
        return location(mark)
    }

    /// The file location of a YAML mark.
    package func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(path: path, line: firstLine, column: 1) }
        return SourceLocation(path: path, line: firstLine + mark.line - 1, column: mark.column)
    }

    /// Parses the text into a node tree, or a diagnostic at the place the YAML parser stopped.
    package func compose() -> Result<Node?, Diagnostic> {
        if isTOML {
            return composeTOML()
        }
        // The simple reader's trees need no `treeProblem` walk: they hold printable ASCII only, and fewer values
        // than the text has bytes.
        if let node = YAMLSimpleTree.compose(text) {
            return .success(node)
        }
        do {
            // No tag is resolved and nothing is constructed through Yams's tag maps: the readers take numbers and
            // words from a scalar's text and tell null by its words (`Node.isNull`). Resolving runs a regular
            // expression on a scalar each time its tag is asked for, which the duplicate-key check does for every
            // key; and the default constructor builds three dictionaries per call. The encoding is named: Yams's
            // default reads the whole environment on every call.
            // A byte order mark is no part of the YAML, but editors write one.
            let yaml = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
            let node = try Yams.compose(yaml: yaml, Resolver.basic, Constructor([:], [:], [:]), .utf8)
            if let node, let problem = treeProblem(node) {
                return .failure(problem)
            }
            return .success(node)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error))
        } catch {
            return .failure(.error(.yamlSyntax, at: location(nil), "invalid YAML: \(error)"))
        }
    }

    /// The most values the YAML may hold once its aliases (`*name`) are expanded: one per byte of its text, and
    /// at least ``minimumValueBudget``. Written out, YAML holds fewer values than bytes; an alias repeats a
    /// whole node, and aliases of aliases multiply, so this keeps every later stage's work linear in the file.
    package var valueBudget: Int { max(Self.minimumValueBudget, text.utf8.count) }
    package static let minimumValueBudget = 1_000

    /// A diagnostic when the expanded tree holds more than ``valueBudget`` values, or at the first text (a key or
    /// a value) that holds a control character other than a tab or a line break: YAML refuses them written raw,
    /// but its escapes (`"\\0"`, `"\\e"`, `"\\x1B"`) make them, and they would reach a page's HTML, its search
    /// index and a terminal. The walk stops at the budget, so it costs no more than the budget however far the
    /// aliases multiply.
    func treeProblem(_ root: Node) -> Diagnostic? {
        let budget = valueBudget
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            if count > budget {
                return .error(.yamlSyntax, at: location(nil),
                    "with its aliases (*name) expanded, this YAML holds more than \(budget) values; allowed: at most \(budget), one per byte of its text (\(Self.minimumValueBudget) for short texts)")
            }
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            case let .sequence(sequence):
                pending.append(contentsOf: sequence)
            case let .scalar(scalar):
                if let control = scalar.string.unicodeScalars.first(where: Self.isRefusedControl) {
                    return .error(.yamlSyntax, at: location(scalar.mark), Self.controlMessage(control))
                }
            case .alias:
                break
            }
        }
        return nil
    }

    /// C0 controls but tab, line feed and carriage return; DEL; the C1 controls.
    static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    static func controlMessage(_ control: Unicode.Scalar) -> String {
        "this text holds the control character U+\(String(format: "%04X", control.value)), written as an escape; "
            + "allowed: printable text, tabs and line breaks"
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { context in
                let start = location(context.mark)
                return " (\(context.text) that starts at line \(start.line), column \(start.column))"
            } ?? ""
            return .error(.yamlSyntax, at: location(mark), "invalid YAML: \(problem)\(detail)")
        case let .reader(problem, offset, _, _):
            return .error(.yamlSyntax, at: location(offset: offset), "invalid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let lines = linesDefining(key)
            let where_ = lines.count > 1 ? lines[1] : context.mark.line
            let first = lines.first.map { firstLine + $0 - 1 }.map { "; the first is on line \($0)" } ?? ""
            return .error(.yamlSyntax,
                at: SourceLocation(path: path, line: firstLine + where_ - 1, column: 1),
                "the key '\(key)' appears more than once\(first); give each key once"
            )
        default:
            return .error(.yamlSyntax, at: location(nil), "invalid YAML: \(error)")
        }
    }

    private func location(offset: Int?) -> SourceLocation {
        guard let offset else { return location(nil) }
        let before = text.utf8.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = String(decoding: before.reversed().prefix { $0 != UInt8(ascii: "\n") }.reversed(), as: UTF8.self)
            .unicodeScalars.count + 1
        return SourceLocation(path: path, line: firstLine + line - 1, column: column)
    }

    /// The 1-based YAML lines that start with `key:` (Yams reports a repeated key at the mapping's start).
    private func linesDefining(_ key: String) -> [Int] {
        var result: [Int] = []
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = String(String.UnicodeScalarView(line.drop { $0 == " " }))
            if trimmed.hasPrefix(key + ":") || trimmed.hasPrefix("\"\(key)\":") || trimmed.hasPrefix("'\(key)':") {
                result.append(index + 1)
            }
        }
        return result
    }
}
