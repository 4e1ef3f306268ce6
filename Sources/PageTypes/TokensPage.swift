import DesignTokens
import Markdown
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

    /// None: `site.json` holds every token, its values in each mode, and every contrast pair the page shows.
    package static func facts(for page: Page, in site: ResolvedSite) -> PageFacts? { nil }

    /// Every token with its values, the contrast of every pair the previews draw, and the values whoever wrote the
    /// tokens proposes, as the page's tables show them.
    package static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        var out = MarkdownTwin.tokenTable(site.tokens, title: "Tokens", level: 2)
        if !site.contrast.entries.isEmpty {
            out += MarkdownTwin.contrastTable(site.contrast.entries, modes: site.contrast.modes)
        }
        out += proposals(site.tokens, report: site.contrast)
        return TwinFacts(beforeBody: out)
    }

    /// The proposed values' table: each value, its mode, why, and the pairs it draws with their contrast.
    private static func proposals(_ set: TokenSet, report: ContrastReport) -> String {
        let modes: [String?] = [nil] + report.modes
        let proposes = set.paths.contains { path in
            set[path].map { token in modes.contains { token.proposed.reason(inMode: $0) != nil } } ?? false
        }
        guard proposes else { return "" }
        let proposals = TokensPageView.proposals(in: set, modeSets: set.modes.map { ($0, set.inMode($0)) }, report: report,
                                                 anchor: { _ in "" })
        var out = "## Proposed values\n\n| Token | Mode | Value | Why proposed | Contrast where drawn |\n|---|---|---|---|---|\n"
        for proposal in proposals {
            let pairs = proposal.pairs.map { pair in
                "\(pair.what): \(pair.ratio), needs \(pair.minimum) (\(pair.passes ? "passes" : "fails"))"
            }
            out += "| \(TwinText.code(proposal.path, inTable: true)) | \(TwinText.cell(proposal.mode)) | "
                + "\(TwinText.cell(proposal.value)) | \(TwinText.cell(proposal.reason)) | "
                + "\(TwinText.cell(pairs.isEmpty ? "not drawn" : pairs.joined(separator: "; "))) |\n"
        }
        return out + "\n"
    }
}
