/// A Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`): the token's colour lightened,
/// darkened, mixed with another or given an alpha, by an amount from 0 to 1, as Tokens Studio's resolver works it
/// out: in sRGB, toward white, black or the other colour along a straight line of its encoded channels; in HSL,
/// by moving the lightness. LCH and Display P3 are worked out in sRGB, and counted as a departure.
struct ColorModifier: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case lighten, darken, mix, alpha
    }

    var kind: Kind
    var amount: Double
    /// `srgb` or `hsl` (others are worked out in sRGB).
    var space: String
    /// The colour a `mix` goes toward; nil for a mix that names none, which leaves the colour as it is, as
    /// sd-transforms does (its colour library cannot read the missing colour, and it keeps the token's own).
    var other: Color?
    /// The token a `mix` goes toward, when it names one (`"color": "{core.color.white}"`, as Sage's tokens do):
    /// ``other`` is that token's colour once the set's tokens are read (``mixing(_:)``).
    var otherToken: String?
    /// The token the amount is, when the modifier names one (`"value": "{global.modifier.hover}"`, as Sage's
    /// tokens do): ``amount`` is read from it once the set's tokens are (``resolved(in:)``).
    var amountToken: String?
    /// The arithmetic the amount is, when the modifier writes one (sd-transforms works it out): ``amount`` is
    /// worked out from it once the set's tokens are read (``resolved(in:)``).
    var amountExpression: String?
    /// Whether lighten and darken move HSL lightness by the amount itself, as Sass does and the pipelines built on
    /// its functions (Paragon's `modify`), rather than by that share of the way to white or black.
    var sassLightness = false

    /// The modifier `node` describes, or why not.
    static func read(_ node: JSONNode) -> Result<ColorModifier, TokenSet.Invalid> {
        let fields = node.members ?? []
        func field(_ name: String) -> JSONNode? { fields.first { $0.key == name }?.value }
        guard let typeName = field("type")?.string, let kind = Kind(rawValue: typeName) else {
            return .failure(.init(message: "a Tokens Studio colour modifier's type is one of lighten, darken, mix, alpha", at: field("type") ?? node))
        }
        let amountNode = field("value")
        var amountToken: String?
        // Tokens Studio reads past spaces around the reference (`"{modifier.hover} "`).
        if let text = amountNode?.string?.trimmingCharacters(in: .whitespaces), let node = amountNode,
           let target = TokenSet.aliasTarget(node.replacing(with: .string(text))), !text.dropFirst().contains("{") {
            amountToken = target
        }
        var amountExpression: String?
        if amountToken == nil, let text = amountNode?.string?.trimmingCharacters(in: .whitespaces), TokenExpression.isExpression(text) {
            // Arithmetic (`0.5 + 6 * 0.04`, `({treshhold} + 6 * {increment})`) is worked out once the tokens are read.
            amountExpression = text
        }
        guard amountToken != nil || amountExpression != nil else { return read(fields, kind: kind, amountNode: amountNode, node: node) }
        // The amount is read once the token it names is: 0 stands for it until then.
        return read(fields, kind: kind, amountNode: node.replacing(with: .number(0)), node: node).map { modifier in
            var modifier = modifier
            modifier.amountToken = amountToken
            modifier.amountExpression = amountExpression
            return modifier
        }
    }

    private static func read(_ fields: [JSONNode.Member], kind: Kind, amountNode: JSONNode?, node: JSONNode) -> Result<ColorModifier, TokenSet.Invalid> {
        func field(_ name: String) -> JSONNode? { fields.first { $0.key == name }?.value }
        guard let amount = amountNode?.number ?? amountNode?.string.flatMap(Double.init), amount.isFinite, (0...1).contains(amount) else {
            return .failure(.init(message: "a Tokens Studio colour modifier's value is an amount from 0 to 1", at: amountNode ?? node))
        }
        var other: Color?
        var otherToken: String?
        if kind == .mix, let colorNode = field("color") {
            // Tokens Studio reads past spaces around the reference (`"{core.color.white} "`), as for the amount.
            let text = colorNode.string?.trimmingCharacters(in: .whitespaces) ?? ""
            if let target = TokenSet.aliasTarget(colorNode.replacing(with: .string(text))), !text.dropFirst().contains("{") {
                otherToken = target
            } else if let color = Color(css: text) {
                other = color
            } else {
                return .failure(.init(message: "a Tokens Studio mix's \"color\" is the colour to mix with, as CSS writes it or a {reference} to a colour token",
                                      at: colorNode))
            }
        }
        return .success(ColorModifier(kind: kind, amount: amount, space: field("space")?.string?.lowercased() ?? "srgb", other: other,
                                      otherToken: otherToken))
    }

    /// Whether it is a mix that names no colour to mix with: the colour is left as it is.
    var mixesNothing: Bool { kind == .mix && other == nil && otherToken == nil }

    /// The modifier with ``other`` the colour of ``otherToken`` as `colour` gives it (the set's token, aliases
    /// followed); nil when that is no colour.
    func mixing(_ colour: (String) -> Color?) -> ColorModifier? {
        guard let otherToken else { return self }
        guard let color = colour(otherToken) else { return nil }
        var modifier = self
        modifier.other = color
        modifier.otherToken = nil
        return modifier
    }

    /// The modifier with its amount read from ``amountToken``, following aliases; nil when that is no amount
    /// from 0 to 1.
    func resolved(in raw: [String: TokenSet.RawToken]) -> ColorModifier? {
        if let amountExpression {
            let lookup = { (path: String) in Self.number(at: path, in: raw).map { TokenExpression.Quantity(value: $0, unit: nil) } }
            guard case let .success(quantity) = TokenExpression.evaluate(amountExpression, lookup: lookup), quantity.unit == nil,
                  quantity.value.isFinite, (0...1).contains(quantity.value) else { return nil }
            var modifier = self
            modifier.amount = quantity.value
            modifier.amountExpression = nil
            return modifier
        }
        guard let path = amountToken else { return self }
        guard let amount = Self.number(at: path, in: raw), amount.isFinite, (0...1).contains(amount) else { return nil }
        var modifier = self
        modifier.amount = amount
        modifier.amountToken = nil
        return modifier
    }

    /// The number the token at `path` is, aliases followed; nil when it is none.
    private static func number(at path: String, in raw: [String: TokenSet.RawToken]) -> Double? {
        var path = path
        for _ in 0..<TokenExpression.maximumDepth {
            guard let value = raw[path]?.value else { return nil }
            if let target = TokenSet.aliasTarget(value) {
                path = target
                continue
            }
            return value.number ?? value.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }

    /// `color` modified.
    func applied(to color: Color) -> Color {
        let channels = [color.red, color.green, color.blue].map { Double($0) / 255 }
        var result: [Double]
        var alpha = Double(color.alpha) / 255
        switch kind {
        case .alpha:
            result = channels
            alpha = amount
        case .lighten where sassLightness, .darken where sassLightness:
            let (hue, saturation, lightness) = Self.hsl(channels)
            let moved = min(1, max(0, lightness + (kind == .lighten ? amount : -amount)))
            let rgb = ColorMath.hslToSRGB(hue: hue, saturation: saturation, lightness: moved)
            result = [rgb.x, rgb.y, rgb.z]
        case .lighten where space == "hsl", .darken where space == "hsl":
            var (hue, saturation, lightness) = Self.hsl(channels)
            lightness = kind == .lighten ? lightness + (1 - lightness) * amount : lightness - lightness * amount
            let rgb = ColorMath.hslToSRGB(hue: hue, saturation: saturation, lightness: lightness)
            result = [rgb.x, rgb.y, rgb.z]
        case .lighten:
            result = channels.map { $0 + (1 - $0) * amount }
        case .darken:
            result = channels.map { $0 * (1 - amount) }
        case .mix:
            let target = other.map { [$0.red, $0.green, $0.blue].map { Double($0) / 255 } } ?? channels
            result = zip(channels, target).map { $0 + ($1 - $0) * amount }
            if let other { alpha += (Double(other.alpha) / 255 - alpha) * amount }
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        return Color(red: byte(result[0]), green: byte(result[1]), blue: byte(result[2]), alpha: byte(alpha))
    }

    /// sRGB channels (0…1) as hue (degrees), saturation and lightness (0…1).
    private static func hsl(_ rgb: [Double]) -> (Double, Double, Double) {
        let high = rgb.max() ?? 0
        let low = rgb.min() ?? 0
        let lightness = (high + low) / 2
        guard high != low else { return (0, 0, lightness) }
        let delta = high - low
        let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
        var hue: Double
        switch high {
        case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
        case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
        default: hue = (rgb[0] - rgb[1]) / delta + 4
        }
        hue *= 60
        return (hue, saturation, lightness)
    }
}
