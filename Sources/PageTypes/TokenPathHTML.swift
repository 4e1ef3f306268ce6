import Markdown

/// A token's path as HTML that a line may break only at its separators: the path escaped, with `<wbr>` after each
/// `/`, `.`, `-` and `_` that has more of the path after it. A browser then breaks `color.background.interactive`
/// between names rather than inside one, copying it gives the path as written (`<wbr>` adds no text), and search,
/// which reads `<wbr>` as joining the text around it, finds the path whole.
enum TokenPathHTML {
    /// The characters a path's line may break after.
    static let separators: Set<Character> = ["/", ".", "-", "_"]

    /// `path` escaped, with a break opportunity after each separator but a last one.
    static func breakable(_ path: String) -> String {
        var html = ""
        var pending = ""
        for character in path {
            pending.append(character)
            if separators.contains(character) {
                html += HTMLEscaping.attribute(pending)
                pending = ""
                html += "<wbr>"
            }
        }
        guard !pending.isEmpty else {
            // A path that ends with a separator ends with it, not with a break after it.
            return html.hasSuffix("<wbr>") ? String(html.dropLast(5)) : html
        }
        return html + HTMLEscaping.attribute(pending)
    }
}
