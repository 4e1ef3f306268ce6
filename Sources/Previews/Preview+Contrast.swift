extension Preview {
    /// The pairs this drawing shows: its component's, and the focus ring's when it is focused.
    public var contrastPairs: [ContrastPair] {
        let focused = type(of: component).properties.contains { $0.name == "state" }
            && component.value(of: "state") == .word(InteractionState.focused.rawValue)
        return component.contrastPairsDrawn + (focused ? ComponentRegistry.interactionContrastPairs : [])
    }
}

extension InteractivePreview {
    /// The pairs its states show: its component's, and the focus ring's when a state control reaches focused.
    public var contrastPairs: [ContrastPair] {
        let focusable = controls.contains { control in
            control.property == "state" && control.values.contains(InteractionState.focused.rawValue)
        }
        let pairs = initialPreview.contrastPairs
        return focusable ? pairs + ComponentRegistry.interactionContrastPairs.filter { !pairs.contains($0) } : pairs
    }
}
