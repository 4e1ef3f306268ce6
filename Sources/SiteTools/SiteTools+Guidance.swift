import Foundation
import Markdown

extension SiteTools {
    /// How an assistant uses the design system through these tools: what to call first, and how tokens, previews,
    /// code and contrast relate. The prompt `use-design-system` gives the same text.
    package var guidance: String {
        """
        # Using \(TwinText.inline(manifest.site.title)) through its tools

        1. Call get_guidelines first: it names the components, the token groups and the modes.
        2. Call list_components, then describe_component with a name: its properties are what a preview block may \
        set (allowed values, defaults, which are required), and its pages say the verdict, the scorecard and the \
        tokens each part of it uses (its token roles).
        3. Tokens: search_tokens finds tokens by words in their path or description, by value (#005CE5, \
        rgb(0 92 229) and 005ce5 are the same colour; 16px) or by group (slider/color); get_token gives one \
        token's value in every mode. Use tokens by path rather than their raw values.
        4. Previews: a preview block names a component and its properties in one line (slider value=40 \
        state=disabled). render_preview draws it with the site's tokens; example_for_state gives the code for the \
        same block on each platform the component has. A block the component refuses gets the build's message.
        5. Contrast: check_contrast measures two colours or colour tokens, in the default values or a mode, \
        against 4.5:1 for text and 3:1 for graphics; component pages list the pairs their previews draw.
        6. Prose: search_docs and get_page; every page's Markdown twin, site.json, llms.txt and the preview \
        drawings are resources too (specimen://site/…).
        """
    }

    /// The guidance, with the site's components (and the pages that document each) and its token groups (each
    /// path's first segment, with how many tokens and of which types) and modes.
    package func guidelines() -> Answer {
        var groups: [String: (count: Int, types: Set<String>)] = [:]
        for token in manifest.tokens {
            let group = token.path.split(separator: "/").first.map(String.init) ?? token.path
            groups[group, default: (0, [])].count += 1
            groups[group, default: (0, [])].types.insert(token.type)
        }
        var out = guidance + "\n\n## Components\n\n"
        for component in manifest.components {
            out += "- \(TwinText.code(component.name, inTable: false)): \(TwinText.inline(component.summary))\n"
        }
        out += "\n## Token groups\n\n"
        for (group, facts) in groups.sorted(by: { $0.key < $1.key }) {
            out += "- \(TwinText.code(group + "/", inTable: false)): \(facts.count) token\(facts.count == 1 ? "" : "s") (\(facts.types.sorted().joined(separator: ", ")))\n"
        }
        if !manifest.modes.isEmpty {
            out += "\nModes: \(manifest.modes.map { TwinText.inline($0) }.joined(separator: ", ")).\n"
        }
        let components: [JSONValue] = manifest.components.map { component in
            ["name": .string(component.name), "summary": .string(component.summary),
             "pages": .array(componentPages(named: component.name).map(\.structured))]
        }
        let tokenGroups: [JSONValue] = groups.sorted(by: { $0.key < $1.key }).map { group, facts in
            ["group": .string(group), "count": .int(facts.count), "types": .array(facts.types.sorted().map(JSONValue.string))]
        }
        return .text(out, structured: ["site": .string(manifest.site.title), "guidance": .string(guidance), "components": .array(components),
                                       "tokenGroups": .array(tokenGroups), "modes": .array(manifest.modes.map(JSONValue.string))])
    }
}
