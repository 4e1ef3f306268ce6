/// An easing curve from (0, 0) to (1, 1) through two control points, as CSS's `cubic-bezier()`.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point; `x1` is 0…1.
    public var x1: Double
    public var y1: Double
    /// The second control point; `x2` is 0…1.
    public var x2: Double
    public var y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
