/// One SVG element: a name, attributes and children. A value; build it, then hand it to ``SVGWriter``.
public struct SVGElement: Sendable, Hashable {
    /// The tag name (`circle`, `path`, `g`).
    public var name: String
    /// Attribute name → value, written sorted by name so the bytes never depend on construction order.
    public var attributes: SVGAttributes
    /// Child elements and text, in order.
    public var children: [SVGNode]

    /// - Parameters:
    ///   - name: the tag name.
    ///   - attributes: name → value; values are escaped when written.
    ///   - children: child nodes.
    public init(_ name: String, _ attributes: SVGAttributes = [:], children: [SVGNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// Sets a numeric attribute, formatted with ``SVGNumber``.
    public func with(_ name: String, _ value: Double) -> SVGElement {
        var copy = self
        copy.attributes[name] = SVGNumber.format(value)
        return copy
    }

    /// Sets a text attribute.
    public func with(_ name: String, _ value: String) -> SVGElement {
        var copy = self
        copy.attributes[name] = value
        return copy
    }
}

/// A child of an element: another element, or text (escaped when written).
public enum SVGNode: Sendable, Hashable {
    case element(SVGElement)
    case text(String)
}
