/// A standalone SVG image: size, accessible title and content.
public struct SVGDocument: Sendable, Hashable {
    /// Width in CSS pixels (also the view box's width).
    public var width: Double
    /// Height in CSS pixels (also the view box's height).
    public var height: Double
    /// The accessible name, written as `<title>` and announced for `role="img"` ("Step 2 of 4").
    public var title: String
    /// Extra attributes of the root element (`data-component`, `class`).
    public var attributes: SVGAttributes
    /// The drawing.
    public var children: [SVGElement]

    /// - Parameters:
    ///   - width: width in CSS pixels.
    ///   - height: height in CSS pixels.
    ///   - title: the accessible name.
    ///   - attributes: extra root attributes.
    ///   - children: the drawing.
    public init(width: Double, height: Double, title: String, attributes: SVGAttributes = [:], children: [SVGElement]) {
        self.width = width
        self.height = height
        self.title = title
        self.attributes = attributes
        self.children = children
    }
}
