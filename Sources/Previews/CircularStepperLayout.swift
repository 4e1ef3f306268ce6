import DesignTokens
import Foundation
import SVG

/// Stepper - Circular: 45 × 45 numbered circles, 20 px apart, each with a 2 px ring. Completed steps have a
/// full ring, the current step an arc of current/steps of the ring from twelve o'clock, upcoming steps the
/// track only. Optionally, as the classic numbered stepper draws it: a caption under each step (beside it when
/// vertical) and an accent ring around the current step. Pressed is drawn on the last completed step, the one a
/// user taps to go back (the current step when none is completed).
public struct CircularStepperLayout: StepperStyleLayout {
    static let stepRange = 2...10
    /// Tappable, so pressed and focused too (seed 001).
    static let states = InteractionState.allCases
    static let drawsConnector = true
    static let ownOption = (property: "check", label: "Check on completed steps")
    static let contrastPairs = [
        ContrastPair(what: "Circular ring arc on its track", foreground: "stepper/color/bg", background: "stepper/color/bg-track", kind: .graphic),
        ContrastPair(what: "Circular track ring on the page", foreground: "stepper/color/bg-track", background: "page/background", kind: .graphic),
        ContrastPair(what: "Circular step digits on the page", foreground: "stepper/color/label", background: "page/background", kind: .text),
    ]
    static let reviewSheetOptions: [ReviewSheetSection.Item] = [
        .init("check", Preview(Stepper(style: .circular, steps: 5, current: 3, checkOnComplete: true))),
        .init("check connector", Preview(Stepper(style: .circular, steps: 5, current: 3, connector: true, checkOnComplete: true))),
    ]

    public let stepper: Stepper
    /// Circle diameter (stepper/size/circle).
    public let diameter: Double
    /// Ring stroke (stepper/size/ring).
    public let ring: Double
    /// Gap between circles (stepper/space/circle-gap).
    public let gap: Double
    let labelSize: Double
    let labelWeight: Double
    let fontFamily: String
    let checkWidth: Double
    let paints: StepperPaints

    /// Between the circle and the active ring, as the classic numbered stepper draws it (`.padding(-3)`).
    static let activeRingGap = 3.0
    /// Between a circle and its caption (the classic stepper's `VStack(spacing: 6)`), and a caption's size as a
    /// share of the digit's.
    static let labelGap = 6.0
    static let labelScale = 0.75
    /// A caption's width per character, as a share of its size: on the wide side for sans-serif text, used to cut
    /// captions that would run into the next step's.
    static let characterWidth = 0.65

    /// - Parameters:
    ///   - stepper: a validated circular stepper.
    ///   - tokens: the site's tokens.
    public init(_ stepper: Stepper, tokens: TokenSet) throws(PreviewError) {
        let reader = TokenReader(tokens: tokens)
        self.stepper = stepper
        diameter = try reader.size("stepper/size/circle")
        ring = try reader.size("stepper/size/ring")
        gap = try reader.size("stepper/space/circle-gap")
        labelSize = try reader.size("stepper/size/label")
        labelWeight = try reader.number("stepper/font/label-weight")
        fontFamily = try reader.fontFamily("font/family/base")
        checkWidth = try reader.size("stepper/size/check")
        paints = try StepperPaints(reader)
        captions = Self.captions(stepper, room: diameter + gap - 4, captionSize: labelSize * Self.labelScale)
    }

    /// Room around the circles for the focus ring, the pressed halo and the active ring.
    public var margin: Double {
        paints.marks.focusReach + (stepper.activeRing ? Self.activeRingGap + ring : 0)
    }

    /// The circles and gaps alone, without the margin: 45 n + 20 (n − 1).
    public var rowLength: Double {
        Double(stepper.steps) * diameter + Double(stepper.steps - 1) * gap
    }

    /// The captions drawn, one per step that has one, cut to the room a step has.
    public let captions: [String]

    /// `labels` cut to the characters that fit a step's room: beside a vertical row a caption has all it needs.
    /// The sizes come from tokens, 0 among them, so the count is bounded before it becomes a whole number.
    static func captions(_ stepper: Stepper, room: Double, captionSize: Double) -> [String] {
        let limit = Double(Stepper.labelLimits.characters)
        let fitting = room / (characterWidth * captionSize)
        let most = stepper.orientation == .vertical || !fitting.isFinite ? Stepper.labelLimits.characters
            : Int(min(max(fitting, 1), limit).rounded(.down))
        return stepper.labels.prefix(stepper.steps).map { label in
            label.count <= most ? label : String(label.prefix(most - 1)) + "…"
        }
    }

    /// The captions' text size: three quarters of the digit's.
    public var captionSize: Double { labelSize * Self.labelScale }

    /// The widest caption, estimated.
    var captionWidth: Double {
        Double(captions.map(\.count).max() ?? 0) * Self.characterWidth * captionSize
    }

    /// The band the captions take below the row (horizontal) or beside it (vertical); 0 without captions.
    var captionBand: Double {
        guard !captions.isEmpty else { return 0 }
        return Self.labelGap + (stepper.orientation == .horizontal ? 1.2 * captionSize : captionWidth)
    }

    /// How far a caption centred under the first or last step reaches past the margin, added at both ends.
    var captionOverhang: Double {
        stepper.orientation == .horizontal ? max(0, captionWidth / 2 - diameter / 2 - margin) : 0
    }

    public var width: Double {
        stepper.orientation == .horizontal ? rowLength + 2 * (margin + captionOverhang) : diameter + 2 * margin + captionBand
    }
    public var height: Double {
        stepper.orientation == .horizontal ? diameter + 2 * margin + captionBand : rowLength + 2 * margin
    }

