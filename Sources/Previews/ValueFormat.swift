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
    /// Total: a slider's value is range-checked where it is read, and one past what 64 bits hold is written as
    /// Swift writes a double.
    static func grouped(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        let scale = (0..<places).reduce(1) { scale, _ in scale * 10 }
        guard let scaled = Int(exactly: (abs(value) * Double(scale)).rounded()) else { return String(value) }
        let whole = scaled / scale
        let fraction = scaled % scale
        var digits = String(whole)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        var text = groups.joined(separator: ",")
        if places > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: places - fractionText.count) + fractionText
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }
}
