import Foundation
import Testing
@testable import Parallel

@Suite("Cores")
struct CoresTests {
    /// The cores the kernel says this process may run on: `Cpus_allowed_list` of /proc/self/status, a list of
    /// numbers and ranges such as `0-3,8,10-11`. Nil where there is no such file.
    static func allowedByKernel() throws -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        var count = 0
        for part in line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces).split(separator: ",") {
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            count += bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1
        }
        return count
    }

    @Test("the usable cores are those the kernel's affinity list allows, within the CPU quota, never more than the machine's")
    func usableMatchesAffinity() throws {
        let machine = ProcessInfo.processInfo.activeProcessorCount
        #expect(Cores.usable >= 1)
        #expect(Cores.usable <= machine)
        if let allowed = try Self.allowedByKernel() {
            let groups = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
            let quota = CPUQuota.cores(groups: groups) { try? String(contentsOfFile: $0, encoding: .utf8) }
            #expect(Cores.usable == min(allowed, machine, quota ?? machine))
        }
    }

    @Test("slices are cut for the usable cores: sixteen per core, in order, every element once")
    func slicesFollowCores() {
        let elements = Array(0..<1_000)
        let slices = elements.concurrentSlices { Array($0) }
        #expect(slices.count == min(elements.count, Cores.usable == 1 ? 1 : Cores.usable * 16))
        #expect(slices.flatMap { $0 } == elements)
    }
}
