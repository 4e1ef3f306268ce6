import Foundation
import Highlighting
import Markdown
import PageTypes
import Previews

extension SiteTools {
    /// One platform's call of a component, as its page's twin writes it under "Code": the template with its
    /// `{property}` placeholders.
    struct CodeCall: Sendable {
        var platform: String
        var label: String
        var language: CodeSnippet.Language
        var template: String
    }

    /// The platforms a twin's code section labels, by the label the twin writes above each fence.
    private static let platformLabels: [(label: String, platform: String, language: CodeSnippet.Language)] = [
        ("SwiftUI", "swiftui", .swift), ("Jetpack Compose", "compose", .kotlin),
    ]

    /// The code for the component and state `block` describes, on each platform its page gives code for (or on
    /// `platform` alone): the page's templates filled as the page fills them, with its front matter preview's
    /// values under the block's own. A block the component refuses gets the build's message.
    package func example(for block: String, platform: String? = nil) -> Answer {
        guard block.utf8.count <= Self.inputLimit, (platform?.utf8.count ?? 0) <= 256 else {
            return .refused("the block is longer than \(Self.inputLimit) bytes")
        }
        guard !block.contains("\n") else { return .refused("give the block in one line, such as: slider value=40 state=disabled") }
        let components = registry
        let parsed: PreviewBlock
        do throws(PreviewError) {
            parsed = try PreviewBlock.parse(info: "", body: block, components: components)
            _ = try components.preview(from: parsed)
        } catch {
            return .refused("\(error.message) (at column \(error.column) of the block)")
        }
        let candidates = codePages(of: parsed.component)
        guard !candidates.isEmpty else {
            return .refused("\(Self.quoted(parsed.component)) has no code on its pages (no migration calls in their front matter); platforms: none")
        }
        let given = Dictionary(parsed.properties.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        // The page whose own preview shares most of the block's values: a family's pages each show one style.
        let chosen = candidates.max { shared($0.values, given) < shared($1.values, given) } ?? candidates[0]
        let platforms = chosen.calls.map(\.platform)
        let calls = chosen.calls.filter { platform == nil || $0.platform == platform }
        guard !calls.isEmpty else {
            return .refused("\(Self.quoted(parsed.component)) has no code for '\(Self.quoted(platform ?? ""))'; platforms: \(platforms.joined(separator: ", "))")
        }
        let values = chosen.values.merging(given) { _, block in block }
        var out = "# \(TwinText.inline(block.trimmingCharacters(in: .whitespaces)))\n\nFrom \(TwinText.inline(chosen.page.title)) "
            + "(\(TwinText.inline(Self.twinPath(ofURL: chosen.page.url)))); platforms: \(platforms.joined(separator: ", ")).\n\n"
        var snippets: [JSONValue] = []
        for call in calls {
            let code = UsageSnippet(template: call.template, language: call.language).text(values: values)
            out += TwinText.inline(call.label) + "\n\n" + MarkdownTwin.codeBlock(code, language: call.language.rawValue)
            snippets.append(["platform": .string(call.platform), "language": .string(call.language.rawValue), "code": .string(code)])
        }
        return .text(out, structured: [
            "block": .string(block.trimmingCharacters(in: .whitespaces)), "component": .string(parsed.component),
            "page": chosen.page.structured, "platforms": .array(platforms.map(JSONValue.string)), "snippets": .array(snippets),
        ])
    }

    /// The platforms the pages of component `name` give code for, in tab order.
    func platforms(of name: String) -> [String] {
        let all = Set(codePages(of: name).flatMap(\.calls).map(\.platform))
        return Self.platformLabels.map(\.platform).filter(all.contains)
    }

    private func shared(_ values: [String: String], _ given: [String: String]) -> Int {
        given.filter { values[$0.key] == $0.value }.count
    }

    /// The pages of component `name` whose twin gives code, each with its calls and its front matter preview's values.
    private func codePages(of name: String) -> [(page: DocumentingPage, calls: [CodeCall], values: [String: String])] {
        componentPages(named: name).compactMap { page in
            guard let twin = twin(at: Self.route(ofURL: page.url)) else { return nil }
            let calls = Self.codeCalls(inTwin: twin)
            guard !calls.isEmpty else { return nil }
            let preview = manifest.componentPages.first { $0.url == page.url }?.preview ?? ""
            var values: [String: String] = [:]
            for word in preview.split(separator: " ").dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1)
                values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : "true"
            }
            return (page, calls, values)
        }
    }

    /// The calls a twin's code section writes: each fence right under a platform's label (`SwiftUI`, then a blank
    /// line, then a fence of backticks and `swift`), read to the fence's end.
    static func codeCalls(inTwin text: String) -> [CodeCall] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## Code") else { return [] }
        var calls: [CodeCall] = []
        var index = start + 1
        while index + 2 < lines.count, !lines[index].hasPrefix("## ") {
            guard let known = platformLabels.first(where: { $0.label == lines[index] }), lines[index + 1].isEmpty,
                  lines[index + 2].hasPrefix("```") else {
                index += 1
                continue
            }
            let fence = lines[index + 2].prefix { $0 == "`" }
            var body: [Substring] = []
            index += 3
            while index < lines.count, lines[index] != fence {
                body.append(lines[index])
                index += 1
            }
            calls.append(CodeCall(platform: known.platform, label: known.label, language: known.language, template: body.joined(separator: "\n")))
            index += 1
        }
        return calls
    }
}
