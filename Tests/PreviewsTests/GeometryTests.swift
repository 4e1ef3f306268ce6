import DesignTokens
import Foundation
import Previews
import SVG
import Testing

/// The geometry against the seeds' numbers.
@Suite("Preview geometry")
struct GeometryTests {
    let tokens = PreviewTestTokens.site

    @Test("bullet: 8 × 8 dots, 8 px apart, the row as long as its cells", arguments: 3...10)
    func bullet(steps: Int) throws {
        let layout = try BulletStepperLayout(Stepper(style: .bullet, steps: steps, current: 1), tokens: tokens)
        #expect(layout.dot == 8)
        #expect(layout.dotGap == 8)
        #expect(layout.length == Double(steps) * 16)
        #expect(layout.width == Double(steps) * 16 && layout.height == 16)
        for step in 1..<steps {
            let gap = layout.center(ofStep: step + 1).x - layout.center(ofStep: step).x - layout.dot
            #expect(gap == 8)
        }
        let vertical = try BulletStepperLayout(Stepper(style: .bullet, steps: steps, current: 1, orientation: .vertical), tokens: tokens)
        #expect(vertical.width == 16 && vertical.height == Double(steps) * 16)
    }

    @Test("circular: 45 px circles 20 px apart; 7 steps are wider than 410 px, 6 are not")
    func circularWidths() throws {
        for steps in 2...10 {
            let layout = try CircularStepperLayout(Stepper(style: .circular, steps: steps, current: 1), tokens: tokens)
            #expect(layout.diameter == 45 && layout.gap == 20 && layout.ring == 2)
            #expect(layout.rowLength == Double(45 * steps + 20 * (steps - 1)))
            #expect(layout.center(ofStep: 2).x - layout.center(ofStep: 1).x == 65)
            #expect(layout.width == layout.rowLength + 2 * layout.margin)
        }
        let six = try CircularStepperLayout(Stepper(style: .circular, steps: 6, current: 1), tokens: tokens)
        let seven = try CircularStepperLayout(Stepper(style: .circular, steps: 7, current: 1), tokens: tokens)
        #expect(six.rowLength == 370 && six.rowLength <= 410)
        #expect(seven.rowLength == 435 && seven.rowLength > 410)
    }

    @Test("circular: the current arc is current/steps of the ring, from twelve o'clock clockwise")
    func circularArc() throws {
        for steps in 2...10 {
            for current in 1...steps {
                let layout = try CircularStepperLayout(Stepper(style: .circular, steps: steps, current: current), tokens: tokens)
                let circumference = 2 * Double.pi * 21.5
                #expect(layout.ringRadius == 21.5)
                #expect(abs(layout.arcLength - circumference * Double(current) / Double(steps)) < 1e-9)
                let center = layout.center(ofStep: current)
                let end = layout.arcEnd(center: center)
                let angle = atan2(end.x - center.x, -(end.y - center.y))
                let turned = (angle < -1e-9 ? angle + 2 * Double.pi : angle) / (2 * Double.pi)
                let expected = Double(current) / Double(steps)
                #expect(abs(turned - (expected == 1 ? 0 : expected)) < 1e-9, "steps \(steps) current \(current)")
            }
        }
    }

