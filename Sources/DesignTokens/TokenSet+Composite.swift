extension TokenSet {
    /// When a kind's values are read: a value whose parts may refer to tokens (a border's style to a stroke
    /// style, a stroke style's dashes to dimensions) after the tokens its parts may be.
    static func readingTier(of kind: DesignToken.Kind) -> Int {
        switch kind {
        case .strokeStyle: 1
        case .border, .transition, .shadow, .gradient, .typography: 2
        default: 0
        }
    }

    /// `[x1, y1, x2, y2]`, the x coordinates 0…1.
    static func cubicBezier(_ node: JSONNode) -> Result<CubicBezier, Invalid> {
        guard case let .array(items) = node.value, items.count == 4 else {
            return .failure(Invalid(message: "a cubic Bézier is four numbers, [x1, y1, x2, y2]", at: node))
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let range: ClosedRange<Double> = index.isMultiple(of: 2) ? 0...1 : -100...100
            guard let number = item.number, range.contains(number) else {
                let name = ["x1", "y1", "x2", "y2"][index]
                return .failure(Invalid(message: "\(name) must be a number from \(DesignToken.text(range.lowerBound)) to \(DesignToken.text(range.upperBound))", at: item))
            }
            numbers.append(number)
        }
        return .success(CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    }

    /// A value made of named parts, each a literal of its own kind or a reference to a token of that kind.
    static func composite(_ node: JSONNode, kind: DesignToken.Kind, parts: TokenSet, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        let result = compositeParts(node, kind: kind, parts: parts, warnings: &warnings)
        if case let .failure(invalid) = result, invalid.keptAsWritten {
            warnings.append(.departure("a \(kind.rawValue) with a part kept as written, kept as written", at: node))
        }
        return result
    }

    /// Parts a tool writes in a typography that the Format Module lacks and Specimen does not draw: read past.
    static let typographyExtras: Set<String> = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "txtDecoration",
                                                "fontVariationSettings", "fontStyle", "textTransform"]
    /// The Format Module's parts of a typography.
    static let typographyParts = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// Whether `key` is a part a tool writes beside a typography's own that Specimen reads past: one of
    /// ``typographyExtras``, or a CSS font or text property in either spelling (`fontVariantNumeric`, `font-style`),
    /// which Terrazzo passes through to CSS; not one a letter or two from the module's own (`fontSzie`), a typo.
    static func isTypographyExtra(_ key: String) -> Bool {
        if typographyExtras.contains(key) { return true }
        let words = key.split(separator: "-")
        let camel = words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard ["font", "text", "word", "paragraph"].contains(where: camel.hasPrefix), camel.count <= 40 else { return false }
        return !typographyParts.contains { EditDistance.between($0, camel) <= 2 }
    }

    private static func compositeParts(_ node: JSONNode, kind: DesignToken.Kind, parts: TokenSet, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        var reader = PartReader(parts: parts)
        defer { warnings += reader.warnings }
        switch kind {
        case .strokeStyle:
            return reader.strokeStyle(node).map(DesignToken.Value.strokeStyle)
        case .border:
            return reader.object(node, kind: kind) { object throws(Invalid) in
                Border(color: try object.color("color"), width: try object.dimension("width", atLeast: 0), style: try object.strokeStyle("style"))
            }.map(DesignToken.Value.border)
        case .transition:
            return reader.object(node, kind: kind) { object throws(Invalid) in
                Transition(duration: try object.duration("duration"), delay: try object.duration("delay"),
                           timingFunction: try object.cubicBezier("timingFunction"))
            }.map(DesignToken.Value.transition)
        case .shadow:
            return shadowValue(node, reader: &reader, parts: parts)
        case .gradient:
            return gradientValue(node, reader: &reader, parts: parts)
        case .typography:
            return typography(node, reader: &reader, warnings: &warnings)
        default:
            return value(of: node, kind: kind, parts: parts, warnings: &warnings)
        }
    }

    /// A shadow: one layer, or a list of layers and shadow tokens' aliases, whose layers they stand for.
    private static func shadowValue(_ node: JSONNode, reader: inout PartReader, parts: TokenSet) -> Result<DesignToken.Value, Invalid> {
        let layers = node.members != nil ? [node] : node.arrayItems
        guard let layers, !layers.isEmpty else {
            return .failure(Invalid(message: "a shadow is an object of color, offsetX, offsetY, blur and spread, or a list of them", at: node))
        }
        var shadows: [Shadow] = []
        for layer in layers {
            // Array aliasing: an item may be a shadow token, one layer or many.
            if let target = aliasTarget(layer) {
                switch aliasedItem(target, at: layer, kind: .shadow, parts: parts) {
                case let .success(.shadow(layers)): shadows += layers
                case let .failure(error): return .failure(error)
                default: break
                }
                continue
            }
            switch reader.object(layer, kind: .shadow, optional: ["inset"], { object throws(Invalid) in
                Shadow(color: try object.colorWithAlpha(), offsetX: try object.dimension("offsetX"),
                       offsetY: try object.dimension("offsetY"), blur: try object.dimension("blur", atLeast: 0),
                       spread: try object.dimension("spread", orWhenMissing: 0), inset: try object.flag("inset"))
            }) {
            case let .success(shadow): shadows.append(shadow)
            case let .failure(error): return .failure(error)
            }
        }
        return .success(.shadow(shadows))
    }

    /// A gradient: a list of stops and gradient tokens' aliases, whose stops they stand for.
    private static func gradientValue(_ node: JSONNode, reader: inout PartReader, parts: TokenSet) -> Result<DesignToken.Value, Invalid> {
        guard let items = node.arrayItems, !items.isEmpty else {
            return .failure(Invalid(message: "a gradient is a list of stops, one or more, each {\"color\", \"position\"}", at: node))
        }
        var stops: [GradientStop] = []
        for item in items {
            // Array aliasing: an item may be a gradient token, whose stops it stands for.
            if let target = aliasTarget(item) {
                switch aliasedItem(target, at: item, kind: .gradient, parts: parts) {
                case let .success(.gradient(more)): stops += more
                case let .failure(error): return .failure(error)
                default: break
                }
                continue
            }
            switch reader.object(item, kind: .gradient, { object throws(Invalid) in
                // The module's rule: a position outside 0…1 counts as the nearest end.
                GradientStop(color: try object.color("color"), position: min(1, max(0, try object.number("position"))))
            }) {
            case let .success(stop): stops.append(stop)
            case let .failure(error): return .failure(error)
            }
        }
        return .success(.gradient(stops))
    }

    /// A typography: its parts the Format Module lacks read past, each a departure.
    private static func typography(_ node: JSONNode, reader: inout PartReader, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        let extras = Set(node.members?.map(\.key) ?? []).filter(isTypographyExtra)
        for extra in extras.sorted() {
            warnings.append(.departure("a typography part the Format Module lacks ('\(extra)', read past)", at: node))
        }
        return reader.object(node, kind: .typography, optional: extras) { object throws(Invalid) in
            // Tokens Studio's typography may give any of its parts: the others are as a browser takes them. A size
            // in CSS only a browser works out (`clamp()`) is kept as written, drawn at its smallest size.
            let asWritten = object.fontSizeAsWritten()
            var fontSize = asWritten.map(TokenSet.PartReader.Object.smallestSize) ?? 0
            if asWritten == nil { fontSize = try object.dimension("fontSize", atLeast: 0, orWhenMissing: 16) }
            return Typography(fontFamily: try object.fontFamilyOrInherited(), fontSize: fontSize,
                              fontWeight: try object.fontWeightOrNormal(), letterSpacing: try object.letterSpacing(fontSize: fontSize),
                              lineHeight: try object.lineHeight(fontSize: fontSize), fontSizeAsWritten: asWritten)
        }.map(DesignToken.Value.typography)
    }

    /// The value of the token an array item aliases, which must be of `kind`.
    private static func aliasedItem(_ target: String, at node: JSONNode, kind: DesignToken.Kind, parts: TokenSet) -> Result<DesignToken.Value, Invalid> {
        let written = "{" + target.replacingSlashes() + "}"
        guard let token = parts.tokens[target] else {
            let known = parts.unreadable[target]
            return .failure(Invalid(message: "an item refers to \(written), \(known != nil ? "which has an error" : "which is not a token")", at: node,
                                    cause: known.map { $0.cause ?? $0.position }, missingTarget: known == nil ? target : nil))
        }
        guard token.kind == kind else {
            return .failure(Invalid(message: "an item refers to \(written), a \(token.kind.rawValue) token; it must be a \(kind.rawValue)", at: node))
        }
        return .success(token.value)
    }
}
