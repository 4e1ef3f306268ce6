/// Builds the `d` attribute of a path from commands, with numbers through ``SVGNumber``.
public struct SVGPath: Sendable, Hashable {
    private var parts: [String] = []

    /// An empty path.
    public init() {}

    /// `M x y`
    public func move(to x: Double, _ y: Double) -> SVGPath {
        appending("M\(SVGNumber.format(x)) \(SVGNumber.format(y))")
    }

    /// `L x y`
    public func line(to x: Double, _ y: Double) -> SVGPath {
        appending("L\(SVGNumber.format(x)) \(SVGNumber.format(y))")
    }

    /// `A r r 0 large sweep x y`: a circular arc to `(x, y)`.
    public func arc(radius: Double, largeArc: Bool, clockwise: Bool, to x: Double, _ y: Double) -> SVGPath {
        let r = SVGNumber.format(radius)
        return appending("A\(r) \(r) 0 \(largeArc ? 1 : 0) \(clockwise ? 1 : 0) \(SVGNumber.format(x)) \(SVGNumber.format(y))")
    }

    /// `Z`
    public func close() -> SVGPath {
        appending("Z")
    }

    /// The path data.
    public var data: String {
        parts.joined(separator: " ")
    }

    private func appending(_ part: String) -> SVGPath {
        var copy = self
        copy.parts.append(part)
        return copy
    }
}
