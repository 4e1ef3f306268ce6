/// The outcome of one build.
public struct BuildReport: Sendable {
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// Each stage that ran, in order, with its time.
    public var stages: [StageTiming]
    /// How many pages were rendered.
    public var pageCount: Int
    /// How many files were written (pages, copied content files and theme assets).
    public var fileCount: Int
    /// Whether the output folder was replaced with the new site.
    public var wroteOutput: Bool

    /// Whether the build found no error.
    public var succeeded: Bool {
        !diagnostics.contains { $0.severity == .error }
    }

    /// The sum of the stage times.
    public var totalDuration: Duration {
        stages.reduce(.zero) { $0 + $1.duration }
    }
}
