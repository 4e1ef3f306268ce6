import Foundation
import Previews
import SiteModel

/// What the migration template sees: every legacy sibling and variant of every component, what it becomes,
/// its SwiftUI and Compose calls and its preview, with the counts computed from the inventories.
struct MigrationView {
    struct Variant {
        var name: String
        /// Named apart from the sibling's `node`: Mustache looks a missing key up in the enclosing sibling.
        var variantNode: String?
        /// The node in the site's Figma file, when site.yml names the file.
        var variantNodeURL: String?
        var note: String?
        /// The new component's properties (`style=bullet steps=3 current=2`).
        var properties: String
        var swiftUI: String?
        var compose: String?
        /// The preview as SVG, inserted as it is.
        var preview: String?
    }

    struct Sibling {
        var name: String
        var node: String?
        /// The node in the site's Figma file, when site.yml names the file.
        var nodeURL: String?
        var frame: String?
        var variantCount: Int
        var variants: [Variant]
    }

    struct Component {
        var title: String
        var url: String
        var siblingCount: Int
        var variantCount: Int
        var siblings: [Sibling]
        /// "3 siblings, 12 variants".
        var summary: String
    }

    var components: [Component]
    var siblingCount: Int
    var variantCount: Int
    var summary: String

    /// Builds the view, drawing each variant's preview with `renderer` (none without one); a mapping that cannot be
    /// drawn is reported at its inventory entry.
    init(components pages: [Page], renderer: PreviewRenderer?, figma: FigmaFile? = nil, from route: Route,
         into diagnostics: inout Diagnostics) {
        components = pages.filter { !$0.frontMatter.component.inventory.isEmpty }.map { page in
            let facts = page.frontMatter.component
            let siblings = facts.inventory.map { sibling in
                Sibling(
                    name: sibling.name,
                    node: sibling.node,
                    nodeURL: sibling.node.flatMap { figma?.url(ofNode: $0) },
                    frame: sibling.frame,
                    variantCount: sibling.variants.count,
                    variants: sibling.variants.map { variant in
                        var view = Self.variant(variant, of: sibling, calls: facts.migration, renderer: renderer, into: &diagnostics)
                        view.variantNodeURL = variant.node.flatMap { figma?.url(ofNode: $0) }
                        return view
                    }
                )
            }
            let variants = facts.inventoryTotal
            return Component(
                title: page.title,
                url: route.relativeURL(to: page.route),
                siblingCount: siblings.count,
                variantCount: variants,
                siblings: siblings,
                summary: Wording.count(siblings.count, "sibling") + ", " + Wording.count(variants, "variant")
            )
        }
        siblingCount = components.reduce(0) { $0 + $1.siblingCount }
        variantCount = components.reduce(0) { $0 + $1.variantCount }
        summary = Wording.count(components.count, "component") + ", " + Wording.count(siblingCount, "legacy sibling")
            + ", " + Wording.count(variantCount, "variant")
    }

    private static func variant(
        _ variant: ComponentFacts.LegacyVariant, of sibling: ComponentFacts.LegacySibling,
        calls: ComponentFacts.CodeCalls?, renderer: PreviewRenderer?, into diagnostics: inout Diagnostics
    ) -> Variant {
        let spec = [sibling.mapsTo, variant.set].compactMap { $0 }.joined(separator: " ")
        var result = Variant(name: variant.name, variantNode: variant.node, note: variant.note, properties: "")
        guard !spec.isEmpty else { return result }
        let words = spec.split(separator: " ")
        result.properties = words.dropFirst().joined(separator: " ")
        var values: [String: String] = [:]
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1)
            values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : "true"
        }
        result.swiftUI = calls.map { UsageSnippet(template: $0.swiftUI, language: .swift).text(values: values) }
        result.compose = calls.map { UsageSnippet(template: $0.compose, language: .kotlin).text(values: values) }
        guard let renderer else { return result }
        do throws(PreviewError) {
            result.preview = try renderer.svg(info: "", body: spec)
        } catch {
            diagnostics.append(.error(.migrationPreview, at: sibling.location,
                "the migration of '\(sibling.name)' variant '\(variant.name)' cannot be drawn: \(error.message)")
                .following(renderer.tokens.location(of: error.tokenFileCause)))
        }
        return result
    }
}

