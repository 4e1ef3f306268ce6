#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes into the writer's output: cmark-gfm's escapes (houdini's HTML escape, not secure, and its href escape) and
/// raw HTML through `tagfilter`, each a loop over the C string's bytes that copies the runs between escapes whole.
extension HTMLWriter {
    mutating func append(_ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A String's UTF-8; a literal goes to ``append(_:)``, whose bytes are copied without a String made of them.
    mutating func appendString(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    /// A C string's bytes as they are.
    mutating func appendBytes(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        var count = 0
        while bytes[count] != 0 { count += 1 }
        out.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    /// A C string with `"`, `&`, `<` and `>` escaped.
    mutating func appendEscaped(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        appendEscaped(UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
    }

    /// The `count` bytes at `bytes`, with `"`, `&`, `<` and `>` escaped. Eight bytes at a time are passed over when
    /// none of them is one of the four, which is most of a page's text; a byte at a time otherwise.
    mutating func appendEscaped(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var start = 0
        var index = 0
        let raw = UnsafeRawPointer(bytes)
        while index < count {
            if index + 8 <= count, !Self.mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
                continue
            }
            let end = min(index + 8, count)
            while index < end {
                let byte = bytes[index]
                index += 1
                guard Self.needsEscape(byte), let escape = Self.htmlEscape(byte) else { continue }
                out.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: index - 1 - start))
                append(escape)
                start = index
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: count - start))
    }

    /// Whether any byte of `word` may be `"`, `&`, `<` or `>`: a byte equal to one of them is a zero byte of the word
    /// XORed with it repeated, which the classic `(x - 0x01…) & ~x & 0x80…` finds.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let ampersand = word ^ (ones &* 0x26)
        let less = word ^ (ones &* 0x3C)
        let greater = word ^ (ones &* 0x3E)
        let found = ((quote &- ones) & ~quote) | ((ampersand &- ones) & ~ampersand) | ((less &- ones) & ~less)
            | ((greater &- ones) & ~greater)
        return found & highs != 0
    }

    /// Whether `byte` is `"`, `&`, `<` or `>`, by a mask of their bits rather than a branch per value.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        let mask: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        return byte <= 0x3E && (mask >> UInt64(byte)) & 1 != 0
    }

    private static func htmlEscape(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        default: nil
        }
    }

    /// A URL as houdini's href escape writes it: `&` and `'` as entities, every byte but letters, digits and
    /// ``-_.+!*(),%#@?=;:/$~`` as `%XX`.
    mutating func appendHref(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        Self.escapeHref(UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), into: &out)
    }

    /// The C string at `bytes` href-escaped onto `out`.
    static func escapeHref(_ bytes: UnsafePointer<UInt8>, into out: inout [UInt8]) {
        var start = 0
        var index = 0
        while bytes[index] != 0 {
            let byte = bytes[index]
            if isHrefSafe(byte) {
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: index - start))
            if byte == UInt8(ascii: "&") {
                out.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                out.append(contentsOf: "&#x27;".utf8)
            } else {
                let hex: StaticString = "0123456789ABCDEF"
                out.append(UInt8(ascii: "%"))
                out.append(hex.utf8Start[Int(byte >> 4)])
                out.append(hex.utf8Start[Int(byte & 0xF)])
            }
            index += 1
            start = index
        }
        out.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: index - start))
    }

    @inline(__always)
    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "@"),
             UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// cmark-gfm's white space for an info string's first word: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Raw HTML from the page, as cmark-gfm writes it with `tagfilter`: an HTML block has every `<` that opens one of
    /// the filtered tags written `&lt;`, an inline only its first; each of other generators' `constructs` in it is
    /// written as its HTML in place of its twin text.
    mutating func appendRaw(_ text: UnsafePointer<CChar>?, filteringEveryTag: Bool, constructs: [RawHTMLPiece]? = nil) {
        guard let text else { return }
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        var count = 0
        while bytes[count] != 0 { count += 1 }
        let literal = UnsafeBufferPointer(start: bytes, count: count)
        guard let constructs, !constructs.isEmpty else {
            appendFiltered(literal, 0..<count, filteringEveryTag: filteringEveryTag)
            return
        }
        var written = 0
        for construct in constructs where construct.range.lowerBound >= written && construct.range.upperBound <= count {
            appendFiltered(literal, written..<construct.range.lowerBound, filteringEveryTag: filteringEveryTag)
            appendString(construct.html)
            written = construct.range.upperBound
        }
        appendFiltered(literal, written..<count, filteringEveryTag: filteringEveryTag)
        // cr() reads what cmark-gfm would have written: the literal's own last byte.
        if count > 0 {
            pieceEnd = (out.count, bytes[count - 1])
        }
    }

    /// The bytes `range` of a raw HTML `literal`, filtered as ``appendRaw(_:filteringEveryTag:constructs:)`` says.
    private mutating func appendFiltered(_ literal: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, filteringEveryTag: Bool) {
        guard tagfilter else {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: literal[range]))
            return
        }
        var start = range.lowerBound
        for index in range where literal[index] == UInt8(ascii: "<") {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: literal[start..<index]))
            let filtered = (filteringEveryTag || index == 0) && Self.isFilteredTag(literal, at: index)
            append(filtered ? "&lt;" : "<")
            start = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: literal[start..<range.upperBound]))
    }

    /// Whether the bytes at `index` open or close one of the tags `tagfilter` escapes, as its `is_tag` reads them.
    static func isFilteredTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let size = bytes.count - index
        guard size >= 3 else { return false }
        var name = index + 1
        if bytes[name] == UInt8(ascii: "/") { name += 1 }
        for tag in filteredTags where matches(tag, bytes, at: name) {
            return true
        }
        return false
    }

    private static let filteredTags: [StaticString] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]

    /// Whether `tag` is at `start`, in any case of ASCII letters, followed by white space, `>` or `/>`.
    private static func matches(_ tag: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let length = tag.utf8CodeUnitCount
        guard start + length < bytes.count else { return false }
        for offset in 0..<length {
            var byte = bytes[start + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 0x20 }
            if byte != tag.utf8Start[offset] { return false }
        }
        let next = bytes[start + length]
        if isSpace(next) || next == UInt8(ascii: ">") { return true }
        return next == UInt8(ascii: "/") && start + length + 1 < bytes.count && bytes[start + length + 1] == UInt8(ascii: ">")
    }
}
