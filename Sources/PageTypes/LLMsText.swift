import Foundation
import Markdown
import ResolvedModel
import SiteModel

/// The site's `llms.txt` and `llms-full.txt` (llmstxt.org): what a coding assistant reads first.
///
/// `llms.txt` is the site's title as an h1, its description as a blockquote, then h2 sections listing the pages'
/// Markdown twins, each `- [title](url): summary`: the home page, each section of the navigation in its order,
/// and the pages outside the navigation (the dashboard, the tokens page) under "Other pages". Links are absolute under a base URL, and else
/// relative to the site's root, where the file is. `llms-full.txt` is every twin in the same order, each after a
/// rule and a line naming its page: the twins' own links stay relative to their page's folder.
package struct LLMsText {
    package static let indexPath = "llms.txt"
    package static let fullPath = "llms-full.txt"

    /// The pages with twins, by section, in navigation order.
    private let groups: [(title: String, entries: [ResolvedSite.Entry])]
    private let site: ResolvedSite

    package init(site: ResolvedSite) {
        self.site = site
        let entries = Dictionary(site.pages.map { ($0.page.route, $0) }, uniquingKeysWith: { first, _ in first })
        var listed: Set<Route> = []
        var groups: [(title: String, entries: [ResolvedSite.Entry])] = []
        if let home = entries[Route(path: "")], MarkdownTwin.isMade(for: home, in: site) {
            groups.append(("Home", [home]))
            listed.insert(home.page.route)
        }
        for section in site.sections {
            let members = section.pages.compactMap { entries[$0.route] }.filter { MarkdownTwin.isMade(for: $0, in: site) }
            listed.formUnion(members.map(\.page.route))
            if !members.isEmpty {
                groups.append((section.title, members))
            }
        }
        let others = site.pages.filter { !listed.contains($0.page.route) && MarkdownTwin.isMade(for: $0, in: site) }
        if !others.isEmpty {
            groups.append(("Other pages", others))
        }
        self.groups = groups
    }

    /// `llms.txt`.
    package var index: String {
        var out = header
        for group in groups {
            out += "## " + TwinText.inline(group.title) + "\n\n"
            for entry in group.entries {
                let page = entry.page
                out += "- [" + TwinText.cell(page.title) + "](" + TwinText.destination(url(of: page.route)) + ")"
                if let summary = page.frontMatter.summary ?? page.frontMatter.description {
                    out += ": " + TwinText.cell(summary)
                }
                out += "\n"
            }
            out += "\n"
        }
        return out
    }

    /// `llms-full.txt`: every twin, each after a rule and the line that names its page.
    package var full: [UInt8] {
        var out = Array(header.utf8)
        for group in groups {
            for entry in group.entries {
                out += Array(("---\n\nPage: " + TwinText.destination(url(of: entry.page.route)) + "\n\n").utf8)
                out += MarkdownTwin.markdown(for: entry, in: site)
                if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
                out.append(UInt8(ascii: "\n"))
            }
        }
        return out
    }

    private var header: String {
        var out = "# " + TwinText.inline(site.settings.title) + "\n\n"
        if let description = site.settings.description {
            out += "> " + TwinText.inline(description) + "\n\n"
        }
        return out
    }

    /// The twin of the page at `route`: absolute under the base URL, else relative to the site's root.
    private func url(of route: Route) -> String {
        let twin = MarkdownTwin.path(of: route)
        guard let baseURL = site.settings.baseURL else { return twin }
        return baseURL.url(of: Route(path: twin))
    }
}
