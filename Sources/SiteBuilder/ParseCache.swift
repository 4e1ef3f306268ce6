import DesignTokens
import Previews
import SiteModel

/// What the parse stage made, with what it was made from.
struct ParseCache: Sendable {
    /// What every page's parse reads besides its own file; a change to it parses every page again.
    var inputs: Inputs?
    /// Path below the content folder → the file as read and what parsing it gave.
    var pages: [String: Page] = [:]

    /// What a page's parse reads besides its own bytes.
    struct Inputs: Sendable, Equatable {
        var settings: SiteSettings
        var tokens: TokenSet
        var previewTokens: TokenSet
        var components: ComponentRegistry
        var reservedIDs: Set<String>
        var templateNames: [String]
        var stageTemplates: Set<String>
    }

    /// One page's file and what parsing it gave: the page, or nil when it had an error, and its diagnostics.
    struct Page: Sendable {
        var file: SourceFile
        var page: SiteModel.Page?
        var diagnostics: [Diagnostic]
        /// The page sources its links without an extension looked for, with whether the site had each: the page
        /// is parsed again when one of them comes or goes.
        var sourceProbes: [String: Bool] = [:]

        /// Whether this parse still holds for `file` among the site's `pageSources`.
        func holds(for file: SourceFile, pageSources: Set<String>) -> Bool {
            self.file == file && sourceProbes.allSatisfy { pageSources.contains($0.key) == $0.value }
        }
    }

    /// The pages parsed with `inputs`: none when the inputs differ.
    func pages(for inputs: Inputs) -> [String: Page] {
        self.inputs == inputs ? pages : [:]
    }
}
