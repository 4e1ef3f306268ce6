/// A text style: font, size and letter spacing in pixels, weight 1…1000, and line height as a multiple of the size.
/// No font family is the page's own font.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: Double
    public var fontWeight: Double
    public var letterSpacing: Double
    public var lineHeight: Double

    public init(fontFamily: [String], fontSize: Double, fontWeight: Double, letterSpacing: Double, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
