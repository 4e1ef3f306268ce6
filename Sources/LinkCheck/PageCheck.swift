import Foundation
import Markdown
import SiteModel

/// One page's findings and what they were found from.
package struct PageCheck: Sendable {
    /// A broken reference the theme or raw HTML wrote, grouped with the same one on other pages by `key`.
    struct ThemeProblem: Sendable {
        var key: String
        var location: SourceLocation
        var code: DiagnosticCode
        var message: String
    }

    var outputPath: String
    var data: Data?
    var links: [Link]
    var displayPath: String
    var sourcePath: String
    var diagnostics: [Diagnostic] = []
    var themeProblems: [ThemeProblem] = []
    var linkCount = 0
}
