extension DesignToken.Value {
    /// The value as text, as the tokens page and the component tables show it: lengths in px, durations in ms,
    /// colours in hex.
    public var text: String {
        let number = DesignToken.text
        switch self {
        case let .color(color): return color.hex
        case let .dimension(pixels): return number(pixels) + "px"
        case let .number(value): return number(value)
        case let .fontWeight(weight): return number(weight)
        case let .fontFamily(families): return families.joined(separator: ", ")
        case let .duration(milliseconds): return number(milliseconds) + "ms"
        case let .cubicBezier(curve): return "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
        case let .strokeStyle(style): return stroke(style)
        case let .border(border): return "\(number(border.width))px \(stroke(border.style)) \(border.color.hex)"
        case let .transition(transition):
            return "\(number(transition.duration))ms " + DesignToken.Value.cubicBezier(transition.timingFunction).text + " \(number(transition.delay))ms"
        case let .shadow(shadows):
            return shadows.map { shadow in
                (shadow.inset ? "inset " : "") + [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map { number($0) + "px" }
                    .joined(separator: " ") + " " + shadow.color.hex
            }.joined(separator: ", ")
        case let .gradient(stops):
            return stops.map { "\($0.color.hex) \(number(($0.position * 1000).rounded() / 10))%" }.joined(separator: ", ")
        case let .asWritten(text): return text
        case let .typography(type):
            // No family is the page's own font (a Tokens Studio typography of some parts only).
            return "\(number(type.fontWeight)) \(number(type.fontSize))px/\(number(type.lineHeight))"
                + (type.fontFamily.isEmpty ? "" : " " + type.fontFamily.joined(separator: ", "))
                + (type.letterSpacing == 0 ? "" : ", letter spacing \(number(type.letterSpacing))px")
        }
        func stroke(_ style: StrokeStyle) -> String {
            switch style {
            case let .keyword(keyword): keyword
            case let .dashes(lengths, lineCap): "dashes " + lengths.map { number($0) + "px" }.joined(separator: " ") + ", \(lineCap) caps"
            }
        }
    }
}
