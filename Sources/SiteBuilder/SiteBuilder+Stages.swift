import Foundation
import LinkCheck
import PageTypes
import Search
import SiteModel
import ResolvedModel

/// The stages as `build()` runs them: each timed, each taking the earlier build's part of the memo and leaving its
/// own for the next, and each deciding, by the build's ``Retention``, what it hands over to the next stage, what
/// it keeps and what it frees.
extension SiteBuilder {
    /// Every file the build reads; nothing when the output path itself is wrong.
    func load(_ run: inout BuildRun, unless stopped: Bool) -> LoadedSources {
        run.stage("load") { run in stopped ? LoadedSources() : load(into: &run.diagnostics) }
    }

    /// Every page parsed. A one-shot build hands each page's bytes to its parse, which frees them with it; the rest
    /// of what was loaded goes when the stage ends.
    func parse(_ sources: consuming LoadedSources, _ run: inout BuildRun) -> ParsedSite {
        var sources = sources
        return run.stage("parse") { run in
            let pageBytes = run.retention == .oneShot ? sources.takePageBytes() : nil
            let (parsed, cache) = parse(sources, pageBytes: pageBytes, earlier: run.earlier, into: &run.diagnostics)
            run.next.parse = cache
            return parsed
        }
    }

    /// The site's code highlighted, as far as the earlier build did not.
    func highlight(_ parsed: ParsedSite, _ run: inout BuildRun) -> SnippetHighlights {
        let highlights = run.stage("highlight") { run in
            highlight(parsed.pages, otherLanguages: parsed.settings.highlighter, earlier: run.earlier.highlights, into: &run.diagnostics)
        }
        run.next.highlights = highlights
        return highlights
    }

    /// Every page placed. The parsed site goes with the stage: its pages share their bodies with the site's, and a
    /// body it still held would not be freed as its page is rendered. From here on, the site's levels and
    /// acceptances apply to what the build finds.
    func resolve(_ parsed: consuming ParsedSite, highlights: SnippetHighlights, _ run: inout BuildRun) -> ResolvedSite {
        let parsed = parsed
        let site = run.stage("resolve") { run in resolve(parsed, highlights: highlights, into: &run.diagnostics) }
        run.diagnostics.adopt(site.findings)
        return site
    }

    /// Every page rendered and every other file made. Files go to the staging folder's writers as they are made,
    /// unless errors already mean no output; a one-shot build takes each page's body out of `site` for its render,
    /// which frees it with the page.
    func render(_ site: inout ResolvedSite, _ run: inout BuildRun) -> RenderedSite {
        let staging = run.diagnostics.hasErrors ? nil : stagingFolder(memo: run.earlier)
        let bodies = run.retention == .oneShot ? site.takeBodies() : nil
        return run.stage("render") { run in
            let (rendered, cache) = render(site, bodies: bodies, staging: staging, earlier: run.earlier, into: &run.diagnostics)
            run.next.render = cache
            return rendered
        }
    }

    /// The search index made, when the theme has one, and every link checked, side by side; then the acceptances
    /// that took nothing are reported, since every stage that finds anything has run. A build with errors writes
    /// nothing, so neither runs: what the earlier build read stays good for pages whose HTML comes back the same.
    func indexAndCheck(_ rendered: inout RenderedSite, _ site: ResolvedSite, _ run: inout BuildRun) {
        guard !run.diagnostics.hasErrors else {
            run.next.search = run.earlier.search
            run.next.linkCheck = run.earlier.linkCheck
            return
        }
        // The bodies a one-shot build freed page by page leave the allocator's arenas full of holes that the index's
        // larger allocations do not fit: they go back to the system, on another core, beside the index's layout,
        // which allocates little.
        let released = run.retention == .oneShot ? releaseFreeMemory.map { release in Self.beside(release) } : nil
        let checked: CheckedLinks
        if site.theme.assets.contains(where: { $0.relativePath == SearchIndex.script }) {
            checked = index(&rendered, besideCheckOf: site, after: released, &run)
        } else {
            _ = released?()
            checked = run.stage("check") { run in check(site, rendered: rendered, earlier: run.earlier) }
        }
        run.next.linkCheck = checked.outcome.memo
        run.diagnostics.append(contentsOf: checked.found.sorted)
        if let use = run.diagnostics.acceptanceUse {
            AcceptanceCheck().check(use, into: &run.diagnostics)
        }
        manifest(&rendered, site, run)
        makeOutputs(&rendered, site, run)
    }

    /// site.json, made once every check has run, so that it lists every finding the build reports (the link
    /// check's and the acceptances' too) and those the site accepts.
    private func manifest(_ rendered: inout RenderedSite, _ site: ResolvedSite, _ run: BuildRun) {
        guard Self.writesManifest(site) else { return }
        let findings = (reported: run.diagnostics.sorted, accepted: run.diagnostics.accepted)
        var file = RenderedSite(staging: rendered.staging, retention: run.retention)
        file.add([OutputFile(path: SiteManifest.path, data: SiteManifest(site: site, findings: findings, pageTypes: options.pageTypes).json)])
        rendered.merge(file)
    }

    /// The check reads the names of the index's files, not their contents: once the index is laid out, the rest
    /// of it and the check run side by side, so that what either does on one core runs beside the other's work.
    private func index(_ rendered: inout RenderedSite, besideCheckOf site: ResolvedSite, after released: (() -> Void)?,
                       _ run: inout BuildRun) -> CheckedLinks {
        run.announce?("index and check")
        let indexing = run.clock.start("index")
        let (laidOut, kept) = layOutIndex(&rendered, terms: run.next.render.searchTerms, earlier: run.earlier)
        run.next.search.entries = kept
        _ = released?()
        let checking = run.clock.start("check", beside: { [rendered, earlier = run.earlier] in
            check(site, rendered: rendered, earlier: earlier)
        })
        var indexFiles = RenderedSite(staging: rendered.staging, retention: run.retention)
        // Handed to the index, not copied: a copy kept here would keep every page's entry alive until both stages
        // end, and then free it on this thread.
        let (summary, files) = index(consume laidOut, into: &indexFiles)
        run.next.search.files = files
        run.clock.finish(indexing, detail: summary.stageDetail)
        let checked = run.clock.finish(checking)
        rendered.merge(indexFiles)
        return checked
    }

    /// The site written when no stage found an error; otherwise the staging folder is removed and the output
    /// folder is left as it was.
    func write(_ rendered: RenderedSite, _ run: inout BuildRun) -> WriteOutcome {
        guard !run.diagnostics.hasErrors else {
            discard(rendered.staging)
            run.next.written = run.earlier.written
            return WriteOutcome()
        }
        let outcome = run.stage("write") { run in write(rendered, earlier: run.earlier, into: &run.diagnostics) }
        run.next.written = outcome.written
        return outcome
    }
}
