/// A shadow or a border written as CSS writes it, as Theo, Style Dictionary and many teams' files keep them
/// (`0 4px 16px 0 rgba(18, 28, 45, 0.2)`, `inset 0 0 0 1px {color.line}`, `1px solid #cacdd8`), read into the
/// Format Module's parts, so that the value is drawn and checked like one written as an object. Text that is no such
/// shorthand gives nil, and the token is kept as written.
enum CSSShorthand {
    /// The most shadows one value may list.
    static let maximumLayers = 16

    /// The line styles CSS and the Format Module's `strokeStyle` share.
    static let lineStyles: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    /// `[inset] x y [blur [spread]] color`, or a list of them between commas, as the Format Module's shadow (one
    /// object, or an array of them); nil when a layer is no such shadow, or has no colour.
    static func shadow(_ text: String, at node: JSONNode) -> JSONNode? {
        guard text.count <= TokenExpression.maximumLength else { return nil }
        let layers = PipelineForms.topLevelArguments(Substring(text))
        guard !layers.isEmpty, layers.count <= maximumLayers else { return nil }
        var read: [JSONNode] = []
        for layer in layers {
            guard let shadow = shadowLayer(layer, at: node) else { return nil }
            read.append(shadow)
        }
        return read.count == 1 ? read[0] : node.replacing(with: .array(read))
    }

    /// `1px solid #ccc`, in any order, as the Format Module's border; nil unless it gives a width, a style and a
    /// colour, each once.
    static func border(_ text: String, at node: JSONNode) -> JSONNode? {
        guard text.count <= TokenExpression.maximumLength else { return nil }
        let words = self.words(text)
        guard words.count == 3 else { return nil }
        var width: String?
        var style: String?
        var color: String?
        for word in words {
            if let length = length(word) {
                guard width == nil else { return nil }
                width = length
            } else if lineStyles.contains(word.lowercased()) {
                guard style == nil else { return nil }
                style = word.lowercased()
            } else {
                guard color == nil else { return nil }
                color = word
            }
        }
        guard let width, let style, let color else { return nil }
        return object(["color": color, "width": width, "style": style], at: node)
    }

    /// One shadow: two to four lengths in a row, a colour before or after them, and `inset` at either end.
    private static func shadowLayer(_ text: String, at node: JSONNode) -> JSONNode? {
        var words = self.words(text)
        var inset = false
        if let first = words.first, first.lowercased() == "inset" {
            inset = true
            words.removeFirst()
        } else if let last = words.last, last.lowercased() == "inset" {
            inset = true
            words.removeLast()
        }
        var color: String?
        if let first = words.first, length(first) == nil {
            color = words.removeFirst()
        } else if let last = words.last, length(last) == nil {
            color = words.removeLast()
        }
        let lengths = words.compactMap(length)
        guard let color, lengths.count == words.count, (2...4).contains(lengths.count) else { return nil }
        let names = ["offsetX", "offsetY", "blur", "spread"]
        var parts = ["color": color]
        for (index, name) in names.enumerated() {
            parts[name] = index < lengths.count ? lengths[index] : "0px"
        }
        var members = object(parts, at: node).members ?? []
        if inset {
            members.append(member("inset", node.replacing(with: .bool(true))))
        }
        return node.replacing(with: .object(members))
    }

    /// `4px`, `-2px`, `0.5rem` as written; `0` as `0px`; nil for anything else.
    private static func length(_ word: String) -> String? {
        if let number = Double(word), number == 0 { return "0px" }
        let units = ["px", "rem", "em", "pt"]
        guard let unit = units.first(where: { word.lowercased().hasSuffix($0) }),
              let number = Double(word.dropLast(unit.count)), number.isFinite, !word.hasPrefix("+") else { return nil }
        return word
    }

    /// The words of `text` between spaces, a function's parentheses (`rgba(0, 0, 0, 0.2)`) and a reference's braces
    /// kept whole.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth = max(0, depth - 1)
            default: break
            }
            if character.isWhitespace, depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// An object of string parts, in the order of their names, at `node`'s place.
    private static func object(_ parts: [String: String], at node: JSONNode) -> JSONNode {
        node.replacing(with: .object(parts.keys.sorted().map { member($0, node.replacing(with: .string(parts[$0] ?? ""))) }))
    }

    private static func member(_ key: String, _ value: JSONNode) -> JSONNode.Member {
        JSONNode.Member(key: key, keyLine: value.line, keyColumn: value.column, value: value)
    }
}
