import Yams

/// The tree Yams composes, built directly for the common simple front matter: top-level `key: value` lines whose
/// values are plain words, double-quoted text without escapes, or one-line flow lists of these.
///
/// Yams (libyaml, an event per node, a `Tag` object per node) costs most of reading a page's front matter, for about
/// six lines a page. Anything this reader is not sure of (comments, anchors, tags, block scalars, nesting, escapes,
/// text that is not printable ASCII, tabs, blank-only lines, empty values, repeated keys) makes it answer nil, and
/// Yams reads the text. `YAMLSimpleTreeTests` checks, for every front matter of the site, the benchmark corpus and
/// the real-world samples, that the tree is the one Yams composes, field by field (strings, tags, styles, marks).
package struct YAMLSimpleTree {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let constructor = Constructor([:], [:], [:])

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The tree Yams would compose from `text` (with ``Resolver/basic``), or nil when the text is not of the
    /// simple forms.
    package static func compose(_ text: String) -> Node? {
        guard Mark.canBeMade else { return nil }
        let tree = text.utf8.withContiguousStorageIfAvailable { bytes -> Node? in
            var reader = YAMLSimpleTree(bytes: bytes)
            return reader.mapping()
        }
        return tree ?? nil
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), quote = UInt8(ascii: "\"")

    private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var mark: Mark { Mark.at(line: line, column: index - lineStart + 1) }

    private func tag(_ name: Tag.Name) -> Tag { Tag(name, .basic, constructor) }

    private mutating func mapping() -> Node? {
        var pairs: [(Node, Node)] = []
        // A set, so that a long flat file (site.yml, a YAML token file) is read in time linear in its keys.
        var keys: Set<String> = []
        var start: Mark?
        while let byte {
            if byte == Self.newline {
                nextLine()
                continue
            }
            guard let keyed = key(), !keys.contains(keyed.text), let value = value(), endOfLine() else { return nil }
            let (key, keyMark) = keyed
            start = start ?? keyMark
            keys.insert(key)
            // Yams hashes every key to look for repeated ones, which resolves its tag: a plain key's tag is then
            // `str`, a value's stays implicit.
            pairs.append((.scalar(Node.Scalar(key, tag(.str), .plain, keyMark)), value))
        }
        guard let start else { return nil }
        // Yams takes a mapping's and a sequence's style from their end event, which carries none: `.any`.
        return .mapping(Node.Mapping(pairs, tag(.implicit), .any, start))
    }

    private mutating func nextLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// A key at the start of a line, a word of letters, digits, `_` and `-` that starts with a letter or `_`,
    /// then `:` and at least one space.
    private mutating func key() -> (text: String, mark: Mark)? {
        let start = index, keyMark = mark
        guard let first = byte, Self.isLetter(first) || first == UInt8(ascii: "_") else { return nil }
        while let byte, Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
            index += 1
        }
        let end = index
        guard byte == UInt8(ascii: ":") else { return nil }
        index += 1
        guard byte == Self.space else { return nil }
        skipSpaces()
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), keyMark)
    }

    private mutating func value() -> Node? {
        switch byte {
        case Self.quote: quoted()
        case UInt8(ascii: "["): sequence()
        default: plain(inFlow: false)
        }
    }

    /// Spaces, then the end of the line (consumed) or of the text.
    private mutating func endOfLine() -> Bool {
        skipSpaces()
        guard let byte else { return true }
        guard byte == Self.newline else { return false }
        nextLine()
        return true
    }

    private mutating func skipSpaces() {
        while byte == Self.space { index += 1 }
    }

    /// `"text"` on one line, printable ASCII without a backslash.
    private mutating func quoted() -> Node? {
        let start = index, scalarMark = mark
        index += 1
        while let byte, byte != Self.quote {
            guard byte >= Self.space, byte <= UInt8(ascii: "~"), byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        guard byte == Self.quote else { return nil }
        index += 1
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start + 1..<index - 1]), as: UTF8.self)
        return .scalar(Node.Scalar(text, tag(.str), .doubleQuoted, scalarMark))
    }

    /// `[item, item]` on one line, each item a plain word or quoted text.
    private mutating func sequence() -> Node? {
        let sequenceMark = mark
        index += 1
        skipSpaces()
        var items: [Node] = []
        if byte == UInt8(ascii: "]") {
            index += 1
            return .sequence(Node.Sequence(items, tag(.implicit), .any, sequenceMark))
        }
        while true {
            guard let item = byte == Self.quote ? quoted() : plain(inFlow: true) else { return nil }
            items.append(item)
            skipSpaces()
            switch byte {
            case UInt8(ascii: ","):
                index += 1
                skipSpaces()
                // A comma before the closing bracket is left to Yams.
                guard byte != UInt8(ascii: "]") else { return nil }
            case UInt8(ascii: "]"):
                index += 1
                return .sequence(Node.Sequence(items, tag(.implicit), .any, sequenceMark))
            default:
                return nil
            }
        }
    }

    /// A plain scalar on one line: it starts with a letter, a digit, `_` or `/` (or `-` before a letter or digit),
    /// and holds only ``isPlainInside(_:)`` bytes, `:` only before another such byte and never in a flow list.
    private mutating func plain(inFlow: Bool) -> Node? {
        let start = index, scalarMark = mark
        guard let first = byte else { return nil }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        guard Self.isLetter(first) || Self.isDigit(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "/")
            || (first == UInt8(ascii: "-") && (Self.isLetter(next) || Self.isDigit(next))) else { return nil }
        var end = index
        while let byte, byte != Self.newline {
            if inFlow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") { break }
            if byte == UInt8(ascii: ":") {
                let after = index + 1 < bytes.count ? bytes[index + 1] : 0
                guard !inFlow, Self.isPlainInside(after), after != Self.space, after != UInt8(ascii: ",") else { return nil }
            } else if !Self.isPlainInside(byte) || (inFlow && !Self.isFlowSafe(byte)) {
                return nil
            }
            index += 1
            if byte != Self.space { end = index }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return .scalar(Node.Scalar(text, tag(.implicit), .plain, scalarMark))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Bytes a plain scalar may hold after its first: no `#` (a comment after a space), no quotes, brackets or
    /// braces, nothing that is not printable ASCII.
    private static func isPlainInside(_ byte: UInt8) -> Bool {
        if isLetter(byte) || isDigit(byte) { return true }
        return switch byte {
        case space, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"),
             UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "!"), UInt8(ascii: "?"),
             UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: ";"): true
        default: false
        }
    }

    /// Bytes a plain item of a flow list may hold besides the comma that ends it.
    private static func isFlowSafe(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "?") && byte != UInt8(ascii: "&")
    }
}

extension Mark {
    // Yams gives `Mark` no public initialiser. It is two `Int`s, line then column; `canBeMade` checks that layout
    // once, and without it the simple reader answers nil, so every text goes to Yams.
    fileprivate static func at(line: Int, column: Int) -> Mark {
        unsafeBitCast((line, column), to: Mark.self)
    }

    fileprivate static let canBeMade: Bool = {
        guard MemoryLayout<Mark>.size == 2 * MemoryLayout<Int>.size else { return false }
        let mark = at(line: 3, column: 7)
        return mark.line == 3 && mark.column == 7
    }()
}
