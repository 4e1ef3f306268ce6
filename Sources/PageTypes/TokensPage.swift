import DesignTokens
import SiteModel
import Templates
import ResolvedModel

/// `tokens/`: every design token with its value and the components that draw with it, and the contrast of every
/// pair the previews draw. Made when the site has tokens.
package enum TokensPage: PageType {
    package static let template = "tokens"
    package static let valueName = "tokensPage"
    package static let reads: SiteFacts = [.tokens, .previews, .componentPages]
    package static let generated: GeneratedPage? = GeneratedPage(
        route: Route(path: "tokens/"), title: "Design tokens",
        summary: "Every design token with its value, where it is used, and the contrast of every pair the previews draw.",
        weight: 1
    )

    package static func isWanted(pages: [Page], tokens: TokenSet) -> Bool {
        !tokens.paths.isEmpty
    }

    package static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        TokensPageView(tokens: site.tokens, components: site.components, contrast: site.contrast,
                       componentPages: site.componentPages, findings: site.findings, from: page.route)
    }
}
