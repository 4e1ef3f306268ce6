import DesignTokens
import Markdown
import Previews

/// The review sheet (`specimen preview sheet`): one HTML page that shows every kind of state of every component
/// side by side, each labelled with its properties, so that a reviewer can look at all of them at once. Not the
/// sticker sheet, which a site has beside each component page for the states its controls reach.
public enum ReviewSheet {
    /// The page, or the first preview that cannot be drawn.
    /// - Parameters:
    ///   - tokens: the tokens to draw with.
    ///   - components: the components whose review-sheet sections it shows.
    public static func html(tokens: TokenSet, components: ComponentRegistry = .standard) throws(PreviewError) -> String {
        let renderer = PreviewRenderer(tokens: tokens, components: components)
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Every preview state</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1b1f24; background: #fff; }
            h2 { font-size: 16px; margin: 28px 0 8px; }
            .grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
            figure { margin: 0; padding: 8px; border: 1px solid #d6dbe1; border-radius: 6px; }
            figcaption { font: 11px/1.3 ui-monospace, monospace; color: #4d5560; margin-top: 6px; }
            </style>
            </head>
            <body>
            <h1>Every preview state</h1>

            """
        for (index, section) in components.reviewSheet.enumerated() {
            html += "<section id=\"section-\(index + 1)\">\n<h2>\(HTMLEscaping.attribute(section.title))</h2>\n<div class=\"grid\">\n"
            for item in section.items {
                html += "<figure>\n" + (try renderer.svg(for: item.preview))
                    + "<figcaption>\(HTMLEscaping.attribute(item.label))</figcaption>\n</figure>\n"
            }
            html += "</div>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
