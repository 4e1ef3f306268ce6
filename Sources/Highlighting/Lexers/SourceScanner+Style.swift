/// Reading helpers the CSS and markup lexers share: Pygments' `\w`, identifiers, case-blind matches, one character
/// at a time where nothing matches.
extension SourceScanner {
    /// A word byte or `-`: what CSS names are made of.
    @inline(__always)
    static func isWordOrDash(_ byte: UInt8) -> Bool {
        ByteClass.isWord(byte) || byte == UInt8(ascii: "-")
    }

    /// An ASCII letter or `_`: what starts a CSS identifier in Pygments' rules.
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
    }

    /// Moves past one character, all of its UTF-8 bytes: what is read where no rule matches.
    mutating func skipCharacter() {
        advance()
        while !isAtEnd, !ByteClass.startsCharacter(peek()) { advance() }
    }

    /// Whether the bytes `offset` past the position are `text`'s, ASCII letters in either case.
    func starts(ignoringCase text: StaticString, at offset: Int = 0) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + offset + count <= end else { return false }
        return text.withUTF8Buffer { buffer in
            for index in 0..<count {
                let byte = bytes[position + offset + index]
                let wanted = buffer[index]
                guard byte == wanted || (ByteClass.isLetter(wanted) && byte | 0x20 == wanted | 0x20) else { return false }
            }
            return true
        }
    }

    /// The end of the `[\w-]*` run from `start`.
    func wordsAndDashesEnd(from start: Int) -> Int {
        var index = start
        while index < end, Self.isWordOrDash(bytes[index]) { index += 1 }
        return index
    }

    /// The end of the identifier (`[a-zA-Z_][\w-]*`) at the position; the position when there is none.
    func identifierEnd() -> Int {
        guard Self.isIdentifierStart(peek()) else { return position }
        return wordsAndDashesEnd(from: position + 1)
    }

    /// The end of the longest start of `bytes[position..<wordEnd]` that is one of `keywords` and ends where a word
    /// does (at `wordEnd` or before a `-`): how Pygments' `words(…, suffix=r'\b')` reads `auto-fill` as `auto`.
    /// Only the first `longest` bytes are looked at, so that a long name with many dashes costs no more than a
    /// short one.
    func keywordEnd(in keywords: Keywords, before wordEnd: Int, longest: Int = 40) -> Int? {
        var stop = wordEnd
        if stop - position > longest {
            stop = position + longest
            while stop > position, bytes[stop] != UInt8(ascii: "-") { stop -= 1 }
        }
        while stop > position {
            if keywords.contains(bytes[position..<stop]) { return stop }
            repeat { stop -= 1 } while stop > position && bytes[stop] != UInt8(ascii: "-")
        }
        return nil
    }

    /// The index past the `*/` that closes a comment whose body starts at `from`, or nil.
    func commentEnd(from start: Int) -> Int? {
        var index = start
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return nil
    }

    /// The index past the quote that closes a string opened at the position, backslashes escaping the byte after
    /// them; nil when it is not closed (by the end of the line too where `withinLine`).
    func quotedEnd(withinLine: Bool = false) -> Int? {
        let quote = peek()
        var index = position + 1
        while index < end {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if withinLine, byte == UInt8(ascii: "\n") { return nil }
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return nil
    }
}
