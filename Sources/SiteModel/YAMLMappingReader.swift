import Previews
import Yams

/// Reads a YAML mapping whose keys are known in advance: it reports unknown keys (with a suggestion), values of
/// the wrong type, and hands out typed values with the location each was written at.
package struct YAMLMappingReader {
    private let source: YAMLSource
    private let what: String
    private var values: [String: Node] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameters:
    ///   - root: the composed document (nil for an empty one).
    ///   - source: where the YAML sits.
    ///   - allowedKeys: every key this mapping may have.
    ///   - what: how the mapping is named in messages ("front matter", "site.yml").
    package init(root: Node?, source: YAMLSource, allowedKeys: [String], what: String) {
        self.source = source
        self.what = what
        guard let root else { return }
        guard let mapping = root.mapping else {
            diagnostics.append(.error(
                at: source.location(root.mark),
                "\(what) must be a mapping of keys to values (key: value); found \(root.kindDescription)"
            ))
            return
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                diagnostics.append(.error(at: source.location(keyNode.mark), "\(what) keys must be plain words"))
                continue
            }
            guard allowedKeys.contains(key) else {
                let hint = Suggestion.closest(to: key, in: allowedKeys).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.append(.error(
                    at: source.location(keyNode.mark),
                    "unknown \(what) key '\(key)'; \(hint)allowed: \(allowedKeys.joined(separator: ", "))"
                ))
                continue
            }
            values[key] = value
        }
    }

    /// The key's value as a node for nested reading, or nil when the key was not given.
    package func value(_ key: String) -> YAMLValue? {
        values[key].map { YAMLValue(node: $0, source: source) }
    }

    /// The keys given, each an allowed one, in no particular order.
    package var givenKeys: Dictionary<String, Node>.Keys {
        values.keys
    }

    /// Whether the key was given.
    package func has(_ key: String) -> Bool {
        values[key] != nil
    }

    /// Where the key's value was written.
    package func location(of key: String) -> SourceLocation? {
        values[key].map { source.location($0.mark) }
    }

    /// A text value; numbers and booleans are taken as written.
    package mutating func string(_ key: String) -> String? {
        guard let node = values[key] else { return nil }
        guard let scalar = node.scalar, !node.isNull else {
            fail(key, node, expected: "text")
            return nil
        }
        return scalar.string
    }

    /// A whole number.
    package mutating func integer(_ key: String) -> Int? {
        guard let node = values[key] else { return nil }
        guard let value = node.wholeNumber else {
            fail(key, node, expected: "a whole number")
            return nil
        }
        return value
    }

    /// A list of texts; a single text counts as a list of one.
    package mutating func stringList(_ key: String) -> [String]? {
        guard let node = values[key] else { return nil }
        if let scalar = node.scalar, !node.isNull {
            return [scalar.string]
        }
        guard let sequence = node.sequence else {
            fail(key, node, expected: "a list of texts")
            return nil
        }
        var result: [String] = []
        for item in sequence {
            guard let scalar = item.scalar else {
                fail(key, item, expected: "a list of texts")
                return nil
            }
            result.append(scalar.string)
        }
        return result
    }

    private mutating func fail(_ key: String, _ node: Node, expected: String) {
        diagnostics.append(.error(
            at: source.location(node.mark),
            "'\(key)' must be \(expected); found \(node.kindDescription)"
        ))
    }
}
