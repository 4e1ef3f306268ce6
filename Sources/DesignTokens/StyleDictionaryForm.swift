import Foundation

/// Style Dictionary's own form (version 3, and version 4 without `usesDtcg`): a token is an object with `value`,
/// and optionally `type`, `comment` and `attributes`; a reference may end in `.value`. It is read as the Format
/// Module's form, as Style Dictionary's web transforms read it: a size of no unit is in rem (`size/rem`), a time of
/// no unit in milliseconds, a token of no type takes one from its category (`color`, `size`, `time`: the first
/// name of its path), and a type Style Dictionary has that the Format Module lacks (`asset`, `content`) is kept
/// as written.
enum StyleDictionaryForm {
    /// Style Dictionary's size types: a number of no unit is in rem (its `size/rem` transform), whatever tool's
    /// name the file gives the type by.
    static let sizeTypes: Set<String> = ["size", "fontSize", "fontSizes", "spacing", "sizing", "borderRadius", "borderWidth"]

    /// The type `name` (the Format Module's, or another tool's in ``ToolTypes``) means.
    static func kind(named name: String) -> DesignToken.Kind? {
        DesignToken.Kind.named(name) ?? ToolTypes.meanings[name]?.kind
    }
    /// The type a token of none takes from the first name of its path (Style Dictionary's category).
    static let categories: [String: DesignToken.Kind] = ["color": .color, "size": .dimension, "time": .duration]

    /// Whether `document` is in this form: an object with no name starting with `$` in it (tokens with `value`, or
    /// only plain values that Style Dictionary's references may name). Every file of the Format Module's form has
    /// `$value`, and its groups `$type` or `$extends`.
    static func matches(_ document: JSONNode) -> Bool {
        guard let top = document.members, !top.isEmpty else { return false }
        var stack = [document]
        while let node = stack.popLast() {
            switch node.value {
            case let .object(members):
                // A token's `$extensions` (Tokens Studio's colour modifiers beside `value`) is no sign of the
                // Format Module's form; it is kept, and not looked into.
                let isToken = members.contains { $0.key == "value" }
                if members.contains(where: { $0.key.hasPrefix("$") && !(isToken && $0.key == "$extensions") }) { return false }
                stack += members.filter { $0.key != "$extensions" }.map(\.value)
            case let .array(items):
                stack += items
            default:
                continue
            }
        }
        return true
    }

    /// Whether `node` is a list of plain values (`[1, 2, 3]`), which Style Dictionary's references may name.
    static func isPlainList(_ node: JSONNode) -> Bool {
        guard let items = node.arrayItems, !items.isEmpty, items.count <= 64 else { return false }
        return items.allSatisfy { $0.string != nil || $0.number != nil }
    }

    /// `document` in the Format Module's form, its departures counted.
    static func translated(_ document: JSONNode, departures: inout Departures) -> JSONNode {
        // Groups are rebuilt bottom up with an explicit stack: the file's nesting is not ours to trust.
        translated(document, path: [], departures: &departures, depth: 0)
    }

    private static func translated(_ node: JSONNode, path: [String], departures: inout Departures, depth: Int) -> JSONNode {
        guard let members = node.members, depth < JSONParser.maximumDepth else { return node }
        if let value = members.first(where: { $0.key == "value" }) {
            return token(node, members: members, value: value, path: path, departures: &departures)
        }
        var kept: [JSONNode.Member] = []
        for member in members {
            // A group's `comment` is its description; anything else of no object is tool data.
            if member.key == "comment" || member.key == "description", member.value.string != nil {
                kept.append(renamed(member, "$description"))
                continue
            }
            if isVendorExtensions(member) {
                kept.append(renamed(member, "$extensions"))
                continue
            }
            guard member.value.members != nil else {
                // A plain value where a group's members are is one Style Dictionary's references may name, a list
                // of them too (shown as written).
                if member.value.string != nil || member.value.number != nil || isPlainList(member.value) {
                    kept.append(JSONNode.Member(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn,
                                                value: member.value.replacing(with: .object([renamed(member, "$value")]))))
                }
                continue
            }
            var child = member
            child.value = translated(member.value, path: path + [member.key], departures: &departures, depth: depth + 1)
            kept.append(child)
        }
        return node.replacing(with: .object(kept))
    }

