/// A text style: font, size and letter spacing in pixels, weight 1…1000, and line height as a multiple of the size.
/// No font family is the page's own font.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: Double
    public var fontWeight: Double
    public var letterSpacing: Double
    public var lineHeight: Double
    /// The size as CSS writes it when only a browser works it out (Sage's fluid `clamp(…)`), for the page to show
    /// and draw so; ``fontSize`` is then its smallest size, when the CSS starts with one, else 16.
    public var fontSizeAsWritten: String?

    public init(fontFamily: [String], fontSize: Double, fontWeight: Double, letterSpacing: Double, lineHeight: Double,
                fontSizeAsWritten: String? = nil) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fontSizeAsWritten = fontSizeAsWritten
    }
}
