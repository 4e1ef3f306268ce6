/// One colour of a gradient, at a position from 0 (its start) to 1 (its end).
public struct GradientStop: Sendable, Hashable {
    public var color: Color
    public var position: Double

    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}
