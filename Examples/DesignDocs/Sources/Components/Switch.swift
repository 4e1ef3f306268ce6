import SpecimenKit

/// An on/off switch: a pill track with a round knob, which sits at the end the switch is set to. It takes
/// `on=true|false` and `state=default|focused|disabled`; a switch is clicked, not dragged, so it has no pressed
/// state. It paints with the `switch/…` tokens and the shared focus ring and disabled opacity.
public struct Switch: Component {
    public static let name = "switch"
    public static let summary = "An on/off switch: a pill track with a round knob at the end it is set to."
    public static let properties = [
        ComponentProperty("on", .flag, help: "Whether the switch is on.", required: true),
        ComponentProperty("state", .word, help: "The interaction state: default, focused or disabled.",
                          values: states.map(\.rawValue), default: InteractionState.default.rawValue),
    ]
    public static let controllable = ["on", "state"]
    static let states: [InteractionState] = [.default, .focused, .disabled]

    public var on: Bool
    public var state: InteractionState

    public init(on: Bool, state: InteractionState = .default) {
        self.on = on
        self.state = state
    }

    public init(reading properties: PropertyReader) throws(PreviewError) {
        guard let on = try properties.boolean("on") else {
            throw properties.missing("on", "a switch needs on=true or on=false")
        }
        self.init(on: on, state: try properties.choice("state", InteractionState.self) ?? .default)
    }

    public func validate() throws(PreviewError) {
        guard Self.states.contains(state) else {
            throw PreviewError(property: "state", value: state.rawValue,
                message: "state = \(state.rawValue) is not available for a switch; allowed: \(Self.states.map(\.rawValue).joined(separator: ", "))")
        }
    }

    public var accessibilityLabel: String {
        (on ? "On" : "Off") + (state == .disabled ? ", unavailable" : "")
    }

    public func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        let reader = TokenReader(tokens: tokens)
        let width = try reader.size("switch/size/width")
        let height = try reader.size("switch/size/height")
        let inset = try reader.size("switch/space/inset")
        let track = try reader.paint(on ? "switch/color/track-on" : "switch/color/track-off")
        let knob = try reader.paint(on ? "switch/color/knob-on" : "switch/color/knob-off")
        let marks = try InteractionMarks(reader)
        let margin = marks.focusReach
        let radius = max(height / 2 - inset, 1)
        let center = Point(x: margin + (on ? width - height / 2 : height / 2), y: margin + height / 2)
        var shapes = [
            SVGElement("rect").with("x", margin).with("y", margin).with("width", width).with("height", height)
                .with("rx", height / 2).filled(track).with("data-part", "track"),
            SVGElement("circle").with("cx", center.x).with("cy", center.y).with("r", radius).filled(knob)
                .with("data-part", "knob"),
        ]
        if state == .focused {
            shapes.append(marks.focusRing(at: center, markRadius: radius))
        }
        var group = SVGElement("g", children: shapes.map(SVGNode.element))
        if state == .disabled {
            group = group.with("opacity", marks.disabledOpacity)
        }
        return SVGDocument(width: width + 2 * margin, height: height + 2 * margin, title: accessibilityLabel,
                           attributes: ["class": "specimen-preview", "data-component": Self.name, "data-state": state.rawValue],
                           children: [group])
    }

    public func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        switch property {
        case "on": PreviewControl(property: property, label: "On", kind: .toggle)
        case "state": PreviewControl(property: property, label: "State", kind: .choice(Self.states.map { PreviewControl.option($0.rawValue) }))
        default: throw PreviewError.notControllable(property, component: Self.name, allowed: Self.controllable)
        }
    }

    public func value(of property: String) -> PreviewControl.Value {
        .word(property == "on" ? String(on) : state.rawValue)
    }

    public var defaultID: String { Self.name }
    public var variantName: String { Self.name }

    public static var tokenSamples: [Switch] {
        [false, true].flatMap { on in states.map { Switch(on: on, state: $0) } }
    }

    public static let contrastPairs = [
        ContrastPair(what: "Switch knob on the on track", foreground: "switch/color/knob-on", background: "switch/color/track-on", kind: .graphic),
        ContrastPair(what: "Switch knob on the off track", foreground: "switch/color/knob-off", background: "switch/color/track-off", kind: .graphic),
        ContrastPair(what: "Switch off track on the page", foreground: "switch/color/track-off", background: "page/background", kind: .graphic),
    ]

    public static var reviewSheet: [ReviewSheetSection] {
        [ReviewSheetSection(title: "Switch: off and on in every state", items: tokenSamples.map { item in
            .init("on=\(item.on) state=\(item.state.rawValue)", Preview(item))
        })]
    }
}
