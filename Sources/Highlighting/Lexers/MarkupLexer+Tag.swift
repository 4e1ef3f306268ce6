/// A start tag's attributes and their values: HTML's and XML's, Vue's directives (`v-if`, `:prop`, `@event`) whose
/// values are script, Svelte's `{expressions}`.
extension MarkupLexer {
    /// Among a start tag's attributes, up to its `>`.
    mutating func tag(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if ByteClass.isSpace(byte) {
            scanner.skip(while: ByteClass.isSpace)
            return writer.emit(nil, to: scanner.position)
        }
        if let end = Self.tagEnd(scanner) {
            if dialect == .xml {
                Self.read(.nameTag, to: end, &scanner, &writer)
            } else {
                Self.read(.punctuation, to: byte == UInt8(ascii: "/") ? start + 1 : start, &scanner, &writer)
                Self.read(.punctuation, from: end - 1, to: end, &scanner, &writer)
            }
            mode = element == .markup ? .text : .content
            return
        }
        if dialect == .vue, directive(&scanner, &writer) { return }
        if dialect == .svelte, byte == UInt8(ascii: "{") {
            // `{disabled}` is short for `disabled={disabled}`: an attribute's name.
            var nameEnd = start + 1
            while nameEnd < scanner.end, ByteClass.isNamePart(scanner.bytes[nameEnd]) { nameEnd += 1 }
            if nameEnd > start + 1, nameEnd < scanner.end, scanner.bytes[nameEnd] == UInt8(ascii: "}") {
                Self.read(.punctuation, to: start + 1, &scanner, &writer)
                Self.read(.nameAttribute, to: nameEnd, &scanner, &writer)
                return Self.read(.punctuation, to: nameEnd + 1, &scanner, &writer)
            }
            if !expression(&scanner, &writer) { unmatched(&scanner, &writer) }
            return
        }
        attribute(&scanner, &writer)
    }

    /// The end of `/?\s*>` at the position.
    private static func tagEnd(_ scanner: SourceScanner) -> Int? {
        var index = scanner.position
        if scanner.peek() == UInt8(ascii: "/") { index += 1 }
        while index < scanner.end, ByteClass.isSpace(scanner.bytes[index]) { index += 1 }
        guard index < scanner.end, scanner.bytes[index] == UInt8(ascii: ">") else { return nil }
        return index + 1
    }

    /// An attribute's name, and its `=` when a value follows.
    private mutating func attribute(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var nameEnd = start
        while nameEnd < scanner.end, Self.isAttributeNamePart(scanner.bytes[nameEnd], dialect) { nameEnd += 1 }
        guard nameEnd > start else { return unmatched(&scanner, &writer) }
        var equals = nameEnd
        while equals < scanner.end, ByteClass.isSpace(scanner.bytes[equals]) { equals += 1 }
        guard equals < scanner.end, scanner.bytes[equals] == UInt8(ascii: "=") else {
            // XML's lexer knows no attribute without a value: Pygments leaves such names uncoloured (one character
            // at a time, each later start failing the same way: read at once here).
            if dialect == .xml { return Self.read(nil, to: nameEnd, &scanner, &writer) }
            return Self.read(.nameAttribute, to: nameEnd, &scanner, &writer)
        }
        valueIsLanguage = Self.equalsIgnoringCase(scanner.bytes[start..<nameEnd], "lang")
        if dialect == .xml {
            Self.read(.nameAttribute, to: equals + 1, &scanner, &writer)
        } else {
            Self.read(.nameAttribute, to: nameEnd, &scanner, &writer)
            Self.read(.operatorSign, from: equals, to: equals + 1, &scanner, &writer)
            scanner.skip(while: ByteClass.isSpace)
            writer.emit(nil, to: scanner.position)
        }
        mode = .value
    }

    /// `[\w:-]`, with `.` in XML and `|` (event modifiers: `on:click|once`) in Svelte.
    private static func isAttributeNamePart(_ byte: UInt8, _ dialect: Dialect) -> Bool {
        if SourceScanner.isWordOrDash(byte) || byte == UInt8(ascii: ":") { return true }
        switch dialect {
        case .xml: return byte == UInt8(ascii: ".")
        case .svelte: return byte == UInt8(ascii: "|")
        default: return false
        }
    }

