import Yams

/// A value of a page's `extra` front matter, any shape, for templates to read (`{{page.extra.owner}}`).
public enum FrontMatterValue: Sendable, Hashable {
    /// A scalar, as written.
    case text(String)
    case list([FrontMatterValue])
    /// A mapping, its keys in the order written.
    case map([(key: String, value: FrontMatterValue)])

    /// The YAML node as a value; `depth` bounds how deep it is read (the parser already bounds nesting).
    init(_ node: Node, depth: Int = 0) {
        guard depth < 64 else {
            self = .text("")
            return
        }
        switch node {
        case let .mapping(mapping):
            self = .map(mapping.compactMap { key, value in key.scalar.map { ($0.string, FrontMatterValue(value, depth: depth + 1)) } })
        case let .sequence(sequence):
            self = .list(sequence.map { FrontMatterValue($0, depth: depth + 1) })
        case let .scalar(scalar):
            self = .text(scalar.string)
        case let .alias(alias):
            self = .text(alias.anchor.rawValue)
        }
    }

    public static func == (left: FrontMatterValue, right: FrontMatterValue) -> Bool {
        switch (left, right) {
        case let (.text(a), .text(b)): a == b
        case let (.list(a), .list(b)): a == b
        case let (.map(a), .map(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .text(text): hasher.combine(0); hasher.combine(text)
        case let .list(items): hasher.combine(1); hasher.combine(items)
        case let .map(entries):
            hasher.combine(2)
            for entry in entries {
                hasher.combine(entry.key)
                hasher.combine(entry.value)
            }
        }
    }
}
