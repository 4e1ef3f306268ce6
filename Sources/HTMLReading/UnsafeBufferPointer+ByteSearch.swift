#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Searching UTF-8 bytes where they lie, for the scanners that read built pages (links, search text), claims and
/// the Markdown glue (markers, other generators' lead bytes, the twin's lines).
extension UnsafeBufferPointer where Element == UInt8 {
    /// The first index at or after `start` holding `byte` (memchr, many bytes at a time).
    @inlinable @inline(__always)
    package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// Whether the ASCII `prefix` stands at `index`.
    package func hasPrefix(_ prefix: StaticString, at index: Int) -> Bool {
        guard index >= 0, index + prefix.utf8CodeUnitCount <= count, let base = baseAddress else { return false }
        return memcmp(base + index, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    /// The first index at or after `start` where the ASCII `needle` (lowercase) stands, ASCII letters matching in
    /// either case (`</SCRIPT` for `</script`).
    package func firstIndex(ofCaseInsensitive needle: StaticString, from start: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard length > 0, count >= length else { return nil }
        var index = Swift.max(start, 0)
        while index <= count - length {
            var offset = 0
            while offset < length, self[index + offset].lowercasedASCII == needle.utf8Start[offset] {
                offset += 1
            }
            if offset == length { return index }
            index += 1
        }
        return nil
    }

    /// Whether these bytes begin with those of `prefix` (memcmp).
    package func starts(withBytes prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard prefix.count <= count else { return false }
        guard let base = baseAddress, let other = prefix.baseAddress else { return prefix.isEmpty }
        return memcmp(base, other, prefix.count) == 0
    }

    /// Whether these bytes are those of `other` (memcmp).
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        count == other.count && starts(withBytes: other)
    }

    /// Whether these bytes spell the ASCII tag or attribute `name`, in any case.
    @inlinable @inline(__always)
    package func isName(_ name: StaticString) -> Bool {
        isSameName(as: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// Whether these bytes and `other` spell the same ASCII name, in any case.
    @inlinable @inline(__always)
    package func isSameName(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        for offset in 0..<count where self[offset].lowercasedASCII != other[offset].lowercasedASCII {
            return false
        }
        return true
    }

    /// The first index at or after `start` where the ASCII `needle` stands.
    package func firstIndex(of needle: StaticString, from start: Int) -> Int? {
        firstIndex(of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), from: start)
    }

    /// The first index at or after `start` where `needle` stands: memchr finds its first byte many bytes at a time,
    /// memcmp the rest; the scanners call this on every page.
    package func firstIndex(of needle: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
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

extension UInt8 {
    /// The byte lower-cased when it is an ASCII capital: tag and attribute names are ASCII, in any case.
    @inlinable
    package var lowercasedASCII: UInt8 {
        (0x41...0x5A).contains(self) ? self | 0x20 : self
    }
}
