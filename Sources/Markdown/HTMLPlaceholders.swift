#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The markers of other generators' constructs while ``ConstructPlacer`` places them: `<!--PREFIXc3-->` in an HTML
/// node of the tree where construct 3 goes, its own node or the raw HTML it is in, until
/// ``ConstructPlacer/settle(_:)`` turns each into the construct's twin text. The prefix is chosen so that it does
/// not occur in the page, so a marker in the tree can only be one of ours; none reaches cmark-gfm's parser, the
/// writer or the twin.
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

    /// The opening of a construct's marker, `<!--PREFIXc`: its number and `-->` complete it.
    var constructOpen: [UInt8] {
        open + [UInt8(ascii: "c")]
    }

    /// The marker of construct `index`, as an HTML block holds it (its line break included).
    func constructBlock(_ index: Int) -> [UInt8] {
        constructSpan(index) + [0x0A]
    }

    /// The marker of construct `index`, as an inline HTML node holds it.
    func constructSpan(_ index: Int) -> [UInt8] {
        constructOpen + Array(String(index).utf8) + Array("-->".utf8)
    }
}
