import HTMLReading
import LinkCheck
import ResolvedModel
import SiteModel

/// What the check stage found, and what it counted and leaves in the memo.
struct CheckedLinks: StageOutput, Sendable {
    var outcome = LinkCheckOutcome()
    var found = Diagnostics()

    var stageDetail: String { outcome.stageDetail }
}

extension SiteBuilder {
    /// The check stage, on the ids and references the render stage read from each page as it wrote it; see
    /// ``LinkChecker``. What it read is kept for the next build only when the build keeps a memo, and is otherwise
    /// let go here, on the check's own thread.
    func check(_ site: ResolvedSite, rendered: RenderedSite, earlier: BuildMemo) -> CheckedLinks {
        var scanned: [String: FileReading<HTMLReferences>] = [:]
        for page in rendered.pages {
            scanned[page.route.outputFile] = page.references
        }
        var checked = CheckedLinks()
        checked.outcome = LinkChecker(site: site, paths: rendered.paths, memo: earlier.linkCheck).check(scanned, into: &checked.found)
        if earlier.retention == .oneShot {
            checked.outcome.memo = LinkCheckMemo()
        }
        return checked
    }
}
