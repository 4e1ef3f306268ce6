#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The markers of other generators' constructs: `ForeignSyntaxScanner` puts `<!--PREFIXc3-->` into the page's
/// source where construct 3 is, cmark-gfm keeps it as raw HTML, and the HTML writer (`HTMLWriter+Constructs`) or
/// the twin (``substituteConstructs(in:with:)``) puts the construct in its place. The prefix is chosen so that it
/// does not occur in the source; cmark-gfm escapes `<` in text and code, and raw HTML is copied from the source,
/// so a marker in raw HTML can only be one of ours.
struct HTMLPlaceholders {
    private let prefix: String
    /// `<!--` and the prefix, as bytes.
    private let open: [UInt8]

    init(avoiding source: ArraySlice<UInt8>) {
        let base = "specimen-marker:"
        let longest = Self.longestRunOfX(before: base, in: source)
        prefix = longest.map { String(repeating: "x", count: $0 + 1) + base } ?? base
        open = Array("<!--\(prefix)".utf8)
    }

    /// The longest run of `x` directly before an occurrence of the UTF-8 bytes of `needle` (not empty) in `text`,
    /// nil when it does not occur: a prefix of one `x` more occurs nowhere. One pass, found with `memchr` and
    /// `memcmp`, bytes rather than Characters, since every page asks. `memchr` looks for the needle's last byte,
    /// the prefix's `:`, which text seldom has, where its first, `s`, would stop the search every few bytes of
    /// English. The runs before two occurrences never overlap, so counting them back is linear too.
    private static func longestRunOfX(before needle: String, in text: ArraySlice<UInt8>) -> Int? {
        var needle = needle
        return text.withUnsafeBufferPointer { haystack in
            needle.withUTF8 { wanted -> Int? in
                guard let base = haystack.baseAddress, let pattern = wanted.baseAddress,
                      wanted.count <= haystack.count else { return nil }
                let last = wanted.count - 1
                var longest: Int?
                var offset = last
                while offset < haystack.count,
                      let found = memchr(base + offset, Int32(pattern[last]), haystack.count - offset) {
                    let end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    offset = end + 1
                    guard memcmp(base + end - last, pattern, wanted.count) == 0 else { continue }
                    var start = end - last
                    while start > 0, base[start - 1] == UInt8(ascii: "x") { start -= 1 }
                    longest = max(longest ?? 0, end - last - start)
                }
                return longest
            }
        }
    }

    /// The opening of a construct's marker, `<!--PREFIXc`: its number and, after what the lines of a block it
    /// stands for are reduced to (their container prefix, a `>`, line breaks), `-->` complete it.
    var constructOpen: [UInt8] {
        open + [UInt8(ascii: "c")]
    }

    /// The marker of construct `index`, as an HTML block holds it (its line break included).
    func constructBlock(_ index: Int) -> [UInt8] {
        constructSpan(index) + [0x0A]
    }

    /// The marker of construct `index`, as an inline HTML node holds it.
    func constructSpan(_ index: Int) -> [UInt8] {
        constructOpen + Array(String(index).utf8) + Self.markerEnd
    }

    /// `bytes` with each construct's marker, from its opening to the `-->` that ends it, replaced by the text for
    /// its number in `names`; a marker whose number has none is dropped. Only spaces, tabs, `>` and line breaks
    /// are passed over to that `-->`: a marker without it ends at its number.
    func substituteConstructs(in bytes: UnsafeBufferPointer<UInt8>, with names: [String]) -> [UInt8] {
        let opening = constructOpen
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard !names.isEmpty, bytes[index] == opening[0], index + opening.count <= bytes.count,
                  opening.indices.allSatisfy({ bytes[index + $0] == opening[$0] }) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            var cursor = index + opening.count
            var number = 0
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]), number < 1 << 40 {
                number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            if number < names.count {
                out += Array(names[number].utf8)
            }
            index = Self.constructEnd(bytes, after: cursor)
        }
        return out
    }

    private static let markerEnd = Array("-->".utf8)

    /// Where a construct's marker ends, its number read up to `start`: after the `-->` that closes it, past what
    /// the scanner can have put before that (the container prefix of each line it stands for, and line breaks),
    /// and else at `start`. Nothing else is passed over: a marker whose block cmark-gfm ended early leaves the
    /// text after it in place rather than taking it up to some later `-->`.
    private static func constructEnd(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"), 0x0A, 0x0D].contains(bytes[index]) {
            index += 1
        }
        guard Self.bytes(bytes, at: index, startWith: Self.markerEnd) else { return start }
        return index + Self.markerEnd.count
    }

    /// Whether `bytes` has `prefix` at `index`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, startWith prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] {
            return false
        }
        return true
    }
}
