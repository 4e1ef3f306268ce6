/// The languages Specimen's own lexers highlight, each known by the names fences give it.
public enum BuiltInLanguage: String, Sendable, Hashable, CaseIterable {
    case json
    case diff
    case plain

    /// The deepest one language may hold another (Markdown's fenced code holding HTML holding a script): deeper
    /// parts are shown plain.
    public static let deepestEmbedding = 4

    /// The names fences give each language, lower case.
    public var names: [String] {
        switch self {
        case .json: ["json", "jsonc", "json5", "jsonl", "geojson", "webmanifest"]
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
        case .json: JSONLexer.embed(JSONLexer(), range, of: bytes, into: &writer)
        case .diff: DiffLexer.embed(DiffLexer(), range, of: bytes, into: &writer)
        case .plain: writer.emit(nil, to: range.upperBound)
        }
    }
}
