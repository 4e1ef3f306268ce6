import Foundation
import SiteModel

/// Times each stage of a build with a monotonic clock, and the processor time and peak memory at its end.
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

    /// A stage running on a thread of its own; ``finish(_:)-(Beside<Result>)`` waits for it.
    struct Beside<Result> {
        fileprivate var start: Start
        fileprivate var wait: () -> (Result, ContinuousClock.Instant, StageTiming.Usage?)
    }

    /// Begins the stage `name`.
    func start(_ name: String) -> Start {
        Start(name: name, instant: clock.now, usage: StageTiming.Usage.now())
    }

    /// Ends the stage `start` began, on this thread.
    mutating func finish(_ start: Start, detail: String) {
        record(start, end: clock.now, usage: StageTiming.Usage.now(), detail: detail)
    }

    /// Begins the stage `name` on a thread of its own, to run beside the work of this one.
    func start<Result: StageOutput & Sendable>(_ name: String, beside work: @escaping @Sendable () -> Result) -> Beside<Result> {
        let clock = clock
        let finished = SiteBuilder.beside { (work(), clock.now, StageTiming.Usage.now()) }
        return Beside(start: start(name), wait: finished)
    }

    /// Waits for the stage `beside` and gives back its result. It is timed from its own start to its own end; its
    /// processor time is the process's over that span, which counts the work of this thread meanwhile: the
    /// process's cannot be split between threads that share the cores.
    mutating func finish<Result: StageOutput>(_ beside: Beside<Result>) -> Result {
        let (result, end, usage) = beside.wait()
        record(beside.start, end: end, usage: usage, detail: result.stageDetail)
        return result
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

/// Told the name of each stage of a build as it begins: `load`, `parse`, … `write`.
public typealias StageAnnouncer = @Sendable (String) -> Void
