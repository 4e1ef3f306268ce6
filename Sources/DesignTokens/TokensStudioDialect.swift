import Foundation

/// Tokens Studio's token types and value forms, read as the Format Module's: `spacing` is a dimension whose
/// plain numbers are pixels, `fontWeights` names such as `Semi Bold` are weights, `lineHeights` and `opacity`
/// percentages are numbers, a `boxShadow`'s `x`, `y` and `type` are a shadow's `offsetX`, `offsetY` and `inset`.
/// Tokens written with `value` and `type` (its older form) are read as `$value` and `$type`. Typography parts
/// the Format Module lacks (`paragraphSpacing`, `paragraphIndent`, `textCase`, `textDecoration`) are left out;
/// a token of a type with no Format Module equivalent is shown as written.
enum TokensStudioDialect {
    static let leftOutParts: Set<String> = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]
    /// The Format Module's weight names as Tokens Studio may write them: any case, with or without spaces or
    /// hyphens (`Semi Bold`, `SemiBold`, `semi-bold`).
    static let weights = Dictionary(DesignToken.fontWeightNames.map { (squeezed($0.key), $0.value) }) { first, _ in first }

    /// A weight with a font style after it, as Tokens Studio takes a font's style name (`Regular italic`,
    /// `ExtraBoldItalic`): the weight, and the style (sd-transforms makes it a part of its own); nil for any other text.
    static func weightAndStyle(_ text: String) -> (weight: Double, style: String)? {
        let lowered = text.lowercased()
        guard text.count <= 60, let style = ["italic", "oblique"].first(where: lowered.hasSuffix) else { return nil }
        let weight = text.dropLast(style.count).trimmingCharacters(in: .whitespaces)
        if let number = Double(weight), (1...1000).contains(number) { return (number, style) }
        return weights[squeezed(weight)].map { ($0, style) }
    }

    /// `name` in lower case without spaces, hyphens or underscores, to compare spellings of one name.
    static func squeezed(_ name: String) -> String {
        name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }

    /// `document` with every token in the Format Module's form.
    static func translated(_ document: JSONNode, errors: inout [TokenError]) -> JSONNode {
        translated(document, path: [], errors: &errors)
    }

    private static func translated(_ document: JSONNode, path: [String], errors: inout [TokenError]) -> JSONNode {
        guard let members = document.members else { return document }
        var result: [JSONNode.Member] = []
        for member in members {
            guard let fields = member.value.members else {
                result.append(member)
                continue
            }
            // Style Dictionary, which runs sd-transforms, takes any object with `value` for a token, even one whose
            // value is an object of `type` and `value` (a colour modifier held by a token).
            let isToken = fields.contains { $0.key == "$value" } || fields.contains { $0.key == "value" }
            guard isToken else {
                result.append(JSONNode.Member(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn,
                                              value: translated(member.value, path: path + [member.key], errors: &errors)))
                continue
            }
            if let token = translatedToken(fields, at: member, path: (path + [member.key]).joined(separator: "/"), errors: &errors) {
                result.append(token)
            }
        }
        return JSONNode(value: .object(result), line: document.line, column: document.column, file: document.file)
    }

    private static func translatedToken(_ fields: [JSONNode.Member], at member: JSONNode.Member, path: String,
                                        errors: inout [TokenError]) -> JSONNode.Member? {
        var renamed = fields.map { field -> JSONNode.Member in
            var field = field
            if ["value", "type", "description"].contains(field.key), !fields.contains(where: { $0.key == "$" + field.key }) {
                field.key = "$" + field.key
            }
            if field.key == "$value" { field.value = dollarAliases(field.value) }
            return field
        }
        if let index = renamed.firstIndex(where: { $0.key == "$type" }), let type = renamed[index].value.string {
            // A type the Format Module has no equivalent for stays as written: the token is shown as written, its
            // type a departure of its file.
            guard let kind = DesignToken.Kind.named(type) ?? ToolTypes.meanings[type]?.kind else {
                var token = member
                token.value = JSONNode(value: .object(renamed), line: member.value.line, column: member.value.column, file: member.value.file)
                return token
            }
            renamed[index].value.value = .string(kind.rawValue)
            if let valueIndex = renamed.firstIndex(where: { $0.key == "$value" }) {
                renamed[valueIndex].value = value(renamed[valueIndex].value, kind: kind)
            }
        }
        var token = member
        token.value = JSONNode(value: .object(renamed), line: member.value.line, column: member.value.column, file: member.value.file)
        return token
    }

    static func value(_ node: JSONNode, kind: DesignToken.Kind) -> JSONNode {
        if let text = node.string, text.hasPrefix("{") { return node }
        switch kind {
        case .dimension: return dimension(node)
        case .fontWeight: return fontWeight(node)
        case .number: return number(node)
        case .shadow:
            if let items = node.arrayItems {
                return node.replacing(with: .array(items.map(shadow)))
            }
            return shadow(node)
        case .typography:
            return parts(node) { key, part in
                if leftOutParts.contains(key) { return nil }
                switch key {
                case "fontSize", "letterSpacing": return dimension(part)
                case "fontWeight": return fontWeight(part)
                case "lineHeight": return number(part)
                default: return part
                }
            }
        case .border:
            return parts(node) { key, part in key == "width" ? dimension(part) : part }
        default: return node
        }
    }

    private static func shadow(_ node: JSONNode) -> JSONNode {
        guard var members = node.members else { return node }
        let inset = members.first(where: { $0.key == "type" })?.value.string == "innerShadow"
        members = members.compactMap { member in
            var member = member
            switch member.key {
            case "type": return nil
            case "x": member.key = "offsetX"
            case "y": member.key = "offsetY"
            default: break
            }
            if ["offsetX", "offsetY", "blur", "spread"].contains(member.key) {
                member.value = dimension(member.value)
            }
            return member
        }
        if inset, let type = node.members?.first(where: { $0.key == "type" }) {
            members.append(JSONNode.Member(key: "inset", keyLine: type.keyLine, keyColumn: type.keyColumn,
                                           value: type.value.replacing(with: .bool(true))))
        }
        return node.replacing(with: .object(members))
    }

    private static func parts(_ node: JSONNode, _ transform: (String, JSONNode) -> JSONNode?) -> JSONNode {
        guard let members = node.members else { return node }
        return node.replacing(with: .object(members.compactMap { member in
            guard let value = transform(member.key, member.value) else { return nil }
            var member = member
            member.value = value
            return member
        }))
    }

    /// A plain number, or a string of one, is pixels.
    private static func dimension(_ node: JSONNode) -> JSONNode {
        if let number = node.number {
            return node.replacing(with: .string(DesignToken.text(number) + "px"))
        }
        if let text = node.string, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite {
            return node.replacing(with: .string(DesignToken.text(number) + "px"))
        }
        return node
    }

    /// `150%` is 1.5; a string of a number is that number.
    private static func number(_ node: JSONNode) -> JSONNode {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return node }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite {
            return node.replacing(with: .number(percent / 100))
        }
        if let number = Double(text), number.isFinite {
            return node.replacing(with: .number(number))
        }
        return node
    }

    /// `Semi Bold`, `semibold` and `SemiBold` are 600; a string of a number is that number.
    private static func fontWeight(_ node: JSONNode) -> JSONNode {
        guard let text = node.string else { return node }
        if let number = Double(text), number.isFinite {
            return node.replacing(with: .number(number))
        }
        guard let weight = weights[squeezed(text)] else { return node }
        return node.replacing(with: .number(weight))
    }

}
