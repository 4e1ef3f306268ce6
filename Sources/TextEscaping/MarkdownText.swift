/// Text from a site (a title, a token name, a path) made safe to write into Markdown that GitHub, GitLab or any
/// CommonMark reader renders, such as a pull-request comment: it shows as the same characters and can open no
/// block, link, image, HTML, code span, emphasis, mention or reference.
public enum MarkdownText {
    /// `text` as inline text: every ASCII punctuation character escaped with a backslash (CommonMark allows it
    /// for each), line breaks and other control characters written as a visible escape so the text stays on its
    /// line, and a word joiner after `@` and `#` so that no `@mention` or `#123` reference is made of it.
    public static func inline(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count * 2)
        for scalar in TerminalText.escaped(text).unicodeScalars {
            if scalar.isASCII, isPunctuation(UInt8(scalar.value)) {
                escaped.unicodeScalars.append("\\")
            }
            escaped.unicodeScalars.append(scalar)
            if scalar == "@" || scalar == "#" {
                escaped.unicodeScalars.append(wordJoiner)
            }
        }
        return escaped
    }

    /// `text` as a code span: backticks one more than its longest run of them, with spaces inside where the text
    /// starts or ends with a backtick, and line breaks and control characters written as visible escapes.
    public static func code(_ text: String) -> String {
        let line = TerminalText.escaped(text)
        let fence = backtickFence(around: line)
        let padded = line.hasPrefix("`") || line.hasSuffix("`") || (line.hasPrefix(" ") && line.hasSuffix(" ")) ? " \(line) " : line
        return line.isEmpty ? "` `" : fence + padded + fence
    }

    /// Backticks one more than the longest run of them in `text`, and at least `minimum`: a fence that a code
    /// span (1) or a fenced code block (3) holding `text` cannot be closed early by.
    public static func backtickFence(around text: String, minimum: Int = 1) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(minimum, longest + 1))
    }

    /// U+2060, which shows as nothing and joins no word, between `@` and a name.
    static let wordJoiner: Unicode.Scalar = "\u{2060}"

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}

extension MarkdownText {
    /// `url` as a link destination: in angle brackets, with the characters that would end it or break its line
    /// (`<`, `>`, `\\`, spaces, control characters) percent-encoded, byte by byte.
    public static func destination(_ url: String) -> String {
        // Printable ASCII but the three needs no encoding: the usual URL is taken whole.
        if url.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\\") }) {
            return "<" + url + ">"
        }
        var escaped = "<"
        for scalar in url.unicodeScalars {
            if "<> \\".unicodeScalars.contains(scalar) || TerminalText.isUnsafe(scalar) {
                for byte in String(scalar).utf8 {
                    escaped += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + ">"
    }
}
