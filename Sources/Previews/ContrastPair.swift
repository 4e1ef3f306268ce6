/// A foreground the previews draw on a background, for the contrast table: what is drawn, with which tokens,
/// and which WCAG minimum applies.
public struct ContrastPair: Sendable, Hashable {
    /// Text needs 4.5:1 (WCAG 1.4.3); other graphics that carry meaning need 3:1 (WCAG 1.4.11).
    public enum Kind: String, Sendable, Hashable {
        case text
        case graphic

        /// The minimum ratio.
        public var minimum: Double {
            self == .text ? 4.5 : 3
        }
    }

    /// What is drawn on what ("Bullet current dot on the page").
    public var what: String
    public var foreground: String
    public var background: String
    public var kind: Kind

    /// Every pair the previews draw, foreground token on background token.
    public static let drawnByPreviews: [ContrastPair] = [
        ContrastPair(what: "Bullet current dot on the page", foreground: "stepper/color/bg", background: "page/background", kind: .graphic),
        ContrastPair(what: "Bullet upcoming dot on the page", foreground: "stepper/color/bg-track", background: "page/background", kind: .graphic),
        ContrastPair(what: "Bullet completed dot (tint) on the page", foreground: "stepper/color/bg-completed", background: "page/background", kind: .graphic),
        ContrastPair(what: "Circular ring arc on its track", foreground: "stepper/color/bg", background: "stepper/color/bg-track", kind: .graphic),
        ContrastPair(what: "Circular track ring on the page", foreground: "stepper/color/bg-track", background: "page/background", kind: .graphic),
        ContrastPair(what: "Circular step digits on the page", foreground: "stepper/color/label", background: "page/background", kind: .text),
        ContrastPair(what: "Step Indicator segment fill on its track", foreground: "stepper/color/bg", background: "stepper/color/bg-track", kind: .graphic),
        ContrastPair(what: "Step Indicator track on the page", foreground: "stepper/color/bg-track", background: "page/background", kind: .graphic),
        ContrastPair(what: "Slider fill on the track", foreground: "slider/color/fill", background: "slider/color/track/bg", kind: .graphic),
        ContrastPair(what: "Slider track on the page", foreground: "slider/color/track/bg", background: "page/background", kind: .graphic),
        ContrastPair(what: "Slider knob on the track", foreground: "slider/color/knob/bg", background: "slider/color/track/bg", kind: .graphic),
        ContrastPair(what: "Slider knob border on the page", foreground: "slider/color/knob/border", background: "page/background", kind: .graphic),
        ContrastPair(what: "Tooltip text on the tooltip", foreground: "slider/color/tooltip/text", background: "slider/color/tooltip/bg", kind: .text),
        ContrastPair(what: "Focus ring on the page", foreground: "state/focus-ring", background: "page/background", kind: .graphic),
    ]
}
