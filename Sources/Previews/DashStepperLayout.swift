import DesignTokens
import SVG

/// Step Indicator (the dash style): segments that share the container's length equally. Upcoming segments are
/// empty, the current one is filled by its progress (10 %…90 %), completed ones are full.
public struct DashStepperLayout: StepperStyleLayout {
    static let stepRange = 2...10
    /// The Step Indicator is not tappable: no pressed state (seed 002).
    static let states: [InteractionState] = [.default, .focused, .disabled]
    static let drawsConnector = false
    static let ownOption = (property: "progress", label: "Progress")
    static let contrastPairs = [
        ContrastPair(what: "Step Indicator segment fill on its track", foreground: "stepper/color/bg", background: "stepper/color/bg-track", kind: .graphic),
        ContrastPair(what: "Step Indicator track on the page", foreground: "stepper/color/bg-track", background: "page/background", kind: .graphic),
    ]
    static var reviewSheetOptions: [ReviewSheetSection.Item] {
        PreviewCatalog.dashProgress.map { progress in
            .init("progress=\(progress)", Preview(Stepper(style: .dash, steps: 5, current: 3, progress: progress)))
        } + [.init("length=200", Preview(Stepper(style: .dash, steps: 4, current: 2, progress: 0.5, length: 200)))]
    }

    public let stepper: Stepper
    /// The container's length (the `length` property, else stepper/size/dash-length).
    public let length: Double
    /// Segment thickness (stepper/size/dash-height).
    public let thickness: Double
    /// Gap between segments (stepper/space/dash-gap).
    public let gap: Double
    let paints: StepperPaints

    /// - Parameters:
    ///   - stepper: a validated dash stepper.
    ///   - tokens: the site's tokens.
    public init(_ stepper: Stepper, tokens: TokenSet) throws(PreviewError) {
        let reader = TokenReader(tokens: tokens)
        self.stepper = stepper
        if let given = stepper.length {
            length = given
        } else {
            length = try reader.size("stepper/size/dash-length")
        }
        thickness = try reader.size("stepper/size/dash-height")
        gap = try reader.size("stepper/space/dash-gap")
        paints = try StepperPaints(reader)
    }

    /// Room around the row for the focus ring.
    public var margin: Double { paints.marks.focusReach }

    /// Each segment's share of the length.
    public var segmentLength: Double {
        (length - Double(stepper.steps - 1) * gap) / Double(stepper.steps)
    }

    public var width: Double { (stepper.orientation == .horizontal ? length : thickness) + 2 * margin }
    public var height: Double { (stepper.orientation == .horizontal ? thickness : length) + 2 * margin }

    /// Where the 1-based `step`'s segment starts along the row.
    public func start(ofStep step: Int) -> Double {
        margin + Double(step - 1) * (segmentLength + gap)
    }

    /// How much of the 1-based `step`'s segment is filled, in pixels.
    public func filledLength(ofStep step: Int) -> Double {
        segmentLength * stepper.dashFill(StepStatus.of(step: step, current: stepper.current))
    }

    /// The drawing.
    public func document() -> SVGDocument {
        var shapes: [SVGElement] = []
        let horizontal = stepper.orientation == .horizontal
        // Each bar made with its attributes at once and filled in place: a chain of `with` calls copies the
        // attributes at every link, for every step of every state drawn.
        func bar(start: Double, extent: Double, paint: Paint, part: String) -> SVGElement {
            var bar = SVGElement("rect", [
                "x": SVGNumber.format(horizontal ? start : margin), "y": SVGNumber.format(horizontal ? margin : start),
                "width": SVGNumber.format(horizontal ? extent : thickness),
                "height": SVGNumber.format(horizontal ? thickness : extent), "rx": SVGNumber.format(thickness / 2),
                "data-part": part,
            ])
            bar.fill(paint)
            return bar
        }
        for (index, status) in stepper.statuses.enumerated() {
            let step = index + 1
            var parts = [bar(start: start(ofStep: step), extent: segmentLength, paint: paints.track, part: "track")]
            let filled = filledLength(ofStep: step)
            if filled > 0 {
                parts.append(bar(start: start(ofStep: step), extent: filled, paint: paints.active, part: "fill"))
            }
            shapes.append(SVGElement("g", ["data-step": "\(step)", "data-status": status.rawValue], children: parts.map(SVGNode.element)))
        }
        if stepper.state == .focused {
            // The ring's stroke runs down its middle: centre it offset + half a stroke outside the bar.
            let inset = margin - paints.marks.focusOffset - paints.marks.focusWidth / 2
            let ring = SVGElement("rect")
                .with("x", inset).with("y", inset)
                .with("width", width - 2 * inset).with("height", height - 2 * inset)
                .with("rx", (min(width, height) - 2 * inset) / 2)
                .with("fill", "none").stroked(paints.marks.focus, width: paints.marks.focusWidth).with("data-part", "focus-ring")
            shapes.append(ring)
        }
        return StepperDocument.make(stepper, width: width, height: height, shapes: shapes, disabledOpacity: paints.marks.disabledOpacity)
    }
}
