import CCores
import Foundation

/// How many cores this process may run on.
package enum Cores {
    /// The cores the process may run on: those of its CPU affinity mask (`taskset`, a container's cpuset), by
    /// which Dispatch also sizes its pool, and never more than the machine has. Foundation's
    /// `activeProcessorCount` counts the machine's cores whatever the mask: work cut for sixteen cores and run
    /// on two pays for slices, arrays and writer threads that buy nothing.
    package static var usable: Int {
        let machine = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let allowed = Int(specimen_allowed_cores())
        return allowed > 0 ? min(machine, allowed) : machine
    }
}
