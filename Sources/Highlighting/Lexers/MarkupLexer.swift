/// HTML, XML (SVG included), and Vue and Svelte single-file components: tags, attributes, entities, comments, `<script>` and `<style>` in their own languages, template expressions.
///
/// HTML, XML and Vue follow the states of Pygments' lexers of the same names (text, a tag's attributes, an
/// attribute's value, a script's or style's content), so that pages read as they did when Pygments coloured them.
/// Svelte, which Pygments has no lexer for, is HTML with `{expressions}` and `{#if}…{/if}` blocks read as script.
struct MarkupLexer: Lexer {
    enum Dialect: Sendable {
        case html
        case xml
        case vue
        case svelte
    }

    /// Where the lexer is: between tags, among a start tag's attributes, at an attribute's value, or in the
    /// content of a `<script>` or `<style>` whose start tag has ended.
    enum Mode: Sendable {
        case text, tag, value, directiveValue, content
    }

    /// What the element whose start tag is being read holds: markup, or another language up to its end tag.
    enum Element: Sendable {
        case markup, script, style
    }

    let dialect: Dialect
    /// How many languages hold this part: what this lexer hands on to another is one deeper.
    let depth: Int
    var mode = Mode.text
    var element = Element.markup
    /// The language of the script or style being read, from its `lang` attribute.
    var language = BuiltInLanguage.javascript
    /// Whether the attribute whose value comes next is `lang`.
    var valueIsLanguage = false
    /// Where searches for what closes a comment, CDATA section, processing instruction, declaration or template
    /// expression found none: any opened later is not closed either (keeps the work linear).
    var unclosedFrom = Unclosed()

