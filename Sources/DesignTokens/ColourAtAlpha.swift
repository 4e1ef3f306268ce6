/// A colour string that is another token's colour at an alpha, as teams' pipelines write it: `rgba({c}, 0.16)`
/// (Tokens Studio, Style Dictionary with Sass), `oklch({c} / {opacity.40})` (Workday's build, which writes it
/// `oklch(from var(--c) l c h / …)`: the colour's own channels, the alpha given). The alpha is a number, a
/// percentage, or a reference to a number token.
struct ColourAtAlpha: Sendable, Hashable {
    /// The alpha: a number from 0 to 1 (a percentage divided by 100), or the token whose number it is.
    enum Alpha: Sendable, Hashable {
        case number(Double)
        case token(String)
    }

    /// The colour token, as a path.
    var reference: String
    var alpha: Alpha
    /// The function as written, lowercased (`rgba`, `oklch`): what the departure names.
    var function: String
    /// Whether the alpha follows a slash (`oklch({c} / a)`) rather than a comma (`rgba({c}, a)`).
    var slashed: Bool

    /// The functions whose channels a reference may stand for.
    static let functions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch"]

    /// What the departure says the form is, one per function and separator.
    var departure: String {
        slashed ? "a colour worked out from another's, \(function)({…} / alpha)" : "a colour worked out from another's, \(function)({…}, alpha)"
    }

    /// `text` read as such a colour; nil when it is no function of ``functions`` of a reference and one more
    /// argument; a failure when that argument is no alpha.
    static func read(_ text: String) -> Result<ColourAtAlpha, TokenExpression.Failure>? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= TokenExpression.maximumLength, trimmed.hasSuffix(")"), trimmed.contains("{"),
              let open = trimmed.firstIndex(of: "(") else { return nil }
        let function = trimmed[..<open].lowercased()
        guard functions.contains(function) else { return nil }
        let inside = trimmed[trimmed.index(after: open)...].dropLast()
        let slashed = !inside.contains(",")
        let parts = inside.split(separator: slashed ? "/" : ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        // Other shapes (`rgb(0 0 0 / {opacity})`) are CSS with references in it, joined in as Style Dictionary does.
        guard parts.count == 2, let target = reference(parts[0]) else { return nil }
        guard let alpha = alpha(parts[1]) else {
            let shape = slashed ? "\(function)({colour.token} / alpha)" : "\(function)({colour.token}, alpha)"
            return .failure(.init(message: "write \(shape), the alpha a number or a {reference} to one"))
        }
        return .success(ColourAtAlpha(reference: target, alpha: alpha, function: function, slashed: slashed))
    }

    /// `{a.b}` as `a/b`: one reference and nothing else.
    private static func reference(_ text: String) -> String? {
        guard text.filter({ $0 == "{" }).count == 1 else { return nil }
        return TokenSet.aliasTarget(JSONNode(value: .string(text), line: 1, column: 1))
    }

    private static func alpha(_ text: String) -> Alpha? {
        if let target = reference(text) { return .token(target) }
        let percent = text.hasSuffix("%")
        guard let number = Double(percent ? String(text.dropLast()) : text), number.isFinite else { return nil }
        return .number(percent ? number / 100 : number)
    }

    /// `color` at `alpha`, which is clamped to 0…1 as CSS clamps it.
    static func applying(_ alpha: Double, to color: Color) -> Color {
        var result = color
        result.alpha = UInt8((min(1, max(0, alpha)) * 255).rounded())
        return result
    }
}
