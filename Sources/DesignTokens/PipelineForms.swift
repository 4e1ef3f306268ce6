/// Forms teams write for their own build pipeline (Style Dictionary transforms, CSS output) that the Format Module
/// 2025.10 writes otherwise, read into the value they mean: a `unit` beside a number (`"$value": "3", "unit":
/// "px"`), light and dark as a `$value` array (Red Hat's `light-dark()` pairs; of a longer one, the first and the
/// last) or as an object (``colourForm(_:fields:kind:path:departures:)``), a colour written as
/// `linear-gradient(…)`, a shadow list as one string of references (`"{a}, {b}"`), a shadow or border as CSS writes
/// it (``CSSShorthand``). CSS that only a browser works
/// out (`var()`, `calc()`, `clamp()`) is kept as written (``cssFunction(in:)``).
enum PipelineForms {
    /// A token's `$value` and `$type` as read, and the values in modes the form gives.
    struct Read {
        var value: JSONNode
        var type: String?
        var modes: [String: JSONNode] = [:]
    }

    /// The modes a two-item `$value` array stands for, in order: Red Hat's tokens write `[on-light, on-dark]` and
    /// build them into CSS `light-dark(light, dark)`, whose first value is the light one.
    static let lightDarkModes = ["light", "dark"]

    /// The most colours such an array may hold. Red Hat writes six for a surface's palette, `[lightest, …,
    /// darkest]`; its build (`getLightDarkValue`) takes the first as light and the last as dark, and so does Specimen.
    static let maximumThemeItems = 16

    /// `value` (a token's `$value`, with `fields` beside it and `type` its own or inherited type) read from the
    /// forms above; unchanged when it is in none.
    static func read(_ value: JSONNode, fields: [JSONNode.Member], type: String?, path: String,
                     departures: inout Departures) -> Read {
        let kind = type.flatMap(DesignToken.Kind.named)
        var modes: [String: JSONNode] = [:]
        if let field = fields.first(where: { $0.key == "$modes" }), let entries = field.value.members {
            // Helios's `$modes`, read as `$extensions.mode` is (which wins where both name a mode).
            departures.note("$modes beside $value (read as $extensions.mode)", at: field.value, path: path)
            for entry in entries { modes[entry.key] = entry.value }
        }
        if let unit = fields.first(where: { $0.key == "unit" }) {
            if let name = unit.value.string, kind == .dimension || kind == .duration, let joined = joiningUnit(value, unit: name) {
                departures.note("a unit beside $value (read with it)", at: value, path: path)
                return Read(value: joined, type: type, modes: modes)
            }
            departures.note("'unit' beside $value (ignored)", at: unit.value, path: path)
        }
        if kind == .color, let items = value.arrayItems, (2...maximumThemeItems).contains(items.count), items.allSatisfy({ $0.string != nil }),
           let light = items.first, let dark = items.last {
            departures.note(items.count == 2 ? "light and dark as a $value array (read as modes light and dark)"
                                : "a $value array of more than two colours (the first read as mode light, the last as dark, as Red Hat's build does)",
                            at: value, path: path)
            return Read(value: light, type: type, modes: modes.merging(zip(lightDarkModes, [light, dark])) { own, _ in own })
        }
        if let read = colourForm(value, fields: fields, kind: kind, path: path, departures: &departures) {
            return Read(value: read.value, type: type, modes: modes.merging(read.modes) { own, _ in own })
        }
        if kind == .color || kind == .gradient, let text = value.string, let stops = gradientStops(text, at: value) {
            departures.note("a gradient as CSS linear-gradient() (read as its stops)", at: value, path: path)
            return Read(value: stops, type: DesignToken.Kind.gradient.rawValue, modes: modes)
        }
        if kind == .shadow, let text = value.string, let items = referenceList(text, at: value) {
            departures.note("a shadow list as one string of references (read as a list)", at: value, path: path)
            return Read(value: items, type: type, modes: modes)
        }
        if kind == .shadow, let text = value.string, let shadow = CSSShorthand.shadow(text, at: value) {
            departures.note("a shadow as CSS box-shadow text (read as its parts)", at: value, path: path)
            return Read(value: shadow, type: type, modes: modes)
        }
        if kind == .border, let text = value.string, let border = CSSShorthand.border(text, at: value) {
            departures.note("a border as CSS border text (read as its parts)", at: value, path: path)
            return Read(value: border, type: type, modes: modes)
        }
        return Read(value: value, type: type, modes: modes)
    }

    /// `"3"` or `3` with `unit` beside it as `"3px"`; nil when the value is no plain number or the unit no word.
    static func joiningUnit(_ value: JSONNode, unit: String) -> JSONNode? {
        guard !unit.isEmpty, unit.count <= 8, unit.allSatisfy({ $0.isLetter }) else { return nil }
        let number = value.number ?? value.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let number, number.isFinite else { return nil }
        return value.replacing(with: .string(DesignToken.text(number) + unit))
    }

    /// `{a}, {b}` as `["{a}", "{b}"]`: two references or more, nothing else.
    static func referenceList(_ text: String, at node: JSONNode) -> JSONNode? {
        guard text.count <= TokenExpression.maximumLength else { return nil }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count > 1, parts.allSatisfy({ $0.hasPrefix("{") && $0.hasSuffix("}") && $0.filter { $0 == "{" }.count == 1 }) else { return nil }
        return node.replacing(with: .array(parts.map { node.replacing(with: .string($0)) }))
    }

