#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Searching the UTF-8 bytes of built pages, for the scanners that read them (links, search text, table regions).
extension Array where Element == UInt8 {
    /// Whether the UTF-8 bytes of `prefix` stand at `index`.
    func hasPrefix(_ prefix: String, at index: Int) -> Bool {
        var position = index
        for byte in prefix.utf8 {
            guard position < count, self[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The first index at or after `start` holding `byte` (memchr, many bytes at a time).
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        withUnsafeBufferPointer { $0.firstIndex(of: byte, from: start) }
    }

    /// The first index at or after `start` where `needle` stands; with `caseInsensitive`, ASCII letters match in
    /// either case (`</SCRIPT` for `</script`).
    func firstIndex(of needle: String, from start: Int, caseInsensitive: Bool = false) -> Int? {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, count >= needle.count else { return nil }
        if !caseInsensitive {
            // memchr finds the first byte many bytes at a time; the scanners call this on every page.
            return withUnsafeBufferPointer { haystack in
                needle.withUnsafeBufferPointer { wanted in
                    let base = haystack.baseAddress!
                    var offset = Swift.max(start, 0)
                    let last = count - wanted.count
                    while offset <= last,
                          let found = memchr(base + offset, Int32(wanted[0]), last - offset + 1) {
                        let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                        if memcmp(base + position, wanted.baseAddress!, wanted.count) == 0 { return position }
                        offset = position + 1
                    }
                    return nil
                }
            }
        }
        let fold = { (byte: UInt8) in caseInsensitive && (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        var index = Swift.max(start, 0)
        while index <= count - needle.count {
            var offset = 0
            while offset < needle.count, fold(self[index + offset]) == fold(needle[offset]) {
                offset += 1
            }
            if offset == needle.count { return index }
            index += 1
        }
        return nil
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The first index at or after `start` holding `byte` (memchr, many bytes at a time).
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// The first index at or after `start` where the ASCII `needle` stands: memchr for its first byte, memcmp for
    /// the rest.
    func firstIndex(of needle: StaticString, from start: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = baseAddress, length > 0, count >= length else { return nil }
        let first = Int32(needle.utf8Start.pointee)
        var offset = Swift.max(start, 0)
        let last = count - length
        while offset <= last, let found = memchr(base + offset, first, last - offset + 1) {
            let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + position, needle.utf8Start, length) == 0 { return position }
            offset = position + 1
        }
        return nil
    }
}
