/// Reads a template in four passes: tags and text (following set-delimiter tags); standalone lines (a line holding
/// only one section, comment, partial or delimiter tag and white space disappears, as the Mustache spec says, and
/// so does a line of parent and block tags alone); blocks' own indentation, taken off their lines; then the tree.
struct TemplateParser {
    private enum Kind: Equatable {
        case variable, raw, section, inverted, close, comment, partial, parent, block, delimiters

        /// Whether a tag of this kind alone on its line takes the line with it.
        var canStandAlone: Bool {
            switch self {
            case .variable, .raw: false
            default: true
            }
        }
    }

    private struct Tag {
        var kind: Kind
        var name: String
        /// Byte offset of the opening delimiter, for error positions.
        var offset: Int
        /// White space before the tag when it stands alone on its line (for partials).
        var indentation: [UInt8] = []
        /// Whether it stood alone on its line, which was taken out.
        var standalone = false
        /// A parent or block tag, or the tag that closes one.
        var inheritance = false
        /// For a standalone block: the indentation taken off its lines, put back where it is shown.
        var blockIndentation: [UInt8] = []
    }

    private enum Piece {
        case text(Range<Int>)
        case tag(Tag)
    }

    private let bytes: [UInt8]
    private(set) var references: [TemplateReference] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws(TemplateSyntaxError) -> [TemplateNode] {
        let pieces = try tokenize()
        return try tree(reindentingBlocks(standalone(markingInheritance(pieces))))
    }


