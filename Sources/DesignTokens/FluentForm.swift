/// Microsoft Fluent UI's token pipeline's own form (`fluentui.json`): a token is an object with `value`, or with
/// `aliasOf` naming another by its dotted name (`Global.Font.Size.200`); `generate` makes a colour ramp from one
/// colour (`lightness2to98by2`: members `2` to `98`; `fluentsharedcolors`: `Primary`, `Shade10`…, `Tint10`…);
/// `computed` works a colour out from another; `platform` gives a platform's own value (`{"ios": {"value": 4}}`).
/// Tokens carry no type: the pipeline takes it from the token's name (`…Color…` a colour, `Font.Size` a size in
/// pixels of no unit), and so does this. A platform's values are the mode named after it. What the pipeline works
/// out and Specimen cannot (a generated ramp's colours, a computed colour) is kept as written: each member of a
/// ramp is a token, so that aliases to it are kept as written too, not missing. The file's `$schema` and `Meta`
/// are the pipeline's, not tokens.
enum FluentForm {
    /// The keys that make an object a token of this form.
    static let tokenKeys: Set<String> = ["value", "aliasOf", "generate", "computed"]

    /// Whether `document` is in this form: its `$schema` names Fluent's pipeline, or it has no `$value` anywhere
    /// and a token with `aliasOf`, `generate` or `computed`.
    static func matches(_ document: JSONNode) -> Bool {
        guard let top = document.members else { return false }
        if top.first(where: { $0.key == "$schema" })?.value.string?.contains("fluentui-token-pipeline") == true { return true }
        var found = false
        var stack = [document]
        while let node = stack.popLast() {
            guard let members = node.members else {
                stack += node.arrayItems ?? []
                continue
            }
            for member in members {
                if member.key == "$value" { return false }
                if member.key == "aliasOf", member.value.string != nil { found = true }
                if member.key == "generate" || member.key == "computed", member.value.members != nil { found = true }
                stack.append(member.value)
            }
        }
        return found
    }

    /// `document` in the Format Module's form, its departures counted.
    static func translated(_ document: JSONNode, departures: inout Departures) -> JSONNode {
        let top = (document.members ?? []).filter { $0.key != "$schema" && $0.key != "Meta" }
        return group(document.replacing(with: .object(top)), path: [], departures: &departures)
    }

    private static func group(_ node: JSONNode, path: [String], departures: inout Departures) -> JSONNode {
        guard let members = node.members, path.count < JSONParser.maximumDepth else { return node }
        var kept: [JSONNode.Member] = []
        for member in members {
            guard let fields = member.value.members else {
                kept.append(member)
                continue
            }
            var child = member
            let childPath = path + [member.key]
            if fields.contains(where: { tokenKeys.contains($0.key) }) {
                child.value = token(member.value, fields: fields, path: childPath, departures: &departures)
            } else {
                child.value = group(member.value, path: childPath, departures: &departures)
            }
            kept.append(child)
        }
        return node.replacing(with: .object(kept))
    }

    private static func token(_ node: JSONNode, fields: [JSONNode.Member], path: [String], departures: inout Departures) -> JSONNode {
        let pathText = path.joined(separator: "/")
        let kind = kind(of: path)
        if let generate = fields.first(where: { $0.key == "generate" })?.value {
            return ramp(generate, in: node, path: pathText, departures: &departures)
        }
        if let computed = fields.first(where: { $0.key == "computed" })?.value {
            return keptAsWritten(computed, text: "computed: " + computed.compactText(), kind: .color,
                                 reason: "a colour Fluent's pipeline computes (computed), kept as written")
        }
        let inEms = path.contains("LetterSpacing")
        guard let value = self.value(of: node, fields: fields, kind: kind, inEms: inEms) else { return node }
        if kind == .dimension, fields.first(where: { $0.key == "value" })?.value.number != nil {
            departures.note("a size of no unit (read as \(inEms ? "em" : "px"), as Fluent's pipeline does)", at: value, path: pathText)
        }
        var result = [member("$value", value)]
        if let kind, value.string.map({ !$0.hasPrefix("{") }) ?? true, value.arrayItems == nil || kind == .fontFamily || kind == .shadow {
            result.append(member("$type", value.replacing(with: .string(kind.rawValue))))
        }
        if let platforms = fields.first(where: { $0.key == "platform" })?.value.members {
            var modes: [JSONNode.Member] = []
            for platform in platforms {
                guard let overrides = platform.value.members, let modeValue = self.value(of: platform.value, fields: overrides, kind: kind, inEms: inEms) else { continue }
                modes.append(JSONNode.Member(key: platform.key, keyLine: platform.keyLine, keyColumn: platform.keyColumn, value: modeValue))
            }
            if let first = modes.first {
                departures.note("a platform's own value (platform, read as the mode named after the platform)", at: first.value, path: pathText)
                let mode = member("mode", first.value.replacing(with: .object(modes)))
                result.append(member("$extensions", first.value.replacing(with: .object([mode]))))
            }
        }
        return node.replacing(with: .object(result))
    }

