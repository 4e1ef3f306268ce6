import TextEscaping

/// Text written into Markdown that a reader or a parser takes as the same text: what a page's Markdown twin and
/// the site's llms.txt say in their own words (titles, summaries, facts in table cells) goes through here, since
/// it comes from pages and token files.
public enum TwinText {
    /// `text` as inline Markdown at the start of a line: line breaks become spaces, the punctuation Markdown reads
    /// inside a line is backslash-escaped, and so is a start that would open a block (`#`, `-`, `+`, `>`, `=`, `1.`).
    public static func inline(_ text: String) -> String {
        escaped(text, atLineStart: true)
    }

    /// `text` in a table cell: inline, with nothing that ends the cell (a cell opens no block).
    public static func cell(_ text: String) -> String {
        text.isEmpty ? " " : escaped(text, atLineStart: false)
    }

    /// Read as UTF-8 bytes: every character Markdown reads is ASCII, and every title and cell of a large site
    /// passes here. Written straight into the String's storage: each byte becomes at most two.
    private static func escaped(_ text: String, atLineStart: Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count * 2) { out in
                var written = 0
                let put = { (byte: UInt8) in
                    out[written] = byte
                    written += 1
                }
                // A run of digits at the start, which `.` or `)` after it would make a list item's number.
                let leadingDigits = atLineStart ? bytes.prefix { (0x30...0x39).contains($0) }.count : -1
                for (offset, byte) in bytes.enumerated() {
                    switch byte {
                    case UInt8(ascii: "\r") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n"):
                        continue
                    case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                        put(UInt8(ascii: " "))
                        continue
                    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                         UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                        put(UInt8(ascii: "\\"))
                    case UInt8(ascii: "&") where offset + 1 < bytes.count
                        && (bytes[offset + 1] == UInt8(ascii: "#") || (0x41...0x5A).contains(bytes[offset + 1] & 0xDF)):
                        put(UInt8(ascii: "\\"))
                    default:
                        if (atLineStart && offset == 0 && opensBlock(byte))
                            || (offset == leadingDigits && offset > 0 && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")"))) {
                            put(UInt8(ascii: "\\"))
                        }
                    }
                    put(byte)
                }
                return written
            }
        }
    }

    /// Whether `byte` opens a block at the start of a line: a heading, a list item, a setext underline, a quote.
    private static func opensBlock(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "#") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: ">")
    }

    /// `text` as a code span: fenced by one more backtick than its longest run of them, padded with a space where
    /// it starts or ends with a backtick or a space; line breaks become spaces. In a table cell a `|` inside is
    /// escaped, which GFM takes out before it reads the span.
    public static func code(_ text: String, inTable: Bool = false) -> String {
        var body: String
        let fence: String
        if let ascii = asciiCode(text, inTable: inTable) {
            body = ascii.body
            fence = String(repeating: "`", count: ascii.longestRun + 1)
        } else {
            body = ""
            for character in text {
                switch character {
                case "\n", "\r", "\r\n": body.append(" ")
                case "|" where inTable: body += "\\|"
                default: body.append(character)
                }
            }
            fence = MarkdownText.backtickFence(around: text)
        }
        if body.hasPrefix("`") || body.hasSuffix("`") || (body.hasPrefix(" ") && body.hasSuffix(" ") && body.contains { $0 != " " }) {
            body = " " + body + " "
        }
        return fence + body + fence
    }

    /// ``code(_:inTable:)``'s body, and the longest run of backticks, when `text` is ASCII, read byte by byte: each
    /// byte is then a Character of its own but for `\r\n`, which is one. Nil for other text. A page's previews are
    /// written into its twin as code, and reading them Character by Character cost hundreds of instructions a byte.
    static func asciiCode(_ text: String, inTable: Bool) -> (body: String, longestRun: Int)? {
        var text = text
        return text.withUTF8 { bytes -> (body: String, longestRun: Int)? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            var longest = 0
            var run = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                run = byte == UInt8(ascii: "`") ? run + 1 : 0
                longest = max(longest, run)
                switch byte {
                case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                    out.append(UInt8(ascii: " "))
                    index += 1
                case 0x0A, 0x0D:
                    out.append(UInt8(ascii: " "))
                case UInt8(ascii: "|") where inTable:
                    out += [UInt8(ascii: "\\"), UInt8(ascii: "|")]
                default:
                    out.append(byte)
                }
                index += 1
            }
            return (String(decoding: out, as: UTF8.self), longest)
        }
    }

    /// A link destination in angle brackets (``MarkdownText/destination(_:)``).
    public static func destination(_ url: String) -> String {
        MarkdownText.destination(url)
    }
}
