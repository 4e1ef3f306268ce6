/// Makes unique GitHub-style ids for headings.
///
/// GitHub lowercases the text, keeps letters, marks, numbers, `_`, `-` and spaces, turns each space into `-`,
/// and makes repeats unique with `-1`, `-2`, …
struct HeadingSlugger {
    private var used: Set<String>
    /// The next suffix to try for each base, so that n equal headings cost O(n), not O(n²).
    private var nextSuffix: [String: Int] = [:]

    init(reserved: Set<String>) {
        used = reserved
    }

    mutating func uniqueID(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var counter = nextSuffix[base, default: 1]
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        nextSuffix[base] = counter
        used.insert(candidate)
        return candidate
    }

    static func slug(_ text: String) -> String {
        // Most headings are ASCII: their bytes answer without a case mapping or property lookup per scalar.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "_"):
                    bytes.append(byte)
                default: break
                }
            }
            return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" || properties.isAlphabetic
                || properties.numericType != nil || properties.generalCategory.isMark
            {
                result.append(scalar)
            }
        }
        // A heading of punctuation only still needs an id that a link can name.
        return result.isEmpty ? "section" : String(result)
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
