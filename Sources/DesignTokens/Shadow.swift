/// One shadow, lengths in pixels; a shadow token is one or more, the first on top.
public struct Shadow: Sendable, Hashable {
    public var color: Color
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double
    public var spread: Double
    /// Whether the shadow is cast inside the box.
    public var inset: Bool

    public init(color: Color, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
