extension SourceScanner {
    /// Moves past the characters Python's `\w` matches, which Pygments' lexers read names by: ASCII letters, digits
    /// and `_` (and `$` when `dollar`), and beyond ASCII the letters and digits of any script, not symbols such as
    /// `°`; how many bytes it moved.
    @discardableResult
    mutating func skipWordCharacters(dollar: Bool = false) -> Int {
        let start = position
        while position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                guard ByteClass.isWord(byte) || (dollar && byte == UInt8(ascii: "$")) else { break }
                position += 1
                continue
            }
            let (scalar, length) = scalar(at: position)
            guard let scalar, Self.isWord(scalar) else { break }
            position += length
        }
        return position - start
    }

    /// The scalar whose UTF-8 starts at `index` and how many bytes it takes; nil for bytes that are no scalar.
    private func scalar(at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length = ByteClass.characterLength(lead)
        guard length > 1, index + length <= end else { return (nil, 1) }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
            true
        default:
            false
        }
    }
}
