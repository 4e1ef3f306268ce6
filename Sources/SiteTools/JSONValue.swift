import Foundation

/// A JSON value: what a tool's answer holds besides its Markdown (the protocol's `structuredContent`), and the
/// JSON Schema of that (a tool's `outputSchema`). A value type, so that an answer is Sendable and two answers
/// compare; an object's keys are written sorted, so the same answer is the same bytes.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// `text`, or null without it.
    package static func string(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// The value as Foundation's JSON reader gives one (`JSONSerialization`'s objects), for writing.
    package var foundation: Any {
        switch self {
        case .null: NSNull()
        case let .bool(value): value
        case let .int(value): value
        case let .number(value): value
        case let .string(value): value
        case let .array(values): values.map(\.foundation)
        case let .object(members): members.mapValues(\.foundation)
        }
    }

    /// The member `key` of an object; nil for any other value or a key it lacks.
    package subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { members[key] } else { nil }
    }

    /// The elements of an array; empty for any other value.
    package var elements: [JSONValue] {
        if case let .array(values) = self { values } else { [] }
    }

    /// The text of a string; nil for any other value.
    package var text: String? {
        if case let .string(value) = self { value } else { nil }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(nilLiteral: ()) { self = .null }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
