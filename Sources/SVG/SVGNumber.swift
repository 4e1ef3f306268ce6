/// Formats numbers for SVG: at most two decimals, no trailing zeros, no exponent, `.` as the decimal mark
/// whatever the locale, and never `-0`.
public enum SVGNumber {
    /// The largest magnitude written; a drawing's numbers come from range-checked inputs and stay far below it,
    /// and a larger one is written as this rather than trapping.
    public static let limit = 1e15

    /// - Parameter value: any number; non-finite values are written as `0`, magnitudes past ``limit`` as ``limit``.
    /// - Returns: the shortest text with at most two decimals that rounds `value`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -limit), limit)
        let hundredths = Int((clamped * 100).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 { return "0" }
        let magnitude = hundredths.magnitude
        return text(whole: magnitude / 100, fraction: Int(magnitude % 100), negative: hundredths < 0)
    }

    /// `[-]whole[.d[d]]` with trailing zeros of the fraction dropped, written as bytes: every coordinate of every
    /// preview state comes through here, and string interpolation cost several times more.
    private static func text(whole: UInt, fraction: Int, negative: Bool) -> String {
        let fractionDigits = fraction == 0 ? 0 : fraction % 10 == 0 ? 1 : 2
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        let sign = negative ? 1 : 0
        let count = sign + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        return String(unsafeUninitializedCapacity: count) { buffer in
            if negative { buffer[0] = UInt8(ascii: "-") }
            var digits = whole
            for position in stride(from: sign + wholeDigits - 1, through: sign, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
            }
            if fractionDigits > 0 {
                let point = sign + wholeDigits
                buffer[point] = UInt8(ascii: ".")
                buffer[point + 1] = UInt8(ascii: "0") + UInt8(fraction / 10)
                if fractionDigits == 2 { buffer[point + 2] = UInt8(ascii: "0") + UInt8(fraction % 10) }
            }
            return count
        }
    }
}
