import DesignTokens

/// Every state the standard components' properties can reach, for benchmarks and the token samples.
public enum PreviewCatalog {
    /// Values the dash style's progress is shown at.
    public static let dashProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// Every stepper: each style × steps × current × orientation × connector × its own option × state.
    public static var steppers: [Stepper] {
        steppers { _, _, _ in true }
    }

    /// The steppers whose style, steps and current pass `include`, with every orientation, connector, option and
    /// state of each.
    public static func steppers(where include: (Stepper.Style, Int, Int) -> Bool) -> [Stepper] {
        var result: [Stepper] = []
        for style in Stepper.Style.allCases {
            for steps in style.stepRange {
                for current in 1...steps where include(style, steps, current) {
                    for orientation in Stepper.Orientation.allCases {
                        for connector in [false, true] where style != .dash || !connector {
                            for state in style.states {
                                switch style {
                                case .bullet:
                                    for tint in [false, true] {
                                        result.append(Stepper(style: style, steps: steps, current: current, orientation: orientation,
                                                              connector: connector, state: state, completedTint: tint))
                                    }
                                case .circular:
                                    for check in [false, true] {
                                        result.append(Stepper(style: style, steps: steps, current: current, orientation: orientation,
                                                              connector: connector, state: state, checkOnComplete: check))
                                    }
                                case .dash:
                                    for progress in dashProgress {
                                        result.append(Stepper(style: style, steps: steps, current: current, orientation: orientation,
                                                              state: state, progress: progress))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Every slider on the default 0…100 range by 1, in each state and tooltip mode.
    public static var sliders: [Slider] {
        sliders(values: Array(0...100))
    }

    /// Sliders at `values` on the default range, in each state and tooltip mode.
    public static func sliders(values: [Int]) -> [Slider] {
        var result: [Slider] = []
        for value in values {
            for state in InteractionState.allCases {
                for tooltip in Slider.TooltipVisibility.allCases {
                    result.append(Slider(value: Double(value), step: 1, tooltip: tooltip, state: state))
                }
            }
        }
        return result
    }

    /// Every reachable state of every component.
    public static var all: [Preview] {
        steppers.map(Preview.init) + sliders.map(Preview.init)
    }
}
