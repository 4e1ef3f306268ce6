import CHeap
import Testing

/// The call a one-shot build makes after rendering, so that the index stage does not grow the resident size.
@Suite("Releasing freed memory")
struct ReleaseFreeMemoryTests {
    @Test("freed blocks below a live one go back to the system: glibc's malloc_trim is really called")
    func releases() {
        // 64 MiB in blocks small enough for the allocator's arenas, then one block after them that stays, so that
        // freeing the others leaves a hole the allocator does not give back by itself.
        let size = 16 * 1024
        let blocks = (0..<4096).map { _ in UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16) }
        for block in blocks {
            block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
        }
        let kept = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { kept.deallocate() }
        for block in blocks {
            block.deallocate()
        }
        #if os(Linux)
        #expect(specimen_release_free_memory() == 1)
        #endif
    }
}
