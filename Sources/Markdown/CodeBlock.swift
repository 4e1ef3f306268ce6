/// A fenced code block of a page, as its body holds it: a typed slot in the body (``PageBody``) whose HTML is
/// written when the page is, with its code highlighted once the build has highlighted it.
public struct CodeBlock: Sendable, Hashable {
    /// The fence's language, its info string's first word (`ts`, `json`); empty when it names none.
    public var language: String
    /// The code, as the fence holds it.
    public var code: String
    /// The line and column of the opening fence in the page's file, for findings about the block.
    public var line: Int
    public var column: Int
    /// The code as highlighted HTML (spans of escaped text), once the build has highlighted it; nil shows it plain.
    public var highlighted: String?

    public init(language: String, code: String, line: Int = 1, column: Int = 1, highlighted: String? = nil) {
        self.language = language
        self.code = code
        self.line = line
        self.column = column
        self.highlighted = highlighted
    }

    /// The language a fence's info string names, for the highlighter: its first word up to any `{` or `:` that
    /// VitePress and Docusaurus add (`js{4}`, `ts:line-numbers`).
    public static func language(ofInfo language: String) -> String {
        String(language.prefix { $0.isLetter || $0.isNumber || "+-#_.".contains($0) })
    }

    /// The code as HTML: highlighted where the build highlighted it, else escaped.
    public var codeHTML: String {
        highlighted ?? HTMLEscaping.attribute(code)
    }

    /// The block as cmark-gfm writes a code block, for a body written without a view's markup (a test's, a
    /// report's): `<pre><code class="language-…">`, the code, `</code></pre>` and a line break.
    public func write(plainInto html: inout [UInt8]) {
        html.append(contentsOf: "<pre><code".utf8)
        if !language.isEmpty {
            html.append(contentsOf: " class=\"language-".utf8)
            html.append(contentsOf: HTMLEscaping.attribute(language).utf8)
            html.append(UInt8(ascii: "\""))
        }
        html.append(UInt8(ascii: ">"))
        html.append(contentsOf: codeHTML.utf8)
        html.append(contentsOf: "</code></pre>\n".utf8)
    }
}

/// What a fence of a page becomes (``MarkdownDocument/Answers/fences``).
public enum FenceContent: Sendable, Hashable {
    /// HTML put in as it is: a preview's drawing.
    case html(String)
    /// A code block, a slot of the body that the page's view writes.
    case code(CodeBlock)
}
