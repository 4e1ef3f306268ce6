import Testing
@testable import Parallel

@Suite("CPU quota")
struct CPUQuotaTests {
    @Test("cgroup v2's cpu.max: whole cores rounded up; max, malformed and non-positive texts are no quota", arguments: [
        ("max 100000", nil),
        ("max 100000\n", nil),
        ("100000 100000\n", 1),
        ("150000 100000", 2),
        ("50000 100000", 1),
        ("800000 100000", 8),
        ("1 1000000", 1),
        ("9223372036854775807 1", Int.max),
        ("99999999999999999999 100000", nil),
        ("100000 0", nil),
        ("-1 100000", nil),
        ("100000", nil),
        ("", nil),
        ("half 100000", nil),
    ] as [(String, Int?)])
    func cpuMax(text: String, cores: Int?) {
        #expect(CPUQuota.cores(cpuMax: text) == cores)
    }

    @Test("cgroup v1's cpu.cfs_quota_us over cpu.cfs_period_us; -1 is no quota")
    func version1() {
        #expect(CPUQuota.cores(quota: "200000\n", period: "100000\n") == 2)
        #expect(CPUQuota.cores(quota: "-1\n", period: "100000\n") == nil)
        #expect(CPUQuota.cores(quota: "250000", period: "100000") == 3)
    }

    /// A file system of a few files; every other path is missing.
    static func files(_ files: [String: String]) -> (String) -> String? {
        { files[$0] }
    }

    @Test("the tightest quota of the group and every group above it counts, in v2")
    func version2Ancestors() {
        let read = Self.files([
            "/sys/fs/cgroup/ci/job/cpu.max": "max 100000\n",
            "/sys/fs/cgroup/ci/cpu.max": "300000 100000\n",
            "/sys/fs/cgroup/cpu.max": "max 100000\n",
        ])
        #expect(CPUQuota.cores(groups: "0::/ci/job\n", read: read) == 3)
        #expect(CPUQuota.cores(groups: "0::/other\n", read: read) == nil)
    }

    @Test("a container's own group mounted at the root (no cgroup namespace) is read there")
    func containerMountedAtRoot() {
        let read = Self.files(["/sys/fs/cgroup/cpu.max": "200000 100000"])
        #expect(CPUQuota.cores(groups: "0::/docker/4f2a\n", read: read) == 2)
    }

    @Test("v1 reads the cpu controller's folder, named as /proc/self/cgroup names it; other controllers are ignored")
    func version1Groups() {
        let groups = """
            12:memory:/job
            4:cpu,cpuacct:/job
            0::/job

            """
        let read = Self.files([
            "/sys/fs/cgroup/cpu,cpuacct/job/cpu.cfs_quota_us": "150000\n",
            "/sys/fs/cgroup/cpu,cpuacct/job/cpu.cfs_period_us": "100000\n",
            "/sys/fs/cgroup/memory/job/cpu.cfs_quota_us": "100000\n",
            "/sys/fs/cgroup/memory/job/cpu.cfs_period_us": "100000\n",
        ])
        #expect(CPUQuota.cores(groups: groups, read: read) == 2)
    }

    @Test("no control groups, or lines that are not groups, give no quota")
    func none() {
        #expect(CPUQuota.cores(groups: "", read: { _ in "100000 100000" }) == nil)
        #expect(CPUQuota.cores(groups: "garbage\n::\n", read: Self.files([:])) == nil)
    }
}
