extension TokensStudioDialect {
    /// Token types only Tokens Studio writes: a file in the older `value`/`type` form that uses one is one of its
    /// exports (as sd-transforms' test files are), not Style Dictionary's form.
    static let ownTypes: Set<String> = [
        "boxShadow", "fontFamilies", "fontWeights", "lineHeights", "fontSizes", "letterSpacing", "paragraphSpacing",
        "paragraphIndent", "borderRadius", "borderWidth", "composition", "textCase", "textDecoration", "sizing", "spacing",
    ]

    /// Whether `document`, a file in Style Dictionary's form, is a Tokens Studio export of one set: a token has a
    /// type only Tokens Studio writes, or Tokens Studio's `$extensions` (`studio.tokens`, its colour modifiers).
    static func isLoneExport(_ document: JSONNode) -> Bool {
        var stack = [(node: document, depth: 0)]
        while let (node, depth) = stack.popLast() {
            guard let members = node.members, depth < JSONParser.maximumDepth else { continue }
            if let type = members.first(where: { $0.key == "type" })?.value.string, members.contains(where: { $0.key == "value" }),
               ownTypes.contains(type) {
                return true
            }
            if members.first(where: { $0.key == "$extensions" })?.value.members?.contains(where: { $0.key == "studio.tokens" }) == true {
                return true
            }
            stack += members.filter { $0.key != "$extensions" }.map { ($0.value, depth + 1) }
        }
        return false
    }
}
