extension MarkdownRenderer {
    /// The link `written` (`#Examples`) with its anchor in the case of the page's own heading id (`#examples`),
    /// when it names none of the page's headings as written but exactly one of them in another case: Docusaurus and
    /// Storybook pages write their anchors so, and their generators find the heading. Nil for every other link.
    static func anchorInHeadingCase(_ written: String, headings: [Heading]) -> String? {
        guard written.utf8.first == UInt8(ascii: "#"), written.utf8.count > 1 else { return nil }
        let fragment = String(written.dropFirst())
        let decoded = fragment.utf8.contains(UInt8(ascii: "%")) ? fragment.removingPercentEncodingIfUTF8 : fragment
        let ids = headings.compactMap(\.id)
        guard !ids.contains(decoded) else { return nil }
        let lowered = decoded.lowercased()
        let matches = ids.filter { $0.lowercased() == lowered }
        guard matches.count == 1, let id = matches.first else { return nil }
        return "#" + id
    }
}

private extension String {
    /// With its `%XX` escapes decoded; as it is when one is malformed or they are not UTF-8.
    var removingPercentEncodingIfUTF8: String {
        var bytes: [UInt8] = []
        var iterator = Array(utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return self }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
