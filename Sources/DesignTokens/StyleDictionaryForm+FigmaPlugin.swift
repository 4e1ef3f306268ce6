extension StyleDictionaryForm {
    /// What the Figma plugin "Design Tokens" (lukasoppermann) writes in Style Dictionary's form beside a token's or
    /// a group's members: `description` (text, or `null`) and `extensions`, keyed by the tool's reversed domain
    /// (`org.lukasoppermann.figmaDesignTokens`), are the group's description and extensions, not its tokens.
    static func isVendorExtensions(_ member: JSONNode.Member) -> Bool {
        guard member.key == "extensions", let members = member.value.members, !members.isEmpty else { return false }
        return members.allSatisfy { $0.key.contains(".") }
    }

    /// The plugin's `custom-…` types whose value Specimen reads, as the Format Module's type and value: a
    /// `custom-shadow` (`shadowType`, `radius`, `offsetX`, …) as a shadow, a linear `custom-gradient`'s stops as a
    /// gradient, a `custom-fontStyle` as a typography (sizes in px). Nil for any other, kept as written.
    static func pluginValue(type: String, value: JSONNode) -> (kind: DesignToken.Kind, value: JSONNode)? {
        guard let fields = value.members else { return nil }
        let field = { (key: String) in fields.first { $0.key == key }?.value }
        func object(_ parts: [(String, JSONNode?)]) -> JSONNode {
            value.replacing(with: .object(parts.compactMap { key, node in
                node.map { JSONNode.Member(key: key, keyLine: $0.line, keyColumn: $0.column, value: $0) }
            }))
        }
        switch type {
        case "custom-shadow":
            guard let color = field("color") else { return nil }
            let inset = field("shadowType").map { $0.replacing(with: .bool($0.string == "innerShadow")) }
            return (.shadow, object([("color", color), ("offsetX", pluginPixels(field("offsetX"))), ("offsetY", pluginPixels(field("offsetY"))),
                                     ("blur", pluginPixels(field("radius"))), ("spread", pluginPixels(field("spread"))), ("inset", inset)]))
        case "custom-gradient":
            guard field("gradientType")?.string == "linear", let stops = field("stops"), stops.arrayItems != nil else { return nil }
            return (.gradient, stops)
        case "custom-fontStyle":
            guard let family = field("fontFamily"), let size = field("fontSize") else { return nil }
            return (.typography, object([("fontFamily", family), ("fontSize", pluginPixels(size)), ("fontWeight", field("fontWeight")),
                                         ("letterSpacing", pluginPixels(field("letterSpacing"))), ("lineHeight", pluginPixels(field("lineHeight")))]))
        default:
            return nil
        }
    }

    /// A number of the plugin's as a length in px; anything else as it is.
    private static func pluginPixels(_ node: JSONNode?) -> JSONNode? {
        guard let node else { return nil }
        // A plain `if case` keeps the swift 6.3.1 optimiser clear of a crash that `Optional.map` over the node led to.
        if case let .number(number) = node.value {
            return node.replacing(with: .string(DesignToken.text(number) + "px"))
        }
        return node
    }
}
