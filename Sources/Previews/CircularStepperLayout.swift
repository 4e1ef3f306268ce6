import DesignTokens
import Foundation
import SVG

/// Stepper - Circular: 45 × 45 numbered circles, 20 px apart, each with a 2 px ring. Completed steps have a
/// full ring, the current step an arc of current/steps of the ring from twelve o'clock, upcoming steps the
/// track only.
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
    }

    /// Room around the circles for the focus ring and the pressed halo.
    public var margin: Double { paints.marks.focusReach }

    /// The circles and gaps alone, without the margin: 45 n + 20 (n − 1).
    public var rowLength: Double {
        Double(stepper.steps) * diameter + Double(stepper.steps - 1) * gap
    }

    public var width: Double { (stepper.orientation == .horizontal ? rowLength : diameter) + 2 * margin }
    public var height: Double { (stepper.orientation == .horizontal ? diameter : rowLength) + 2 * margin }

    /// The ring's radius, measured to the middle of its stroke so the stroke stays inside the circle.
    public var ringRadius: Double { (diameter - ring) / 2 }

    /// How much of the current step's ring is filled: current / steps.
    public var arcFraction: Double { Double(stepper.current) / Double(stepper.steps) }

    /// The length of the current step's arc along the ring.
    public var arcLength: Double { arcFraction * 2 * Double.pi * ringRadius }

    /// The centre of the 1-based `step`'s circle.
    public func center(ofStep step: Int) -> Point {
        let along = margin + diameter / 2 + Double(step - 1) * (diameter + gap)
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
            shapes.append(paints.marks.halo(at: active, radius: radius + margin, paint: paints.active))
        }
        for (index, status) in stepper.statuses.enumerated() {
            shapes.append(stepGroup(step: index + 1, status: status))
        }
        if stepper.state == .focused {
            shapes.append(paints.marks.focusRing(at: active, markRadius: radius))
        }
        return StepperDocument.make(stepper, width: width, height: height, shapes: shapes, disabledOpacity: paints.marks.disabledOpacity)
    }

    private func stepGroup(step: Int, status: StepStatus) -> SVGElement {
        let point = center(ofStep: step)
        var parts: [SVGElement] = []
        func circle(_ paint: Paint, part: String) -> SVGElement {
            SVGElement("circle").with("cx", point.x).with("cy", point.y).with("r", ringRadius)
                .with("fill", "none").stroked(paint, width: ring).with("data-part", part)
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
            parts.append(SVGElement("path").with("d", path.data).with("fill", "none")
                .stroked(paints.active, width: ring).with("data-part", "arc"))
        case .upcoming:
            break
        }
        if status == .completed && stepper.checkOnComplete {
            let check = SVGPath()
                .move(to: point.x - 7, point.y)
                .line(to: point.x - 2, point.y + 5)
                .line(to: point.x + 7, point.y - 5)
            parts.append(SVGElement("path").with("d", check.data).with("fill", "none")
                .stroked(paints.label, width: checkWidth)
                .with("stroke-linecap", "round").with("stroke-linejoin", "round").with("data-part", "check"))
        } else {
            // The baseline is placed explicitly (centre + 0.35 em centres digits): renderers disagree on
            // dominant-baseline.
            parts.append(SVGElement("text", children: [.text("\(step)")])
                .with("x", point.x).with("y", point.y + 0.35 * labelSize)
                .with("text-anchor", "middle")
                .with("font-family", fontFamily).with("font-size", labelSize).with("font-weight", labelWeight)
                .filled(paints.label))
        }
        return SVGElement("g", children: parts.map(SVGNode.element))
            .with("data-step", "\(step)").with("data-status", status.rawValue)
    }
}
