extension SearchIndex {
    /// ``excerpt(_:)`` of the UTF-8 `text` folded (``SearchText/folded(_:)``), folding no more of it than the
    /// excerpt needs when its start is printable ASCII, as nearly every section's is.
    static func excerpt(folding text: [UInt8]) -> String {
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
