/// The words JavaScript and TypeScript give a class of their own, as Pygments' JavascriptLexer and
/// TypeScriptLexer class them, and whether a `/` after each starts a regular expression.
enum ScriptWords {
    /// How a word is classed and whether an expression (a regex, a JSX element) may follow it.
    struct Class: Sendable {
        let kind: TokenKind?
        let startsExpression: Bool
    }

    /// Keywords after which an expression starts (Pygments: `Keyword`, into `slashstartsregex`).
    static let keywords = Keywords([
        "for", "while", "do", "break", "return", "continue", "switch", "case", "default", "if", "else",
        "throw", "try", "catch", "finally", "yield", "await", "async", "this", "of", "static", "export",
        "import", "debugger", "extends", "super",
    ])
    static let declarations = Keywords(["var", "let", "const", "with", "function", "class"])
    static let operatorWords = Keywords(["typeof", "instanceof", "in", "void", "delete", "new"])
    /// `constructor`, `from`, `as` and the words ECMAScript once reserved (Pygments: `Keyword.Reserved`).
    static let reserved = Keywords([
        "constructor", "from", "as",
        "abstract", "boolean", "byte", "char", "double", "enum", "final", "float", "goto", "implements", "int",
        "interface", "long", "native", "package", "private", "protected", "public", "short", "synchronized",
        "throws", "transient", "volatile",
    ])
    static let constants = Keywords(["true", "false", "null", "NaN", "Infinity", "undefined"])
    static let builtins = Keywords([
        "Array", "Boolean", "Date", "BigInt", "Function", "Math", "ArrayBuffer", "Number", "Object", "RegExp",
        "String", "Promise", "Proxy", "decodeURI", "decodeURIComponent", "encodeURI", "encodeURIComponent",
        "eval", "isFinite", "isNaN", "parseFloat", "parseInt", "DataView", "document", "window", "globalThis",
        "global", "Symbol", "Intl", "WeakSet", "WeakMap", "Set", "Map", "Reflect", "JSON", "Atomics",
        "Int8Array", "Int16Array", "Int32Array", "BigInt64Array", "Float32Array", "Float64Array",
        "Uint8ClampedArray", "Uint8Array", "Uint16Array", "Uint32Array", "BigUint64Array",
    ])

    // TypeScript's own words come before JavaScript's in Pygments' TypeScriptLexer, so they win.
    static let typeScriptKeywords = Keywords(["abstract", "implements", "private", "protected", "public", "readonly"])
    static let typeScriptDeclarations = Keywords(["enum", "interface", "override"])
    static let typeScriptReserved = Keywords(["declare", "type"])
    static let typeScriptTypes = Keywords(["string", "boolean", "number"])

    /// The class of a TypeScript-only word, or nil where JavaScript's rules decide.
    static func typeScriptClass(of word: ArraySlice<UInt8>) -> Class? {
        if typeScriptKeywords.contains(word) { return Class(kind: .keyword, startsExpression: true) }
        if typeScriptDeclarations.contains(word) { return Class(kind: .keywordDeclaration, startsExpression: true) }
        if typeScriptReserved.contains(word) { return Class(kind: .keywordReserved, startsExpression: false) }
        if typeScriptTypes.contains(word) { return Class(kind: .keywordType, startsExpression: false) }
        return nil
    }

    /// The class of a word by JavaScript's rules: a plain name (Pygments' `Name.Other`) when none.
    static func javaScriptClass(of word: ArraySlice<UInt8>) -> Class {
        if operatorWords.contains(word) { return Class(kind: .operatorWord, startsExpression: true) }
        if keywords.contains(word) { return Class(kind: .keyword, startsExpression: true) }
        if declarations.contains(word) { return Class(kind: .keywordDeclaration, startsExpression: true) }
        if reserved.contains(word) { return Class(kind: .keywordReserved, startsExpression: false) }
        if constants.contains(word) { return Class(kind: .keywordConstant, startsExpression: false) }
        if builtins.contains(word) { return Class(kind: .nameBuiltin, startsExpression: false) }
        return Class(kind: nil, startsExpression: false)
    }
}
