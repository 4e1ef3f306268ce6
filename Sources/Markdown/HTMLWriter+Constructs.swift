/// Other generators' constructs, which `ForeignSyntaxScanner` marks in the page's source with
/// `<!--PREFIXc<number>…-->` before cmark-gfm reads it: cmark-gfm keeps a marker as raw HTML, and the writer puts the
/// construct's HTML in its place there. The one place that knows the markers' form in HTML; it goes when the
/// scanner's constructs come as nodes.
extension HTMLWriter {
    /// At a `<` of a raw HTML literal: when a construct's marker opens there, writes the construct's HTML (nothing for
    /// a number without one) and gives back where the literal goes on after the marker.
    mutating func replaceConstruct(in literal: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard !constructs.isEmpty, index + constructOpen.count <= literal.count else { return nil }
        for offset in 0..<constructOpen.count where literal[index + offset] != constructOpen[offset] {
            return nil
        }
        var cursor = index + constructOpen.count
        var number = 0
        var digits = 0
        while cursor < literal.count, literal[cursor] >= UInt8(ascii: "0"), literal[cursor] <= UInt8(ascii: "9"), number < 1 << 40 {
            number = number * 10 + Int(literal[cursor] - UInt8(ascii: "0"))
            digits += 1
            cursor += 1
        }
        // Only a marker with its number is one.
        guard digits > 0 else { return nil }
        if number < constructs.count {
            appendString(constructs[number])
        }
        return Self.constructEnd(literal, after: cursor)
    }

    /// Where a construct's marker ends, its number read up to `start`: after the `-->` that closes it, past what the
    /// scanner can have put before that (the container prefix of each line it stands for, and line breaks), and
    /// else at `start`.
    private static func constructEnd(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        var index = start
        while index < bytes.count,
              bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">") || bytes[index] == 0x0A
                || bytes[index] == 0x0D {
            index += 1
        }
        guard index + 3 <= bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
              bytes[index + 2] == UInt8(ascii: ">") else { return start }
        return index + 3
    }
}
