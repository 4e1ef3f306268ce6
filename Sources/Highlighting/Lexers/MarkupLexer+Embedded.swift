/// What markup hands to other languages: a `<script>`'s or `<style>`'s content, Vue's `{{ expressions }}`, and
/// Svelte's `{expressions}` and `{#if}…{/if}` blocks.
extension MarkupLexer {
    /// Lexes `range` as `language`, one language deeper, after saying the bytes before it are plain.
    mutating func embed(_ language: BuiltInLanguage, _ range: Range<Int>, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        writer.emit(nil, to: range.lowerBound)
        if !range.isEmpty { language.lex(range, of: scanner.bytes, into: &writer, depth: depth + 1) }
        scanner.advance(range.upperBound - scanner.position)
    }

    /// A script's or style's content up to its end tag, in its language; without an end tag, as Pygments does, the
    /// rest of the line only.
    mutating func content(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let name: StaticString = element == .style ? "style" : "script"
        let found = endTag(named: name, scanner)
        mode = .text
        element = .markup
        if let (tagStart, nameStart, nameEnd, end) = found {
            embed(language, scanner.position..<tagStart, &scanner, &writer)
            Self.readEndTag(nameStart, nameEnd, end, &scanner, &writer)
            return
        }
        var ahead = scanner
        ahead.advance()
        ahead.skip(past: "\n")
        embed(language, scanner.position..<ahead.position, &scanner, &writer)
    }

    /// The next end tag named `name` (in any case) from the position: where it starts, where its name starts and
    /// ends, where it ends.
    private mutating func endTag(named name: StaticString, _ scanner: SourceScanner) -> (Int, Int, Int, Int)? {
        let style = element == .style
        guard scanner.position < (style ? unclosedFrom.styleEnd : unclosedFrom.scriptEnd) else { return nil }
        var ahead = scanner
        while ahead.skip(to: UInt8(ascii: "<")) {
            if let (nameStart, nameEnd, end) = Self.endTagParts(ahead, from: ahead.position),
               Self.equalsIgnoringCase(ahead.bytes[nameStart..<nameEnd], name) {
                return (ahead.position, nameStart, nameEnd, end)
            }
            ahead.advance()
        }
        if style { unclosedFrom.styleEnd = scanner.position } else { unclosedFrom.scriptEnd = scanner.position }
        return nil
    }

    /// Vue's `{{ expression }}`: its braces preprocessor comments, as Pygments has them, the expression script;
    /// whether there was one.
    mutating func mustache(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        let start = scanner.position
        guard scanner.starts(with: "{{"), let end = Self.find("}}", from: start + 2, &unclosedFrom.mustache, scanner) else {
            return false
        }
        Self.read(.commentPreprocessor, to: start + 2, &scanner, &writer)
        embed(.javascript, start + 2..<end - 2, &scanner, &writer)
        Self.read(.commentPreprocessor, to: end, &scanner, &writer)
        return true
    }

    /// Svelte's `{expression}` in a tag (`on:click={toggle}`, `{...rest}`) or an attribute's value: braces
    /// punctuation, the expression script; whether there was one.
    mutating func expression(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard let close = braceEnd(scanner) else { return false }
        let start = scanner.position
        Self.read(.punctuation, to: start + 1, &scanner, &writer)
        embed(.javascript, start + 1..<close, &scanner, &writer)
        Self.read(.punctuation, to: close + 1, &scanner, &writer)
        return true
    }

    /// Svelte's `{expression}` between tags, or a block's tag (`{#if open}`, `{:else}`, `{/each}`, `{@html svg}`)
    /// whose keyword is a keyword and whose expression is script; whether there was one.
    mutating func svelteBlock(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard let close = braceEnd(scanner) else { return false }
        let start = scanner.position
        Self.read(.punctuation, to: start + 1, &scanner, &writer)
        let sign = scanner.peek()
        if sign == UInt8(ascii: "#") || sign == UInt8(ascii: ":") || sign == UInt8(ascii: "/") || sign == UInt8(ascii: "@") {
            var end = start + 2
            while end < close, ByteClass.isLetter(scanner.bytes[end]) { end += 1 }
            Self.read(.keyword, to: end, &scanner, &writer)
            scanner.skip(while: ByteClass.isSpace)
            if scanner.starts(with: "if"), sign == UInt8(ascii: ":"), !ByteClass.isWord(scanner.peek(2)) {
                Self.read(.keyword, from: scanner.position, to: scanner.position + 2, &scanner, &writer)
            }
        }
        embed(.javascript, scanner.position..<close, &scanner, &writer)
        Self.read(.punctuation, to: close + 1, &scanner, &writer)
        return true
    }

    /// A quoted attribute value with Svelte expressions in it (`class="card {size}"`): string, and script in braces.
    mutating func interpolatedString(to end: Int, _ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        while scanner.position < end {
            var index = scanner.position
            while index < end - 1, scanner.bytes[index] != UInt8(ascii: "{") { index += 1 }
            Self.read(.string, to: index == end - 1 ? end : index, &scanner, &writer)
            guard scanner.position < end else { return }
            if let close = braceEnd(SourceScanner(scanner.bytes, from: index, to: end - 1), remembering: false) {
                Self.read(.punctuation, to: index + 1, &scanner, &writer)
                embed(.javascript, index + 1..<close, &scanner, &writer)
                Self.read(.punctuation, to: close + 1, &scanner, &writer)
            } else {
                Self.read(.string, to: end, &scanner, &writer)
            }
        }
    }

    /// The `}` that closes the `{` at the position, past nested braces and script strings; nil when none does.
    mutating func braceEnd(_ scanner: SourceScanner, remembering: Bool = true) -> Int? {
        guard scanner.position < unclosedFrom.brace else { return nil }
        let bytes = scanner.bytes
        var depth = 0
        var index = scanner.position
        while index < scanner.end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                var quoted = scanner
                quoted.position = index
                guard let end = quoted.quotedEnd(withinLine: byte != UInt8(ascii: "`")) else { break }
                index = end - 1
            default:
                break
            }
            index += 1
        }
        // A brace left open (prose with a stray `{`) leaves later ones text too, so that none is looked for twice.
        if remembering { unclosedFrom.brace = scanner.position }
        return nil
    }
}
