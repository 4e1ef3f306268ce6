/// A Markdown file split into its front matter and its body.
package struct SourceDocument: Sendable {
    /// The YAML between the `---` lines (or TOML between `+++` lines), or nil when the file has no front matter.
    package var frontMatter: YAMLSource?
    /// The Markdown after the front matter, as UTF-8: cmark-gfm reads bytes, so the body is never a String.
    package var body: ArraySlice<UInt8>
    /// How many lines of the file come before the body.
    package var bodyLineOffset: Int

    /// Splits `text`: front matter is a first line `---`, YAML, and a line `---` (or `...`).
    package static func split(_ text: String, path: String) -> Result<SourceDocument, Diagnostic> {
        split(utf8: Array(text.utf8), path: path)
    }

    /// Splits the file's `bytes`, valid UTF-8, as ``split(_:path:)`` splits text.
    ///
    /// Lines are cut at each line feed byte, which is never part of another character's UTF-8; a line that ends
    /// in a carriage return (CRLF) is a fence all the same.
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - path: the file's path for diagnostics.
    /// - Returns: the parts, or an error when the front matter is never closed.
    package static func split(utf8 bytes: [UInt8], path: String) -> Result<SourceDocument, Diagnostic> {
        let newline = UInt8(ascii: "\n")
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        }
        guard let firstEnd = bytes[start...].firstIndex(of: newline),
              let fence = fence(bytes[start..<firstEnd], closing: false) else {
            return .success(SourceDocument(frontMatter: nil, body: bytes[start...], bodyLineOffset: 0))
        }
        let yamlStart = firstEnd + 1
        var lineStart = yamlStart
        var lineNumber = 2
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
            if self.fence(bytes[lineStart..<lineEnd], closing: true) == fence {
                return .success(SourceDocument(
                    frontMatter: YAMLSource(path: path, text: String(decoding: bytes[yamlStart..<lineStart], as: UTF8.self),
                                            firstLine: 2, isTOML: fence == .toml),
                    body: bytes[min(lineEnd + 1, bytes.count)...],
                    bodyLineOffset: lineNumber
                ))
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return .failure(.error(.yamlSyntax,
            at: SourceLocation(path: path, line: 1, column: 1),
            fence == .toml
                ? "front matter opened with '+++' on line 1 is never closed; end it with a line of three pluses '+++'"
                : "front matter opened with '---' on line 1 is never closed; end it with a line of three dashes '---'"
        ))
    }

    /// The two kinds of front matter, by their fence lines.
    private enum Fence {
        case yaml, toml
    }

    /// The fence `line` is, if any: `---` (or, closing YAML, `...`) or `+++`.
    private static func fence(_ line: ArraySlice<UInt8>, closing: Bool) -> Fence? {
        var trimmed = line
        while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            trimmed = trimmed.dropLast()
        }
        if trimmed.elementsEqual("---".utf8) || (closing && trimmed.elementsEqual("...".utf8)) {
            return .yaml
        }
        return trimmed.elementsEqual("+++".utf8) ? .toml : nil
    }
}
