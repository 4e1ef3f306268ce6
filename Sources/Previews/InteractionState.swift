/// How the user is interacting with a component.
public enum InteractionState: String, Sendable, Hashable, CaseIterable {
    case `default`
    /// Held down or dragged: a soft halo (and, for the slider, a larger knob).
    case pressed
    /// Reached by keyboard: a 2 px ring 2 px outside the active mark.
    case focused
    /// Not available: the whole component at reduced opacity.
    case disabled
}
