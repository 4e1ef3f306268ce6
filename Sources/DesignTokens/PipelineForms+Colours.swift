extension PipelineForms {
    /// Colour forms of teams' pipelines: Telekom's light and dark as an object (`{"light": …, "dark": …}`, which its
    /// build's `mode-light` and `mode-dark` transforms take apart) and a colour as `{"color": …, "alpha": 0.65}`
    /// (its `color/alpha` transform: the colour with that alpha), in a colour or a shadow's layers; and a key beside
    /// `$value` that the value refers to (VA.gov's `rgba({gray}, {link.alpha})`, `alpha` a key of the token
    /// `link`, which Style Dictionary's references reach as they reach any key). Nil when `value` is in none.
    static func colourForm(_ value: JSONNode, fields: [JSONNode.Member], kind: DesignToken.Kind?, path: String,
                           departures: inout Departures) -> (value: JSONNode, modes: [String: JSONNode])? {
        if kind == .color, let members = value.members, members.count == lightDarkModes.count,
           Set(members.map(\.key)) == Set(lightDarkModes) {
            departures.note("light and dark as an object (read as modes light and dark, as Telekom's build does)", at: value, path: path)
            var modes: [String: JSONNode] = [:]
            for member in members {
                modes[member.key] = colourAndAlpha(member.value, path: path, departures: &departures) ?? member.value
            }
            return (modes[lightDarkModes[0]] ?? value, modes)
        }
        if kind == .color, let read = colourAndAlpha(value, path: path, departures: &departures) {
            return (read, [:])
        }
        if kind == .shadow, let read = shadowColours(value, path: path, departures: &departures) {
            return (read, [:])
        }
        if let read = ownKeysJoined(value, fields: fields, path: path, departures: &departures) {
            return (read, [:])
        }
        return nil
    }

    /// `{"color": "{core.color.black}", "alpha": 0.65}` as `rgba({core.color.black}, 0.65)`, worked out with the
    /// set's tokens (``ColourAtAlpha``), or a colour CSS writes at that alpha as `#RRGGBBAA`. Nil when `node` is
    /// no such object.
    private static func colourAndAlpha(_ node: JSONNode, path: String, departures: inout Departures) -> JSONNode? {
        guard let members = node.members, members.count == 2, let color = members.first(where: { $0.key == "color" })?.value.string,
              let alpha = members.first(where: { $0.key == "alpha" })?.value.number, alpha.isFinite else { return nil }
        let trimmed = color.trimmingCharacters(in: .whitespaces)
        let text: String
        if TokenSet.aliasTarget(node.replacing(with: .string(trimmed))) != nil, !trimmed.dropFirst().contains("{") {
            text = "rgba(\(trimmed), \(DesignToken.text(alpha)))"
        } else if let css = Color(css: trimmed) {
            text = ColourAtAlpha.applying(alpha, to: css).hex
        } else {
            return nil
        }
        departures.note("a colour as {color, alpha} (read as that colour at that alpha, as Telekom's build does)", at: node, path: path)
        return node.replacing(with: .string(text))
    }

    /// A shadow (one layer or a list) with each layer's `{color, alpha}` colour read as ``colourAndAlpha(_:path:departures:)``
    /// reads it; nil when no layer's colour is one.
    private static func shadowColours(_ value: JSONNode, path: String, departures: inout Departures) -> JSONNode? {
        var changed = false
        func layer(_ node: JSONNode) -> JSONNode {
            guard let members = node.members else { return node }
            return node.replacing(with: .object(members.map { member in
                guard member.key == "color", let read = colourAndAlpha(member.value, path: path, departures: &departures) else { return member }
                changed = true
                var member = member
                member.value = read
                return member
            }))
        }
        let read = value.arrayItems.map { value.replacing(with: .array($0.map(layer))) } ?? layer(value)
        return changed ? read : nil
    }

    /// `value` with each reference to a key beside it (`{link.alpha}` in the token `link`) replaced by that key's
    /// text; nil when it has none. Of any type: VA.gov's token has none, and is a colour by the form it joins into.
    static func ownKeysJoined(_ value: JSONNode, fields: [JSONNode.Member], path: String, departures: inout Departures) -> JSONNode? {
        guard let text = value.string, text.count <= TokenExpression.maximumLength, text.contains("{") else { return nil }
        let own = "{" + path.replacingSlashes() + "."
        guard text.contains(own) else { return nil }
        var joined = text
        for field in fields where !field.key.hasPrefix("$") && field.key != "value" && !field.key.isEmpty {
            guard let written = field.value.string ?? field.value.number.map(DesignToken.text) else { continue }
            joined = joined.replacingOccurrences(of: own + field.key + "}", with: written)
        }
        guard joined != text else { return nil }
        departures.note("a key beside the value that the value refers to (joined in, as Style Dictionary does)", at: value, path: path)
        return value.replacing(with: .string(joined))
    }
}
