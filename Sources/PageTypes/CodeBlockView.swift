import Markdown

/// How a page shows a code block: its code (highlighted where the build highlighted it) in a `.code-block` with a
/// Copy button and a status line, which the theme's script makes work and hides without scripts, and a
/// `language-` class when the fence names one.
package enum CodeBlockView {
    /// Appends `block`'s HTML, ending in a line break, to `html`.
    package static func write(_ block: CodeBlock, into html: inout [UInt8]) {
        let named = block.language.isEmpty ? "" : " " + HTMLEscaping.attribute(block.language)
        html.append(contentsOf: "<div class=\"code-block\"><p class=\"code-block-actions\"><button type=\"button\" class=\"code-copy\" ".utf8)
        html.append(contentsOf: "aria-label=\"Copy the\(named) code\">Copy</button> <span role=\"status\"></span></p><pre><code".utf8)
        if !block.language.isEmpty {
            html.append(contentsOf: " class=\"language-\(HTMLEscaping.attribute(block.language))\"".utf8)
        }
        html.append(UInt8(ascii: ">"))
        html.append(contentsOf: block.codeHTML.utf8)
        html.append(contentsOf: "</code></pre></div>\n".utf8)
    }

    /// `body`'s bytes as a page shows them, each code block written by ``write(_:into:)``.
    package static func bytes(of body: PageBody) -> [UInt8] {
        body.bytes { block, html in write(block, into: &html) }
    }
}
