/// HTML as the build wrote it, read as a run of text and tags: the one reader of built pages, for the link check
/// (ids and URLs) and the search index (a page's text).
///
/// A tokenizer, not a parser: it knows start tags with their attributes (quoted or not), end tags, comments and
/// declarations (skipped), and the raw text of `<script>` and `<style>`, which holds no tags. A name ends at white
/// space, `/` or `>`. Character references are left as they are; ``HTMLReferences/decoded(_:)`` decodes them.
/// Each byte is read once, so reading a page is linear in its size.
package struct HTMLTokenizer {
    package enum Token: Equatable {
        /// Bytes of text between tags (or of a `<script>` or `<style>`), references not decoded.
        case text(Range<Int>)
        /// `<name …>`: its name, and the bytes its attributes are read from (``attribute(_:in:)``,
        /// ``forEachAttribute(in:_:)``), which reading the tag does not yet do.
        case startTag(name: Range<Int>, attributes: Range<Int>, selfClosing: Bool)
        /// `</name …>`.
        case endTag(name: Range<Int>)
    }

    /// One attribute of a start tag: its name, and its value without quotes (empty when it has none).
    package struct Attribute: Equatable {
        package var name: Range<Int>
        package var value: Range<Int>
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// After `<script>` or `<style>`: the end tag its raw text runs to.
    private var rawTextEnd: StaticString?

    /// Reads `bytes` from their start.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        position = 0
    }

    /// The token at the reading position, or nil at the end.
    package mutating func next() -> Token? {
        let count = bytes.count
        if let end = rawTextEnd {
            rawTextEnd = nil
            let start = position
            position = bytes.firstIndex(ofCaseInsensitive: end, from: position) ?? count
            if position > start { return .text(start..<position) }
        }
        while position < count {
            guard let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: position) else {
                defer { position = count }
                return .text(position..<count)
            }
            if open > position {
                defer { position = open }
                return .text(position..<open)
            }
            let after = open + 1
            if after < count, Self.isLetter(bytes[after]) {
                let name = after..<nameEnd(from: after)
                let end = tagEnd(from: name.upperBound)
                position = min(end + 1, count)
                let selfClosing = end < count && bytes[end - 1] == UInt8(ascii: "/")
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[name])
                if nameBytes.isName("script") {
                    rawTextEnd = "</script"
                } else if nameBytes.isName("style") {
                    rawTextEnd = "</style"
                }
                return .startTag(name: name, attributes: name.upperBound..<end, selfClosing: selfClosing)
            }
            if after + 1 < count, bytes[after] == UInt8(ascii: "/"), Self.isLetter(bytes[after + 1]) {
                let name = (after + 1)..<nameEnd(from: after + 1)
                position = bytes.firstIndex(of: UInt8(ascii: ">"), from: name.upperBound).map { $0 + 1 } ?? count
                return .endTag(name: name)
            }
            if bytes.hasPrefix("<!--", at: open) {
                position = bytes.firstIndex(of: "-->", from: open + 4).map { $0 + 3 } ?? count
                continue
            }
            if after < count, bytes[after] == UInt8(ascii: "!") || bytes[after] == UInt8(ascii: "?") || bytes[after] == UInt8(ascii: "/") {
                // A declaration (`<!doctype html>`), a processing instruction or a bogus comment: no text, no tag.
                position = bytes.firstIndex(of: UInt8(ascii: ">"), from: after).map { $0 + 1 } ?? count
                continue
            }
            // A `<` that opens nothing is text.
            position = after
            return .text(open..<after)
        }
        return nil
    }

    /// The bytes of `range`, valid while ``bytes`` is.
    package func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The value of the attribute `name` (lowercase) among a start tag's `attributes`, or nil when it has none.
    package func attribute(_ name: StaticString, in attributes: Range<Int>) -> Range<Int>? {
        var value: Range<Int>?
        forEachAttribute(in: attributes) { attribute in
            if value == nil, slice(attribute.name).isName(name) { value = attribute.value }
        }
        return value
    }

    /// Calls `body` with each attribute in a start tag's `attributes`, in order.
    package func forEachAttribute(in attributes: Range<Int>, _ body: (Attribute) -> Void) {
        _ = walkAttributes(from: attributes.lowerBound, upTo: attributes.upperBound, body)
    }

    private func nameEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        return index
    }

    /// The index of the `>` that ends the start tag whose attributes start at `start`, or the end of the bytes. A
    /// `>` inside a quoted value does not end it; without a quote before the first `>`, that one does.
    private func tagEnd(from start: Int) -> Int {
        // Most tags have no attributes (`<td>`, `<li>`): no need to look further.
        if start < bytes.count, bytes[start] == UInt8(ascii: ">") {
            return start
        }
        let close = bytes.firstIndex(of: UInt8(ascii: ">"), from: start) ?? bytes.count
        let tag = UnsafeBufferPointer(rebasing: bytes[start..<close])
        guard tag.firstIndex(of: UInt8(ascii: "\""), from: 0) != nil || tag.firstIndex(of: UInt8(ascii: "'"), from: 0) != nil else {
            return close
        }
        return walkAttributes(from: start, upTo: bytes.count) { _ in }
    }

    /// Reads attributes from `start` to the `>` that ends their tag (or `limit`), calls `body` with each, and
    /// returns the index of that `>`, or `limit`.
    private func walkAttributes(from start: Int, upTo limit: Int, _ body: (Attribute) -> Void) -> Int {
        var index = start
        while index < limit {
            while index < limit, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
                index += 1
            }
            guard index < limit, bytes[index] != UInt8(ascii: ">") else { return index }
            let nameStart = index
            while index < limit, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let name = nameStart..<index
            while index < limit, Self.isSpace(bytes[index]) {
                index += 1
            }
            guard index < limit, bytes[index] == UInt8(ascii: "=") else {
                body(Attribute(name: name, value: index..<index))
                continue
            }
            index += 1
            while index < limit, Self.isSpace(bytes[index]) {
                index += 1
            }
            guard index < limit else { break }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let valueStart = index + 1
                let valueEnd = min(bytes.firstIndex(of: bytes[index], from: valueStart) ?? limit, limit)
                body(Attribute(name: name, value: valueStart..<valueEnd))
                index = min(valueEnd + 1, limit)
            } else {
                let valueStart = index
                while index < limit, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                    index += 1
                }
                body(Attribute(name: name, value: valueStart..<index))
            }
        }
        return limit
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// HTML's white space: space, tab, line feed, form feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
