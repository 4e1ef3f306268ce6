/// A piece of the paragraph a fence becomes in a page's Markdown twin (``RenderedMarkdown/markdownUTF8``): text,
/// which the twin escapes; code, written as a code span; or a link.
public enum TwinPiece: Sendable, Hashable {
    case text(String)
    case code(String)
    case link(text: String, url: String)
}
