import DesignTokens
import SVG

/// Stepper - Bullet: a row of 8 × 8 dots, each in a padded cell, so neighbouring dots stand 8 px apart.
public struct BulletStepperLayout: StepperStyleLayout {
    static let stepRange = 3...10
    /// Tappable, so pressed and focused too (seed 000).
    static let states = InteractionState.allCases
    static let drawsConnector = true
    static let ownOption = (property: "completed-tint", label: "Tinted completed steps")
    static let contrastPairs = [
        ContrastPair(what: "Bullet current dot on the page", foreground: "stepper/color/bg", background: "page/background", kind: .graphic),
        ContrastPair(what: "Bullet upcoming dot on the page", foreground: "stepper/color/bg-track", background: "page/background", kind: .graphic),
        ContrastPair(what: "Bullet completed dot (tint) on the page", foreground: "stepper/color/bg-completed", background: "page/background", kind: .graphic),
    ]
    static let reviewSheetOptions: [ReviewSheetSection.Item] = [
        .init("completed-tint", Preview(Stepper(style: .bullet, steps: 5, current: 3, completedTint: true))),
        .init("completed-tint connector", Preview(Stepper(style: .bullet, steps: 5, current: 3, connector: true, completedTint: true))),
    ]

    public let stepper: Stepper
    /// Dot diameter (stepper/size/dot).
    public let dot: Double
    /// Padding around each dot (stepper/space/dot-padding).
    public let padding: Double
    /// Gap between cells (stepper/space/dot-gap).
    public let cellGap: Double
    let paints: StepperPaints

    /// - Parameters:
    ///   - stepper: a validated bullet stepper.
    ///   - tokens: the site's tokens.
    public init(_ stepper: Stepper, tokens: TokenSet) throws(PreviewError) {
        let reader = TokenReader(tokens: tokens)
        self.stepper = stepper
        dot = try reader.size("stepper/size/dot")
        padding = try reader.size("stepper/space/dot-padding")
        cellGap = try reader.size("stepper/space/dot-gap")
        paints = try StepperPaints(reader)
    }

    /// One dot with its padding.
    public var cell: Double { dot + 2 * padding }

    /// Space between the edges of neighbouring dots.
    public var dotGap: Double { 2 * padding + cellGap }

    /// Length along the row: every cell and the gaps between them.
    public var length: Double {
        Double(stepper.steps) * cell + Double(stepper.steps - 1) * cellGap
    }

    public var width: Double { stepper.orientation == .horizontal ? length : cell }
    public var height: Double { stepper.orientation == .horizontal ? cell : length }

    /// The centre of the 1-based `step`'s dot.
    public func center(ofStep step: Int) -> Point {
        let along = Double(step - 1) * (cell + cellGap) + cell / 2
        return stepper.orientation == .horizontal ? Point(x: along, y: cell / 2) : Point(x: cell / 2, y: along)
    }

    /// The paint of a dot: brand for the current step, the muted tint for completed steps when asked, the
    /// track otherwise (the seed's own spec does not tell completed from upcoming).
    public func paint(for status: StepStatus) -> Paint {
        switch status {
        case .current: paints.active
        case .completed: stepper.completedTint ? paints.completed : paints.track
        case .upcoming: paints.track
        }
    }

    /// The drawing.
    public func document() -> SVGDocument {
        let radius = dot / 2
        var shapes = paints.connectors(stepper, radius: radius, center: center(ofStep:))
        let active = center(ofStep: stepper.current)
        if stepper.state == .pressed {
            shapes.append(paints.marks.halo(at: active, radius: radius + padding, paint: paints.active))
        }
        for (index, status) in stepper.statuses.enumerated() {
            let point = center(ofStep: index + 1)
            var bullet = SVGElement("circle", [
                "cx": SVGNumber.format(point.x), "cy": SVGNumber.format(point.y), "r": SVGNumber.format(radius),
                "data-step": "\(index + 1)", "data-status": status.rawValue,
            ])
            bullet.fill(paint(for: status))
            shapes.append(bullet)
        }
        if stepper.state == .focused {
            shapes.append(paints.marks.focusRing(at: active, markRadius: radius))
        }
        return StepperDocument.make(stepper, width: width, height: height, shapes: shapes, disabledOpacity: paints.marks.disabledOpacity)
    }
}

/// The root every stepper style shares: size, label, data attributes and the disabled dimming.
enum StepperDocument {
    static func make(_ stepper: Stepper, width: Double, height: Double, shapes: [SVGElement], disabledOpacity: Double) -> SVGDocument {
        var group = SVGElement("g", children: shapes.map(SVGNode.element))
        if stepper.state == .disabled {
            group = group.with("opacity", disabledOpacity)
        }
        return SVGDocument(
            width: width,
            height: height,
            title: stepper.accessibilityLabel,
            attributes: [
                "class": "specimen-preview",
                "data-component": "stepper",
                "data-style": stepper.style.rawValue,
                "data-state": stepper.state.rawValue,
                "data-orientation": stepper.orientation.rawValue,
            ],
            children: [group]
        )
    }
}
