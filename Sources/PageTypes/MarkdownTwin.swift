import DesignTokens
import Foundation
import Markdown
import Previews
import ResolvedModel
import SiteModel
import TextEscaping

/// A page as Markdown, for coding assistants and other tools: `index.md` beside its `index.html`, linked from the
/// page's head. It holds what the HTML page says: the title and summary, the component's facts as tables (its
/// verdict, scorecard, tokens in every mode, the contrast of the pairs its previews draw, its calls on each
/// platform), and the body as written, each preview a line that describes its state and links its SVG.
///
/// What comes from pages and token files is written through ``TwinText``, so that it reads back as the same
/// text; the body is cmark-gfm's own CommonMark of the page's tree (``RenderedMarkdown/markdownUTF8``).
package enum MarkdownTwin {
    /// The twin's name in the page's folder.
    package static let fileName = "index.md"

    /// Whether `entry` gets a twin: every page but the 404 page and sticker sheets, which show states its
    /// component page's twin already lists.
    package static func isMade(for entry: ResolvedSite.Entry, in site: ResolvedSite) -> Bool {
        isMade(at: entry.page.route) && site.stickerSheets[entry.page.route] == nil
    }

    /// Whether a page at `route` has a twin, sticker sheets aside (the build knows them only once it resolves).
    package static func isMade(at route: Route) -> Bool {
        route != NotFoundPage.route && route.outputFile.hasSuffix("index.html")
    }

    /// The path of the twin of the page at `route`, relative to the output folder.
    package static func path(of route: Route) -> String {
        String(route.outputFile.dropLast("index.html".count)) + fileName
    }

    /// The twin of `entry`'s page, as UTF-8: its title, summary and component facts, what its page type shows
    /// (``PageType/twin(for:in:)``, asked of the type in `pageTypes` that renders its template), and its body.
    package static func markdown(for entry: ResolvedSite.Entry, in site: ResolvedSite, pageTypes: PageTypeRegistry) -> Data {
        let page = entry.page
        var out = ""
        let body = page.body.markdownUTF8 ?? []
        if page.body.title == nil {
            out += "# " + TwinText.inline(page.title) + "\n\n"
        }
        if let summary = page.frontMatter.summary ?? page.frontMatter.description {
            out += "> " + TwinText.inline(summary) + "\n\n"
        }
        let facts = page.frontMatter.component
        if !facts.isEmpty {
            out += componentFacts(facts, of: page, in: site)
        }
        let typed = pageTypes.type(rendering: entry.template)?.twin(for: page, in: site) ?? TwinFacts()
        out += typed.beforeBody
        var bytes = Data(capacity: out.utf8.count + body.count + typed.afterBody.utf8.count)
        bytes += out.utf8
        bytes += body
        if !typed.afterBody.isEmpty {
            if !body.isEmpty, body.last != 0x0A {
                bytes.append(0x0A)
            }
            if !body.isEmpty {
                bytes.append(0x0A)
            }
            bytes += typed.afterBody.utf8
        }
        return bytes
    }

    // MARK: - A component's facts

    private static func componentFacts(_ facts: ComponentFacts, of page: Page, in site: ResolvedSite) -> String {
        var out = ""
        if let spec = facts.preview {
            out += "Component preview: " + TwinText.code(spec) + "\n\n"
        }
        if let verdict = facts.verdict {
            out += "## Verdict\n\n**" + TwinText.inline(verdict.status.rawValue) + "**: " + TwinText.inline(verdict.summary) + "\n\n"
        }
        if !facts.health.isEmpty {
            out += "## Health\n\n| Aspect | Status | Note |\n|---|---|---|\n"
            for rating in facts.health {
                out += "| \(TwinText.cell(rating.aspect.label)) | \(TwinText.cell(rating.status.rawValue)) | \(TwinText.cell(rating.note)) |\n"
            }
            out += "\n"
        }
        if !facts.scorecard.isEmpty {
            out += "## Scorecard\n\n| Criterion | Name | Status | Note |\n|---|---|---|---|\n"
            for criterion in site.settings.criteria {
                let entry = facts.scorecard.first { $0.criterion == criterion.id }
                out += "| \(TwinText.cell(criterion.id)) | \(TwinText.cell(criterion.name)) | "
                    + "\(TwinText.cell(entry?.status.rawValue ?? "not-assessed")) | \(TwinText.cell(entry?.note ?? "")) |\n"
            }
            out += "\n"
        }
        if !facts.tokens.isEmpty {
            out += roleTable(facts.tokens, tokens: site.tokens)
        }
        let measured = page.contrastPairs.compactMap(site.contrast.entry(for:))
        if !measured.isEmpty {
            out += contrastTable(measured, modes: site.contrast.modes)
        }
        if let calls = facts.migration {
            out += "## Code\n\n" + TwinText.inline("SwiftUI") + "\n\n" + codeBlock(calls.swiftUI, language: "swift")
                + TwinText.inline("Jetpack Compose") + "\n\n" + codeBlock(calls.compose, language: "kotlin")
        }
        if !facts.inventory.isEmpty {
            out += "## Figma inventory\n\n\(facts.inventoryTotal) variants in \(facts.inventory.count) component sets.\n\n"
            out += "| Set | Node | Variants | Maps to |\n|---|---|---|---|\n"
            for sibling in facts.inventory {
                out += "| \(TwinText.cell(sibling.name)) | \(TwinText.cell(sibling.node ?? "")) | "
                    + "\(TwinText.cell(sibling.variants.map(\.name).joined(separator: ", "))) | \(TwinText.cell(sibling.mapsTo ?? "")) |\n"
            }
            out += "\n"
        }
        return out
    }

    /// The component's token roles with each token's value in the default values and in every mode.
    private static func roleTable(_ roles: [ComponentFacts.TokenRole], tokens: TokenSet) -> String {
        let modes = tokens.modes
        var out = "## Tokens\n\n| Role | Token | Type | Value |" + modes.map { " \(TwinText.cell($0)) |" }.joined() + "\n"
        out += "|---|---|---|---|" + String(repeating: "---|", count: modes.count) + "\n"
        for role in roles {
            let token = tokens[role.token]
            out += "| \(TwinText.cell(role.role)) | \(TwinText.code(role.token, inTable: true)) | \(TwinText.cell(token?.kind.rawValue ?? "missing")) | "
                + "\(TwinText.cell(token?.value.text ?? "")) |"
                + modes.map { " \(TwinText.cell(tokens.modeValues[$0]?[role.token]?.text ?? "")) |" }.joined() + "\n"
        }
        return out + "\n"
    }

    /// Every token of the site, with its type, value in the default values and in every mode, the token it is an
    /// alias of, and why it is deprecated.
    package static func tokenTable(_ tokens: TokenSet, title: String, level: Int) -> String {
        let modes = tokens.modes
        var out = String(repeating: "#", count: level) + " " + TwinText.inline(title) + "\n\n"
        out += "| Token | Type | Value |" + modes.map { " \(TwinText.cell($0)) |" }.joined() + " Alias of | Deprecated |\n"
        out += "|---|---|---|" + String(repeating: "---|", count: modes.count) + "---|---|\n"
        for path in tokens.tokens.keys.sorted() {
            guard let token = tokens.tokens[path] else { continue }
            out += "| \(TwinText.code(path, inTable: true)) | \(TwinText.cell(token.kind.rawValue)) | \(TwinText.cell(token.value.text)) |"
                + modes.map { " \(TwinText.cell(tokens.modeValues[$0]?[path]?.text ?? "")) |" }.joined()
                + " \(token.aliasOf.map { TwinText.code($0, inTable: true) } ?? " ") | \(TwinText.cell(token.deprecated ?? "")) |\n"
        }
        return out + "\n"
    }

    /// The pairs a page's previews draw, with their ratio in the default values and in every mode.
    package static func contrastTable(_ entries: [ContrastReport.Entry], modes: [String]) -> String {
        var out = "## Contrast\n\n| What | Foreground | Background | Needs | Default |" + modes.map { " \(TwinText.cell($0)) |" }.joined()
            + " Verdict |\n"
        out += "|---|---|---|---|---|" + String(repeating: "---|", count: modes.count) + "---|\n"
        for entry in entries {
            out += "| \(TwinText.cell(entry.pair.what)) | \(TwinText.code(entry.pair.foreground, inTable: true)) | "
                + "\(TwinText.code(entry.pair.background, inTable: true)) | \(TwinText.cell(entry.pair.kind.minimumText)) | "
                + "\(measure(entry.measure)) |" + entry.modes.map { " \($0.map(measure) ?? "not a colour") |" }.joined()
                + " \(entry.fails ? "fails" : "passes") |\n"
        }
        return out + "\n"
    }

    private static func measure(_ measure: ContrastReport.Measure) -> String {
        TwinText.cell(measure.ratioText + (measure.passes ? "" : " (fails)"))
    }

    package static func codeBlock(_ code: String, language: String) -> String {
        let fence = MarkdownText.backtickFence(around: code, minimum: 3)
        return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence + "\n\n"
    }

    /// The twin of the page at `target`, relative to the page at `route`.
    static func twinURL(of target: Route, from route: Route) -> String {
        route.relativeURL(to: target) + fileName
    }
}
