/// How a slider shows its value in the tooltip and reads it to assistive technology. Locale-free (the
/// design system's copy is English): `.` for decimals, `,` between thousands.
public enum ValueFormat: Sendable, Hashable {
    /// `40%`, read "40 percent".
    case percent
    /// `40`.
    case number
    /// `$1,200`: the symbol before the number.
    case currency(symbol: String)
    /// `3.5 km`: the unit after the number, with a space.
    case unit(String)

    /// The tooltip text.
    public func text(_ value: Double, decimals: Int) -> String {
        let number = Self.grouped(value, decimals: decimals)
        switch self {
        case .percent: return number + "%"
        case .number: return number
        case let .currency(symbol): return value < 0 ? "-" + symbol + number.dropFirst() : symbol + number
        case let .unit(unit): return number + " " + unit
        }
    }

    /// What a screen reader announces.
    public func spoken(_ value: Double, decimals: Int) -> String {
        switch self {
        case .percent: Self.grouped(value, decimals: decimals) + " percent"
        default: text(value, decimals: decimals)
        }
    }

    /// `1234.5` with 1 decimal → `1,234.5`.
    static func grouped(_ value: Double, decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        var digits = String(whole)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        var text = groups.joined(separator: ",")
        if decimals > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: decimals - fractionText.count) + fractionText
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }
}
