/// HTML as the build wrote it, read as a run of text and tags: the one reader of built pages, for the link check
/// (ids and URLs) and the search index (a page's text).
///
/// A tokenizer, not a parser: it knows start tags with their attributes (quoted or not), end tags, comments and
/// declarations (skipped), and the raw text of `<script>` and `<style>`, which holds no tags. A name ends at white
/// space, `/` or `>`. Character references are left as they are; ``HTMLReferences/decoded(_:)`` decodes them.
/// Each byte is read once, a start tag's attributes included, so reading a page is linear in its size.
package struct HTMLTokenizer {
    package enum Token: Equatable {
        /// Bytes of text between tags (or of a `<script>` or `<style>`), references not decoded.
        case text(Range<Int>)
        /// `<name …>`: its name; its attributes are ``HTMLTokenizer/attributes`` until the next token is read.
        case startTag(name: Range<Int>, selfClosing: Bool)
        /// `</name …>`.
        case endTag(name: Range<Int>)
    }

    /// One attribute of a start tag: its name, and its value without quotes (empty when it has none).
    package struct Attribute: Equatable {
        package var name: Range<Int>
        package var value: Range<Int>
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    /// The attributes of the start tag ``next()`` gave last, in order; empty after any other token.
    @inlinable package var attributes: ArraySlice<Attribute> { attributeStorage[..<attributeCount] }
    /// The attributes read, the first ``attributeCount`` of them the last start tag's: overwritten from the start at
    /// each tag, since emptying the array at every token cost more than reading the tag.
    @usableFromInline private(set) var attributeStorage: [Attribute] = []
    @usableFromInline private(set) var attributeCount = 0
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
        attributeCount = 0
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
                let end = readAttributes(from: name.upperBound)
                position = min(end + 1, count)
                let selfClosing = end < count && bytes[end - 1] == UInt8(ascii: "/")
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[name])
                if nameBytes.isName("script") {
                    rawTextEnd = "</script"
                } else if nameBytes.isName("style") {
                    rawTextEnd = "</style"
                }
                return .startTag(name: name, selfClosing: selfClosing)
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
    @inlinable @inline(__always)
    package func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The value of the last start tag's first attribute named `name` (lowercase), or nil when it has none.
    package func attribute(_ name: StaticString) -> Range<Int>? {
        attributes.first { slice($0.name).isName(name) }?.value
    }

    private func nameEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, !Self.isIn(bytes[index], Self.tagNameEnds) {
            index += 1
        }
        return index
    }

    /// Reads the attributes of a start tag from `start` into ``attributes`` and returns the index of the `>` that
    /// ends the tag, or the end of the bytes. A `>` inside a quoted value does not end it.
    private mutating func readAttributes(from start: Int) -> Int {
        let limit = bytes.count
        var index = start
        while index < limit {
            while index < limit, Self.isIn(bytes[index], Self.spacesAndSlash) {
                index += 1
            }
            guard index < limit, bytes[index] != UInt8(ascii: ">") else { return index }
            let nameStart = index
            while index < limit, !Self.isIn(bytes[index], Self.attributeNameEnds) {
                index += 1
            }
            let name = nameStart..<index
            while index < limit, Self.isSpace(bytes[index]) {
                index += 1
            }
            guard index < limit, bytes[index] == UInt8(ascii: "=") else {
                add(Attribute(name: name, value: index..<index))
                continue
            }
            index += 1
            while index < limit, Self.isSpace(bytes[index]) {
                index += 1
            }
            guard index < limit else { break }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let valueStart = index + 1
                let valueEnd = bytes.firstIndex(of: bytes[index], from: valueStart) ?? limit
                add(Attribute(name: name, value: valueStart..<valueEnd))
                index = min(valueEnd + 1, limit)
            } else {
                let valueStart = index
                while index < limit, !Self.isIn(bytes[index], Self.valueEnds) {
                    index += 1
                }
                add(Attribute(name: name, value: valueStart..<index))
            }
        }
        return limit
    }

    @inline(__always)
    private mutating func add(_ attribute: Attribute) {
        if attributeCount < attributeStorage.count {
            attributeStorage[attributeCount] = attribute
        } else {
            attributeStorage.append(attribute)
        }
        attributeCount += 1
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// HTML's white space: space, tab, line feed, form feed, carriage return.
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        isIn(byte, spaces)
    }

    // Sets of bytes below 64, a bit each, so that a byte is classed with one shift rather than a compare per member:
    // every byte of every tag's names is.
    private static var spaces: UInt64 { 1 &<< 0x20 | 1 &<< 0x0A | 1 &<< 0x09 | 1 &<< 0x0D | 1 &<< 0x0C }
    /// White space, `>` and `/`.
    private static var tagNameEnds: UInt64 { spaces | 1 &<< 0x3E | 1 &<< 0x2F }
    /// White space, `=` and `>`.
    private static var attributeNameEnds: UInt64 { spaces | 1 &<< 0x3D | 1 &<< 0x3E }
    /// White space and `>`.
    private static var valueEnds: UInt64 { spaces | 1 &<< 0x3E }
    /// White space and `/`.
    private static var spacesAndSlash: UInt64 { spaces | 1 &<< 0x2F }

    @inline(__always)
    private static func isIn(_ byte: UInt8, _ set: UInt64) -> Bool {
        byte < 64 && set & (1 &<< UInt64(byte)) != 0
    }
}
