/// Makes unique GitHub-style ids for headings.
///
/// GitHub lowercases the text, keeps letters, marks, numbers, `_`, `-` and spaces, turns each space into `-`,
/// and makes repeats unique with `-1`, `-2`, …
struct HeadingSlugger {
    /// Ids headings must avoid; apart from ``used``, so that a page's slugger does not copy them.
    private let reserved: Set<String>
    /// The ids this slugger gave.
    private var used: Set<String> = []
    /// The next suffix to try for each base that was taken, so that n equal headings cost O(n), not O(n²).
    private var nextSuffix: [String: Int] = [:]

    init(reserved: Set<String>) {
        self.reserved = reserved
    }

    mutating func uniqueID(for text: String) -> String {
        let base = Self.slug(text)
        // Room for a page's headings at once, rather than the set growing and rehashing at 1, 2, 4 and 8.
        if used.isEmpty { used.reserveCapacity(16) }
        // Most headings are unique: their base is free, found so with two lookups, and needs no suffix entry.
        if !reserved.contains(base), used.insert(base).inserted {
            return base
        }
        var candidate = base
        var counter = nextSuffix[base, default: 1]
        while used.contains(candidate) || reserved.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        nextSuffix[base] = counter
        used.insert(candidate)
        return candidate
    }

    static func slug(_ text: String) -> String {
        // Most headings are ASCII: their bytes answer without a case mapping or property lookup per scalar, and
        // the id is written straight into the String's storage.
        var text = text
        let ascii = text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let id = String(unsafeUninitializedCapacity: bytes.count) { output in
                var written = 0
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: " "): output[written] = UInt8(ascii: "-")
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): output[written] = byte | 0x20
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                         UInt8(ascii: "-"), UInt8(ascii: "_"):
                        output[written] = byte
                    default: continue
                    }
                    written += 1
                }
                return written
            }
            return id.isEmpty ? "section" : id
        }
        if let ascii {
            return ascii
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
