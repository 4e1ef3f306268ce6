import DesignTokens
import Yams

/// Token and resolver files written in YAML (Terrazzo writes both), read into the form a JSON token file is
/// read into, every value with its line and column; with YAML's checks (a value budget for aliases, no control
/// characters) as ``YAMLSource`` makes them.
package enum YAMLTokens {
    /// `text` as a token document numbered `file`, or why not, where.
    package static func parse(_ text: String, path: String, file: Int) -> Result<JSONNode, TokenDocuments.Unreadable> {
        switch YAMLSource(path: path, text: text, firstLine: 1).compose() {
        case let .failure(diagnostic):
            return .failure(.init(message: diagnostic.message, line: diagnostic.location.line, column: diagnostic.location.column))
        case let .success(node):
            guard let node else { return .success(JSONNode(value: .object([]), line: 1, column: 1, file: file)) }
            return .success(converted(node, file: file, depth: 0))
        }
    }

    /// The node as JSON's values: a plain scalar that YAML's core schema reads as a number, true, false or null is
    /// that; any other scalar is a string. Nesting is bounded by the value budget ``YAMLSource`` checks.
    private static func converted(_ node: Node, file: Int, depth: Int) -> JSONNode {
        let line = node.mark?.line ?? 1
        let column = node.mark?.column ?? 1
        guard depth < 512 else { return JSONNode(value: .null, line: line, column: column, file: file) }
        switch node {
        case let .mapping(mapping):
            let members = mapping.map { key, value in
                JSONNode.Member(key: key.string ?? "", keyLine: key.mark?.line ?? line, keyColumn: key.mark?.column ?? column,
                                value: converted(value, file: file, depth: depth + 1))
            }
            return JSONNode(value: .object(members), line: line, column: column, file: file)
        case let .sequence(sequence):
            return JSONNode(value: .array(sequence.map { converted($0, file: file, depth: depth + 1) }), line: line, column: column, file: file)
        case let .scalar(scalar):
            return JSONNode(value: value(of: scalar), line: line, column: column, file: file)
        case .alias:
            return JSONNode(value: .null, line: line, column: column, file: file)
        }
    }

    private static func value(of scalar: Node.Scalar) -> JSONNode.Value {
        guard scalar.style == .plain else { return .string(scalar.string) }
        switch scalar.string {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "", "~", "null", "Null", "NULL": return .null
        default:
            let text = scalar.string
            if text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true,
               !text.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" }), let number = Double(text), number.isFinite {
                return .number(number)
            }
            return .string(text)
        }
    }
}
