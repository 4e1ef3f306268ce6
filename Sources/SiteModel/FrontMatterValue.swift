import Yams

/// A value of a page's `extra` front matter, any shape, for templates to read (`{{page.extra.owner}}`).
public enum FrontMatterValue: Sendable, Hashable {
    /// A scalar, as written.
    case text(String)
    case list([FrontMatterValue])
    /// A mapping, its keys in the order written.
    case map([Entry])

    /// One key of a mapping and its value.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: FrontMatterValue
    }

    /// The YAML node as a value; `depth` bounds how deep it is read (the parser already bounds nesting).
    init(_ node: Node, depth: Int = 0) {
        guard depth < 64 else {
            self = .text("")
            return
        }
        switch node {
        case let .mapping(mapping):
            self = .map(mapping.compactMap { key, value in
                key.scalar.map { Entry(key: $0.string, value: FrontMatterValue(value, depth: depth + 1)) }
            })
        case let .sequence(sequence):
            self = .list(sequence.map { FrontMatterValue($0, depth: depth + 1) })
        case let .scalar(scalar):
            self = .text(scalar.string)
        case let .alias(alias):
            self = .text(alias.anchor.rawValue)
        }
    }
}
