/// A Markdown file split into its front matter and its body.
struct SourceDocument: Sendable {
    /// The YAML between the `---` lines, or nil when the file has no front matter.
    var frontMatter: YAMLSource?
    /// The Markdown after the front matter.
    var body: String
    /// How many lines of the file come before the body.
    var bodyLineOffset: Int

    /// Splits `text`: front matter is a first line `---`, YAML, and a line `---` (or `...`).
    ///
    /// Lines are cut at U+000A in the scalar view: as `Character`s, `"\r\n"` is one grapheme that is not `"\n"`.
    /// - Parameters:
    ///   - text: the whole file, decoded.
    ///   - path: the file's path for diagnostics.
    /// - Returns: the parts, or an error when the front matter is never closed.
    static func split(_ text: String, path: String) -> Result<SourceDocument, Diagnostic> {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" {
            scalars = scalars.dropFirst()
        }
        guard let firstEnd = scalars.firstIndex(of: "\n"), isFence(scalars[..<firstEnd], closing: false) else {
            return .success(SourceDocument(frontMatter: nil, body: String(scalars), bodyLineOffset: 0))
        }
        let yamlStart = scalars.index(after: firstEnd)
        var lineStart = yamlStart
        var lineNumber = 2
        while lineStart < scalars.endIndex {
            let lineEnd = scalars[lineStart...].firstIndex(of: "\n") ?? scalars.endIndex
            if isFence(scalars[lineStart..<lineEnd], closing: true) {
                let bodyStart = lineEnd < scalars.endIndex ? scalars.index(after: lineEnd) : lineEnd
                return .success(SourceDocument(
                    frontMatter: YAMLSource(path: path, text: String(scalars[yamlStart..<lineStart]), firstLine: 2),
                    body: String(scalars[bodyStart...]),
                    bodyLineOffset: lineNumber
                ))
            }
            lineStart = lineEnd < scalars.endIndex ? scalars.index(after: lineEnd) : lineEnd
            lineNumber += 1
        }
        return .failure(.error(
            at: SourceLocation(path: path, line: 1, column: 1),
            "front matter opened with '---' on line 1 is never closed; end it with a line of three dashes '---'"
        ))
    }

    private static func isFence(_ line: Substring.UnicodeScalarView.SubSequence, closing: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == " " || last == "\t" || last == "\r" {
            trimmed = trimmed.dropLast()
        }
        let text = String(trimmed)
        return text == "---" || (closing && text == "...")
    }
}
