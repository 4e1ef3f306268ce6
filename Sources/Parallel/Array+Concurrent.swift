import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// The array cut into slices, each given to `body` on one of the usable cores (``Cores/usable``), and the
    /// results in the order of the slices. A slice is a run of neighbouring elements, so `body` can keep state
    /// across a slice (a drawing cache, a diagnostics list) and merge it afterwards. Sixteen slices per core even
    /// out the load: a core that finishes its last slice waits at most for one sixteenth of another core's share.
    /// One thread per usable core takes the slices in turn: Dispatch would start one per core of the mask, and
    /// under a CPU quota all but the quota's would wait.
    package func concurrentSlices<Result: Sendable>(_ body: @Sendable (ArraySlice<Element>) -> Result) -> [Result] {
        let cores = Cores.usable
        guard count > 1, cores > 1 else { return isEmpty ? [] : [body(self[...])] }
        let sliceCount = Swift.min(count, cores * 16)
        let sliceSize = (count + sliceCount - 1) / sliceCount
        let slices = (count + sliceSize - 1) / sliceSize
        let results = Mutex<[Int: Result]>([:])
        let taken = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: Swift.min(cores, slices)) { _ in
            while true {
                let slice = taken.withLock { taken in
                    defer { taken += 1 }
                    return taken
                }
                guard slice < slices else { return }
                let range = (slice * sliceSize)..<Swift.min(count, (slice + 1) * sliceSize)
                let result = body(self[range])
                results.withLock { $0[slice] = result }
            }
        }
        return results.withLock { all in (0..<slices).compactMap { all[$0] } }
    }

    /// `map` on every core, in order.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        concurrentSlices { $0.map(transform) }.flatMap { $0 }
    }
}
