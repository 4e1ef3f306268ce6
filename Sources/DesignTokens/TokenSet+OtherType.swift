import Foundation

extension TokenSet {
    /// The simple types whose values a team's pipeline may hold CSS of another kind under: Style Dictionary and
    /// Theo do not check a value against its type, and pass it on to CSS as written (PatternFly's font lists and
    /// `cubic-bezier()` under `number`, Salesforce's `2.5rem` line height under `number`).
    static let typesPassedToCSS: Set<DesignToken.Kind> = [.number, .dimension, .duration, .fontWeight, .cubicBezier]

    /// A token's own `$value` (not a composite's part) read as `kind`, or, when it is a string that is none, as
    /// ``otherType(_:text:kind:warnings:)`` reads it.
    static func tokenValue(of node: JSONNode, kind: DesignToken.Kind, parts: TokenSet, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        var own: [Invalid] = []
        let read = value(of: node, kind: kind, parts: parts, warnings: &own)
        if case let .failure(invalid) = read, !invalid.keptAsWritten, let text = node.string,
           let other = otherType(node, text: text, kind: kind, warnings: &warnings) {
            return other
        }
        warnings += own
        return read
    }

    /// The kind of a token whose `$type` is `declared` and whose value is `value`: the kind of the value when it
    /// was read as another type's (``otherType(_:text:kind:warnings:)``).
    static func kind(of value: DesignToken.Value, declared: DesignToken.Kind) -> DesignToken.Kind {
        guard typesPassedToCSS.contains(declared) else { return declared }
        switch value {
        case .dimension: return .dimension
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .fontFamily: return .fontFamily
        default: return declared
        }
    }

    /// A string at `node` that is no value of `kind`, read as what the pipeline passes on to CSS: a length or a
    /// time as that dimension or duration, `cubic-bezier()` (or an easing keyword) as a cubic Bézier, a CSS font
    /// list as a font family, each with a departure; a CSS keyword (`underline`, ``cssKeywords``) or a shorthand of two
    /// to four lengths (`0.75rem 1rem`) kept as written, told once per file. Nil when the text is none of these: a genuine
    /// fault, which the caller tells.
    static func otherType(_ node: JSONNode, text: String, kind: DesignToken.Kind,
                          warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid>? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= TokenExpression.maximumLength else { return nil }
        let under = "under $type \(kind.rawValue)"
        guard typesPassedToCSS.contains(kind) else { return nil }
        for other in [DesignToken.Kind.dimension, .duration] where other != kind && trimmed.first.map({ $0.isNumber || $0 == "." || $0 == "-" }) == true {
            var ignored: [Invalid] = []
            switch value(of: node, kind: other, parts: TokenSet(), warnings: &ignored) {
            case let .success(read) where read != .asWritten(trimmed):
                warnings.append(.departure("a \(other.rawValue) \(under) (read as a \(other.rawValue))", at: node))
                return .success(read)
            default:
                continue
            }
        }
        if let curve = cssCubicBezier(trimmed) {
            warnings.append(.departure(kind == .cubicBezier ? "a cubicBezier as CSS writes it (read as its four numbers)"
                                           : "a CSS easing \(under) (read as a cubicBezier)", at: node))
            return .success(.cubicBezier(curve))
        }
        if kind != .cubicBezier, let names = cssFontList(trimmed) {
            warnings.append(.departure("a CSS font list \(under) (read as a fontFamily)", at: node))
            return .success(.fontFamily(names))
        }
        guard isCSSKeyword(trimmed) || SeveralLengths.pieces(trimmed) != nil else { return nil }
        return keptAsWritten(trimmed, under: under, kind: kind, at: node, warnings: &warnings)
    }

    /// `text`, CSS of another kind than `kind` that the pipeline passes on, kept as written and told once per file.
    private static func keptAsWritten(_ text: String, under: String, kind: DesignToken.Kind, at node: JSONNode,
                                      warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        warnings.append(Invalid(message: "a CSS value of another kind \(under), kept as written", at: node, departure: true, told: true))
        return .failure(Invalid(message: "'\(text)' is CSS of another kind than \(kind.rawValue), which the pipeline passes on as written; "
                                + "it is kept as written", keptAsWritten: true))
    }

    /// The curves CSS names, as `cubic-bezier()` writes them.
    static let easingKeywords: [String: CubicBezier] = [
        "linear": CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1), "ease": CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        "ease-in": CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1), "ease-out": CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
        "ease-in-out": CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    ]

    /// `cubic-bezier(.4, 0, .2, 1)` (or a keyword of ``easingKeywords``) as its curve; nil when the text is none, or
    /// an x is outside 0…1.
    static func cssCubicBezier(_ text: String) -> CubicBezier? {
        let lowered = text.lowercased()
        if let named = easingKeywords[lowered] { return named }
        guard lowered.hasPrefix("cubic-bezier("), lowered.hasSuffix(")") else { return nil }
        let numbers = lowered.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), (0...1).contains(numbers[0]), (0...1).contains(numbers[2]),
              (-100...100).contains(numbers[1]), (-100...100).contains(numbers[3]) else { return nil }
        return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// The generic families CSS names, one of which ends a font list as CSS writes it.
    static let genericFontFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
                                                   "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong"]

    /// `"Red Hat Text", Helvetica, sans-serif` as its names, without quotes: two names or more, each quoted or of
    /// words, and a name quoted or a generic family among them, so that a plain list of words is no font list.
    static func cssFontList(_ text: String) -> [String]? {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard items.count >= 2 else { return nil }
        var names: [String] = []
        var marked = false
        for item in items {
            if let quote = item.first, quote == "\"" || quote == "'", item.count >= 3, item.last == quote,
               !item.dropFirst().dropLast().contains(quote) {
                names.append(String(item.dropFirst().dropLast()))
                marked = true
            } else if !item.isEmpty, item.split(separator: " ").allSatisfy(isFontNameWord) {
                names.append(item.split(separator: " ").joined(separator: " "))
                marked = marked || genericFontFamilies.contains(item.lowercased())
            } else {
                return nil
            }
        }
        return marked ? names : nil
    }

    /// Keywords CSS gives properties as values (text decoration, border style, font style, alignment, the global
    /// keywords): a word a pipeline passes on to CSS under another type. Any other word is no CSS value, so a
    /// fault of the data (`twelve` under `dimension`).
    static let cssKeywords: Set<String> = [
        "auto", "none", "normal", "inherit", "initial", "unset", "revert", "underline", "overline", "line-through",
        "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset", "hidden", "italic", "oblique",
        "uppercase", "lowercase", "capitalize", "left", "right", "center", "justify", "start", "end", "top", "bottom",
        "middle", "baseline", "bold", "bolder", "lighter", "block", "inline", "inline-block", "flex", "grid", "contents",
        "visible", "scroll", "clip", "nowrap", "wrap", "pre", "pre-wrap", "break-word", "pointer", "small", "medium",
        "large", "x-small", "x-large", "xx-small", "xx-large", "smaller", "larger", "thin", "thick", "cover", "contain",
        "fill", "absolute", "relative", "fixed", "sticky", "static", "transparent", "currentcolor", "max-content",
        "min-content", "fit-content",
    ]

    /// One of ``cssKeywords``, in any case.
    static func isCSSKeyword(_ text: String) -> Bool {
        text.count <= 16 && cssKeywords.contains(text.lowercased())
    }

    /// A word as a font's name is written unquoted in a CSS font list: letters, digits and hyphens.
    static func isFontNameWord(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter, text.count <= 64 else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII }
    }
}
