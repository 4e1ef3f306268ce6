/// Highlights code with Specimen's own lexers, in the process: the same snippet gives the same HTML on every
/// machine and at any load. The HTML is spans with Pygments' short class names (`<span class="k">`), without a
/// wrapping element; the theme colours the classes.
public struct Highlighter: Sendable, Hashable {
    /// The most bytes of a snippet highlighted; a larger one is shown plain.
    public var largestSnippet: Int

    /// A snippet of up to 1 MiB is highlighted: far more than a page shows.
    public init(largestSnippet: Int = 1 << 20) {
        self.largestSnippet = largestSnippet
    }

    /// What became of a snippet.
    public enum Outcome: Sendable, Hashable {
        /// Its HTML.
        case highlighted(String)
        /// Plain by choice (`text`, `txt`): its code escaped, nothing to report.
        case plain
        /// In a language Specimen has no lexer for.
        case unknownLanguage
        /// Larger than ``largestSnippet``.
        case tooLarge
    }

    /// What `snippet` becomes.
    public func highlight(_ snippet: CodeSnippet) -> Outcome {
        guard let language = BuiltInLanguage(name: snippet.language.rawValue) else { return .unknownLanguage }
        guard language != .plain else { return .plain }
        guard snippet.code.utf8.count <= largestSnippet else { return .tooLarge }
        let bytes = Array(snippet.code.utf8)
        var writer = TokenWriter(bytes)
        language.lex(0..<bytes.count, of: bytes, into: &writer)
        return .highlighted(String(decoding: writer.finish(), as: UTF8.self))
    }

    /// Whether Specimen has a lexer for the language a fence names.
    public static func knows(_ language: CodeSnippet.Language) -> Bool {
        BuiltInLanguage(name: language.rawValue) != nil
    }
}
