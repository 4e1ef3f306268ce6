/// How long one named stage of a build took.
public struct StageTiming: Sendable, Hashable {
    /// The stage's name (`load`, `parse`, `resolve`, `render`, `write`).
    public var name: String
    /// Its wall-clock time.
    public var duration: Duration
    /// What it handled, in words (`7 pages`).
    public var detail: String
}
