/// A border: its colour, width in pixels and stroke style.
public struct Border: Sendable, Hashable {
    public var color: Color
    public var width: Double
    public var style: StrokeStyle

    public init(color: Color, width: Double, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}
