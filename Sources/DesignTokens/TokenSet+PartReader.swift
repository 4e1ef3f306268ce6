import Foundation

extension TokenSet {
    /// Reads the parts of composite values: each a literal of its own kind, or `{a.token}` of that kind in `parts`.
    struct PartReader {
        let parts: TokenSet
        /// What reading the parts warned of (a colour part outside sRGB).
        var warnings: [Invalid] = []

        /// The object `node` made into a value by `build`, which asks for its parts by name; a member `build` does not
        /// ask for (nor `optional` lists) is an error.
        mutating func object<Value>(_ node: JSONNode, kind: DesignToken.Kind, optional: Set<String> = [],
                                    _ build: (inout Object) throws(Invalid) -> Value) -> Result<Value, Invalid> {
            guard let fields = node.members else {
                return .failure(Invalid(message: "a \(kind.rawValue) is an object of its parts; found \(node.kindDescription)", at: node))
            }
            var object = Object(node: node, fields: fields, kind: kind, parts: parts)
            defer { warnings += object.warnings }
            do {
                let value = try build(&object)
                let known = object.asked.union(optional)
                if let unknown = fields.first(where: { !known.contains($0.key) }) {
                    return .failure(Invalid(message: "unknown \(kind.rawValue) part '\(unknown.key)'; allowed: \(known.sorted().joined(separator: ", "))",
                                            at: unknown.value))
                }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }

        /// A keyword (`dashed`) or `{"dashArray": [dimensions], "lineCap": "round"}`.
        mutating func strokeStyle(_ node: JSONNode) -> Result<StrokeStyle, Invalid> {
            if let keyword = node.string {
                guard StrokeStyle.keywords.contains(keyword) else {
                    return .failure(Invalid(message: "stroke style '\(keyword)' is not one of \(StrokeStyle.keywords.joined(separator: ", ")), "
                                            + "nor {\"dashArray\", \"lineCap\"}", at: node))
                }
                return .success(.keyword(keyword))
            }
            return object(node, kind: .strokeStyle) { object throws(Invalid) in
                let dashes = try object.dimensions("dashArray")
                let lineCap = try object.keyword("lineCap", allowed: StrokeStyle.lineCaps)
                return .dashes(dashes, lineCap: lineCap)
            }
        }
    }
}

extension TokenSet.PartReader {
    /// A composite's object, its parts read by name.
    struct Object {
        let node: JSONNode
        let fields: [JSONNode.Member]
        let kind: DesignToken.Kind
        let parts: TokenSet
        private(set) var asked: Set<String> = []
        private(set) var warnings: [TokenSet.Invalid] = []

        init(node: JSONNode, fields: [JSONNode.Member], kind: DesignToken.Kind, parts: TokenSet) {
            self.node = node
            self.fields = fields
            self.kind = kind
            self.parts = parts
        }

        mutating func color(_ name: String) throws(TokenSet.Invalid) -> Color {
            guard case let .color(color) = try part(name, .color) else { throw wrongKind(name, .color) }
            return color
        }

        mutating func dimension(_ name: String, atLeast minimum: Double? = nil) throws(TokenSet.Invalid) -> Double {
            guard case let .dimension(pixels) = try part(name, .dimension) else { throw wrongKind(name, .dimension) }
            if let minimum, pixels < minimum {
                throw TokenSet.Invalid(message: "\(name) may not be below \(minimum == 0 ? "0" : String(minimum))px", at: member(name))
            }
            return pixels
        }

        /// A dimension that tools leave out where the Format Module asks for it (a typography's letterSpacing, a
        /// shadow's spread): `fallback` when absent, a departure.
        mutating func dimension(_ name: String, atLeast minimum: Double? = nil, orWhenMissing fallback: Double) throws(TokenSet.Invalid) -> Double {
            guard member(name) != nil else {
                asked.insert(name)
                warnings.append(.departure("a \(kind.rawValue) without \(name) (read as \(DesignToken.text(fallback)))", at: node))
                return fallback
            }
            return try dimension(name, atLeast: minimum)
        }

        /// A typography's letterSpacing: a dimension, or a percentage of `fontSize` as Tokens Studio writes it
        /// (`-1%`); 0 when absent, a departure.
        mutating func letterSpacing(fontSize: Double) throws(TokenSet.Invalid) -> Double {
            guard member("letterSpacing") != nil else { return try dimension("letterSpacing", orWhenMissing: 0) }
            let value = try part("letterSpacing", .dimension)
            switch value {
            case let .dimension(pixels): return pixels
            case let .asWritten(text) where text.hasSuffix("%"):
                guard let percent = Double(text.dropLast().trimmingCharacters(in: .whitespaces)), percent.isFinite, abs(percent) <= 1_000 else {
                    throw wrongKind("letterSpacing", .dimension)
                }
                return fontSize * percent / 100
            default: throw wrongKind("letterSpacing", .dimension)
            }
        }

