extension ColorModifier {
    /// What a `modify` list beside `$value` says, as Paragon's Style Dictionary pipeline writes it
    /// (`"modify": [{"type": "darken", "amount": 0.1}]`).
    enum Beside {
        /// One modifier Specimen works out as the pipeline does.
        case read(ColorModifier)
        /// Modifiers it does not work out (`color-yiq`, which picks a text colour by the pipeline's own files, or
        /// several in a row): the colour is shown before them.
        case notWorkedOut(String)
    }

    /// The `modify` list `node`, read as Paragon's pipeline applies it with chroma-js and Sass's functions:
    /// `alpha` sets the alpha, `darken` and `lighten` move HSL lightness by the amount, `mix` goes that share of
    /// the way to `otherColor` (a CSS colour or a reference) in sRGB. Nil when `node` is no such list.
    static func besideValue(_ node: JSONNode) -> Beside? {
        guard let items = node.arrayItems, let first = items.first?.members else { return nil }
        func field(_ name: String) -> JSONNode? { first.first { $0.key == name }?.value }
        guard let typeName = field("type")?.string else { return nil }
        guard items.count == 1 else { return .notWorkedOut("\(items.count) modifiers in a row") }
        guard let kind = Kind(rawValue: typeName) else { return .notWorkedOut(typeName) }
        let amountNode = field("amount")
        guard let amount = amountNode?.number ?? amountNode?.string.flatMap(Double.init), amount.isFinite, (0...1).contains(amount)
        else { return .notWorkedOut("\(typeName) of no amount from 0 to 1") }
        var modifier = ColorModifier(kind: kind, amount: amount, space: "srgb")
        modifier.sassLightness = true
        if kind == .mix {
            guard let text = field("otherColor")?.string else { return .notWorkedOut("mix of no otherColor") }
            if let target = TokenSet.aliasTarget(node.replacing(with: .string(text))) {
                modifier.otherToken = target
            } else if let color = Color(css: text) {
                modifier.other = color
            } else {
                return .notWorkedOut("mix with '\(text)'")
            }
        }
        return .read(modifier)
    }
}
