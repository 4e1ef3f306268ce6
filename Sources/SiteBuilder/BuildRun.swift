import Foundation
import Parallel
import SiteModel

/// One build as it runs: what it found so far, how long each stage took, the earlier build's memo, which no stage
/// changes, and the next build's, which each stage fills with its own part.
struct BuildRun {
    var diagnostics = Diagnostics()
    var clock = StageClock()
    let earlier: BuildMemo
    var next: BuildMemo
    /// Told the name of each stage as it begins (a progress line).
    let announce: StageAnnouncer?

    init(earlier: BuildMemo, announcing announce: StageAnnouncer? = nil) {
        self.earlier = earlier
        self.announce = announce
        next = BuildMemo(retention: earlier.retention)
    }

    /// What this build keeps for the next one.
    var retention: Retention {
        earlier.retention
    }

    /// Runs `work` as the stage `name`, timed.
    mutating func stage<Result: StageOutput>(_ name: String, _ work: (inout BuildRun) -> Result) -> Result {
        announce?(name)
        let start = clock.start(name)
        let result = work(&self)
        clock.finish(start, detail: result.stageDetail)
        return result
    }

    /// The report of the build once every stage has run.
    func report(pageCount: Int, rendered: RenderedSite, written: WriteOutcome, outputRefused: Bool) -> BuildReport {
        BuildReport(
            diagnostics: diagnostics.sorted,
            accepted: diagnostics.accepted,
            stages: clock.timings,
            pageCount: pageCount,
            fileCount: written.wrote ? rendered.paths.count : 0,
            wroteOutput: written.wrote,
            outputRefused: outputRefused,
            renderedPages: rendered.renderedPages,
            changedPaths: written.changedPaths,
            duration: clock.elapsed,
            cores: Cores.usable,
            machineCores: ProcessInfo.processInfo.activeProcessorCount
        )
    }
}
