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
        /// Set where the level is not the link check's own: a page's raw HTML link from the root to a page the
        /// site lacks yet is a warning, as the same link in Markdown is.
        var severity: Diagnostic.Severity? = nil
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
