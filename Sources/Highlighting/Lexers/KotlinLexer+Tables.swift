extension KotlinLexer {
    /// Pygments' `Keyword` words (its `as?`, `!in` and `!is` are read where they start).
    static let keywords = Keywords([
        "as", "break", "by", "catch", "constructor", "continue", "do", "dynamic", "else", "finally", "get", "for",
        "if", "init", "in", "is", "out", "reified", "return", "set", "super", "this", "throw", "try", "typealias",
        "typeof", "vararg", "when", "where", "while",
    ])
    /// The types Pygments makes `Keyword.Type`.
    static let builtinTypes = Keywords(["Boolean", "Byte", "Char", "Double", "Float", "Int", "Long", "Short", "String", "Any", "Unit"])
    static let constants = Keywords(["true", "false", "null"])
    /// The modifiers that may come before a declaration, `kd` there.
    static let modifiers = Keywords([
        "actual", "abstract", "annotation", "companion", "const", "crossinline", "data", "enum", "expect", "external",
        "final", "infix", "inline", "inner", "internal", "lateinit", "noinline", "open", "operator", "override",
        "private", "protected", "public", "sealed", "suspend", "tailrec", "value",
    ])
    /// The declarations whose name is `nc`.
    static let typeDeclarations = Keywords(["class", "interface", "object"])
    static let punctuationBytes = Set("{}();:.,".utf8)
    static let operatorBytes = Set("~^*!%&[]<>|+=/?-".utf8)
}