        /// A number that tools leave out where the Format Module asks for it (a typography's lineHeight):
        /// `fallback` when absent, a departure.
        mutating func number(_ name: String, in range: ClosedRange<Double>, orWhenMissing fallback: Double) throws(TokenSet.Invalid) -> Double {
            guard member(name) != nil else {
                asked.insert(name)
                warnings.append(.departure("a \(kind.rawValue) without \(name) (read as \(DesignToken.text(fallback)))", at: node))
                return fallback
            }
            return try number(name, in: range)
        }

        /// A typography's lineHeight: a number (a multiple of the size), or a dimension as tools write it
        /// (`{"value": 1.875, "unit": "rem"}`), read as that multiple of `fontSize`; 1.2 when absent.
        mutating func lineHeight(fontSize: Double) throws(TokenSet.Invalid) -> Double {
            if let node = member("lineHeight"), node.members != nil || (node.string.map { $0.hasSuffix("px") || $0.hasSuffix("rem") } ?? false),
               TokenSet.aliasTarget(node) == nil, fontSize > 0 {
                asked.insert("lineHeight")
                guard case let .dimension(pixels) = try value(node, name: "lineHeight", .dimension), (0...100).contains(pixels / fontSize) else {
                    throw wrongKind("lineHeight", .number)
                }
                warnings.append(.departure("a typography's lineHeight as a dimension (read as a multiple of its fontSize)", at: node))
                return pixels / fontSize
            }
            return try number("lineHeight", in: 0...100, orWhenMissing: 1.2)
        }

        /// A typography's fontWeight, 400 (`normal`, as CSS takes it) when absent, a departure.
        mutating func fontWeightOrNormal() throws(TokenSet.Invalid) -> Double {
            guard member("fontWeight") != nil else {
                asked.insert("fontWeight")
                warnings.append(.departure("a typography without fontWeight (read as 400)", at: node))
                return 400
            }
            return try fontWeight("fontWeight")
        }

        /// A typography's fontFamily; none (the page's own font, as a browser takes it) when absent, a departure.
        mutating func fontFamilyOrInherited() throws(TokenSet.Invalid) -> [String] {
            guard member("fontFamily") != nil else {
                asked.insert("fontFamily")
                warnings.append(.departure("a typography without fontFamily (read as the page's font)", at: node))
                return []
            }
            return try fontFamily("fontFamily")
        }

        /// A shadow's colour, its alpha multiplied by an `alpha` part beside it (0…1), as Primer's tokens write it.
        mutating func colorWithAlpha() throws(TokenSet.Invalid) -> Color {
            var shade = try color("color")
            guard let node = member("alpha") else { return shade }
            asked.insert("alpha")
            guard let alpha = node.number, (0...1).contains(alpha) else {
                throw TokenSet.Invalid(message: "alpha must be a number from 0 to 1", at: node)
            }
            warnings.append(.departure("a shadow's alpha beside its color (read into the colour)", at: node))
            shade.alpha = UInt8((Double(shade.alpha) * alpha).rounded())
            return shade
        }

        mutating func duration(_ name: String) throws(TokenSet.Invalid) -> Double {
            guard case let .duration(milliseconds) = try part(name, .duration) else { throw wrongKind(name, .duration) }
            return milliseconds
        }

        mutating func number(_ name: String, in range: ClosedRange<Double> = DesignToken.numberRange) throws(TokenSet.Invalid) -> Double {
            guard case let .number(number) = try part(name, .number) else { throw wrongKind(name, .number) }
            guard range.contains(number) else {
                throw TokenSet.Invalid(message: "\(name) \(number) is out of range; allowed: \(DesignToken.text(range.lowerBound))…\(DesignToken.text(range.upperBound))",
                                       at: member(name))
            }
            return number
        }

        mutating func fontWeight(_ name: String) throws(TokenSet.Invalid) -> Double {
            guard case let .fontWeight(weight) = try part(name, .fontWeight) else { throw wrongKind(name, .fontWeight) }
            return weight
        }

        mutating func fontFamily(_ name: String) throws(TokenSet.Invalid) -> [String] {
            guard case let .fontFamily(families) = try part(name, .fontFamily) else { throw wrongKind(name, .fontFamily) }
            return families
        }

        mutating func cubicBezier(_ name: String) throws(TokenSet.Invalid) -> CubicBezier {
            guard case let .cubicBezier(curve) = try part(name, .cubicBezier) else { throw wrongKind(name, .cubicBezier) }
            return curve
        }

        mutating func strokeStyle(_ name: String) throws(TokenSet.Invalid) -> StrokeStyle {
            guard case let .strokeStyle(style) = try part(name, .strokeStyle) else { throw wrongKind(name, .strokeStyle) }
            return style
        }

        /// An optional true or false, false when absent.
        mutating func flag(_ name: String) throws(TokenSet.Invalid) -> Bool {
            asked.insert(name)
            guard let node = member(name) else { return false }
            guard case let .bool(value) = node.value else {
                throw TokenSet.Invalid(message: "\(name) must be true or false; found \(node.kindDescription)", at: node)
            }
            return value
        }

        mutating func keyword(_ name: String, allowed: [String]) throws(TokenSet.Invalid) -> String {
            asked.insert(name)
            guard let node = member(name) else { throw missing(name) }
            guard let text = node.string, allowed.contains(text) else {
                throw TokenSet.Invalid(message: "\(name) must be one of \(allowed.joined(separator: ", "))", at: node)
            }
            return text
        }

