import SVG

/// What differs between two drawings of the same state, part by part, read from the SVG elements rather than
/// pixels: a part found by its `data-part` name (or its tag) and its place among its siblings.
package struct DrawingDifference: Sendable, Hashable {
    /// One sentence per changed part: `fill: width 147 → 163`, `knob: fill #FFFFFF → #F0F0F0 (slider/color/knob/bg)`.
    package var descriptions: [String] = []
    /// The tokens of the paints that changed colour or token, on either side.
    package var paintTokens: Set<String> = []

    package var isEmpty: Bool { descriptions.isEmpty }

    /// Attributes that say which token paints a part: they change with the paint, and are reported with it.
    private static let tokenAttributes = ["fill": "data-fill-token", "stroke": "data-stroke-token"]

    /// Compares `before` with `after`.
    package init(_ before: SVGDocument, _ after: SVGDocument) {
        if before.width != after.width || before.height != after.height {
            descriptions.append("size \(SVGNumber.format(before.width)) × \(SVGNumber.format(before.height)) → "
                + "\(SVGNumber.format(after.width)) × \(SVGNumber.format(after.height))")
        }
        if before.title != after.title {
            descriptions.append("title “\(before.title)” → “\(after.title)”")
        }
        let old = Self.parts(of: before.children)
        let new = Self.parts(of: after.children)
        let newKeys = Set(new.map(\.key))
        let oldByKey = Dictionary(old.map { ($0.key, $0.element) }, uniquingKeysWith: { first, _ in first })
        for part in old where !newKeys.contains(part.key) {
            descriptions.append("\(part.label): removed")
            paintTokens.formUnion(Self.tokens(of: part.element))
        }
        for part in new {
            guard let was = oldByKey[part.key] else {
                descriptions.append("\(part.label): added")
                paintTokens.formUnion(Self.tokens(of: part.element))
                continue
            }
            let changes = compare(was, part.element)
            if !changes.isEmpty {
                descriptions.append("\(part.label): " + changes.joined(separator: ", "))
            }
        }
    }

    /// What differs between two versions of one part, attribute by attribute, paints with their tokens.
    private mutating func compare(_ before: SVGElement, _ after: SVGElement) -> [String] {
        var changes: [String] = []
        if before.name != after.name {
            changes.append("drawn as \(after.name), was \(before.name)")
        }
        let names = Set(before.attributes.map(\.name)).union(after.attributes.map(\.name))
        for name in names.sorted() where !Self.tokenAttributes.values.contains(name) && name != "data-part" {
            let was = before.attributes[name], now = after.attributes[name]
            let tokenAttribute = Self.tokenAttributes[name]
            let tokenWas = tokenAttribute.flatMap { before.attributes[$0] }
            let tokenNow = tokenAttribute.flatMap { after.attributes[$0] }
            guard was != now || tokenWas != tokenNow else { continue }
            if tokenAttribute != nil {
                paintTokens.formUnion([tokenWas, tokenNow].compactMap { $0 })
                let token = tokenWas == tokenNow ? tokenNow.map { " (\($0))" } ?? ""
                    : " (token \(tokenWas ?? "none") → \(tokenNow ?? "none"))"
                changes.append("\(name) \(was ?? "none") → \(now ?? "none")" + token)
            } else {
                changes.append("\(name) \(was ?? "none") → \(now ?? "none")")
            }
        }
        let textWas = Self.text(of: before), textNow = Self.text(of: after)
        if textWas != textNow {
            changes.append("text “\(textWas)” → “\(textNow)”")
        }
        return changes
    }

    /// A part of a drawing: a key unique in the drawing, and the element.
    private struct Part {
        var key: String
        var element: SVGElement

        /// The key without the groups that name no part: `fill`, not `g/fill`.
        var label: String {
            let named = key.split(separator: "/").filter { $0 != "g" }
            return named.isEmpty ? key : named.joined(separator: "/")
        }
    }

    /// Every element, depth first, keyed by the names of the parts it sits in (`g/tooltip/rect`, `g/dot 2`) and,
    /// where siblings share a name, its place among them.
    private static func parts(of elements: [SVGElement], under parent: String = "") -> [Part] {
        var found: [Part] = []
        var seen: [String: Int] = [:]
        for element in elements {
            let name = element.attributes["data-part"] ?? element.name
            let step = element.attributes["data-step"].map { " " + $0 } ?? ""
            let base = (parent.isEmpty ? "" : parent + "/") + name + step
            let count = seen[base, default: 0] + 1
            seen[base] = count
            let key = count == 1 ? base : base + " #\(count)"
            found.append(Part(key: key, element: element))
            let children = element.children.compactMap { node -> SVGElement? in
                if case let .element(child) = node { return child }
                return nil
            }
            found += parts(of: children, under: key)
        }
        return found
    }

    private static func tokens(of element: SVGElement) -> [String] {
        tokenAttributes.values.compactMap { element.attributes[$0] }
    }

    /// The element's own text, without its children's elements.
    private static func text(of element: SVGElement) -> String {
        element.children.compactMap { node -> String? in
            if case let .text(text) = node { return text }
            return nil
        }.joined()
    }
}
