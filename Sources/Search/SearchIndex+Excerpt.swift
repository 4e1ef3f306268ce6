extension SearchIndex {
    /// ``excerpt(_:)`` of the UTF-8 `text` folded (``SearchText/folded(_:)``), folding no more of it than the
    /// excerpt needs when its start is printable ASCII, as nearly every section's is.
    static func excerpt(folding text: [UInt8]) -> String {
        if let cut = asciiExcerpt(folding: text) {
            return cut
        }
        let (start, isWhole) = SearchText.folded(text, atLeast: excerptLength + 1)
        // Past the length, the rest of the text does not move the cut.
        if let cut = asciiExcerpt(start) {
            return cut
        }
        return excerpt(isWhole ? start : SearchText.folded(text))
    }

    static func excerpt(_ text: String) -> String {
        if let cut = asciiExcerpt(text) {
            return cut
        }
        // prefix walks at most excerptLength characters; text.count would segment the whole section.
        let cut = text.prefix(excerptLength)
        guard cut.endIndex < text.endIndex else { return text }
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + " …"
    }

    /// ``asciiExcerpt(_:)`` of the UTF-8 `text` folded, folding its start into a buffer on the stack: no String is
    /// made but the excerpt. Nil when a byte before the cut is not printable ASCII or ASCII white space (a Unicode
    /// space, which folds too, included), which the String path answers.
    private static func asciiExcerpt(folding text: [UInt8]) -> String? {
        text.withUnsafeBufferPointer { input in
            // The cut's bytes, then " …" (E2 80 A6).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: excerptLength + 5) { output in
                var written = 0
                var pendingSpace = false
                for byte in input {
                    if byte > 0x20 && byte < 0x7F {
                        if pendingSpace {
                            output[written] = 0x20
                            written += 1
                            pendingSpace = false
                            if written > excerptLength { break }
                        }
                        output[written] = byte
                        written += 1
                        if written > excerptLength { break }
                    } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
                        pendingSpace = written > 0
                    } else {
                        return nil
                    }
                }
                guard written > excerptLength else {
                    return String(decoding: UnsafeBufferPointer(rebasing: output[..<written]), as: UTF8.self)
                }
                let kept = UnsafeBufferPointer(rebasing: output[..<excerptLength])
                let end = kept.lastIndex(of: UInt8(ascii: " ")) ?? excerptLength
                output[end] = 0x20
                output[end + 1] = 0xE2
                output[end + 2] = 0x80
                output[end + 3] = 0xA6
                return String(decoding: UnsafeBufferPointer(rebasing: output[..<(end + 4)]), as: UTF8.self)
            }
        }
    }

    /// The excerpt of `text` when its first ``excerptLength`` + 1 bytes are printable ASCII, one Character each:
    /// found in the bytes, without segmenting grapheme clusters, since every section of every page has one. Nil
    /// for other text.
    private static func asciiExcerpt(_ text: String) -> String? {
        var bytes = text
        return bytes.withUTF8 { bytes in
            guard bytes.prefix(excerptLength + 1).allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
            guard bytes.count > excerptLength else { return text }
            let kept = UnsafeBufferPointer(rebasing: bytes[..<excerptLength])
            let end = kept.lastIndex(of: UInt8(ascii: " ")) ?? excerptLength
            return String(decoding: kept[..<end], as: UTF8.self) + " …"
        }
    }
}
