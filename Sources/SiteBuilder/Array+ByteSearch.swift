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
            return withUnsafeBufferPointer { haystack in
                needle.withUnsafeBufferPointer { haystack.firstIndex(of: $0, from: start) }
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

    /// The first index at or after `start` where the ASCII `needle` stands.
    func firstIndex(of needle: StaticString, from start: Int) -> Int? {
        firstIndex(of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), from: start)
    }

    /// The first index at or after `start` where `needle` stands: memchr finds its first byte many bytes at a time,
    /// memcmp the rest; the scanners call this on every page.
    func firstIndex(of needle: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = baseAddress, let wanted = needle.baseAddress, !needle.isEmpty, count >= needle.count else {
            return nil
        }
        var offset = Swift.max(start, 0)
        let last = count - needle.count
        while offset <= last, let found = memchr(base + offset, Int32(wanted.pointee), last - offset + 1) {
            let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + position, wanted, needle.count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether these bytes spell the ASCII tag or attribute `name` (lowercase), in any case: compared as bytes,
    /// since a String per name was a large part of reading a page.
    func isName(_ name: StaticString) -> Bool {
        guard count == name.utf8CodeUnitCount else { return false }
        var position = name.utf8Start
        for byte in self {
            guard (0x41...0x5A).contains(byte) ? byte | 0x20 == position.pointee : byte == position.pointee else { return false }
            position += 1
        }
        return true
    }

    /// Whether the ASCII `needle` occurs in these bytes.
    func contains(_ needle: StaticString) -> Bool {
        withUnsafeBufferPointer { $0.firstIndex(of: needle, from: 0) != nil }
    }
}
