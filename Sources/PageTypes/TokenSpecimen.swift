import Foundation
import DesignTokens
import SVG

/// A token's value drawn for the tokens page, from the value alone: a swatch, a length, a weight, an easing curve,
/// a line, a border, a shadow, a gradient, a text style. Lines and text that are not the token's own colour are
/// drawn in `currentColor`, so that the drawing follows the page's light or dark scheme.
enum TokenSpecimen {
    static let width = 96.0
    static let height = 32.0

    /// The drawing as inline SVG, hidden from assistive technology (the value is written beside it); nil for a
    /// plain number, which its text says all of. `id` is unique on the page: gradients and filters are named by it.
    /// - Parameter path: the token's path: a dimension whose name says it is a radius is drawn as a corner.
    static func svg(_ value: DesignToken.Value, id: String, path: String = "") -> String? {
        let children: [SVGElement]?
        if case let .dimension(pixels) = value, isRadius(path) {
            children = corner(radius: pixels)
        } else {
            children = drawing(value, id: id)
        }
        guard let children else { return nil }
        var attributes: SVGAttributes = ["class": "token-specimen", "aria-hidden": "true", "focusable": "false"]
        if isSwatch(value) {
            // A swatch keeps its height as its column narrows: it stretches sideways only, so that a colour is
            // always a band at least 24 pixels high (the CSS of .token-swatch gives it its width).
            attributes["class"] = "token-specimen token-swatch"
            attributes["preserveAspectRatio"] = "none"
        }
        let document = SVGDocument(width: width, height: height, title: value.text, attributes: attributes, children: children)
        return SVGWriter.write(document)
    }

    /// Whether `value` is drawn as a band of colour: a colour or a gradient.
    static func isSwatch(_ value: DesignToken.Value) -> Bool {
        switch value {
        case .color, .gradient: true
        default: false
        }
    }

