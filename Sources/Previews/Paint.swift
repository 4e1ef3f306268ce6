import DesignTokens
import SVG

/// A colour taken from a token, remembering the token's path for the drawing's `data-*-token` attributes.
public struct Paint: Sendable, Hashable {
    public var color: Color
    public var token: String

    /// - Parameters: as the properties.
    public init(color: Color, token: String) {
        self.color = color
        self.token = token
    }
}

extension SVGElement {
    /// Fills with the paint's colour and records its token.
    public func filled(_ paint: Paint) -> SVGElement {
        var element = self
        element.fill(paint)
        return element
    }

    /// Strokes with the paint's colour at `width` and records its token.
    public func stroked(_ paint: Paint, width: Double) -> SVGElement {
        var element = self
        element.stroke(paint, width: width)
        return element
    }

    /// ``filled(_:)`` in place: the attributes set on the element itself, not on a copy made for each, as a
    /// chain of `with` calls does.
    public mutating func fill(_ paint: Paint) {
        attributes["fill"] = paint.color.rgbHex
        attributes["data-fill-token"] = paint.token
        if paint.color.alpha != 255 {
            attributes["fill-opacity"] = SVGNumber.format(paint.color.opacity)
        }
    }

    /// ``stroked(_:width:)`` in place.
    public mutating func stroke(_ paint: Paint, width: Double) {
        attributes["stroke"] = paint.color.rgbHex
        attributes["data-stroke-token"] = paint.token
        attributes["stroke-width"] = SVGNumber.format(width)
        if paint.color.alpha != 255 {
            attributes["stroke-opacity"] = SVGNumber.format(paint.color.opacity)
        }
    }
}

/// Reads the tokens a layout needs; a missing or mistyped token is a ``PreviewError`` naming it.
public struct TokenReader: Sendable {
    public let tokens: TokenSet

    /// - Parameter tokens: the site's tokens.
    public init(tokens: TokenSet) {
        self.tokens = tokens
    }

    /// A colour, with its token's path for the drawing's `data-*-token` attributes.
    public func paint(_ path: String) throws(PreviewError) -> Paint {
        Paint(color: try read(path) { (path) throws(TokenError) in try tokens.color(path) }, token: path)
    }

    /// A length a drawing is built from: not negative.
    public func size(_ path: String) throws(PreviewError) -> Double {
        let size = try read(path) { (path) throws(TokenError) in try tokens.dimension(path) }
        return try within(0...DesignToken.dimensionRange.upperBound, size, path: path, what: "a size")
    }

    /// A number.
    public func number(_ path: String) throws(PreviewError) -> Double {
        try read(path) { (path) throws(TokenError) in try tokens.number(path) }
    }

    /// An opacity, 0…1.
    public func opacity(_ path: String) throws(PreviewError) -> Double {
        let opacity = try read(path) { (path) throws(TokenError) in try tokens.number(path) }
        return try within(0...1, opacity, path: path, what: "an opacity")
    }

    private func within(_ range: ClosedRange<Double>, _ value: Double, path: String, what: String) throws(PreviewError) -> Double {
        guard range.contains(value) else {
            throw PreviewError(property: nil, value: path,
                message: "token '\(path)' is \(PreviewError.quote(value)), which is out of range for \(what); allowed: \(PreviewError.quote(range.lowerBound))…\(PreviewError.quote(range.upperBound)); the preview draws with it")
        }
        return value
    }

    /// The font families as a CSS `font-family` list.
    public func fontFamily(_ path: String) throws(PreviewError) -> String {
        let families = try read(path) { (path) throws(TokenError) in try tokens.fontFamily(path) }
        // Appended to one String, the same text as quoting each name and joining them: a slider reads its font
        // for every state drawn.
        var list = ""
        list.reserveCapacity(families.reduce(0) { $0 + $1.utf8.count + 4 })
        for (index, family) in families.enumerated() {
            if index > 0 { list += ", " }
            if Self.hasSpace(family) {
                list += "'"
                list += family
                list += "'"
            } else {
                list += family
            }
        }
        return list
    }

