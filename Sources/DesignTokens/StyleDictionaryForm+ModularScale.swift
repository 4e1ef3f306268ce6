extension StyleDictionaryForm {
    /// The `type` Deutsche Telekom's Style Dictionary transform works out (`modular-scale/rem`).
    static let modularScaleType = "modular-scale"

    /// How far a modular scale's `pow` may go either way: a scale's steps are a few ratios apart.
    static let modularScaleMaximumPower = 16

    /// A `modular-scale` value, `{"base": "{size.base}", "ratio": "{size.ratio}", "pow": 1, "sub_step": 0.25}`, as
    /// the arithmetic its transform does, for ``TokenExpression`` to work out once the references are read:
    /// `base × ratio^pow`, plus `sub_step` of the way to the next step; `base × m` when
    /// `not_really_modular_just_multiply_base` gives `m`. Nil when a part is missing or out of range.
    static func modularScaleExpression(_ node: JSONNode) -> String? {
        guard let members = node.members else { return nil }
        func part(_ name: String) -> JSONNode? { members.first { $0.key == name }?.value }
        guard let base = part("base").flatMap(operand), let ratio = part("ratio").flatMap(operand) else { return nil }
        if let factor = part("not_really_modular_just_multiply_base")?.number, factor.isFinite, factor != 0 {
            return "\(base) * \(DesignToken.text(factor))"
        }
        guard let power = part("pow")?.number, power.isFinite, power == power.rounded(),
              abs(power) <= Double(modularScaleMaximumPower) else { return nil }
        let step = part("sub_step")?.number ?? 0
        guard step.isFinite, (0...1).contains(step) else { return nil }
        func term(_ power: Int) -> String {
            power == 0 ? base : "(" + ([base] + Array(repeating: ratio, count: abs(power))).joined(separator: power < 0 ? " / " : " * ") + ")"
        }
        let value = term(Int(power))
        return step == 0 ? value : "\(value) + (\(term(Int(power) + 1)) - \(value)) * \(DesignToken.text(step))"
    }

    /// A reference (`{size.base}`) or a plain length or number, as an operand of the arithmetic.
    private static func operand(_ node: JSONNode) -> String? {
        if let number = node.number, number.isFinite { return DesignToken.text(number) }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text.count <= 200 else { return nil }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.filter({ $0 == "{" }).count == 1 { return text }
        return text.allSatisfy({ $0.isNumber || $0.isLetter || $0 == "." }) && text.first?.isNumber == true ? text : nil
    }
}