    /// An attribute's value: a quoted or bare string; in Svelte, `{expression}` or a string with expressions in it.
    mutating func value(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        if dialect == .xml, ByteClass.isSpace(byte) {
            scanner.skip(while: ByteClass.isSpace)
            return writer.emit(nil, to: scanner.position)
        }
        if dialect == .svelte, byte == UInt8(ascii: "{") {
            mode = .tag
            if !expression(&scanner, &writer) { unmatched(&scanner, &writer) }
            return
        }
        var end = start
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var ahead = scanner
            ahead.advance()
            if ahead.skip(to: byte) { end = ahead.position + 1 }
        }
        if end == start {
            while end < scanner.end, !ByteClass.isSpace(scanner.bytes[end]), scanner.bytes[end] != UInt8(ascii: ">") { end += 1 }
        }
        guard end > start else { return unmatched(&scanner, &writer) }
        if valueIsLanguage { chooseLanguage(scanner.bytes[start..<end]) }
        mode = .tag
        if dialect == .svelte, end - start > 1, scanner.bytes[start..<end].contains(UInt8(ascii: "{")) {
            return interpolatedString(to: end, &scanner, &writer)
        }
        Self.read(.string, to: end, &scanner, &writer)
    }

    /// The language a `lang` attribute names for the script or style it is on (`ts`, `scss`).
    private mutating func chooseLanguage(_ value: ArraySlice<UInt8>) {
        var name = value
        if let first = name.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            name = name.dropFirst().dropLast()
        }
        switch element {
        case .script:
            if Self.equalsIgnoringCase(name, "ts") || Self.equalsIgnoringCase(name, "typescript") {
                language = .typescript
            } else if Self.equalsIgnoringCase(name, "tsx") {
                language = .tsx
            } else if Self.equalsIgnoringCase(name, "jsx") {
                language = .jsx
            }
        case .style:
            if Self.equalsIgnoringCase(name, "scss") { language = .scss }
        case .markup:
            break
        }
    }

    /// A Vue directive (`v-if`, `:label`, `@click.stop`, `v-bind:[key]`), its `=` and then its value, which is
    /// script; whether there was one.
    private mutating func directive(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) -> Bool {
        guard let (nameEnd, equals) = Self.directiveParts(scanner) else { return false }
        var index = scanner.position
        while index < nameEnd {
            let byte = scanner.bytes[index]
            if byte == UInt8(ascii: "[") {
                let close = scanner.bytes[index..<nameEnd].firstIndex(of: UInt8(ascii: "]")) ?? nameEnd - 1
                Self.read(.commentPreprocessor, to: index + 1, &scanner, &writer)
                embed(.javascript, index + 1..<close, &scanner, &writer)
                Self.read(.commentPreprocessor, to: close + 1, &scanner, &writer)
                index = close + 1
            } else if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".") {
                index += 1
                Self.read(.punctuation, to: index, &scanner, &writer)
            } else {
                while index < nameEnd, SourceScanner.isWordOrDash(scanner.bytes[index]) { index += 1 }
                if index == scanner.position { index += 1 }
                Self.read(.nameAttribute, to: index, &scanner, &writer)
            }
        }
        Self.read(.operatorSign, from: equals, to: equals + 1, &scanner, &writer)
        scanner.skip(while: ByteClass.isSpace)
        writer.emit(nil, to: scanner.position)
        mode = .directiveValue
        return true
    }

    /// Where a directive's name ends and where its `=` is, when one is at the position.
    private static func directiveParts(_ scanner: SourceScanner) -> (Int, Int)? {
        let bytes = scanner.bytes
        var index = scanner.position
        if scanner.peek() == UInt8(ascii: "@") || scanner.peek() == UInt8(ascii: ":") {
            index += 1
        } else if scanner.starts(ignoringCase: "v-") {
            index += 2
        } else {
            return nil
        }
        let nameStart = index
        while index < scanner.end {
            let byte = bytes[index]
            if SourceScanner.isWordOrDash(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") {
                index += 1
            } else if byte == UInt8(ascii: "["), let close = bytes[index..<scanner.end].firstIndex(of: UInt8(ascii: "]")) {
                index = close + 1
            } else {
                break
            }
        }
        guard index > nameStart else { return nil }
        let nameEnd = index
        while index < scanner.end, ByteClass.isSpace(bytes[index]) { index += 1 }
        guard index < scanner.end, bytes[index] == UInt8(ascii: "=") else { return nil }
        return (nameEnd, index)
    }

    /// A Vue directive's value: script, in quotes or bare.
    mutating func directiveValue(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let byte = scanner.peek()
        mode = .tag
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var ahead = scanner
            ahead.advance()
            if ahead.skip(to: byte) {
                let close = ahead.position
                Self.read(.string, to: start + 1, &scanner, &writer)
                embed(.javascript, start + 1..<close, &scanner, &writer)
                Self.read(.string, to: close + 1, &scanner, &writer)
                return
            }
        }
        var end = start
        while end < scanner.end, !ByteClass.isSpace(scanner.bytes[end]), scanner.bytes[end] != UInt8(ascii: ">") { end += 1 }
        guard end > start else {
            mode = .directiveValue
            return unmatched(&scanner, &writer)
        }
        embed(.javascript, start..<end, &scanner, &writer)
    }
}