    /// `linear-gradient(90deg, {a} 0%, #fff 100%)` as the Format Module's stops, `[{"color", "position"}]`: the
    /// angle (or `to right`) is left out, since a gradient token has none; a stop of no position is spaced evenly
    /// between its neighbours' ends, as CSS places it. Nil when the text is no such gradient.
    static func gradientStops(_ text: String, at node: JSONNode) -> JSONNode? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= TokenExpression.maximumLength, trimmed.lowercased().hasPrefix("linear-gradient("), trimmed.hasSuffix(")") else { return nil }
        var arguments = topLevelArguments(trimmed.dropFirst("linear-gradient(".count).dropLast())
        if let first = arguments.first, first.hasPrefix("to ") || first.hasSuffix("deg") || first.hasSuffix("turn") || first.hasSuffix("rad") {
            arguments.removeFirst()
        }
        guard arguments.count >= 2 else { return nil }
        var stops: [(color: String, position: Double?)] = []
        for argument in arguments {
            var color = argument
            var position: Double?
            if let space = argument.lastIndex(of: " "), argument[argument.index(after: space)...].hasSuffix("%"),
               let percent = Double(argument[argument.index(after: space)...].dropLast()), percent.isFinite {
                color = argument[..<space].trimmingCharacters(in: .whitespaces)
                position = percent / 100
            }
            guard !color.isEmpty, !color.contains(" ") || color.contains("(") else { return nil }
            stops.append((color, position))
        }
        let positions = evenlySpaced(stops.map(\.position))
        return node.replacing(with: .array(zip(stops, positions).map { stop, position in
            node.replacing(with: .object([
                JSONNode.Member(key: "color", keyLine: node.line, keyColumn: node.column, value: node.replacing(with: .string(stop.color))),
                JSONNode.Member(key: "position", keyLine: node.line, keyColumn: node.column, value: node.replacing(with: .number(position))),
            ]))
        }))
    }

    /// CSS's placing of stops of no position: the first at 0, the last at 1, the others evenly between the
    /// positions given on either side.
    private static func evenlySpaced(_ given: [Double?]) -> [Double] {
        var positions = given
        if positions.first == .some(nil) { positions[0] = 0 }
        if positions.last == .some(nil) { positions[positions.count - 1] = 1 }
        var index = 0
        while index < positions.count {
            guard positions[index] == nil else { index += 1; continue }
            let start = index - 1
            var end = index
            while positions[end] == nil { end += 1 }
            let from = positions[start] ?? 0
            let to = positions[end] ?? 1
            for gap in index..<end {
                positions[gap] = from + (to - from) * Double(gap - start) / Double(end - start)
            }
            index = end
        }
        return positions.map { $0 ?? 0 }
    }

    /// The comma-separated arguments of a CSS function, commas inside parentheses kept.
    static func topLevelArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
    }

    /// The CSS functions only a browser works out: a value that uses one is kept as written.
    static let cssFunctions = ["var", "calc", "clamp", "env", "light-dark", "color-mix", "radial-gradient", "conic-gradient",
                               "linear-gradient"]

    /// CSS's system colours (CSS Color 4), lower-cased: the colours of the user's forced-colours palette, which
    /// high-contrast themes are written in and only a browser knows.
    static let systemColors: Set<String> = ["accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface",
                                            "buttontext", "canvas", "canvastext", "field", "fieldtext", "graytext",
                                            "highlight", "highlighttext", "linktext", "mark", "marktext", "selecteditem",
                                            "selecteditemtext", "visitedtext"]

    /// The CSS keywords a colour may be that name no colour of their own: a browser takes it from the element
    /// (`inherit`, `currentColor`), as Paragon's pipeline passes them on.
    static let elementColors: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "currentcolor", "none"]

    /// How a value of `kind` written as `text` is CSS only a browser works out: in a function of ``cssFunctions``
    /// (`a value in CSS calc()`, `is in CSS calc()`) or, for a colour, a system colour (`Canvas`, `GrayText`: the
    /// user's forced-colours palette) or one it takes from the element (``elementColors``); nil when it is none.
    static func onlyForBrowsers(_ text: String, kind: DesignToken.Kind) -> (departure: String, what: String)? {
        if let function = cssFunction(in: text) {
            return ("a value in CSS \(function)()", "is in CSS \(function)()")
        }
        guard kind == .color else { return nil }
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        if systemColors.contains(lowered) { return ("a CSS system colour", "is a CSS system colour") }
        guard elementColors.contains(lowered) else { return nil }
        return ("a CSS colour a browser takes from the element", "is a CSS colour a browser takes from the element")
    }

    /// The first CSS function of ``cssFunctions`` that `text` calls (`calc`), nil when it calls none.
    static func cssFunction(in text: String) -> String? {
        // Every function is called with `(`; most values (colours, sizes) have none.
        guard text.utf8.contains(UInt8(ascii: "(")), text.count <= TokenExpression.maximumLength else { return nil }
        let lowered = text.lowercased()
        var first: (name: String, at: String.Index)?
        for name in cssFunctions {
            guard let range = lowered.range(of: name + "(") else { continue }
            // `var(` inside `light-dark(var(…))` counts as the outer one.
            let before = range.lowerBound == lowered.startIndex ? nil : lowered[lowered.index(before: range.lowerBound)]
            if let before, before.isLetter || before == "-" { continue }
            if let known = first, known.at <= range.lowerBound { continue }
            first = (name, range.lowerBound)
        }
        return first?.name
    }
}
