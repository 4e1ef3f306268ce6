import Highlighting
import Testing

/// The HTML Specimen's lexers make of `code` in `language` (a fence's name for it); "" with an issue recorded
/// when they do not highlight it.
func highlighted(_ language: String, _ code: String) -> String {
    guard case let .highlighted(html) = Highlighter().highlight(CodeSnippet(language: .init(rawValue: language), code: code)) else {
        Issue.record("\(language) was not highlighted: \(code)")
        return ""
    }
    return html
}
