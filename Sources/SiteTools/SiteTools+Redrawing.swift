import DesignTokens
import Foundation
import PageTypes
import Previews

extension SiteTools {
    /// The most published drawings compared before a built site's tokens are drawn with.
    static let redrawChecks = 20

    /// The states site.json lists, each read as the component it draws (pages that show the same block list the
    /// same states: each block once), and the renderer for the others when there is one.
    static func publishedStates(_ manifest: SiteManifest, in built: BuiltSite, components: ComponentRegistry) -> PublishedStates {
        var states = PublishedStates(redrawn: redrawing(manifest, in: built, components: components))
        var seen = Set<String>()
        for page in manifest.componentPages {
            for preview in page.previews where seen.insert(preview.block).inserted {
                for state in preview.states {
                    guard let body = block(of: preview, in: state, components: components) else { continue }
                    var listed = states.listed[preview.component] ?? (0, [])
                    listed.count += 1
                    if listed.examples.count < 3 { listed.examples.append(body) }
                    states.listed[preview.component] = listed
                    if let drawn = try? components.preview(from: PreviewBlock.parse(info: "", body: body, components: components)),
                       states.files[drawn] == nil {
                        states.files[drawn] = state.svg
                    }
                }
            }
        }
        return states
    }

    /// A renderer with the tokens site.json gives (their default values; Specimen's defaults where it gives none),
    /// when drawing with it gives back, byte for byte, the drawings the build published: then a built site draws a
    /// state it did not publish as a build would. Nil when the site publishes no drawing to compare, a token the
    /// previews need is of a kind site.json gives only as text (a typography, a shadow), or any drawing differs.
    static func redrawing(_ manifest: SiteManifest, in built: BuiltSite, components: ComponentRegistry) -> PreviewRenderer? {
        // A site without a token file draws with Specimen's defaults, and its site.json lists no tokens.
        let tokens: TokenSet
        if manifest.tokens.isEmpty {
            tokens = PreviewRenderer.defaultTokens(for: components)
        } else {
            let (read, errors) = TokenSet.parse(json: tokenDocument(manifest.tokens))
            guard errors.allSatisfy({ $0.severity == .warning }) else { return nil }
            tokens = read
        }
        let renderer = PreviewRenderer(tokens: tokens, components: components)
        var seen = Set<String>()
        var compared = 0
        for page in manifest.componentPages {
            for preview in page.previews where compared < redrawChecks && seen.insert(preview.block).inserted {
                guard let published = try? built.read(preview.initial.svg),
                      let block = block(of: preview, in: preview.initial, components: components),
                      let drawn = try? renderer.svg(info: "", body: block),
                      Data(drawn.utf8) == published
                else { return nil }
                compared += 1
            }
        }
        return compared > 0 ? renderer : nil
    }

    /// The block that draws `state` of `preview`: the block as the page wrote it, the state's controlled properties
    /// written over it; nil when the block is not one `components` read.
    static func block(of preview: SiteManifest.Preview, in state: SiteManifest.State, components: ComponentRegistry) -> String? {
        guard let written = try? PreviewBlock.parse(info: "", body: preview.block, components: components) else { return nil }
        let kept = written.properties.filter { state.properties[$0.key] == nil }.map { PreviewProperty.written(key: $0.key, value: $0.value) }
        let set = state.properties.sorted { $0.key < $1.key }.map { PreviewProperty.written(key: $0.key, value: $0.value) }
        return ([preview.component] + kept + set).joined(separator: " ")
    }

    /// The tokens as a Design Tokens document: each one of a kind site.json gives exactly (a colour, a dimension,
    /// a number, a font weight or family, a duration) at its path, in its default value.
    static func tokenDocument(_ tokens: [SiteManifest.Token]) -> String {
        var document: [String: Any] = [:]
        for token in tokens {
            guard let value = documentValue(token) else { continue }
            let path = token.path.split(separator: "/").map(String.init)
            guard !path.isEmpty else { continue }
            insert(["$type": token.type, "$value": value], at: path[...], into: &document)
        }
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func documentValue(_ token: SiteManifest.Token) -> Any? {
        let text = token.value
        func measure(_ unit: String) -> Any? {
            guard text.hasSuffix(unit), let number = Double(text.dropLast(unit.count)) else { return nil }
            return ["value": number, "unit": unit]
        }
        switch token.type {
        case "color": return text
        case "dimension": return measure("px")
        case "duration": return measure("ms")
        case "number", "fontWeight": return Double(text)
        case "fontFamily": return text.components(separatedBy: ", ")
        default: return nil
        }
    }

    private static func insert(_ token: [String: Any], at path: ArraySlice<String>, into group: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            group[first] = token
            return
        }
        var child = group[first] as? [String: Any] ?? [:]
        insert(token, at: path.dropFirst(), into: &child)
        group[first] = child
    }
}
