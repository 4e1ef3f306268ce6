import DesignTokens
import SVG

/// The slider: a 366 × 28 row with a 10-tall pill track, the fill up to the knob, a 16 × 16 white knob with a
/// border, and the value tooltip 4 px above the knob. The drawing leaves room around the row for the pressed
/// halo and the tooltip, the same in every state so that switching states never moves the row.
public struct SliderLayout: Sendable {
    public let slider: Slider
    /// Row width and height (slider/size/width, slider/size/height).
    public let rowWidth: Double
    public let rowHeight: Double
    /// Track height (slider/size/track).
    public let trackHeight: Double
    /// Knob diameter at rest and while pressed.
    public let knob: Double
    public let pressedKnob: Double
    let halo: Double
    let knobBorder: Double
    let tooltipHeight: Double
    let tooltipGap: Double
    let tooltipRadius: Double
    let tooltipText: Double
    let fontFamily: String
    let track: Paint
    let fill: Paint
    let knobFill: Paint
    let knobStroke: Paint
    let tooltipFill: Paint
    let tooltipInk: Paint
    let marks: InteractionMarks

    /// - Parameters:
    ///   - slider: a validated slider.
    ///   - tokens: the site's tokens.
    public init(_ slider: Slider, tokens: TokenSet) throws(PreviewError) {
        let reader = TokenReader(tokens: tokens)
        self.slider = slider
        rowWidth = try reader.size("slider/size/width")
        rowHeight = try reader.size("slider/size/height")
        trackHeight = try reader.size("slider/size/track")
        knob = try reader.size("slider/size/knob")
        pressedKnob = try reader.size("slider/size/knob-pressed")
        halo = try reader.size("slider/size/halo")
        knobBorder = try reader.size("slider/size/knob-border")
        tooltipHeight = try reader.size("slider/size/tooltip-height")
        tooltipGap = try reader.size("slider/size/tooltip-gap")
        tooltipRadius = try reader.size("slider/size/tooltip-radius")
        tooltipText = try reader.size("slider/size/tooltip-text")
        fontFamily = try reader.fontFamily("font/family/base")
        track = try reader.paint("slider/color/track/bg")
        fill = try reader.paint("slider/color/fill")
        knobFill = try reader.paint("slider/color/knob/bg")
        knobStroke = try reader.paint("slider/color/knob/border")
        tooltipFill = try reader.paint("slider/color/tooltip/bg")
        tooltipInk = try reader.paint("slider/color/tooltip/text")
        marks = try InteractionMarks(reader)
    }

    /// Space left and right of the row: the pressed halo around a knob at either end.
    public var sideMargin: Double { pressedKnob / 2 + halo - knob / 2 }

    /// Space above the row: the tooltip over a pressed knob.
    public var topMargin: Double {
        max(tooltipHeight + tooltipGap + pressedKnob / 2 - rowHeight / 2, pressedKnob / 2 + halo - rowHeight / 2)
    }

    /// Space below the row: the pressed halo.
    public var bottomMargin: Double { max(0, pressedKnob / 2 + halo - rowHeight / 2) }

    public var width: Double { rowWidth + 2 * sideMargin }
    public var height: Double { topMargin + rowHeight + bottomMargin }

    /// The filled part of the track: value × width, kept between the knob's radius and width − radius so that
    /// the knob, centred on the fill's end, never leaves the track.
    public var fillWidth: Double {
        min(max(slider.fraction * rowWidth, knob / 2), rowWidth - knob / 2)
    }

    /// The knob's centre, which is the fill's end.
    public var knobCenter: Point {
        Point(x: sideMargin + fillWidth, y: topMargin + rowHeight / 2)
    }

    /// The knob's diameter in this state.
    public var knobDiameter: Double { slider.state == .pressed ? pressedKnob : knob }

    /// The tooltip's width for its text: about 0.6 em a character, plus padding.
    public var tooltipWidth: Double {
        Double(slider.formattedValue.count) * tooltipText * 0.6 + 2 * tooltipText * 0.75
    }

    /// The tooltip's left edge: centred on the knob, kept inside the drawing.
    public var tooltipX: Double {
        min(max(knobCenter.x - tooltipWidth / 2, 0), width - tooltipWidth)
    }

    /// The tooltip's top edge: its bottom sits `tooltipGap` above the knob.
    public var tooltipY: Double {
        knobCenter.y - knobDiameter / 2 - tooltipGap - tooltipHeight
    }

    /// The drawing. Each element is made with its attributes at once and painted in place: a chain of `with`
    /// calls copies the element's attributes at every link, and a site draws hundreds of slider states.
    public func document() -> SVGDocument {
        let trackY = topMargin + (rowHeight - trackHeight) / 2
        let center = knobCenter
        var shapes: [SVGElement] = [
            bar(y: trackY, width: rowWidth, paint: track, part: "track"),
            bar(y: trackY, width: fillWidth, paint: fill, part: "fill"),
        ]
        if slider.state == .pressed {
            shapes.append(marks.halo(at: center, radius: pressedKnob / 2 + halo, paint: fill))
        }
        var knobCircle = SVGElement("circle", [
            "cx": SVGNumber.format(center.x), "cy": SVGNumber.format(center.y),
            "r": SVGNumber.format((knobDiameter - knobBorder) / 2), "data-part": "knob",
        ])
        knobCircle.fill(knobFill)
        knobCircle.stroke(knobStroke, width: knobBorder)
        shapes.append(knobCircle)
        if slider.state == .focused {
            shapes.append(marks.focusRing(at: center, markRadius: knobDiameter / 2))
        }
        if slider.showsTooltip {
            shapes.append(tooltipGroup())
        }
        var group = SVGElement("g", children: shapes.map(SVGNode.element))
        if slider.state == .disabled {
            group.attributes["opacity"] = SVGNumber.format(marks.disabledOpacity)
        }
        return SVGDocument(
            width: width,
            height: height,
            title: slider.accessibilityLabel,
            attributes: [
                "class": "specimen-preview",
                "data-component": "slider",
                "data-state": slider.state.rawValue,
                "data-tooltip": slider.tooltip.rawValue,
            ],
            children: [group]
        )
    }

    /// A pill of the track's height from the row's left edge: the track, or the fill over it.
    private func bar(y: Double, width: Double, paint: Paint, part: String) -> SVGElement {
        var bar = SVGElement("rect", [
            "x": SVGNumber.format(sideMargin), "y": SVGNumber.format(y), "width": SVGNumber.format(width),
            "height": SVGNumber.format(trackHeight), "rx": SVGNumber.format(trackHeight / 2), "data-part": part,
        ])
        bar.fill(paint)
        return bar
    }

    /// The value's tooltip over the knob: a rounded box and the value centred in it.
    private func tooltipGroup() -> SVGElement {
        var box = SVGElement("rect", [
            "x": SVGNumber.format(tooltipX), "y": SVGNumber.format(tooltipY), "width": SVGNumber.format(tooltipWidth),
            "height": SVGNumber.format(tooltipHeight), "rx": SVGNumber.format(tooltipRadius),
        ])
        box.fill(tooltipFill)
        var text = SVGElement("text", [
            "x": SVGNumber.format(tooltipX + tooltipWidth / 2),
            "y": SVGNumber.format(tooltipY + tooltipHeight / 2 + 0.35 * tooltipText),
            "text-anchor": "middle", "font-family": fontFamily, "font-size": SVGNumber.format(tooltipText),
            "font-weight": "600",
        ], children: [.text(slider.formattedValue)])
        text.fill(tooltipInk)
        return SVGElement("g", ["data-part": "tooltip"], children: [.element(box), .element(text)])
    }
}
