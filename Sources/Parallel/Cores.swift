import CPlatform
import Foundation

/// How many cores this process may run on.
package enum Cores {
    /// The cores the process may run on: those of its CPU affinity mask (`taskset`, a container's cpuset), within
    /// its control group's CPU quota (a container's `--cpus`), and never more than the machine has. Foundation's
    /// `activeProcessorCount` counts the machine's cores whatever the mask or quota: work cut for sixteen cores
    /// and run on two pays for slices, arrays and threads that buy nothing, and under a quota the extra threads
    /// only wait for the next period.
    ///
    /// Read once per process, as Dispatch sizes its pool once: every stage of every build shares its work the
    /// same way.
    package static let usable: Int = {
        var cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let allowed = Int(specimen_allowed_cores())
        if allowed > 0 {
            cores = min(cores, allowed)
        }
        if let groups = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
           let quota = CPUQuota.cores(groups: groups, read: { try? String(contentsOfFile: $0, encoding: .utf8) }) {
            cores = min(cores, quota)
        }
        return cores
    }()
}