    /// Whether a family's name has a space, as Foundation's `contains(" ")` finds one: an ASCII name's bytes are
    /// its characters, so they are looked at directly; another name is asked of Foundation as before.
    private static func hasSpace(_ family: String) -> Bool {
        guard family.utf8.allSatisfy({ $0 < 0x80 }) else { return family.contains(" ") }
        return family.utf8.contains(UInt8(ascii: " "))
    }

    /// `lookup` is a closure over `tokens`, not a method of it taken as a value: that would copy the token set into
    /// a new context at every read.
    private func read<Value>(_ path: String, _ lookup: (String) throws(TokenError) -> Value) throws(PreviewError) -> Value {
        do {
            return try lookup(path)
        } catch {
            var problem = PreviewError(property: nil, value: path, message: "\(error); the preview draws with it")
            problem.tokenFileCause = error.cause
            throw problem
        }
    }
}

/// How interaction states are drawn, the same for every component: a soft halo behind a pressed mark, a ring
/// outside a focused one, and the whole drawing dimmed when disabled.
public struct InteractionMarks: Sendable {
    public var focus: Paint
    public var focusWidth: Double
    public var focusOffset: Double
    public var haloOpacity: Double
    public var disabledOpacity: Double

    /// Reads the `state/…` tokens.
    public init(_ reader: TokenReader) throws(PreviewError) {
        focus = try reader.paint("state/focus-ring")
        focusWidth = try reader.size("state/focus-ring-width")
        focusOffset = try reader.size("state/focus-ring-offset")
        haloOpacity = try reader.opacity("state/pressed-halo-opacity")
        disabledOpacity = try reader.opacity("state/disabled-opacity")
    }

    /// How far the focus ring reaches beyond the mark it surrounds.
    public var focusReach: Double { focusOffset + focusWidth }

    /// A soft disc of `radius` behind a pressed mark.
    public func halo(at center: Point, radius: Double, paint: Paint) -> SVGElement {
        var halo = SVGElement("circle", [
            "cx": SVGNumber.format(center.x), "cy": SVGNumber.format(center.y), "r": SVGNumber.format(radius),
            "data-part": "halo",
        ])
        halo.fill(paint)
        halo.attributes["opacity"] = SVGNumber.format(haloOpacity)
        return halo
    }

    /// A ring `focusOffset` outside a round mark of `markRadius` (the stroke is centred on the path).
    public func focusRing(at center: Point, markRadius: Double) -> SVGElement {
        var ring = SVGElement("circle", [
            "cx": SVGNumber.format(center.x), "cy": SVGNumber.format(center.y),
            "r": SVGNumber.format(markRadius + focusOffset + focusWidth / 2), "fill": "none", "data-part": "focus-ring",
        ])
        ring.stroke(focus, width: focusWidth)
        return ring
    }
}

/// The tokens every stepper style shares.
struct StepperPaints {
    var active: Paint
    var track: Paint
    var completed: Paint
    var label: Paint
    var marks: InteractionMarks
    var connectorWidth: Double

    init(_ reader: TokenReader) throws(PreviewError) {
        active = try reader.paint("stepper/color/bg")
        track = try reader.paint("stepper/color/bg-track")
        completed = try reader.paint("stepper/color/bg-completed")
        label = try reader.paint("stepper/color/label")
        marks = try InteractionMarks(reader)
        connectorWidth = try reader.size("stepper/size/connector")
    }

    /// Lines between neighbouring round marks of `radius`, edge to edge, tinted as completed up to the
    /// current step and as track after it.
    func connectors(_ stepper: Stepper, radius: Double, center: (Int) -> Point) -> [SVGElement] {
        guard stepper.connector else { return [] }
        let horizontal = stepper.orientation == .horizontal
        return (1..<stepper.steps).map { step in
            let from = center(step), to = center(step + 1)
            var line = SVGElement("line", [
                "x1": SVGNumber.format(horizontal ? from.x + radius : from.x), "y1": SVGNumber.format(horizontal ? from.y : from.y + radius),
                "x2": SVGNumber.format(horizontal ? to.x - radius : to.x), "y2": SVGNumber.format(horizontal ? to.y : to.y - radius),
                "data-part": "connector",
            ])
            line.stroke(step + 1 <= stepper.current ? active : track, width: connectorWidth)
            return line
        }
    }
}

/// A point in the drawing.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// - Parameters: as the properties.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
