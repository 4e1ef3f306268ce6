/// Where a console line's prompt ends, by the prompts Pygments' `BashSessionLexer` knows: `$ `, `# `, `% ` (after
/// spaces), `[user@host dir]$ `, `sh-5.2$ `, `user@host:~$ `, `user@host ~ % `.
///
/// Pygments' pattern is greedy, so that in `user@host:~$ echo $HOME` it takes `user@host:~$ echo $` for the
/// prompt; here the prompt ends at its first `$`, `#` or `%`, as a shell's does.
enum ShellPrompt {
    /// Where the prompt at `scanner`'s position ends (past the spaces after it), or nil for a line with none.
    static func end(_ scanner: SourceScanner, lineEnd: Int) -> Int? {
        let bytes = scanner.bytes
        let start = scanner.position
        guard start < lineEnd else { return nil }
        if bytes[start] == UInt8(ascii: "[") {
            for index in start + 1..<lineEnd where bytes[index] == UInt8(ascii: "]") {
                if let end = promptSign(bytes, after: index + 1, lineEnd: lineEnd) { return end }
            }
        }
        if let end = promptSign(bytes, after: start, lineEnd: lineEnd) { return end }
        if scanner.starts(with: "sh"), let end = signInWord(bytes, from: start + 2, lineEnd: lineEnd) { return end }
        guard ByteClass.isWord(bytes[start]) else { return nil }
        let firstEnd = wordEnd(bytes, from: start, lineEnd: lineEnd)
        guard let colon = (start + 2..<max(start + 2, firstEnd - 1)).first(where: {
            bytes[$0] == UInt8(ascii: "@") || bytes[$0] == UInt8(ascii: ":")
        }) else { return nil }
        if let end = signInWord(bytes, from: colon + 2, lineEnd: lineEnd) { return end }
        var second = firstEnd
        while second < lineEnd, ByteClass.isBlank(bytes[second]) { second += 1 }
        guard second < lineEnd else { return nil }
        return signInWord(bytes, from: second + 1, lineEnd: lineEnd)
    }

    /// `\s*[$#%]\s*` at `index`: where it ends.
    private static func promptSign(_ bytes: [UInt8], after index: Int, lineEnd: Int) -> Int? {
        var index = index
        while index < lineEnd, ByteClass.isBlank(bytes[index]) { index += 1 }
        guard index < lineEnd, isSign(bytes[index]) else { return nil }
        return spaces(bytes, after: index + 1, lineEnd: lineEnd)
    }

    /// A sign in the rest of the word from `index`, or after it past blanks.
    private static func signInWord(_ bytes: [UInt8], from index: Int, lineEnd: Int) -> Int? {
        var index = index
        while index < lineEnd, !ByteClass.isSpace(bytes[index]) {
            if isSign(bytes[index]) { return spaces(bytes, after: index + 1, lineEnd: lineEnd) }
            index += 1
        }
        return promptSign(bytes, after: index, lineEnd: lineEnd)
    }

    private static func wordEnd(_ bytes: [UInt8], from index: Int, lineEnd: Int) -> Int {
        var index = index
        while index < lineEnd, !ByteClass.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// Past the blanks at `index`, and past the line break when nothing else is left on the line.
    private static func spaces(_ bytes: [UInt8], after index: Int, lineEnd: Int) -> Int {
        var index = index
        while index < lineEnd, ByteClass.isSpace(bytes[index]) { index += 1 }
        return index == lineEnd && index < bytes.count ? index + 1 : index
    }

    private static func isSign(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%")
    }
}
