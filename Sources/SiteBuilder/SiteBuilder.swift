import CHeap
import Dispatch

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
    public func build(reusing memo: inout BuildMemo) -> BuildReport {
        var diagnostics = Diagnostics()
        var clock = StageClock()

        var sources = clock.run("load") { load(into: &diagnostics) }
        // A one-shot build gives each page's bytes to the parse stage alone, which frees them with the page's parse.
        let pageBytes = memo.isReusable ? nil : sources.takePageBytes()
        var parsed = clock.run("parse") { parse(sources, pageBytes: pageBytes, memo: &memo, into: &diagnostics) }
        // What a page's file held is now in its page; unless the memo keeps the files, their bytes go.
        sources = LoadedSources()
        var site = clock.run("resolve") { resolve(parsed, into: &diagnostics) }
        // The parsed pages share their bodies with the site's: they go, or no body would be freed as it is rendered.
        parsed = ParsedSite()
        // A one-shot build gives each page's body to the render stage alone, which frees it with the page.
        let bodies = memo.isReusable ? nil : site.takeBodies()
        // Pages are written into the staging folder as they are rendered, unless errors already mean no output.
        let staging = diagnostics.hasErrors ? nil : stagingFolder(memo: memo)
        var rendered = clock.run("render") {
            let rendered = render(site, bodies: bodies, staging: staging, memo: &memo, into: &diagnostics)
            if bodies != nil {
                // The bodies, freed page by page, left the allocator's arenas full of holes that the index's larger
                // allocations do not fit: without this the index grows the resident size past what rendering
                // needed (by 15 to 18 MiB at 10,000 pages).
                specimen_release_free_memory()
            }
            return rendered
        }
        // A build with errors writes nothing: its index and links are not worth the time.
        if !diagnostics.hasErrors {
            if site.theme.assets.contains(where: { $0.relativePath == SearchIndex.script }) {
                _ = clock.run("index") { index(&rendered, memo: &memo) }
            }
            _ = clock.run("check") { check(site, rendered: rendered, memo: &memo, into: &diagnostics) }
        }
        if options.strict {
            diagnostics.promoteWarnings()
        }
        var outcome = WriteOutcome()
        if !diagnostics.hasErrors {
            outcome = clock.run("write") { write(rendered, memo: &memo, into: &diagnostics) }
        } else {
            discard(staging)
        }

        let report = BuildReport(
            diagnostics: diagnostics.sorted,
            stages: clock.timings,
            pageCount: site.pages.count,
            fileCount: outcome.wrote ? rendered.paths.count : 0,
            wroteOutput: outcome.wrote,
            renderedPages: rendered.renderedPages,
            changedPaths: outcome.changedPaths
        )
        if !memo.isReusable {
            // The site is written: freeing its pages one by one (a fifth of a second at 10,000 pages, on one core)
            // need not hold up the report, nor the command's exit.
            Self.release(consume site)
            Self.release(consume rendered)
        }
        return report
    }

    /// Lets go of `value` on another thread.
    private static func release<Value: Sendable>(_ value: consuming Value) {
        DispatchQueue.global(qos: .utility).async { [value = consume value] in
            withExtendedLifetime(value) {}
        }
    }
}

/// Times each stage with a monotonic clock.
struct StageClock {
    private(set) var timings: [StageTiming] = []
    private let clock = ContinuousClock()

    mutating func run<Result: StageOutput>(_ name: String, _ stage: () -> Result) -> Result {
        let start = clock.now
        let before = StageTiming.Usage.now()
        let result = stage()
        let after = StageTiming.Usage.now()
        timings.append(StageTiming(
            name: name, duration: clock.now - start, detail: result.stageDetail, peakMemory: after?.peakMemory,
            processorTime: before.flatMap { before in after.map { $0.processorTime - before.processorTime } }
        ))
        return result
    }
}

/// What a stage reports of its output in `--verbose` timings.
protocol StageOutput {
    var stageDetail: String { get }
}
