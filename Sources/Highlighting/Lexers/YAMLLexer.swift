/// YAML: keys, scalars plain and quoted, block scalars (`|`, `>`), flow collections, anchors, aliases, tags, documents, comments.
///
/// A port of Pygments' `YamlLexer` state machine (its states are ``Mode``s on a stack, its indentation context
/// the stored indents), so that keys are `nt` where Pygments finds them: a key runs to the last `: ` before a
/// quote, comment or bracket; a line indented past its parent continues a plain scalar; a block scalar's lines
/// (`no`, as Pygments has them) last until the indentation drops below the block's. Plain scalars, numbers and
/// booleans included, are plain text, as in Pygments; tags `kt`, anchors `nl`, aliases `nv`, quoted scalars `s`.
struct YAMLLexer: Lexer {
    /// Pygments' states, by the same names.
    enum Mode: Sendable {
        case root, indentation, blockLine, plainBlock, plainBlockNewLine
        case scalarHeader, scalarContent, ignoredLine, yamlDirective, tagDirective
        case flowSequence, flowMapping, plainFlow, singleQuoted, doubleQuoted
    }

    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    var modes: [Mode] = [.root]
    var indents: [Int] = []
    var indent = -1
    var nextIndent = 0
    var blockScalarIndent: Int?
    /// The last run of key characters looked at, so that trying a key at each token of a line stays linear.
    var keyRun = KeyRun()

    init(depth: Int) {
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var rounds = 0
        // States change without reading (Pygments' empty matches); a few rounds always read a byte.
        while scanner.position == start, !scanner.isAtEnd, rounds < 16 {
            rounds += 1
            switch modes.last ?? .root {
            case .root: root(&scanner, &writer)
            case .indentation: indentation(&scanner, &writer)
            case .blockLine: blockLine(&scanner, &writer)
            case .plainBlock: plainBlock(&scanner, &writer)
            case .plainBlockNewLine: plainBlockNewLine(&scanner, &writer)
            case .scalarHeader: scalarHeader(&scanner, &writer)
            case .scalarContent: scalarContent(&scanner, &writer)
            case .ignoredLine: ignoredLine(&scanner, &writer)
            case .yamlDirective, .tagDirective: directive(&scanner, &writer)
            case .flowSequence: flowCollection(&scanner, &writer, mapping: false)
            case .flowMapping: flowCollection(&scanner, &writer, mapping: true)
            case .plainFlow: plainFlow(&scanner, &writer)
            case .singleQuoted: singleQuoted(&scanner, &writer)
            case .doubleQuoted: doubleQuoted(&scanner, &writer)
            }
        }
    }

    // MARK: the stack and the indentation context

    mutating func pop(_ count: Int = 1) {
        modes.removeLast(min(count, modes.count - 1))
    }

    mutating func resetIndent() {
        indents = []
        indent = -1
        nextIndent = 0
        blockScalarIndent = nil
    }

    /// Pygments' `save_indent(start=True)`: a line's indentation, closing the levels it drops below.
    mutating func saveLineIndent(_ count: Int) {
        nextIndent = count
        while nextIndent < indent {
            indent = indents.popLast() ?? -1
        }
    }

    /// Pygments' `set_indent`.
    mutating func setIndent(implicit: Bool, length: Int = 1) {
        if indent < nextIndent {
            indents.append(indent)
            indent = nextIndent
        }
        if !implicit { nextIndent += length }
    }

    /// No rule matched: Pygments reads one character as an error, or a line break back to the root state.
    mutating func error(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if scanner.peek() == TextBytes.newline { modes = [.root] }
        scanner.advance()
        writer.emit(nil, to: scanner.position)
    }

    // MARK: root, directives, ignored lines

    private mutating func root(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        let spaces = ahead.skip(while: TextBytes.isSpace)
        if spaces > 0, ahead.peek() == TextBytes.hash || TextBytes.atLineEnd(ahead) {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if scanner.peek() == TextBytes.newline {
            scanner.skip { $0 == TextBytes.newline }
            writer.emit(nil, to: scanner.position)
        } else if scanner.peek() == TextBytes.hash {
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
        } else if scanner.isAtLineStart(), let mode = Self.directive(scanner) {
            resetIndent()
            scanner.advance(mode == .yamlDirective ? 5 : 4)
            writer.emit(.nameTag, from: start, to: scanner.position)
            modes.append(mode)
        } else if scanner.isAtLineStart(), scanner.starts(with: "---") || scanner.starts(with: "..."),
                  TextBytes.spaceOrLineEnd(scanner, at: 3) {
            resetIndent()
            scanner.advance(3)
            writer.emit(.nameNamespace, from: start, to: scanner.position)
            modes.append(.blockLine)
        } else if !ahead.isAtEnd, !ByteClass.isSpace(ahead.peek()) {
            saveLineIndent(spaces)
            scanner = ahead
            writer.emit(nil, to: scanner.position)
            modes.append(.blockLine)
            modes.append(.indentation)
        } else {
            error(&scanner, &writer)
        }
    }

    private static func directive(_ scanner: SourceScanner) -> Mode? {
        if scanner.starts(with: "%YAML"), TextBytes.spaceOrLineEnd(scanner, at: 5) { return .yamlDirective }
        if scanner.starts(with: "%TAG"), TextBytes.spaceOrLineEnd(scanner, at: 4) { return .tagDirective }
        return nil
    }

    /// `%YAML 1.2` (the version a number) and `%TAG !e! tag:example.com,2000:` (handle and prefix tags).
    private mutating func directive(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        var ahead = scanner
        guard ahead.skip(while: TextBytes.isSpace) > 0 else { return error(&scanner, &writer) }
        let start = ahead.position
        if modes.last == .yamlDirective {
            ahead.skip(while: ByteClass.isDigit)
            guard ahead.position > start, ahead.skip("."), ahead.skip(while: ByteClass.isDigit) > 0 else {
                return error(&scanner, &writer)
            }
            writer.emit(.number, from: start, to: ahead.position)
        } else {
            guard ahead.skip("!") else { return error(&scanner, &writer) }
            ahead.skip(while: TextBytes.isTagPart)
            ahead.skip(while: TextBytes.isSpace)
            ahead.skip(while: TextBytes.isTagPart)
            writer.emit(.keywordType, from: start, to: ahead.position)
        }
        scanner = ahead
        modes.append(.ignoredLine)
    }

    /// Spaces and a comment to the line break after a directive or a block scalar's header; the break ends it.
    private mutating func ignoredLine(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        if ahead.skip(while: TextBytes.isSpace) > 0, ahead.peek() == TextBytes.hash || TextBytes.atLineEnd(ahead) {
            scanner = ahead
            writer.emit(nil, to: scanner.position)
        } else if scanner.peek() == TextBytes.hash {
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
        } else if scanner.peek() == TextBytes.newline {
            scanner.advance()
            writer.emit(nil, to: scanner.position)
            pop(2)
        } else {
            error(&scanner, &writer)
        }
    }
}

/// A run of characters a key may hold, from where one was tried, and the last `:` in it that ends a key.
struct KeyRun: Sendable {
    var start = 0
    var end = 0
    var colon = -1
    var mapping = false
}
