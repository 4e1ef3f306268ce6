import Previews
import Yams

/// A YAML node with its source, for reading nested front matter: every accessor reports what is wrong at the
/// node's own line and column and says what is allowed.
package struct YAMLValue {
    package let node: Yams.Node
    package let source: YAMLSource

    package var location: SourceLocation { source.location(node.mark) }

    /// The entries of a mapping, in order, with unknown keys, repeated keys and missing required keys reported.
    package func mapping(
        _ what: String, allowed: [String], required: [String] = [], into diagnostics: inout Diagnostics
    ) -> [String: YAMLValue]? {
        guard let mapping = node.mapping else {
            diagnostics.append(.error(.configValue, at: location, "\(what) must be a mapping (key: value); found \(node.kindDescription)"))
            return nil
        }
        var result: [String: YAMLValue] = [:]
        for (keyNode, value) in mapping {
            let keyLocation = source.location(keyNode.mark)
            guard let key = keyNode.scalar?.string else {
                diagnostics.append(.error(.configValue, at: keyLocation, "\(what) keys must be plain words"))
                continue
            }
            guard allowed.contains(key) else {
                let hint = Suggestion.closest(to: key, in: allowed).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.append(.error(.configValue, at: keyLocation, "unknown key '\(key)' in \(what); \(hint)allowed: \(allowed.joined(separator: ", "))"))
                continue
            }
            result[key] = YAMLValue(node: value, source: source)
        }
        for key in required where result[key] == nil {
            diagnostics.append(.error(.configValue, at: location, "\(what) is missing '\(key)'; it needs \(required.joined(separator: ", "))"))
        }
        return result
    }

    /// The items of a sequence.
    package func sequence(_ what: String, into diagnostics: inout Diagnostics) -> [YAMLValue]? {
        guard let sequence = node.sequence else {
            diagnostics.append(.error(.configValue, at: location, "\(what) must be a list (- item); found \(node.kindDescription)"))
            return nil
        }
        return sequence.map { YAMLValue(node: $0, source: source) }
    }

    /// A non-empty text.
    package func text(_ what: String, into diagnostics: inout Diagnostics) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            diagnostics.append(.error(.configValue, at: location, "\(what) must be text; found \(node.kindDescription)"))
            return nil
        }
        guard !scalar.string.allSatisfy(\.isWhitespace) else {
            diagnostics.append(.error(.configValue, at: location, "\(what) is empty"))
            return nil
        }
        return scalar.string
    }

    /// One of a fixed set of words.
    package func choice<Choice: RawRepresentable & CaseIterable>(_ what: String, _ type: Choice.Type, into diagnostics: inout Diagnostics) -> Choice?
    where Choice.RawValue == String {
        guard let text = text(what, into: &diagnostics) else { return nil }
        guard let value = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: text, in: allowed).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.append(.error(.configValue, at: location, "unknown \(what) '\(text)'; \(hint)allowed: \(allowed.joined(separator: ", "))"))
            return nil
        }
        return value
    }

    /// A list of texts (a single text counts as a list of one).
    package func texts(_ what: String, into diagnostics: inout Diagnostics) -> [String]? {
        if node.scalar != nil { return text(what, into: &diagnostics).map { [$0] } }
        guard let items = sequence(what, into: &diagnostics) else { return nil }
        var result: [String] = []
        for item in items {
            guard let text = item.text(what, into: &diagnostics) else { return nil }
            result.append(text)
        }
        return result
    }
}

extension Yams.Node {
    /// What a node is, for messages: `a mapping`, `a list`, `'heavy'`, `nothing`.
    package var kindDescription: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        case let .scalar(scalar): isNull ? "nothing" : "'\(scalar.string)'"
        }
    }

    /// Whether the node is YAML's null: tagged `!!null`, or a plain scalar written as nothing, `~`, `null`, `Null`
    /// or `NULL`. The parser resolves no tags (see ``YAMLSource/compose()``), so the words are compared here.
    package var isNull: Bool {
        guard case let .scalar(scalar) = self else { return false }
        switch scalar.tag.rawValue {
        case Tag.Name.null.rawValue:
            return true
        case Tag.Name.implicit.rawValue:
            switch scalar.string {
            case "", "~", "null", "Null", "NULL": return true
            default: return false
            }
        default:
            return false
        }
    }

    /// The node as a whole number, read as Yams reads one. Plain decimal digits are read here; other spellings
    /// (`0x1F`, `0o17`, `1_000`, `1:30`) go to Yams, whose reading goes through Foundation for every number.
    package var wholeNumber: Int? {
        guard case let .scalar(scalar) = self else { return nil }
        if scalar.style == .plain || scalar.style == .any, Self.isPlainDecimal(scalar.string) {
            return Int(scalar.string)
        }
        return int
    }

    /// An optional sign, then `0` alone or digits that do not start with `0` (which Yams reads as octal).
    private static func isPlainDecimal(_ text: String) -> Bool {
        var digits = Substring(text).utf8
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
            guard digits.first != UInt8(ascii: "0") else { return false }
        }
        guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else { return false }
        return digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
