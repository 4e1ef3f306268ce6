extension TokenSet {
    /// `node` read as a font weight: 1…1000, a name of the Format Module's (in any case, a departure), or a
    /// weight with a style after it as Tokens Studio writes a font's style name (`Regular italic`, the style read
    /// past). `shown` is the value as an error quotes it.
    static func fontWeight(_ node: JSONNode, shown: String, warnings: inout [Invalid]) -> Result<DesignToken.Value, Invalid> {
        let names = DesignToken.fontWeightNames
        if let number = node.number {
            guard (1...1000).contains(number) else {
                return .failure(Invalid(message: "font weight \(DesignToken.text(number)) is out of range; allowed: 1…1000"))
            }
            return .success(.fontWeight(number))
        }
        if let name = node.string, let number = names[name] { return .success(.fontWeight(number)) }
        if let name = node.string, let number = names[name.lowercased()] {
            warnings.append(.departure("a font weight name not in lower case", at: node))
            return .success(.fontWeight(number))
        }
        if let name = node.string, let (weight, style) = TokensStudioDialect.weightAndStyle(name) {
            warnings.append(.departure("a font weight with a style after it ('\(style)', read past)", at: node))
            return .success(.fontWeight(weight))
        }
        return .failure(Invalid(message: "\(shown) is not a font weight; write 1…1000 or one of \(names.keys.sorted().joined(separator: ", "))"))
    }
}
