import Foundation

/// A container's CPU quota, read from its control group: cgroup v2's `cpu.max`, or v1's `cpu.cfs_quota_us` over
/// `cpu.cfs_period_us`. A quota lets the process use that much processor time per period on any of the machine's
/// cores, so threads beyond it only wait for the next period.
package enum CPUQuota {
    /// The whole cores a quota of `quota` microseconds in every `period` allows, rounded up; nil when there is no
    /// quota (`max`, or v1's `-1`) or the text is no quota at all.
    package static func cores(quota: Substring, period: Substring) -> Int? {
        guard let quota = Int(quota.trimmingCharacters(in: .whitespacesAndNewlines)),
              let period = Int(period.trimmingCharacters(in: .whitespacesAndNewlines)), quota > 0, period > 0
        else {
            return nil
        }
        return quota / period + (quota % period > 0 ? 1 : 0)
    }

    /// The cores cgroup v2's `cpu.max` allows: its text is `max 100000` (no quota) or `150000 100000`.
    package static func cores(cpuMax: String) -> Int? {
        let fields = cpuMax.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2 else { return nil }
        return cores(quota: fields[0], period: fields[1])
    }

    /// The tightest quota on the process's control group and the groups above it, in whole cores; nil when none
    /// has one or the system keeps no control groups.
    ///
    /// - Parameters:
    ///   - groups: the text of `/proc/self/cgroup`, a line per hierarchy: `0::/path` for v2,
    ///     `4:cpu,cpuacct:/path` for v1.
    ///   - read: the text of a file, or nil when there is none.
    package static func cores(groups: String, read: (String) -> String?) -> Int? {
        var tightest: Int?
        let keep = { (cores: Int?) in
            if let cores { tightest = min(tightest ?? cores, cores) }
        }
        for line in groups.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let controllers = fields[1].split(separator: ",")
            // In a container with its own cgroup namespace the path is `/`; without one, the group's folder is
            // mounted where the hierarchy's root would be, and the path names a folder that is not there.
            for folder in ancestors(of: String(fields[2])) {
                if fields[0] == "0" && fields[1].isEmpty {
                    keep(read("/sys/fs/cgroup" + folder + "cpu.max").flatMap(cores(cpuMax:)))
                } else if controllers.contains("cpu") {
                    let mount = "/sys/fs/cgroup/" + fields[1] + folder
                    if let quota = read(mount + "cpu.cfs_quota_us"), let period = read(mount + "cpu.cfs_period_us") {
                        keep(cores(quota: Substring(quota), period: Substring(period)))
                    }
                }
            }
        }
        return tightest
    }

    /// `/a/b` → `/a/b/`, `/a/`, `/`: each a folder path ending in a slash, the group's own first.
    private static func ancestors(of path: String) -> [String] {
        var parts = path.split(separator: "/")
        var folders: [String] = []
        while true {
            folders.append("/" + parts.map { $0 + "/" }.joined())
            guard !parts.isEmpty else { return folders }
            parts.removeLast()
        }
    }
}
