import LinkCheck
import Disk
import Dispatch
import Foundation
import PageTypes
import Parallel
import Search
import SiteModel
import Synchronization

/// Builds the site: Content/ and Theme/ in, the output folder out, every problem reported.
///
/// The build is a flat list of named stages, each a function of the one before. Only `load` reads the sources.
/// Files are written into a staging folder beside the output as the stages make them (each page as it is
/// rendered, so that no stage holds the whole site), and `write`, which runs only when no stage found an error,
/// swaps it into place: a failed build leaves the previous site as it was and a successful one leaves no stale
/// file. When the memo knows the output folder (`specimen serve`), `write` updates only the files that changed.
public struct SiteBuilder: Sendable {
    /// What to build and where.
    public var options: BuildOptions
    /// The disk, or a stand-in for it.
    public var fileSystem: FileSystem
    /// Hands the memory the allocator holds free back to the system, where the process's allocator can (the
    /// command sets it: the allocator is the executable's choice); nil leaves the allocator alone.
    public var releaseFreeMemory: (@Sendable () -> Void)?

    /// - Parameters:
    ///   - options: folders and base URL.
    ///   - fileSystem: the disk (`.local`) or a test's stand-in.
    public init(options: BuildOptions, fileSystem: FileSystem = .local) {
        self.options = options
        self.fileSystem = fileSystem
    }

    /// Runs every stage and reports what happened.
    public func build() -> BuildReport {
        var memo = BuildMemo(reusable: false)
        return build(reusing: &memo)
    }

    /// Runs every stage, taking from `memo` whatever an earlier build made from the same inputs, and leaves in it
    /// what the next build can take. The output is the same bytes as ``build()``'s; only the work differs.
    ///
    /// Each stage reads the earlier build's memo and gives back its own part of the next one; `memo` is replaced
    /// once the build is done.
    public func build(reusing memo: inout BuildMemo) -> BuildReport {
        var diagnostics = Diagnostics()
        var clock = StageClock()
        let earlier = memo
        let retention = earlier.retention
        var next = BuildMemo(retention: retention)
        defer { memo = next }

        let claim = claimOutput(updatingInPlace: earlier.written?.folder == options.outputPath, into: &diagnostics)
        defer { claim.release?() }
        var sources = clock.run("load") { claim.stop ? LoadedSources() : load(into: &diagnostics) }
        let pageBytes = retention.handsOverSources ? sources.takePageBytes() : nil
        var parsed = clock.run("parse") { () -> ParsedSite in
            let (parsed, cache) = parse(sources, pageBytes: pageBytes, earlier: earlier, into: &diagnostics)
            next.parse = cache
            return parsed
        }
        // What a page's file held is now in its page; unless the memo keeps the files, their bytes go.
        sources = LoadedSources()
        next.highlights = clock.run("highlight") { highlight(parsed.pages, earlier: earlier.highlights, into: &diagnostics) }
        var site = clock.run("resolve") { resolve(parsed, highlights: next.highlights, into: &diagnostics) }
        diagnostics.adopt(site.findings)
        // The parsed pages share their bodies with the site's: they go, or no body would be freed as it is rendered.
        parsed = ParsedSite()
        let bodies = retention.handsOverBodies ? site.takeBodies() : nil
        // Pages go to the staging folder's writers as they are rendered, unless errors already mean no output.
        let staging = diagnostics.hasErrors ? nil : stagingFolder(memo: earlier)
        var rendered = clock.run("render") { () -> RenderedSite in
            let (rendered, cache) = render(site, bodies: bodies, staging: staging, earlier: earlier, into: &diagnostics)
            next.render = cache
            return rendered
        }
        // On another core, beside the index's layout, which allocates little.
        let released = retention.releasesFreeMemoryAfterRendering ? releaseFreeMemory.map { release in Self.beside(release) } : nil
        // A build with errors writes nothing: its index and links are not worth the time.
        if !diagnostics.hasErrors {
            let checked: LinkCheckOutcome
            if site.theme.assets.contains(where: { $0.relativePath == SearchIndex.script }) {
                // The check reads the names of the index's files, not their contents: once the index is laid out,
                // the rest of it and the check run side by side, so that what either does on one core runs
                // beside the other's work.
                let indexing = clock.start("index")
                // Handed to the index, not copied: a copy kept here would keep every page's entry alive until both
                // stages end, and then free it on this thread.
                var laidOut: LaidOutSearchIndex?
                (laidOut, next.search.entries) = layOutIndex(&rendered, terms: next.render.searchTerms, earlier: earlier)
                _ = released?()
                var indexFiles = RenderedSite(staging: rendered.staging, retention: retention)
                checked = clock.runSideBySide(indexing, {
                    let (summary, files) = index(laidOut.take()!, into: &indexFiles)
                    next.search.files = files
                    return summary
                }, beside: "check", { [rendered, site] in
                    check(site, rendered: rendered, memo: earlier.linkCheck, retention: retention)
                })
                rendered.merge(indexFiles)
            } else {
                _ = released?()
                checked = clock.run("check") { check(site, rendered: rendered, memo: earlier.linkCheck, retention: retention) }
            }
            next.linkCheck = checked.memo
            diagnostics.append(contentsOf: checked.diagnostics)
            // Every stage that finds anything has run: an acceptance that took nothing is stale.
            diagnostics.reportAcceptances()
        } else {
            // Neither ran: what the earlier build read stays good for pages whose HTML comes back the same.
            next.search = earlier.search
            next.linkCheck = earlier.linkCheck
        }
        if options.strict {
            diagnostics.promoteWarnings()
        }
        var outcome = WriteOutcome()
        if !diagnostics.hasErrors {
            outcome = clock.run("write") { write(rendered, earlier: earlier, into: &diagnostics) }
            next.written = outcome.written
        } else {
            discard(staging)
            // The output folder was left as it was.
            next.written = earlier.written
        }

        let report = BuildReport(
            diagnostics: diagnostics.sorted,
            accepted: diagnostics.accepted,
            stages: clock.timings,
            pageCount: site.pages.count,
            fileCount: outcome.wrote ? rendered.paths.count : 0,
            wroteOutput: outcome.wrote,
            outputRefused: claim.refused,
            renderedPages: rendered.renderedPages,
            changedPaths: outcome.changedPaths,
            duration: clock.elapsed,
            cores: Cores.usable,
            machineCores: ProcessInfo.processInfo.activeProcessorCount
        )
        if retention.freesSiteInBackground {
            Self.release(consume site)
            Self.release(consume rendered)
        }
        return report
    }

