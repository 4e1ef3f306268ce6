import Previews
import SiteModel
import Templates
import ResolvedModel

/// A Markdown page with `template: migration`: every legacy sibling and variant of every component, what it
/// becomes, its SwiftUI and Compose calls and its preview, counted from the components' inventories.
package enum MigrationPage: PageType {
    package static let template = "migration"
    package static let valueName = "migration"
    package static let reads: SiteFacts = [.componentPages, .previews]

    package static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        MigrationView(components: site.componentPages, renderer: PreviewRenderer(tokens: site.previewTokens, components: site.components),
                      figma: site.settings.figma, from: page.route, into: &diagnostics)
    }
}
