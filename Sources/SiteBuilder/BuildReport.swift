import SiteModel

/// The outcome of one build.
public struct BuildReport: Sendable {
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// The findings site.yml or a page accepts, sorted: not reported, but counted.
    public var accepted: [Diagnostic] = []
    /// Each stage that ran, in order, with its time.
    public var stages: [StageTiming]
    /// How many pages were rendered.
    public var pageCount: Int
    /// How many files were written (pages, copied content files and theme assets).
    public var fileCount: Int
    /// Whether the output folder was replaced with the new site.
    public var wroteOutput: Bool
    /// Whether the build refused the output folder before any stage ran: it is not Specimen's to replace (it
    /// holds files Specimen did not write, or is no folder). A folder another build is writing is not refused.
    public var outputRefused = false
    /// How many pages' templates were filled; the others were unchanged since the build whose memo this one took.
    public var renderedPages: Int = 0
    /// The output paths written or removed, sorted: every file when the folder was replaced as a whole, the
    /// changed ones when it was updated in place, none when nothing was written.
    public var changedPaths: [String] = []

    /// Whether the build found no error.
    public var succeeded: Bool {
        !diagnostics.contains { $0.severity == .error }
    }

    /// The build's wall-clock time, from the start of its first stage to the report. Less than the sum of the
    /// stage times when two stages ran side by side (the search index and the link check).
    public var duration: Duration = .zero

    /// The cores the build shared its work among: those its CPU affinity mask allows.
    public var cores = 1
    /// The cores the machine has, however many of them the mask allows.
    public var machineCores = 1
}
