/// The languages Specimen's own lexers highlight, each known by the names fences give it.
public enum BuiltInLanguage: String, Sendable, Hashable, CaseIterable {
    case swift, kotlin
    case javascript, jsx, typescript, tsx
    case json
    case css, scss
    case html, xml, vue, svelte
    case yaml
    case shell, console
    case markdown
    case diff
    case plain

    /// The deepest one language may hold another (Markdown's fenced code holding HTML holding a script): deeper
    /// parts are shown plain.
    public static let deepestEmbedding = 4

    /// The names fences give each language, lower case.
    public var names: [String] {
        switch self {
        case .swift: ["swift"]
        case .kotlin: ["kotlin", "kt", "kts"]
        case .javascript: ["javascript", "js", "mjs", "cjs", "node"]
        case .jsx: ["jsx"]
        case .typescript: ["typescript", "ts", "mts", "cts"]
        case .tsx: ["tsx"]
        case .json: ["json", "jsonc", "json5", "jsonl", "geojson", "webmanifest"]
        case .css: ["css"]
        case .scss: ["scss"]
        case .html: ["html", "htm", "xhtml"]
        case .xml: ["xml", "svg", "xsd", "xsl", "xslt", "plist", "xaml"]
        case .vue: ["vue"]
        case .svelte: ["svelte"]
        case .yaml: ["yaml", "yml"]
        case .shell: ["sh", "bash", "zsh", "shell", "ksh"]
        case .console: ["console", "shell-session", "sh-session", "shellsession", "terminal"]
        case .markdown: ["markdown", "md", "mdx"]
        case .diff: ["diff", "patch", "udiff"]
        case .plain: ["text", "txt", "plain", "plaintext", "none", "output", "log"]
        }
    }

    private static let byName: [String: BuiltInLanguage] = {
        var byName: [String: BuiltInLanguage] = [:]
        for language in allCases {
            for name in language.names { byName[name] = language }
        }
        return byName
    }()

    /// The language a fence names (`ts`, `TSX`, `shell-session`), whatever its case; nil for one Specimen has no
    /// lexer for.
    public init?(name: String) {
        guard let language = Self.byName[name.lowercased()] else { return nil }
        self = language
    }

    /// Says what each piece of `bytes[range]` is in this language, to `writer`; `depth` is how many languages
    /// hold this part (0 for a whole snippet).
    public func lex(_ range: Range<Int>, of bytes: [UInt8], into writer: inout TokenWriter, depth: Int = 0) {
        guard depth <= Self.deepestEmbedding else {
            writer.emit(nil, to: range.upperBound)
            return
        }
        switch self {
        case .swift: SwiftLexer.embed(SwiftLexer(depth: depth), range, of: bytes, into: &writer)
        case .kotlin: KotlinLexer.embed(KotlinLexer(depth: depth), range, of: bytes, into: &writer)
        case .javascript: ScriptLexer.embed(ScriptLexer(.javascript, depth: depth), range, of: bytes, into: &writer)
        case .jsx: ScriptLexer.embed(ScriptLexer(.jsx, depth: depth), range, of: bytes, into: &writer)
        case .typescript: ScriptLexer.embed(ScriptLexer(.typescript, depth: depth), range, of: bytes, into: &writer)
        case .tsx: ScriptLexer.embed(ScriptLexer(.tsx, depth: depth), range, of: bytes, into: &writer)
        case .json: JSONLexer.embed(JSONLexer(), range, of: bytes, into: &writer)
        case .css: CSSLexer.embed(CSSLexer(.css, depth: depth), range, of: bytes, into: &writer)
        case .scss: CSSLexer.embed(CSSLexer(.scss, depth: depth), range, of: bytes, into: &writer)
        case .html: MarkupLexer.embed(MarkupLexer(.html, depth: depth), range, of: bytes, into: &writer)
        case .xml: MarkupLexer.embed(MarkupLexer(.xml, depth: depth), range, of: bytes, into: &writer)
        case .vue: MarkupLexer.embed(MarkupLexer(.vue, depth: depth), range, of: bytes, into: &writer)
        case .svelte: MarkupLexer.embed(MarkupLexer(.svelte, depth: depth), range, of: bytes, into: &writer)
        case .yaml: YAMLLexer.embed(YAMLLexer(depth: depth), range, of: bytes, into: &writer)
        case .shell: ShellLexer.embed(ShellLexer(.script, depth: depth), range, of: bytes, into: &writer)
        case .console: ShellLexer.embed(ShellLexer(.session, depth: depth), range, of: bytes, into: &writer)
        case .markdown: MarkdownLexer.embed(MarkdownLexer(depth: depth), range, of: bytes, into: &writer)
        case .diff: DiffLexer.embed(DiffLexer(), range, of: bytes, into: &writer)
        case .plain: writer.emit(nil, to: range.upperBound)
        }
    }
}
