import Foundation
import Markdown
import SiteModel
import SVG

/// The changes report: a small static site of its own (one page, and the drawings it shows as SVG files beside
/// it), and the same facts as a pull-request summary in Markdown and as JSON for tools. Every output is a function
/// of the comparison and the two sides' names, so the same inputs give the same bytes.
package struct ChangeReport: Sendable {
    package var comparison: SiteComparison
    /// How the two sides were named on the command line (`main`, `HEAD`, `../old-site`).
    package var oldName: String
    package var newName: String

    package init(comparison: SiteComparison, oldName: String, newName: String) {
        self.comparison = comparison
        self.oldName = oldName
        self.newName = newName
    }

    /// Where the new version's home page is from the report, when the report is published inside it (a version's
    /// changes page): the site's name in the header then leads there.
    package var siteHome: String?

    /// The report page's file name.
    package static let page = "index.html"
    /// The file beside it with the same facts as `--format json`, for tools that fetch the report.
    package static let facts = "changes.json"

    /// Every file of the report site, by path relative to its folder, sorted by path.
    package func files() -> [(path: String, data: Data)] {
        var files: [String: Data] = [Self.page: Data(html().utf8), Self.facts: json()]
        for change in comparison.changes {
            for drawing in change.drawings {
                if let before = drawing.before, let file = drawing.beforeFile {
                    files["previews/before/" + file] = Data(SVGWriter.write(before).utf8)
                }
                if let after = drawing.after, let file = drawing.afterFile {
                    files["previews/after/" + file] = Data(SVGWriter.write(after).utf8)
                }
            }
        }
        return files.keys.sorted().compactMap { path in files[path].map { (path, $0) } }
    }

    /// The changes of `section`, in report order.
    func changes(in section: Change.Section) -> [Change] {
        comparison.changes.filter { $0.section == section }
    }

    /// How many changes there are, and how many of them a team may hold a merge for: "4 changes (3 to look at
    /// first)", or "No changes".
    package var headline: String {
        let changes = comparison.changes
        guard !changes.isEmpty else { return "No changes" }
        let regressions = changes.filter(\.isRegression).count
        return Wording.count(changes.count, "change") + (regressions > 0 ? " (\(regressions) to look at first)" : "")
    }

    /// Where `link` (a route with an optional fragment) is on the new site, when its address is known.
    func siteURL(_ link: String) -> String? {
        comparison.new.baseURL.map { $0.text + link }
    }

    /// The page, written directly: no theme, so that a report looks the same whichever site it compares.
    func html() -> String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <link rel="icon" href="data:,">
            <title>\(escape("Changes from \(oldName) to \(newName) · \(comparison.new.title)"))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <p class="site">\(siteHome.map { "<a href=\"\(escape($0))\">\(escape(comparison.new.title)) · \(escape(newName))</a>" } ?? escape(comparison.new.title))</p>
            <h1>Changes from <code>\(escape(oldName))</code> to <code>\(escape(newName))</code></h1>
            <p class="headline">\(escape(headline)).</p>
            </header>
            <main>

            """
        let sections = Change.Section.allCases.filter { !changes(in: $0).isEmpty }
        if !sections.isEmpty {
            html += "<nav aria-label=\"Sections\"><ul>\n"
            for section in sections {
                html += "<li><a href=\"#\(section.rawValue)\">\(escape(section.title))</a> (\(changes(in: section).count))</li>\n"
            }
            if !brokenLinks.isEmpty {
                html += "<li><a href=\"#broken-links\">Links that break</a> (\(brokenLinks.count))</li>\n"
            }
            html += "</ul></nav>\n"
        }
        for section in sections {
            html += "<section aria-labelledby=\"\(section.rawValue)\">\n<h2 id=\"\(section.rawValue)\">\(escape(section.title))</h2>\n"
            for change in changes(in: section) {
                html += article(change)
            }
            html += "</section>\n"
        }
        if !brokenLinks.isEmpty {
            html += "<section aria-labelledby=\"broken-links\">\n<h2 id=\"broken-links\">Links that break</h2>\n"
            html += "<p>Links into the old site that reviews and chats may hold, and what the new site does with them.</p>\n"
            html += "<div class=\"scroll\" role=\"region\" aria-label=\"Links that break\" tabindex=\"0\"><table>\n"
                + "<thead><tr><th scope=\"col\">Old link</th><th scope=\"col\">What</th><th scope=\"col\">Now</th><th scope=\"col\">Change</th></tr></thead>\n<tbody>\n"
            for (link, change) in brokenLinks {
                let now = link.alias.map { "an alias sends it to <code>\(escape(SiteComparison.display($0)))</code>, without the fragment" } ?? "nothing: it breaks"
                html += "<tr><td><code>\(escape(SiteComparison.display(link.target)))</code></td><td>\(link.kind.rawValue)</td><td>\(now)</td>"
                    + "<td><a href=\"#\(change.id)\">\(change.title.html(escaping: escape))</a></td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n</section>\n"
        }
        if sections.isEmpty {
            html += "<p class=\"none\">No changes: the two versions build the same pages, tokens, previews and facts.</p>\n"
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// Every broken link with the change that breaks it, in report order.
    var brokenLinks: [(BrokenLink, Change)] {
        comparison.changes.flatMap { change in change.brokenLinks.map { ($0, change) } }
    }

    private func article(_ change: Change) -> String {
        var html = "<article id=\"\(change.id)\" class=\"change\(change.isRegression ? " regression" : "")\" aria-labelledby=\"\(change.id)-title\">\n"
        html += "<h3 id=\"\(change.id)-title\">\(change.title.html(escaping: escape))</h3>\n"
        var meta: [String] = []
        if let page = change.page {
            let label = "<code>\(escape(SiteComparison.display(page)))</code>"
            meta.append(siteURL(page).map { "on <a href=\"\(escape($0))\">\(label)</a>" } ?? "on \(label)")
        }
        for effect in change.effects.sorted() {
            meta.append("<span class=\"effect\(effect == .tokenChanged ? "" : " bad")\">\(effect.rawValue)</span>")
        }
        if !meta.isEmpty { html += "<p class=\"meta\">\(meta.joined(separator: " "))</p>\n" }
        if !change.details.isEmpty {
            html += "<ul>\n" + change.details.map { "<li>\(inline($0))</li>\n" }.joined() + "</ul>\n"
        }
        if !change.tokenValues.isEmpty { html += tokenTable(change) }
        if !change.contrast.isEmpty { html += contrastTable(change) }
        if !change.drawings.isEmpty {
            html += "<div class=\"drawings\">\n" + change.drawings.map(figure).joined() + "</div>\n"
            if change.moreDrawings > 0 {
                let noun = change.redrawnPreviews > 0 ? "preview" : "state"
                html += "<p>And \(change.moreDrawings) more \(noun)\(change.moreDrawings == 1 ? "" : "s") drawn differently.</p>\n"
            }
        }
        for section in change.prose {
            html += proseDiff(section, change: change)
        }
        return html + "</article>\n"
    }

    private func tokenTable(_ change: Change) -> String {
        var html = "<div class=\"scroll\" role=\"region\" aria-label=\"Values of \(escape(change.title.description))\" tabindex=\"0\"><table>\n"
            + "<thead><tr><th scope=\"col\">Mode</th><th scope=\"col\">Before</th><th scope=\"col\">After</th></tr></thead>\n<tbody>\n"
        for value in change.tokenValues {
            html += "<tr><th scope=\"row\">\(escape(value.mode))</th><td>\(tokenValue(value.before, color: value.beforeColor))</td>"
                + "<td>\(tokenValue(value.after, color: value.afterColor))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private func tokenValue(_ text: String?, color: String?) -> String {
        guard let text else { return "none" }
        let swatch = color.map { "<span class=\"swatch\" style=\"background:\(escape($0))\"></span>" } ?? ""
        return swatch + "<code>\(escape(text))</code>"
    }

    private func contrastTable(_ change: Change) -> String {
        var html = "<div class=\"scroll\" role=\"region\" aria-label=\"Contrast of \(escape(change.title.description))\" tabindex=\"0\"><table>\n"
            + "<thead><tr><th scope=\"col\">Pair</th><th scope=\"col\">Mode</th><th scope=\"col\">Before</th><th scope=\"col\">After</th><th scope=\"col\">Needs</th></tr></thead>\n<tbody>\n"
        for flip in change.contrast {
            html += "<tr class=\"\(flip.isRegression ? "fails" : "passes")\"><td>\(escape(flip.pair.what))<br><code>\(escape(flip.pair.foreground))</code> on <code>\(escape(flip.pair.background))</code></td>"
                + "<td>\(escape(flip.mode))</td><td>\(verdict(flip.before, flip.passedBefore))</td><td>\(verdict(flip.after, flip.passesAfter))</td>"
                + "<td>\(escape(flip.pair.kind.minimumText))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private func verdict(_ ratio: String?, _ passes: Bool?) -> String {
        guard let ratio, let passes else { return "not drawn" }
        return "\(escape(ratio)) <strong>\(passes ? "passes" : "fails")</strong>"
    }

    private func figure(_ drawing: DrawingComparison) -> String {
        let link = siteURL(drawing.link).map { "<a href=\"\(escape($0))\"><code>\(escape(SiteComparison.display(drawing.link)))</code></a>" }
            ?? "<code>\(escape(SiteComparison.display(drawing.link)))</code>"
        var html = "<figure>\n<div class=\"pair\">\n"
        html += side("Before", drawing.before, file: drawing.beforeFile.map { "previews/before/" + $0 }, label: drawing.label)
        html += side("After", drawing.after, file: drawing.afterFile.map { "previews/after/" + $0 }, label: drawing.label)
        html += "</div>\n<figcaption>\(escape(drawing.label)): \(link)"
        if !drawing.differences.isEmpty {
            html += "<ul>\n" + drawing.differences.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>"
        }
        return html + "</figcaption>\n</figure>\n"
    }

    private func side(_ name: String, _ document: SVGDocument?, file: String?, label: String) -> String {
        guard let document, let file else {
            return "<div class=\"side\"><p class=\"label\">\(name)</p><p class=\"absent\">Not drawn</p></div>\n"
        }
        let width = SVGNumber.format(document.width), height = SVGNumber.format(document.height)
        return "<div class=\"side\"><p class=\"label\">\(name)</p><img src=\"\(escape(file))\" width=\"\(width)\" height=\"\(height)\" "
            + "alt=\"\(escape(name + ": " + document.title))\"></div>\n"
    }

    private func proseDiff(_ section: ProseSectionDiff, change: Change) -> String {
        let heading = section.anchor.flatMap { anchor in change.page.flatMap { siteURL($0 + "#" + anchor) } }
            .map { "<a href=\"\(escape($0))\">\(escape(section.heading))</a>" } ?? escape(section.heading)
        var html = "<h4>\(heading)</h4>\n<pre class=\"diff\" tabindex=\"0\" aria-label=\"Changes to \(escape(section.heading))\">"
        let lines = section.lines
        var index = 0
        while index < lines.count {
            let line = lines[index]
            switch line.kind {
            case .same: html += "<span>  \(escape(line.text))</span>"
            case .gap: html += "<span class=\"gap\">… \(escape(line.text))</span>"
            case .added: html += "<ins>+ \(escape(line.text))</ins>"
            case .removed:
                // A run of removed lines followed by as many added ones reads as lines edited: the words that
                // changed in each are marked.
                let removed = lines[index...].prefix { $0.kind == .removed }
                let added = lines[(index + removed.count)...].prefix { $0.kind == .added }
                guard removed.count == added.count else {
                    html += removed.map { "<del>- \(escape($0.text))</del>" }.joined()
                    index += removed.count
                    continue
                }
                var deletions = "", insertions = ""
                for (old, new) in zip(removed, added) {
                    let words = LineDiff.words(old.text, new.text)
                    deletions += "<del>- " + marked(words, showing: .removed) + "</del>"
                    insertions += "<ins>+ " + marked(words, showing: .added) + "</ins>"
                }
                html += deletions + insertions
                index += removed.count + added.count
                continue
            }
            index += 1
        }
        return html + "</pre>\n"
    }

    /// One side of a word diff: the words both sides share as they are, the side's own words marked.
    private func marked(_ words: [DiffLine], showing side: DiffLine.Kind) -> String {
        words.map { word in
            if word.kind == .same { return escape(word.text) }
            guard word.kind == side else { return "" }
            return word.text.allSatisfy(\.isWhitespace) ? escape(word.text) : "<mark>\(escape(word.text))</mark>"
        }.joined()
    }

    func escape(_ text: String) -> String {
        HTMLEscaping.attribute(text)
    }

    /// Text with `code` spans, escaped.
    func inline(_ text: String) -> String {
        var html = "", inCode = false
        for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { inCode.toggle() }
            html += inCode ? "<code>\(escape(String(part)))</code>" : escape(String(part))
        }
        return html
    }

    static let style = """
        :root{--text:#1b1f24;--muted:#4a5361;--line:#d0d7de;--bg:#fff;--panel:#f6f8fa;--bad:#a4000f;--good:#0a6b2b;--del:#ffebe9;--ins:#dafbe1;--del-word:#ffb8b0;--ins-word:#a6f0b8}
        @media (prefers-color-scheme:dark){:root{--text:#e6edf3;--muted:#b1bac4;--line:#444c56;--bg:#0d1117;--panel:#161b22;--bad:#ff9492;--good:#7ee2a8;--del:#4a1c1f;--ins:#12361f;--del-word:#8e2a2f;--ins-word:#1f6b3a}}
        *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
        header,main{max-width:72rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid var(--line)}
        h1{font-size:1.6rem;margin:.2rem 0}.site,.headline,.meta{color:var(--muted);margin:.2rem 0}
        code{font:.9em ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
        .change li{overflow-wrap:anywhere}a{color:inherit}nav ul{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;padding:0;list-style:none}
        .change{border:1px solid var(--line);border-radius:8px;padding:0 1rem 1rem;margin:1rem 0;background:var(--bg)}
        .change.regression{border-left:6px solid var(--bad)}h3{font-size:1.15rem;margin:1rem 0 .3rem;overflow-wrap:anywhere}
        .effect{display:inline-block;border:1px solid var(--line);border-radius:1rem;padding:0 .5rem;font-size:.85rem}.effect.bad{color:var(--bad);border-color:var(--bad)}
        .scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid var(--line);padding:.3rem .6rem;text-align:left;vertical-align:top}
        tr.fails strong{color:var(--bad)}tr.passes strong{color:var(--good)}
        .swatch{display:inline-block;width:1em;height:1em;border:1px solid var(--muted);border-radius:3px;margin-right:.4em;vertical-align:-.15em}
        .drawings{display:grid;gap:1rem}figure{margin:0;border-top:1px solid var(--line);padding-top:.5rem}
        .pair{display:flex;flex-wrap:wrap;gap:1rem}.side{flex:1 1 16rem;min-width:0;background:#fff;color:#1b1f24;border:1px solid var(--line);border-radius:6px;padding:.5rem}
        .side img{max-width:100%;height:auto}.label{margin:0 0 .3rem;font-weight:600}.absent{color:#4a5361}
        figcaption{overflow-wrap:anywhere}pre.diff{background:var(--panel);padding:.5rem;overflow-x:auto;white-space:pre-wrap;overflow-wrap:anywhere;font:.85rem/1.45 ui-monospace,SFMono-Regular,Menlo,monospace}
        pre.diff del{background:var(--del);text-decoration:none;display:block}pre.diff ins{background:var(--ins);text-decoration:none;display:block}
        pre.diff mark{color:inherit;background:var(--del-word)}pre.diff ins mark{background:var(--ins-word)}pre.diff span{display:block}.gap{color:var(--muted)}.none{font-size:1.1rem}
        """
}
