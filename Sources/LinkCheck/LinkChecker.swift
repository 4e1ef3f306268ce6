import Foundation
import HTMLReading
import Markdown
import Parallel
import SiteModel
import ResolvedModel

/// The check stage: every link of the built site against every file, heading id and preview state.
package struct LinkChecker: SiteCheck {
    package static let name = "links"
    package static let summary = "every link and image of the built pages against every file, heading id and preview state of the build, and ids used twice"
    package static let codes: [DiagnosticCode] = [.linkBroken, .linkAnchor, .linkMissingPage, .linkDuplicateID]

    /// The pages, their Markdown links and their previews.
    let site: ResolvedSite
    /// Every file of the build, the search index's too.
    let paths: Set<String>
    /// The last build's findings.
    let memo: LinkCheckMemo

    package init(site: ResolvedSite, paths: Set<String>, memo: LinkCheckMemo) {
        self.site = site
        self.paths = paths
        self.memo = memo
    }

    /// Checks the built pages, given by output path with the ids and references the render stage read from each
    /// (see ``check(_:scanned:paths:memo:into:)``); gives back what it counted and what the next build's memo keeps.
    package func check(_ scanned: [String: FileReading<HTMLReferences>], into diagnostics: inout Diagnostics) -> LinkCheckOutcome {
        Self.check(site, scanned: scanned, paths: paths, memo: memo, into: &diagnostics)
    }

    /// Checks the built site as a reader will meet it: every link and image of a Markdown page (at its line and
    /// column), and every `href` and `src` the templates or raw HTML wrote (at the page), must lead to a file of
    /// this build; an anchor must name an element of the target page, or a reachable state of one of its
    /// previews (`#stepper-circular=steps:7,current:3`); and no page may use an id twice.
    ///
    /// A page whose HTML is the memo's keeps the ids and references read from it; when, besides, its links and
    /// every link target of the site (files, ids, previews) are the memo's, it keeps its findings too. The check
    /// reads only `rendered` and `memo`, and gives back what it found and what the next build's memo keeps, so
    /// that it can run beside the index stage.
    /// - Parameters:
    ///   - site: the pages, their Markdown links and their previews.
    ///   - scanned: each page's output path → the ids and references the render stage read from its HTML.
    ///   - paths: every file of the build, the search index's too.
    ///   - memo: the last build's findings.
    private static func check(_ site: ResolvedSite, scanned: [String: FileReading<HTMLReferences>], paths: Set<String>,
                              memo: LinkCheckMemo, into diagnostics: inout Diagnostics) -> LinkCheckOutcome {
        var outcome = LinkCheckOutcome()
        // link_check: warning reports the same problems without failing the build.
        let severity: Diagnostic.Severity = site.settings.linkCheck == .warning ? .warning : .error
        outcome.memo.references = scanned
        let index = LinkIndex(site: site, paths: paths, references: scanned.mapValues(\.value))
        let targets = LinkTargets(index: index, severity: severity)
        let earlierChecks = memo.linkTargets == targets ? memo.pageChecks : [:]
        outcome.memo.linkTargets = targets
        // A broken reference the theme writes on every page is one problem, reported once with a count.
        var themeProblems: [String: (location: SourceLocation, code: DiagnosticCode, message: String, severity: Diagnostic.Severity?, pages: Int)] = [:]
        var pageChecks: [String: PageCheck] = [:]
        var toCheck: [(page: Page, references: FileReading<HTMLReferences>)] = []
        for entry in site.pages {
            let page = entry.page
            let file = page.route.outputFile
            guard let references = scanned[file] else { continue }
            if let earlier = earlierChecks[file], earlier.data != nil, earlier.data == references.data, earlier.links == page.body.links,
               earlier.displayPath == page.displayPath, earlier.sourcePath == page.sourcePath {
                pageChecks[file] = earlier
            } else {
                toCheck.append((page, references))
            }
        }
        for result in toCheck.concurrentMap({ check($0.page, references: $0.references, index: index, severity: severity) }) {
            pageChecks[result.outputPath] = result
        }
        // In page order, so that a problem the theme repeats is reported at the same page as in any other build.
        for entry in site.pages {
            guard let result = pageChecks[entry.page.route.outputFile] else { continue }
            outcome.summary.pages += 1
            outcome.summary.links += result.linkCount
            diagnostics.append(contentsOf: result.diagnostics)
            for problem in result.themeProblems {
                if themeProblems[problem.key] != nil {
                    themeProblems[problem.key]?.pages += 1
                } else {
                    themeProblems[problem.key] = (problem.location, problem.code, problem.message, problem.severity, 1)
                }
            }
        }
        outcome.memo.pageChecks = pageChecks
        for (_, problem) in themeProblems {
            let others = problem.pages > 1 ? " (and on \(Wording.count(problem.pages - 1, "other page")))" : ""
            diagnostics.append(Diagnostic(problem.severity ?? severity, problem.code, at: problem.location, problem.message + others))
        }
        return outcome
    }

    /// One page's findings: repeated ids, its Markdown links at their places, and the theme's references.
    private static func check(_ page: Page, references scanned: FileReading<HTMLReferences>, index: LinkIndex,
                              severity: Diagnostic.Severity) -> PageCheck {
        let references = scanned.value
        var result = PageCheck(outputPath: page.route.outputFile, data: scanned.data, links: page.body.links,
                               displayPath: page.displayPath, sourcePath: page.sourcePath)
        // Sized at once, so that it is not rehashed as it grows.
        var counts: [String: Int] = Dictionary(minimumCapacity: references.ids.count)
        for id in references.ids {
            counts[id, default: 0] += 1
        }
        for (id, count) in counts where count > 1 {
            result.diagnostics.append(Diagnostic(severity, .linkDuplicateID, at: SourceLocation(path: page.displayPath),
                "the id '\(id)' is used \(count) times on the built page \(page.route); each id must be unique, so that a link to it lands in one place", subject: id))
        }

        result.linkCount += references.passedEarlyCount
        var written = Set<String>(minimumCapacity: page.body.links.count)
        for link in page.body.links {
            written.insert(LinkDestination.percentDecoded(link.destination))
            result.linkCount += 1
            guard var problem = index.problem(with: link.destination, on: page.route) else { continue }
            var linkSeverity = severity
            var code = index.code(of: link.destination, on: page.route)
            if link.written != link.destination {
                let published = "the link '\(link.destination)'"
                if problem.hasPrefix(published) {
                    problem = "the link '\(link.written)', published as '\(link.destination)'," + problem.dropFirst(published.count)
                }
                // Pages brought from another generator link from the root across a whole site, which a migration
                // brings over in parts: a page not here yet is reported, and the build goes on.
                if PageLinks.startsAtRoot(link.written), index.leadsToNoFile(link.destination, on: page.route),
                   case let .site(path, _) = LinkDestination(link.destination, on: page.route) {
                    linkSeverity = .warning
                    code = .linkMissingPage
                    problem = "the link '\(link.written)' is read from the site's root, and the site has no /\(path) yet; "
                        + "add that page, or link to the full URL of the site that has it"
                }
            }
            result.diagnostics.append(Diagnostic(linkSeverity, code, at: SourceLocation(path: page.displayPath, line: link.line, column: link.column),
                                                 problem, subject: link.written))
        }
        for reference in references.references where !written.contains(LinkDestination.percentDecoded(reference.url)) {
            result.linkCount += 1
            guard let problem = index.problem(with: reference.url, on: page.route) else { continue }
            if let missing = missingPage(reference, on: page, index: index) {
                result.themeProblems.append(missing)
                continue
            }
            result.themeProblems.append(PageCheck.ThemeProblem(
                key: reference.attribute + " " + normalizedForGrouping(reference.url, on: page.route),
                location: SourceLocation(path: page.displayPath),
                code: index.code(of: reference.url, on: page.route),
                message: "the built page's \(reference.attribute)=\"\(reference.url)\" (from the theme or raw HTML): " + problem
            ))
        }
        return result
    }

    /// A link from the site's root that the page's raw HTML (or the theme) writes (`<a href="/components/menus/">`,
    /// or Jekyll's `{{ site.baseurl }}/components/menus/`, whose placeholder is the site's root), to a page the site
    /// lacks yet: a warning, as the same link written in Markdown is; nil for any other reference.
    private static func missingPage(_ reference: HTMLReferences.Reference, on page: Page, index: LinkIndex) -> PageCheck.ThemeProblem? {
        let url = reference.url
        let fromRoot = withoutBaseURLPlaceholder(url)
        guard PageLinks.startsAtRoot(fromRoot), index.leadsToNoFile("." + fromRoot, on: Route(path: "")),
              case let .site(path, _) = LinkDestination("." + fromRoot, on: Route(path: ""))
        else { return nil }
        return PageCheck.ThemeProblem(
            key: reference.attribute + " " + url, location: SourceLocation(path: page.displayPath), code: .linkMissingPage,
            message: "the built page's \(reference.attribute)=\"\(url)\" (from the theme or raw HTML) is read from the site's root, and the site has no /\(path) yet; "
                + "add that page, or link to the full URL of the site that has it",
            severity: .warning)
    }

    /// `url` without a leading `{{ site.baseurl }}` (spaces inside the braces or none), Jekyll's path of the site's
    /// root; as it is otherwise.
    static func withoutBaseURLPlaceholder(_ url: String) -> String {
        guard url.hasPrefix("{{"), let close = url.firstRange(of: "}}") else { return url }
        let inner = url[url.index(url.startIndex, offsetBy: 2)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        return inner == "site.baseurl" ? String(url[close.upperBound...]) : url
    }

    /// The same asset from pages at different depths (`../assets/x.css`, `../../assets/x.css`) is one problem.
    private static func normalizedForGrouping(_ url: String, on route: Route) -> String {
        if case let .site(path, fragment) = LinkDestination(url, on: route) {
            return path + (fragment.map { "#" + $0 } ?? "")
        }
        return url
    }
}
