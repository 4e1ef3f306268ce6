/// A GitHub Flavored Markdown extension that cmark-gfm can switch on for one parse.
public enum MarkdownExtension: String, CaseIterable, Sendable, Hashable, Comparable {
    case table
    case strikethrough
    case autolink
    case tagfilter
    case tasklist
    /// Footnotes are a parser option in cmark-gfm rather than a syntax extension; they are listed here so
    /// that callers choose every GFM feature in one place.
    case footnotes

    public static func < (lhs: MarkdownExtension, rhs: MarkdownExtension) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