    init(_ dialect: Dialect, depth: Int) {
        self.dialect = dialect
        self.depth = depth
    }

    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch mode {
        case .text: text(&scanner, &writer)
        case .tag: tag(&scanner, &writer)
        case .value: value(&scanner, &writer)
        case .directiveValue: directiveValue(&scanner, &writer)
        case .content: content(&scanner, &writer)
        }
    }

    /// Text between tags, entities, comments and declarations, the start of tags, end tags; template expressions
    /// in Vue and Svelte.
    private mutating func text(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        switch scanner.peek() {
        case UInt8(ascii: "<"):
            if !special(&scanner, &writer), !openTag(&scanner, &writer), !endTag(&scanner, &writer) {
                unmatched(&scanner, &writer)
            }
        case UInt8(ascii: "&"):
            if let end = Self.entityEnd(scanner) {
                Self.read(.nameEntity, to: end, &scanner, &writer)
            } else {
                unmatched(&scanner, &writer)
            }
        case UInt8(ascii: "{") where dialect == .vue:
            if !mustache(&scanner, &writer) {
                scanner.skip { $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "&") }
                writer.emit(nil, to: scanner.position)
            }
        case UInt8(ascii: "{") where dialect == .svelte:
            if !svelteBlock(&scanner, &writer) { Self.read(nil, to: scanner.position + 1, &scanner, &writer) }
        default:
            let braces = dialect == .vue || dialect == .svelte
            scanner.skip { $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "&") && !(braces && $0 == UInt8(ascii: "{")) }
            writer.emit(nil, to: scanner.position)
        }
    }

    /// The end of an entity (`&amp;`, `&#x2014;`) at the position: Pygments' `&\S*?;`, looked for a little way.
    private static func entityEnd(_ scanner: SourceScanner) -> Int? {
        var index = scanner.position + 1
        let limit = min(scanner.end, index + 64)
        while index < limit, !ByteClass.isSpace(scanner.bytes[index]) {
            if scanner.bytes[index] == UInt8(ascii: ";") { return index + 1 }
            index += 1
        }
        return nil
    }

    /// CDATA, a comment, a processing instruction or a declaration (`<!DOCTYPE html>`); whether there was one.
    private mutating func special(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        if scanner.starts(with: "<![CDATA["), let end = Self.find("]]>", from: start + 9, &unclosedFrom.cdata, scanner) {
            Self.read(.commentPreprocessor, to: end, &scanner, &writer)
        } else if scanner.starts(with: "<!--"), let end = Self.find("-->", from: start + 4, &unclosedFrom.comment, scanner) {
            Self.read(.commentMultiline, to: end, &scanner, &writer)
        } else if scanner.starts(with: "<?"), let end = Self.find("?>", from: start + 2, &unclosedFrom.instruction, scanner) {
            Self.read(.commentPreprocessor, to: end, &scanner, &writer)
        } else if scanner.starts(with: "<!"), let end = Self.find(">", from: start + 2, &unclosedFrom.declaration, scanner) {
            Self.read(.commentPreprocessor, to: end, &scanner, &writer)
        } else {
            return false
        }
        return true
    }

    /// The index past the next `text` from `start`, or nil; `unclosed` remembers a failed search so that none is
    /// repeated over the same bytes.
    static func find(_ text: StaticString, from start: Int, _ unclosed: inout Int, _ scanner: SourceScanner) -> Int? {
        guard start < unclosed else { return nil }
        var ahead = scanner
        ahead.position = start
        if ahead.skip(past: text) { return ahead.position }
        unclosed = start
        return nil
    }

    /// A start tag's `<` and name; whether there was one. A `<script>` or `<style>` start tag remembers that its
    /// content is another language.
    private mutating func openTag(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        var nameStart = start + 1
        while nameStart < scanner.end, ByteClass.isSpace(scanner.bytes[nameStart]) { nameStart += 1 }
        let nameEnd = Self.tagNameEnd(scanner, from: nameStart)
        guard nameEnd > nameStart else { return false }
        if dialect == .xml {
            Self.read(.nameTag, to: nameEnd, &scanner, &writer)
        } else {
            Self.read(.punctuation, to: start + 1, &scanner, &writer)
            Self.read(.nameTag, from: nameStart, to: nameEnd, &scanner, &writer)
            let name = scanner.bytes[nameStart..<nameEnd]
            element = Self.equalsIgnoringCase(name, "script") ? .script : Self.equalsIgnoringCase(name, "style") ? .style : .markup
            language = element == .style ? .css : .javascript
        }
        mode = .tag
        return true
    }

    /// An end tag (`</button>`) whole; whether there was one.
    private mutating func endTag(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard let (nameStart, nameEnd, end) = Self.endTagParts(scanner, from: scanner.position) else { return false }
        if dialect == .xml {
            Self.read(.nameTag, to: end, &scanner, &writer)
        } else {
            Self.readEndTag(nameStart, nameEnd, end, &scanner, &writer)
        }
        return true
    }

    /// The parts of an end tag at `start`, Pygments' `<\s*/\s*[\w:.-]+\s*>`: where its name starts and ends and
    /// where the tag ends.
    static func endTagParts(_ scanner: SourceScanner, from start: Int) -> (Int, Int, Int)? {
        let bytes = scanner.bytes
        var index = start + 1
        while index < scanner.end, ByteClass.isSpace(bytes[index]) { index += 1 }
        guard index < scanner.end, bytes[index] == UInt8(ascii: "/") else { return nil }
        index += 1
        while index < scanner.end, ByteClass.isSpace(bytes[index]) { index += 1 }
        let nameStart = index
        let nameEnd = tagNameEnd(scanner, from: nameStart)
        guard nameEnd > nameStart else { return nil }
        index = nameEnd
        while index < scanner.end, ByteClass.isSpace(bytes[index]) { index += 1 }
        guard index < scanner.end, bytes[index] == UInt8(ascii: ">") else { return nil }
        return (nameStart, nameEnd, index + 1)
    }

    /// An HTML end tag: `<` and `/` punctuation, the name a tag, `>` punctuation.
    static func readEndTag(_ nameStart: Int, _ nameEnd: Int, _ end: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        read(.punctuation, to: scanner.position + 1, &scanner, &writer)
        scanner.skip(while: ByteClass.isSpace)
        read(.punctuation, to: scanner.position + 1, &scanner, &writer)
        read(.nameTag, from: nameStart, to: nameEnd, &scanner, &writer)
        read(.punctuation, from: end - 1, to: end, &scanner, &writer)
    }

    /// The end of the `[\w:.-]+` tag name from `start`.
    static func tagNameEnd(_ scanner: SourceScanner, from start: Int) -> Int {
        var index = start
        while index < scanner.end, SourceScanner.isWordOrDash(scanner.bytes[index])
            || scanner.bytes[index] == UInt8(ascii: ":") || scanner.bytes[index] == UInt8(ascii: ".") { index += 1 }
        return index
    }

    static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            zip(bytes, buffer).allSatisfy { $0 | 0x20 == $1 }
        }
    }

    /// Says the piece from the position to `end` is `kind` and moves past it.
    static func read(_ kind: TokenKind?, to end: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        writer.emit(kind, from: scanner.position, to: end)
        scanner.advance(end - scanner.position)
    }

    /// Says the piece from the position to `start` is plain and the one from `start` to `end` is `kind`, and moves
    /// past both.
    static func read(_ kind: TokenKind?, from start: Int, to end: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        writer.emit(kind, from: start, to: end)
        scanner.advance(end - scanner.position)
    }

    /// Reads one character no rule matched: plain, as Pygments' error tokens are; a line break no rule matched
    /// takes Pygments back to the text between tags, and this lexer too.
    mutating func unmatched(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        if scanner.peek() == UInt8(ascii: "\n") {
            mode = .text
            element = .markup
        }
        scanner.skipCharacter()
        writer.emit(nil, to: scanner.position)
    }

    /// Where searches found nothing to close what they started at: a comment, a template expression.
    struct Unclosed: Sendable {
        var cdata = Int.max, comment = Int.max, instruction = Int.max, declaration = Int.max
        var mustache = Int.max, brace = Int.max, scriptEnd = Int.max, styleEnd = Int.max
    }
}
