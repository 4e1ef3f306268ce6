import DesignTokens
import Foundation
import Markdown
import PageTypes
import Previews
import ResolvedModel
import SiteModel

/// What a coding assistant asks of a design system's site, answered from the site as Specimen resolved it: its
/// components, a page as Markdown, a search of the pages, its tokens in each mode, a preview drawn for given
/// properties, the contrast of two colours. `specimen mcp` serves these as Model Context Protocol tools.
///
/// Every answer is computed from the resolved site, never from a path a caller gives: a page is found by its
/// route among the site's pages, a token by its path among the tokens. Each input is checked before any work,
/// and the same question gets the same answer.
package struct SiteTools: Sendable {
    /// An answer: its text, or why there is none, in a line that says what is allowed.
    package enum Answer: Sendable, Equatable {
        case text(String)
        case refused(String)
    }

    /// The longest input of any tool, in bytes: a query, a path or a preview's block.
    package static let inputLimit = 4_096
    /// The most results a search or a token list gives.
    package static let resultLimit = 200

    let site: ResolvedSite
    let previews: PreviewRenderer
    /// Each page's Markdown twin, by route path, in the site's order: made once, since every search reads them all.
    private let twins: [(route: String, title: String, text: String)]

    package init(site: ResolvedSite) {
        self.site = site
        previews = PreviewRenderer(tokens: site.previewTokens, components: site.components)
        twins = site.pages.filter { MarkdownTwin.isMade(for: $0, in: site) }.map { entry in
            (entry.page.route.path, entry.page.title, String(decoding: MarkdownTwin.markdown(for: entry, in: site), as: UTF8.self))
        }
    }

    private func twin(at route: String) -> String? {
        twins.first { $0.route == route }?.text
    }

    // MARK: - Components

    /// Every component the previews can draw, with its page when the site has one.
    package func components() -> Answer {
        var out = "| Component | What it is | Page | Verdict |\n|---|---|---|---|\n"
        for type in site.components.types {
            let page = componentPage(named: type.name)
            out += "| \(type.name) | \(TwinText.cell(type.summary)) | "
                + (page.map { "[\(TwinText.cell($0.title))](\(TwinText.destination(MarkdownTwin.path(of: $0.route))))" } ?? " ") + " | "
                + TwinText.cell(page?.frontMatter.component.verdict?.status.rawValue ?? "") + " |\n"
        }
        return .text(out)
    }

    /// A component's properties (what a preview block may set) and, when the site documents it, its page's twin:
    /// verdict, scorecard, tokens in every mode, contrast and calls.
    package func describe(component name: String) -> Answer {
        guard let type = site.components.type(named: name) else {
            return .refused("no component '\(Self.quoted(name))'; components: \(site.components.names.joined(separator: ", "))")
        }
        var out = "# \(type.name)\n\n\(TwinText.inline(type.summary))\n\n## Properties\n\n| Property | Kind | Controllable | What it says |\n|---|---|---|---|\n"
        for property in type.properties {
            let kind = switch property.kind {
            case .number: "number"
            case .flag: "flag"
            case .word: "word"
            }
            out += "| \(property.name) | \(kind) | \(type.controllable.contains(property.name) ? "yes" : "no") | \(TwinText.cell(property.help)) |\n"
        }
        out += "\n"
        if let page = componentPage(named: type.name), let twin = twin(at: page.route.path) {
            out += "## Its page: \(TwinText.inline(page.title)) (\(TwinText.inline(MarkdownTwin.path(of: page.route))))\n\n" + twin
        }
        return .text(out)
    }

    /// The page documenting component `name`: the one whose family, or front matter preview, names it.
    private func componentPage(named name: String) -> Page? {
        site.componentPages.first { $0.frontMatter.component.family == name }
            ?? site.componentPages.first { $0.frontMatter.component.preview?.split(separator: " ").first.map(String.init) == name }
    }

    // MARK: - Pages

    /// The page at `path` (`components/slider/`, with or without the slashes, `index.md` or `index.html`) as
    /// Markdown: its twin.
    package func page(_ path: String) -> Answer {
        guard path.utf8.count <= Self.inputLimit else { return .refused("the path is longer than \(Self.inputLimit) bytes") }
        var route = path.trimmingCharacters(in: .whitespaces)
        for suffix in ["index.md", "index.html"] where route.hasSuffix(suffix) {
            route = String(route.dropLast(suffix.count))
        }
        while route.hasPrefix("/") { route.removeFirst() }
        if !route.isEmpty && !route.hasSuffix("/") { route += "/" }
        let segments = route.split(separator: "/")
        guard !segments.contains(where: { $0 == ".." || $0 == "." }), !route.contains("\\"), !route.contains("\0") else {
            return .refused("'\(Self.quoted(path))' leaves the site; give a page's path from the site's root, such as components/slider/")
        }
        guard let twin = twin(at: route) else {
            let near = site.pages.map(\.page.route.path).filter { $0.hasPrefix(String(route.prefix(3))) }.sorted().prefix(8)
            return .refused("no page at '\(Self.quoted(path))'; pages such as: \((near.isEmpty ? site.pages.map(\.page.route.path).sorted().prefix(8) : near).map { $0.isEmpty ? "/" : $0 }.joined(separator: ", "))")
        }
        return .text(twin)
    }

    /// The pages whose twin holds every word of `query` (any case), most occurrences first, then by path: each
    /// with its title, path and the first line that holds a word.
    package func search(_ query: String, limit: Int = 10) -> Answer {
        guard query.utf8.count <= Self.inputLimit else { return .refused("the query is longer than \(Self.inputLimit) bytes") }
        guard (1...Self.resultLimit).contains(limit) else { return .refused("limit must be 1 to \(Self.resultLimit)") }
        let words = query.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty, words.count <= 20 else { return .refused("give 1 to 20 words to search for") }
        var found: [(count: Int, route: String, title: String, line: String)] = []
        for (route, title, text) in twins {
            let lower = text.lowercased()
            let counts = words.map { lower.components(separatedBy: $0).count - 1 }
            guard counts.allSatisfy({ $0 > 0 }) else { continue }
            let line = text.split(separator: "\n").first { line in words.contains { line.lowercased().contains($0) } } ?? ""
            found.append((counts.reduce(0, +), route, title, String(line.prefix(200))))
        }
        found.sort { $0.count != $1.count ? $0.count > $1.count : $0.route < $1.route }
        guard !found.isEmpty else { return .text("No page holds every word of '\(Self.quoted(query))'.") }
        return .text(found.prefix(limit).map { "- [\(TwinText.cell($0.title))](\(TwinText.destination(MarkdownTwin.path(of: Route(path: $0.route))))) (\($0.count)): \(TwinText.cell($0.line))" }
            .joined(separator: "\n") + "\n")
    }

    // MARK: - Tokens

    /// The tokens whose path starts with `prefix`, with their type and value, in `mode` when given.
    package func tokens(prefix: String = "", mode: String? = nil) -> Answer {
        guard prefix.utf8.count <= Self.inputLimit else { return .refused("the prefix is longer than \(Self.inputLimit) bytes") }
        let tokens = site.tokens
        if let mode, !tokens.modes.contains(mode) {
            return .refused("no mode '\(Self.quoted(mode))'; modes: \(tokens.modes.isEmpty ? "none" : tokens.modes.joined(separator: ", "))")
        }
        let paths = tokens.tokens.keys.filter { $0.hasPrefix(prefix) }.sorted()
        guard !paths.isEmpty else { return .refused("no token starts with '\(Self.quoted(prefix))'") }
        var out = "| Token | Type | Value\(mode.map { " (\($0))" } ?? "") |\n|---|---|---|\n"
        for path in paths.prefix(Self.resultLimit) {
            guard let token = tokens.tokens[path] else { continue }
            let value = mode.flatMap { tokens.modeValues[$0]?[path]?.text } ?? token.value.text
            out += "| \(TwinText.code(path, inTable: true)) | \(token.kind.rawValue) | \(TwinText.cell(value)) |\n"
        }
        if paths.count > Self.resultLimit {
            out += "\n\(paths.count - Self.resultLimit) more; give a longer prefix.\n"
        }
        return .text(out)
    }

    /// One token: its type, value in the default values and in each mode, the token it is an alias of, why it is
    /// deprecated, its description and where it is written.
    package func token(_ path: String) -> Answer {
        guard path.utf8.count <= Self.inputLimit else { return .refused("the path is longer than \(Self.inputLimit) bytes") }
        let tokens = site.tokens
        guard let token = tokens.tokens[path] else {
            let group = path.split(separator: "/").dropLast().joined(separator: "/")
            let near = tokens.tokens.keys.filter { !group.isEmpty && $0.hasPrefix(group + "/") }.sorted().prefix(8)
            return .refused("no token '\(Self.quoted(path))'" + (near.isEmpty ? "" : "; tokens in \(group)/: \(near.joined(separator: ", "))"))
        }
        var out = "# \(TwinText.inline(path))\n\n| | |\n|---|---|\n| Type | \(token.kind.rawValue) |\n| Value | \(TwinText.cell(token.value.text)) |\n"
        for mode in tokens.modes {
            out += "| Value in \(TwinText.cell(mode)) | \(TwinText.cell(tokens.modeValues[mode]?[path]?.text ?? token.value.text)) |\n"
        }
        if let alias = token.aliasOf { out += "| Alias of | \(TwinText.code(alias, inTable: true)) |\n" }
        if let reason = token.deprecated { out += "| Deprecated | \(TwinText.cell(reason.isEmpty ? "yes" : reason)) |\n" }
        if let description = token.description { out += "| Description | \(TwinText.cell(description)) |\n" }
        return .text(out)
    }

    // MARK: - Previews and contrast

    /// The SVG of a preview block (`slider value=40 state=pressed`), drawn with the site's tokens; a block the
    /// component refuses gets the message `specimen build` gives, at its column.
    package func renderPreview(_ block: String) -> Answer {
        guard block.utf8.count <= Self.inputLimit else { return .refused("the block is longer than \(Self.inputLimit) bytes") }
        guard !block.contains("\n") else { return .refused("give the block in one line, such as: slider value=40 state=pressed") }
        do throws(PreviewError) {
            return .text(try previews.svg(info: "", body: block))
        } catch {
            return .refused("\(error.message) (at column \(error.column) of the block)")
        }
    }

    /// The contrast of two colours, each a CSS colour (`#005CE5`, `rgb(…)`, `oklch(…)`) or a token's path, in the
    /// default values or a mode: the ratio, and whether it reaches 4.5:1 for text and 3:1 for a graphic.
    package func contrast(foreground: String, background: String, mode: String? = nil) -> Answer {
        guard foreground.utf8.count <= 256, background.utf8.count <= 256 else { return .refused("a colour is at most 256 bytes") }
        if let mode, !site.tokens.modes.contains(mode) {
            return .refused("no mode '\(Self.quoted(mode))'; modes: \(site.tokens.modes.isEmpty ? "none" : site.tokens.modes.joined(separator: ", "))")
        }
        let tokens = mode.map { site.tokens.inMode($0) } ?? site.tokens
        func color(_ text: String) -> Color? {
            if case let .color(color)? = tokens[text]?.value { return color }
            return Color(css: text)
        }
        guard let front = color(foreground) else {
            return .refused("'\(Self.quoted(foreground))' is neither a CSS colour nor a colour token's path")
        }
        guard let back = color(background) else {
            return .refused("'\(Self.quoted(background))' is neither a CSS colour nor a colour token's path")
        }
        let ratio = front.contrastRatio(with: back)
        let text = Color.ratioText(ratio)
        return .text("\(Self.quoted(foreground)) (\(front.hex)) on \(Self.quoted(background)) (\(back.hex))\(mode.map { " in \($0)" } ?? ""): "
            + "\(text):1. Text (4.5:1, WCAG 1.4.3): \(ratio >= 4.5 ? "passes" : "fails"). "
            + "Large text and graphics (3:1, WCAG 1.4.11): \(ratio >= 3 ? "passes" : "fails").")
    }

    /// Text from a caller, quoted in an answer: control characters shown as `?`, at most 200 characters.
    static func quoted(_ text: String) -> String {
        String(String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }).prefix(200))
    }
}
