import Markdown
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

    /// After the page's body, as the template shows them: each component's legacy siblings, one table of variants
    /// each, with what each becomes and its SwiftUI and Compose calls; the previews are the component page's.
    package static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        var ignored = Diagnostics()
        let view = MigrationView(components: site.componentPages, renderer: nil, figma: site.settings.figma, from: page.route,
                                 into: &ignored)
        guard !view.components.isEmpty else { return TwinFacts() }
        var out = "## Migration\n\nIn all: " + TwinText.inline(view.summary) + ", each mapped below to the new component.\n\n"
        for component in view.components {
            out += "### [" + TwinText.inline(component.title) + "](" + TwinText.destination(component.url + MarkdownTwin.fileName) + ")\n\n"
                + TwinText.inline(component.summary) + ".\n\n"
            for sibling in component.siblings {
                out += siblingTable(sibling)
            }
        }
        return TwinFacts(afterBody: out)
    }

    private static func siblingTable(_ sibling: MigrationView.Sibling) -> String {
        let meta = [sibling.node.map { "Node " + TwinText.code($0) }, sibling.frame.map { "frame " + TwinText.inline($0) },
                    "\(sibling.variantCount) variants"].compactMap { $0 }
        var out = "#### " + TwinText.inline(sibling.name) + "\n\n" + meta.joined(separator: " · ") + "\n\n"
        out += "| Legacy variant | Node | Note | New properties | SwiftUI | Compose |\n|---|---|---|---|---|---|\n"
        for variant in sibling.variants {
            let code = { (text: String?) in text.map { TwinText.code($0, inTable: true) } ?? "" }
            out += "| \(TwinText.cell(variant.name)) | \(code(variant.variantNode)) | \(variant.note.map(TwinText.cell) ?? "") | "
                + "\(variant.properties.isEmpty ? "" : code(variant.properties)) | \(code(variant.swiftUI)) | \(code(variant.compose)) |\n"
        }
        return out + "\n"
    }
}