    /// A token's `value` in the Format Module's form, or its `aliasOf` as a reference; nil when it has neither.
    private static func value(of node: JSONNode, fields: [JSONNode.Member], kind: DesignToken.Kind?, inEms: Bool = false) -> JSONNode? {
        if let alias = fields.first(where: { $0.key == "aliasOf" })?.value, let name = alias.string {
            return alias.replacing(with: .string("{\(name)}"))
        }
        guard let value = fields.first(where: { $0.key == "value" })?.value else { return nil }
        switch (kind, value.value) {
        case let (.dimension?, .number(number)):
            // Sizes are device-independent pixels of no unit; letter spacing is in ems.
            return value.replacing(with: .string(DesignToken.text(number) + (inEms ? "em" : "px")))
        case let (.shadow?, .array(items)):
            return value.replacing(with: .array(items.map(shadowLayer)))
        default:
            return value
        }
    }

    /// `{"x": 0, "y": 1, "blur": 2, "color": {"aliasOf": …}}` as the Format Module's shadow.
    private static func shadowLayer(_ layer: JSONNode) -> JSONNode {
        guard let fields = layer.members else { return layer }
        var result: [JSONNode.Member] = []
        for (from, to) in [("color", "color"), ("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread")] {
            guard let field = fields.first(where: { $0.key == from }) else {
                if to == "spread" { result.append(member(to, layer.replacing(with: .string("0px")))) }
                continue
            }
            var value = field.value
            if let number = value.number {
                value = value.replacing(with: .string(DesignToken.text(number) + "px"))
            } else if let colorFields = value.members {
                value = self.value(of: value, fields: colorFields, kind: .color) ?? value
            }
            result.append(JSONNode.Member(key: to, keyLine: field.keyLine, keyColumn: field.keyColumn, value: value))
        }
        return layer.replacing(with: .object(result))
    }

    /// The members of a generated colour ramp, each kept as written: the pipeline works their colours out.
    private static func ramp(_ generate: JSONNode, in node: JSONNode, path: String, departures: inout Departures) -> JSONNode {
        let fields = generate.members ?? []
        let type = fields.first { $0.key == "type" }?.value.string ?? ""
        let reason = "a colour ramp Fluent's pipeline generates (generate: \(type.isEmpty ? "no type" : type)), kept as written"
        let from = fields.first { $0.key == "value" }.map { $0.value.string ?? $0.value.compactText() } ?? ""
        let names: [String] = switch type {
        case "lightness2to98by2": stride(from: 2, through: 98, by: 2).map(String.init)
        case "fluentsharedcolors": ["Primary"] + (1...5).map { "Shade\($0 * 10)" } + (1...6).map { "Tint\($0 * 10)" }
        default: []
        }
        guard !names.isEmpty else { return keptAsWritten(generate, text: "generate: \(type) from \(from)", kind: .color, reason: reason) }
        return node.replacing(with: .object(names.map { name in
            JSONNode.Member(key: name, keyLine: generate.line, keyColumn: generate.column,
                            value: keptAsWritten(generate, text: "\(name) of \(type) from \(from)", kind: .color, reason: reason))
        }))
    }

    /// A token of `kind` at `written`, shown as `text`: ``TokenSet`` tells `reason` once for the file, and only
    /// where something needs the token.
    static func keptAsWritten(_ written: JSONNode, text: String, kind: DesignToken.Kind, reason: String) -> JSONNode {
        let marker = member(TokenSet.keptAsWrittenExtension, written.replacing(with: .string(reason)))
        return written.replacing(with: .object([
            member("$value", written.replacing(with: .string(text))),
            member("$type", written.replacing(with: .string(kind.rawValue))),
            member("$extensions", written.replacing(with: .object([marker]))),
        ]))
    }

    /// The type the pipeline gives a token by its name: a colour where `Color` is among its names, a shadow where
    /// `Shadow` is, a font's family, size, line height or weight under `Font`, a size for a stroke's width, a
    /// corner's radius, padding and a layout's width or height; nil for any other name.
    static func kind(of path: [String]) -> DesignToken.Kind? {
        if path.contains("Color") { return .color }
        if path.contains("Shadow") { return .shadow }
        for (category, attribute) in zip(path, path.dropFirst()) {
            switch (category, attribute) {
            case ("Font", "Family"): return .fontFamily
            case ("Font", "Size"), ("Font", "LineHeight"), ("Font", "Line Height"), ("Font", "LetterSpacing"): return .dimension
            case ("Font", "Weight"): return .fontWeight
            case ("Stroke", "Width"), ("Corner", "Radius"), ("Layout", "Width"), ("Layout", "Height"): return .dimension
            default: continue
            }
        }
        return path.contains("Padding") ? .dimension : nil
    }

    private static func member(_ key: String, _ value: JSONNode) -> JSONNode.Member {
        JSONNode.Member(key: key, keyLine: value.line, keyColumn: value.column, value: value)
    }
}
