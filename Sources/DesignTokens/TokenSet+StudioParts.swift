extension TokenSet.PartReader.Object {
    /// A composite's part as Tokens Studio writes it in a file of the Format Module's form, read as it reads it: a
    /// dimension or weight as a plain number (`"26"`, pixels), arithmetic on the set's tokens (`16 * 1.5`, `0.75 * 1.5`,
    /// `{dimension.scale}*{dimension.xs}`), a colour with a changed alpha (`rgba({colors.black}, 0.5)`). Nil when
    /// the part is in none of these forms.
    func studioPart(_ text: String, _ kind: DesignToken.Kind) -> (DesignToken.Value, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .dimension:
            if let number = Double(trimmed), number.isFinite, DesignToken.dimensionRange.contains(number) {
                return (.dimension(number), "a composite's dimension of no unit (read as px, as Tokens Studio does)")
            }
            guard TokenExpression.isExpression(trimmed), case let .success(quantity) = TokenExpression.evaluate(trimmed, lookup: quantity),
                  [nil, "px", "rem"].contains(quantity.unit) else { return nil }
            let pixels = quantity.value * (quantity.unit == "rem" ? 16 : 1)
            guard DesignToken.dimensionRange.contains(pixels) else { return nil }
            return (.dimension(pixels), "arithmetic in a composite's part, worked out as Tokens Studio does")
        case .number:
            // A typography's lineHeight as `0.75 * 1.5`: arithmetic of plain numbers gives a plain number.
            guard TokenExpression.isExpression(trimmed), case let .success(quantity) = TokenExpression.evaluate(trimmed, lookup: quantity),
                  quantity.unit == nil, quantity.value.isFinite, DesignToken.numberRange.contains(quantity.value) else { return nil }
            return (.number(quantity.value), "arithmetic in a composite's part, worked out as Tokens Studio does")
        case .fontWeight:
            guard let number = Double(trimmed), (1...1000).contains(number) else { return nil }
            return (.fontWeight(number), "a composite's font weight written as a string")
        case .color:
            let lowered = trimmed.lowercased()
            guard lowered.hasPrefix("rgba({"), lowered.hasSuffix(")") else { return nil }
            let inside = trimmed.dropFirst(5).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard inside.count == 2, let alpha = Double(inside[1]), (0...1).contains(alpha),
                  let target = TokenSet.aliasTarget(JSONNode(value: .string(inside[0]), line: 1, column: 1)),
                  case var .color(color)? = parts.tokens[target]?.value else { return nil }
            color.alpha = UInt8((alpha * 255).rounded())
            return (.color(color), "a colour worked out from another's, rgba({…}, alpha)")
        default:
            return nil
        }
    }

    /// A token's number or dimension (in px) as arithmetic takes it.
    private func quantity(_ name: String) -> TokenExpression.Quantity? {
        switch parts.tokens[name.replacingDots()]?.value {
        case let .dimension(pixels)?: TokenExpression.Quantity(value: pixels, unit: "px")
        case let .number(number)?: TokenExpression.Quantity(value: number, unit: nil)
        default: nil
        }
    }
}
