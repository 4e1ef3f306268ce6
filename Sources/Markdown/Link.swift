/// A link or image destination found in a document, with where it was written.
public struct Link: Sendable, Hashable {
    /// Whether the destination is followed (`[a](b)`) or embedded (`![a](b)`).
    public enum Kind: String, Sendable, Hashable {
        case link
        case image
    }

    /// What kind of reference this is.
    public var kind: Kind
    /// The destination the page links to: as cmark-gfm resolved it (reference definitions applied), or what the
    /// render's link hook made of it.
    public var destination: String
    /// The destination as the author wrote it, for messages; the same as ``destination`` unless the link hook
    /// changed it.
    public var written: String
    /// The 1-based line in the original file.
    public var line: Int
    /// The 1-based column in the original file. On an indented continuation line of a paragraph cmark-gfm
    /// counts from the line's first non-blank character, so the column can be short by that indentation.
    public var column: Int

    /// - Parameters:
    ///   - kind: link or image.
    ///   - destination: the URL.
    ///   - line: the source line.
    ///   - column: the source column.
    ///   - written: as the author wrote it, when the page links elsewhere; nil for `destination`.
    public init(kind: Kind, destination: String, line: Int, column: Int, written: String? = nil) {
        self.kind = kind
        self.destination = destination
        self.written = written ?? destination
        self.line = line
        self.column = column
    }
}