    private static func token(_ node: JSONNode, members: [JSONNode.Member], value: JSONNode.Member, path: [String],
                              departures: inout Departures) -> JSONNode {
        let pathText = path.joined(separator: "/")
        var fields: [JSONNode.Member] = []
        let written = members.first(where: { $0.key == "type" })?.value.string
        var kind = written.flatMap(Self.kind(named:)) ?? (written == nil ? path.first.flatMap { categories[$0] } : nil)
        var valueNode = references(in: value.value)
        if written == modularScaleType, let expression = modularScaleExpression(valueNode) {
            departures.note("a modular-scale (worked out as its Style Dictionary transform does)", at: valueNode, path: pathText)
            valueNode = valueNode.replacing(with: .string(expression))
            kind = .dimension
        } else if let written, kind == nil, let read = pluginValue(type: written, value: valueNode) {
            departures.note("the Figma plugin Design Tokens' \(written) (read as \(read.kind.rawValue))", at: valueNode, path: pathText)
            kind = read.kind
            valueNode = read.value
        } else if let joined = PipelineForms.ownKeysJoined(valueNode, fields: members, path: pathText, departures: &departures) {
            valueNode = joined
        }
        if kind == .color, let rgb = rgbObject(valueNode) {
            valueNode = valueNode.replacing(with: .string(rgb.hex))
        }
        if let kind {
            let isSize = written.map(sizeTypes.contains) ?? (path.first == "size")
            if kind == .dimension, isSize, let number = plainNumber(valueNode) {
                departures.note("a size of no unit (read as rem, as Style Dictionary's size/rem does)", at: valueNode, path: pathText)
                valueNode = valueNode.replacing(with: .string(DesignToken.text(number) + "rem"))
            } else if kind == .dimension, let number = plainNumber(valueNode) {
                valueNode = valueNode.replacing(with: .string(DesignToken.text(number) + "px"))
            } else if kind == .duration, let number = plainNumber(valueNode) {
                valueNode = valueNode.replacing(with: .string(DesignToken.text(number) + "ms"))
            } else if [.number, .fontWeight].contains(kind), let number = plainNumber(valueNode) {
                valueNode = valueNode.replacing(with: .number(number))
            }
            fields.append(JSONNode.Member(key: "$type", keyLine: value.keyLine, keyColumn: value.keyColumn,
                                          value: value.value.replacing(with: .string(kind.rawValue))))
        } else if let written {
            // A type the Format Module lacks: the token keeps it, and is shown as written.
            fields.append(JSONNode.Member(key: "$type", keyLine: value.keyLine, keyColumn: value.keyColumn,
                                          value: value.value.replacing(with: .string(written))))
        }
        var member = value
        member.key = "$value"
        member.value = valueNode
        fields.append(member)
        if let extensions = members.first(where: { $0.key == "$extensions" }) {
            fields.append(extensions)
        }
        if let comment = members.first(where: { ($0.key == "comment" || $0.key == "description") && $0.value.string != nil }) {
            fields.append(renamed(comment, "$description"))
        }
        if let deprecated = members.first(where: { $0.key == "deprecated" }), deprecated.value.value == .bool(true) {
            let reason = members.first(where: { $0.key == "deprecated_comment" })?.value
            fields.append(renamed(reason.map { JSONNode.Member(key: "", keyLine: deprecated.keyLine, keyColumn: deprecated.keyColumn, value: $0) } ?? deprecated, "$deprecated"))
        }
        return node.replacing(with: .object(fields))
    }

    /// `{"r": 146, "g": 153, "b": 162}` (and `a`, 0…1), a colour as Style Dictionary's colour library reads it.
    private static func rgbObject(_ node: JSONNode) -> Color? {
        guard let members = node.members, members.count >= 3 else { return nil }
        var channels: [String: Double] = [:]
        for member in members {
            if let number = member.value.number { channels[member.key] = number }
        }
        guard let red = channels["r"], let green = channels["g"], let blue = channels["b"],
              [red, green, blue].allSatisfy({ (0...255).contains($0) }) else { return nil }
        let alpha = min(1, max(0, channels["a"] ?? 1))
        return Color(red: UInt8(red.rounded()), green: UInt8(green.rounded()), blue: UInt8(blue.rounded()),
                     alpha: UInt8((alpha * 255).rounded()))
    }

    /// A number, or a string that is only one.
    private static func plainNumber(_ node: JSONNode) -> Double? {
        if let number = node.number { return number }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// Style Dictionary 3's `{color.base.red.value}` as `{color.base.red}`, at any depth of a value, and inside a
    /// string too (`{color.red.value}1A`, `{radius.sm.value} + 1px`), where its interpolation joins them.
    private static func references(in node: JSONNode) -> JSONNode {
        switch node.value {
        case let .string(text) where text.contains("{") && text.contains(".value}"):
            return node.replacing(with: .string(text.replacingOccurrences(of: ".value}", with: "}")))
        case let .object(members):
            return node.replacing(with: .object(members.map { member in
                var member = member
                member.value = references(in: member.value)
                return member
            }))
        case let .array(items):
            return node.replacing(with: .array(items.map(references)))
        default:
            return node
        }
    }

    private static func renamed(_ member: JSONNode.Member, _ key: String) -> JSONNode.Member {
        var member = member
        member.key = key
        return member
    }

}
