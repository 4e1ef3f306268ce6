/// Formats numbers for SVG: at most two decimals, no trailing zeros, no exponent, `.` as the decimal mark
/// whatever the locale, and never `-0`.
public enum SVGNumber {
    /// - Parameter value: any finite number; non-finite values are written as `0`.
    /// - Returns: the shortest text with at most two decimals that rounds `value`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
