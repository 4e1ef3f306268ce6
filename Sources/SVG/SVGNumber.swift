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
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
