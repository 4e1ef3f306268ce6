import DesignTokens
import Foundation

extension SearchQuery {
    /// A JSON value of the index's files, as the project's parser reads it (``JSONParser``, which bounds its
    /// nesting): an object keeps its keys as written, in order, so that two terms that are the same text in
    /// different normal forms are two keys, as they are to the page script.
    struct JSON: Sendable {
        let node: JSONNode

        /// The whole of `data` as one value; nil when it is not UTF-8 JSON.
        static func parse(_ data: Data) -> JSON? {
            guard let text = String(data: data, encoding: .utf8), case .success(let node) = JSONParser.parse(text) else { return nil }
            return JSON(node: node)
        }

        var string: String? { node.string }

        /// A whole number, as the index writes document numbers and counts.
        var integer: Int? {
            guard case .number(let number) = node.value, number.rounded() == number, abs(number) < 1e15 else { return nil }
            return Int(number)
        }

        var array: [JSON]? {
            guard case .array(let items) = node.value else { return nil }
            return items.map(JSON.init)
        }

        /// An object's members, in the order written.
        var members: [(key: String, value: JSON)]? {
            node.members?.map { ($0.key, JSON(node: $0.value)) }
        }

        subscript(key: String) -> JSON? {
            node.members?.first { $0.key == key }.map { JSON(node: $0.value) }
        }
    }
}
