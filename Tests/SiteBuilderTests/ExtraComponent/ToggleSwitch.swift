import DesignTokens
import Previews
import SVG

/// A component that is not Specimen's, written against the public `Component` protocol only, as a team's own
/// package would: an on/off switch, a pill track with a round knob, in the default, focused and disabled states.
/// Everything the site does with it (fences, controls, state files, links, the sticker sheet, the contrast table)
/// comes from this file and the one line that registers it.
struct ToggleSwitch: Component {
    static let name = "switch"
    static let properties = [ComponentProperty("on", .flag), ComponentProperty("state", .word)]
    static let controllable = ["on", "state"]
    /// A switch is not dragged: no pressed state.
    static let states: [InteractionState] = [.default, .focused, .disabled]

    var on: Bool
    var state: InteractionState

    init(on: Bool, state: InteractionState = .default) {
        self.on = on
        self.state = state
    }

    init(reading properties: PropertyReader) throws(PreviewError) {
        guard let on = try properties.boolean("on") else {
            throw properties.missing("on", "a switch needs on=true or on=false")
        }
        self.init(on: on, state: try properties.choice("state", InteractionState.self) ?? .default)
    }

    func validate() throws(PreviewError) {
        guard Self.states.contains(state) else {
            throw PreviewError(property: "state", value: state.rawValue,
                message: "state = \(state.rawValue) is not available for a switch; allowed: \(Self.states.map(\.rawValue).joined(separator: ", "))")
        }
    }

    var accessibilityLabel: String {
        (on ? "On" : "Off") + (state == .disabled ? ", unavailable" : "")
    }

    func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        let reader = TokenReader(tokens: tokens)
        let width = try reader.size("switch/size/width")
        let height = try reader.size("switch/size/height")
        let inset = try reader.size("switch/space/inset")
        let track = try reader.paint(on ? "switch/color/track-on" : "switch/color/track-off")
        let knob = try reader.paint("switch/color/knob")
        let marks = try InteractionMarks(reader)
        let margin = marks.focusReach
        let radius = height / 2 - inset
        let center = Point(x: margin + (on ? width - height / 2 : height / 2), y: margin + height / 2)
        var shapes = [
            SVGElement("rect").with("x", margin).with("y", margin).with("width", width).with("height", height)
                .with("rx", height / 2).filled(track).with("data-part", "track"),
            SVGElement("circle").with("cx", center.x).with("cy", center.y).with("r", radius).filled(knob).with("data-part", "knob"),
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

    func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl {
        switch property {
        case "on": PreviewControl(property: property, label: "On", kind: .toggle)
        case "state": PreviewControl(property: property, label: "State", kind: .choice(Self.states.map { PreviewControl.option($0.rawValue) }))
        default: throw PreviewError.notControllable(property, component: Self.name, allowed: Self.controllable)
        }
    }

    func value(of property: String) -> PreviewControl.Value {
        .word(property == "on" ? String(on) : state.rawValue)
    }

    var defaultID: String { Self.name }
    var variantName: String { Self.name }

    static var tokenSamples: [ToggleSwitch] {
        [false, true].flatMap { on in states.map { ToggleSwitch(on: on, state: $0) } }
    }

    static let contrastPairs = [
        ContrastPair(what: "Switch knob on the on track", foreground: "switch/color/knob", background: "switch/color/track-on", kind: .graphic),
        ContrastPair(what: "Switch off track on the page", foreground: "switch/color/track-off", background: "page/background", kind: .graphic),
    ]

    static var reviewSheet: [ReviewSheetSection] {
        [ReviewSheetSection(title: "Switch: off and on in every state", items: tokenSamples.map { toggle in
            .init("on=\(toggle.on) state=\(toggle.state.rawValue)", Preview(toggle))
        })]
    }
}
