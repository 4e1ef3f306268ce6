import DesignTokens
import SiteModel
import Templates
import ResolvedModel

/// `dashboard/`: every assessed component against every criterion of site.yml, with verdicts, health and counts.
/// Made when a page has a verdict or a scorecard.
package enum DashboardPage: PageType {
    package static let template = "dashboard"
    package static let valueName = "dashboard"
    package static let reads: SiteFacts = [.componentPages, .settings]
    package static let generated: GeneratedPage? = GeneratedPage(
        route: Route(path: "dashboard/"), title: "Dashboard",
        summary: "Every component against every criterion, with verdicts, health and counts.", weight: 0
    )

    package static func isWanted(pages: [Page], tokens: TokenSet) -> Bool {
        pages.contains { $0.frontMatter.component.isAssessed }
    }

    package static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        DashboardView(components: site.componentPages, criteria: site.settings.criteria, from: page.route)
    }
}