    private static func drawing(_ value: DesignToken.Value, id: String) -> [SVGElement]? {
        switch value {
        case .number, .asWritten:
            return nil
        case let .color(color):
            return checks(behind: color.alpha < 255, id: id)
                + [rect(x: 0, y: 4, width: width, height: 24).with("fill", color.hex).with("stroke", "currentColor")
                    .with("stroke-opacity", 0.5).with("vector-effect", "non-scaling-stroke")]
        case let .dimension(pixels):
            return bar(fraction: lengthFraction(pixels))
        case let .duration(milliseconds):
            return bar(fraction: milliseconds / 1_000)
        case let .fontWeight(weight):
            return [sample(family: nil, size: 22, weight: weight, letterSpacing: 0)]
        case let .fontFamily(families):
            return [sample(family: families, size: 22, weight: 400, letterSpacing: 0)]
        case let .cubicBezier(curve):
            return self.curve(curve, left: 2)
        case let .transition(transition):
            return self.curve(transition.timingFunction, left: 2) + bar(fraction: transition.duration / 1_000, left: 40)
        case let .strokeStyle(style):
            return line(style, color: nil, width: 2)
        case let .border(border):
            let lineWidth = min(max(border.width, 0), 8)
            let inset = lineWidth / 2 + 2
            return [stroked(rect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset).with("rx", 4)
                .with("fill", "none"), style: border.style, color: border.color.hex, width: lineWidth)]
        case let .shadow(shadows):
            return shadow(shadows, id: id)
        case let .gradient(stops):
            let gradient = SVGElement("linearGradient", ["id": id + "-gradient"], children: stops.map { stop in
                .element(SVGElement("stop").with("offset", stop.position).with("stop-color", opaqueHex(stop.color))
                    .with("stop-opacity", stop.color.opacity))
            })
            return checks(behind: stops.contains { $0.color.alpha < 255 }, id: id)
                + [SVGElement("defs", children: [.element(gradient)]),
                   rect(x: 0, y: 4, width: width, height: 24).with("fill", "url(#\(id)-gradient)").with("stroke", "currentColor")
                       .with("stroke-opacity", 0.5).with("vector-effect", "non-scaling-stroke")]
        case let .typography(type):
            let sample = sample(family: type.fontFamily, size: min(type.fontSize, 28), weight: type.fontWeight, letterSpacing: type.letterSpacing)
            // A size only a browser works out (`clamp(…)`) is drawn by it, no larger than the row allows.
            return [type.fontSizeAsWritten.map { sample.with("style", "font-size: min(28px, \($0))") } ?? sample]
        }
    }

    /// The longest length a bar tells apart from a longer one, in pixels.
    static let longestLength = 10_000.0

    /// How much of the bar a length fills: on a logarithmic scale, so that 8, 544 and 1,440 px (a gap, a column, a
    /// screen) look different, and only lengths past ``longestLength`` fill it.
    static func lengthFraction(_ pixels: Double) -> Double {
        let length = min(abs(pixels), longestLength)
        return log10(1 + length) / log10(1 + longestLength)
    }

    /// Whether a token's name says it is a corner radius (`radius/md`, `border-radius-lg`, `rounded/full`).
    static func isRadius(_ path: String) -> Bool {
        let name = path.lowercased()
        return ["radius", "radii", "corner", "rounded"].contains { name.contains($0) }
    }

    /// A box's corner rounded by `radius`, as it looks at its size: the radius is capped at half the box, so a
    /// pill's 9,999 px draws as the round end it makes.
    private static func corner(radius: Double) -> [SVGElement] {
        let side = height - 4
        let shown = min(max(radius, 0), side / 2)
        return [rect(x: 2, y: 2, width: side * 2, height: side).with("rx", shown).with("ry", shown)
            .with("fill", "currentColor").with("fill-opacity", 0.15).with("stroke", "currentColor")]
    }

    private static func rect(x: Double, y: Double, width: Double, height: Double) -> SVGElement {
        SVGElement("rect").with("x", x).with("y", y).with("width", width).with("height", height)
    }

    /// A track the width of the drawing, filled to `fraction` of it (at most all of it).
    private static func bar(fraction: Double, left: Double = 0) -> [SVGElement] {
        let track = width - left
        let filled = track * min(1, max(0, fraction))
        return [rect(x: left, y: 12, width: track, height: 8).with("rx", 4).with("fill", "currentColor").with("fill-opacity", 0.15),
                rect(x: left, y: 12, width: filled, height: 8).with("rx", 4).with("fill", "currentColor")]
    }

    /// "Ag" in the style given: the letters show weight, family and spacing.
    private static func sample(family: [String]?, size: Double, weight: Double, letterSpacing: Double) -> SVGElement {
        var text = SVGElement("text", children: [.text("Ag")]).with("x", 4).with("y", 26).with("font-size", size)
            .with("font-weight", weight).with("fill", "currentColor")
        if let family, !family.isEmpty {
            text = text.with("font-family", family.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", "))
        }
        if letterSpacing != 0 {
            text = text.with("letter-spacing", min(max(letterSpacing, -8), 8))
        }
        return text
    }

    /// The easing curve in a 28-pixel square from `left`, with its diagonal for comparison. A curve that
    /// overshoots is drawn past the square; control points beyond -1…2 are drawn there, so it stays near the row.
    private static func curve(_ curve: CubicBezier, left: Double) -> [SVGElement] {
        func point(_ x: Double, _ y: Double) -> String {
            SVGNumber.format(left + 28 * x) + "," + SVGNumber.format(30 - 28 * min(max(y, -1), 2))
        }
        let path = "M\(point(0, 0)) C\(point(curve.x1, curve.y1)) \(point(curve.x2, curve.y2)) \(point(1, 1))"
        return [SVGElement("path").with("d", "M\(point(0, 0)) L\(point(1, 1))").with("stroke", "currentColor")
                    .with("stroke-opacity", 0.25).with("fill", "none"),
                SVGElement("path").with("d", path).with("stroke", "currentColor").with("stroke-width", 2).with("fill", "none")]
    }

    /// A horizontal line in `style`.
    private static func line(_ style: StrokeStyle, color: String?, width lineWidth: Double) -> [SVGElement] {
        let line = SVGElement("line").with("x1", 4).with("y1", 16).with("x2", width - 4).with("y2", 16)
        if case .keyword("double") = style {
            return [8.0, -8.0].map { offset in
                stroked(line.with("y1", 16 + offset / 4).with("y2", 16 + offset / 4), style: .keyword("solid"), color: color, width: lineWidth)
            }
        }
        return [stroked(line, style: style, color: color, width: lineWidth)]
    }

    private static func stroked(_ element: SVGElement, style: StrokeStyle, color: String?, width lineWidth: Double) -> SVGElement {
        var element = element.with("stroke", color ?? "currentColor").with("stroke-width", lineWidth)
        switch style {
        case .keyword("dashed"):
            element = element.with("stroke-dasharray", "\(SVGNumber.format(3 * lineWidth)) \(SVGNumber.format(2 * lineWidth))")
        case .keyword("dotted"):
            element = element.with("stroke-dasharray", "0 \(SVGNumber.format(2 * lineWidth))").with("stroke-linecap", "round")
        case let .dashes(lengths, lineCap):
            element = element.with("stroke-dasharray", lengths.map { SVGNumber.format(min($0, width)) }.joined(separator: " "))
                .with("stroke-linecap", lineCap)
        case .keyword:
            break
        }
        return element
    }

    /// A white card with each outer shadow under it, the first on top; an inset shadow is drawn inside the card.
    private static func shadow(_ shadows: [Shadow], id: String) -> [SVGElement] {
        // On a light stage whatever the page's scheme: a shadow is a darkening, which a dark page would hide.
        var elements = [rect(x: 0, y: 0, width: width, height: height).with("rx", 4).with("fill", "#F1F2F4")]
        var filters: [SVGNode] = []
        let card = (x: 20.0, y: 6.0, width: 56.0, height: 20.0)
        for (index, shadow) in shadows.enumerated().reversed() {
            let blurID = "\(id)-shadow-\(index)"
            filters.append(.element(SVGElement("filter", ["id": blurID, "x": "-50%", "y": "-50%", "width": "200%", "height": "200%"],
                                               children: [.element(SVGElement("feGaussianBlur").with("stdDeviation", min(shadow.blur, 16) / 2))])))
            let spread = min(max(shadow.spread, -8), 8)
            let offsetX = min(max(shadow.offsetX, -16), 16)
            let offsetY = min(max(shadow.offsetY, -16), 16)
            guard !shadow.inset else { continue }
            elements.append(rect(x: card.x - spread + offsetX, y: card.y - spread + offsetY, width: card.width + 2 * spread,
                                 height: card.height + 2 * spread).with("rx", 4).with("fill", shadow.color.hex)
                .with("filter", "url(#\(blurID))"))
        }
        elements.append(rect(x: card.x, y: card.y, width: card.width, height: card.height).with("rx", 4).with("fill", "#FFFFFF"))
        for (index, shadow) in shadows.enumerated().reversed() where shadow.inset {
            elements.append(rect(x: card.x + 1, y: card.y + 1, width: card.width - 2, height: card.height - 2).with("rx", 3)
                .with("fill", "none").with("stroke", shadow.color.hex).with("stroke-width", max(1, min(shadow.blur, 4)))
                .with("filter", "url(#\(id)-shadow-\(index))"))
        }
        return [SVGElement("defs", children: filters)] + elements
    }

    /// A checkerboard under the swatch when the colour lets what is behind it show.
    private static func checks(behind isTranslucent: Bool, id: String) -> [SVGElement] {
        guard isTranslucent else { return [] }
        let pattern = SVGElement("pattern", ["id": id + "-checks", "patternUnits": "userSpaceOnUse", "width": "8", "height": "8"], children: [
            .element(rect(x: 0, y: 0, width: 8, height: 8).with("fill", "#FFFFFF")),
            .element(rect(x: 0, y: 0, width: 4, height: 4).with("fill", "#C8CBD0")),
            .element(rect(x: 4, y: 4, width: 4, height: 4).with("fill", "#C8CBD0")),
        ])
        return [SVGElement("defs", children: [.element(pattern)]),
                rect(x: 0, y: 4, width: width, height: 24).with("fill", "url(#\(id)-checks)")]
    }

    private static func opaqueHex(_ color: Color) -> String {
        var opaque = color
        opaque.alpha = 255
        return opaque.hex
    }
}