    private mutating func tokenize() throws(TemplateSyntaxError) -> [Piece] {
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var pieces: [Piece] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == open[0], matches(open, at: index) else {
                index += 1
                continue
            }
            let tagStart = index
            let (kind, contentStart, closing) = try opening(at: tagStart, open: open, close: close)
            guard let closeStart = find(closing, from: contentStart) else {
                throw error(at: tagStart, "a tag is not closed with '\(string(closing))'")
            }
            if tagStart > textStart {
                pieces.append(.text(textStart..<tagStart))
            }
            let content = trimmed(contentStart..<closeStart)
            index = closeStart + closing.count
            textStart = index
            pieces.append(try tag(kind, content: content, at: tagStart, open: &open, close: &close))
        }
        if textStart < bytes.count {
            pieces.append(.text(textStart..<bytes.count))
        }
        return pieces
    }

    /// The kind of the tag whose opening delimiter `open` starts at `tagStart`, told by the character after it,
    /// where its content starts, and the delimiter that closes it.
    private func opening(at tagStart: Int, open: [UInt8], close: [UInt8]) throws(TemplateSyntaxError)
        -> (kind: Kind, contentStart: Int, closing: [UInt8]) {
        var contentStart = tagStart + open.count
        var closing = close
        var kind = Kind.variable
        if contentStart < bytes.count {
            switch bytes[contentStart] {
            case UInt8(ascii: "{"): kind = .raw; closing = [UInt8(ascii: "}")] + close
            case UInt8(ascii: "&"): kind = .raw
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "<"): kind = .parent
            case UInt8(ascii: "$"): kind = .block
            case UInt8(ascii: "="): kind = .delimiters; closing = [UInt8(ascii: "=")] + close
            case UInt8(ascii: "%"):
                throw error(at: tagStart, "pragmas ('\(string(open))%') are not supported")
            default: break
            }
            if kind != .variable { contentStart += 1 }
        }
        return (kind, contentStart, closing)
    }

    /// The tag of `kind` holding `content`; a set-delimiter tag sets `open` and `close`, and a partial or parent
    /// tag's name joins ``references``.
    private mutating func tag(_ kind: Kind, content: ArraySlice<UInt8>, at tagStart: Int, open: inout [UInt8],
                              close: inout [UInt8]) throws(TemplateSyntaxError) -> Piece {
        switch kind {
        case .comment:
            return .tag(Tag(kind: .comment, name: "", offset: tagStart))
        case .delimiters:
            let parts = content.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
                throw error(at: tagStart, "a set-delimiter tag must hold two delimiters apart, as in {{=<% %>=}}")
            }
            open = Array(parts[0])
            close = Array(parts[1])
            return .tag(Tag(kind: .delimiters, name: "", offset: tagStart))
        default:
            let name = String(decoding: content, as: UTF8.self)
            try check(name, kind: kind, at: tagStart)
            if kind == .partial || kind == .parent {
                let (line, column) = position(of: tagStart)
                references.append(TemplateReference(name: name, line: line, column: column))
            }
            return .tag(Tag(kind: kind, name: name, offset: tagStart))
        }
    }

    private func check(_ name: String, kind: Kind, at offset: Int) throws(TemplateSyntaxError) {
        guard !name.isEmpty else {
            throw error(at: offset, "a tag has no name")
        }
        if name.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }) {
            throw error(at: offset, "'\(name)' is not a name; names have no spaces")
        }
        guard kind != .partial, kind != .parent, kind != .block, name != "." else { return }
        // An ASCII name's bytes are its Characters (it has no line break), so they answer both questions: each
        // search of the String went through Foundation, and a theme's templates have hundreds of names.
        let bytes = Array(name.utf8)
        let ascii = bytes.allSatisfy { $0 < 0x80 }
        let hasParenthesis = ascii
            ? bytes.contains { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
            : name.contains("(") || name.contains(")")
        if hasParenthesis {
            throw error(at: offset, "'\(name)' is not a name; transforms such as empty(list) are not "
                + "supported: test a flag, or the list itself, whose section shows only when it has elements")
        }
        let dot = UInt8(ascii: ".")
        let hasEmptyPart = ascii
            ? bytes.first == dot || bytes.last == dot || zip(bytes, bytes.dropFirst()).contains { $0 == dot && $1 == dot }
            : name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        if hasEmptyPart {
            throw error(at: offset, "'\(name)' is not a name; a dotted name has a name on each side of each dot")
        }
    }


    private func standalone(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        result.reserveCapacity(pieces.count)
        var line: [Piece] = []
        func finishLine(endsWithNewline: Bool) {
            if let (tags, newline) = standaloneTags(line, endsWithNewline: endsWithNewline) {
                result.append(contentsOf: tags.map(Piece.tag))
                if let newline { result.append(.text(newline)) }
            } else {
                result.append(contentsOf: line)
            }
            line.removeAll(keepingCapacity: true)
        }
        for piece in pieces {
            guard case .text(let range) = piece else {
                line.append(piece)
                continue
            }
            var start = range.lowerBound
            while let newline = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")) {
                line.append(.text(start..<(newline + 1)))
                finishLine(endsWithNewline: true)
                start = newline + 1
            }
            if start < range.upperBound {
                line.append(.text(start..<range.upperBound))
            }
        }
        finishLine(endsWithNewline: false)
        return result
    }

    /// The line's tags, the first with the line's indentation, when the line holds nothing else but white space
    /// and either one tag that may stand alone or only parent and block tags. The line's newline goes with them,
    /// but for a block opened and closed on the line, whose content takes the line's place.
    private func standaloneTags(_ line: [Piece], endsWithNewline: Bool) -> ([Tag], newline: Range<Int>?)? {
        var tags: [Tag] = []
        var indentation: [UInt8] = []
        var newline: Range<Int>?
        var newlineEnd = -1
        if endsWithNewline, case .text(let last) = line.last { newlineEnd = last.upperBound }
        for piece in line {
            switch piece {
            case .tag(let tag):
                guard tag.kind.canStandAlone else { return nil }
                tags.append(tag)
            case .text(let range):
                var end = range.upperBound
                if end == newlineEnd {
                    end -= 1
                    if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    newline = end..<range.upperBound
                }
                guard bytes[range.lowerBound..<end].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                    return nil
                }
                if tags.isEmpty { indentation += bytes[range.lowerBound..<end] }
            }
        }
        guard !tags.isEmpty, tags.count == 1 || tags.allSatisfy(\.inheritance) else { return nil }
        for index in tags.indices {
            tags[index].standalone = true
        }
        tags[0].indentation = indentation
        let inlineBlock = tags.count == 2 && tags[0].kind == .block && tags[1].kind == .close
        return (tags, inlineBlock ? newline : nil)
    }

    /// Marks parent and block tags, and the tags that close them.
    private func markingInheritance(_ pieces: [Piece]) -> [Piece] {
        var open: [Kind] = []
        return pieces.map { piece in
            guard case .tag(var tag) = piece else { return piece }
            switch tag.kind {
            case .section, .inverted, .parent, .block:
                open.append(tag.kind)
                tag.inheritance = tag.kind == .parent || tag.kind == .block
            case .close:
                let closed = open.popLast()
                tag.inheritance = closed == .parent || closed == .block
            default:
                break
            }
            return .tag(tag)
        }
    }

    /// Takes each standalone block's own indentation off the start of its lines (nested blocks measure theirs
    /// after their enclosing block's is gone), and records it on the block to be put back where it is shown:
    /// the indentation of its first line, or of the tag itself when the block is empty.
    private func reindentingBlocks(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        result.reserveCapacity(pieces.count)
        var removed: [[UInt8]] = []
        var atLineStart = true
        for (index, piece) in pieces.enumerated() {
            let prefix = Array(removed.joined())
            switch piece {
            case .text(let range):
                var start = range.lowerBound
                while start < range.upperBound {
                    let end = (bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? range.upperBound
                    var lineStart = start
                    if atLineStart { lineStart += commonPrefix(bytes[start..<end], prefix) }
                    if lineStart < end { result.append(.text(lineStart..<end)) }
                    atLineStart = bytes[end - 1] == UInt8(ascii: "\n")
                    start = end
                }
            case .tag(var tag):
                if tag.standalone {
                    tag.indentation.removeFirst(commonPrefix(tag.indentation[...], prefix))
                } else {
                    atLineStart = false
                }
                switch tag.kind {
                case .section, .inverted, .parent, .block:
                    var own: [UInt8] = []
                    if tag.kind == .block, tag.standalone {
                        own = firstLineIndentation(after: index, in: pieces, removing: prefix) ?? tag.indentation
                        tag.blockIndentation = own
                    }
                    removed.append(own)
                case .close:
                    _ = removed.popLast()
                default:
                    break
                }
                result.append(.tag(tag))
            }
        }
        return result
    }

    /// How many bytes of `line` match `prefix` from the start (white space only).
    private func commonPrefix(_ line: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Int {
        var count = 0
        for (byte, wanted) in zip(line, prefix) {
            guard byte == wanted else { break }
            count += 1
        }
        return count
    }

    /// The white space that starts a block's content: its first line's, or that of a standalone tag on it;
    /// nil for an empty block.
    private func firstLineIndentation(after index: Int, in pieces: [Piece], removing prefix: [UInt8]) -> [UInt8]? {
        guard index + 1 < pieces.count else { return nil }
        switch pieces[index + 1] {
        case .text(let range):
            let line = bytes[range]
            let skip = commonPrefix(line, prefix)
            return Array(line.dropFirst(skip).prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        case .tag(let tag):
            guard tag.kind != .close else { return nil }
            return tag.standalone ? Array(tag.indentation.dropFirst(commonPrefix(tag.indentation[...], prefix))) : []
        }
    }


    private struct Frame {
        var tag: Tag
        var nodes: [TemplateNode] = []
    }

    private func tree(_ pieces: [Piece]) throws(TemplateSyntaxError) -> [TemplateNode] {
        var frames = [Frame(tag: Tag(kind: .section, name: "", offset: 0))]
        for piece in pieces {
            switch piece {
            case .text(let range):
                frames[frames.count - 1].nodes.append(.text(Array(bytes[range])))
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable, .raw:
                    frames[frames.count - 1].nodes.append(.variable(Self.path(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    frames[frames.count - 1].nodes.append(.partial(tag.name, indentation: tag.indentation))
                case .section, .inverted, .parent, .block:
                    frames.append(Frame(tag: tag))
                case .close:
                    guard frames.count > 1 else {
                        throw error(at: tag.offset, "'{{/\(tag.name)}}' closes nothing; no section is open")
                    }
                    let frame = frames.removeLast()
                    guard frame.tag.name == tag.name else {
                        let (line, column) = position(of: frame.tag.offset)
                        throw error(at: tag.offset, "'{{/\(tag.name)}}' closes '\(frame.tag.name)', opened at \(line):\(column); "
                            + "close it with '{{/\(frame.tag.name)}}'")
                    }
                    frames[frames.count - 1].nodes.append(Self.node(closing: frame))
                }
            }
        }
        if frames.count > 1, let open = frames.last {
            throw error(at: open.tag.offset, "'\(open.tag.name)' is opened but never closed; close it with '{{/\(open.tag.name)}}'")
        }
        return frames[0].nodes
    }

    private static func node(closing frame: Frame) -> TemplateNode {
        switch frame.tag.kind {
        case .parent:
            // Inside a parent tag only the blocks count: they are what the parent's blocks are replaced with.
            var overrides: [String: [TemplateNode]] = [:]
            for case .block(let name, let nodes, _) in frame.nodes {
                overrides[name] = nodes
            }
            return .parent(frame.tag.name, overrides: overrides, indentation: frame.tag.indentation)
        case .block:
            return .block(frame.tag.name, frame.nodes, indentation: frame.tag.blockIndentation)
        default:
            return .section(path(frame.tag.name), inverted: frame.tag.kind == .inverted, frame.nodes)
        }
    }

    private static func path(_ name: String) -> TemplatePath {
        name == "." ? TemplatePath(parts: []) : TemplatePath(parts: name.split(separator: ".").map(String.init))
    }


    private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count <= bytes.count else { return false }
        for offset in delimiter.indices where bytes[index + offset] != delimiter[offset] {
            return false
        }
        return true
    }

    private func find(_ delimiter: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + delimiter.count <= bytes.count {
            if bytes[index] == delimiter[0], matches(delimiter, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> ArraySlice<UInt8> {
        var slice = bytes[range]
        let space: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        while let first = slice.first, space(first) { slice = slice.dropFirst() }
        while let last = slice.last, space(last) { slice = slice.dropLast() }
        return slice
    }

    private func string(_ delimiter: [UInt8]) -> String {
        String(decoding: delimiter, as: UTF8.self)
    }

    /// 1-based line and column (in characters) of a byte offset.
    private func position(of offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }

    private func error(at offset: Int, _ reason: String) -> TemplateSyntaxError {
        let (line, column) = position(of: offset)
        return TemplateSyntaxError(line: line, column: column, reason: reason)
    }
}
