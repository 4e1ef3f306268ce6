import CPlatform
import Foundation
import Testing

/// The call a one-shot build makes after rendering, so that the index stage does not grow the resident size.
@Suite("Releasing freed memory")
struct ReleaseFreeMemoryTests {
    /// The process's resident size in bytes, from /proc/self/statm, or -1.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ")[1]) else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test("freed blocks below a live one go back to the system, under whichever allocator serves malloc")
    func releases() async {
        #if os(Linux)
        // In a process of its own: the other tests' allocations, on other threads, would move the resident size.
        await #expect(processExitsWith: .success) {
            // 64 MiB in blocks, then one block after them that stays, so that freeing the others leaves memory
            // the allocator does not give back by itself at once.
            let size = 16 * 1024
            let blocks = (0..<4096).map { _ in UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16) }
            for block in blocks {
                block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
            }
            let kept = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            for block in blocks {
                block.deallocate()
            }
            let before = Self.residentBytes()
            guard specimen_release_free_memory() == 1 else { exit(2) }
            let released = before - Self.residentBytes()
            kept.deallocate()
            // At least half of what was freed has left the resident size.
            exit(before > 0 && released >= 32 << 20 ? 0 : 3)
        }
        #endif
    }
}
