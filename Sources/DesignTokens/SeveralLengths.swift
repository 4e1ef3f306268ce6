/// A dimension of several lengths apart by spaces, as CSS's `padding` takes them and Tokens Studio's multi-value
/// spacing writes them (`8 16`, `{dimension.sm} {dimension.xl}`): two to four, each a length or a reference to one.
/// No one length, it is kept as written, its references worked out and a plain number read as pixels.
enum SeveralLengths {
    /// What the tokens page counts for each.
    static let departure = "a dimension of several lengths, as CSS's padding (kept as written)"
    /// The units a length may be written in.
    static let units: Set<String> = ["px", "rem", "em", "%"]

    /// The pieces of `text` when it is two to four lengths or references apart by spaces; nil for any other text.
    static func pieces(_ text: String) -> [Substring]? {
        guard text.utf8.count <= 400 else { return nil }
        let pieces = text.split(whereSeparator: \.isWhitespace)
        guard (2...4).contains(pieces.count), pieces.allSatisfy({ reference($0) != nil || length($0) != nil }) else { return nil }
        return pieces
    }

    /// `text` as CSS writes it, each plain number in px (`0` as it is), when it is several lengths and no
    /// references; nil otherwise.
    static func written(_ text: String) -> String? {
        guard let pieces = pieces(text) else { return nil }
        let lengths = pieces.compactMap(length)
        return lengths.count == pieces.count ? lengths.joined(separator: " ") : nil
    }

    /// The token `piece` refers to (`{a.b}` as `a/b`); nil when it is no reference.
    static func reference(_ piece: Substring) -> String? {
        guard piece.hasPrefix("{"), piece.hasSuffix("}"), piece.count > 2, !piece.dropFirst().dropLast().contains(where: { "{}".contains($0) }) else {
            return nil
        }
        return String(piece.dropFirst().dropLast()).replacingDots()
    }

    /// `piece` as CSS writes the length (`8` as `8px`); nil when it is no length.
    static func length(_ piece: Substring) -> String? {
        let unit = String(piece.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
        guard let number = Double(piece.dropLast(unit.count)), number.isFinite, unit.isEmpty || units.contains(unit),
              DesignToken.dimensionRange.contains(number) else { return nil }
        return unit.isEmpty && number != 0 ? DesignToken.text(number) + "px" : String(piece)
    }
}
