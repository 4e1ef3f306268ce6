import HTMLReading

extension ForeignSyntaxScanner {
    // MARK: - Pre-check

    /// Whether the source may hold a construct at all: a cheap look for the bytes every construct starts with.
    ///
    /// Every such pair of bytes starts with one of a few lead bytes (``leadBytes``), which prose seldom has
    /// but for the line break, and only what follows a lead byte is read. The answer does not depend on the order
    /// the lead bytes are met in, so each is looked for on its own with `memchr`, over the page once: a look-up
    /// per byte of the page cost several times more. The page's start counts as a line break's end.
    static func mayHoldConstructs(_ source: ArraySlice<UInt8>, syntax: ForeignSyntax) -> Bool {
        if syntax == .mdx { return true }
        return source.withUnsafeBufferPointer { bytes in
            guard let first = bytes.first else { return false }
            if first == UInt8(ascii: "i") || first == UInt8(ascii: "e") { return true }
            return leadBytes.contains { lead in
                occurs(lead, in: bytes) { startsConstruct(bytes, at: $0) }
            }
        }
    }

    /// Whether `byte` is somewhere in `bytes` at an index `matches` accepts.
    private static func occurs(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, where matches: (Int) -> Bool) -> Bool {
        var from = 0
        while let index = bytes.firstIndex(of: byte, from: from) {
            if matches(index) { return true }
            from = index + 1
        }
        return false
    }

    /// The bytes that a construct's telling pair starts with, or (`:` and `=`) that it is found by.
    private static let leadBytes: [UInt8] = [
        0x0A, UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: "="),
    ]

    /// Whether the lead byte at `index` starts what may be a construct (internal for the tests): `{{`, `{%`, `{#`; `<` before a capital,
    /// `>`, `i`, or `script`, `style`, `template` (not every tag that starts with their letter: `<strong>`);
    /// `i` or `e` after a line break; `@i`; `[[`; `:::` after a line break or a space; and `className=`, a JSX
    /// attribute on an HTML element (`<div className="…">`).
    static func startsConstruct(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        if lead == UInt8(ascii: ":") {
            let previous = index == 0 ? 0x0A : bytes[index - 1]
            return (previous == 0x0A || previous == 0x20) && index + 2 < bytes.count
                && bytes[index + 1] == UInt8(ascii: ":") && bytes[index + 2] == UInt8(ascii: ":")
        }
        if lead == UInt8(ascii: "=") {
            return index >= 9 && (0..<9).allSatisfy { bytes[index - 9 + $0] == classNameBytes[$0] }
        }
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        switch lead {
        case UInt8(ascii: "{"):
            return next == UInt8(ascii: "{") || next == UInt8(ascii: "%") || next == UInt8(ascii: "#")
        case UInt8(ascii: "<"):
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "i") {
                return true
            }
            return (next == UInt8(ascii: "s") || next == UInt8(ascii: "t")) && startsBlockElement(bytes, at: index + 1)
        case 0x0A:
            return next == UInt8(ascii: "i") || next == UInt8(ascii: "e")
        case UInt8(ascii: "@"):
            return next == UInt8(ascii: "i")
        default:
            return next == UInt8(ascii: "[")
        }
    }

    private static let classNameBytes: [UInt8] = Array("className".utf8)

    /// Whether `script`, `style` or `template` is written at `index`.
    private static func startsBlockElement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for name in ["script", "style", "template"] as [StaticString] {
            let matches = name.withUTF8Buffer { name in
                index + name.count <= bytes.count && (0..<name.count).allSatisfy { bytes[index + $0] == name[$0] }
            }
            if matches { return true }
        }
        return false
    }
}
