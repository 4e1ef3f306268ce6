import Previews
import Testing
import TestSupport

/// A representative set of states, recorded as SVG files. Each was rendered to PNG with rsvg-convert and
/// looked at before it was recorded; re-record with RECORD_GOLDEN=1 and look again.
@Suite("Golden previews")
struct GoldenPreviewTests {
    static let cases: [(String, Preview)] = [
        ("bullet-4-2", Preview(Stepper(style: .bullet, steps: 4, current: 2))),
        ("bullet-6-4-tint-connector", Preview(Stepper(style: .bullet, steps: 6, current: 4, connector: true, completedTint: true))),
        ("bullet-5-3-vertical-focused", Preview(Stepper(style: .bullet, steps: 5, current: 3, orientation: .vertical, state: .focused))),
        ("circular-4-2", Preview(Stepper(style: .circular, steps: 4, current: 2))),
        ("circular-7-3-check-connector", Preview(Stepper(style: .circular, steps: 7, current: 3, connector: true, checkOnComplete: true))),
        ("circular-3-3-pressed", Preview(Stepper(style: .circular, steps: 3, current: 3, state: .pressed))),
        ("circular-5-2-disabled", Preview(Stepper(style: .circular, steps: 5, current: 2, state: .disabled))),
        ("circular-4-3-labels-ring-pressed", Preview(Stepper(style: .circular, steps: 4, current: 3, connector: true, state: .pressed,
                                                             checkOnComplete: true, labels: ["Account", "Details", "Review", "Confirmation"],
                                                             activeRing: true))),
        ("circular-4-2-labels-vertical-focused", Preview(Stepper(style: .circular, steps: 4, current: 2, orientation: .vertical,
                                                                 state: .focused, labels: ["Account", "Details", "Review", "Confirm"],
                                                                 activeRing: true))),
        ("dash-6-3-half", Preview(Stepper(style: .dash, steps: 6, current: 3, progress: 0.5))),
        ("dash-4-1-opened-focused", Preview(Stepper(style: .dash, steps: 4, current: 1, state: .focused))),
        ("slider-40-always", Preview(Slider(value: 40, tooltip: .always))),
        ("slider-0-pressed", Preview(Slider(value: 0, state: .pressed))),
        ("slider-100-focused-never", Preview(Slider(value: 100, tooltip: .never, state: .focused))),
        ("slider-70-disabled", Preview(Slider(value: 70, tooltip: .always, state: .disabled))),
        ("slider-currency", Preview(Slider(value: 1_200, maximum: 5_000, step: 100, tooltip: .always, format: .currency(symbol: "$")))),
    ]

    @Test("each state draws as recorded", arguments: cases.map(\.0))
    func golden(name: String) throws {
        let preview = try #require(Self.cases.first { $0.0 == name }?.1)
        let svg = try PreviewRenderer(tokens: PreviewTestTokens.site).svg(for: preview)
        let outcome = Golden.compare(svg, named: name + ".svg")
        #expect(outcome == .match, "\(outcome)")
    }
}