    @Test("circular: captions under the steps are cut to a step's room and fit the drawing; the active ring and the pressed halo, on the last completed step, stay inside it")
    func circularOptions() throws {
        let stepper = Stepper(style: .circular, steps: 4, current: 3, state: .pressed,
                              labels: ["Account", "Confirmation of payment", "Review"], activeRing: true)
        let layout = try CircularStepperLayout(stepper, tokens: tokens)
        // 61 px of room (65 less 4) at 12 px text, 0.65 em a character: 7 characters, the last an ellipsis; a fourth
        // step has none.
        #expect(layout.captions == ["Account", "Confir…", "Review"])
        #expect(layout.margin == 4 + 3 + 2)
        #expect(layout.width >= layout.rowLength + 2 * layout.margin)
        let svg = SVGWriter.write(layout.document())
        let ring = try #require(svg.firstMatch(of: #/<circle cx="([\d.]+)" cy="[\d.]+" data-part="active-ring"[^>]* r="([\d.]+)"/#))
        #expect(Double(ring.output.1) == layout.center(ofStep: 3).x && Double(ring.output.2) == 22.5 + 3 + 1)
        let halo = try #require(svg.firstMatch(of: #/<circle cx="([\d.]+)" cy="[\d.]+" data-fill-token="[^"]*" data-part="halo"/#))
        #expect(Double(halo.output.1) == layout.center(ofStep: 2).x, "pressed sits on the completed step a user taps to go back")
        let first = SVGWriter.write(try CircularStepperLayout(Stepper(style: .circular, steps: 3, current: 1, state: .pressed), tokens: tokens).document())
        #expect(first.contains(#/<circle cx="26.5"[^>]*data-part="halo"/#), "with no completed step, on the current one")
        let captions = svg.matches(of: #/<text [^>]*data-part="caption"[^>]* y="([\d.]+)"/#)
        #expect(captions.count == 3)
        for caption in captions {
            #expect(Double(caption.output.1).map { $0 <= layout.height } == true)
        }
    }

    @Test("dash: equal segments fill the length; the current one holds 10 %…90 %, completed 100 %")
    func dash() throws {
        for steps in 2...10 {
            let layout = try DashStepperLayout(Stepper(style: .dash, steps: steps, current: 1), tokens: tokens)
            #expect(abs(layout.segmentLength * Double(steps) + layout.gap * Double(steps - 1) - 366) < 1e-9)
        }
        let cases: [(Double, Double)] = [(0, 0.1), (0.5, 0.5), (1, 0.9), (0.25, 0.3)]
        for (progress, share) in cases {
            let layout = try DashStepperLayout(Stepper(style: .dash, steps: 4, current: 2, progress: progress), tokens: tokens)
            #expect(layout.filledLength(ofStep: 1) == layout.segmentLength)
            #expect(abs(layout.filledLength(ofStep: 2) - layout.segmentLength * share) < 1e-9)
            #expect(layout.filledLength(ofStep: 3) == 0)
        }
        let narrow = try DashStepperLayout(Stepper(style: .dash, steps: 4, current: 2, length: 200), tokens: tokens)
        #expect(narrow.segmentLength == 47)
    }

    /// Seed 004's variants table: the fill width Figma measured for each value of a 366 px row.
    static let measuredFillWidths: [(Double, Double)] = [
        (0, 7), (10, 37), (20, 74), (30, 110), (40, 147), (50, 183), (60, 220), (70, 256), (80, 293), (90, 329), (100, 358),
    ]

    @Test("slider: a 366 × 28 row, a 10 px track, a 16 px knob; fill widths within 1 px of the seed's measurements")
    func sliderFill() throws {
        for (value, measured) in Self.measuredFillWidths {
            let layout = try SliderLayout(Slider(value: value), tokens: tokens)
            #expect(layout.rowWidth == 366 && layout.rowHeight == 28 && layout.trackHeight == 10 && layout.knob == 16)
            #expect(abs(layout.fillWidth - measured) <= 1, "value \(value): computed \(layout.fillWidth), measured \(measured)")
        }
    }

    @Test("slider: the knob stays inside the track and the tooltip sits 4 px above it, for every value and state")
    func sliderKnob() throws {
        for value in stride(from: 0.0, through: 100, by: 0.5) {
            for state in InteractionState.allCases {
                let layout = try SliderLayout(Slider(value: value, tooltip: .always, state: state), tokens: tokens)
                let left = layout.knobCenter.x - layout.knob / 2
                let right = layout.knobCenter.x + layout.knob / 2
                #expect(left >= layout.sideMargin - 1e-9 && right <= layout.sideMargin + 366 + 1e-9)
                #expect(layout.knobDiameter == (state == .pressed ? 24 : 16))
                let knobTop = layout.knobCenter.y - layout.knobDiameter / 2
                #expect(abs(knobTop - (layout.tooltipY + 20) - 4) < 1e-9)
                #expect(layout.tooltipY >= 0 && layout.tooltipX >= 0 && layout.tooltipX + layout.tooltipWidth <= layout.width)
            }
        }
    }

    @Test("slider: every state has the same size, so switching states never moves the row")
    func sliderSize() throws {
        let sizes = try InteractionState.allCases.map { state in
            let layout = try SliderLayout(Slider(value: 50, state: state), tokens: tokens)
            return "\(layout.width)×\(layout.height)"
        }
        #expect(Set(sizes).count == 1)
    }

    @Test("step statuses derive from current")
    func statuses() {
        let stepper = Stepper(style: .circular, steps: 5, current: 3)
        #expect(stepper.statuses == [.completed, .completed, .current, .upcoming, .upcoming])
        #expect(stepper.accessibilityLabel == "Step 3 of 5")
        #expect(Stepper(style: .dash, steps: 6, current: 3).accessibilityLabel == "Step 3 of 6, in progress")
    }

    @Test("slider values format as percent, number, currency and unit, and read aloud")
    func formats() {
        #expect(Slider(value: 40).formattedValue == "40%")
        #expect(Slider(value: 40).accessibilityLabel == "40 percent")
        #expect(Slider(value: 1_200, maximum: 5_000, step: 100, format: .currency(symbol: "$")).formattedValue == "$1,200")
        #expect(Slider(value: 3.5, maximum: 10, step: 0.5, format: .unit("km")).formattedValue == "3.5 km")
        #expect(Slider(value: 1_234_567, maximum: 2_000_000, format: .number).formattedValue == "1,234,567")
        #expect(Slider(value: 0.25, maximum: 1, step: 0.05, format: .number).formattedValue == "0.25")
    }
}
