/// Element ids the pages' templates link to: a section's heading, a criterion's row, a token's row.
public enum ElementID {
    /// `C1` → `c1`: the element id of a criterion's row on a component page.
    package static func criterion(_ criterion: String) -> String {
        slug(criterion)
    }

    /// Lowercase letters and digits, every other run of characters a single `-`.
    public static func slug(_ text: String) -> String {
        // ASCII, as section folders and criteria mostly are, byte by byte: every page's navigation asks.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
                default: if bytes.last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        return result
    }
}
