import SpecimenKit

/// A determinate progress bar: a rounded track filled from the start to `value` out of `max` (100 unless given),
/// in a tone (`neutral`, `success`, `critical`). The value may be a control, over 0 to max in twentieths; the
/// tone too. It paints with the `progress/…` tokens.
public struct ProgressBar: Component {
    /// The colour of the fill, which says how things are going.
    public enum Tone: String, Sendable, CaseIterable {
        case neutral, success, critical
    }

    public static let name = "progress"
    public static let summary = "A determinate progress bar: a track filled to value out of max, in a tone."
    public static let properties = [
        ComponentProperty("value", .number, help: "How far along, 0…max.", range: 0...maximumMax, required: true),
        ComponentProperty("max", .number, help: "The value of a full bar (default 100).", range: 1...maximumMax, default: "100"),
        ComponentProperty("tone", .word, help: "neutral (default), success or critical.",
                          values: Tone.allCases.map(\.rawValue), default: Tone.neutral.rawValue),
    ]
    public static let controllable = ["value", "tone"]
    /// The largest `max`: a bar shows a share, and twentieths of it must stay distinct numbers.
    static let maximumMax = 1_000_000.0

    public var value: Double
    public var max: Double
    public var tone: Tone

    public init(value: Double, max: Double = 100, tone: Tone = .neutral) {
        self.value = value
        self.max = max
        self.tone = tone
    }

    public init(reading properties: PropertyReader) throws(PreviewError) {
        guard let value = try properties.number("value", in: 0...Self.maximumMax) else {
            throw properties.missing("value", "a progress bar needs value=N, from 0 to its max (100 unless max= is given)")
        }
        self.init(value: value, max: try properties.number("max", in: 1...Self.maximumMax) ?? 100,
                  tone: try properties.choice("tone", Tone.self) ?? .neutral)
    }

    public func validate() throws(PreviewError) {
        guard value <= max else {
            throw PreviewError(property: "value", value: PreviewError.quote(value),
                               message: "value = \(PreviewError.quote(value)) is more than max = \(PreviewError.quote(max)); allowed: 0 to \(PreviewError.quote(max))")
        }
    }

    /// The share done, in whole percent (`validate()` keeps it within 0 to 100).
    var percent: String {
        PreviewControl.text(value / max * 100, decimals: 0)
    }

    public var accessibilityLabel: String {
        "\(percent) % done" + (tone == .neutral ? "" : ", \(tone.rawValue)")
    }

    public func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        let reader = TokenReader(tokens: tokens)
        let width = try reader.size("progress/size/width")
        let height = try reader.size("progress/size/height")
        let track = try reader.paint("progress/color/track")
        let fill = try reader.paint("progress/color/fill-\(tone.rawValue)")
        var shapes = [
            SVGElement("rect").with("width", width).with("height", height).with("rx", height / 2).filled(track)
                .with("data-part", "track"),
        ]
        if value > 0 {
            // At least a round cap's width, so that a sliver of progress is seen.
            let filled = Swift.max(width * value / max, height)
            shapes.append(SVGElement("rect").with("width", filled).with("height", height).with("rx", height / 2)
                .filled(fill).with("data-part", "fill"))
        }
        return SVGDocument(width: width, height: height, title: accessibilityLabel,
                           attributes: ["class": "specimen-preview", "data-component": Self.name],
                           children: shapes)
    }

    public func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        switch property {
        case "value":
            let step = max / 20
            return PreviewControl(property: property, label: "Value", kind: .range(
                minimum: 0, maximum: max, step: step, decimals: PreviewControl.decimals(of: step)))
        case "tone":
            return PreviewControl(property: property, label: "Tone", kind: .choice(Tone.allCases.map { PreviewControl.option($0.rawValue) }))
        default:
            throw PreviewError.notControllable(property, component: Self.name, allowed: Self.controllable)
        }
    }

    public func value(of property: String) -> PreviewControl.Value {
        property == "value" ? .number(value) : .word(tone.rawValue)
    }

    public var defaultID: String { Self.name }
    public var variantName: String { "progress bar" }

    public static var tokenSamples: [ProgressBar] {
        Tone.allCases.map { ProgressBar(value: 50, tone: $0) }
    }

    public static let contrastPairs = Tone.allCases.map { tone in
        ContrastPair(what: "Progress fill (\(tone.rawValue)) on the track", foreground: "progress/color/fill-\(tone.rawValue)",
                     background: "progress/color/track", kind: .graphic)
    }

    public static var reviewSheet: [ReviewSheetSection] {
        [ReviewSheetSection(title: "Progress bar: empty, part and full in every tone", items: Tone.allCases.flatMap { tone in
            [0.0, 5, 40, 100].map { value in .init("value=\(PreviewError.quote(value)) tone=\(tone.rawValue)", Preview(ProgressBar(value: value, tone: tone))) }
        })]
    }
}
