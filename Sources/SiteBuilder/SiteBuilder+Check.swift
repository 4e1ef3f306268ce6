import HTMLReading
import LinkCheck
import PageTypes
import SiteModel
import ResolvedModel

extension LinkCheckSummary: StageOutput {}

extension LinkCheckOutcome: StageOutput {}

extension SiteBuilder {
    /// The check stage, on the ids and references the render stage read from each page as it wrote it; see
    /// ``LinkChecker/check(_:scanned:paths:memo:)``. What it read is kept for the next build only when the build
    /// keeps a memo, and is otherwise let go here, on the check's own thread.
    func check(_ site: ResolvedSite, rendered: RenderedSite, earlier: BuildMemo) -> LinkCheckOutcome {
        var scanned: [String: FileReading<HTMLReferences>] = [:]
        for page in rendered.pages {
            scanned[page.route.outputFile] = page.references
        }
        var outcome = LinkChecker.check(site, scanned: scanned, paths: rendered.paths, memo: earlier.linkCheck)
        if earlier.retention == .oneShot {
            outcome.memo = LinkCheckMemo()
        }
        return outcome
    }
}