    /// Starts `work` on another thread; the function it gives back waits for the result.
    ///
    /// The work gets a thread of its own, not a turn on a shared pool: the build itself runs on one of the pool's
    /// threads, and with one core the pool has no other, so work queued there waited until the pool's monitor
    /// noticed the build waiting, hundreds of milliseconds later, while no core was busy.
    package static func beside<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> () -> Result {
        let result = Mutex<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }.start()
        return {
            done.wait()
            return result.withLock { $0! }
        }
    }

    /// Lets go of `value` on another thread.
    static func release<Value: Sendable>(_ value: consuming Value) {
        DispatchQueue.global(qos: .utility).async { [value = consume value] in
            withExtendedLifetime(value) {}
        }
    }
}

/// Times each stage with a monotonic clock.
struct StageClock {
    private(set) var timings: [StageTiming] = []
    private let clock = ContinuousClock()
    private let began: ContinuousClock.Instant

    init() {
        began = clock.now
    }

    /// The wall-clock time since the clock was made.
    var elapsed: Duration {
        clock.now - began
    }

    /// A stage begun: its name, and the time and resource use at its start.
    struct Start {
        fileprivate var name: String
        fileprivate var instant: ContinuousClock.Instant
        fileprivate var usage: StageTiming.Usage?
    }

    mutating func run<Result: StageOutput>(_ name: String, _ stage: () -> Result) -> Result {
        let start = start(name)
        let result = stage()
        finish(start, detail: result.stageDetail)
        return result
    }

    /// Begins the stage `name`, for work done before ``runSideBySide(_:_:beside:_:)`` goes on with it.
    func start(_ name: String) -> Start {
        Start(name: name, instant: clock.now, usage: StageTiming.Usage.now())
    }

    /// Goes on with the stage `first` began, on this thread, while the stage `secondName` runs on another, and
    /// gives back the second's result. Each is timed from its own start to its own end; the processor time of each
    /// is the process's over that span, which counts the other's work while both ran: the process's cannot be
    /// split between threads that share the cores.
    mutating func runSideBySide<First: StageOutput, Second: StageOutput & Sendable>(
        _ first: Start, _ firstStage: () -> First, beside secondName: String, _ secondStage: @escaping @Sendable () -> Second
    ) -> Second {
        let second = start(secondName)
        let clock = clock
        let finished = SiteBuilder.beside { (secondStage(), clock.now, StageTiming.Usage.now()) }
        let firstResult = firstStage()
        finish(first, detail: firstResult.stageDetail)
        let (secondResult, end, usage) = finished()
        record(second, end: end, usage: usage, detail: secondResult.stageDetail)
        return secondResult
    }

    private mutating func finish(_ start: Start, detail: String) {
        record(start, end: clock.now, usage: StageTiming.Usage.now(), detail: detail)
    }

    private mutating func record(_ start: Start, end: ContinuousClock.Instant, usage: StageTiming.Usage?, detail: String) {
        timings.append(StageTiming(
            name: start.name, duration: end - start.instant, detail: detail, peakMemory: usage?.peakMemory,
            processorTime: start.usage.flatMap { before in usage.map { $0.processorTime - before.processorTime } }
        ))
    }
}

/// What a stage reports of its output in `--verbose` timings.
protocol StageOutput {
    var stageDetail: String { get }
}

extension Array: StageOutput where Element == OutputFile {
    var stageDetail: String { "\(count) files" }
}
