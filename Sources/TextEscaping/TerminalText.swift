/// Text from a site (a title, a token name, a path) made safe to print on a terminal or in a log: a control
/// character would otherwise reach the terminal as a command (`ESC ] 0 ; … BEL` sets its title, `ESC [ 2 J`
/// clears it) and a bidirectional override would show a line in another order than it is.
public enum TerminalText {
    /// `text` with every C0 and C1 control character, DEL and bidirectional control written as a visible escape
    /// (`\u{1B}`, `\n`), so that one message stays one line and the terminal only ever shows it.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where isUnsafe(scalar): escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` escaped as ``escaped(_:)`` does, line by line: its own line breaks are kept (a usage message).
    public static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// Control characters, DEL, the C1 controls and the bidirectional embeddings, overrides and isolates.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
