import CMarkSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Arena")
struct ArenaTests {
    /// Runs `body` with a fresh arena current on this thread, then frees it.
    private func withArena(_ body: (OpaquePointer) -> Void) {
        let arena = specimen_arena_new()!
        defer { specimen_arena_free(arena) }
        let outer = specimen_arena_enter(arena)
        defer { specimen_arena_enter(outer) }
        body(arena)
    }

    @Test("calloc gives zeroed, 16-byte aligned memory that does not overlap")
    func callocAlignsAndClears() {
        withArena { _ in
            var blocks: [UnsafeMutableRawPointer] = []
            for size in [1, 7, 16, 33, 100, 1000] {
                let memory = specimen_arena_calloc(1, size)!
                #expect(Int(bitPattern: memory) % 16 == 0)
                let bytes = memory.assumingMemoryBound(to: UInt8.self)
                #expect((0..<size).allSatisfy { bytes[$0] == 0 })
                memset(memory, 0xAB, size)
                blocks.append(memory)
            }
            // Each block kept its own bytes: none was handed out twice.
            for (block, size) in zip(blocks, [1, 7, 16, 33, 100, 1000]) {
                let bytes = block.assumingMemoryBound(to: UInt8.self)
                #expect((0..<size).allSatisfy { bytes[$0] == 0xAB })
            }
        }
    }

    @Test("calloc clears memory the arena handed out before and took back by shrinking")
    func callocClearsReusedBytes() {
        withArena { _ in
            let first = specimen_arena_realloc(nil, 256)!
            memset(first, 0xFF, 256)
            #expect(specimen_arena_realloc(first, 1) == first)
            let second = specimen_arena_calloc(1, 128)!
            let bytes = second.assumingMemoryBound(to: UInt8.self)
            #expect((0..<128).allSatisfy { bytes[$0] == 0 })
        }
    }

    @Test("calloc refuses a count times size that overflows")
    func callocOverflow() {
        withArena { _ in
            #expect(specimen_arena_calloc(Int.max / 2, 4) == nil)
        }
    }

    @Test("realloc grows the last allocation in place and keeps its bytes")
    func reallocGrowsInPlace() {
        withArena { _ in
            let first = specimen_arena_realloc(nil, 8)!
            memcpy(first, "abcdefg", 8)
            let grown = specimen_arena_realloc(first, 4000)!
            #expect(grown == first)
            #expect(String(cString: grown.assumingMemoryBound(to: CChar.self)) == "abcdefg")
        }
    }

    @Test("realloc of an earlier allocation moves it and copies its bytes; a later one is untouched")
    func reallocMovesEarlier() {
        withArena { _ in
            let first = specimen_arena_realloc(nil, 8)!
            memcpy(first, "abcdefg", 8)
            let second = specimen_arena_calloc(1, 8)!
            memcpy(second, "1234567", 8)
            let moved = specimen_arena_realloc(first, 64)!
            #expect(moved != first)
            #expect(String(cString: moved.assumingMemoryBound(to: CChar.self)) == "abcdefg")
            #expect(String(cString: second.assumingMemoryBound(to: CChar.self)) == "1234567")
            // Shrinking never moves.
            #expect(specimen_arena_realloc(moved, 4) == moved)
        }
    }

    @Test("an allocation larger than a block gets a block of its own, and growing past a block keeps the bytes")
    func largeAllocations() {
        withArena { arena in
            let small = specimen_arena_calloc(1, 100)!
            let reserved = specimen_arena_reserved(arena)
            #expect(reserved == 64 * 1024)
            let large = specimen_arena_calloc(1, 200_000)!
            #expect(specimen_arena_reserved(arena) >= reserved + 200_000)
            memset(large, 0x5A, 200_000)
            let larger = specimen_arena_realloc(large, 500_000)!
            let bytes = larger.assumingMemoryBound(to: UInt8.self)
            #expect(bytes[0] == 0x5A && bytes[199_999] == 0x5A)
            #expect(small != larger)
        }
    }

    @Test("arenas nest: entering one returns the one before, which leaving restores")
    func nesting() {
        let outer = specimen_arena_new()!
        let inner = specimen_arena_new()!
        defer {
            specimen_arena_free(inner)
            specimen_arena_free(outer)
        }
        let none = specimen_arena_enter(outer)
        _ = specimen_arena_calloc(1, 10)
        #expect(specimen_arena_enter(inner) == outer)
        _ = specimen_arena_calloc(1, 10)
        #expect(specimen_arena_enter(outer) == inner)
        #expect(specimen_arena_enter(none) == outer)
        #expect(specimen_arena_reserved(outer) == 64 * 1024)
        #expect(specimen_arena_reserved(inner) == 64 * 1024)
    }
}