    /// The ring's radius, measured to the middle of its stroke so the stroke stays inside the circle.
    public var ringRadius: Double { (diameter - ring) / 2 }

    /// How much of the current step's ring is filled: current / steps.
    public var arcFraction: Double { Double(stepper.current) / Double(stepper.steps) }

    /// The length of the current step's arc along the ring.
    public var arcLength: Double { arcFraction * 2 * Double.pi * ringRadius }

    /// The centre of the 1-based `step`'s circle.
    public func center(ofStep step: Int) -> Point {
        let along = margin + captionOverhang + diameter / 2 + Double(step - 1) * (diameter + gap)
        let across = margin + diameter / 2
        return stepper.orientation == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    /// The end point of the current step's arc, which starts at twelve o'clock and runs clockwise.
    public func arcEnd(center: Point) -> Point {
        let angle = -Double.pi / 2 + 2 * Double.pi * arcFraction
        return Point(x: center.x + ringRadius * cos(angle), y: center.y + ringRadius * sin(angle))
    }

    /// The drawing.
    public func document() -> SVGDocument {
        let radius = diameter / 2
        var shapes = paints.connectors(stepper, radius: radius, center: center(ofStep:))
        let active = center(ofStep: stepper.current)
        if stepper.state == .pressed {
            let pressed = center(ofStep: max(1, stepper.current - 1))
            shapes.append(paints.marks.halo(at: pressed, radius: radius + paints.marks.focusReach, paint: paints.active))
        }
        // The digits' font is set once for all steps, which inherit it, so that a page with many steppers carries
        // it once per drawing, not once per digit.
        shapes.append(SVGElement("g", children: stepper.statuses.enumerated().map { index, status in
            .element(stepGroup(step: index + 1, status: status))
        }).with("font-family", fontFamily).with("font-size", labelSize).with("font-weight", labelWeight).with("text-anchor", "middle"))
        if stepper.activeRing {
            shapes.append(SVGElement("circle").with("cx", active.x).with("cy", active.y)
                .with("r", radius + Self.activeRingGap + ring / 2).with("fill", "none")
                .stroked(paints.active, width: ring).with("data-part", "active-ring"))
        }
        if stepper.state == .focused {
            shapes.append(paints.marks.focusRing(at: active, markRadius: radius + (stepper.activeRing ? Self.activeRingGap + ring : 0)))
        }
        for (index, caption) in captions.enumerated() {
            shapes.append(self.caption(caption, step: index + 1))
        }
        return StepperDocument.make(stepper, width: width, height: height, shapes: shapes, disabledOpacity: paints.marks.disabledOpacity)
    }

    /// A step's caption: centred under it, or beside it when vertical.
    private func caption(_ text: String, step: Int) -> SVGElement {
        let point = center(ofStep: step)
        let horizontal = stepper.orientation == .horizontal
        let x = horizontal ? point.x : point.x + diameter / 2 + margin + Self.labelGap
        let y = horizontal ? point.y + diameter / 2 + margin + Self.labelGap + captionSize : point.y + 0.35 * captionSize
        return SVGElement("text", children: [.text(text)])
            .with("x", x).with("y", y).with("text-anchor", horizontal ? "middle" : "start")
            .with("font-family", fontFamily).with("font-size", captionSize)
            .filled(paints.label).with("data-part", "caption")
    }

    private func stepGroup(step: Int, status: StepStatus) -> SVGElement {
        let point = center(ofStep: step)
        var parts: [SVGElement] = []
        // Each element made with its attributes at once and stroked in place: a chain of `with` calls copies the
        // attributes at every link, for every step of every state drawn.
        func circle(_ paint: Paint, part: String) -> SVGElement {
            var circle = SVGElement("circle", [
                "cx": SVGNumber.format(point.x), "cy": SVGNumber.format(point.y), "r": SVGNumber.format(ringRadius),
                "fill": "none", "data-part": part,
            ])
            circle.stroke(paint, width: ring)
            return circle
        }
        parts.append(circle(paints.track, part: "track"))
        switch status {
        case .completed:
            parts.append(circle(paints.active, part: "ring"))
        case .current where arcFraction >= 1:
            parts.append(circle(paints.active, part: "arc"))
        case .current:
            let end = arcEnd(center: point)
            let path = SVGPath()
                .move(to: point.x, point.y - ringRadius)
                .arc(radius: ringRadius, largeArc: arcFraction > 0.5, clockwise: true, to: end.x, end.y)
            var arc = SVGElement("path", ["d": path.data, "fill": "none", "data-part": "arc"])
            arc.stroke(paints.active, width: ring)
            parts.append(arc)
        case .upcoming:
            break
        }
        if status == .completed && stepper.checkOnComplete {
            let check = SVGPath()
                .move(to: point.x - 7, point.y)
                .line(to: point.x - 2, point.y + 5)
                .line(to: point.x + 7, point.y - 5)
            var mark = SVGElement("path", [
                "d": check.data, "fill": "none", "stroke-linecap": "round", "stroke-linejoin": "round", "data-part": "check",
            ])
            mark.stroke(paints.label, width: checkWidth)
            parts.append(mark)
        } else {
            // The baseline is placed explicitly (centre + 0.35 em centres digits): renderers disagree on
            // dominant-baseline.
            var digit = SVGElement("text", ["x": SVGNumber.format(point.x), "y": SVGNumber.format(point.y + 0.35 * labelSize)],
                                   children: [.text("\(step)")])
            digit.fill(paints.label)
            parts.append(digit)
        }
        return SVGElement("g", ["data-step": "\(step)", "data-status": status.rawValue], children: parts.map(SVGNode.element))
    }
}
