import Foundation
import Markdown
import ResolvedModel
import SiteModel

/// The site's `llms.txt` and `llms-full.txt` (llmstxt.org): what a coding assistant reads first.
///
/// `llms.txt` is the site's title as an h1, its description as a blockquote, then h2 sections listing the pages'
/// Markdown twins, each `- [title](url): summary` with the URL bare, as the proposal writes it: the home page, each section of the navigation in its order,
/// and the pages outside the navigation (the dashboard, the tokens page) under "Other pages". Links are absolute under a base URL, and else
/// relative to the site's root, where the file is. `llms-full.txt` is every twin in the same order, each after a
/// rule and a line naming its page: the twins' own links stay relative to their page's folder.
package struct LLMsText {
    package static let indexPath = "llms.txt"
    package static let fullPath = "llms-full.txt"

    /// The pages with twins, by section, in navigation order, as indices into the site's pages: a large site's
    /// entries are not copied.
    private let groups: [(title: String, entries: [Int])]
    private let site: ResolvedSite

    package init(site: ResolvedSite) {
        self.site = site
        var positions: [Route: Int] = [:]
        positions.reserveCapacity(site.pages.count)
        for (index, entry) in site.pages.enumerated() where MarkdownTwin.isMade(for: entry, in: site) {
            positions[entry.page.route] = positions[entry.page.route] ?? index
        }
        var listed = Set<Int>()
        var groups: [(title: String, entries: [Int])] = []
        if let home = positions[Route(path: "")] {
            groups.append(("Home", [home]))
            listed.insert(home)
        }
        for section in site.sections {
            let members = section.pages.compactMap { positions[$0.route] }.filter { !listed.contains($0) }
            listed.formUnion(members)
            if !members.isEmpty {
                groups.append((section.title, members))
            }
        }
        let others = positions.values.filter { !listed.contains($0) }.sorted()
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
            for index in group.entries {
                let page = site.pages[index].page
                out += "- [" + TwinText.cell(page.title) + "](" + Self.bare(url(of: page.route)) + ")"
                if let summary = page.frontMatter.summary ?? page.frontMatter.description {
                    out += ": " + TwinText.cell(summary)
                }
                out += "\n"
            }
            out += "\n"
        }
        return out + VersionFiles.llmsSection(of: site)
    }

    /// `llms-full.txt`: every twin, each after a rule and the line that names its page; `twin` gives the twin of
    /// a page, as the render stage made it.
    package func full(_ twin: (Route) -> Data) -> Data {
        let twins = groups.flatMap(\.entries).map { site.pages[$0].page.route }.map { (route: $0, data: twin($0)) }
        var out = Data(header.utf8)
        out.reserveCapacity(out.count + twins.reduce(0) { $0 + $1.data.count + 64 })
        for (route, page) in twins {
            out += Data(("---\n\nPage: " + TwinText.destination(url(of: route)) + "\n\n").utf8)
            out += page
            if page.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// `url` as the llms.txt proposal writes a link's URL: bare, not in `<…>`, so that its reference parser
    /// (`llms_txt2ctx`) reads it, whose link ends at the first `)`. Every byte a bare Markdown destination or that
    /// parser cannot hold (a space, a control character, a parenthesis, `<`, `>`, `\`, a byte beyond ASCII) is
    /// percent-encoded; the URL's own escapes stay as they are.
    static func bare(_ url: String) -> String {
        var out = ""
        for byte in url.utf8 {
            if (0x21...0x7E).contains(byte), !"()<>\\[]\"`{}|^ ".utf8.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
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

    /// The twin of the page at `route`: absolute under the base URL, else relative to the site's root; each
    /// segment percent-encoded, so that a folder named `a%2e` is not read as `a.`.
    private func url(of route: Route) -> String {
        let twin = Route(path: MarkdownTwin.path(of: route)).encodedPath
        guard let baseURL = site.settings.baseURL else { return twin }
        return baseURL.url(of: Route(path: twin))
    }
}