        /// A list of dimensions, each a literal or a reference, none negative.
        mutating func dimensions(_ name: String) throws(TokenSet.Invalid) -> [Double] {
            asked.insert(name)
            guard let node = member(name) else { throw missing(name) }
            guard let items = node.arrayItems, !items.isEmpty else {
                throw TokenSet.Invalid(message: "\(name) must be a list of dimensions", at: node)
            }
            var lengths: [Double] = []
            for item in items {
                guard case let .dimension(pixels) = try value(item, name: name, .dimension) else { throw wrongKind(name, .dimension) }
                guard pixels >= 0 else { throw TokenSet.Invalid(message: "\(name) may not hold a negative length", at: item) }
                lengths.append(pixels)
            }
            return lengths
        }

        private mutating func part(_ name: String, _ kind: DesignToken.Kind) throws(TokenSet.Invalid) -> DesignToken.Value {
            asked.insert(name)
            guard let node = member(name) else { throw missing(name) }
            return try value(node, name: name, kind)
        }

        private mutating func value(_ node: JSONNode, name: String, _ kind: DesignToken.Kind) throws(TokenSet.Invalid) -> DesignToken.Value {
            // A part written as a token of its own (`{"$type": "color", "$value": …}`, as the Format Module's
            // Terminology section draws a composite) is its value.
            if let fields = node.members, let inner = fields.first(where: { $0.key == "$value" })?.value,
               fields.allSatisfy({ $0.key.hasPrefix("$") }) {
                warnings.append(.departure("a composite's part written as a token", at: node))
                return try value(inner, name: name, kind)
            }
            if let target = TokenSet.aliasTarget(node), !(node.string ?? "").dropFirst().contains("{") {
                let written = "{" + target.split(separator: "/").joined(separator: ".") + "}"
                if let kept = parts.unreadable[target], kept.keptAsWritten {
                    // A part kept as written (`clamp(…)`) keeps the composite as written: told at the part's token.
                    throw TokenSet.Invalid(message: "\(name) refers to \(written), which is kept as written", at: node, keptAsWritten: true)
                }
                guard let token = parts.tokens[target] else {
                    let known = parts.unreadable[target]
                    throw TokenSet.Invalid(message: "\(name) refers to \(written), \(known != nil ? "which has an error" : "which is not a token")", at: node,
                                           cause: known.map { $0.cause ?? $0.position }, missingTarget: known == nil ? target : nil)
                }
                if token.kind == .other, case let .asWritten(text) = token.value,
                   let read = Self.readAs(kind, text: text, at: node, parts: parts) {
                    // A token of another tool's type (Tokens Studio's `text` for a font family) read as the part.
                    warnings.append(.departure("a composite's part that refers to a token of another tool's $type, read as \(kind.rawValue)", at: node))
                    return read
                }
                if kind == .dimension, case let .number(number) = token.value {
                    // As Tokens Studio reads a plain number where a length belongs: pixels.
                    warnings.append(.departure("a composite's length part that refers to a number token, read as px", at: node))
                    return .dimension(number)
                }
                guard token.kind == kind else {
                    throw TokenSet.Invalid(message: "\(name) refers to \(written), a \(token.kind.rawValue) token; it must be a \(kind.rawValue)",
                                           at: node)
                }
                return token.value
            }
            if let text = node.string, let (read, departure) = studioPart(text, kind) {
                warnings.append(.departure(departure, at: node))
                return read
            }
            var found: [TokenSet.Invalid] = []
            let result = TokenSet.value(of: node, kind: kind, parts: parts, warnings: &found)
            warnings += found.map { $0.departure ? $0 : TokenSet.Invalid(message: "\(name): " + $0.message, at: $0.at ?? node) }
            switch result {
            case let .success(value): return value
            case let .failure(error): throw TokenSet.Invalid(message: "\(name): " + error.message, at: error.at ?? node, keptAsWritten: error.keptAsWritten)
            }
        }

        private func member(_ name: String) -> JSONNode? {
            fields.first { $0.key == name }?.value
        }

        private func missing(_ name: String) -> TokenSet.Invalid {
            TokenSet.Invalid(message: "a \(kind.rawValue) needs \(name)", at: node)
        }

        private func wrongKind(_ name: String, _ expected: DesignToken.Kind) -> TokenSet.Invalid {
            TokenSet.Invalid(message: "\(name) must be a \(expected.rawValue)", at: member(name) ?? node)
        }
    }
}

extension TokenSet.PartReader.Object {
    /// `text`, the value of a token of a type the Format Module lacks, read as a part of `kind`, if it reads so.
    static func readAs(_ kind: DesignToken.Kind, text: String, at node: JSONNode, parts: TokenSet) -> DesignToken.Value? {
        var ignored: [TokenSet.Invalid] = []
        let literal = JSONNode(value: .string(text), line: node.line, column: node.column, file: node.file)
        guard case let .success(value) = TokenSet.value(of: literal, kind: kind, parts: parts, warnings: &ignored) else { return nil }
        return value
    }
}
