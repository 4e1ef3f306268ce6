import Foundation
import SiteBuilder
import Synchronization

/// A line on standard error that says which stage a long build is in, redrawn in place ten times a second. It
/// appears only once the build has run a second, only where ``Console/showsProgress`` (a terminal, not CI, not
/// `--quiet`), and is erased when the build ends, before anything else is printed.
final class ProgressLine: Sendable {
    private struct State {
        var stage = "load"
        var drawn = false
        var stopped = false
    }

    private let state = Mutex(State())
    private let began = ContinuousClock.now
    private let label: String

    /// Runs `build`, which tells the stages it begins to the announcer it is given, under a progress line for
    /// `label` (`Building`) where `console` shows one. The line is erased when `build` returns, or, when
    /// `interruption` stops the command, before it says so.
    static func showing<Result>(_ label: String, on console: Console, stoppedBy interruption: Interruption? = nil,
                                _ build: (StageAnnouncer?) -> Result) -> Result {
        guard console.showsProgress else { return build(nil) }
        let line = ProgressLine(label: label)
        interruption?.perform { line.stop() }
        Thread.detachNewThread { [line] in line.run() }
        defer { line.stop() }
        return build(line.announce)
    }

    private init(label: String) {
        self.label = label
    }

    /// Names the stage the build has begun.
    @Sendable private func announce(_ stage: String) {
        state.withLock { $0.stage = stage }
    }

    /// Ends the line, erasing it if it was drawn; nothing is drawn after it returns. A second call does nothing.
    private func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            if state.drawn {
                FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            }
            state.stopped = true
        }
    }

    private func run() {
        while true {
            Thread.sleep(forTimeInterval: 0.1)
            let elapsed = ContinuousClock.now - began
            let stopped = state.withLock { state in
                guard !state.stopped else { return true }
                if elapsed >= .seconds(1) {
                    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    let text = "\r\u{1B}[K\(label)… \(state.stage), " + String(format: "%.1f s", seconds)
                    FileHandle.standardError.write(Data(text.utf8))
                    state.drawn = true
                }
                return false
            }
            if stopped { return }
        }
    }
}
