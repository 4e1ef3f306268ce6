import Markdown

/// A fenced code block with a language, as its page holds it: shown escaped in the page's body until the build
/// highlights it, and the place in the body that the highlighted HTML takes.
public struct CodeBlock: Sendable, Hashable {
    /// The fence's language, its info string's first word (`ts`, `json`).
    public var language: String
    /// The code, as the fence holds it.
    public var code: String
    /// Where the escaped code sits in the page's body HTML, in bytes.
    public var range: Range<Int>
    /// The line and column of the opening fence in the page's file, for findings about the block.
    public var line: Int
    public var column: Int

    public init(language: String, code: String, range: Range<Int>, line: Int = 1, column: Int = 1) {
        self.language = language
        self.code = code
        self.range = range
        self.line = line
        self.column = column
    }

    /// The language a fence's info string names, for the highlighter: its first word up to any `{` or `:` that
    /// VitePress and Docusaurus add (`js{4}`, `ts:line-numbers`).
    public static func language(ofInfo language: String) -> String {
        String(language.prefix { $0.isLetter || $0.isNumber || "+-#_.".contains($0) })
    }

    /// The HTML a code fence is written as: its code in a `.code-block` with a Copy button and a status line
    /// (the theme's script makes the button work, and hides both without scripts), and a `language-` class when
    /// it names one. `code` is the escaped code, which starts at `codeOffset` bytes into the result.
    public static func html(language: String, escapedCode: String) -> (html: String, codeOffset: Int) {
        let named = language.isEmpty ? "" : " " + HTMLEscaping.attribute(language)
        let open = "<div class=\"code-block\"><p class=\"code-block-actions\"><button type=\"button\" class=\"code-copy\" "
            + "aria-label=\"Copy the\(named) code\">Copy</button> <span role=\"status\"></span></p><pre><code"
            + (language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.attribute(language))\"") + ">"
        return (open + escapedCode + "</code></pre></div>\n", open.utf8.count)
    }

    /// `body` with each block's escaped code replaced by its highlighted HTML, where `highlighted` has one.
    /// `blocks` are in page order and do not overlap.
    public static func splice(_ body: [UInt8], blocks: [CodeBlock], highlighted: (CodeBlock) -> String?) -> [UInt8] {
        var output: [UInt8] = []
        var copied = 0
        for block in blocks {
            guard let html = highlighted(block), block.range.lowerBound >= copied, block.range.upperBound <= body.count else { continue }
            if output.isEmpty { output.reserveCapacity(body.count + body.count / 2) }
            output += body[copied..<block.range.lowerBound]
            output += html.utf8
            copied = block.range.upperBound
        }
        guard copied > 0 else { return body }
        output += body[copied...]
        return output
    }
}
