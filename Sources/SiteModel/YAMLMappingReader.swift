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
    ///   - unknownKeysWarn: whether a key that is not allowed is only a warning (ignored), not an error.
    package init(root: Node?, source: YAMLSource, allowedKeys: [String], what: String, unknownKeysWarn: Bool = false) {
        self.source = source
        self.what = what
        guard let root else { return }
        guard let mapping = root.mapping else {
            diagnostics.append(.error(.configValue,
                at: source.location(root.mark),
                "\(what) must be a mapping of keys to values (key: value); found \(root.kindDescription)"
            ))
            return
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                diagnostics.append(.error(.configValue, at: source.location(keyNode.mark), "\(what) keys must be plain words"))
                continue
            }
            guard allowedKeys.contains(key) else {
                let hint = Suggestion.closest(to: key, in: allowedKeys).map { "did you mean '\($0)'? " } ?? ""
                let location = source.location(keyNode.mark, key: key)
                let message = "unknown \(what) key '\(key)'; \(hint)allowed: \(allowedKeys.joined(separator: ", "))"
                diagnostics.append(unknownKeysWarn
                    ? .warning(.frontMatterUnknownKey, at: location, message + "; it is ignored", subject: key)
                    : .error(.siteUnknownKey, at: location, message))
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
    /// Whether `key` holds a mapping or a list where the reader wants text (another generator's `status:`).
    package func holdsCollection(_ key: String) -> Bool {
        guard let node = values[key] else { return false }
        return node.mapping != nil || node.sequence != nil
    }

    package func location(of key: String) -> SourceLocation? {
        values[key].map { source.location($0.mark, key: key) }
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

    /// True or false (YAML's `true`, `false`, `yes`, `no` in any case).
    package mutating func boolean(_ key: String) -> Bool? {
        guard let node = values[key] else { return nil }
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            fail(key, node, expected: "true or false")
            return nil
        }
    }

    /// A date, `2025-10-28`, or a date and time, `2025-10-28T14:30:00Z` (RFC 3339; a space for the T is taken),
    /// as written.
    package mutating func date(_ key: String) -> String? {
        guard let node = values[key] else { return nil }
        guard let text = node.scalar?.string, Self.isDate(text) else {
            fail(key, node, expected: "a date such as 2025-10-28 or 2025-10-28T14:30:00Z, in the years 0001 to 9999, "
                + "with an offset from UTC of at most ±14:00")
            return nil
        }
        return text
    }

    /// Whether `text` is a calendar date of the years 1 to 9999, with a time of day after it or not, and an offset
    /// from UTC within the ±14:00 that time zones span.
    static func isDate(_ text: String) -> Bool {
        let pattern = /(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))?)?/
        guard let match = text.wholeMatch(of: pattern), let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
              year >= 1, (1...12).contains(month) else { return false }
        let days = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...days[month - 1]).contains(day) else { return false }
        if let hour = match.4.flatMap({ Int($0) }), let minute = match.5.flatMap({ Int($0) }) {
            guard hour < 24, minute < 60, (match.6.flatMap { Int($0) } ?? 0) < 61 else { return false }
        }
        if let hours = match.8.flatMap({ Int($0) }), let minutes = match.9.flatMap({ Int($0) }) {
            guard minutes < 60, hours * 60 + minutes <= 14 * 60 else { return false }
        }
        return true
    }

    /// Named links, `{figma: https://…, storybook: https://…}`, in the order written; each URL one word.
    package mutating func links(_ key: String) -> [ResourceLink]? {
        guard let node = values[key] else { return nil }
        guard let mapping = node.mapping else {
            fail(key, node, expected: "a mapping of names to URLs, such as {figma: https://…, storybook: https://…}")
            return nil
        }
        var links: [ResourceLink] = []
        for (nameNode, value) in mapping {
            guard let name = nameNode.scalar?.string, !name.allSatisfy(\.isWhitespace) else {
                diagnostics.append(.error(.configValue, at: source.location(nameNode.mark),
                    "a link in '\(key)' has no name, and would show as a link with no words; allowed: a name such as figma or storybook"))
                return nil
            }
            guard let url = value.scalar?.string, !url.isEmpty, !url.contains(where: \.isWhitespace) else {
                fail(key, value, expected: "a mapping of names to URLs, such as {figma: https://…, storybook: https://…}")
                return nil
            }
            links.append(ResourceLink(name: name, url: url))
        }
        return links
    }

    /// The key's value as written, any shape.
    package func any(_ key: String) -> FrontMatterValue? {
        values[key].map { FrontMatterValue($0) }
    }

    private mutating func fail(_ key: String, _ node: Node, expected: String) {
        // An empty key (`aliases:` with nothing after it), as other generators' templates leave them, says
        // nothing: it is left out, and told.
        if node.isNull {
            diagnostics.append(.warning(.frontMatterEmpty,
                at: source.location(node.mark, key: key),
                "'\(key)' is empty, so it is left out; allowed: \(expected), or no '\(key)' at all"
            ))
            return
        }
        diagnostics.append(.error(.configValue,
            at: source.location(node.mark, key: key),
            "'\(key)' must be \(expected); found \(node.kindDescription)"
        ))
    }
}
