import Disk
import Dispatch
import Foundation
import SiteModel
import Synchronization

/// Builds the site: Content/ and Theme/ in, the output folder out, every problem reported.
///
/// The build is a flat list of named stages, each a function of the one before (`SiteBuilder+Stages.swift`),
/// each deciding, by the build's ``Retention``, what it keeps for the next build. Only `load` reads the sources.
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
        build(reusing: BuildMemo(reusable: false)).report
    }

    /// Runs every stage, taking from `earlier` whatever an earlier build made from the same inputs, and gives back
    /// the memo the next build can take from. The output is the same bytes as ``build()``'s; only the work differs.
    /// `announce`, when given, is told the name of each stage as it begins, on the build's thread.
    public func build(reusing earlier: BuildMemo, announcing announce: StageAnnouncer? = nil)
        -> (report: BuildReport, memo: BuildMemo)
    {
        let (report, memo, _) = run(reusing: earlier, announcing: announce, reviewing: false)
        return (report, memo)
    }

    /// Runs every stage as ``build(reusing:announcing:)`` does, keeping what ``review()`` gives as well, as the
    /// build resolved it: a version's changes page compares what its build made, not a second reading of it.
    package func buildAndReview() -> (report: BuildReport, reviewed: ReviewedSite?) {
        let (report, _, reviewed) = run(reusing: BuildMemo(reusable: false), announcing: nil, reviewing: true)
        return (report, reviewed)
    }

    private func run(reusing earlier: BuildMemo, announcing announce: StageAnnouncer?, reviewing: Bool)
        -> (report: BuildReport, memo: BuildMemo, reviewed: ReviewedSite?)
    {
        var run = BuildRun(earlier: earlier, announcing: announce)
        let claim = claimOutput(updatingInPlace: earlier.written?.folder == options.outputPath, into: &run.diagnostics)
        defer { claim.release?() }
        let sources = load(&run, unless: claim.stop)
        let pageSources = reviewing ? Dictionary(sources.pages.map { ($0.relativePath, $0.data) }, uniquingKeysWith: { first, _ in first }) : [:]
        let parsed = parse(consume sources, &run)
        let highlights = highlight(parsed, &run)
        var site = resolve(consume parsed, highlights: highlights, &run)
        let reviewed = reviewing ? ReviewedSite(site: site, pageSources: pageSources, diagnostics: run.diagnostics.sorted) : nil
        var rendered = render(&site, &run)
        indexAndCheck(&rendered, site, &run)
        if options.strict {
            run.diagnostics.promoteWarnings()
        }
        let written = write(rendered, &run)
        let report = run.report(pageCount: site.pages.count, rendered: rendered, written: written, outputRefused: claim.refused)
        if run.retention == .oneShot {
            // Freeing the site page by page holds up neither the report nor the command's exit.
            Self.release((consume site, consume rendered))
        }
        return (report, run.next, reviewed)
    }

    /// Starts `work` on another thread; the function it gives back waits for the result.
    ///
    /// The work gets a thread of its own, not a turn on a shared pool: the build itself runs on one of the pool's
    /// threads, and with one core the pool has no other, so work queued there would wait for the pool to notice
    /// the build waiting, with no core busy.
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
