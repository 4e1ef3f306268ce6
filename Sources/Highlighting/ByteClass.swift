/// What an ASCII byte is, for lexers: bytes of UTF-8 beyond ASCII count as letters, so that names in any script
/// stay whole.
public enum ByteClass {
    @inline(__always)
    public static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    @inline(__always)
    public static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    @inline(__always)
    public static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    @inline(__always)
    public static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    @inline(__always)
    public static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    /// A letter, `_` or `$`: what starts a name in most C-like languages.
    @inline(__always)
    public static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == 0x5F || byte == 0x24
    }

    /// A letter, a digit, `_` or `$`.
    @inline(__always)
    public static func isNamePart(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte)
    }

    /// A word byte in the sense of Python's `\w`, which Pygments' rules read names by: a letter (any byte beyond
    /// ASCII), a digit or `_`.
    @inline(__always)
    public static func isWord(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x5F
    }

    /// How many bytes the UTF-8 character `byte` starts has (1 for ASCII and stray bytes).
    @inline(__always)
    public static func characterLength(_ byte: UInt8) -> Int {
        byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    }

    /// Whether `byte` is the first byte of a UTF-8 sequence (not a continuation byte).
    @inline(__always)
    public static func startsCharacter(_ byte: UInt8) -> Bool {
        byte & 0xC0 != 0x80
    }
}
