/// Where one step stands relative to the current step.
public enum StepStatus: String, Sendable, Hashable, CaseIterable {
    /// Before the current step.
    case completed
    /// The step the user is on.
    case current
    /// After the current step.
    case upcoming

    /// The status of the 1-based `step` when the user is on `current`.
    public static func of(step: Int, current: Int) -> StepStatus {
        step < current ? .completed : step == current ? .current : .upcoming
    }
}
