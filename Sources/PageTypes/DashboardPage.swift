import DesignTokens
import Markdown
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

    /// None: `site.json`'s component pages hold each component's verdict and scorecard, which the dashboard shows.
    package static func facts(for page: Page, in site: ResolvedSite) -> PageFacts? { nil }

    /// Every assessed component with its verdict and the criteria it fails, each linked to its page's twin.
    package static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        var rows = ""
        // By index: a large site's pages are read where they are, not copied.
        for section in site.sections.indices {
            for index in site.sections[section].pages.indices where site.sections[section].pages[index].frontMatter.component.isAssessed {
                rows += twinRow(site.sections[section].pages[index], from: page.route)
            }
        }
        guard !rows.isEmpty else { return TwinFacts() }
        return TwinFacts(beforeBody: "## Components\n\n| Component | Verdict | Requires rework | Needs refinement |\n|---|---|---|---|\n" + rows + "\n")
    }

    private static func twinRow(_ page: Page, from route: Route) -> String {
        let facts = page.frontMatter.component
        let criteria = { (status: ComponentFacts.CriterionStatus) in
            facts.scorecard.filter { $0.status == status }.map(\.criterion).joined(separator: ", ")
        }
        return "| [\(TwinText.inline(page.title))](\(TwinText.destination(MarkdownTwin.twinURL(of: page.route, from: route)))) | "
            + "\(TwinText.cell(facts.verdict?.status.rawValue ?? "")) | \(TwinText.cell(criteria(.requiresRework))) | "
            + "\(TwinText.cell(criteria(.needsRefinement))) |\n"
    }
}
